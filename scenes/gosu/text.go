package gosu

import (
	"strconv"
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Gosu X is played on its own table, with its rules page.
func init() {
	table.Register(table.Game{ID: gosu.ID, Table: newTableScene, Rules: "gosu.help", LogLine: gosuLine, Decision: gosuDecisionKind})
}

// LogPanel is where the log panel shows on the screen (it faces the
// viewer), when it does: a tap opens the game log.
func (t *tableScene) LogPanel(*ui.Context) ui.Rect {
	if t.lay.log.H <= 0 {
		return ui.Rect{}
	}
	return t.mine(t.lay.log)
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
	reason := table.GameText(gosu.ID, "reason", o.Reason, o.Reason)
	if len(o.Winners) == 1 {
		return i18n.T("gosu.winner", gosuName(names, o.Winners[0]), reason)
	}
	return i18n.T("gosu.draw", reason)
}

// gosuCardText is card c's printed effect in the current language, "" when
// the card is hidden.
func gosuCardText(c gosu.Card) string {
	if !c.Known() {
		return ""
	}
	return i18n.T("gosu.card." + c.DefID())
}

// gosuTileText is clan k's tile ability in the current language.
func gosuTileText(k gosu.Clan) string { return i18n.T("gosu.tile." + k.ID()) }

// gosuKeywordNames are the keywords of set k in the current language.
func gosuKeywordNames(k gosu.Keyword) []string {
	names := k.Names()
	for i, n := range names {
		names[i] = i18n.T("gosu.kw." + strings.ToLower(strings.ReplaceAll(n, " ", "")))
	}
	return names
}

// gosuTokens is a player's tokens: ready of unlocked, and spent.
func gosuTokens(s gosu.Seat) string {
	return strconv.Itoa(s.Reserve) + "/" + strconv.Itoa(s.Unlocked)
}

// gosuCardName is a card's printed name, "?" when hidden.
func gosuCardName(c gosu.Card) string {
	if !c.Known() {
		return "?"
	}
	return c.Name()
}

// gosuLine is one log line of event e as viewer may read it, in the current
// language: another player's private card never shows (gosu.Info hides it).
func gosuLine(e rules.Event, names []string, viewer rules.Player) string {
	in := gosu.Info(e, viewer)
	who, card, other := gosuName(names, e.Player), gosuCardName(in.Card), gosuCardName(in.Other)
	switch e.Kind {
	case "draft":
		return i18n.T("gosu.log.draft", who, in.Clan.Name())
	case "tile":
		if e.Player == rules.NoPlayer {
			return i18n.T("gosu.log.tile", in.Clan.Name())
		}
		return i18n.T("gosu.log.flip", who, in.Clan.Name())
	case "round":
		return i18n.T("gosu.log.round", in.N, gosuName(names, in.Whom))
	case "round-end":
		return i18n.T("gosu.log.round_end", in.N)
	case "cancel":
		return i18n.T("gosu.log.cancel."+in.How, who, card)
	case "spend":
		if in.N == 3 {
			return i18n.T("gosu.log.spend3", who)
		}
		return i18n.T("gosu.log.spend1", who)
	case "extra-turn":
		if in.How == "boul-go" {
			return "Boul Go: " + i18n.T("gosu.log.extra_turn", who)
		}
		return i18n.T("gosu.log.extra_turn", who)
	case "shift":
		return i18n.T("gosu.log.shift", who, card, other)
	case "battle":
		n0, n1 := gosuName(names, 0), gosuName(names, 1)
		if e.Player == rules.NoPlayer {
			return i18n.T("gosu.log.battle_tie", n0, in.Totals[0], n1, in.Totals[1])
		}
		return i18n.T("gosu.log.battle", n0, in.Totals[0], n1, in.Totals[1], who)
	case "end":
		reason := table.GameText(gosu.ID, "reason", in.Reason, in.Reason)
		if e.Player == rules.NoPlayer {
			return i18n.T("gosu.draw", reason)
		}
		return i18n.T("gosu.winner", who, reason)
	case "bounty":
		return i18n.T("gosu.log.bounty", card)
	case "swap":
		return i18n.T("gosu.log.swap", card, other)
	case "look":
		if in.Hidden {
			return i18n.T("gosu.log.look", who, gosuName(names, in.Whom))
		}
		hand := make([]string, len(in.Hand))
		for i, c := range in.Hand {
			hand[i] = gosuCardName(c)
		}
		return i18n.T("gosu.log.look_hand", who, gosuName(names, in.Whom), strings.Join(hand, ", "))
	case "name":
		switch {
		case in.Clan >= 0:
			return i18n.T("gosu.log.name", who, in.Clan.Name())
		case in.How == "level":
			return i18n.T("gosu.log.name_level", who, gosuRoman(in.N))
		}
		return i18n.T("gosu.log.name", who, in.Name)
	case "ban":
		return i18n.T("gosu.log.ban", who, in.Name, gosuName(names, in.Whom))
	case "to-deck":
		switch in.How {
		case "from-discard":
			return i18n.T("gosu.log.to_deck_from_discard", who, card)
		case "shuffle":
			return i18n.T("gosu.log.shuffle_in", who, card)
		}
		return i18n.T("gosu.log.to_deck", who, card)
	case "take":
		if in.How == "from-discard" {
			return i18n.T("gosu.log.take_from_discard", who, card)
		}
		return i18n.T("gosu.log.take", who, card)
	case "search":
		switch {
		case in.How == "top" && in.Hidden:
			return i18n.T("gosu.log.search_top_hidden", who)
		case in.How == "top":
			return i18n.T("gosu.log.search_top", who, card)
		case in.Hidden:
			return i18n.T("gosu.log.search_hidden", who)
		}
		return i18n.T("gosu.log.search", who, card)
	case "willpower":
		if in.How == "held" {
			return i18n.T("gosu.log.willpower_held", who, card)
		}
		return i18n.T("gosu.log.willpower_not_held", who, card)
	case "unlock":
		return i18n.T("gosu.log.unlock", who, in.N)
	case "draw":
		if in.Hidden {
			return i18n.T("gosu.log.draws", who)
		}
		return i18n.T("gosu.log.draw", who, card)
	case "discard":
		switch {
		case !e.Private:
			return i18n.T("gosu.log.discard", who, card)
		case in.Hidden:
			return i18n.T("gosu.log.discards_down", who)
		}
		return i18n.T("gosu.log.discard_down", who, card)
	case "mulligan", "pass", "wonder", "take-back", "refill":
		return i18n.T("gosu.log."+gosuLogKey(e.Kind), who)
	case "song":
		return i18n.T("gosu.log.song")
	case "reveal", "copy", "mill", "capture", "release", "destroy", "sacrifice", "remove", "activate", "play":
		return i18n.T("gosu.log."+e.Kind, who, card)
	}
	return e.TextFor(viewer) // a kind this table does not know yet, in English
}

// gosuLogKey is the catalog's spelling of an event kind ("take-back" →
// "take_back").
func gosuLogKey(kind string) string { return strings.ReplaceAll(kind, "-", "_") }

// gosuDecisionKind is the kind of decision a view of Gosu waits for, for
// the first-game hints.
func gosuDecisionKind(v rules.State) string {
	s, ok := v.(*gosu.State)
	if !ok {
		return ""
	}
	d, ok := s.Decision()
	if !ok {
		return ""
	}
	return d.Kind
}
