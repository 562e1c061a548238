package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"kamon/game"
	"kamon/game/bot"
	"kamon/rules"
)

var updateBenchSaves = flag.Bool("update-bench-saves", false, "write testdata/bench/*/autosave anew by self-play")

// benchGames are the positions `make bench` measures each table's frames on
// (kamon --resume --data-dir testdata/bench/<game>): a match in its middle
// (at least plies actions in; random games last about twice that), the
// first seat a person to move and the others bots, so the table waits and
// its idle frames can be measured.
var benchGames = []struct {
	id      string
	players int
	plies   int
	seed    uint64
}{
	{"mana", 2, 20, 1},
	{"shinobi", 4, 60, 1},
	{"peuple", 4, 60, 1},
	{"gosu", 2, 40, 1},
}

// TestBenchSaves checks that each bench position still loads and is what
// the bench wants; with -update-bench-saves it plays them anew first (random
// bots for every seat, from the seed, until the person is to move past the
// ply count), for when a rules change refuses the old ones.
func TestBenchSaves(t *testing.T) {
	for _, g := range benchGames {
		t.Run(g.id, func(t *testing.T) {
			path := filepath.Join("testdata", "bench", g.id, game.AutosaveKey)
			if *updateBenchSaves {
				writeBenchSave(t, path, g.id, g.players, g.plies, g.seed)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := game.Load(data)
			if err != nil {
				t.Fatalf("%v (go test ./cmd/kamon -run TestBenchSaves -update-bench-saves writes it anew)", err)
			}
			if n := len(m.History()); m.Outcome().Over || m.ToMove() != 0 || !m.Seats[0].Human() || n < g.plies {
				t.Errorf("over %v, %v to move (human %v), %d plies: want a person to move in mid-game", m.Outcome().Over, m.ToMove(), m.Seats[0].Human(), n)
			}
			for _, s := range m.Seats[1:] {
				if s.Human() {
					t.Errorf("seat %q is a person's: the bench wants one person and bots", s.Name)
				}
			}
		})
	}
}

// writeBenchSave plays a match of gameID by random bots, seat 0 a person,
// until at least plies actions are played and seat 0 is to move, and writes
// its save to path.
func writeBenchSave(t *testing.T, path, gameID string, players, plies int, seed uint64) {
	t.Helper()
	names := []string{"Ana", "Bo", "Cy", "Di", "Ed"}
	seats := make([]game.Seat, players)
	for i := range seats {
		seats[i] = game.Seat{Name: names[i], Bot: "easy"}
	}
	seats[0].Bot = ""
	m, err := game.New(gameID, rules.Config{Players: players, Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, players)
	for i := range bots {
		bots[i] = bot.NewRandom(game.SeatSeed(seed, rules.Player(i)))
	}
	for len(m.History()) < plies || m.ToMove() != 0 {
		if m.Outcome().Over {
			t.Fatalf("the game ended after %d plies: pick another seed", len(m.History()))
		}
		p := m.ToMove()
		bots[p].Start(m.View(p), p)
		a, _ := bots[p].Step(0)
		if _, err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if old, _ := os.ReadFile(path); !bytes.Equal(old, data) {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
