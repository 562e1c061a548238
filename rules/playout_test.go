package rules_test

import (
	"errors"
	"testing"

	"kamon/rules"
	"kamon/rules/tally"
)

// Playout tells a game cut short by its ply limit from one that broke: the
// first wraps ErrPlyLimit, a game played to its end returns nil, and an error
// from visit comes back as it is, not as a ply limit.
func TestPlayoutPlyLimit(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRNG(1)
	n, err := rules.Playout(s, &r, 5, nil)
	if n != 5 || !errors.Is(err, rules.ErrPlyLimit) {
		t.Fatalf("cut after %d plies: %v, want 5 and ErrPlyLimit", n, err)
	}
	n, err = rules.Playout(s, &r, 10000, nil)
	if err != nil || !s.Outcome().Over || n == 0 {
		t.Fatalf("played %d more plies to the end: over %v, %v", n, s.Outcome().Over, err)
	}
	if n, err := rules.Playout(s, &r, 0, nil); n != 0 || err != nil {
		t.Fatalf("a finished game with no plies to play: %d, %v", n, err)
	}

	if s, err = tally.New(rules.Config{Players: 2, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	n, err = rules.Playout(s, &r, 100, func(rules.Action, []rules.Event) error { return stop })
	if n != 1 || err != stop || errors.Is(err, rules.ErrPlyLimit) {
		t.Fatalf("visit's error after %d plies came back as %v", n, err)
	}
}
