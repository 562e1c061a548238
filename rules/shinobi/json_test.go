package shinobi

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"kamon/rules"
)

// Saves round-trip byte for byte (the generic suite checks it at every
// step); these are the saves refused.
func TestCorruptSavesRefused(t *testing.T) {
	s, _ := New(rules.Config{Players: 3, Seed: 5})
	chooser := rules.NewRNG(1)
	rules.Playout(s, &chooser, 10, nil) // p? at some action, a few cards on the table
	data, _ := s.MarshalJSON()
	var good map[string]any
	json.Unmarshal(data, &good)
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
		json.Unmarshal(data, &m)
		mutate(m)
		bad, _ := json.Marshal(m)
		if _, err := Unmarshal(bad); !errors.Is(err, rules.ErrBadSave) {
			t.Errorf("%s: %v", name, err)
		}
	}
	var m map[string]any
	json.Unmarshal(data, &m)
	m["version"] = version + 1
	newer, _ := json.Marshal(m)
	if _, err := Unmarshal(newer); !errors.Is(err, rules.ErrNewVersion) {
		t.Errorf("newer version: %v", err)
	}
	view, _ := s.View(0).MarshalJSON()
	if _, err := Unmarshal(view); !errors.Is(err, rules.ErrBadSave) {
		t.Errorf("a view loaded as a game: %v", err)
	}
	if _, err := Unmarshal(data); err != nil {
		t.Errorf("the good save: %v", err)
	}
}
