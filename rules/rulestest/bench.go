package rulestest

import (
	"testing"

	"kamon/rules"
)

// BenchPlayout is the random-playout benchmark every game runs: it plays
// uniformly random games through the rules.State contract, as kamon-cli bench
// and the bots' rollouts do, one new game per iteration with the seed
// cfg.Seed+i, so the deals vary. It reports allocations, plies/s (the figure
// that matters) and plies/game. A game longer than MaxPlies (10000) fails, as
// in Run.
func BenchPlayout(b *testing.B, g rules.Game, cfg rules.Config) {
	b.Helper()
	chooser := rules.NewRNG(1)
	base := cfg.Seed
	plies := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		cfg.Seed = base + uint64(i)
		s, err := g.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		n, err := rules.Playout(s, &chooser, benchMaxPlies, nil)
		if err != nil {
			b.Fatalf("seed %d: %v", cfg.Seed, err)
		}
		plies += n
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}

const benchMaxPlies = 10000
