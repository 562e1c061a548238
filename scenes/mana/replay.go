package mana

import (
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/table"
)

// newReplayTable builds the Mana table showing src: the board from Black's
// side, each step forward slid and flown as at play.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	t := newManaTable()
	t.Core = table.NewReplayCore(t, src, manaAnimPlies)
	return t
}

// MoveSentence is the move shown in words, for the replay: who moved
// which piece from where to where, what it took, how the game ended.
func (t *tableScene) MoveSentence() string {
	hist := t.Src().History()
	if t.st == nil || len(hist) == 0 {
		return ""
	}
	rec := hist[len(hist)-1]
	names := t.Names()
	who := "?"
	if int(rec.Player) >= 0 && int(rec.Player) < len(names) {
		who = names[rec.Player]
	}
	var parts []string
	for _, e := range rec.Events {
		d, _ := e.Data.(*mana.Played)
		s := ""
		switch {
		case d != nil && (e.Kind == mana.EventMove || e.Kind == mana.EventEnter || e.Kind == mana.EventPlace) && d.To >= 0:
			daimio := t.st.Piece(d.To) == 'D' || t.st.Piece(d.To) == 'd'
			to := manaSquareName(d.To)
			switch {
			case e.Kind == mana.EventEnter:
				s = i18n.T("mana.say.enter", who, to)
			case e.Kind == mana.EventPlace && daimio:
				s = i18n.T("mana.say.place_daimio", who, to)
			case e.Kind == mana.EventPlace:
				s = i18n.T("mana.say.place_ronin", who, to)
			case daimio:
				s = i18n.T("mana.say.daimio", who, manaSquareName(d.From), to)
			default:
				s = i18n.T("mana.say.ronin", who, manaSquareName(d.From), to)
			}
		default:
			s = manaLogLine(e, names, rules.NoPlayer)
		}
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ". ")
}
