// Package shinobibot is the computer player of Shinobi: War of the Clans, an
// information-set MCTS (game/bot/ismcts) over worlds dealt from its view.
//
// The levels differ in work and in what they make of the others' play. From
// normal up, the bot infers the others' clans from what they did (beliefs.go):
// the worlds it searches deal clan cards weighted by that evidence instead of
// uniformly. Hard also hides its own clan early on: while the deck is still
// more than half full it avoids putting its own clan into its own province
// when another action searched nearly as well, since that is what a reading
// opponent looks for.
package shinobibot

import (
	"time"

	"kamon/game/bot"
	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/shinobi"
)

// Level is what tells the levels apart.
type Level struct {
	Iterations int  // default worlds searched per decision
	MaxPlies   int  // rollouts stop after this many actions and are scored as they stand
	Infer      bool // weight the others' clans by their play
	// Camouflage is how much worse (in mean reward) an action that does not
	// show the bot's clan may search and still be preferred early on; 0 for
	// none.
	Camouflage float64
	// Graded is the weight, in a rollout's reward, of each player's part of
	// the clans' cards on the table beside the win itself: a rollout cut off
	// after a few random rounds says little through who leads, more through
	// by how much.
	Graded float64
}

// Rollouts of about five rounds (60 actions at four players) searched as
// well as rollouts to the end in self-play, for a third less work. Easy's
// 35 worlds keep it well above random and well below normal at every
// player count (with 50, normal beat it only 64% at five players). Hard's
// worlds and graded rewards are what made it beat normal in 60% of games
// or more at every player count (kamon-cli ladder, docs/BOTS.md); 3000
// worlds take about 0.15 s natively.
var levels = map[string]Level{
	"easy":   {Iterations: 35, MaxPlies: 60},
	"normal": {Iterations: 300, MaxPlies: 60, Infer: true},
	"hard":   {Iterations: 3000, MaxPlies: 60, Infer: true, Camouflage: 0.03, Graded: 0.5},
}

func init() {
	for name, lv := range levels {
		bot.Register(shinobi.ID, name, func(seed uint64, lim bot.Limits) bot.Bot { return New(lv, seed, lim) })
	}
}

// Bot is the Shinobi player of one level.
type Bot struct {
	lv      Level
	search  *ismcts.Bot
	beliefs beliefs

	view *shinobi.State // of the decision under way; nil if not a Shinobi view
	me   rules.Player
}

// New makes a bot of level lv; lim.Iterations, when set, replaces the
// level's work, and lim.Time caps a decision's wall time.
func New(lv Level, seed uint64, lim bot.Limits) *Bot {
	b := &Bot{lv: lv}
	cfg := ismcts.Config{Iterations: lv.Iterations, MaxPlies: lv.MaxPlies, Evaluate: rewards}
	if lv.Graded > 0 {
		cfg.Evaluate = graded(lv.Graded)
	}
	if lv.Infer {
		cfg.Sample = b.beliefs.sample
	}
	b.search = ismcts.New(cfg, seed, lim)
	return b
}

// Start begins a decision for me from view.
func (b *Bot) Start(view rules.State, me rules.Player) {
	b.view, b.me = nil, me
	if v, ok := view.(*shinobi.State); ok {
		b.view = v
		b.beliefs.observe(v, me)
	}
	b.search.Start(view, me)
}

// Work is the search's iterations in the last decision (bot.Worker).
func (b *Bot) Work() int { return b.search.Work() }

// Step searches for about budget and returns the decision once made.
func (b *Bot) Step(budget time.Duration) (rules.Action, bool) {
	a, done := b.search.Step(budget)
	if !done || b.view == nil {
		return a, done
	}
	if b.lv.Camouflage > 0 && b.search.Search().Iterations() > 0 {
		a = b.camouflage(a)
	}
	b.beliefs.decided(b.view, a)
	return a, true
}

// camouflage replaces best, while the deck is more than half full, when it
// shows the bot's clan and another action searched within the margin.
func (b *Bot) camouflage(best rules.Action) rules.Action {
	v := b.view
	if v.DeckSize()*2 < shinobi.Cards || !b.shows(best) {
		return best
	}
	stats := b.search.Search().Root()
	var bestMean float64
	for _, st := range stats {
		if st.Action == best {
			bestMean = st.Mean
		}
	}
	for _, st := range stats { // most visited first
		if st.Action != best && st.Mean >= bestMean-b.lv.Camouflage && st.Visits*4 >= stats[0].Visits && !b.shows(st.Action) {
			return st.Action
		}
	}
	return best
}

// shows reports whether a puts a card of the bot's own clan into its own
// province: a reinforcement, or a card moved home.
func (b *Bot) shows(a rules.Action) bool {
	m, ok := b.view.Describe(a)
	own := b.view.ClanOf(b.me)
	return ok && own != shinobi.NoClan && m.Clan == own && m.To == b.me &&
		(m.Kind == shinobi.Reinforce || m.Kind == shinobi.MoveCard)
}

// rewards scores a world at the end of a rollout: 1 shared by the winners,
// by the rules' ranking (most cards of one's clan on the table, then most of
// it in one's own province), computed here without the outcome's texts. A
// world cut off is ranked the same way, as if it ended there.
func rewards(world rules.State, out []float64) {
	s, ok := world.(*shinobi.State)
	if !ok {
		ismcts.OutcomeRewards(world, out)
		return
	}
	var score [shinobi.MaxPlayers]int
	for p := range rules.Player(s.Players()) {
		c := s.ClanOf(p)
		score[p] = s.ClanTotal(c)*shinobi.Cards + s.ArmySize(p, c)
	}
	ismcts.Leaders(score[:s.Players()], out)
}

// graded is rewards mixed with weight w of each player's share of the cards
// of the players' clans on the table; the rewards still sum to 1.
func graded(w float64) ismcts.Evaluator {
	return func(world rules.State, out []float64) {
		rewards(world, out)
		s, ok := world.(*shinobi.State)
		if !ok {
			return
		}
		var cards [shinobi.MaxPlayers]int
		total := 0
		for p := range rules.Player(s.Players()) {
			cards[p] = s.ClanTotal(s.ClanOf(p))
			total += cards[p]
		}
		if total == 0 {
			return
		}
		for p := range out {
			out[p] = (1-w)*out[p] + w*float64(cards[p])/float64(total)
		}
	}
}
