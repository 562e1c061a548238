package manabot

import (
	"kamon/rules"
	"kamon/rules/mana"
)

// placement decides a setup action: each legal one is weighed by searching
// the starts of play reached when the rest of the setup (the other side's
// choices, and one's own later ones) is completed at random, and the best
// on average is played. It holds no reference to the Bot, so that a Bot
// dropped mid-decision can still be collected (see coroutine).
type placement struct {
	s       *searcher
	view    *mana.State
	me      int
	depth   int
	samples int // random completions per candidate, at most
	nodes   int // the budget of the whole decision
	rng     rules.RNG
	best    rules.Action // the decision so far
}

// minPlacementNodes keeps the search of each completion from being blind.
const minPlacementNodes = 2000

// run weighs the candidates; it yields every chunk of nodes as the search
// does, and returns early when the decision's consumer stops it.
func (pl *placement) run(yield func(struct{}) bool) {
	legal := pl.view.Legal(nil)
	if len(legal) == 0 {
		return
	}
	pl.best = legal[pl.rng.IntN(len(legal))] // until one is weighed
	if len(legal) == 1 {
		return
	}
	stopped := false
	pause := func(v struct{}) bool {
		stopped = stopped || !yield(v)
		return !stopped
	}
	repetition, passes := pl.view.DrawRules()
	// Each candidate has an equal share of the nodes, split between its
	// completions when they are random.
	share := pl.nodes / len(legal)
	best, weighed := 0, false
	for _, a := range legal {
		total, n := 0, 0
		for range pl.samples {
			start, random, ok := pl.complete(a)
			if !ok {
				break
			}
			per := share
			if random {
				per /= pl.samples
			}
			pl.s.reset(start, pl.depth, max(per, minPlacementNodes))
			pl.s.draws(nil, false, repetition, passes)
			pl.s.run(pause)
			if stopped {
				return
			}
			score := pl.s.done.score
			if start.Side() != pl.me {
				score = -score
			}
			total, n = total+score, n+1
			if !random {
				break // nothing left to chance: one search says it all
			}
		}
		if n > 0 && (!weighed || total/n > best) {
			pl.best, best, weighed = a, total/n, true
		}
	}
}

// complete plays a, then random choices until play begins, and returns the
// start of play and whether any choice was random.
func (pl *placement) complete(a rules.Action) (start mana.Bare, random, ok bool) {
	c := pl.view.Clone()
	if _, err := c.Apply(a); err != nil {
		return start, false, false
	}
	st := c.(*mana.State)
	var buf [mana.MaxLegal]rules.Action
	for {
		if start, ok = st.Bare(); ok {
			return start, random, true
		}
		legal := st.Legal(buf[:0])
		if len(legal) == 0 {
			return start, random, false
		}
		if _, err := st.Apply(legal[pl.rng.IntN(len(legal))]); err != nil {
			return start, random, false
		}
		random = true
	}
}
