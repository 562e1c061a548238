package peuplebot

import (
	"testing"

	"kamon/rules/peuple"
)

// valued is an action in a position, after the setup actions.
type valued struct {
	pos   position
	setup []string
	act   string
}

func (v valued) value(t *testing.T) float64 {
	t.Helper()
	s := after(t, v.pos.build(t), v.setup...)
	return value(s, act(t, s, v.act))
}

// gone puts Defense in the discard pile: nobody may cancel anything.
var gone = []peuple.Power{peuple.Defense}

// TestValuationOrder: hand-built positions where which action is better is
// known from the rules alone; the policy must rank them so (a sign flipped
// anywhere in the valuation turns some row round). The wheel has 16 cards:
// villages 2, 6, 10, 14 (P1 to P4), pickaxes on the multiples of 4.
func TestValuationOrder(t *testing.T) {
	// P1's pawns on 3 and 5: G+4>11 on 1a makes a Noble Attack on village
	// 6 (P2) by its circled move, nothing by its squared target.
	noble := position{pawns: [8]int{3, 5}, scores: [4]int{3, 3, 3, 3},
		moves: [4][]string{{"G+4>11"}}, discard: gone}
	onLast := noble
	onLast.pawns = [8]int{7, 9} // the same card attacks village 10 (P3)
	leader := func(p position) position { p.scores = [4]int{3, 8, 1, 3}; return p }
	mayDefend := noble // Defense unseen, P2 holds three power cards
	mayDefend.discard = nil
	mayDefend.powers = [4][]peuple.Power{1: {peuple.Heal, peuple.Curse, peuple.Mace}}
	ownDefense := mayDefend // Defense in P1's own hand
	ownDefense.powers = [4][]peuple.Power{{peuple.Defense}, {peuple.Heal, peuple.Curse, peuple.Mace}}
	// Asked as P2 about that Noble Attack, holding Defense, at 2 points.
	asked := noble
	asked.discard, asked.scores = nil, [4]int{3, 2, 3, 3}
	asked.powers = [4][]peuple.Power{1: {peuple.Defense}}
	helped := asked // a Sneaky Attack helped by P2's own pawn on 5
	helped.pawns = [8]int{3, 0, 5}
	powers := position{scores: [4]int{3, 8, 1, 3}, discard: gone,
		powers: [4][]peuple.Power{{peuple.Strength, peuple.Heal, peuple.Thief, peuple.Mace, peuple.Swap}}}
	thiefOdds := position{scores: [4]int{3, 3, 3, 3}, powers: [4][]peuple.Power{{peuple.Thief},
		{}, {peuple.Heal, peuple.Curse, peuple.Mace}}}
	targeted := powers
	targeted.discard, targeted.powers[1] = nil, []peuple.Power{peuple.Defense}

	for _, tc := range []struct {
		name          string
		better, worse valued
	}{
		{"our Noble Attack > a move that does nothing",
			valued{noble, nil, "G+4>11 1a circle"}, valued{noble, nil, "G+4>11 1a target"}},
		{"our Supply > a pass",
			valued{position{pawns: [8]int{0, 1}, moves: [4][]string{{"G+1>2"}}, discard: gone}, nil, "G+1>2 1a circle"},
			valued{position{pawns: [8]int{0, 1}, moves: [4][]string{{"G+1>2"}}, discard: gone}, nil, "pass"}},
		{"a move that does nothing > an opponent's Noble Attack made by our move",
			valued{position{pawns: [8]int{0, 0, 11, 7}, moves: [4][]string{{"B+2>3"}}, discard: gone}, nil, "B+2>3 2b target"},
			valued{position{pawns: [8]int{0, 0, 11, 7}, moves: [4][]string{{"B+2>3"}}, discard: gone}, nil, "B+2>3 2b circle"}},
		{"our pawn on a pickaxe > on an empty card",
			valued{position{pawns: [8]int{1}, moves: [4][]string{{"G+3>5"}}, discard: gone}, nil, "G+3>5 1a circle"},
			valued{position{pawns: [8]int{1}, moves: [4][]string{{"G+3>5"}}, discard: gone}, nil, "G+3>5 1a target"}},
		{"our pawn beside our village > on a village",
			valued{position{moves: [4][]string{{"G-1>10"}}, discard: gone}, nil, "G-1>10 1a circle"},
			valued{position{moves: [4][]string{{"G-1>10"}}, discard: gone}, nil, "G-1>10 1a target"}},
		{"an opponent's pawn taken off an empty card > moved to another",
			valued{position{pawns: [8]int{0, 0, 5}, moves: [4][]string{{"B+3>10", "B+2>3"}}, discard: gone}, nil, "B+3>10 2a circle"},
			valued{position{pawns: [8]int{0, 0, 5}, moves: [4][]string{{"B+3>10", "B+2>3"}}, discard: gone}, nil, "B+2>3 2a circle"}},
		{"an attack on the leader's village > on the last one's",
			valued{leader(noble), nil, "G+4>11 1a circle"}, valued{leader(onLast), nil, "G+4>11 1a circle"}},
		{"an attack whose owner cannot hold Defense > one whose owner may",
			valued{noble, nil, "G+4>11 1a circle"}, valued{mayDefend, nil, "G+4>11 1a circle"}},
		{"an attack when we hold Defense ourselves > when its owner may",
			valued{ownDefense, nil, "G+4>11 1a circle"}, valued{mayDefend, nil, "G+4>11 1a circle"}},
		{"Strength > Heal", valued{powers, nil, "Strength"}, valued{powers, nil, "Heal"}},
		{"Heal > a pass", valued{powers, nil, "Heal"}, valued{powers, nil, "pass"}},
		{"Thief on the leader > on the last", valued{powers, nil, "Thief P2"}, valued{powers, nil, "Thief P3"}},
		{"Thief on a player with no power card > on one who may hold Defense",
			valued{thiefOdds, nil, "Thief P2"}, valued{thiefOdds, nil, "Thief P3"}},
		{"asked about a Noble Attack on us: Defense > accept",
			valued{asked, []string{"G+4>11 1a circle"}, "defend"}, valued{asked, []string{"G+4>11 1a circle"}, "accept"}},
		{"asked about a Sneaky Attack we help: accept > Defense",
			valued{helped, []string{"G+4>11 1a circle"}, "accept"}, valued{helped, []string{"G+4>11 1a circle"}, "defend"}},
		{"asked about Mace on us: Defense > accept",
			valued{targeted, []string{"Mace P2"}, "defend"}, valued{targeted, []string{"Mace P2"}, "accept"}},
		{"asked about Swap on us: accept > Defense",
			valued{targeted, []string{"Swap 1a 2a"}, "accept"}, valued{targeted, []string{"Swap 1a 2a"}, "defend"}},
		{"discarding Swap > discarding Strength", valued{powers, nil, "discard Swap"}, valued{powers, nil, "discard Strength"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if b, w := tc.better.value(t), tc.worse.value(t); b <= w {
				t.Errorf("valued %.3f, not above %.3f", b, w)
			}
		})
	}
}

// TestEvaluationOrder: the evaluation of a cut-off world gives more to the
// player ahead in points, and to the one with more power cards.
func TestEvaluationOrder(t *testing.T) {
	for _, tc := range []struct {
		name          string
		pos           position
		better, worse int
	}{
		{"ahead in points > behind", position{scores: [4]int{6, 3, 3, 3}}, 0, 1},
		{"behind in points < ahead", position{scores: [4]int{3, 6, 3, 3}}, 1, 0},
		{"two power cards > none", position{scores: [4]int{3, 3, 3, 3},
			powers: [4][]peuple.Power{{peuple.Heal, peuple.Mace}}}, 0, 1},
		{"a movement card > none", position{scores: [4]int{3, 3, 3, 3}, moves: [4][]string{1: {"G+1>2"}}}, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := make([]float64, 4)
			evaluate(tc.pos.build(t), r)
			if r[tc.better] <= r[tc.worse] {
				t.Errorf("rewards %v: P%d not above P%d", r, tc.better+1, tc.worse+1)
			}
		})
	}
}
