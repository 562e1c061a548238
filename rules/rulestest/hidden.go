package rulestest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"kamon/rules"
)

// worldsPerView is how many worlds Hidden deals from each view it checks.
const worldsPerView = 3

// SameView reports whether a and b look the same to p: nil when their views
// marshal to the same bytes, else an error that shows where they part.
func SameView(a, b rules.State, p rules.Player) error {
	x, err := viewBytes(a, p)
	if err != nil {
		return err
	}
	return looksLike(x, b, p)
}

// viewBytes is p's view of s, marshalled.
func viewBytes(s rules.State, p rules.Player) ([]byte, error) {
	data, err := s.View(p).MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("marshal the view of %d: %w", p, err)
	}
	return data, nil
}

// looksLike reports whether p's view of s marshals to want.
func looksLike(want []byte, s rules.State, p rules.Player) error {
	got, err := viewBytes(s, p)
	if err != nil {
		return err
	}
	if !bytes.Equal(want, got) {
		return fmt.Errorf("player %d's views differ: %s", p, firstDifference(want, got))
	}
	return nil
}

// firstDifference quotes two texts around the first byte where they differ.
func firstDifference(x, y []byte) string {
	i := 0
	for i < len(x) && i < len(y) && x[i] == y[i] {
		i++
	}
	around := func(b []byte) string {
		from, to := max(0, i-60), min(len(b), i+60)
		return fmt.Sprintf("…%s…", b[from:to])
	}
	return fmt.Sprintf("at byte %d:\n  %s\n  %s", i, around(x), around(y))
}

// Hidden checks that no view of s holds anything from which a hidden fact
// follows (see rules.State.View). For every player p and the public view:
// the view's seed is 0; the view is a rules.Determinizer; each world it
// deals from rng looks to p exactly like s, has a fresh seed of its own and
// gives the mover the same legal actions when p is the mover, and the first
// loads as a save; and s with only its seed and RNG changed (see Reseeded)
// looks to p exactly like s.
func Hidden(g rules.Game, s rules.State, rng *rules.RNG) error {
	alt, hasSeed, err := Reseeded(g, s, rng.Uint64())
	if err != nil {
		return err
	}
	for p := rules.NoPlayer; int(p) < s.Config().Players; p++ {
		v := s.View(p)
		if seed := v.Config().Seed; seed != 0 {
			return fmt.Errorf("the view of %d keeps the seed %d", p, seed)
		}
		d, ok := v.(rules.Determinizer)
		if !ok {
			return fmt.Errorf("the view of %d of a game with hidden information is not a rules.Determinizer", p)
		}
		want, err := v.MarshalJSON()
		if err != nil {
			return fmt.Errorf("marshal the view of %d: %w", p, err)
		}
		seeds := map[uint64]bool{}
		for k := range worldsPerView {
			w := d.Determinize(rng)
			if err := looksLike(want, w, p); err != nil {
				return fmt.Errorf("a world dealt from the view of %d: %w", p, err)
			}
			seeds[w.Config().Seed] = true
			if p == s.ToMove() && fmt.Sprint(w.Legal(nil)) != fmt.Sprint(s.Legal(nil)) {
				return fmt.Errorf("a world dealt from the mover's view has other legal actions")
			}
			if k > 0 {
				continue
			}
			if data, err := w.MarshalJSON(); err != nil {
				return fmt.Errorf("a world dealt from the view of %d does not marshal: %w", p, err)
			} else if _, err := g.Unmarshal(data); err != nil {
				return fmt.Errorf("a world dealt from the view of %d does not load: %w", p, err)
			}
		}
		if len(seeds) < worldsPerView || seeds[0] {
			return fmt.Errorf("%d worlds dealt from the view of %d share seeds %v: each needs a fresh one", worldsPerView, p, seeds)
		}
		if hasSeed {
			if err := looksLike(want, alt, p); err != nil {
				return fmt.Errorf("the game with another seed and RNG: %w", err)
			}
		}
	}
	return nil
}

// Reseeded is s with only its seed and RNG changed, through its saved form:
// the "config" object's "seed" and the "rng" at the top of the JSON, loaded
// back with g.Unmarshal. ok is false when the saved form has no such fields.
func Reseeded(g rules.Game, s rules.State, seed uint64) (alt rules.State, ok bool, err error) {
	data, err := s.MarshalJSON()
	if err != nil {
		return nil, false, fmt.Errorf("marshal: %w", err)
	}
	var top map[string]json.RawMessage
	var cfg map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil || top["rng"] == nil || json.Unmarshal(top["config"], &cfg) != nil {
		return nil, false, nil
	}
	cfg["seed"], _ = json.Marshal(seed)
	top["config"], _ = json.Marshal(cfg)
	top["rng"], _ = json.Marshal(rules.NewRNG(seed))
	data, _ = json.Marshal(top)
	alt, err = g.Unmarshal(data)
	if err != nil {
		return nil, false, fmt.Errorf("the game with only its seed and RNG changed does not load: %w", err)
	}
	return alt, true, nil
}

// dealCheck checks that the config a view shows cannot deal the game again:
// the game New builds from it, with the same actions played, looks
// different from the real one to every other player who holds something
// hidden (a world dealt from the public view looks different to them). The
// games built from configs are kept and played on as the real one goes.
type dealCheck struct {
	g      rules.Game
	played []rules.Action
	again  map[string]*rebuilt // by the config's JSON
}

// rebuilt is a game New built from a view's config, after the first applied
// actions of the real one; nil when one of them was refused there (so the
// deal was another).
type rebuilt struct {
	s       rules.State
	applied int
}

func newDealCheck(g rules.Game) *dealCheck {
	return &dealCheck{g: g, again: map[string]*rebuilt{}}
}

// check runs the test at s, reached by the actions noted with play.
func (c *dealCheck) check(s rules.State, rng *rules.RNG) error {
	n := s.Config().Players
	public, ok := s.View(rules.NoPlayer).(rules.Determinizer)
	if !ok {
		return errors.New("the public view of a game with hidden information is not a rules.Determinizer")
	}
	seen := make([][]byte, n)
	for q := range seen {
		seen[q], _ = viewBytes(s, rules.Player(q))
	}
	holds := make([]bool, n)
	for range worldsPerView {
		w := public.Determinize(rng)
		for q := range holds {
			holds[q] = holds[q] || looksLike(seen[q], w, rules.Player(q)) != nil
		}
	}
	for p := rules.NoPlayer; int(p) < n; p++ {
		cfg := s.View(p).Config()
		key, _ := json.Marshal(cfg)
		r, ok := c.again[string(key)]
		if !ok {
			start, err := c.g.New(cfg)
			if err != nil {
				return fmt.Errorf("New refuses the config of the view of %d: %w", p, err)
			}
			r = &rebuilt{s: start}
			c.again[string(key)] = r
		}
		for r.s != nil && r.applied < len(c.played) {
			if _, err := r.s.Apply(c.played[r.applied]); err != nil {
				r.s = nil
				break
			}
			r.applied++
		}
		if r.s == nil {
			continue
		}
		for q := range holds {
			if rules.Player(q) != p && holds[q] && looksLike(seen[q], r.s, rules.Player(q)) == nil {
				return fmt.Errorf("New with the config of the view of %d, and the same actions, deals player %d's hidden cards again", p, q)
			}
		}
	}
	return nil
}

// play notes an action applied to the real game.
func (c *dealCheck) play(a rules.Action) { c.played = append(c.played, a) }
