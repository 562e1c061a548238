package peuple

import (
	"slices"
	"testing"

	"kamon/rules"
)

// bare is an n-player game at the start of P1's turn with empty hands, every
// card in its deck, scores at 0 and pawns on their villages.
func bare(t *testing.T, n int, opts ...string) *State {
	t.Helper()
	cfg := rules.Config{Players: n, Seed: 7}
	if len(opts) > 0 {
		cfg.Options = map[string]string{OptionDefensePrompt: opts[0]}
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for p := range s.moves {
		s.moveDeck = append(s.moveDeck, s.moves[p]...)
		s.moves[p] = nil
	}
	return s
}

// pull takes movement card c out of whatever pile or hand holds it.
func (s *State) pull(c MoveCard) {
	s.moveDeck = removeFirst(s.moveDeck, c)
	s.moveDiscard = removeFirst(s.moveDiscard, c)
	for p := range s.moves {
		s.moves[p] = removeFirst(s.moves[p], c)
	}
}

func (s *State) pullPower(c Power) {
	s.powerDeck = removeFirst(s.powerDeck, c)
	s.powerDiscard = removeFirst(s.powerDiscard, c)
	for p := range s.powers {
		s.powers[p] = removeFirst(s.powers[p], c)
	}
}

// give puts cards into p's hand.
func (s *State) give(p rules.Player, cards ...MoveCard) {
	for _, c := range cards {
		s.pull(c)
		s.moves[p] = append(s.moves[p], c)
	}
}

func (s *State) givePower(p rules.Player, cards ...Power) {
	for _, c := range cards {
		s.pullPower(c)
		s.powers[p] = append(s.powers[p], c)
	}
}

// stack puts cards on top of the movement deck, the first to be drawn first.
func (s *State) stack(cards ...MoveCard) {
	for i := len(cards) - 1; i >= 0; i-- {
		s.pull(cards[i])
	}
	for i := len(cards) - 1; i >= 0; i-- {
		s.moveDeck = append(s.moveDeck, cards[i])
	}
}

func (s *State) stackPower(cards ...Power) {
	for i := len(cards) - 1; i >= 0; i-- {
		s.pullPower(cards[i])
		s.powerDeck = append(s.powerDeck, cards[i])
	}
}

// card finds the movement card written c (G+3(+2,+1)>6).
func card(t *testing.T, text string) MoveCard {
	t.Helper()
	c, ok := parseMoveCard(text)
	if !ok {
		t.Fatalf("no card %q", text)
	}
	return c
}

// play applies the action written text, failing the test on an error.
func play(t *testing.T, s *State, text string) []rules.Event {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.Apply(a)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	if err := s.validate(); err != nil {
		t.Fatalf("after %s: %v", text, err)
	}
	return ev
}

func kinds(ev []rules.Event) []string {
	var out []string
	for _, e := range ev {
		out = append(out, e.Kind)
	}
	return out
}

func hasKind(ev []rules.Event, kind string) bool { return slices.Contains(kinds(ev), kind) }

func scores(s *State) []int { return slices.Clone(s.scores) }
