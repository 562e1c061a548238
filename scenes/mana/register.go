package mana

import (
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Mana is played on its own table, with its rules page.
func init() {
	table.Register(table.Game{ID: mana.ID, Table: newTableScene, Rules: "mana.help", LogLine: manaLogLine, MoveText: manaMoveText})
}

// manaLogLine is a line of Mana's game log in the current language: who
// played (name and side) and the move in the move list's notation, a
// capture, the end. Nothing in Mana is hidden.
func manaLogLine(e rules.Event, names []string, _ rules.Player) string {
	who := "?"
	if int(e.Player) >= 0 && int(e.Player) < len(names) {
		who = names[e.Player]
	}
	d, _ := e.Data.(*mana.Played)
	switch {
	case e.Kind == "move" && d != nil:
		return i18n.T("mana.log.move", who, i18n.T(manaSideKey(e.Player)), mana.SquareName(d.From)+"-"+mana.SquareName(d.To))
	case e.Kind == "enter" && d != nil:
		return i18n.T("mana.log.move", who, i18n.T(manaSideKey(e.Player)), "R@"+mana.SquareName(d.To))
	case e.Kind == "place": // the rules say "<Side>: D@c1"
		_, n, _ := strings.Cut(e.Text, ": ")
		return i18n.T("mana.log.move", who, i18n.T(manaSideKey(e.Player)), n)
	case e.Kind == "pass":
		return i18n.T("mana.log.pass", who, i18n.T(manaSideKey(e.Player)))
	case e.Kind == "capture" && d != nil:
		if d.Captured == 'D' {
			return i18n.T("mana.log.capture_daimio", who, mana.SquareName(d.To))
		}
		return i18n.T("mana.log.capture_ronin", who, mana.SquareName(d.To))
	case e.Kind == "win":
		return i18n.T("results.wins", who)
	case e.Kind == "draw":
		why := strings.TrimPrefix(e.Text, "Draw: ")
		return i18n.T("mana.log.draw", table.GameText(mana.ID, "reason", why, why))
	}
	return e.Text
}

// movesShown reports whether the move list is drawn: a tap on it opens the
// game log.
func (t *tableScene) movesShown(ctx *ui.Context) bool {
	return t.lay.moves.H > ctx.Px(60) && t.lay.moves.W > ctx.Px(80)
}
