// Package gosubot is the computer player of Gosu X: information-set MCTS
// (game/bot/ismcts) over worlds dealt from the bot's view (the view's own
// Determinize), with a rollout policy that builds an army (play and shift
// before spending tokens, pass last) and rollouts cut off after a few turns,
// scored on Supremacy, the armies' military and the tokens (eval.go). The
// clan draft is not searched: a table of clan strengths measured in
// self-play picks it (draft.go).
//
// Measured (kamon-cli selfplay, 200 games, sides alternating): hard beats
// random 200-0 and easy 179-21; a hard decision is about 25 ms of CPU, and
// the 200 games against easy took 6 minutes of CPU.
//
// The bot reads the rules through the accessors a table uses (Decode,
// Decision, Seat, MilitaryTotal), on its view and on the worlds dealt from it.
package gosubot

import (
	"kamon/game/bot"
	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/gosu"
)

// Level is one strength of the bot.
type Level struct {
	Name       string
	Iterations int     // worlds searched per decision
	MaxPlies   int     // rollout length before the evaluation
	Explore    float64 // chance of a uniformly random move in rollouts
}

// Levels are the registered strengths, weakest first.
var Levels = []Level{
	{Name: "easy", Iterations: 40, MaxPlies: 20, Explore: 0.5},
	{Name: "normal", Iterations: 150, MaxPlies: 30, Explore: 0.2},
	{Name: "hard", Iterations: 400, MaxPlies: 30, Explore: 0.1},
}

func init() {
	for _, lv := range Levels {
		bot.Register(gosu.ID, lv.Name, func(seed uint64, lim bot.Limits) bot.Bot { return New(lv, seed, lim) })
	}
}

// New makes a bot of level lv; lim.Iterations, when set, replaces the
// level's work, and lim.Time caps a decision's wall time.
func New(lv Level, seed uint64, lim bot.Limits) bot.Bot {
	explore := lv.Explore
	cfg := ismcts.Config{
		Iterations: lv.Iterations,
		MaxPlies:   lv.MaxPlies,
		Rollout: func(world rules.State, legal []rules.Action, rng *rules.RNG) rules.Action {
			return rollout(world, legal, rng, explore)
		},
		Evaluate: evaluate,
	}
	return &drafter{search: ismcts.New(cfg, seed, lim)}
}
