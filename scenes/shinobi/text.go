package shinobi

import (
	"strconv"
	"strings"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// LogPanel is where the log panel shows, when it does: a tap opens the
// game log.
func (t *tableScene) LogPanel(*ui.Context) ui.Rect { return t.lay.logRoom(len(t.buttons)) }

// shinobiMoveText is a move as its log line says it, with the seats' names.
func shinobiMoveText(rec game.Record, names []string) string {
	for _, e := range rec.Events {
		if _, ok := e.Data.(*shinobi.Move); ok {
			return shinobiLine(e, names, rules.NoPlayer)
		}
	}
	return ""
}

// The words of the table, from the catalog, written from the events' data
// so that they read in every language.

func shinobiClanName(c shinobi.Clan) string {
	if c < 0 || c >= shinobi.Clans {
		return "?"
	}
	return i18n.T(shinobiClanKeys[c])
}

// shinobiClanKeys are the clans' catalog keys, made once: a drawn frame
// names the clans some forty times.
var shinobiClanKeys = func() (keys [shinobi.Clans]string) {
	for c := range keys {
		keys[c] = "shinobi.clan." + strconv.Itoa(c)
	}
	return keys
}()

// shinobiSkipWhy is why a step is skipped, in the current language: the
// rules give it in English, the catalog under "shinobi.skip.<english>".
func shinobiSkipWhy(why string) string { return table.GameText(shinobi.ID, "skip", why, why) }

func shinobiName(names []string, p rules.Player) string {
	if int(p) < 0 || int(p) >= len(names) {
		return "?"
	}
	return names[p]
}

// shinobiLine is one log line as viewer may read it: the card drawn only
// for the one who drew it.
func shinobiLine(e rules.Event, names []string, viewer rules.Player) string {
	e = e.For(viewer)
	who := shinobiName(names, e.Player)
	switch d := e.Data.(type) {
	case *shinobi.Move:
		switch d.Kind {
		case shinobi.Deploy:
			return i18n.T("shinobi.log.deploy", who, shinobiClanName(d.Clan), shinobiName(names, d.To))
		case shinobi.Reinforce:
			return i18n.T("shinobi.log.reinforce", who, shinobiClanName(d.Clan))
		case shinobi.Ninja:
			return i18n.T("shinobi.log.ninja", who, shinobiName(names, d.To), shinobiClanName(d.Target))
		case shinobi.MoveCard:
			if d.To == e.Player {
				return i18n.T("shinobi.log.move_own", who, shinobiClanName(d.Clan), shinobiName(names, d.From))
			}
			return i18n.T("shinobi.log.move", who, shinobiClanName(d.Clan), shinobiName(names, d.From), shinobiName(names, d.To))
		case shinobi.Attack:
			return i18n.T("shinobi.log.attack", who, shinobiClanName(d.Clan), shinobiName(names, d.To), shinobiClanName(d.Target))
		case shinobi.Skip:
			return i18n.T("shinobi.log.skip", who, shinobiSkipWhy(d.Why))
		}
	case *shinobi.Drawn:
		if d.Card < shinobi.Cards {
			if d.Card.IsNinja() {
				return i18n.T("shinobi.log.draw_ninja", who)
			}
			return i18n.T("shinobi.log.draw", who, shinobiClanName(d.Card.Clan()))
		}
		return i18n.T("shinobi.log.draws", who)
	case *shinobi.Revealed:
		return i18n.T("shinobi.log.reveal", who, shinobiClanName(d.Clan), d.Total)
	}
	switch e.Kind {
	case shinobi.EventFinal:
		return i18n.T("shinobi.log.final")
	case shinobi.EventEnd:
		return ""
	}
	return e.TextFor(viewer)
}

// shinobiOutcome is the status line of a finished game.
func shinobiOutcome(o rules.Outcome, names []string) string {
	var w []string
	for _, p := range o.Winners {
		w = append(w, shinobiName(names, p))
	}
	switch len(w) {
	case 0:
		return i18n.T("table.over")
	case 1:
		return i18n.T("results.wins", w[0])
	}
	return i18n.T("results.win_shared", strings.Join(w, ", "))
}

// shinobiEnd explains the end of a game from the final view, where every
// clan card shows: who won with how many cards, how a tie was broken (or
// shared, our decision), and the clans nobody held, which cannot win.
func shinobiEnd(v *shinobi.State, names []string) []string {
	n := rules.Player(v.Players())
	best, bestOwn := -1, -1
	for p := range n {
		best = max(best, v.ClanTotal(v.ClanOf(p)))
	}
	var tied []rules.Player
	for p := range n {
		if v.ClanTotal(v.ClanOf(p)) == best {
			tied = append(tied, p)
			bestOwn = max(bestOwn, v.ArmySize(p, v.ClanOf(p)))
		}
	}
	var winners []rules.Player
	for _, p := range tied {
		if len(tied) == 1 || v.ArmySize(p, v.ClanOf(p)) == bestOwn {
			winners = append(winners, p)
		}
	}
	who := func(ps []rules.Player) string {
		var w []string
		for _, p := range ps {
			w = append(w, names[p]+" ("+shinobiClanName(v.ClanOf(p))+")")
		}
		return strings.Join(w, ", ")
	}
	var lines []string
	switch {
	case len(tied) == 1:
		lines = append(lines, i18n.T("shinobi.end.wins", who(winners), best))
	case len(winners) == 1:
		lines = append(lines, i18n.T("shinobi.end.tie_broken", who(tied), best, who(winners), bestOwn))
	default:
		lines = append(lines, i18n.T("shinobi.end.shared", who(winners), best, bestOwn))
	}
	var totals, unclaimed []string
	for p := range n {
		c := v.ClanOf(p)
		totals = append(totals, names[p]+" ("+shinobiClanName(c)+") "+strconv.Itoa(v.ClanTotal(c)))
	}
	for c := range shinobi.Clan(shinobi.Clans) {
		if v.Unclaimed(c) {
			unclaimed = append(unclaimed, shinobiClanName(c)+" "+strconv.Itoa(v.ClanTotal(c)))
		}
	}
	lines = append(lines, i18n.T("shinobi.end.totals", strings.Join(totals, ", ")))
	if len(unclaimed) > 0 {
		lines = append(lines, i18n.T("shinobi.end.unclaimed", strings.Join(unclaimed, ", ")))
	}
	return lines
}
