package gosu

import (
	"testing"

	"kamon/rules"
)

// BenchmarkPlayout plays random games through the rules.State contract, as
// kamon-cli bench and the bots do; the figure that matters is plies/s.
func BenchmarkPlayout(b *testing.B) {
	chooser := rules.NewRNG(1)
	plies := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := New(rules.Config{Players: 2, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		n, err := rules.Playout(s, &chooser, 100000, nil)
		if err != nil {
			b.Fatal(err)
		}
		plies += n
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}
