package manabot

import (
	"testing"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/mana"
)

// Easy is a fair game for a beginner, not a bot that hands its Daimio over:
// in positions from random games, whenever a move keeps the Daimio out of
// reach of the next move, easy plays such a move. Easy picks at random among
// moves that score alike, so the test asks several seeds in each position.
func TestEasyNeverLeavesTheDaimioCapturable(t *testing.T) {
	games, seeds := 30, 4
	if testing.Short() {
		games = 8
	}
	checked := 0
	for g := range games {
		rng := rules.NewRNG(uint64(100 + g))
		s := position(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
		for ply := 0; ply < 80 && !s.Outcome().Over; ply++ {
			p, _ := s.Bare()
			var buf [mana.MaxLegal]rules.Action
			legal := p.Legal(buf[:0])
			safe := 0
			for _, a := range legal {
				if !losesDaimio(p, a) {
					safe++
				}
			}
			if safe > 0 && safe < len(legal) {
				checked++
				for seed := range seeds {
					b, err := bot.New(mana.ID, "easy", uint64(seed))
					if err != nil {
						t.Fatal(err)
					}
					if a := bot.Decide(b, s.View(s.ToMove()), s.ToMove()); losesDaimio(p, a) {
						t.Fatalf("game %d ply %d %s: easy (seed %d) plays %s, leaving its Daimio to be taken",
							g, ply, s.Position(), seed, s.FormatAction(a))
					}
				}
			}
			s.ApplyLegal(legal[rng.IntN(len(legal))])
		}
	}
	if checked < 10 {
		t.Fatalf("only %d positions had both safe and losing moves", checked)
	}
	t.Logf("%d positions checked", checked)
}
