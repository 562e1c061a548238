package mana

import (
	"slices"
	"testing"

	"kamon/rules"
)

// Along random games, every action randomPly picks is one that legal lists,
// it changes the position exactly as play does, and Playout stops at a
// captured Daimio.
func TestRandomPlyIsLegal(t *testing.T) {
	rng := rules.NewRNG(11)
	d := draws{rng: &rng}
	var buf [maxLegal]rules.Action
	positions := 0
	for seed := range uint64(40) {
		s, err := New(rules.Config{Players: 2, Seed: seed, Variant: [2]string{"", Advanced}[seed%2]})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; !s.Outcome().Over && ply < 300; ply++ {
			legal := s.Legal(buf[:0])
			if !s.setup() {
				positions++
				for range 8 {
					c := s.b
					a := c.randomPly(&d)
					if !slices.Contains(legal, a) {
						t.Fatalf("%s: randomPly picks %s, not a legal action", s.Position(), formatAction(a))
					}
					want := s.b
					want.play(a)
					if c != want {
						t.Fatalf("%s: randomPly plays %s differently from play", s.Position(), formatAction(a))
					}
				}
			}
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if p, ok := s.Bare(); ok {
			n := p.Playout(&rng, 10000)
			if !p.Over() && n < 10000 {
				t.Fatalf("Playout stopped after %d plies with both Daimios on the board", n)
			}
		}
	}
	if positions < 2000 {
		t.Fatalf("only %d positions tried", positions)
	}
}

// randomPly picks every legal action about equally often, from positions
// with moves only, moves and re-entries, a disobeyed bird and a forced pass.
func TestRandomPlyIsUniform(t *testing.T) {
	rng := rules.NewRNG(3)
	d := draws{rng: &rng}
	for _, pos := range []string{
		"rrdrrr/6/6/6/6/RRDRRR b - 0 0",
		"rrdrr1/6/6/6/6/RRD1RR b - 1 1",
		"rrdrrr/6/6/6/3R2/RRD1RR b 1 0 0",
		"5d/6/6/6/r5/Dr4 b - 0 0",
		"1rdr2/6/2R3/6/6/2D3 w 2 4 3",
	} {
		s := mustParse(t, pos)
		legal := s.Legal(nil)
		const per = 2000
		count := map[rules.Action]int{}
		for range per * len(legal) {
			c := s.b
			count[c.randomPly(&d)]++
		}
		for _, a := range legal {
			if n := count[a]; n < per*9/10 || n > per*11/10 {
				t.Errorf("%s: %s picked %d times in %d, want about %d", pos, formatAction(a), n, per*len(legal), per)
			}
		}
	}
}

// reach3 agrees with dests3 on every square for every emptiness of the
// squares that matter.
func TestReach3(t *testing.T) {
	for s := range nSquares {
		for sub := uint64(0); ; sub = (sub - near3[s]) & near3[s] {
			if got, want := reach3(s, sub), dests3(s, sub); got != want {
				t.Fatalf("square %d, empty %#x: reach3 %#x, dests3 %#x", s, sub, got, want)
			}
			if sub == near3[s] {
				break
			}
		}
	}
}
