package rulestest

import (
	"encoding/json"
	"errors"
	"testing"

	"kamon/rules"
)

// Marshal is m's serialisation (a state's, a view's, a match's), failing
// the test when it cannot be made: a test that compares serialisations
// must not compare two that were never made.
func Marshal(t testing.TB, m json.Marshaler) []byte {
	t.Helper()
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatalf("marshal %T: %v", m, err)
	}
	return data
}

// Playout is rules.Playout for a test that plays part of a game to reach a
// position: it fails the test on a broken rule or an error from visit,
// reaching maxPlies aside, and returns the plies played.
func Playout(t testing.TB, s rules.State, rng *rules.RNG, maxPlies int, visit func(rules.Action, []rules.Event) error) int {
	t.Helper()
	n, err := rules.Playout(s, rng, maxPlies, visit)
	if err != nil && !errors.Is(err, rules.ErrPlyLimit) {
		t.Fatalf("%s after %d plies: %v", s.Game(), n, err)
	}
	return n
}

// PlayUntil deals a game of g with cfg and plays it at random, the choices
// drawn from cfg's seed, until done holds; the test fails if the game ends
// first. A save test builds the position it spoils with it.
func PlayUntil[S rules.State](t testing.TB, g rules.Game, cfg rules.Config, done func(S) bool) S {
	t.Helper()
	dealt, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s, ok := dealt.(S)
	if !ok {
		t.Fatalf("%s: New deals a %T", g.ID, dealt)
	}
	r := rules.NewRNG(cfg.Seed)
	for !done(s) {
		if s.Outcome().Over {
			t.Fatalf("%s %+v: the game ended first", g.ID, cfg)
		}
		a := s.Legal(nil)
		if _, err := s.Apply(a[r.IntN(len(a))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
