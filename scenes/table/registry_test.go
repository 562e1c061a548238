package table

import (
	"errors"
	"testing"

	"kamon/rules"
	"kamon/scenes/ui"
)

func TestPlayableGamesNeedRulesAndTable(t *testing.T) {
	never := func(rules.Config) (rules.State, error) { return nil, errors.New("not for playing") }
	unmarshal := func([]byte) (rules.State, error) { return nil, errors.New("not for loading") }
	rules.Register(rules.Game{ID: "zz-rules-only", MinPlayers: 2, MaxPlayers: 2, New: never, Unmarshal: unmarshal})
	rules.Register(rules.Game{ID: "zz-with-table", MinPlayers: 2, MaxPlayers: 2, New: never, Unmarshal: unmarshal})
	table := func(App, Play) ui.Scene { return nil }
	Register(Game{ID: "zz-with-table", Table: table})
	Register(Game{ID: "zz-table-only", Table: table}) // no rules: not playable

	var ids []string
	for _, g := range Playable() {
		ids = append(ids, g.ID)
	}
	has := func(id string) bool {
		for _, x := range ids {
			if x == id {
				return true
			}
		}
		return false
	}
	if !has("zz-with-table") || has("zz-rules-only") || has("zz-table-only") {
		t.Fatalf("PlayableGames = %v", ids)
	}
	if _, ok := Lookup("zz-rules-only"); ok {
		t.Error("a game without a table has one")
	}
	defer func() {
		if recover() == nil {
			t.Error("registering a table twice did not panic")
		}
	}()
	Register(Game{ID: "zz-with-table", Table: table})
}
