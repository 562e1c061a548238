package shinobi

import (
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// BenchmarkPlayout plays random 4-player games through the rules.State
// contract (rulestest.BenchPlayout); the figure is plies/s.
func BenchmarkPlayout(b *testing.B) {
	rulestest.BenchPlayout(b, Game, rules.Config{Players: 4})
}

// BenchmarkCloneLegalApply is one step of a search from a determinized
// world: clone, list the actions, apply one.
func BenchmarkCloneLegalApply(b *testing.B) {
	s, err := New(rules.Config{Players: 4, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	var buf [MaxLegal]rules.Action
	b.ReportAllocs()
	for b.Loop() {
		c := s.Clone()
		legal := c.Legal(buf[:0])
		if _, err := c.Apply(legal[0]); err != nil {
			b.Fatal(err)
		}
	}
}

// Legal allocates nothing; Apply only takes storage for events, moves and
// draws in blocks that double up to 64 items (7 or 8 blocks of each for
// 100 plies), plus the clone itself.
func TestLegalAndApplyAllocations(t *testing.T) {
	s, err := New(rules.Config{Players: 4, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	var buf [MaxLegal]rules.Action
	if n := testing.AllocsPerRun(100, func() { s.Legal(buf[:0]) }); n != 0 {
		t.Errorf("Legal allocates %.0f times", n)
	}
	n := testing.AllocsPerRun(10, func() {
		c := s.Clone()
		chooser := rules.NewRNG(3)
		for range 100 {
			legal := c.Legal(buf[:0])
			if _, err := c.Apply(legal[chooser.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	})
	if n > 24 {
		t.Errorf("100 plies allocate %.0f times", n)
	}
}
