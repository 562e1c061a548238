package shinobi

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// Saves round-trip byte for byte (the generic suite checks it at every
// step); these are the saves refused.
func TestCorruptSavesRefused(t *testing.T) {
	s, err := New(rules.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	chooser := rules.NewRNG(1)
	rulestest.Playout(t, s, &chooser, 10, nil) // p? at some action, a few cards on the table
	data := rulestest.Marshal(t, s)
	var good map[string]any
	if err := json.Unmarshal(data, &good); err != nil {
		t.Fatal(err)
	}
	hand0 := strings.Fields(good["hands"].([]any)[0].(string))
	deck := good["deck"].(string)
	mutations := map[string]func(m map[string]any){
		"a card twice":      func(m map[string]any) { m["discard"] = strings.TrimSpace(m["discard"].(string) + " " + hand0[0]) },
		"a card missing":    func(m map[string]any) { m["deck"] = deck[strings.Index(deck, " ")+1:] },
		"not a card":        func(m map[string]any) { m["deck"] = "Z9 " + deck },
		"a hidden card":     func(m map[string]any) { m["deck"] = strings.Replace(deck, strings.Fields(deck)[0], "?", 1) },
		"clan twice":        func(m map[string]any) { m["clans"] = "HHO" },
		"hidden clan":       func(m map[string]any) { m["clans"] = "H?O" },
		"clans per player":  func(m map[string]any) { m["clans"] = "HMOT" },
		"a view":            func(m map[string]any) { m["view"] = 1 },
		"step 4":            func(m map[string]any) { m["step"] = 4 },
		"turn 3":            func(m map[string]any) { m["turn"] = 3 },
		"final, full deck":  func(m map[string]any) { m["final"] = 2 },
		"ninja at step 1":   func(m map[string]any) { m["step"] = 1; m["ninja"] = (int(m["turn"].(float64)) + 1) % 3 },
		"two players":       func(m map[string]any) { m["config"] = map[string]any{"players": 2} },
		"received a Z":      func(m map[string]any) { m["received"] = []any{"Z", "", ""} },
		"Ninja on table":    func(m map[string]any) { m["provinces"] = []any{"N1", "", ""} },
		"five in hand":      func(m map[string]any) { m["hands"].([]any)[0] = strings.Join(append(hand0, "H1"), " ") },
		"rng garbage":       func(m map[string]any) { m["rng"] = "zz" },
		"hands not strings": func(m map[string]any) { m["hands"] = 7 },
	}
	for name, mutate := range mutations {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		mutate(m)
		bad, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Unmarshal(bad); !errors.Is(err, rules.ErrBadSave) {
			t.Errorf("%s: %v", name, err)
		}
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	m["version"] = version + 1
	newer, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Unmarshal(newer); !errors.Is(err, rules.ErrNewVersion) {
		t.Errorf("newer version: %v", err)
	}
	if _, err := Unmarshal(data); err != nil {
		t.Errorf("the good save: %v", err)
	}
}

// A player's view loads as that view (an online client rebuilds it from
// JSON); a view hides only the deck, the other hands and, until the end,
// the other clan cards, and carries no seed.
func TestViewsLoadAndCorruptViewsRefused(t *testing.T) {
	s, err := New(rules.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	chooser := rules.NewRNG(1)
	rulestest.Playout(t, s, &chooser, 10, nil)
	data := rulestest.Marshal(t, s.View(1))
	back, err := Unmarshal(data)
	if err != nil {
		t.Fatalf("a view refused: %v", err)
	}
	if p, ok := back.Viewer(); !ok || p != 1 {
		t.Errorf("a view of p1 read back as the view of %d (%v)", p, ok)
	}
	if again := rulestest.Marshal(t, back); !bytes.Equal(again, data) {
		t.Error("a view's round trip differs")
	}
	var good map[string]any
	if err := json.Unmarshal(data, &good); err != nil {
		t.Fatal(err)
	}
	hand1 := strings.Fields(good["hands"].([]any)[1].(string))
	mutations := map[string]struct {
		mutate func(m map[string]any)
		want   string
	}{
		"a seed":               {func(m map[string]any) { m["config"].(map[string]any)["seed"] = 5 }, "a seed"},
		"no such viewer":       {func(m map[string]any) { m["view"] = 3 }, "not a player"},
		"the viewer's hand":    {func(m map[string]any) { m["hands"].([]any)[1] = "? " + strings.Join(hand1[1:], " ") }, `"?" is not a card`},
		"another's hand shown": {func(m map[string]any) { m["hands"].([]any)[0] = "? ? ? " + hand1[0] }, "shows a card of p0's hand"},
		"the viewer's clan":    {func(m map[string]any) { m["clans"] = "???" }, "not a clan letter"},
		"another's clan shown": {func(m map[string]any) { m["clans"] = "H" + good["clans"].(string)[1:] }, "clan card before the end"},
		"a hidden card extra":  {func(m map[string]any) { m["deck"] = "? " + m["deck"].(string) }, "cards hidden"},
		"a hidden card less":   {func(m map[string]any) { m["deck"] = m["deck"].(string)[2:] }, "is missing"},
		"a hidden discard":     {func(m map[string]any) { m["discard"] = "? " + m["discard"].(string) }, `"?" is not a card`},
	}
	for name, c := range mutations {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		c.mutate(m)
		bad, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Unmarshal(bad); !errors.Is(err, rules.ErrBadSave) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want ErrBadSave saying %q, got %v", name, c.want, err)
		}
	}
}
