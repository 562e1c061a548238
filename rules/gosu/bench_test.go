package gosu

import (
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// BenchmarkPlayout plays random 2-player games through the rules.State
// contract (rulestest.BenchPlayout); the figure is plies/s.
func BenchmarkPlayout(b *testing.B) {
	rulestest.BenchPlayout(b, Game, rules.Config{Players: 2})
}
