package shinobibot

import (
	"testing"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/shinobi"
)

// BenchmarkHardIteration times one iteration of the hard bot's search (a
// world dealt by its beliefs, the tree walk, a rollout to the end) from the
// opening of a 4-player game; worlds per second is 1e9 / ns/op.
func BenchmarkHardIteration(b *testing.B) {
	s, _ := shinobi.New(rules.Config{Players: 4, Seed: 1})
	p := s.ToMove()
	bt := New(levels["hard"], 1, bot.Limits{Iterations: b.N})
	b.ReportAllocs()
	b.ResetTimer()
	bt.Decide(s.View(p), p)
}
