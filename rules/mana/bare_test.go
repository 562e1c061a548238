package mana

import (
	"slices"
	"testing"

	"kamon/rules"
)

// Bare agrees with State along random games: the same legal actions, the
// same position after each, and no position during setup.
func TestBareFollowsState(t *testing.T) {
	s, err := New(rules.Config{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Bare(); ok {
		t.Fatal("Bare during setup")
	}
	rng := rules.NewRNG(5)
	for ply := 0; !s.Outcome().Over && ply < 500; ply++ {
		legal := s.Legal(nil)
		a := legal[rng.IntN(len(legal))]
		p, ok := s.Bare()
		if ok {
			if got := p.Legal(nil); !slices.Equal(got, legal) {
				t.Fatalf("%s: Bare lists %v, State %v", s.Position(), got, legal)
			}
			if p.Side() != int(s.ToMove()) || p.Mana() != s.Mana() {
				t.Fatalf("%s: Bare has side %d mana %d", s.Position(), p.Side(), p.Mana())
			}
			p.Play(a)
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if ok && (Bare{s.b}) != p {
			t.Fatalf("after %s: Bare and State differ", s.FormatAction(a))
		}
	}
}

// Positions is the game's play-phase positions in order, the current one
// last, and Passed follows the passes.
func TestPositions(t *testing.T) {
	s, err := New(rules.Config{Players: 2, Seed: 9, Variant: Advanced})
	if err != nil {
		t.Fatal(err)
	}
	var want []Bare
	rng := rules.NewRNG(9)
	for ply := 0; !s.Outcome().Over && ply < 400; ply++ {
		if p, ok := s.Bare(); ok {
			want = append(want, p)
		}
		if got := s.Positions(); !slices.Equal(got, want) {
			t.Fatalf("ply %d: %d positions, want %d (or they differ)", ply, len(got), len(want))
		}
		legal := s.Legal(nil)
		a := legal[rng.IntN(len(legal))]
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if s.Passed() != (a == Pass) {
			t.Fatalf("after %s Passed is %v", s.FormatAction(a), s.Passed())
		}
	}
	if rep, passes := s.DrawRules(); !rep || !passes {
		t.Fatal("the draw rules are on by default")
	}
}
