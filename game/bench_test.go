package game_test

import (
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/tally"
)

// BenchmarkBotGameWithAutosave is a whole tally game between random bots,
// saved after every action as the app does.
func BenchmarkBotGameWithAutosave(b *testing.B) {
	seats := []game.Seat{{Bot: "random"}, {Bot: "random"}, {Bot: "random"}}
	plies := 0
	for i := 0; b.Loop(); i++ {
		m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: uint64(i)}, seats)
		if err != nil {
			b.Fatal(err)
		}
		m.SetStore(storage.NewMemory())
		for !m.Outcome().Over {
			if _, _, err := m.Think(0); err != nil {
				b.Fatal(err)
			}
		}
		plies += len(m.History())
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
}

// BenchmarkUndoRedoDeep is an undo and a redo 300 actions into a match: undo
// replays from the start, so this is its worst case in a long game.
func BenchmarkUndoRedoDeep(b *testing.B) {
	m, err := game.New(perfectID, rules.Config{Players: 2}, make([]game.Seat, 2))
	if err != nil {
		b.Fatal(err)
	}
	for range 150 {
		for _, a := range []string{"peek", "end"} {
			if _, err := m.ApplyText(a); err != nil {
				b.Fatal(err)
			}
		}
	}
	for b.Loop() {
		if err := m.Undo(); err != nil {
			b.Fatal(err)
		}
		if err := m.Redo(); err != nil {
			b.Fatal(err)
		}
	}
}
