package peuple

import (
	"fmt"
	"slices"
	"testing"

	"kamon/rules"
)

// powerOn plays power pw (with its target text) as P1 and, when P2 or
// another target is asked about Defense, answers accept.
func powerOn(t *testing.T, s *State, text string) []rules.Event {
	t.Helper()
	ev := play(t, s, text)
	if s.Phase() == PhaseDefense {
		ev = append(ev, play(t, s, "accept")...)
	}
	if s.Phase() != PhasePlay || s.ToMove() != 0 {
		t.Fatalf("%s: phase %d, %d to move; want P1 to go on with a movement card", text, s.Phase(), s.ToMove())
	}
	return ev
}

func TestBandit(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Bandit)
	x := card(t, "G+6>1")
	s.give(1, x)
	refuse(t, s, "Bandit P3") // no card to take
	ev := powerOn(t, s, "Bandit P2")
	if !slices.Equal(s.MoveHand(0), []MoveCard{x}) || s.HandSize(1) != 0 || s.PowerDiscard()[0] != Bandit {
		t.Fatalf("hands after Bandit: %v / %v", s.MoveHand(0), s.MoveHand(1))
	}
	for _, e := range ev {
		if e.Kind == "take" && (!e.Private || e.Player != 0 || e.TextFor(2) == e.Text) {
			t.Fatalf("take event %+v is not private to the thief", e)
		}
	}
}

func TestBarter(t *testing.T) {
	s := bare(t, 3)
	a, b, c := card(t, "G+1>2"), card(t, "G+1>1"), card(t, "B+1>6")
	s.givePower(0, Barter)
	s.give(0, a)
	s.give(2, b, c)
	s.givePower(2, Heal)
	powerOn(t, s, "Barter P3")
	if !slices.Equal(s.MoveHand(0), []MoveCard{b, c}) || !slices.Equal(s.PowerHand(0), []Power{Heal}) ||
		!slices.Equal(s.MoveHand(2), []MoveCard{a}) || len(s.PowerHand(2)) != 0 {
		t.Fatalf("after Barter: P1 %v %v, P3 %v %v", s.MoveHand(0), s.PowerHand(0), s.MoveHand(2), s.PowerHand(2))
	}
}

func TestFortuneStrengthHeal(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Fortune)
	powerOn(t, s, "Fortune")
	if len(s.MoveHand(0)) != 1 || len(s.PowerHand(0)) != 1 {
		t.Fatalf("Fortune: hand %v %v", s.MoveHand(0), s.PowerHand(0))
	}
	for _, tc := range []struct {
		pw   Power
		gain int
	}{{Strength, 2}, {Heal, 1}} {
		s := bare(t, 3)
		s.givePower(0, tc.pw)
		powerOn(t, s, tc.pw.String())
		if s.Score(0) != tc.gain {
			t.Errorf("%s: score %d", tc.pw, s.Score(0))
		}
	}
}

func TestThiefAndCurse(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Thief, Curse)
	s.scores[1] = 3
	refuse(t, s, "Thief P3") // P3 has no point
	refuse(t, s, "Curse P3")
	powerOn(t, s, "Thief P2")
	if fmt.Sprint(s.scores) != "[1 2 0]" {
		t.Fatalf("Thief: scores %v", s.scores)
	}
	s.phase = PhaseTurn
	powerOn(t, s, "Curse P2")
	if fmt.Sprint(s.scores) != "[1 1 0]" {
		t.Fatalf("Curse: scores %v", s.scores)
	}
}

func TestBlackMagic(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, BlackMagic)
	s.givePower(1, Heal)
	refuse(t, s, "BlackMagic P3")
	ev := powerOn(t, s, "BlackMagic P2")
	if s.HandSize(1) != 0 || !slices.Contains(s.PowerDiscard(), Heal) || !hasKind(ev, "discard") {
		t.Fatalf("Black Magic: P2 holds %d, discard %v", s.HandSize(1), s.PowerDiscard())
	}
}

func TestMaceSkipsATurn(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Mace)
	powerOn(t, s, "Mace P2")
	ev := play(t, s, "pass")
	if s.ToMove() != 2 || !hasKind(ev, "skip") || s.Skips(1) != 0 {
		t.Fatalf("after Mace on P2: P%d to move, events %v", s.ToMove()+1, kinds(ev))
	}
	play(t, s, "pass")
	play(t, s, "pass")
	if s.ToMove() != 1 {
		t.Fatal("P2 skipped more than one turn")
	}
}

func TestSwapTriggersNothing(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Swap)
	// 2a on 1 and 3a on 3 flank village 2: 1a takes 2a's place, no event.
	s.pawns[PawnOf(1, 0)], s.pawns[PawnOf(2, 0)] = 1, 3
	refuse(t, s, "Swap 1a 1b")
	ev := powerOn(t, s, "Swap 1a 2a")
	if s.PawnAt(PawnOf(0, 0)) != 1 || s.PawnAt(PawnOf(1, 0)) != 2 || hasKind(ev, "event") || slices.Max(s.scores) != 0 {
		t.Fatalf("Swap: 1a on %d, 2a on %d, events %v", s.PawnAt(PawnOf(0, 0)), s.PawnAt(PawnOf(1, 0)), kinds(ev))
	}
}

func TestSpeedGivesAnotherTurn(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Speed)
	powerOn(t, s, "Speed")
	play(t, s, "pass")
	if s.ToMove() != 0 || s.Phase() != PhaseTurn || s.ExtraTurn() {
		t.Fatalf("after Speed: P%d to move", s.ToMove()+1)
	}
	play(t, s, "pass")
	if s.ToMove() != 1 {
		t.Fatal("Speed gave more than one extra turn")
	}
}

func TestPowerOnlyAtTheStartOfTheTurn(t *testing.T) {
	s := bare(t, 3)
	s.givePower(0, Heal, Strength, Defense)
	refuse(t, s, "Defense")
	refuse(t, s, "Heal P2")
	refuse(t, s, "Curse P2")  // not in hand
	refuse(t, s, "Thief P1")  // not in hand, and not an opponent
	refuse(t, s, "Bandit P1") // not an opponent
	play(t, s, "Heal")
	refuse(t, s, "Strength")
	for _, a := range s.Legal(nil) {
		if m := s.Describe(a); m.Kind == KindPower {
			t.Fatalf("a second power card is legal: %s", s.FormatAction(a))
		}
	}
}

func TestDefenseAgainstAPowerCard(t *testing.T) {
	// Defending cancels the card; both are discarded.
	s := bare(t, 3)
	s.givePower(0, Curse)
	s.givePower(1, Defense)
	s.scores[1] = 2
	play(t, s, "Curse P2")
	if s.Phase() != PhaseDefense || s.ToMove() != 1 || s.Active() != 0 || s.Pending().Power != Curse {
		t.Fatalf("Curse on P2: phase %d, P%d to move", s.Phase(), s.ToMove()+1)
	}
	if fmt.Sprint(s.Legal(nil)) != fmt.Sprint([]rules.Action{Defend, Accept}) {
		t.Fatalf("legal answers %v", s.Legal(nil))
	}
	refuse(t, s, "pass")
	play(t, s, "defend")
	if s.Score(1) != 2 || s.HandSize(1) != 0 || !slices.Equal(s.PowerDiscard(), []Power{Curse, Defense}) || s.ToMove() != 0 || s.Phase() != PhasePlay {
		t.Fatalf("after Defense: score %d, discard %v, P%d to move", s.Score(1), s.PowerDiscard(), s.ToMove()+1)
	}
	// Not defending lets it happen.
	s = bare(t, 3)
	s.givePower(0, Curse)
	s.givePower(1, Defense)
	s.scores[1] = 2
	play(t, s, "Curse P2")
	play(t, s, "accept")
	if s.Score(1) != 1 || !slices.Equal(s.PowerHand(1), []Power{Defense}) {
		t.Fatalf("after accepting: score %d, hand %v", s.Score(1), s.PowerHand(1))
	}
}

func TestDefenseAgainstAnAttack(t *testing.T) {
	attack := func(defend bool) *State {
		s := bare(t, 3)
		s.givePower(1, Defense)
		s.scores[1] = 2
		s.pawns[PawnOf(0, 1)], s.pawns[PawnOf(0, 0)] = 5, 6 // Noble Attack on village 6
		s.give(0, card(t, "G+1>2"))
		play(t, s, "G+1>2 1a circle")
		if s.Phase() != PhaseDefense || s.ToMove() != 1 || s.Pending().Power != 0 || s.Pending().Village != 6 {
			t.Fatalf("attack on P2: phase %d, pending %+v", s.Phase(), s.Pending())
		}
		if s.Score(0) != 3 {
			t.Fatalf("the attacker scores before the reaction: %d", s.Score(0))
		}
		if defend {
			play(t, s, "defend")
		} else {
			play(t, s, "accept")
		}
		if s.ToMove() != 1 || s.Phase() != PhaseTurn {
			t.Fatalf("the turn did not end after the reaction")
		}
		return s
	}
	if s := attack(true); s.Score(1) != 2 {
		t.Errorf("defended: P2 at %d, want 2", s.Score(1))
	}
	if s := attack(false); s.Score(1) != 1 {
		t.Errorf("not defended: P2 at %d, want 1", s.Score(1))
	}
}

func TestDefensePromptOption(t *testing.T) {
	// Default: asked without holding Defense; only accept is legal.
	s := bare(t, 3)
	s.givePower(0, Mace)
	play(t, s, "Mace P3")
	if s.Phase() != PhaseDefense || fmt.Sprint(s.Legal(nil)) != fmt.Sprint([]rules.Action{Accept}) {
		t.Fatalf("hot-seat prompt: phase %d, legal %v", s.Phase(), s.Legal(nil))
	}
	refuse(t, s, "defend")
	// Limited to holders: a player without Defense is not asked.
	s = bare(t, 3, "0")
	s.givePower(0, Mace)
	play(t, s, "Mace P3")
	if s.Phase() != PhasePlay || s.Skips(2) != 1 {
		t.Fatalf("no Defense, limited prompt: phase %d", s.Phase())
	}
	s = bare(t, 3, "0")
	s.givePower(0, Mace)
	s.givePower(2, Defense)
	play(t, s, "Mace P3")
	if s.Phase() != PhaseDefense || s.ToMove() != 2 {
		t.Fatalf("holder, limited prompt: phase %d", s.Phase())
	}
}
