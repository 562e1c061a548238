package gosubot

import (
	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/gosu"
)

// Weights of the evaluation, in military points.
const (
	supremacy = 12  // one Supremacy token: two of them win
	token     = 2   // one unlocked activation token: five of them win
	handCard  = 0.7 // a card in hand (up to 8): a future play or the price of one
	reserve   = 0.3 // a token still to spend this round
	// scale turns a difference of worth into a share of the win: about
	// this many military points make a lead count.
	scale = 8
)

// worth is player p's worth in s: Supremacy, the military the army would
// count in a Great Battle now, tokens and cards in hand.
func worth(s *gosu.State, p rules.Player) float64 {
	st := s.Seat(p)
	return supremacy*float64(st.Supremacy) + float64(s.MilitaryTotal(p)) +
		token*float64(st.Unlocked) + handCard*float64(min(len(st.Hand), 8)) + reserve*float64(st.Reserve)
}

// evaluate scores a world at the end of a rollout: a finished game by its
// outcome, one cut off by the difference of the players' worth, squashed
// into [0, 1] with plain arithmetic (the same natively and in js/wasm).
func evaluate(world rules.State, out []float64) {
	s, ok := world.(*gosu.State)
	if !ok || world.Outcome().Over {
		ismcts.OutcomeRewards(world, out)
		return
	}
	out[0] = share((worth(s, 0) - worth(s, 1)) / scale)
	out[1] = 1 - out[0]
}

// share maps a lead x to a share of the win, 0.5 at 0, towards 1 (or 0) as
// x grows (or falls): 0.5 + x / 2(1+|x|).
func share(x float64) float64 {
	if x < 0 {
		return 0.5 + 0.5*x/(1-x)
	}
	return 0.5 + 0.5*x/(1+x)
}
