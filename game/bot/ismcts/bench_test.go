package ismcts

import (
	"testing"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/tally"
)

// BenchmarkIterationsTally times one iteration (a dealt world, the walk down
// the tree, a rollout to the end) from the opening of a 3-player tally game;
// iterations/s is 1e9 / ns/op.
func BenchmarkIterationsTally(b *testing.B) {
	s, err := tally.New(rules.Config{Players: 3, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	view := s.View(s.ToMove())
	bt := New(Config{Iterations: b.N}, 1, bot.Limits{})
	b.ReportAllocs()
	b.ResetTimer()
	bot.Decide(bt, view, s.ToMove())
}
