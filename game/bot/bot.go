// Package bot holds the computer players. A bot decides from a view only (what
// its seat may know), and it thinks in slices: Step gets a small time budget
// and returns, so a browser frame never waits long for it.
//
// Game packages register their levels (easy, normal, hard) in init; "random"
// exists for every game. Each game's bots are in their own package:
// manabot (alpha-beta search), shinobibot, peuplebot and gosubot, the last
// three over the information-set Monte Carlo tree search of game/bot/ismcts.
package bot

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"kamon/rules"
)

// Bot makes one decision at a time.
type Bot interface {
	// Start begins a new decision for player me from view.
	Start(view rules.State, me rules.Player)
	// Step thinks for at most about budget and returns done with the choice
	// once it has one; until then the action is meaningless. A bot must make
	// progress on every Step, however small the budget.
	Step(budget time.Duration) (a rules.Action, done bool)
}

// Decide runs one whole decision of b for player me from view: Start, then
// Steps until it is done. It is for tests and tools, which may wait; a match
// steps its bot a slice per frame instead, so that the app stays responsive.
func Decide(b Bot, view rules.State, me rules.Player) rules.Action {
	b.Start(view, me)
	for {
		if a, done := b.Step(time.Hour); done {
			return a
		}
	}
}

// Worker is a bot that tells the work of its last decision, in the units
// Limits.Iterations counts: a test holds every bot to its budget with it.
// A decision made without searching (one legal action, a fixed opening)
// did no work.
type Worker interface {
	Work() int
}

// Limits bound one decision in total, across all its Steps (the Step budget
// only bounds a slice). Iterations is a count of the bot's own work units
// (playouts, nodes): it makes a decision depend on the seed and the view
// alone, so self-play is the same on every machine. Time caps the wall time
// and is for interactive play only: a decision under a time limit depends on
// the machine's speed. Zero means no limit of that kind; with both zero the
// level uses its own default work count, which must not depend on time.
type Limits struct {
	Time       time.Duration
	Iterations int
}

// Factory makes a bot of one level for one game from a seed for its own RNG.
type Factory func(seed uint64, lim Limits) Bot

// Random is the level every game has, with no registration.
const Random = "random"

// levelOrder lists the levels a game may register, weakest first.
var levelOrder = []string{"easy", "normal", "hard"}

var (
	mu        sync.RWMutex
	factories = map[string]map[string]Factory{} // game id → level → factory
)

// Register adds a level for a game. It panics on a programming error (an
// unknown level name, a nil factory, a duplicate), never on player input.
func Register(gameID, level string, f Factory) {
	if !slices.Contains(levelOrder, level) || f == nil || gameID == "" {
		panic(fmt.Sprintf("bot: Register(%q, %q): want a game id, a level in %v and a factory", gameID, level, levelOrder))
	}
	mu.Lock()
	defer mu.Unlock()
	if factories[gameID] == nil {
		factories[gameID] = map[string]Factory{}
	}
	if factories[gameID][level] != nil {
		panic(fmt.Sprintf("bot: level %q of %q registered twice", level, gameID))
	}
	factories[gameID][level] = f
}

// Levels lists the levels a game offers: "random" first, then the registered
// ones from easy to hard.
func Levels(gameID string) []string {
	mu.RLock()
	defer mu.RUnlock()
	out := []string{Random}
	for _, l := range levelOrder {
		if factories[gameID][l] != nil {
			out = append(out, l)
		}
	}
	return out
}

// KnownLevel reports whether level is a level name at all (for any game).
func KnownLevel(level string) bool {
	return level == Random || slices.Contains(levelOrder, level)
}

// New makes a bot with the level's default limits.
func New(gameID, level string, seed uint64) (Bot, error) {
	return NewLimited(gameID, level, seed, Limits{})
}

// NewLimited makes a bot bounded by lim.
func NewLimited(gameID, level string, seed uint64, lim Limits) (Bot, error) {
	if level == Random {
		return NewRandom(seed), nil
	}
	mu.RLock()
	f := factories[gameID][level]
	mu.RUnlock()
	if f == nil {
		if !KnownLevel(level) {
			return nil, fmt.Errorf("unknown bot level %q (levels: random, easy, normal, hard)", level)
		}
		return nil, fmt.Errorf("game %q has no %q bot in this build (levels: %s)", gameID, level, strings.Join(Levels(gameID), ", "))
	}
	return f(seed, lim), nil
}
