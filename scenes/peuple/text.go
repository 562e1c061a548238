package peuple

import (
	"strconv"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Le Dernier Peuple is played on its own table, with its rules page.
func init() {
	table.Register(table.Game{ID: peuple.ID, Table: newTableScene, Rules: "peuple.help", LogLine: peupleLine})
}

// LogPanel is where the log panel shows, when it does: a tap opens the
// game log.
func (t *tableScene) LogPanel(*ui.Context) ui.Rect { return t.lay.log }

// The words of the table, from the catalog: power cards, events, landings
// and the log lines, written from the events' data so they read in every
// language.

func peuplePowerName(p peuple.Power) string {
	return i18n.T("peuple.power." + strconv.Itoa(int(p)))
}

func peuplePowerText(p peuple.Power) string {
	return i18n.T("peuple.power_text." + strconv.Itoa(int(p)))
}

func peupleEventName(k peuple.EventKind) string {
	return i18n.T("peuple.event." + strconv.Itoa(int(k)))
}

func peupleSigned(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return "−" + strconv.Itoa(-n)
}

// peupleOptionTitle names an option of card c as the card shows it:
// "○ +3 → 7", "+2 +1 → 5, 6", "□ → 6".
func peupleOptionTitle(c peuple.MoveCard, l peuple.Landing) string {
	s := c.Spec()
	last := strconv.Itoa(l.Stops[len(l.Stops)-1])
	switch l.Option {
	case peuple.Circle:
		return "○ " + peupleSigned(s.Move) + " → " + last
	case peuple.Steps:
		stops := ""
		for i, st := range l.Stops {
			if i > 0 {
				stops += ", "
			}
			stops += strconv.Itoa(st)
		}
		return peupleSigned(s.Steps[0]) + " " + peupleSigned(s.Steps[1]) + " → " + stops
	}
	return "□ → " + last
}

// peupleLandingText says what a landing would do.
func peupleLandingText(l peuple.Landing) string {
	switch {
	case l.Event != 0:
		return peupleEventName(l.Event)
	case len(l.Helpers) > 1:
		return i18n.T("peuple.land.choose")
	case l.Power:
		return i18n.T("peuple.land.power")
	}
	return i18n.T("peuple.land.none")
}

// peupleLandingIcon marks a landing on the ring: an event or a power card.
func peupleLandingIcon(l peuple.Landing) string {
	switch {
	case l.Event == peuple.Supply:
		return "village"
	case l.Event != 0 || len(l.Helpers) > 1:
		return "swords"
	case l.Power:
		return "pickaxe"
	}
	return ""
}

// peupleOutcome is the status line of a finished game.
func peupleOutcome(o rules.Outcome, names []string) string {
	switch {
	case len(o.Winners) == 1:
		return i18n.T("results.wins", names[o.Winners[0]])
	case len(o.Winners) > 1:
		return i18n.T("peuple.shared")
	}
	return i18n.T("table.over")
}

func peupleName(names []string, p rules.Player) string {
	if int(p) < 0 || int(p) >= len(names) {
		return "?"
	}
	return names[p]
}

func peupleCardName(d peuple.CardData) string {
	if d.Move != 0 {
		return d.Move.String()
	}
	return peuplePowerName(d.Power)
}

// peupleLine is one log line as viewer may read it, in the current
// language; cards of private events only for their player.
func peupleLine(e rules.Event, names []string, viewer rules.Player) string {
	who := peupleName(names, e.Player)
	switch d := e.Data.(type) {
	case peuple.CardData:
		switch e.Kind {
		case "play":
			return i18n.T("peuple.log.play", who, d.Move.String())
		case "draw":
			if !e.VisibleTo(viewer) {
				if d.Move != 0 {
					return i18n.T("peuple.log.draws_move", who)
				}
				return i18n.T("peuple.log.draws_power", who)
			}
			return i18n.T("peuple.log.draw", who, peupleCardName(d))
		case "take":
			if !e.VisibleTo(viewer) {
				return i18n.T("peuple.log.takes_card", who, peupleName(names, d.From))
			}
			return i18n.T("peuple.log.take", who, peupleCardName(d), peupleName(names, d.From))
		case "discard":
			return i18n.T("peuple.log.discard", who, peupleCardName(d))
		}
	case peuple.HopData:
		return i18n.T("peuple.log.hop", d.Pawn.String(), d.From, d.To)
	case peuple.EventData:
		return i18n.T("peuple.log.event", peupleEventName(d.Kind), d.Village, peupleName(names, d.Owner))
	case peuple.ScoreData:
		if !e.VisibleTo(viewer) {
			return i18n.T("peuple.log.score_hidden", peupleName(names, d.Player))
		}
		return i18n.T("peuple.log.score", peupleName(names, d.Player), peupleSigned(d.Delta), d.Score)
	case peuple.RedeployData:
		return i18n.T("peuple.log.redeploy", d.Card.String(), d.Pawn.String(), d.To)
	case peuple.PowerData:
		switch e.Kind {
		case "power":
			if d.Target != rules.NoPlayer {
				return i18n.T("peuple.log.power_on", who, peuplePowerName(d.Power), peupleName(names, d.Target))
			}
			return i18n.T("peuple.log.power", who, peuplePowerName(d.Power))
		case "defense":
			return i18n.T("peuple.log.defense", who)
		case "barter":
			return i18n.T("peuple.log.barter", who, peupleName(names, d.Target))
		case "mace":
			return i18n.T("peuple.log.mace", peupleName(names, d.Target))
		case "swap":
			return i18n.T("peuple.log.swap", d.MyPawn.String(), d.TheirPawn.String())
		}
	}
	switch e.Kind {
	case "pass":
		return i18n.T("peuple.log.pass", who)
	case "accept":
		return i18n.T("peuple.log.accept", who)
	case "helper":
		return i18n.T("peuple.log.helper", who)
	case "skip":
		return i18n.T("peuple.log.skip", who)
	case "turn":
		return i18n.T("peuple.log.turn", who)
	case "reshuffle":
		return i18n.T("peuple.log.reshuffle")
	case "end":
		return i18n.T("peuple.log.end")
	}
	return e.TextFor(viewer)
}

// peupleBanner is what the middle of the ring says while an event plays:
// the power cards, events and reactions, not every hop.
func peupleBanner(e rules.Event, names []string) string {
	switch e.Kind {
	case "power", "defense", "event", "mace", "skip", "barter", "accept":
		return peupleLine(e, names, rules.NoPlayer)
	}
	return ""
}
