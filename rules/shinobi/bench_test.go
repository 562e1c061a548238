package shinobi

import (
	"testing"

	"kamon/rules"
)

// BenchmarkPlayout plays random 4-player games through the rules.State
// contract, as kamon-cli bench and the bots do; the figure that matters is
// plies/s.
func BenchmarkPlayout(b *testing.B) {
	chooser := rules.NewRNG(1)
	plies := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := New(rules.Config{Players: 4, Seed: uint64(i)})
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

// BenchmarkCloneLegalApply is one step of a search from a determinized
// world: clone, list the actions, apply one.
func BenchmarkCloneLegalApply(b *testing.B) {
	s, _ := New(rules.Config{Players: 4, Seed: 1})
	var buf [maxLegal]rules.Action
	b.ReportAllocs()
	for b.Loop() {
		c := s.Clone()
		legal := c.Legal(buf[:0])
		c.Apply(legal[0])
	}
}
