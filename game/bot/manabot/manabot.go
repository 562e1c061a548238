// Package manabot is the computer player of Mana: a negamax alpha-beta search
// with iterative deepening, a transposition table over Zobrist keys, move
// ordering (table move, captures, killers, history) and a capture search at
// the leaves. It knows the game's draw rules from the view: a move into the
// third occurrence of a position, or a second pass in a row, scores as a
// draw.
//
// The search runs as a coroutine (iter.Pull) that yields every few thousand
// nodes, so that each Step returns within about its budget and the search
// resumes where it stopped on the next Step. Pausing never changes what the
// search does: under a node limit a decision depends on the seed and the view
// alone.
package manabot

import (
	"iter"
	"runtime"
	"time"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/mana"
)

func init() {
	for name, lv := range levels {
		bot.Register(mana.ID, name, func(seed uint64, lim bot.Limits) bot.Bot { return New(lv, seed, lim) })
	}
}

// Level is what tells the levels apart.
type Level struct {
	Depth  int // deepest iteration
	Nodes  int // default node budget of one decision (Limits.Iterations overrides it)
	Margin int // root moves scoring within Margin of the best are picked at random
	TTBits int // the table holds 1<<TTBits entries
	// Setup is how many random completions of the setup weigh each
	// placement; 0 places at random.
	Setup int
}

// The levels, measured against each other by kamon-cli ladder (docs/BOTS.md).
// Easy looks two plies ahead and picks at random among moves within 60 of the
// best, but a lost Daimio scores far beyond that margin, so it never leaves
// its Daimio to be taken when it can help it. Normal is the hard search on a
// twelfth of its nodes and no depth cap: a shallow cap would stop it long
// before its budget is spent, far below hard. Hard spends about
// 0.1-0.25 s natively, 1 s at most in a phone's browser.
var levels = map[string]Level{
	"easy":   {Depth: 2, Nodes: 20_000, Margin: 60, TTBits: 12},
	"normal": {Depth: maxPly - 8, Nodes: 60_000, Margin: 0, TTBits: 18, Setup: 2},
	"hard":   {Depth: maxPly - 8, Nodes: 750_000, Margin: 0, TTBits: 20, Setup: 4},
}

// chunk is how many nodes the search runs between two looks at the clock.
const chunk = 2048

// Bot is the Mana player of one level.
type Bot struct {
	lv  Level
	lim bot.Limits
	rng rules.RNG
	s   *searcher

	// the decision under way
	started time.Time
	co      *coroutine
	decide  func() rules.Action // the decision, once co has ended or time is up
	fixed   rules.Action        // a decision made without searching, or made
	hasFix  bool
}

// coroutine is the paused search of a decision. It is apart from the Bot so
// that a Bot dropped in mid-decision (a match closed while it thinks) can be
// collected, and its cleanup ends the search, which would otherwise stay
// paused for ever with its table.
type coroutine struct {
	next func() (struct{}, bool)
	stop func()
}

func (c *coroutine) end() {
	if c.stop != nil {
		c.stop()
		c.next, c.stop = nil, nil
	}
}

// New makes a bot of level lv. lim.Iterations, when set, is the node budget
// of each decision; lim.Time caps its wall time.
func New(lv Level, seed uint64, lim bot.Limits) *Bot {
	b := &Bot{lv: lv, lim: lim, rng: rules.NewRNG(seed), co: &coroutine{}}
	b.s = &searcher{tt: make([]ttEntry, 1<<lv.TTBits), margin: lv.Margin}
	runtime.AddCleanup(b, (*coroutine).end, b.co)
	return b
}

// Start begins a decision for me from view.
func (b *Bot) Start(view rules.State, me rules.Player) {
	b.co.end()
	b.started = time.Now()
	b.hasFix, b.decide = false, nil
	st, _ := view.(*mana.State)
	var pos mana.Bare
	ok := false
	if st != nil {
		pos, ok = st.Bare()
	}
	nodes := b.lv.Nodes
	if b.lim.Iterations > 0 {
		nodes = b.lim.Iterations
	}
	if st != nil && !ok && b.lv.Setup > 0 {
		pl := &placement{s: b.s, view: st, me: int(me), depth: b.lv.Depth, samples: b.lv.Setup,
			nodes: nodes, rng: rules.NewRNG(b.rng.Uint64())}
		b.decide = func() rules.Action { return pl.best }
		b.co.next, b.co.stop = iter.Pull(pl.run)
		return
	}
	if !ok || pos.Over() || int(me) != pos.Side() {
		// Setup at a level that places at random (or a view this bot cannot
		// read): any legal choice, from the bot's own RNG; with none the
		// match refuses action 0 as it should.
		legal := view.Legal(nil)
		b.fixed, b.hasFix = 0, true
		if len(legal) > 0 {
			b.fixed = legal[b.rng.IntN(len(legal))]
		}
		return
	}
	b.s.reset(pos, b.lv.Depth, nodes)
	past := st.Positions()
	repetition, passes := st.DrawRules()
	b.s.draws(past[:max(len(past)-1, 0)], st.Passed(), repetition, passes)
	b.decide = func() rules.Action { return b.s.choose(&b.rng) }
	b.co.next, b.co.stop = iter.Pull(b.s.run)
}

// Step searches for about budget and returns the decision once the search
// has ended: its last iteration deep enough, its node budget spent or its
// time limit reached.
func (b *Bot) Step(budget time.Duration) (rules.Action, bool) {
	if b.hasFix {
		return b.fixed, true
	}
	if b.co.next == nil {
		return 0, true
	}
	slice := time.Now()
	for {
		_, more := b.co.next()
		if !more || b.lim.Time > 0 && time.Since(b.started) >= b.lim.Time {
			b.co.end()
			b.fixed, b.hasFix = b.decide(), true
			return b.fixed, true
		}
		if time.Since(slice) >= budget {
			return 0, false
		}
	}
}

// Work is the nodes the last decision searched (bot.Worker); an opening
// placed at random searched none. A placement searched weighs each
// candidate with at least minPlacementNodes, whatever the budget.
func (b *Bot) Work() int {
	if b.decide == nil {
		return 0
	}
	return b.s.nodes
}

// Nodes is how many nodes the last decision searched.
func (b *Bot) Nodes() int { return b.s.nodes }

// Depth is the last iteration the last decision completed.
func (b *Bot) Depth() int { return b.s.done.depth }
