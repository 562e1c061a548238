package shinobi

import (
	"fmt"
	"strings"
	"sync"

	"kamon/rules"
)

// The kinds of the events Apply returns (rules.Event.Kind). An action's
// event is named as its kind is in the notation.
const (
	EventDeploy    = "deploy"    // a clan card went from the hand to an opponent's province
	EventNinja     = "ninja"     // a Ninja struck: it and an army's top card went to the discard
	EventReinforce = "reinforce" // a clan card went from the hand to its player's own province
	EventMove      = "move"      // an opponent's army's top card was moved to another province
	EventAttack    = "attack"    // an army took the top card of a smaller army
	EventSkip      = "skip"      // a step that could not be carried out was skipped
	EventDraw      = "draw"      // a player drew a card (private)
	EventFinal     = "final"     // the deck ran out: the final round began
	EventReveal    = "reveal"    // at the end, a player's clan card was turned over
	EventEnd       = "end"       // the game ended: who won
)

// EventKinds lists every kind of event the game emits, for tables keyed by
// kind (sounds, log lines) to check they miss none.
var EventKinds = []string{EventDeploy, EventNinja, EventReinforce, EventMove, EventAttack, EventSkip,
	EventDraw, EventFinal, EventReveal, EventEnd}

// kindEvents is the kind of the event of an action of each Kind.
var kindEvents = [...]string{Deploy: EventDeploy, Ninja: EventNinja, Reinforce: EventReinforce,
	MoveCard: EventMove, Attack: EventAttack, Skip: EventSkip}

// Log lines are made once, the first time a game needs them, so that
// applying an action allocates nothing for its text.
type logTexts struct {
	deploy    [MaxPlayers][ClanCards][MaxPlayers]string
	reinforce [MaxPlayers][ClanCards]string
	ninja     [MaxPlayers][Ninjas][ClanCards][MaxPlayers]string
	move      [MaxPlayers][ClanCards][MaxPlayers][MaxPlayers]string
	attack    [MaxPlayers][Clans][ClanCards][MaxPlayers]string
	skip      [MaxPlayers][len(skipReasons)]string
	draw      [MaxPlayers][Cards]string
}

var (
	logOnce sync.Once
	logs    *logTexts
)

var skipReasons = [...]string{whyEmptyHand, whyOnlyNinjas, whyNothingToMove, whyNoArmy, whyNoTarget}

var drawPublic [MaxPlayers]string

const finalText = "The troop deck is empty: every other player takes one last turn, without drawing"

func init() {
	for p := range drawPublic {
		drawPublic[p] = fmt.Sprintf("p%d draws a card", p)
	}
}

func buildLogs() {
	t := new(logTexts)
	for p := range MaxPlayers {
		who := fmt.Sprintf("p%d: ", p)
		for c := range Card(ClanCards) {
			t.reinforce[p][c] = who + "reinforce " + c.String()
			for k := range MaxPlayers {
				t.deploy[p][c][k] = fmt.Sprintf("%sdeploy %s -> p%d", who, c, k)
				for i := range Ninjas {
					t.ninja[p][i][c][k] = fmt.Sprintf("%sninja %s @p%d (with %s)", who, c, k, NinjaCard(i+1))
				}
				for j := range MaxPlayers {
					t.move[p][c][j][k] = fmt.Sprintf("%smove %s p%d -> p%d", who, c, j, k)
				}
				for a := range Clan(Clans) {
					t.attack[p][a][c][k] = fmt.Sprintf("%sattack %c -> %c@p%d (%s is lost)", who, a.Letter(), c.Clan().Letter(), k, c)
				}
			}
		}
		for i, why := range skipReasons {
			t.skip[p][i] = who + "skip (" + why + ")"
		}
		for c := range Card(Cards) {
			t.draw[p][c] = fmt.Sprintf("p%d draws %s", p, c)
		}
	}
	logs = t
}

// actionText is the log line of a described legal action. A view may not
// know a card (one drawn from its hidden deck): the line is then written out.
func actionText(m *Move) string {
	logOnce.Do(buildLogs)
	p := m.Player
	known := func(cards ...Card) bool {
		for _, c := range cards {
			if c >= Cards {
				return false
			}
		}
		return true
	}
	switch m.Kind {
	case Deploy:
		if known(m.Card) {
			return logs.deploy[p][m.Card][m.To]
		}
	case Reinforce:
		if known(m.Card) {
			return logs.reinforce[p][m.Card]
		}
	case Ninja:
		if known(m.Card, m.Lost) {
			return logs.ninja[p][m.Card-ClanCards][m.Lost][m.To]
		}
	case MoveCard:
		if known(m.Card) {
			return logs.move[p][m.Card][m.From][m.To]
		}
	case Attack:
		if known(m.Lost) {
			return logs.attack[p][m.Clan][m.Lost][m.To]
		}
	case Skip:
		for i, why := range skipReasons {
			if why == m.Why {
				return logs.skip[p][i]
			}
		}
	}
	return fmt.Sprintf("p%d: %s", p, m.Kind)
}

func drawText(p rules.Player, c Card) string {
	logOnce.Do(buildLogs)
	if c >= Cards {
		return drawPublic[p]
	}
	return logs.draw[p][c]
}

// Revealed is the Data of an EventReveal at the end: a player's clan
// card turned over, and that clan's cards on the table.
type Revealed struct {
	Player rules.Player
	Clan   Clan
	Total  int
}

// endEvents turns the clan cards over, one event each, then says who won.
func (s *State) endEvents() []rules.Event {
	var ev []rules.Event
	for p := range rules.Player(s.n) {
		c := s.clan[p]
		total := s.ClanTotal(c)
		ev = append(ev, rules.Event{Kind: EventReveal, Player: p, Reveal: true,
			Text: fmt.Sprintf("p%d's clan is %s: %d cards on the table", p, c, total),
			Data: &Revealed{Player: p, Clan: c, Total: total}})
	}
	var unclaimed []string
	for c := range Clan(Clans) {
		if s.Unclaimed(c) {
			unclaimed = append(unclaimed, fmt.Sprintf("%s %d", c, s.ClanTotal(c)))
		}
	}
	text := s.endText()
	if len(unclaimed) > 0 {
		text += "; unclaimed clans, which cannot win: " + strings.Join(unclaimed, ", ")
	}
	return append(ev, rules.Event{Kind: EventEnd, Player: rules.NoPlayer, Text: text})
}

// The reasons of an outcome: stable phrases without names or numbers, so
// that screens can translate them ("shinobi.reason.<phrase>"); who won and
// the scores are in the outcome itself, the details in the end's log line.
const (
	ReasonMost      = "most cards on the table"
	ReasonTieBroken = "tie broken by own clan in own province"
	ReasonShared    = "tie not broken: shared win"
)

// Outcome is the result once the game is over: each player's score is the
// number of cards of their clan on the table. The most wins; a tie goes to
// the one with more cards of their own clan in their own province; a tie
// after that is a shared win.
func (s *State) Outcome() rules.Outcome {
	o, _, _, _ := s.result()
	return o
}

// result is the outcome with the players tied on the most cards, that
// score and the most cards of their own clan in their own province among
// them.
func (s *State) result() (o rules.Outcome, tied []rules.Player, best, bestOwn int) {
	if !s.over() {
		return rules.Outcome{}, nil, 0, 0
	}
	o = rules.Outcome{Over: true, Scores: make([]int, s.n)}
	best, bestOwn = -1, -1
	for p := range rules.Player(s.n) {
		o.Scores[p] = s.ClanTotal(s.clan[p])
		best = max(best, o.Scores[p])
	}
	for p := range rules.Player(s.n) {
		if o.Scores[p] == best {
			tied = append(tied, p)
			bestOwn = max(bestOwn, s.ArmySize(p, s.clan[p]))
		}
	}
	for _, p := range tied {
		if len(tied) == 1 || s.ArmySize(p, s.clan[p]) == bestOwn {
			o.Winners = append(o.Winners, p)
		}
	}
	switch {
	case len(tied) == 1:
		o.Reason = ReasonMost
	case len(o.Winners) == 1:
		o.Reason = ReasonTieBroken
	default:
		o.Reason = ReasonShared
	}
	return o, tied, best, bestOwn
}

// endText says in the log who won, with how many cards, and how a tie was
// broken or shared.
func (s *State) endText() string {
	o, tied, best, bestOwn := s.result()
	names := func(ps []rules.Player) string {
		var w []string
		for _, p := range ps {
			w = append(w, fmt.Sprintf("p%d (%s)", p, s.clan[p]))
		}
		return strings.Join(w, " and ")
	}
	switch o.Reason {
	case ReasonMost:
		return fmt.Sprintf("%s wins with %d cards on the table", names(o.Winners), best)
	case ReasonTieBroken:
		return fmt.Sprintf("%s tie with %d cards; %s wins with %d of their own clan in their own province",
			names(tied), best, names(o.Winners), bestOwn)
	}
	return fmt.Sprintf("%s tie with %d cards and %d of their own clan in their own province: they share the win",
		names(o.Winners), best, bestOwn)
}
