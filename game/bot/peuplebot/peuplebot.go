// Package peuplebot plays Le Dernier Peuple: information-set MCTS
// (game/bot/ismcts) over worlds dealt from the bot's view, with a greedy
// rollout policy (events that score, pickaxes, useful power cards first,
// each attack or targeted power card worth its share of the times its
// target will not cancel it with Defense, judged from hand sizes and the
// cards in sight) and rollouts cut off after a few turns, scored on points
// and hands.
package peuplebot

import (
	"kamon/game/bot"
	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/peuple"
)

// Level is one strength of the bot.
type Level struct {
	Name       string
	Iterations int     // worlds searched per decision
	MaxPlies   int     // rollout length before the evaluation
	Explore    float64 // chance of a random move in rollouts
	// UCB is the search's exploration constant (0: the search's default).
	// The rewards are a softmax of the scores, close together: with many
	// worlds a lower constant spends them on the actions that lead.
	UCB float64
}

// Levels are the registered strengths, weakest first.
var Levels = []Level{
	{Name: "easy", Iterations: 60, MaxPlies: 24, Explore: 0.3},
	{Name: "normal", Iterations: 300, MaxPlies: 32, Explore: 0.2},
	{Name: "hard", Iterations: 1500, MaxPlies: 40, Explore: 0.15, UCB: 0.55},
}

// New makes a bot of level lv.
func New(lv Level, seed uint64, lim bot.Limits) bot.Bot {
	return ismcts.New(Config(lv), seed, lim)
}

// Config is the search of level lv.
func Config(lv Level) ismcts.Config {
	explore := lv.Explore
	return ismcts.Config{
		Iterations:  lv.Iterations,
		Exploration: lv.UCB,
		MaxPlies:    lv.MaxPlies,
		Rollout: func(world rules.State, legal []rules.Action, rng *rules.RNG) rules.Action {
			s, ok := world.(*peuple.State)
			if !ok {
				return legal[rng.IntN(len(legal))]
			}
			return greedy(s, legal, rng, explore)
		},
		Evaluate: evaluate,
	}
}

func init() {
	for _, lv := range Levels {
		bot.Register(peuple.ID, lv.Name, func(seed uint64, lim bot.Limits) bot.Bot { return New(lv, seed, lim) })
	}
}
