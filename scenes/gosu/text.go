package gosu

import (
	"strconv"
	"strings"
	"sync"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

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

// gosuPrompt says what decision d is for, in one sentence:
// "gosu.decision.<kind>" with the decider's name, the count and the card
// it is about, after the name of the card whose text asks
// ("gosu.decision.source").
func gosuPrompt(d gosu.Decision, names []string) string {
	target := ""
	if d.Target.Known() {
		target = d.Target.Name()
	}
	key := "gosu.decision." + d.Kind
	if forms, ok := gosuCounted[d.Kind]; ok {
		if f := gosuPluralForm(i18n.Lang(), d.Count); f < len(forms) {
			key = forms[f]
		}
	}
	line := i18n.T(key, gosuName(names, d.Player), d.Count, target)
	if d.Source.Known() {
		return i18n.T("gosu.decision.source", d.Source.Name(), line)
	}
	return line
}

// gosuCounted are the decisions whose prompt says a count of cards or
// tokens, with the catalog's keys for the count's grammatical forms
// (gosuPluralForm): the bare "gosu.decision.<kind>" is the form of the
// other counts.
var gosuCounted = map[string][2]string{
	"discard":      {"gosu.decision.discard.one", "gosu.decision.discard.few"},
	"from-discard": {"gosu.decision.from-discard.one", "gosu.decision.from-discard.few"},
	"hand-limit":   {"gosu.decision.hand-limit.one", "gosu.decision.hand-limit.few"},
	"pay":          {"gosu.decision.pay.one", "gosu.decision.pay.few"},
	"sacrifice":    {"gosu.decision.sacrifice.one", "gosu.decision.sacrifice.few"},
	"take-back":    {"gosu.decision.take-back.one", "gosu.decision.take-back.few"},
}

// Plural forms of a count: "one" (1; in French also 0; in Russian 1, 21,
// 31… but not 11), "few" (Russian 2–4, 22–24… but not 12–14), and the
// rest. English, French and Italian write "few" as the rest.
const (
	pluralOne = iota
	pluralFew
	pluralOther
)

// gosuPluralForm is the form a count n takes in language lang.
func gosuPluralForm(lang string, n int) int {
	switch i18n.PluralForm(lang, n) {
	case "one":
		return pluralOne
	case "few":
		return pluralFew
	}
	return pluralOther
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
		case gosu.EventMulligan, "react-capture", "react-activation", "may-pass":
			return i18n.T("gosu.answer." + d.Kind + "." + answer)
		}
		return i18n.T("gosu.answer." + answer)
	case gosu.MoveDraft, gosu.MoveClan:
		return m.Clan.Name()
	case gosu.MovePlay: // from the discard: a hand card is tapped instead
		return i18n.T("gosu.move.play_discard", m.Card.Name(), gosuRoman(m.Row+1))
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

// gosuSlotsText is a card's printed slots, "0*" for Aat, whose slots come
// from its mirror card once in an army (as the card table prints them).
func gosuSlotsText(c gosu.Card) string {
	if c.Mirrored() {
		return strconv.Itoa(c.Slots()) + "*"
	}
	return strconv.Itoa(c.Slots())
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
	case gosu.EventDraft:
		return i18n.T("gosu.log.draft", who, in.Clan.Name())
	case gosu.EventTile:
		if e.Player == rules.NoPlayer {
			return i18n.T("gosu.log.tile", in.Clan.Name())
		}
		return i18n.T("gosu.log.flip", who, in.Clan.Name())
	case gosu.EventRound:
		return i18n.T("gosu.log.round", in.N, gosuName(names, in.Whom))
	case gosu.EventRoundEnd:
		return i18n.T("gosu.log.round_end", in.N)
	case gosu.EventCancel:
		return i18n.T("gosu.log.cancel."+in.How, who, card)
	case gosu.EventSpend:
		if in.N == 3 {
			return i18n.T("gosu.log.spend3", who)
		}
		return i18n.T("gosu.log.spend1", who)
	case gosu.EventExtraTurn:
		if in.How == "boul-go" {
			return "Boul Go: " + i18n.T("gosu.log.extra_turn", who)
		}
		return i18n.T("gosu.log.extra_turn", who)
	case gosu.EventShift:
		return i18n.T("gosu.log.shift", who, card, other)
	case gosu.EventBattle:
		n0, n1 := gosuName(names, 0), gosuName(names, 1)
		if e.Player == rules.NoPlayer {
			return i18n.T("gosu.log.battle_tie", n0, in.Totals[0], n1, in.Totals[1])
		}
		return i18n.T("gosu.log.battle", n0, in.Totals[0], n1, in.Totals[1], who)
	case gosu.EventEnd:
		reason := table.GameText(gosu.ID, "reason", in.Reason, in.Reason)
		if e.Player == rules.NoPlayer {
			return i18n.T("gosu.draw", reason)
		}
		return i18n.T("gosu.winner", who, reason)
	case gosu.EventBounty:
		return i18n.T("gosu.log.bounty", card)
	case gosu.EventSwap:
		return i18n.T("gosu.log.swap", card, other)
	case gosu.EventLook:
		if in.Hidden {
			return i18n.T("gosu.log.look", who, gosuName(names, in.Whom))
		}
		hand := make([]string, len(in.Hand))
		for i, c := range in.Hand {
			hand[i] = gosuCardName(c)
		}
		return i18n.T("gosu.log.look_hand", who, gosuName(names, in.Whom), strings.Join(hand, ", "))
	case gosu.EventName:
		switch {
		case in.Clan >= 0:
			return i18n.T("gosu.log.name", who, in.Clan.Name())
		case in.How == "level":
			return i18n.T("gosu.log.name_level", who, gosuRoman(in.N))
		}
		return i18n.T("gosu.log.name", who, in.Name)
	case gosu.EventBan:
		return i18n.T("gosu.log.ban", who, in.Name, gosuName(names, in.Whom))
	case gosu.EventToDeck:
		switch in.How {
		case "from-discard":
			return i18n.T("gosu.log.to_deck_from_discard", who, card)
		case "shuffle":
			return i18n.T("gosu.log.shuffle_in", who, card)
		}
		return i18n.T("gosu.log.to_deck", who, card)
	case gosu.EventTake:
		if in.How == "from-discard" {
			return i18n.T("gosu.log.take_from_discard", who, card)
		}
		return i18n.T("gosu.log.take", who, card)
	case gosu.EventSearch:
		switch {
		case in.How == "top" && in.Hidden:
			return i18n.T("gosu.log.search_top_hidden", who)
		case in.How == "top":
			return i18n.T("gosu.log.search_top", who, card)
		case in.Hidden:
			return i18n.T("gosu.log.search_hidden", who)
		}
		return i18n.T("gosu.log.search", who, card)
	case gosu.EventWillpower:
		if in.How == "held" {
			return i18n.T("gosu.log.willpower_held", who, card)
		}
		return i18n.T("gosu.log.willpower_not_held", who, card)
	case gosu.EventUnlock:
		return i18n.T("gosu.log.unlock", who, in.N)
	case gosu.EventDraw:
		if in.Hidden {
			return i18n.T("gosu.log.draws", who)
		}
		return i18n.T("gosu.log.draw", who, card)
	case gosu.EventDiscard:
		switch {
		case !e.Private:
			return i18n.T("gosu.log.discard", who, card)
		case in.Hidden:
			return i18n.T("gosu.log.discards_down", who)
		}
		return i18n.T("gosu.log.discard_down", who, card)
	case gosu.EventMulligan, gosu.EventPass, gosu.EventWonder, gosu.EventTakeBack, gosu.EventRefill:
		return i18n.T("gosu.log."+gosuLogKey(e.Kind), who)
	case gosu.EventSong:
		return i18n.T("gosu.log.song")
	case gosu.EventReveal:
		if in.How == "discard" {
			return i18n.T("gosu.log.reveal_discard", who, card)
		}
		return i18n.T("gosu.log.reveal", who, card)
	case gosu.EventCopy, gosu.EventMill, gosu.EventCapture, gosu.EventRelease, gosu.EventDestroy, gosu.EventSacrifice, gosu.EventRemove, gosu.EventActivate, gosu.EventPlay:
		return i18n.T("gosu.log."+e.Kind, who, card)
	}
	return e.TextFor(viewer) // a kind this table does not know yet, in English
}

// gosuLogKey is the catalog's spelling of an event kind ("take-back" →
// "take_back").
func gosuLogKey(kind string) string { return strings.ReplaceAll(kind, "-", "_") }

// gosuParser reads a move's notation: any state of the game parses it.
var gosuParser = sync.OnceValue(func() *gosu.State {
	s, _ := gosu.New(rules.Config{Players: 2})
	return s
})

// gosuMoveText is a move in words, for the results: a turn's move as its
// log line says it; an answer by what it did (its first log line), else by
// what was answered.
func gosuMoveText(rec game.Record, names []string) string {
	s := gosuParser()
	if s == nil {
		return ""
	}
	a, err := s.ParseAction(rec.Action)
	m, ok := gosu.Decode(a)
	if err != nil || !ok {
		return ""
	}
	who := gosuName(names, rec.Player)
	switch m.Kind {
	case gosu.MoveDraft:
		return i18n.T("gosu.log.draft", who, m.Clan.Name())
	case gosu.MovePlay:
		return i18n.T("gosu.log.play", who, m.Card.Name())
	case gosu.MoveShift:
		return i18n.T("gosu.log.shift", who, m.Card.Name(), m.In.Name())
	case gosu.MoveDraw1:
		return i18n.T("gosu.log.spend1", who)
	case gosu.MoveDraw3:
		return i18n.T("gosu.log.spend3", who)
	case gosu.MoveActivate:
		return i18n.T("gosu.log.activate", who, m.Card.Name())
	case gosu.MovePass:
		return i18n.T("gosu.log.pass", who)
	}
	for _, e := range rec.Events {
		if e.Kind != gosu.EventEnd {
			return gosuLine(e, names, rules.NoPlayer)
		}
	}
	switch m.Kind {
	case gosu.MoveYes:
		return i18n.T("gosu.said.yes", who)
	case gosu.MoveNo:
		return i18n.T("gosu.said.no", who)
	case gosu.MoveStop:
		return i18n.T("gosu.said.stop", who)
	case gosu.MoveClan:
		return i18n.T("gosu.log.name", who, m.Clan.Name())
	case gosu.MoveLevel:
		return i18n.T("gosu.log.name_level", who, gosuRoman(m.Level))
	case gosu.MoveName:
		return i18n.T("gosu.log.name", who, m.Name)
	case gosu.MoveSpent:
		return i18n.T("gosu.log.take_back", who)
	}
	return i18n.T("gosu.said.pick", who, gosuMoveLabel(m, gosu.Decision{}, names))
}

// gosuDecisionKind is the kind of decision a view of Gosu waits for, for
// the first-game hints.
func gosuDecisionKind(v rules.State, _ []rules.Action) string {
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
