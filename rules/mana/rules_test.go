package mana

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// Components and board: 12 squares of each symbol, laid out as the spec's
// diagram (a1 a triple at Black's left, f6 a double at White's left).
func TestBoardLayout(t *testing.T) {
	var count [4]int
	for sq := range nSquares {
		count[Symbol(sq)]++
	}
	if count[1] != 12 || count[2] != 12 || count[3] != 12 {
		t.Errorf("symbol counts %v, want 12 each", count[1:])
	}
	for name, want := range map[string]int{"a1": 3, "f6": 2, "d1": 1, "d6": 3, "a6": 1} {
		sq := square(t, name)
		if Symbol(sq) != want {
			t.Errorf("%s is %d, want %d", name, Symbol(sq), want)
		}
	}
	var doubles []string
	for _, sq := range []int{0, 1, 2, 3, 4, 5, 30, 31, 32, 33, 34, 35} {
		if Symbol(sq) == 2 {
			doubles = append(doubles, SquareName(sq))
		}
	}
	if fmt.Sprint(doubles) != "[b1 c1 f1 b6 c6 f6]" {
		t.Errorf("home-row doubles %v", doubles)
	}
}

// Standard setup: Black chooses a double of its home row for the Daimio,
// then White; the Ronins fill the rest; the bird is off; Black moves first.
func TestStandardSetup(t *testing.T) {
	s := mustNew(t, "")
	if s.ToMove() != black || fmt.Sprint(legalTexts(s)) != "[D@b1 D@c1 D@f1]" {
		t.Fatalf("Black chooses first among b1 c1 f1: %d %v", s.ToMove(), legalTexts(s))
	}
	rulestest.RefusedBecause(t, s, "D@d1", "double")
	play(t, s, "D@b1")
	if s.ToMove() != white || fmt.Sprint(legalTexts(s)) != "[D@b6 D@c6 D@f6]" {
		t.Fatalf("then White: %d %v", s.ToMove(), legalTexts(s))
	}
	if !strings.HasSuffix(s.Position(), "/RDRRRR w - 0 0") {
		t.Errorf("Black's choice is visible to White: %s", s.Position())
	}
	play(t, s, "D@f6")
	if s.Position() != "rrrrrd/6/6/6/6/RDRRRR b - 0 0" || s.ToMove() != black || s.Mana() != 0 || s.Bird() != -1 {
		t.Errorf("after setup: %s, to move %d, mana %d, bird %d", s.Position(), s.ToMove(), s.Mana(), s.Bird())
	}
}

// Advanced setup: each side places its six pieces on its first two rows,
// Black first, the Daimio anywhere among them.
func TestAdvancedSetup(t *testing.T) {
	s := mustNew(t, Advanced)
	for _, text := range legalTexts(s) {
		sq := square(t, text[2:])
		if sq >= 12 {
			t.Fatalf("Black may place on %s", text)
		}
	}
	if n := len(s.Legal(nil)); n != 24 {
		t.Errorf("first placement: %d choices, want 12 squares × Daimio or Ronin", n)
	}
	play(t, s, "R@a2", "R@f1", "D@c2")
	for _, bad := range []string{"D@d2", "R@a2", "R@a3", "R@a5"} {
		rulestest.Refused(t, s, bad)
	}
	play(t, s, "R@b1", "R@e2", "R@d1")
	if s.ToMove() != white {
		t.Fatalf("White places after Black's six pieces")
	}
	play(t, s, "R@a6", "R@b5", "R@c6", "R@d5", "R@e6")
	if fmt.Sprint(legalTexts(s)) != "[D@a5 D@b6 D@c5 D@d6 D@e5 D@f5 D@f6]" {
		t.Errorf("White's last piece is the Daimio: %v", legalTexts(s))
	}
	play(t, s, "D@f5")
	if s.Position() != "r1r1r1/1r1r1d/6/6/R1D1R1/1R1R1R b - 0 0" || s.ToMove() != black {
		t.Errorf("after setup: %s", s.Position())
	}
}

// A piece moves exactly its square's symbol, orthogonally, turning at will:
// on an empty board a triple reaches the squares 3 and 1 steps away (1 by a
// U-shaped walk), a double those 2 away (diagonal squares too), a single its
// neighbours; never a diagonal square for a single.
func TestExactDistance(t *testing.T) {
	s := mustParse(t, "5d/6/6/2R3/6/D5 b - 0 0") // c3 triple, a1 triple
	for _, from := range []string{"c3", "a1"} {
		sq := square(t, from)
		var want []string
		for to := range nSquares {
			if d := distance(sq, to); (d == 1 || d == 3) && s.Piece(to) == 0 {
				want = append(want, SquareName(to))
			}
		}
		slices.Sort(want)
		if got := destinations(t, s, from); !slices.Equal(got, want) {
			t.Errorf("triple on %s reaches %v, want %v", from, got, want)
		}
	}
	s = mustParse(t, "5d/6/3R2/6/6/D5 b - 0 0") // d4 double
	if got := destinations(t, s, "d4"); fmt.Sprint(got) != "[b4 c3 c5 d2 d6 e3 e5 f4]" {
		t.Errorf("double on d4 reaches %v", got)
	}
	s = mustParse(t, "5d/6/2R3/6/6/D5 b - 0 0") // c4 single
	if got := destinations(t, s, "c4"); fmt.Sprint(got) != "[b4 c3 c5 d4]" {
		t.Errorf("single on c4 reaches %v", got)
	}
}

// A move passes only over empty squares: a double hemmed in by its own
// pieces and an enemy cannot jump over the enemy.
func TestNoPassingOver(t *testing.T) {
	s := mustParse(t, "5d/6/6/6/1r4/RRD3 b 2 0 0")
	if got := destinations(t, s, "b1"); len(got) != 0 {
		t.Errorf("b1 is walled in but reaches %v", got)
	}
	if got := destinations(t, s, "c1"); fmt.Sprint(got) != "[b2 c3 d2 e1]" {
		t.Errorf("c1 reaches %v", got)
	}
}

// No square twice, the start included: the triple on a1 could otherwise
// capture on b1 by a1-a2-a1-b1.
func TestNoRevisit(t *testing.T) {
	s := mustParse(t, "5d/6/6/R5/1R4/Rr3D b 3 0 0")
	if got := destinations(t, s, "a1"); len(got) != 0 {
		t.Errorf("a1 reaches %v", got)
	}
	for _, a := range s.Legal(nil) {
		if kind, from, to, _ := decode(a); kind == kindMove && from == to {
			t.Errorf("a move back to its start: %s", s.FormatAction(a))
		}
	}
}

// The last square may hold an enemy (captured, to its owner's reserve) but
// not one's own piece; several paths to a square are one move.
func TestCaptureAndOwnPieces(t *testing.T) {
	s := mustParse(t, "5d/6/2r3/6/1R2D1/2R3 b 3 0 0") // b2 triple, c4 White, e2 own
	got := legalTexts(s)
	if !slices.Contains(got, "b2-c4") || slices.Contains(got, "b2-e2") {
		t.Fatalf("legal: %v", got)
	}
	if len(got) != len(slices.Compact(slices.Clone(got))) {
		t.Errorf("a destination listed twice: %v", got)
	}
	events := play(t, s, "b2-c4")
	if s.Position() != "5d/6/2R3/6/4D1/2R3 w 1 0 1" || s.Reserve(white) != 1 {
		t.Errorf("after the capture: %s", s.Position())
	}
	if len(events) != 2 || events[1].Kind != "capture" || events[0].Data.(*Played).Captured != 'R' {
		t.Errorf("events %+v", events)
	}
}

// Capturing the opposing Daimio wins at once; nothing is legal afterwards.
func TestDaimioCaptureWins(t *testing.T) {
	s := mustParse(t, "6/6/6/6/3d2/D2R2 b 1 0 0")
	events := play(t, s, "d1-d2")
	o := s.Outcome()
	if !o.Over || !o.Won(black) || s.ToMove() != rules.NoPlayer || len(s.Legal(nil)) != 0 || s.Perft(1) != 0 {
		t.Errorf("outcome %+v, legal %v", o, s.Legal(nil))
	}
	if events[len(events)-1].Kind != "win" {
		t.Errorf("events %+v", events)
	}
	if _, err := s.Apply(Pass); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("apply after the end: %v", err)
	}
}

// After every move the bird flies to a free square of the arrival square's
// symbol, and the next player must move a piece standing on that symbol.
func TestBirdConstraint(t *testing.T) {
	s := mustParse(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	events := play(t, s, "d1-d2") // d2 is a triple
	if s.Mana() != 3 || s.Bird() != 7 {
		t.Errorf("mana %d, bird on %s; want 3 on b2 (the nearest free triple, lowest first)", s.Mana(), SquareName(s.Bird()))
	}
	if p := events[0].Data.(*Played); p.Bird != 7 || p.Mana != 3 {
		t.Errorf("played %+v", p)
	}
	for _, text := range legalTexts(s) {
		from := square(t, text[:2])
		if Symbol(from) != 3 {
			t.Errorf("White may play %s from a %d", text, Symbol(from))
		}
	}
	if len(s.Legal(nil)) == 0 {
		t.Fatal("d6 has moves")
	}
	rulestest.RefusedBecause(t, s, "c6-c4", "asks for a triple") // against the bird
}

// The bird is a marker: wherever it sits, the legal moves are the same, and
// a piece may end on its square (here a re-entry: White has no double).
func TestBirdBlocksNothing(t *testing.T) {
	s := mustParse(t, "d5/6/6/6/6/3D2 w 2 0 1")
	want := fmt.Sprint(s.Legal(nil))
	landed := false
	for last := -1; last < nSquares; last++ {
		s.last = int8(last)
		if got := fmt.Sprint(s.Legal(nil)); got != want {
			t.Fatalf("bird on %s changes the legal moves", SquareName(s.Bird()))
		}
		bird := SquareName(s.Bird())
		landed = landed || slices.ContainsFunc(legalTexts(s), func(m string) bool { return strings.HasSuffix(m, bird) })
		if Symbol(s.Bird()) != s.Mana() || s.Piece(s.Bird()) != 0 {
			t.Fatalf("bird on %s", bird)
		}
	}
	if !landed {
		t.Error("no move ever ends on the bird's square")
	}
}

// When no piece on the bird's symbol can move (none stands there, or all are
// blocked), the player moves any piece or re-enters a Ronin anywhere.
func TestDisobey(t *testing.T) {
	none := mustParse(t, "rrdrrr/6/6/6/3R2/RRD1RR b 1 0 0") // no Black piece on a single
	if len(none.Legal(nil)) != 22 || len(destinations(t, none, "a1")) == 0 || len(destinations(t, none, "d2")) == 0 {
		t.Errorf("disobeying: %v", legalTexts(none))
	}
	blocked := mustParse(t, "5d/6/6/6/1rr3/RRDR2 b 2 0 0") // doubles b1, c1 walled in
	got := legalTexts(blocked)
	if fmt.Sprint(got) != "[a1-a4 a1-b3 d1-d2 d1-e1]" {
		t.Errorf("blocked doubles: %v", got)
	}
	reserve := mustParse(t, "5d/6/6/6/1rr3/RRDR2 b 2 1 0")
	if n := len(reserve.Legal(nil)); n != 4+36-7 {
		t.Errorf("with a reserve: %d actions, want 4 moves + 29 re-entries", n)
	}
	play(t, reserve, "R@d6") // re-entry on a triple is the whole turn
	if reserve.ToMove() != white || reserve.Mana() != 3 || reserve.Reserve(black) != 0 {
		t.Errorf("after the re-entry: %s", reserve.Position())
	}
	// a1 can move: no re-entry while the bird can be obeyed.
	obeyed := mustParse(t, "5d/6/6/6/1rr3/RRD3 b 3 1 0")
	rulestest.RefusedBecause(t, obeyed, "R@d4", "asks for a triple")
}

// A player with no move and no re-entry passes; the opponent then plays with
// no constraint (any piece or a re-entry), the bird off the board.
func TestPassAndFreeTurn(t *testing.T) {
	s := mustParse(t, "5d/6/6/4r1/r5/Dr4 b 2 0 1")
	if fmt.Sprint(legalTexts(s)) != "[pass]" {
		t.Fatalf("legal %v", legalTexts(s))
	}
	events := play(t, s, "pass")
	if events[0].Kind != "pass" || s.ToMove() != white || s.Mana() != 0 || s.Bird() != -1 {
		t.Errorf("after the pass: %s bird %d", s.Position(), s.Bird())
	}
	got := legalTexts(s)
	symbolsMoved := map[int]bool{}
	for _, m := range got {
		if len(m) == 5 {
			from := square(t, m[:2])
			symbolsMoved[Symbol(from)] = true
		}
	}
	if len(symbolsMoved) != 3 || !slices.Contains(got, "R@c3") {
		t.Errorf("free turn: %v", got)
	}
	busy := mustParse(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	if _, err := busy.Apply(Pass); err == nil || !strings.Contains(err.Error(), "only when") {
		t.Errorf("pass with moves: %v", err)
	}
}

// The rulebook: "if a player cannot move any of their pieces because others
// block them, the situation benefits the opponent, who plays again at once
// with any piece, or re-enters a captured Ronin". A walled-in player with a
// Ronin in reserve therefore passes; the opponent's free turn keeps its
// re-entries.
func TestWalledInPlayerPassesEvenWithAReserve(t *testing.T) {
	s := mustParse(t, "5d/6/6/4r1/r5/Dr4 b 2 1 1")
	if got := fmt.Sprint(legalTexts(s)); got != "[pass]" {
		t.Fatalf("walled in with a Ronin in reserve: legal %v, want [pass]", got)
	}
	rulestest.Refused(t, s, "R@d4") // a walled-in player re-entering a Ronin
	play(t, s, "pass")
	if s.ToMove() != white || s.Mana() != 0 || s.Reserve(black) != 1 {
		t.Fatalf("after the pass: %s", s.Position())
	}
	if got := legalTexts(s); !slices.Contains(got, "R@c3") {
		t.Errorf("the opponent's free turn has no re-entry: %v", got)
	}
	free := mustParse(t, "5d/6/6/4r1/r5/Dr4 b - 1 1") // Black's own free turn
	if got := legalTexts(free); !slices.Contains(got, "R@c3") || slices.Contains(got, "pass") {
		t.Errorf("a free turn keeps its re-entries: %v", got)
	}
}

// Draw (decision): both players passing in a row.
func TestDoublePassDraws(t *testing.T) {
	for _, on := range []bool{true, false} {
		s := mustParse(t, "5d/6/6/6/r5/Dr4 b - 0 0")
		s.passes = 1 // as if White had just passed
		s.doublePass = on
		events := play(t, s, "pass")
		if s.Outcome().Over != on || on && (!s.Outcome().Draw() || events[len(events)-1].Kind != "draw") {
			t.Errorf("option %v: %+v", on, s.Outcome())
		}
	}
}

// Draw (decision): the third occurrence of a position (placement, side,
// constraint, reserves).
func TestRepetitionDraws(t *testing.T) {
	cycle := []string{"d1-c1", "a6-a5", "c1-a1", "a5-b3", "a1-b1", "b3-b4", "b1-d1", "b4-a6"}
	for _, on := range []bool{true, false} {
		s := mustParse(t, "d5/6/6/6/6/3D2 b 1 0 0")
		s.repetition = on
		play(t, s, cycle...)
		if s.Outcome().Over || s.Position() != "d5/6/6/6/6/3D2 b 1 0 0" {
			t.Fatalf("second occurrence: %s %+v", s.Position(), s.Outcome())
		}
		play(t, s, cycle[:7]...)
		if s.Outcome().Over {
			t.Fatal("over before the third occurrence")
		}
		play(t, s, cycle[7])
		if o := s.Outcome(); o.Over != on || on && (!o.Draw() || !strings.Contains(o.Reason, "three times")) {
			t.Errorf("option %v: %+v", on, o)
		}
	}
	// The options come from the config.
	g, err := New(rules.Config{Players: 2, Options: map[string]string{OptRepetition: "0"}})
	if err != nil {
		t.Fatal(err)
	}
	if g.repetition || !g.doublePass {
		t.Error("options not read")
	}
}

func TestPositionNotation(t *testing.T) {
	for _, p := range []string{"rrdrrr/6/6/6/6/RRDRRR b - 0 0", "1rdr2/6/2R3/6/6/2D3 w 2 4 3", "5d/6/6/6/r5/Dr4 b 3 0 1"} {
		if got := mustParse(t, p).Position(); got != p {
			t.Errorf("%s prints as %s", p, got)
		}
	}
	if got := mustParse(t, "rrdrrr/33/6/15/42/RRDRRR  b 1 0 0").Position(); got != "rrdrrr/6/6/6/6/RRDRRR b 1 0 0" {
		t.Errorf("split counts print as %s", got)
	}
	for bad, why := range map[string]string{
		"":                               "5 fields",
		"rrdrrr/6/6/6/6/RRDRRR b - 0":    "5 fields",
		"rrdrrr/6/6/6/RRDRRR b - 0 0":    "6 ranks",
		"rrdrrr/6/6/6/6/RRDRRx b - 0 0":  "not a piece",
		"rrdrrr/6/6/6/6/RRDRR b - 0 0":   "covers 5",
		"rrdrrr/7/6/6/6/RRDRRR b - 0 0":  "not a piece",
		"rrdrrr/6/6/6/6/RRDRRRR b - 0 0": "covers 7",
		"rrdrrr/6/6/6/6/RRDRR6 b - 0 0":  "covers 11",
		"rrdrrr/6/6/6/6/RRDRRR x - 0 0":  "b or w",
		"rrdrrr/6/6/6/6/RRDRRR b 4 0 0":  "mana",
		"rrdrrr/6/6/6/6/RRDRRR b - 6 0":  "0 to 5",
		"rrdrrr/6/6/6/6/RRDRRR b - 1 0":  "at most 5",
		"rrdrrr/6/6/6/6/RRDDRR b - 0 0":  "two Daimios",
		"rrrrrr/6/6/6/6/RRRRRR b - 0 0":  "Ronins on the board",
		"6/6/6/6/6/6 b - 0 0":            "both Daimios",
	} {
		_, err := ParsePosition(bad)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want an error about %q", bad, err, why)
		}
	}
}

func TestActionNotation(t *testing.T) {
	s := mustParse(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	for _, text := range []string{"c1-c3", "R@d4", "D@c1", "pass"} {
		a, err := s.ParseAction(text)
		if err != nil || s.FormatAction(a) != text {
			t.Errorf("%s: %v %s", text, err, s.FormatAction(a))
		}
	}
	for _, bad := range []string{"", "c1c3", "c1-c7", "g1-a1", "K@d4", "R@d0", "pass!", "c1-c3-c5"} {
		if _, err := s.ParseAction(bad); !errors.Is(err, rules.ErrBadAction) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if got := s.FormatAction(^rules.Action(0)); !strings.HasPrefix(got, "?") {
		t.Errorf("garbage prints as %q", got)
	}
}

// A position with a Daimio missing is over: its side has lost.
func TestMissingDaimioIsTerminal(t *testing.T) {
	s := mustParse(t, "rrrrr1/6/6/6/6/RRDRRR w - 0 0")
	if o := s.Outcome(); !o.Won(black) || len(s.Legal(nil)) != 0 || s.Perft(3) != 0 {
		t.Errorf("%+v", o)
	}
}

// An event's Played names the piece placed, moved or brought back, in
// upper case for either side, and none for a pass.
func TestPlayedNamesThePiece(t *testing.T) {
	s, err := New(rules.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		action string
		piece  byte
	}{{"D@c1", 'D'}, {"D@c6", 'D'}, {"c1-c3", 'D'}} {
		ev := play(t, s, c.action)
		if d := ev[0].Data.(*Played); d.Piece != c.piece {
			t.Errorf("%s: piece %q, want %q", c.action, d.Piece, c.piece)
		}
	}
	walled := mustParse(t, "5d/6/6/4r1/r5/Dr4 b 2 1 1")
	if d := play(t, walled, "pass")[0].Data.(*Played); d.Piece != 0 {
		t.Errorf("pass: piece %q", d.Piece)
	}
	for _, m := range legalTexts(walled) {
		if strings.HasPrefix(m, "a2-") { // White's Ronin
			if d := play(t, walled, m)[0].Data.(*Played); d.Piece != 'R' {
				t.Errorf("%s: piece %q, want 'R'", m, d.Piece)
			}
			return
		}
	}
	t.Fatalf("no move from a2 in %v", legalTexts(walled))
}
