package gosubot

import (
	"encoding/json"

	"kamon/game/bot/ismcts"
	"kamon/rules"
)

// counts is the part of a saved Gosu X game the evaluation reads.
type counts struct {
	Game struct {
		Seats [2]struct {
			Hand []int `json:"hand"`
			Army struct {
				Rows [3][5]struct {
					Down bool `json:"down"`
				} `json:"rows"`
				N [3]int `json:"n"`
			} `json:"army"`
			Unlocked int `json:"unlocked"`
			Reserve  int `json:"reserve"`
			Sup      int `json:"sup"`
		} `json:"seats"`
	} `json:"game"`
}

// rowMilitary is the military of a face-up card by row (Troop, Hero,
// Immortal): the printed values of §9, Phoenix (Immortal) included.
var rowMilitary = [3]float64{2, 3, 5}

// Weights of the evaluation, in military points.
const (
	supremacy = 12  // one Supremacy token: two of them win
	token     = 2   // one unlocked activation token: five of them win
	handCard  = 0.7 // a card in hand: a future play or the price of one
	reserve   = 0.3 // a token still to spend this round
	// scale turns a difference of worth into a share of the win: about
	// this many military points make a lead count.
	scale = 8
)

// worth is player p's worth in c.
func worth(c *counts, p int) float64 {
	st := &c.Game.Seats[p]
	v := supremacy*float64(st.Sup) + token*float64(st.Unlocked) +
		handCard*float64(min(len(st.Hand), 8)) + reserve*float64(st.Reserve)
	for r := range 3 {
		for i := range min(st.Army.N[r], 5) {
			if !st.Army.Rows[r][i].Down {
				v += rowMilitary[r]
			}
		}
	}
	return v
}

// evaluate scores a world at the end of a rollout: a finished game by its
// outcome, one cut off by the difference of the players' worth, squashed
// into [0, 1] with plain arithmetic (the same natively and in js/wasm).
func evaluate(world rules.State, out []float64) {
	if world.Outcome().Over {
		ismcts.OutcomeRewards(world, out)
		return
	}
	var c counts
	b, err := json.Marshal(world)
	if err != nil || json.Unmarshal(b, &c) != nil {
		ismcts.OutcomeRewards(world, out)
		return
	}
	x := (worth(&c, 0) - worth(&c, 1)) / scale
	if x < 0 {
		out[0] = 0.5 + 0.5*x/(1-x)
	} else {
		out[0] = 0.5 + 0.5*x/(1+x)
	}
	out[1] = 1 - out[0]
}
