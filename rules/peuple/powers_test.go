package peuple

import (
	"fmt"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
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
	rulestest.RefusedBecause(t, s, "Bandit P3", "P3 has no card")
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
	rulestest.RefusedBecause(t, s, "Thief P3", "P3 has no point to lose")
	rulestest.RefusedBecause(t, s, "Curse P3", "P3 has no point to lose")
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
	rulestest.RefusedBecause(t, s, "BlackMagic P3", "P3 has no card")
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
	rulestest.RefusedBecause(t, s, "Swap 1a 1b", "Swap aims at an opponent")
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
	// Bandit is held so that "Bandit P1" is refused for its target.
	s.givePower(0, Heal, Strength, Defense, Bandit)
	rulestest.RefusedBecause(t, s, "Defense", "Defense is played only when you are targeted")
	rulestest.RefusedBecause(t, s, "Heal P2", "Heal has no target")
	rulestest.RefusedBecause(t, s, "Curse P2", "Curse is not in your hand")
	rulestest.RefusedBecause(t, s, "Thief P1", "Thief is not in your hand") // not in hand, and not an opponent
	rulestest.RefusedBecause(t, s, "Bandit P1", "Bandit aims at an opponent")
	play(t, s, "Heal")
	rulestest.RefusedBecause(t, s, "Strength", "at the start of your turn")
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
	rulestest.RefusedBecause(t, s, "pass", "P2 must first answer with Defense")
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

// attackPosition is a 3-player game at P1's turn, scores as given, where
// P1's G+1>2 on 1a (card 6, P2's village, or 10, P3's) makes an attack: with
// helper 1b on the other flank a Noble Attack, with 2a there a Sneaky
// Attack. The movement deck is stacked so the event redeploys the mover to
// 4 and the helper to 8, then P1 draws G+6>1.
func attackPosition(t *testing.T, prompt string, score []int, village int, helper Pawn) *State {
	t.Helper()
	s := bare(t, 3, prompt)
	copy(s.scores, score)
	s.pawns[PawnOf(0, 0)], s.pawns[helper] = village, village-1
	s.give(0, card(t, "G+1>2"))
	s.stack(card(t, "G+2>4"), card(t, "G-2>8"), card(t, "G+6>1"))
	return s
}

// TestDefenseCancelsTheWholeAttack: the spec's Defense bullet and the seed's
// "annullare un attacco subito". A defended attack scores nothing for anyone
// (attacker, helper or owner); the pawns are still redeployed, the attacker
// draws the card of the move, and the turn ends. Not defended, the usual
// scores.
func TestDefenseCancelsTheWholeAttack(t *testing.T) {
	for _, tc := range []struct {
		name    string
		prompt  string // OptionDefensePrompt: "1" everyone (the default), "0" holders only
		score   []int
		village int
		helper  Pawn
		holder  bool // the owner holds Defense
		asked   bool
		defend  bool
		want    []int
	}{
		{"Noble Attack defended", "1", []int{4, 2, 3}, 6, PawnOf(0, 1), true, true, true, []int{4, 2, 3}},
		{"Noble Attack not defended", "1", []int{4, 2, 3}, 6, PawnOf(0, 1), true, true, false, []int{7, 1, 3}},
		{"Sneaky Attack defended", "1", []int{4, 2, 3}, 10, PawnOf(1, 0), true, true, true, []int{4, 2, 3}},
		{"Sneaky Attack not defended", "1", []int{4, 2, 3}, 10, PawnOf(1, 0), true, true, false, []int{6, 3, 2}},
		// The owner helps: defending also gives up their own point of help.
		{"Sneaky Attack helped by the owner, defended", "1", []int{4, 2, 3}, 6, PawnOf(1, 0), true, true, true, []int{4, 2, 3}},
		{"Sneaky Attack helped by the owner, not defended", "1", []int{4, 2, 3}, 6, PawnOf(1, 0), true, true, false, []int{6, 2, 3}},
		{"owner at 0 asked and defending", "1", []int{4, 0, 3}, 6, PawnOf(0, 1), true, true, true, []int{4, 0, 3}},
		{"owner at 0 asked, without Defense", "1", []int{4, 0, 3}, 6, PawnOf(0, 1), false, true, false, []int{7, 0, 3}},
		{"owner at 0, holders only, without Defense: not asked", "0", []int{4, 0, 3}, 6, PawnOf(0, 1), false, false, false, []int{7, 0, 3}},
		{"owner at 0, holders only, holding Defense: asked", "0", []int{4, 0, 3}, 6, PawnOf(0, 1), true, true, true, []int{4, 0, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := attackPosition(t, tc.prompt, tc.score, tc.village, tc.helper)
			owner := rules.Player(VillageOwner(tc.village))
			if tc.holder {
				s.givePower(owner, Defense)
			}
			ev := play(t, s, "G+1>2 1a circle")
			asked := s.Phase() == PhaseDefense
			if asked != tc.asked || asked && (s.ToMove() != owner || s.Pending().Village != tc.village || s.Pending().Power != 0) {
				t.Fatalf("asked %v (phase %d, P%d to move, pending %+v), want %v", asked, s.Phase(), s.ToMove()+1, s.Pending(), tc.asked)
			}
			if asked {
				if hasKind(ev, "score") || !slices.Equal(s.scores, tc.score) {
					t.Fatalf("scored before the answer: %v", s.scores)
				}
				answer := "accept"
				if tc.defend {
					answer = "defend"
				}
				ev = append(ev, play(t, s, answer)...)
			}
			if !slices.Equal(s.scores, tc.want) {
				t.Errorf("scores %v, want %v", s.scores, tc.want)
			}
			if tc.defend && (hasKind(ev, "score") || slices.Contains(s.PowerHand(owner), Defense) ||
				!slices.Equal(s.PowerDiscard(), []Power{Defense})) {
				t.Errorf("defended: events %v, hand %v, discard %v", kinds(ev), s.PowerHand(owner), s.PowerDiscard())
			}
			if s.PawnAt(PawnOf(0, 0)) != 4 || s.PawnAt(tc.helper) != 8 {
				t.Errorf("pawns redeployed to %d and %d, want 4 and 8", s.PawnAt(PawnOf(0, 0)), s.PawnAt(tc.helper))
			}
			if !slices.Equal(s.MoveHand(0), []MoveCard{card(t, "G+6>1")}) || len(s.PowerHand(0)) != 0 {
				t.Errorf("P1's hand %v %v, want the card drawn after the move", s.MoveHand(0), s.PowerHand(0))
			}
			if s.Phase() != PhaseTurn || s.ToMove() != 1 || s.Active() != 1 {
				t.Errorf("the turn did not end: phase %d, P%d to move", s.Phase(), s.ToMove()+1)
			}
		})
	}
}

// TestAttackOnTheActivePlayersVillageIsNotAsked: Defense is played out of
// turn only, so an attack on the active player's own village (P1 moves P2's
// pawn beside P2's other pawn) scores at once.
func TestAttackOnTheActivePlayersVillageIsNotAsked(t *testing.T) {
	s := bare(t, 3)
	s.scores[0] = 2
	s.givePower(0, Defense)
	s.pawns[PawnOf(1, 0)], s.pawns[PawnOf(1, 1)] = 1, 2
	s.give(0, card(t, "B+1>6"))
	play(t, s, "B+1>6 2b circle") // 2 → 3: 2a on 1 and 2b on 3 flank village 2
	if s.Phase() == PhaseDefense || !slices.Equal(s.scores, []int{1, 3, 0}) {
		t.Fatalf("phase %d, scores %v; want no question and a Noble Attack of P2 on P1", s.Phase(), s.scores)
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
	rulestest.RefusedBecause(t, s, "defend", "you do not hold Defense")
	// Limited to holders: a player without Defense is not asked.
	s = bare(t, 3, "0")
	s.givePower(0, Mace)
	ev := play(t, s, "Mace P3")
	if s.Phase() != PhasePlay || s.Skips(2) != 1 {
		t.Fatalf("no Defense, limited prompt: phase %d", s.Phase())
	}
	// Not being asked shows that P3 holds no Defense: undo must not cross it.
	if !slices.ContainsFunc(ev, func(e rules.Event) bool { return e.Reveal }) {
		t.Errorf("a power resolved unasked under the limited prompt reveals nothing: %v", kinds(ev))
	}
	s = bare(t, 3, "0")
	s.givePower(0, Mace)
	s.givePower(2, Defense)
	play(t, s, "Mace P3")
	if s.Phase() != PhaseDefense || s.ToMove() != 2 {
		t.Fatalf("holder, limited prompt: phase %d", s.Phase())
	}
}
