package peuple

import (
	"fmt"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestWheel(t *testing.T) {
	want := "EVEPEVEPEVEP" // cards 1..12
	for i := 1; i <= 12; i++ {
		if got := "EVP"[TerrainOf(i)]; got != want[i-1] {
			t.Errorf("card %d is %c, want %c", i, got, want[i-1])
		}
	}
	for p := range 5 {
		v := VillageOf(p)
		if VillageOwner(v) != p {
			t.Errorf("village %d belongs to %d, want %d", v, VillageOwner(v), p)
		}
		for _, flank := range []int{v - 1, v + 1} {
			village, other := flankVillage(flank)
			if village != v || other != 2*v-flank {
				t.Errorf("card %d flanks %d with %d", flank, village, other)
			}
		}
	}
	if wrap(13, 12) != 1 || wrap(0, 12) != 12 || wrap(-3, 12) != 9 {
		t.Error("wrap does not go round the wheel")
	}
}

func TestMovementDecksAsTabled(t *testing.T) {
	want := map[int]string{
		3: "G+1>2 G+1>1 B+1>6 G+2>4 G+2>12 B+2>3 G+3(+2,+1)>6 G+3>5 B+3>10 G+4>11 G+5(+4,+1)>9 G+6>1 " +
			"G-1>4 G-1>10 B-1>5 G-2(-1,-1)>3 G-2>8 B-2>2 G-3>7 G-3>8 B-3>11 G-4(-3,-1)>9 G-5>12 G-6(-5,-1)>7",
		4: "G+4>13 B+4>14 G+7(+6,+1)>15 G+8>16 G-4>14 B-4>15 G-7>16 G-8(-7,-1)>13",
		5: "G+5>17 B+5>18 G+9(+8,+1)>18 G+10>20 G-5>17 B-5>19 G-9>20 G-10(-9,-1)>19",
	}
	var all []string
	for c := MoveCard(1); int(c) < len(moveSpecs); c++ {
		all = append(all, c.String())
	}
	got := map[int]string{}
	got[3] = fmt.Sprint(all[:24])
	got[4] = fmt.Sprint(all[24:32])
	got[5] = fmt.Sprint(all[32:])
	for n, w := range want {
		if got[n] != "["+w+"]" {
			t.Errorf("cards added at %d players:\n got %s\nwant [%s]", n, got[n], w)
		}
	}
	for n := 3; n <= 5; n++ {
		count := map[int]int{}
		for c := 1; c <= MoveCards(n); c++ {
			spec := MoveCard(c).Spec()
			count[spec.Target]++
			if spec.TwoStep() && spec.Steps[0]+spec.Steps[1] != spec.Move {
				t.Errorf("%s: steps do not add up to the circled move", MoveCard(c))
			}
		}
		for k := 1; k <= 4*n; k++ {
			if count[k] != 2 {
				t.Errorf("%d players: target %d on %d cards, want 2", n, k, count[k])
			}
		}
	}
	if c, ok := parseMoveCard("G−6(−5,−1)→7"); !ok || c.String() != "G-6(-5,-1)>7" {
		t.Error("the spec's typographic notation does not read")
	}
}

func TestSetup(t *testing.T) {
	for n := 3; n <= 5; n++ {
		s, err := New(rules.Config{Players: n, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		if s.ToMove() != 0 || s.Phase() != PhaseTurn || s.Ring() != 4*n {
			t.Fatalf("%d players: seat 1 does not start a turn on %d cards", n, s.Ring())
		}
		for p := range n {
			pl := rules.Player(p)
			if len(s.MoveHand(pl)) != 2 || len(s.PowerHand(pl)) != 0 || s.Score(pl) != 0 {
				t.Errorf("P%d starts with %v %v, %d points", p+1, s.MoveHand(pl), s.PowerHand(pl), s.Score(pl))
			}
			for i := range 2 {
				if s.PawnAt(PawnOf(pl, i)) != VillageOf(p) {
					t.Errorf("pawn %s not on its village", PawnOf(pl, i))
				}
			}
		}
		if s.MoveDeckSize() != MoveCards(n)-2*n || s.PowerDeckSize() != numPowers {
			t.Errorf("%d players: decks of %d and %d", n, s.MoveDeckSize(), s.PowerDeckSize())
		}
	}
	for _, c := range []rules.Config{{Players: 2}, {Players: 6}, {Players: 4, Variant: "x"}, {Players: 4, Options: map[string]string{"x": "1"}}} {
		if _, err := New(c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}

func TestCircledMoveBothWaysAndWraps(t *testing.T) {
	s := bare(t, 3)
	s.give(0, card(t, "G+1>2"), card(t, "G-2>8"))
	s.pawns[PawnOf(0, 0)] = 12
	play(t, s, "G+1>2 1a circle")
	if s.PawnAt(PawnOf(0, 0)) != 1 {
		t.Fatalf("G+1 from 12 lands on %d, want 1", s.PawnAt(PawnOf(0, 0)))
	}
	s.turn, s.phase = 0, PhaseTurn
	s.pawns[PawnOf(0, 1)] = 2
	play(t, s, "G-2>8 1b circle")
	if s.PawnAt(PawnOf(0, 1)) != 12 {
		t.Fatalf("G-2 from 2 lands on %d, want 12", s.PawnAt(PawnOf(0, 1)))
	}
}

func TestSquaredTarget(t *testing.T) {
	s := bare(t, 3)
	s.give(0, card(t, "G-3>7"))
	play(t, s, "G-3>7 1b target")
	if s.PawnAt(PawnOf(0, 1)) != 7 {
		t.Fatalf("target 7: pawn on %d", s.PawnAt(PawnOf(0, 1)))
	}
}

func TestArrowsChooseWhosePawn(t *testing.T) {
	s := bare(t, 3)
	s.give(0, card(t, "G+1>2"), card(t, "B+1>6"))
	rulestest.RefusedBecause(t, s, "G+1>2 2a circle", "moves one of your own pawns")
	rulestest.RefusedBecause(t, s, "B+1>6 1a circle", "moves an opponent's pawn")
	rulestest.RefusedBecause(t, s, "G+1>2 1a steps", "has no two-step move")
	rulestest.RefusedBecause(t, s, "G+2>4 1a circle", "G+2>4 is not in your hand")
	play(t, s, "B+1>6 3b circle")
	if s.PawnAt(PawnOf(2, 1)) != 11 {
		t.Fatalf("B+1 moved P3's pawn to %d", s.PawnAt(PawnOf(2, 1)))
	}
}

func TestTwoStepChecksAfterEachStep(t *testing.T) {
	c := "G+3(+2,+1)>6"
	// No event after the first step: both are walked, the second makes a
	// Supply.
	s := bare(t, 3)
	s.give(0, card(t, c))
	s.pawns[PawnOf(0, 0)], s.pawns[PawnOf(0, 1)] = 12, 1
	ev := play(t, s, c+" 1a steps")
	hops := 0
	for _, e := range ev {
		if e.Kind == "hop" {
			hops++
		}
	}
	if hops != 2 || !hasKind(ev, "event") || s.Score(0) != 2 {
		t.Fatalf("two steps 12→2→3 beside 1b: %d hops, events %v, score %d", hops, kinds(ev), s.Score(0))
	}
	// An event after the first step forfeits the second.
	s = bare(t, 3)
	s.give(0, card(t, c))
	s.stack(card(t, "G-2>8"), card(t, "G-3>8"))
	s.pawns[PawnOf(0, 0)], s.pawns[PawnOf(1, 0)] = 11, 3
	ev = play(t, s, c+" 1a steps")
	hops = 0
	for _, e := range ev {
		if e.Kind == "hop" {
			hops++
			if d := e.Data.(HopData); d.To != 1 || d.Step != 1 {
				t.Fatalf("hop %+v, want the first step to card 1", d)
			}
		}
	}
	if hops != 1 || s.PawnAt(PawnOf(0, 0)) != 8 || s.PawnAt(PawnOf(1, 0)) != 8 {
		t.Fatalf("%d hops, pawns redeployed to %d and %d", hops, s.PawnAt(PawnOf(0, 0)), s.PawnAt(PawnOf(1, 0)))
	}
	// Sneaky Attack on the active player's own village: +2, then −1 as
	// village owner; the helper gets 1.
	if s.Score(0) != 1 || s.Score(1) != 1 {
		t.Fatalf("scores %v, want P1 1 (+2 −1), P2 1", s.scores)
	}
}

func TestPassDrawsTwo(t *testing.T) {
	s := bare(t, 3)
	ev := play(t, s, "pass")
	if len(s.MoveHand(0)) != 2 || s.ToMove() != 1 {
		t.Fatalf("after a pass: hand %v, %d to move", s.MoveHand(0), s.ToMove())
	}
	for _, e := range ev {
		if e.Kind == "draw" && (!e.Private || !e.Reveal || e.Player != 0) {
			t.Fatalf("draw event %+v is not private to P1 and revealing", e)
		}
	}
}

func TestPlayDrawsOneAndPickaxeGivesPower(t *testing.T) {
	s := bare(t, 3)
	s.give(0, card(t, "G+2>4"), card(t, "G+1>1"))
	play(t, s, "G+2>4 1a circle") // 2 → 4, a pickaxe
	if len(s.MoveHand(0)) != 2 || len(s.PowerHand(0)) != 1 {
		t.Fatalf("own pawn on a pickaxe: hand %v %v, want 2 movement and 1 power card", s.MoveHand(0), s.PowerHand(0))
	}
	// An opponent's pawn put on a pickaxe gives no power card.
	s = bare(t, 3)
	s.give(0, card(t, "B+2>3"))
	s.pawns[PawnOf(1, 0)] = 2
	play(t, s, "B+2>3 2a circle")
	if s.PawnAt(PawnOf(1, 0)) != 4 || len(s.MoveHand(0)) != 1 || len(s.PowerHand(0)) != 0 {
		t.Fatalf("opponent on a pickaxe: pawn on %d, hand %v %v", s.PawnAt(PawnOf(1, 0)), s.MoveHand(0), s.PowerHand(0))
	}
	// The squared target onto a pickaxe counts too.
	s = bare(t, 3)
	s.give(0, card(t, "G-2>8"))
	play(t, s, "G-2>8 1a target")
	if len(s.PowerHand(0)) != 1 {
		t.Fatal("target on a pickaxe gave no power card")
	}
}

func TestHandLimit(t *testing.T) {
	s := bare(t, 3)
	s.give(0, 1, 2, 3, 4, 5, 6)
	s.givePower(0, Heal)
	play(t, s, "pass")
	if s.Phase() != PhaseDiscard || s.ToMove() != 0 {
		t.Fatalf("9 cards after a pass: phase %d", s.Phase())
	}
	rulestest.RefusedBecause(t, s, "pass", "first discard down to 7 cards")
	rulestest.RefusedBecause(t, s, "discard "+MoveCard(30).String(), "that card is not in your hand")
	play(t, s, "discard Heal")
	if s.Phase() != PhaseDiscard {
		t.Fatal("8 cards: still above the limit")
	}
	play(t, s, "discard "+MoveCard(1).String())
	if s.HandSize(0) != HandLimit || s.ToMove() != 1 || s.Phase() != PhaseTurn {
		t.Fatalf("after discarding to 7: %d cards, %d to move", s.HandSize(0), s.ToMove())
	}
	if s.MoveDiscard()[len(s.MoveDiscard())-1] != 1 || s.PowerDiscard()[0] != Heal {
		t.Fatal("discarded cards are not on the discard piles")
	}
}

// TestEventTable plays every combination of mover owner P, helper owner H
// and village owner V, with P1 active (4 players), the owner at 5 points or
// at 0, and checks the scores: P = H: P +3 and V −1; else the active player
// +2 and the other +1 when one of the pawns is theirs, P +2 and H +1 when
// not; V −1, never below 0. An attack (not a Supply) on another's village
// first asks its owner about Defense, at 0 too; defended, nobody scores.
// Either way both pawns are redeployed from the top of the movement deck
// and the turn passes.
func TestEventTable(t *testing.T) {
	const a = rules.Player(0)
	for p := range rules.Player(4) {
		for h := range rules.Player(4) {
			for v := range rules.Player(4) {
				asked := v != a && !(p == h && h == v)
				for _, owner := range []int{5, 0} {
					for _, defend := range []bool{false, true} {
						if defend && !asked {
							continue
						}
						name := fmt.Sprintf("P%d+P%d at village of P%d at %d, defend %v", p+1, h+1, v+1, owner, defend)
						t.Run(name, func(t *testing.T) {
							eventCase(t, p, h, v, owner, defend, asked)
						})
					}
				}
			}
		}
	}
}

func eventCase(t *testing.T, p, h, v rules.Player, owner int, defend, asked bool) {
	const a = rules.Player(0)
	s := bare(t, 4)
	for w := range s.pawns {
		s.pawns[w] = 4 * (w%4 + 1) // pickaxes: out of the way
	}
	for q := range s.scores {
		s.scores[q] = 5
	}
	s.scores[v] = owner
	if defend {
		s.givePower(v, Defense)
	}
	mover, helper := PawnOf(p, 0), PawnOf(h, 0)
	if p == h {
		helper = PawnOf(p, 1)
	}
	village := VillageOf(int(v))
	s.pawns[helper] = village - 1
	s.pawns[mover] = village // G/B +1 lands on village+1
	c := "G+1>2"
	if p != a {
		c = "B+1>6"
	}
	s.give(a, card(t, c))
	s.stack(card(t, "G+2>4"), card(t, "G-2>8"))
	before := scores(s)
	play(t, s, c+" "+mover.String()+" circle")
	if prompted := s.Phase() == PhaseDefense; prompted != asked || prompted && s.ToMove() != v {
		t.Fatalf("Defense prompt %v (to P%d), want %v", prompted, s.ToMove()+1, asked)
	}
	switch {
	case defend:
		play(t, s, "defend")
	case asked:
		play(t, s, "accept")
	}
	want := before
	if !defend {
		switch {
		case p == h:
			want[p] += 3
		case p == a || h == a:
			want[a] += 2
			want[p+h-a]++
		default:
			want[p] += 2
			want[h]++
		}
		want[v] = max(0, want[v]-1)
	}
	if !slices.Equal(s.scores, want) {
		t.Errorf("scores %v, want %v", s.scores, want)
	}
	if s.PawnAt(mover) != 4 || s.PawnAt(helper) != 8 {
		t.Errorf("redeployed to %d and %d, want 4 and 8", s.PawnAt(mover), s.PawnAt(helper))
	}
	if s.ToMove() != 1 {
		t.Errorf("the turn did not pass")
	}
}

func TestEventKindsAndFloor(t *testing.T) {
	for _, tc := range []struct {
		helper rules.Player
		v      int
		kind   EventKind
		want   []int
	}{
		{0, 0, Supply, []int{2, 0, 0}},      // +3 −1 on the own village
		{0, 1, NobleAttack, []int{3, 0, 0}}, // P2 at 0 loses nothing
		{1, 2, SneakyAttack, []int{2, 1, 0}},
	} {
		s := bare(t, 3)
		for w := range s.pawns {
			s.pawns[w] = 4 * (w%3 + 1)
		}
		village := VillageOf(tc.v)
		helper := PawnOf(tc.helper, 1)
		s.pawns[helper], s.pawns[PawnOf(0, 0)] = village-1, village
		s.give(0, card(t, "G+1>2"))
		ev := play(t, s, "G+1>2 1a circle")
		if s.Phase() == PhaseDefense { // asked at 0 too
			ev = append(ev, play(t, s, "accept")...)
		}
		var got EventData
		for _, e := range ev {
			if e.Kind == "event" {
				got = e.Data.(EventData)
			}
		}
		if got.Kind != tc.kind || got.Village != village || got.Owner != rules.Player(tc.v) || got.Mover != PawnOf(0, 0) || got.Helper != helper {
			t.Errorf("event %+v, want %s at %d", got, tc.kind, village)
		}
		if !slices.Equal(s.scores, tc.want) {
			t.Errorf("%s: scores %v, want %v", tc.kind, s.scores, tc.want)
		}
	}
}

func TestHelperChoice(t *testing.T) {
	setup := func(helpers ...Pawn) *State {
		s := bare(t, 4)
		for w := range s.pawns {
			s.pawns[w] = 16
		}
		for _, h := range helpers {
			s.pawns[h] = 9
		}
		s.pawns[PawnOf(0, 0)] = 10 // G+1: onto 11, flanking village 10 of P3
		s.scores[2] = 1
		s.give(0, card(t, "G+1>2"))
		return s
	}
	// Pawns of two players who are not the active one: the active chooses.
	s := setup(PawnOf(1, 0), PawnOf(3, 0))
	play(t, s, "G+1>2 1a circle")
	if s.Phase() != PhaseHelper || s.ToMove() != 0 || fmt.Sprint(s.HelperCandidates()) != "[1 3]" {
		t.Fatalf("phase %d, candidates %v", s.Phase(), s.HelperCandidates())
	}
	rulestest.RefusedBecause(t, s, "helper P3", "P3 has no pawn flanking the village")
	rulestest.RefusedBecause(t, s, "pass", "first choose whose pawn helps")
	play(t, s, "helper P4")
	play(t, s, "accept") // P3's Defense prompt
	if fmt.Sprint(s.scores) != "[2 0 0 1]" {
		t.Fatalf("helper P4: scores %v", s.scores)
	}
	// The owner is asked once the helper is chosen; Defense denies the
	// chosen helper's point too.
	s = setup(PawnOf(1, 0), PawnOf(3, 0))
	s.givePower(2, Defense)
	play(t, s, "G+1>2 1a circle")
	play(t, s, "helper P4")
	if s.Phase() != PhaseDefense || s.ToMove() != 2 || s.Pending().Helper != PawnOf(3, 0) {
		t.Fatalf("after the helper choice: phase %d, pending %+v", s.Phase(), s.Pending())
	}
	play(t, s, "defend")
	if fmt.Sprint(s.scores) != "[0 0 1 0]" || s.ToMove() != 1 {
		t.Fatalf("helper P4, defended: scores %v, P%d to move", s.scores, s.ToMove()+1)
	}
	// The active player's own pawn there helps without a question.
	s = setup(PawnOf(1, 0), PawnOf(0, 1))
	play(t, s, "G+1>2 1a circle")
	if s.Phase() != PhaseDefense {
		t.Fatalf("own pawn present: phase %d, want P3's Defense prompt", s.Phase())
	}
	play(t, s, "accept")
	if s.Score(0) != 3 {
		t.Fatalf("own pawn present: phase %d, score %d", s.Phase(), s.Score(0))
	}
	// All of one player's: that player, without a question.
	s = setup(PawnOf(1, 0), PawnOf(1, 1))
	play(t, s, "G+1>2 1a circle")
	if s.Phase() != PhaseDefense {
		t.Fatalf("one player's pawns: phase %d, want P3's Defense prompt", s.Phase())
	}
	play(t, s, "accept")
	if s.Score(0) != 2 || s.Score(1) != 1 {
		t.Fatalf("one player's pawns: phase %d, scores %v", s.Phase(), s.scores)
	}
}

func TestRedeployReshufflesAndTriggersNothing(t *testing.T) {
	s := bare(t, 3)
	s.pawns[PawnOf(1, 0)] = 3
	s.give(0, card(t, "G+1>2"))
	// Only two cards left to draw from: the deck runs out at redeployment.
	keep := []MoveCard{card(t, "G-1>4")}
	for _, c := range slices.Clone(s.moveDeck) {
		if c != keep[0] {
			s.pull(c)
			s.moveDiscard = append(s.moveDiscard, c)
		}
	}
	s.pawns[PawnOf(0, 0)] = 12
	ev := play(t, s, "G+1>2 1a circle") // 12 → 1, beside 2a on 3
	if !hasKind(ev, "reshuffle") || s.PawnAt(PawnOf(0, 0)) != 4 {
		t.Fatalf("events %v, 1a on %d", kinds(ev), s.PawnAt(PawnOf(0, 0)))
	}
	redeploys := 0
	for _, e := range ev {
		if e.Kind == "redeploy" {
			redeploys++
			if !e.Reveal {
				t.Error("a redeploy reveals a card")
			}
		}
	}
	if redeploys != 2 || hasKind(ev[slices.Index(kinds(ev), "redeploy"):], "event") {
		t.Fatalf("events %v", kinds(ev))
	}
}

func TestEndAtTwelve(t *testing.T) {
	s := bare(t, 3)
	s.scores[0] = 11
	s.givePower(0, Heal)
	play(t, s, "Heal")
	if s.Outcome().Over {
		t.Fatal("the game ends only at the end of the turn")
	}
	play(t, s, "pass")
	if o := s.Outcome(); !o.Over || fmt.Sprint(o.Winners) != "[0]" || s.ToMove() != rules.NoPlayer {
		t.Fatalf("outcome %+v", o)
	}
	rulestest.RefusedBecause(t, s, "pass", "the game is over")

	// Equal highest scores share the win.
	s = bare(t, 3)
	s.scores[0], s.scores[2] = 11, 12
	s.givePower(0, Heal)
	play(t, s, "Heal")
	play(t, s, "pass")
	if o := s.Outcome(); fmt.Sprint(o.Winners) != "[0 2]" {
		t.Fatalf("tie at 12: winners %v", o.Winners)
	}
	// The highest wins alone.
	s = bare(t, 3)
	s.scores[0], s.scores[1] = 11, 13
	s.givePower(0, Heal)
	play(t, s, "Heal")
	play(t, s, "pass")
	if o := s.Outcome(); fmt.Sprint(o.Winners) != "[1]" {
		t.Fatalf("12 against 13: winners %v", o.Winners)
	}
}

// A hop says who played the card, which may move another's pawn.
func TestHopNamesWhoPlayedTheCard(t *testing.T) {
	s := bare(t, 4)
	s.give(0, card(t, "B-4>15"))
	hops := 0
	for _, e := range play(t, s, "B-4>15 3b target") {
		if d, ok := e.Data.(HopData); ok {
			hops++
			if d.By != 0 || d.Pawn.Owner() != 2 {
				t.Errorf("hop %+v: want P1 moving P3's pawn", d)
			}
		}
	}
	if hops != 1 {
		t.Errorf("%d hops, want 1", hops)
	}
}
