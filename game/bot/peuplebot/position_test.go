package peuplebot

import (
	"encoding/json"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/rules/rulestest"
)

// position describes a 4-player game at the start of a turn, built by hand:
// the cards not named are in the decks.
type position struct {
	turn    rules.Player
	pawns   [8]int // per pawn (1a 1b 2a 2b …), 0 for its own village
	scores  [4]int
	moves   [4][]string       // movement cards in hand, in notation
	powers  [4][]peuple.Power // power cards in hand
	discard []peuple.Power    // the power discard pile
}

// build makes the position a state, through a save (the package keeps its
// fields unexported).
func (p position) build(t *testing.T) *peuple.State {
	t.Helper()
	const n = 4
	s, err := peuple.New(rules.Config{Players: n, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	b := rulestest.Marshal(t, s)
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	pawns := make([]int, 2*n)
	for w, at := range p.pawns {
		pawns[w] = at
		if at == 0 {
			pawns[w] = peuple.VillageOf(w / 2)
		}
	}
	moves := make([][]peuple.MoveCard, n)
	var held []peuple.MoveCard
	for q, hand := range p.moves {
		moves[q] = []peuple.MoveCard{}
		for _, text := range hand {
			c := moveCard(t, text)
			moves[q] = append(moves[q], c)
			held = append(held, c)
		}
	}
	var deck []peuple.MoveCard
	for c := peuple.MoveCard(1); int(c) <= peuple.MoveCards(n); c++ {
		if !slices.Contains(held, c) {
			deck = append(deck, c)
		}
	}
	powers := make([][]peuple.Power, n)
	placed := slices.Clone(p.discard)
	for q, hand := range p.powers {
		powers[q] = append([]peuple.Power{}, hand...)
		placed = append(placed, hand...)
	}
	var powerDeck []peuple.Power
	for c := peuple.Bandit; c <= peuple.Speed; c++ {
		if !slices.Contains(placed, c) {
			powerDeck = append(powerDeck, c)
		}
	}
	j["pawns"], j["scores"], j["turn"] = pawns, p.scores, p.turn
	j["moves"], j["moveDeck"], j["moveDiscard"] = moves, deck, []peuple.MoveCard{}
	j["powers"], j["powerDeck"], j["powerDiscard"] = powers, powerDeck, append([]peuple.Power{}, p.discard...)
	b, err = json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	out, err := peuple.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// moveCard finds the movement card written text (G+4>11).
func moveCard(t *testing.T, text string) peuple.MoveCard {
	t.Helper()
	for c := peuple.MoveCard(1); int(c) <= peuple.MoveCards(5); c++ {
		if c.String() == text {
			return c
		}
	}
	t.Fatalf("no movement card %q", text)
	return 0
}

// act parses the action written text in s, failing the test if it does not
// read.
func act(t *testing.T, s *peuple.State, text string) rules.Action {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return a
}

// after plays the actions written in texts on s and returns it.
func after(t *testing.T, s *peuple.State, texts ...string) *peuple.State {
	t.Helper()
	for _, text := range texts {
		if _, err := s.Apply(act(t, s, text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return s
}
