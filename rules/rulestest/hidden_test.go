package rulestest

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/tally"
)

// leaky wraps Tally, whose views hide what they must, and makes its views
// give something away: "seed" keeps the real config, "json" writes the
// real state into the view's JSON.
type leaky struct {
	rules.State
	from rules.State // the state a view was taken from; nil if not a view
	how  string
}

func leakyGame(how string) rules.Game {
	g := tally.Game
	g.New = func(c rules.Config) (rules.State, error) {
		s, err := tally.New(c)
		return leaky{State: s, how: how}, err
	}
	g.Unmarshal = func(b []byte) (rules.State, error) {
		s, err := tally.Unmarshal(b)
		return leaky{State: s, how: how}, err
	}
	return g
}

func (l leaky) View(p rules.Player) rules.State {
	return leaky{State: l.State.View(p), from: l.State, how: l.how}
}

func (l leaky) Clone() rules.State { return leaky{State: l.State.Clone(), from: l.from, how: l.how} }

func (l leaky) Config() rules.Config {
	if l.from != nil && l.how == "seed" {
		return l.from.Config()
	}
	return l.State.Config()
}

func (l leaky) MarshalJSON() ([]byte, error) {
	if l.from != nil && l.how == "json" {
		return json.Marshal(map[string]rules.State{"view": l.State, "real": l.from})
	}
	return l.State.MarshalJSON()
}

func (l leaky) Determinize(rng *rules.RNG) rules.State {
	return leaky{State: l.State.(rules.Determinizer).Determinize(rng), how: l.how}
}

// Each check of Hidden fails on the leak it is there for, and passes on
// Tally as it is.
func TestHiddenFindsLeaks(t *testing.T) {
	for _, c := range []struct{ how, want string }{
		{"", ""},
		{"seed", "keeps the seed"},
		{"json", "views differ"},
	} {
		g := leakyGame(c.how)
		s, err := g.New(rules.Config{Players: 3, Seed: 8})
		if err != nil {
			t.Fatal(err)
		}
		r := rules.NewRNG(1)
		Playout(t, s, &r, 4, nil)
		err = Hidden(g, s, &r)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("leak %q: Hidden says %v, want %q", c.how, err, c.want)
		}
	}
}

// A view whose config deals the game again is found even when nothing else
// gives it away, and only then.
func TestDealCheckFindsASeedThatDealsAgain(t *testing.T) {
	for _, how := range []string{"", "seed"} {
		g := leakyGame(how)
		s, err := g.New(rules.Config{Players: 2, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		c := newDealCheck(g)
		r := rules.NewRNG(1)
		_, perr := rules.Playout(s, &r, 6, func(a rules.Action, _ []rules.Event) error {
			c.play(a)
			err = c.check(s, &r)
			return err
		})
		if perr != err && !errors.Is(perr, rules.ErrPlyLimit) {
			t.Fatalf("leak %q: the game broke a rule: %v", how, perr)
		}
		if (how == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), "deals player") {
			t.Errorf("leak %q: %v", how, err)
		}
	}
}

// Reseeded changes the seed and the RNG and nothing else.
func TestReseeded(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	alt, ok, err := Reseeded(tally.Game, s, 99)
	if !ok || err != nil {
		t.Fatalf("ok %v, %v", ok, err)
	}
	if cfg := alt.Config(); cfg.Seed != 99 || cfg.Players != 2 {
		t.Fatalf("reseeded config %+v", cfg)
	}
	fields := func(st rules.State) map[string]string {
		data := Marshal(t, st)
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for k, v := range m {
			out[k] = string(v)
		}
		return out
	}
	a, b := fields(s), fields(alt)
	for k := range a {
		if (a[k] == b[k]) != (k != "config" && k != "rng") {
			t.Errorf("%s: %s, reseeded %s", k, a[k], b[k])
		}
	}
}
