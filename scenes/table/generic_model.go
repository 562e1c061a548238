package table

import (
	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
)

// The generic table knows no game. It shows what any rules.State offers
// (whose turn, scores, legal actions in notation, the event log) and, when a
// view has them, these common card-game facts:
type (
	handView  interface{ Hand(p rules.Player) []int } // card values, 0 = face down
	totalView interface{ Total() int }                // a running total
	deckView  interface{ DeckSize() int }             // cards left to draw
)

// Info is everything the generic table draws, computed from the
// viewer's view only: nothing in it can show what the viewer may not know.
type Info struct {
	Viewer  rules.Player
	Seats   []seatInfo
	Status  string   // whose turn, a bot thinking, or the end
	Log     []string // newest last, as the viewer may read it
	Actions []actionInfo

	HandOf string // whose hand is shown when it is not the viewer's own (replays)

	HasTotal, HasDeck bool
	Total, Deck       int
}

type seatInfo struct {
	Name     string
	Bot      string // "" for a human
	ToMove   bool
	HasHand  bool
	Cards    []int // the seat's hand as the viewer sees it: 0 is a card face down
	HasScore bool
	Score    int
}

type actionInfo struct {
	ID     string // "action:<notation>", for scripts and the browser test
	Label  string
	Action rules.Action
}

// describeSource is the table as viewer sees it in src, with at most
// logLines lines of log; the actions come from the legal list (Actions).
func describeSource(src Source, viewer rules.Player, logLines int) Info {
	view := src.View(viewer)
	seats := src.Players()
	info := DescribeState(view, seats, viewer)
	info.Log = SourceLog(nil, src, Names(seats), viewer, logLines)
	return info
}

// listActions lists legal, the actions of view's mover, as buttons of
// gameID's table.
func (info *Info) listActions(gameID string, view rules.State, legal []rules.Action) {
	info.Actions = info.Actions[:0]
	for _, a := range legal {
		n := view.FormatAction(a)
		info.Actions = append(info.Actions, actionInfo{ID: "action:" + n, Label: ActionLabel(gameID, n), Action: a})
	}
}

// DescribeState is the part of the table a state shows by itself: seats,
// hands, scores, status and facts (no log, no actions).
func DescribeState(view rules.State, seats []game.Seat, viewer rules.Player) Info {
	out := view.Outcome()
	info := Info{Viewer: viewer}
	toMove := view.ToMove()
	hands, _ := view.(handView)
	for i, s := range seats {
		p := rules.Player(i)
		si := seatInfo{Name: s.Name, Bot: s.Bot, ToMove: p == toMove}
		if hands != nil {
			si.HasHand = true
			si.Cards = append([]int(nil), hands.Hand(p)...)
		}
		if i < len(out.Scores) {
			si.HasScore, si.Score = true, out.Scores[i]
		}
		info.Seats = append(info.Seats, si)
	}
	switch {
	case out.Over:
		info.Status = i18n.T("table.over")
	case toMove == rules.NoPlayer || int(toMove) >= len(seats):
	case !seats[toMove].Human():
		info.Status = i18n.T("table.thinking", seats[toMove].Name)
	case toMove == viewer:
		info.Status = i18n.T("table.choose")
	default:
		info.Status = i18n.T("table.turn", seats[toMove].Name)
	}
	if t, ok := view.(totalView); ok {
		info.HasTotal, info.Total = true, t.Total()
	}
	if d, ok := view.(deckView); ok {
		info.HasDeck, info.Deck = true, d.DeckSize()
	}
	return info
}

// nextViewer decides whose eyes the screen is for. With one human it is
// always theirs; with none, nobody's (the public view). When another human
// must move in a hidden-information game, the screen stays with the current
// viewer and curtain asks for a hand-off: the new viewer's hand is shown only
// once the curtain was tapped away.
func nextViewer(m *game.Match, current rules.Player) (viewer rules.Player, curtain bool) {
	humans, only := 0, rules.NoPlayer
	for i, s := range m.Seats {
		if s.Human() {
			humans++
			only = rules.Player(i)
		}
	}
	if humans <= 1 {
		return only, false
	}
	p := m.ToMove()
	if p == rules.NoPlayer || !m.Seats[p].Human() || p == current {
		return current, false
	}
	if !m.Game.Hidden {
		return p, false
	}
	return current, true
}
