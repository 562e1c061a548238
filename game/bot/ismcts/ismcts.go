// Package ismcts is a generic information-set Monte Carlo tree search for the
// games with hidden information and any number of players: single-observer
// ISMCTS (Cowling, Powley and Whitehouse, 2012).
//
// The search decides from a view only. Every iteration samples one world
// consistent with the view (the view's rules.Determinizer, or a game's own
// Sampler, which may weight worlds by what it inferred from play) and walks
// one tree shared by all worlds, whose edges are actions: a node is the
// sequence of actions played since the decision began, whoever played them.
// A node's statistics are from the point of view of the player who chose the
// action leading to it, so each player, the searching one and the others
// (reactions by other players included), picks what is best for themselves.
// Since a world decides which actions are legal, a child is a bandit arm only
// when it is available: selection is UCB1 over availability counts (the
// "subset-armed" bandit) instead of the parent's visits. Below the tree a
// rollout Policy plays on (uniform random by default) for at most MaxPlies,
// and an Evaluator scores the world reached, in [0, 1] per player (by default
// the outcome, or the leaders on score at a cut-off).
//
// Use it whole as a bot (New gives a bot.Bot, stepped in slices) or drive a
// Search yourself. Under an iteration count a decision depends only on the
// seed, the view and the bot's earlier decisions, never on time, and it is
// the same natively and in js/wasm as long as the game's sampler, policy and
// evaluator are (the search's own arithmetic is plain IEEE). Node storage
// is one slice reused from decision to decision, and the hot loop uses no
// maps: the legal actions of a node are matched to its children through a
// small open-addressed set. Worlds are whatever the Sampler returns, one per
// iteration: a game whose state is flat arrays (Shinobi) makes that a single
// copy, and the cost of an iteration is the game's own Legal and Apply.
package ismcts

import (
	"math"

	"kamon/rules"
)

// Sampler deals one complete world consistent with view, as seen by me, from
// rng. It must read nothing but the view (and what the bot itself observed).
type Sampler func(view rules.State, me rules.Player, rng *rules.RNG) rules.State

// Policy picks the next action of a rollout among legal (never empty).
type Policy func(world rules.State, legal []rules.Action, rng *rules.RNG) rules.Action

// Evaluator scores a world at the end of a rollout, over or cut off: it
// writes each player's reward, in [0, 1], into rewards (one per player).
type Evaluator func(world rules.State, rewards []float64)

// Defaults of a zero Config.
const (
	DefaultIterations  = 1000
	DefaultExploration = 0.7
	DefaultMaxPlies    = 200
)

// maxNodes caps the tree (about 40 bytes a node): past it the search goes on
// sampling and rolling out from the leaves it has, without growing.
const maxNodes = 1 << 21

// Config is what a game tunes. Zero fields take the defaults.
type Config struct {
	// Iterations is the work of one decision, one world each, unless the
	// bot's Limits.Iterations overrides it.
	Iterations int
	// Exploration is the UCB constant c of mean + c·sqrt(ln(available)/visits).
	Exploration float64
	// MaxPlies cuts a rollout off; Evaluate then scores an unfinished world.
	MaxPlies int
	// Sample deals worlds; by default the view's Determinize (a view with
	// nothing hidden, as in a perfect-information game, is cloned).
	Sample Sampler
	// Rollout plays below the tree; by default uniformly at random.
	Rollout Policy
	// Evaluate scores rollouts; by default OutcomeRewards.
	Evaluate Evaluator
}

func (c Config) withDefaults() Config {
	if c.Iterations <= 0 {
		c.Iterations = DefaultIterations
	}
	if c.Exploration <= 0 {
		c.Exploration = DefaultExploration
	}
	if c.MaxPlies <= 0 {
		c.MaxPlies = DefaultMaxPlies
	}
	if c.Sample == nil {
		c.Sample = Determinize
	}
	if c.Rollout == nil {
		c.Rollout = UniformRandom
	}
	if c.Evaluate == nil {
		c.Evaluate = OutcomeRewards
	}
	return c
}

// Determinize is the default Sampler: the view's own rules.Determinizer, or a
// clone of a view that hides nothing.
func Determinize(view rules.State, _ rules.Player, rng *rules.RNG) rules.State {
	if d, ok := view.(rules.Determinizer); ok {
		return d.Determinize(rng)
	}
	return view.Clone()
}

// UniformRandom is the default rollout Policy.
func UniformRandom(_ rules.State, legal []rules.Action, rng *rules.RNG) rules.Action {
	return legal[rng.IntN(len(legal))]
}

// OutcomeRewards is the default Evaluator. A finished game gives its winners
// 1 shared among them (1/k each of k winners) and a draw 1/n to everyone. A
// game cut off is scored as if it ended now: the leaders on Outcome.Scores
// share the win; with no scores nobody is ahead.
func OutcomeRewards(world rules.State, rewards []float64) {
	clear(rewards)
	o := world.Outcome()
	if len(o.Winners) > 0 {
		for _, w := range o.Winners {
			if int(w) >= 0 && int(w) < len(rewards) {
				rewards[w] += 1 / float64(len(o.Winners))
			}
		}
		return
	}
	if !o.Over && len(o.Scores) == len(rewards) {
		Leaders(o.Scores, rewards)
		return
	}
	for p := range rewards {
		rewards[p] = 1 / float64(len(rewards))
	}
}

// Leaders writes into rewards an equal share of 1 for the players with the
// highest score and 0 for the others. Games build their evaluators on it.
func Leaders(scores []int, rewards []float64) {
	best, n := math.MinInt, 0
	for _, s := range scores {
		if s > best {
			best, n = s, 1
		} else if s == best {
			n++
		}
	}
	for p, s := range scores {
		rewards[p] = 0
		if s == best {
			rewards[p] = 1 / float64(n)
		}
	}
}
