package mana

import (
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func load(data []byte) error {
	_, err := Unmarshal(data)
	return err
}

// position is p with its first old replaced by by; a position without old
// stays as it is, which RefusedSaves reports.
func position(old, by string) func(j *stateJSON) {
	return func(j *stateJSON) { j.Position = strings.Replace(j.Position, old, by, 1) }
}

// Each check of Unmarshal, parseBoard's included, refuses a save the game
// wrote with one thing changed, and only that check does.
func TestUnmarshalRefusesEachFaultAlone(t *testing.T) {
	type cases = []rulestest.SaveRefusal[stateJSON]

	// The start: Black places first, on an empty board.
	start := mustNew(t, "")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, start), cases{
		{Name: "not JSON", Edit: rulestest.Replace(`{"version"`, `{version`), Because: "not a saved state"},
		{Name: "the next version", Spoil: func(j *stateJSON) { j.Version = version + 1 }, Kind: rules.ErrNewVersion, Because: "mana format 2, this build reads up to 1"},
		{Name: "three players", Spoil: func(j *stateJSON) { j.Config.Players = 3 }, Kind: rules.ErrBadConfig, Because: "Mana is for 2 players, not 3"},
		{Name: "a sixth field", Spoil: position(" 0 0", " 0 0 0"), Because: "position: want 5 fields"},
		{Name: "five ranks", Spoil: position("6/", ""), Because: "want 6 ranks separated by /, got 5"},
		{Name: "no piece", Spoil: position("6", "x"), Because: `'x' is not a piece`},
		{Name: "two Daimios", Spoil: position("6/", "DD4/"), Because: "Black has two Daimios"},
		{Name: "a rank short", Spoil: position("6/", "5/"), Because: `rank 6 "5" covers 5 squares, not 6`},
		{Name: "a rank of too many counts", Spoil: position("6/", "61/"), Because: `rank 6 "61" covers 7 squares`},
		{Name: "a piece past a rank's end", Spoil: position("6/", "6r/"), Because: `rank 6 "6r" covers 7 squares`},
		{Name: "no side to move", Spoil: position(" b ", " x "), Because: `side to move "x"`},
		{Name: "mana 4", Spoil: position(" - ", " 4 "), Because: `mana "4": want -`},
		{Name: "a reserve of 6", Spoil: position(" 0 0", " 6 0"), Because: `Black reserve "6": want 0 to 5`},
		{Name: "a white reserve of 6", Spoil: position(" 0 0", " 0 6"), Because: `White reserve "6": want 0 to 5`},
		{Name: "a Daimio to place twice", Spoil: func(j *stateJSON) { j.ToPlace[0][0] = 2 }, Because: "Black has [2 5] pieces to place"},
		{Name: "no Daimio to place below 0", Spoil: func(j *stateJSON) { j.ToPlace[1][0] = -1 }, Because: "White has [-1 5] pieces to place"},
		{Name: "six Ronins to place", Spoil: func(j *stateJSON) { j.ToPlace[0][1] = 6 }, Because: "Black has [1 6] pieces to place"},
		{Name: "Ronins to place below 0", Spoil: func(j *stateJSON) { j.ToPlace[1][1] = -1 }, Because: "White has [1 -1] pieces to place"},
		{Name: "a last square off the board", Spoil: func(j *stateJSON) { j.Last = nSquares }, Because: "square 36, off the board"},
		{Name: "a last square before the board", Spoil: func(j *stateJSON) { j.Last = -2 }, Because: "square -2, off the board"},
		{Name: "passes below 0", Spoil: func(j *stateJSON) { j.Passes = -1 }, Because: "-1 passes in a row"},
		{Name: "an unknown draw", Spoil: func(j *stateJSON) { j.Draw = "tired" }, Because: `unknown draw "tired"`},
		{Name: "a Daimio placed apart in the standard game", Spoil: func(j *stateJSON) { j.ToPlace[0] = [2]int{0, 5} }, Because: "Black: the standard setup places the Daimio and its Ronins at once"},
		{Name: "a piece in reserve in setup", Spoil: position(" 0 0", " 1 0"), Because: "Black has pieces outside its setup rows or in reserve"},
		{Name: "White placing first", Spoil: position(" b ", " w "), Because: "White is placing out of turn"},
		{Name: "a mana in setup", Spoil: position(" - ", " 1 "), Because: "Black is placing out of turn"},
		{Name: "a history in setup", Spoil: func(j *stateJSON) { j.History = []key{{1, 2}} }, Because: "a game still in setup has a history"},
		{Name: "a pass in setup", Spoil: func(j *stateJSON) { j.Passes = 1 }, Because: "a game still in setup has a history"},
		{Name: "a draw in setup", Spoil: func(j *stateJSON) { j.Draw = drawPasses }, Because: "a game still in setup has a history"},
		{Name: "a last square in setup", Spoil: func(j *stateJSON) { j.Last = 0 }, Because: "a game still in setup has a history"},
	})

	// Black has placed: White places.
	white := mustNew(t, "")
	play(t, white, white.FormatAction(white.Legal(nil)[0]))
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, white), cases{
		{Name: "Ronins beyond five", Spoil: position(" 0 0", " 1 0"), Because: "Black has 5 Ronins on the board and 1 in reserve: at most 5 in all"},
		{Name: "a piece outside the home row", Spoil: position("6/RD", "R5/1D"), Because: "Black has pieces outside its setup rows"},
		{Name: "a Daimio placed and to place", Spoil: func(j *stateJSON) { j.ToPlace[0] = [2]int{1, 5} }, Because: "Black: 6 pieces placed and 5 Ronins to place"},
		{Name: "Black placing with nothing to place", Spoil: position(" w ", " b "), Because: "Black is placing out of turn"},
	})

	// In the advanced setup, Black has placed its Daimio and a Ronin.
	adv := mustNew(t, Advanced)
	play(t, adv, "D@a1", "R@b1")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, adv), cases{
		{Name: "a Ronin too many to place", Spoil: func(j *stateJSON) { j.ToPlace[0][1]++ }, Because: "Black: 2 pieces placed and 5 Ronins to place"},
	})

	// In play: a piece moved last, its mana asked for.
	mid := mustNew(t, "")
	r := rules.NewRNG(3)
	rulestest.Playout(t, mid, &r, 12, nil)
	if mid.setup() || mid.Outcome().Over || mid.last < 0 {
		t.Fatalf("no game in play: %s, last %d", mid.Position(), mid.last)
	}
	moved := mid.b.side ^ 1
	// elsewhere is a square of the mana asked for where the side that
	// moved has no piece; other one of its pieces on a square of another.
	elsewhere, other := -1, -1
	for sq := range nSquares {
		mine := mid.b.occ[moved]&(1<<sq) != 0
		switch {
		case !mine && symbols[sq] == mid.b.mana:
			elsewhere = sq
		case mine && symbols[sq] != mid.b.mana:
			other = sq
		}
	}
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, mid), cases{
		{Name: "a Daimio placed apart in play", Spoil: func(j *stateJSON) { j.ToPlace[0] = [2]int{1, 0} }, Because: "the standard setup places the Daimio and its Ronins at once"},
		{Name: "both Daimios gone", Spoil: func(j *stateJSON) {
			j.Position = strings.Replace(strings.Replace(j.Position, "D", "1", 1), "d", "1", 1)
		}, Because: "both Daimios are missing"},
		{Name: "another position last", Spoil: func(j *stateJSON) { j.History = j.History[:len(j.History)-1] }, Because: "the history does not end with the position"},
		{Name: "no history", Spoil: func(j *stateJSON) { j.History = []key{} }, Because: "the history does not end with the position"},
		{Name: "the last move to a square of none of the mover's pieces", Spoil: func(j *stateJSON) { j.Last = elsewhere }, Because: "moved last to " + SquareName(elsewhere) + ", where it has no piece"},
		{Name: "the mana of another square", Spoil: func(j *stateJSON) { j.Last = other }, Because: "after a move to " + SquareName(other)},
		{Name: "a draw by passing without passes", Spoil: func(j *stateJSON) { j.Draw = drawPasses }, Because: "drawn by passing after 0 passes in a row, with that rule on"},
		{Name: "a draw by repetition without one", Spoil: func(j *stateJSON) { j.Draw = drawRepetition }, Because: "drawn by repetition of a position seen 1 times, with that rule on"},
	})

	won := mustNew(t, "")
	rulestest.Playout(t, won, &r, 1000, nil)
	if !won.b.over() {
		t.Fatalf("no Daimio taken: %s", won.Position())
	}
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, won), cases{
		{Name: "won and drawn", Spoil: func(j *stateJSON) { j.Draw = drawRepetition }, Because: "a game both won and drawn"},
	})

	// Both sides pass: White first, then Black, walled in.
	passed := mustParse(t, "5d/6/6/6/r5/Dr4 b - 0 0")
	passed.passes = 1
	play(t, passed, "pass")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, passed), cases{
		{Name: "passes not drawn", Spoil: func(j *stateJSON) { j.Draw = "" }, Because: "2 passes in a row, and no draw"},
		{Name: "a draw by passing after one", Spoil: func(j *stateJSON) { j.Passes = 1 }, Because: "drawn by passing after 1 passes in a row"},
		{Name: "a draw by passing, that rule off", Spoil: func(j *stateJSON) { j.Config.Options = map[string]string{OptPasses: "0"} }, Because: "drawn by passing after 2 passes in a row, with that rule off"},
		{Name: "passes drawn by repetition", Spoil: func(j *stateJSON) { j.Draw = drawRepetition }, Because: "drawn by repetition of a position seen 1 times"},
	})

	// A position's third occurrence.
	repeated := mustParse(t, "d5/6/6/6/6/3D2 b 1 0 0")
	cycle := []string{"d1-c1", "a6-a5", "c1-a1", "a5-b3", "a1-b1", "b3-b4", "b1-d1", "b4-a6"}
	play(t, repeated, cycle...)
	play(t, repeated, cycle...)
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, repeated), cases{
		{Name: "a third occurrence not drawn", Spoil: func(j *stateJSON) { j.Draw = "" }, Because: "the position occurred a third time, and no draw"},
		{Name: "a third occurrence earlier", Spoil: func(j *stateJSON) { j.History = append(j.History[:len(j.History)-1:len(j.History)-1], j.History...) }, Because: "the position after move 16 occurred a third time, and play went on"},
		{Name: "a draw by repetition, that rule off", Spoil: func(j *stateJSON) { j.Config.Options = map[string]string{OptRepetition: "0"} }, Because: "drawn by repetition of a position seen 3 times, with that rule off"},
		{Name: "a draw by repetition of a second occurrence", Spoil: func(j *stateJSON) { j.History = j.History[1:] }, Because: "drawn by repetition of a position seen 2 times"},
	})
}
