package rules

import (
	"errors"
	"strings"
	"testing"
)

var testGame = Game{
	ID: "registry-test", Name: "Registry Test", MinPlayers: 2, MaxPlayers: 4,
	Variants:  []Variant{{ID: "fast"}},
	Options:   []Option{{ID: "open", Default: true}, {ID: "tiny"}},
	New:       func(Config) (State, error) { return nil, nil },
	Unmarshal: func([]byte) (State, error) { return nil, nil },
}

func TestRegisterLookupAndOrder(t *testing.T) {
	Register(testGame)
	g, err := Lookup("registry-test")
	if err != nil || g.Name != "Registry Test" {
		t.Fatalf("Lookup: %v %v", g, err)
	}
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Fatalf("unknown game must be refused by name, got %v", err)
	}
	found := false
	for _, g := range Games() {
		found = found || g.ID == "registry-test"
	}
	if !found {
		t.Fatal("Games() must list a registered game")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("registering an id twice must panic (a programming error)")
		}
	}()
	Register(testGame)
}

func TestCheckConfig(t *testing.T) {
	good := []Config{{Players: 2}, {Players: 4, Variant: "fast"}, {Players: 3, Options: map[string]string{"tiny": "1"}}}
	for _, c := range good {
		if err := testGame.CheckConfig(c); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
	}
	bad := []Config{{Players: 1}, {Players: 5}, {Players: 2, Variant: "slow"},
		{Players: 2, Options: map[string]string{"huge": "1"}}, {Players: 2, Options: map[string]string{"tiny": "yes"}}}
	for _, c := range bad {
		if err := testGame.CheckConfig(c); !errors.Is(err, ErrBadConfig) {
			t.Errorf("%+v: want ErrBadConfig, got %v", c, err)
		}
	}
}

func TestOptionOnFallsBackToDefault(t *testing.T) {
	c := Config{Players: 2, Options: map[string]string{"tiny": "1", "open": "0"}}
	if !testGame.OptionOn(c, "tiny") || testGame.OptionOn(c, "open") {
		t.Error("explicit options must win")
	}
	if !testGame.OptionOn(Config{}, "open") || testGame.OptionOn(Config{}, "tiny") {
		t.Error("absent options take their default")
	}
}

func TestOutcomeHelpers(t *testing.T) {
	o := Outcome{Over: true, Winners: []Player{1}}
	if o.Draw() || !o.Won(1) || o.Won(0) {
		t.Error("a win for player 2")
	}
	if !(Outcome{Over: true}).Draw() || (Outcome{}).Draw() {
		t.Error("only a finished game without winners is a draw")
	}
}

func TestEventVisibility(t *testing.T) {
	e := Event{Kind: "draw", Player: 2, Private: true, Text: "P3 draws 7", Public: "P3 draws a card"}
	if e.TextFor(2) != "P3 draws 7" || e.TextFor(0) != "P3 draws a card" || e.TextFor(NoPlayer) != "P3 draws a card" {
		t.Error("a private event shows its details only to its player")
	}
	if (Event{Kind: "x", Player: 1, Text: "t"}).TextFor(0) != "t" {
		t.Error("a public event shows to everyone")
	}
}
