package table

import (
	"strings"

	"kamon/i18n"
	"kamon/rules"
)

// Status is what a table's status line says while a game goes on: who
// must act now comes first, in every game and every decision, whoever's
// turn it is.
type Status struct {
	Names    []string
	ToMove   rules.Player // who must act now: the view's ToMove; NoPlayer for nobody
	Turn     rules.Player // whose turn it is: ToMove when the same (the zero value is seat 0's turn), NoPlayer for no turns
	Decision string       // what ToMove decides, a few words ("Defense or not?"); "" for their turn
	Context  string       // the game's words on where the game stands ("Round 2"); "" for none
}

// Line words s: "Ana to play", "Ana: Defense or not?" or "Ana to act",
// then the context, then whose turn it is when that is someone else
// ("Ana to act · Round 2 · Bot 2's turn"), parts joined by " · ".
func (s Status) Line() string {
	var parts []string
	if name, ok := nameOf(s.Names, s.ToMove); ok {
		other := s.Turn != rules.NoPlayer && s.Turn != s.ToMove
		switch {
		case s.Decision != "":
			parts = append(parts, i18n.T("table.status.decides", name, s.Decision))
		case other:
			parts = append(parts, i18n.T("table.status.acts", name))
		default:
			parts = append(parts, i18n.T("table.turn", name))
		}
	}
	if s.Context != "" {
		parts = append(parts, s.Context)
	}
	if name, ok := nameOf(s.Names, s.Turn); ok && s.Turn != s.ToMove && s.ToMove != rules.NoPlayer {
		parts = append(parts, i18n.T("table.status.turn_of", name))
	}
	return strings.Join(parts, " · ")
}

// nameOf is seat p's name, if p is one of names.
func nameOf(names []string, p rules.Player) (string, bool) {
	if p < 0 || int(p) >= len(names) {
		return "", false
	}
	return names[p], true
}
