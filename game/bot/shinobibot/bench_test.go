package shinobibot

import (
	"testing"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/rulestest"
	"kamon/rules/shinobi"
)

// BenchmarkHardIteration times one iteration of the hard bot's search (a
// world dealt by its beliefs, the tree walk, a rollout to the end) from the
// opening of a 4-player game; worlds per second is 1e9 / ns/op.
func BenchmarkHardIteration(b *testing.B) {
	s, err := shinobi.New(rules.Config{Players: 4, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	p := s.ToMove()
	bt := New(levels["hard"], 1, bot.Limits{Iterations: b.N})
	b.ReportAllocs()
	b.ResetTimer()
	bot.Decide(bt, s.View(p), p)
}

// BenchmarkHardDecision is one whole decision of the hard bot at its default
// work, from a 4-player game a few turns in (the issue wants at most 1 s).
func BenchmarkHardDecision(b *testing.B) {
	s, err := shinobi.New(rules.Config{Players: 4, Seed: 2})
	if err != nil {
		b.Fatal(err)
	}
	r := rules.NewRNG(2)
	rulestest.Playout(b, s, &r, 24, nil)
	p := s.ToMove()
	view := s.View(p)
	bt := New(levels["hard"], 1, bot.Limits{})
	b.ReportAllocs()
	for b.Loop() {
		bot.Decide(bt, view, p)
	}
}
