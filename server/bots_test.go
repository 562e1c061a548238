package server_test

import (
	"testing"
	"time"

	"kamon/game"
	"kamon/online"
	"kamon/online/wire"
)

// waitOver polls a spectator's fetch until the game is over.
func waitOver(t testing.TB, c *online.Client, id, token string, limit time.Duration) *wire.GameState {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		gs := fetchState(t, c, id, token)
		if gs.Outcome.Over {
			return gs
		}
		if time.Now().After(deadline) {
			t.Fatalf("game %s not over after %v: ply %d", id, limit, gs.Ply)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestBotsFinishGames: seats played by bots are played server-side, by
// River's workers, to the end of a game of every kind; the released save
// replays.
func TestBotsFinishGames(t *testing.T) {
	in := start(t, testConfig(newDB(t)), "")
	c := online.NewClient(in.URL)
	kinds := map[string][]string{
		"mana":    {"easy", "random"},
		"shinobi": {"random", "normal", "random"},
		"peuple":  {"random", "random", "easy"},
		"gosu":    {"easy", "random"},
	}
	tables := map[string]*table{}
	for kind, bots := range kinds {
		tables[kind] = newTable(t, c, kind, bots, wire.Clock{})
	}
	for kind, tb := range tables {
		gs := waitOver(t, c, tb.id, tb.spect, 3*time.Minute)
		data, err := c.Save(ctxT(t), tb.id, tb.spect)
		if err != nil {
			t.Fatalf("%s: save: %v", kind, err)
		}
		m, err := game.Load(data)
		if err != nil {
			t.Fatalf("%s: the save does not load: %v", kind, err)
		}
		if len(m.History()) != gs.Ply || !m.Outcome().Over {
			t.Fatalf("%s: the save has %d actions, the game %d", kind, len(m.History()), gs.Ply)
		}
		t.Logf("%s: %d plies, %v", kind, gs.Ply, gs.Outcome.Reason)
	}
}
