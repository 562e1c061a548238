package gosubot

import (
	"kamon/rules"
	"kamon/rules/gosu"
)

// Weights of the rollout policy: an action is drawn in proportion to its
// weight. Armies win Great Battles, so playing comes first (the stronger
// the card the better, a Troop that costs discards less), then activating
// and shifting up; drawing is worth less, and passing (legal only with an
// empty reserve) ends the round for the mover.
const (
	wPlay     = 8
	wPaidPlay = 3 // a play that costs discards
	wActivate = 4
	wShift    = 2
	wDraw3    = 2
	wDraw1    = 1
	wPass     = 0.3
	wYes      = 3 // a "may" is usually worth doing, a Willpower card worth using
	wOther    = 1
)

// weight is the rollout's preference for action a in s.
func weight(s *gosu.State, a rules.Action) float64 {
	m, ok := gosu.Decode(a)
	if !ok {
		return wOther
	}
	switch m.Kind {
	case gosu.MovePlay:
		if s.PlayCost(m.Card, m.Row) > 0 {
			return wPaidPlay + float64(m.Card.Military())
		}
		return wPlay + float64(m.Card.Military())
	case gosu.MoveShift:
		return wShift + float64(max(0, m.In.Military()-m.Card.Military()))
	case gosu.MoveActivate:
		return wActivate
	case gosu.MoveDraw3:
		return wDraw3
	case gosu.MoveDraw1:
		return wDraw1
	case gosu.MovePass:
		return wPass
	case gosu.MoveYes:
		return wYes
	case gosu.MovePick:
		return pickWeight(s, m.Card)
	}
	return wOther
}

// pickWeight prefers, for a card chosen as a target, the opponent's strong
// cards to strike and one's own to release, and for a card given up (paid,
// discarded, sacrificed) the weakest.
func pickWeight(s *gosu.State, c gosu.Card) float64 {
	d, ok := s.Decision()
	if !ok {
		return wOther
	}
	owner, _, _, inArmy := s.Where(c)
	mine := inArmy && owner == d.Player
	strength := 1 + float64(c.Military())
	switch d.Kind {
	case gosu.DecisionCapture, gosu.DecisionDestroy, gosu.DecisionStrike, gosu.DecisionPutOnDeck, gosu.DecisionCaptureOrRelease:
		if inArmy && !mine {
			return strength
		}
		if d.Kind == gosu.DecisionCaptureOrRelease && mine {
			return strength // a release of one's own captured card
		}
		return 0.2
	case gosu.DecisionRelease:
		if mine {
			return strength
		}
		return 0.2
	case gosu.DecisionPay, gosu.DecisionDiscard, gosu.DecisionHandLimit, gosu.DecisionSacrifice:
		return 6 / strength
	}
	return wOther
}

// rollout picks a rollout move: with probability explore uniformly, else at
// random in proportion to the weights.
func rollout(world rules.State, legal []rules.Action, rng *rules.RNG, explore float64) rules.Action {
	s, ok := world.(*gosu.State)
	if !ok || len(legal) == 1 || explore > 0 && float64(rng.IntN(1<<20)) < explore*(1<<20) {
		return legal[rng.IntN(len(legal))]
	}
	var w [64]float64
	total := 0.0
	for i, a := range legal {
		v := weight(s, a)
		if i < len(w) {
			w[i] = v
		}
		total += v
	}
	x := total * float64(rng.IntN(1<<30)) / (1 << 30)
	for i, a := range legal {
		v := w[min(i, len(w)-1)]
		if i >= len(w) {
			v = weight(s, a)
		}
		if x -= v; x < 0 {
			return a
		}
	}
	return legal[len(legal)-1]
}
