package tally

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestGenericContract(t *testing.T) {
	seeds := 30
	if testing.Short() || runtime.GOARCH == "wasm" { // Node runs it ~10× slower
		seeds = 10
	}
	rulestest.Run(t, rulestest.Suite{
		Game: Game,
		Configs: []rules.Config{
			{Players: 2}, {Players: 3, Variant: "short"}, {Players: 4, Options: map[string]string{"nopass": "0"}},
		},
		Seeds: seeds,
		Invariant: func(st rules.State) error {
			s := st.(*State)
			n := len(s.deck)
			for _, h := range s.hands {
				n += len(h)
				if len(h) > 3 {
					return fmt.Errorf("hand of %d cards", len(h))
				}
			}
			played := 0
			for _, v := range s.scores {
				played += v
			}
			if s.total > s.target() {
				return fmt.Errorf("total %d over target", s.total)
			}
			if n > 36 {
				return fmt.Errorf("%d cards in play", n)
			}
			return nil
		},
	})
}

func TestBadConfigRefused(t *testing.T) {
	for _, c := range []rules.Config{{Players: 1}, {Players: 5}, {Players: 2, Variant: "long"}, {Players: 2, Options: map[string]string{"x": "1"}}} {
		if _, err := New(c); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("%+v: want ErrBadConfig, got %v", c, err)
		}
	}
}

func TestViewHidesOtherHands(t *testing.T) {
	s, err := New(rules.Config{Players: 3, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(1).(*State)
	for p, h := range v.hands {
		for _, c := range h {
			if (p == 1) != (c != 0) {
				t.Fatalf("view of player 2 shows hand %d as %v", p+1, h)
			}
		}
	}
	for _, c := range v.deck {
		if c != 0 {
			t.Fatal("the deck order leaks into a view")
		}
	}
}

func FuzzParseAndApply(f *testing.F) {
	f.Add(uint64(1), "5")
	f.Add(uint64(2), "pass")
	f.Fuzz(func(t *testing.T, seed uint64, text string) {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		a, err := s.ParseAction(text)
		if err != nil {
			return
		}
		rulestest.AppliedOrRefused(t, s, a)
	})
}

func FuzzUnmarshal(f *testing.F) {
	s, err := New(rules.Config{Players: 2, Seed: 1})
	if err != nil {
		f.Fatal(err)
	}
	good := rulestest.Marshal(f, s)
	f.Add(good)
	view := rulestest.Marshal(f, s.View(1))
	f.Add(view)
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Unmarshal(data)
		if err != nil {
			return
		}
		if err := rulestest.Playable(st); err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		// Whatever loads must play on by the rules: every position has a
		// legal action and every legal action is accepted, until the end or
		// the ply limit.
		r := rules.NewRNG(1)
		if _, err := rules.Playout(st, &r, 200, nil); err != nil && !errors.Is(err, rules.ErrPlyLimit) {
			t.Fatalf("%v\n%s", err, data)
		}
	})
}

func TestDeterminizeDealsAWorldTheViewerCannotTellApart(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := New(rules.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rules.NewRNG(seed)
		rulestest.Playout(t, s, &r, int(seed), nil) // some cards played, some drawn
		for p := rules.Player(0); p < 3; p++ {
			view := s.View(p)
			seen := rulestest.Marshal(t, view)
			worlds := map[string]bool{}
			for k := 0; k < 8; k++ {
				w := view.(rules.Determinizer).Determinize(&r).(*State)
				if again := rulestest.Marshal(t, w.View(p)); string(again) != string(seen) {
					t.Fatalf("seed %d: player %d's view of a dealt world differs from the view:\n%s\n%s", seed, p, again, seen)
				}
				var count [10]int
				for _, pile := range append([][]int{w.deck}, w.hands...) {
					for _, c := range pile {
						count[c]++
					}
				}
				for v := 1; v <= 9; v++ {
					if count[v]+w.played[v] != copiesPerValue {
						t.Fatalf("seed %d: the world holds %d+%d played cards of value %d", seed, count[v], w.played[v], v)
					}
				}
				b := rulestest.Marshal(t, w)
				worlds[string(b)] = true
			}
			if s.DeckSize() > 3 && len(worlds) < 2 {
				t.Errorf("seed %d: 8 worlds dealt for player %d are all the same", seed, p)
			}
		}
		full := rulestest.Marshal(t, s)
		if w := rulestest.Marshal(t, s.Determinize(&r)); string(w) != string(full) {
			t.Errorf("seed %d: determinizing a full state changed it", seed)
		}
	}
}

// The kinds' strings are what the tables, the sounds and the tests of other
// packages match: they do not change when the constants are renamed.
func TestEventKindValues(t *testing.T) {
	want := []string{"play", "score", "draw", "pass", "reset", "end"}
	if !slices.Equal(EventKinds, want) {
		t.Errorf("EventKinds %q, want %q", EventKinds, want)
	}
}
