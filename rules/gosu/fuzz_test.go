package gosu

import (
	"errors"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// FuzzApply: from a random point of a random game, reached keeping every
// invariant, decisions parsed from any text are refused with the state
// untouched, or played into a state that keeps every invariant and
// survives a JSON round trip.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 30, "pass", "draw1")
	f.Add(uint64(2), 12, "play galmi.bun-to#1", "pick xian.xian")
	f.Add(uint64(3), 60, "shift galmi.bun-to#1 galmi.kno-bo#2", "capture")
	f.Add(uint64(4), 90, "activate phoenix.timer#1", "name phoenix.timer")
	f.Fuzz(func(t *testing.T, seed uint64, plies int, first, second string) {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		chooser := rules.NewRNG(seed)
		_, err = rules.Playout(s, &chooser, plies%400, func(rules.Action, []rules.Event) error { return invariant(s) })
		if err != nil && !errors.Is(err, rules.ErrPlyLimit) { // mostly "not over yet"
			t.Fatal(err)
		}
		for _, text := range []string{first, second} {
			a, err := s.ParseAction(text)
			if err != nil {
				continue
			}
			if s.FormatAction(a) == "" {
				t.Fatalf("%q formats as nothing", text)
			}
			if !rulestest.AppliedOrRefused(t, s, a) {
				continue
			}
			if err := invariant(s); err != nil {
				t.Fatal(err)
			}
			if err := rulestest.JSONRoundTrip(Game, s); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzUnmarshal: any bytes are refused with an error or give a state that
// is no dead end and plays on without panicking, every legal action
// accepted, until it ends or the ply limit. A view plays on as a world
// dealt from it, when Unmarshal takes that world for a game: bytes can
// make a view that no game matches, and a view of the other seat cannot
// tell.
func FuzzUnmarshal(f *testing.F) {
	s, err := New(rules.Config{Players: 2, Seed: 5})
	if err != nil {
		f.Fatal(err)
	}
	chooser := rules.NewRNG(5)
	rulestest.Playout(f, s, &chooser, 40, nil)
	f.Add(rulestest.Marshal(f, s))
	for p := rules.NoPlayer; p < 2; p++ {
		f.Add(rulestest.Marshal(f, s.View(p)))
	}
	f.Add([]byte(`{"version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Unmarshal(data)
		if err != nil {
			return
		}
		if err := rulestest.Playable(s); err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		chooser := rules.NewRNG(1)
		if s.d.Masked {
			world := rulestest.Marshal(t, s.Determinize(&chooser))
			if s, err = Unmarshal(world); err != nil {
				return
			}
		}
		if _, err := rules.Playout(s, &chooser, 200, nil); err != nil && !errors.Is(err, rules.ErrPlyLimit) {
			t.Fatal(err)
		}
	})
}
