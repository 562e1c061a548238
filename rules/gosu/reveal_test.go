package gosu

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// TestUndoNeverPeeks: an action whose events carry no Reveal must teach its
// mover nothing. For positions of random games, every legal action a of the
// mover p that reveals nothing is played in the real game and in a second
// world dealt from p's view (the same position as p may know it, other
// hidden cards): p's views after it and the event texts p may read must be
// the same, byte for byte. Undo may take back exactly such actions.
func TestUndoNeverPeeks(t *testing.T) {
	seeds := 150
	if testing.Short() || runtime.GOARCH == "wasm" {
		seeds = 20
	}
	for _, cfg := range []rules.Config{{Players: 2}, {Players: 2, Options: map[string]string{OptionWillpowerPrompt: "0"}}} {
		checked, undoable, leaks, undoLeaks := 0, 0, 0, 0
		var first []string
		chooser := rules.NewRNG(11)
		dealer := rules.NewRNG(12)
		for seed := range seeds {
			cfg.Seed = uint64(seed)
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			_, err = rules.Playout(s, &chooser, 100000, func(rules.Action, []rules.Event) error {
				if s.Outcome().Over {
					return nil
				}
				n, u, ul, bad := peeks(t, s, &dealer)
				checked += n
				undoable += u
				undoLeaks += ul
				leaks += len(bad)
				if len(first) < 10 {
					first = append(first, bad...)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("options %v: %d actions without a Reveal checked, %d teach their mover something; undoable (the mover still to move): %d, %d teach",
			cfg.Options, checked, leaks, undoable, undoLeaks)
		if leaks > 0 {
			t.Errorf("options %v: %d of %d actions without a Reveal teach their mover something:\n%s",
				cfg.Options, leaks, checked, strings.Join(first, "\n"))
		}
	}
}

// peeks tries every legal action of s's mover that reveals nothing, in s and
// in a world dealt from the mover's view, and describes those after which
// the mover's view or log differ; undoable (and undoLeaks) count those
// after which the mover is still to move, the ones a match lets them take
// back.
func peeks(t *testing.T, s *State, dealer *rules.RNG) (checked, undoable, undoLeaks int, bad []string) {
	t.Helper()
	p := s.ToMove()
	for _, a := range s.Legal(nil) {
		real := s.clone()
		evReal, err := real.Apply(a)
		if err != nil {
			t.Fatalf("round %d, %s: legal %s refused: %v", s.d.Round, pname(int8(p)), s.FormatAction(a), err)
		}
		if anyReveal(evReal) {
			continue
		}
		checked++
		mine := real.ToMove() == p
		if mine {
			undoable++
		}
		world := s.View(p).(rules.Determinizer).Determinize(dealer).(*State)
		evWorld, err := world.Apply(a)
		if err != nil {
			bad = append(bad, fmt.Sprintf("round %d, %s: %s is legal in the real game only", s.d.Round, pname(int8(p)), s.FormatAction(a)))
			continue
		}
		vr := rulestest.Marshal(t, real.View(p))
		vw := rulestest.Marshal(t, world.View(p))
		tr, tw := texts(evReal, p), texts(evWorld, p)
		if !bytes.Equal(vr, vw) || !slices.Equal(tr, tw) {
			if mine {
				undoLeaks++
			}
			bad = append(bad, fmt.Sprintf("round %d, %s: %s (log %q / %q)\n  %s", s.d.Round, pname(int8(p)), s.FormatAction(a), tr, tw, firstDiff(vr, vw)))
		}
	}
	return checked, undoable, undoLeaks, bad
}

func anyReveal(ev []rules.Event) bool {
	for _, e := range ev {
		if e.Reveal {
			return true
		}
	}
	return false
}

func texts(ev []rules.Event, p rules.Player) []string {
	out := make([]string, len(ev))
	for i, e := range ev {
		out[i] = e.TextFor(p)
	}
	return out
}

// firstDiff shows where two JSON texts part.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-80)
	return fmt.Sprintf("...%s | %s", a[lo:min(len(a), i+40)], b[lo:min(len(b), i+40)])
}
