package scenes

import (
	"strconv"
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
)

// Gosu X is played on its own table, with its rules page.
func init() {
	RegisterTable(gosu.ID, NewGosuTable)
	RegisterRulesHelp(gosu.ID, func(lang string) string { return i18n.TIn(lang, "gosu.help") })
}

// The words of the table, from the catalog. Card and clan names are proper
// names and stay as printed.

var gosuRomans = [...]string{"", "I", "II", "III"}

// gosuRoman is a level or row number as the cards print it.
func gosuRoman(n int) string {
	if n < 1 || n > 3 {
		return "?"
	}
	return gosuRomans[n]
}

func gosuName(names []string, p rules.Player) string {
	if int(p) < 0 || int(p) >= len(names) {
		return "?"
	}
	return names[p]
}

// gosuPrompt says what decision d is for: "gosu.decision.<kind>" with the
// decider's name, the card whose text asks, the count and the card it is
// about.
func gosuPrompt(d gosu.Decision, names []string) string {
	src := ""
	if d.Source.Known() {
		src = d.Source.Name() + ": "
	}
	target := ""
	if d.Target.Known() {
		target = d.Target.Name()
	}
	return src + i18n.T("gosu.decision."+d.Kind, gosuName(names, d.Player), d.Count, target)
}

// gosuMoveLabel is the title of the button for move m of decision d.
func gosuMoveLabel(m gosu.Move, d gosu.Decision, names []string) string {
	switch m.Kind {
	case gosu.MoveYes, gosu.MoveNo:
		answer := "yes"
		if m.Kind == gosu.MoveNo {
			answer = "no"
		}
		switch d.Kind {
		case "mulligan", "react-capture", "react-activation", "may-pass":
			return i18n.T("gosu.answer." + d.Kind + "." + answer)
		}
		return i18n.T("gosu.answer." + answer)
	case gosu.MoveDraft, gosu.MoveClan:
		return m.Clan.Name()
	case gosu.MoveDraw1:
		return i18n.T("gosu.move.draw1")
	case gosu.MoveDraw3:
		return i18n.T("gosu.move.draw3")
	case gosu.MovePass:
		return i18n.T("gosu.move.pass")
	case gosu.MoveStop:
		return i18n.T("gosu.move.stop")
	case gosu.MoveLevel:
		return i18n.T("gosu.move.level", gosuRoman(m.Level))
	case gosu.MoveName:
		return m.Name
	case gosu.MovePlayer:
		return gosuName(names, m.Player)
	case gosu.MoveMode:
		return i18n.T("gosu.move." + m.Mode)
	case gosu.MoveSpent:
		return i18n.T("gosu.move.spent")
	case gosu.MovePick, gosu.MoveActivate:
		return m.Card.Name()
	}
	return "?"
}

// gosuOutcome is the status line of a finished game.
func gosuOutcome(o rules.Outcome, names []string) string {
	reason := gameText(gosu.ID, "reason", o.Reason, o.Reason)
	if len(o.Winners) == 1 {
		return i18n.T("gosu.winner", gosuName(names, o.Winners[0]), reason)
	}
	return i18n.T("gosu.draw", reason)
}

// gosuTokens is a player's tokens: ready of unlocked, and spent.
func gosuTokens(s gosu.Seat) string {
	return strconv.Itoa(s.Reserve) + "/" + strconv.Itoa(s.Unlocked)
}

// gosuNamed puts the seats' names in place of the rules' "P1" and "P2" in
// a log line (whole words only). The lines themselves stay in English.
func gosuNamed(line string, names []string) string {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		if line[i] == 'P' && i+1 < len(line) && (line[i+1] == '1' || line[i+1] == '2') &&
			(i == 0 || !gosuWordByte(line[i-1])) && (i+2 == len(line) || !gosuWordByte(line[i+2])) {
			b.WriteString(gosuName(names, rules.Player(line[i+1]-'1')))
			i++
			continue
		}
		b.WriteByte(line[i])
	}
	return b.String()
}

func gosuWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}
