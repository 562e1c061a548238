package peuple

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes"
	"kamon/scenes/scenestest"
)

// reach is this table for the reachability checks.
var reach = scenestest.Reach[scenes.Testing]{
	Table: kit,
	// The pawn chosen shows only as lit cards.
	Selection: func(f *scenestest.Flow[scenes.Testing]) string {
		tbl := f.A.Top().(*tableScene)
		return fmt.Sprint(tbl.selMove, tbl.selPawn, tbl.selPower, tbl.swapMine)
	},
}

// In random games of people, every player count and option, played to
// the end, every legal action of one decision in twelve is made by taps on
// what the table lists: a choice, or a card of the hand, a pawn, a
// landing, a seat.
func TestPeupleEveryActionReachable(t *testing.T) {
	r, seeds := reach, []uint64{1, 2}
	r.Every = 12
	if testing.Short() {
		r.Every, seeds = 24, seeds[:1]
	}
	total := r.CheckSetups(t, peuple.ID, seeds, 1000, 3)
	t.Logf("%d decisions (%d with one move only), %d legal actions reached", total.Decisions, total.Only, total.Actions)
}

// Where pawns of two players stand on one card (1a and 3b on card 10),
// too close together for a fingertip each, a tap on the card takes the
// first that the card played may move, the next tap the next, and a tap
// on a pawn's drawing takes that pawn: "B-3>11" moves 3b by a second
// tap on card 10, or by a tap on 3b. Without the pawns' own taps, no
// move is then missed.
func TestPeuplePawnsOnOneCardAreTappedApart(t *testing.T) {
	m := scenestest.PeopleMatch(t, peuple.ID, rules.Config{Players: 4, Seed: 1})
	for _, a := range []string{"G-8(-7,-1)>13 1a circle", "G+6>1 2a circle", "G+2>4 3a target", "G+1>2 4a target", "G+5(+4,+1)>9 1b target"} {
		if _, err := m.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	r := reach
	f := r.Open(t, m)
	r.Ready(f, m)
	tbl := f.A.Top().(*tableScene)
	f.Run("tap move:B-3>11\nwait 1")
	for _, c := range []struct{ tap, pawn string }{{"card:10", "1a"}, {"card:10", "3b"}, {"card:10", "1a"}, {"pawn:3b", "3b"}, {"pawn:1a", "1a"}} {
		f.Run("tap " + c.tap + "\nwait 1")
		if got := tbl.selPawn.String(); got != c.pawn {
			t.Errorf("B-3>11, then %s: pawn %s chosen, want %s", c.tap, got, c.pawn)
		}
	}
	f.Run("tap cancel\nwait 1")
	if miss := r.Unreachable(f, m, 3); len(miss) != 0 {
		t.Fatalf("%q missed", miss)
	}
	r.Skip = func(id string) bool { return strings.HasPrefix(id, "pawn:") }
	if miss := r.Unreachable(f, m, 4); len(miss) != 0 {
		t.Fatalf("without the pawns' own taps, %q missed", miss)
	}
}

// Where one's own pawn and another's share a card, their drawings touch:
// with a card played that moves one's own pawn, a tap on the other's
// drawing (or the card's middle, where they meet) takes one's own pawn
// standing there, the one the finger can have meant. With nothing chosen
// yet, the other's drawing takes the other's pawn (a black card may move
// it next).
func TestPeupleTapBesideOnesPawnTakesIt(t *testing.T) {
	var card peuple.MoveCard
	var mine, theirs peuple.Pawn
	m := playUntil(t, 3, func(s *peuple.State) bool {
		card, mine, theirs = sharedPawnTurn(s)
		return mine >= 0
	})
	f := reach.Open(t, m)
	reach.Ready(f, m)
	tbl := f.A.Top().(*tableScene)
	f.Run("tap pawn:" + theirs.String() + "\nwait 1")
	if tbl.selPawn != theirs {
		t.Errorf("nothing chosen, a tap on %s beside %s chose %v", theirs, mine, tbl.selPawn)
	}
	f.Run("tap cancel\nwait 1\ntap move:" + card.String() + "\nwait 1\ntap pawn:" + theirs.String() + "\nwait 1")
	if tbl.selPawn != mine {
		t.Fatalf("%s played, a tap on %s beside %s chose %v", card, theirs, mine, tbl.selPawn)
	}
}

// With Swap chosen and one's pawn taken, a tap on one's other pawn takes
// it instead, also where it shares its card with another's pawn; nothing
// is played.
func TestPeupleSwapTapSwitchesOnesPawnBesideAnother(t *testing.T) {
	var taken, other peuple.Pawn = -1, -1
	m := playUntil(t, 1, func(s *peuple.State) bool {
		for _, sh := range swapShares(s) {
			if s.PawnAt(sh.rest) != s.PawnAt(sh.mine) {
				taken, other = sh.rest, sh.mine
				return true
			}
		}
		return false
	})
	n := len(m.History())
	f := reach.Open(t, m)
	reach.Ready(f, m)
	tbl := f.A.Top().(*tableScene)
	f.Run("tap power:Swap\nwait 1\ntap pawn:" + taken.String() + "\nwait 1\ntap pawn:" + other.String() + "\nwait 1")
	if tbl.swapMine != other || f.A.Held() || len(m.History()) != n {
		t.Fatalf("Swap, %s, then %s: Swap's own pawn %v, a move held %v, %d actions played", taken, other, tbl.swapMine, f.A.Held(), len(m.History())-n)
	}
}

// With Swap chosen and none of one's pawns taken yet, a tap on another's
// pawn sharing a card with one's own takes one's own: Swap's first pawn
// can only be one's own.
func TestPeupleSwapFirstTapBesideOnesPawnTakesIt(t *testing.T) {
	var mine, theirs peuple.Pawn = -1, -1
	m := playUntil(t, 1, func(s *peuple.State) bool {
		sh := swapShares(s)
		if len(sh) > 0 {
			mine, theirs = sh[0].mine, sh[0].theirs
		}
		return len(sh) > 0
	})
	f := reach.Open(t, m)
	reach.Ready(f, m)
	tbl := f.A.Top().(*tableScene)
	f.Run("tap power:Swap\nwait 1\ntap pawn:" + theirs.String() + "\nwait 1")
	if tbl.swapMine != mine {
		t.Fatalf("Swap, then a tap on %s beside %s: Swap's own pawn %v", theirs, mine, tbl.swapMine)
	}
}

// swapShare is, for the player to move, one of their pawns (mine) alone
// on its card with another player's (theirs), and their other pawn (rest).
type swapShare struct{ mine, theirs, rest peuple.Pawn }

// swapShares lists the swapShares of the player to move while they hold
// Swap.
func swapShares(s *peuple.State) []swapShare {
	p := s.Active()
	if !slices.Contains(s.PowerHand(p), peuple.Swap) {
		return nil
	}
	var out []swapShare
	for k := range 2 {
		mine := peuple.PawnOf(p, k)
		on := s.PawnsOn(s.PawnAt(mine))
		if len(on) == 2 && on[0].Owner() != on[1].Owner() {
			theirs := on[0]
			if theirs == mine {
				theirs = on[1]
			}
			out = append(out, swapShare{mine, theirs, peuple.PawnOf(p, 1-k)})
		}
	}
	return out
}

// playUntil plays the first legal action, the next, and so on round
// the list, from a seeded three-player game of people, until found holds
// at the start of a turn; it fails the test if that never comes.
func playUntil(t *testing.T, seed uint64, found func(*peuple.State) bool) *game.Match {
	t.Helper()
	m := scenestest.PeopleMatch(t, peuple.ID, rules.Config{Players: 3, Seed: seed})
	for ply := 0; ply <= 400 && !m.Outcome().Over; ply++ {
		if s := m.State().(*peuple.State); s.Phase() == peuple.PhaseTurn && found(s) {
			return m
		}
		legal := m.State().Legal(nil)
		if _, err := m.Apply(legal[ply%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: no such turn in 400 plies", seed)
	return nil
}

// sharedPawnTurn finds, for the player to move in s, a card of the hand
// that moves their own pawn, their pawn mine and another's pawn theirs
// on one card; mine is -1 if there are none.
func sharedPawnTurn(s *peuple.State) (peuple.MoveCard, peuple.Pawn, peuple.Pawn) {
	p := s.Active()
	for _, c := range s.MoveHand(p) {
		if !c.Spec().Own {
			continue
		}
		for w := peuple.Pawn(0); int(w) < 2*s.Players(); w++ {
			if w.Owner() != p {
				continue
			}
			for _, v := range s.PawnsOn(s.PawnAt(w)) {
				if v.Owner() != p {
					return c, w, v
				}
			}
		}
	}
	return 0, -1, -1
}
