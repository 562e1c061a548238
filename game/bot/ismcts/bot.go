package ismcts

import (
	"time"

	"kamon/game/bot"
	"kamon/rules"
)

// Bot is a bot.Bot that searches each decision with a Search.
type Bot struct {
	search *Search
	lim    bot.Limits
	rng    rules.RNG

	// the decision under way
	started time.Time
	target  int // iterations
	choice  rules.Action
	decided bool
	legal   []rules.Action
	work    int // iterations of the last decision (bot.Worker)
}

// New makes a bot with cfg, its own RNG seeded by seed. lim.Iterations, when
// set, replaces cfg.Iterations; lim.Time caps a decision's wall time.
func New(cfg Config, seed uint64, lim bot.Limits) *Bot {
	return &Bot{search: NewSearch(cfg), lim: lim, rng: rules.NewRNG(seed)}
}

// Start begins a decision for me from view. A decision with one legal action
// (or none, at a game's end) is made at once, without searching.
func (b *Bot) Start(view rules.State, me rules.Player) {
	b.started = time.Now()
	b.legal = view.Legal(b.legal[:0])
	b.decided = len(b.legal) <= 1
	b.choice, b.work = 0, 0
	if len(b.legal) == 1 {
		b.choice = b.legal[0]
	}
	if b.decided {
		return
	}
	b.target = b.search.cfg.Iterations
	if b.lim.Iterations > 0 {
		b.target = b.lim.Iterations
	}
	b.search.Reset(view, me)
}

// Step runs iterations for about budget (at least one) and returns the most
// visited action once the decision's iterations or its time limit are spent.
func (b *Bot) Step(budget time.Duration) (rules.Action, bool) {
	if b.decided {
		return b.choice, true
	}
	slice := time.Now()
	for {
		b.search.Iterate(&b.rng)
		b.work = b.search.Iterations()
		if b.search.Iterations() >= b.target || b.lim.Time > 0 && time.Since(b.started) >= b.lim.Time {
			var ok bool
			if b.choice, ok = b.search.Best(); !ok {
				b.choice = b.legal[0]
			}
			b.decided = true
			return b.choice, true
		}
		if time.Since(slice) >= budget {
			return 0, false
		}
	}
}

// Work is the iterations the last decision ran (bot.Worker).
func (b *Bot) Work() int { return b.work }

// Search is the bot's search, to read the last decision's statistics.
func (b *Bot) Search() *Search { return b.search }
