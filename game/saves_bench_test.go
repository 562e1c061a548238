package game_test

import (
	"math/rand/v2"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/tally"
)

// longSaves is a store holding four unfinished games of tally between four
// players, each played at random to its last action. (The tests here leave
// Kamon's games out, to check what a build without them says.)
func longSaves(b *testing.B) (storage.Store, int) {
	st := storage.NewMemory()
	size := 0
	for seed := range uint64(4) {
		m, err := game.New(tally.ID, rules.Config{Players: 4, Seed: seed}, make([]game.Seat, 4))
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		var buf []rules.Action
		for {
			probe := m.State().Clone()
			buf = probe.Legal(buf[:0])
			a := buf[r.IntN(len(buf))]
			if _, err := probe.Apply(a); err != nil {
				b.Fatal(err)
			}
			if probe.Outcome().Over {
				break
			}
			if _, err := m.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
		m.SetStore(st)
		if err := m.Save(); err != nil {
			b.Fatal(err)
		}
		data, _ := st.Load(m.SaveKey())
		size += len(data)
	}
	return st, size
}

// BenchmarkSaves is the menu's listing of four long unfinished games.
func BenchmarkSaves(b *testing.B) {
	st, size := longSaves(b)
	for b.Loop() {
		infos, aside, err := game.Saves(st)
		if err != nil || len(infos) != 4 || len(aside) != 0 {
			b.Fatal(infos, aside, err)
		}
	}
	b.ReportMetric(float64(size)/4, "B/save")
}

// BenchmarkResumeSaves loads the same four games whole, replaying each:
// what listing them would cost if it replayed them.
func BenchmarkResumeSaves(b *testing.B) {
	st, _ := longSaves(b)
	infos, _, err := game.Saves(st)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		for _, i := range infos {
			if _, err := game.ResumeSave(st, i.Key); err != nil {
				b.Fatal(err)
			}
		}
	}
}
