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
// ("gosu.decision.source"). A card that has a clan, a level or a card
// named says what for ("gosu.decision.<kind>.<card>"): a bare "name a
// level" leaves the person to find the card's text. A turn names only
// the actions among moves (nil: all): a player passes with an empty
// reserve, and spends tokens only from a full one.
func gosuPrompt(d gosu.Decision, names []string, moves []gosu.Move) string {
	target := ""
	if d.Target.Known() {
		target = d.Target.Name()
	}
	key := "gosu.decision." + d.Kind
	if gosuNaming[d.Kind] && d.Source.Known() && i18n.Has(i18n.Lang(), key+"."+d.Source.DefID()) {
		key += "." + d.Source.DefID() // what the name is for
	}
	if d.Kind == gosu.DecisionTurn && moves != nil {
		key += gosuTurnForm(moves)
	}
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

// gosuNaming are the decisions that name a thing for the card that asks.
var gosuNaming = map[string]bool{gosu.DecisionNameCard: true, gosu.DecisionNameClan: true, gosu.DecisionNameLevel: true}

// gosuTurnForm is the catalog key's ending for a turn of moves: ".pass"
// when it may pass but spend no token, ".spend" when it may spend tokens
// but not pass, else "" (both, by Galmi's text, or neither).
func gosuTurnForm(moves []gosu.Move) string {
	pass, spend := false, false
	for _, m := range moves {
		switch m.Kind {
		case gosu.MovePass:
			pass = true
		case gosu.MoveActivate, gosu.MoveDraw1, gosu.MoveDraw3:
			spend = true
		}
	}
	switch {
	case pass && !spend:
		return ".pass"
	case spend && !pass:
		return ".spend"
	}
	return ""
}

// gosuCounted are the decisions whose prompt says a count of cards or
// tokens, with the catalog's keys for the count's grammatical forms
// (gosuPluralForm): the bare "gosu.decision.<kind>" is the form of the
// other counts.
var gosuCounted = map[string][2]string{
	gosu.DecisionDiscard:     {"gosu.decision.discard.one", "gosu.decision.discard.few"},
	gosu.DecisionFromDiscard: {"gosu.decision.from-discard.one", "gosu.decision.from-discard.few"},
	gosu.DecisionHandLimit:   {"gosu.decision.hand-limit.one", "gosu.decision.hand-limit.few"},
	gosu.DecisionPay:         {"gosu.decision.pay.one", "gosu.decision.pay.few"},
	gosu.DecisionSacrifice:   {"gosu.decision.sacrifice.one", "gosu.decision.sacrifice.few"},
	gosu.DecisionTakeBack:    {"gosu.decision.take-back.one", "gosu.decision.take-back.few"},
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
		case gosu.DecisionMulligan, gosu.DecisionReactCapture, gosu.DecisionReactActivation, gosu.DecisionMayPass, gosu.DecisionMay:
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

// gosuTokens is a player's tokens in words: how many are ready of those
// unlocked ("1 of 3").
func gosuTokens(s gosu.Seat) string {
	return i18n.T("gosu.tokens_of", s.Reserve, s.Unlocked)
}

// gosuSlotsText is a card's printed slots in words: a count, or for Aat,
// whose slots come from its mirror card once in an army, that they are
// its mirror card's (the card table prints "0*").
func gosuSlotsText(c gosu.Card) string {
	if c.Mirrored() {
		return i18n.T("gosu.slots_mirror")
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
	word, ok := gosuLines[e.Kind]
	if !ok {
		return e.TextFor(viewer) // a kind this table does not know yet, in English
	}
	in := gosu.Info(e, viewer)
	return word(&gosuLogLine{e: e, in: in, names: names,
		who: gosuName(names, e.Player), card: gosuCardName(in.Card), other: gosuCardName(in.Other)})
}

// gosuLogLine is what a log line is worded from: the event, what the
// viewer may know of it (in), the players' names, and the names of the
// player, the card and the other card it is about.
type gosuLogLine struct {
	e                rules.Event
	in               gosu.EventInfo
	names            []string
	who, card, other string
}

// gosuLines words each kind of event the table knows.
var gosuLines = map[string]func(l *gosuLogLine) string{
	// The game's course: the draft, the rounds, the battles, the end.
	gosu.EventDraft:    func(l *gosuLogLine) string { return i18n.T("gosu.log.draft", l.who, l.in.Clan.Name()) },
	gosu.EventTile:     gosuTileLine,
	gosu.EventRound:    func(l *gosuLogLine) string { return i18n.T("gosu.log.round", l.in.N, gosuName(l.names, l.in.Whom)) },
	gosu.EventRoundEnd: func(l *gosuLogLine) string { return i18n.T("gosu.log.round_end", l.in.N) },
	gosu.EventBattle:   gosuBattleLine,
	gosu.EventEnd:      gosuEndLine,
	gosu.EventSong:     func(*gosuLogLine) string { return i18n.T("gosu.log.song") },
	gosu.EventBounty:   func(l *gosuLogLine) string { return i18n.T("gosu.log.bounty", l.card) },
	gosu.EventSwap:     func(l *gosuLogLine) string { return i18n.T("gosu.log.swap", l.card, l.other) },
	// A player's turn and its tokens.
	gosu.EventSpend:     gosuSpendLine,
	gosu.EventUnlock:    func(l *gosuLogLine) string { return i18n.T("gosu.log.unlock", l.who, l.in.N) },
	gosu.EventExtraTurn: gosuExtraTurnLine,
	gosu.EventMulligan:  gosuWhoLine,
	gosu.EventPass:      gosuWhoLine,
	gosu.EventWonder:    gosuWhoLine,
	gosu.EventTakeBack:  gosuWhoLine,
	gosu.EventRefill:    gosuWhoLine,
	// Cards played, moved and named.
	gosu.EventCopy:      gosuCardLine,
	gosu.EventMill:      gosuCardLine,
	gosu.EventCapture:   gosuCardLine,
	gosu.EventRelease:   gosuCardLine,
	gosu.EventDestroy:   gosuCardLine,
	gosu.EventSacrifice: gosuCardLine,
	gosu.EventRemove:    gosuCardLine,
	gosu.EventActivate:  gosuCardLine,
	gosu.EventPlay:      gosuCardLine,
	gosu.EventShift:     func(l *gosuLogLine) string { return i18n.T("gosu.log.shift", l.who, l.card, l.other) },
	gosu.EventCancel:    func(l *gosuLogLine) string { return i18n.T("gosu.log.cancel."+l.in.How, l.who, l.card) },
	gosu.EventName:      gosuNameLine,
	gosu.EventBan: func(l *gosuLogLine) string {
		return i18n.T("gosu.log.ban", l.who, l.in.Name, gosuName(l.names, l.in.Whom))
	},
	gosu.EventWillpower: gosuWillpowerLine,
	gosu.EventReveal:    gosuRevealLine,
	// Cards between the piles and the hands, some hidden from the viewer.
	gosu.EventDraw:    gosuDrawLine,
	gosu.EventDiscard: gosuDiscardLine,
	gosu.EventToDeck:  gosuToDeckLine,
	gosu.EventTake:    gosuTakeLine,
	gosu.EventSearch:  gosuSearchLine,
	gosu.EventLook:    gosuLookLine,
}

// gosuWhoLine and gosuCardLine word the kinds said by the player alone,
// and by the player and the card: their catalog keys are named for them.
func gosuWhoLine(l *gosuLogLine) string  { return i18n.T("gosu.log."+gosuLogKey(l.e.Kind), l.who) }
func gosuCardLine(l *gosuLogLine) string { return i18n.T("gosu.log."+l.e.Kind, l.who, l.card) }

func gosuTileLine(l *gosuLogLine) string {
	if l.e.Player == rules.NoPlayer {
		return i18n.T("gosu.log.tile", l.in.Clan.Name())
	}
	return i18n.T("gosu.log.flip", l.who, l.in.Clan.Name())
}

func gosuBattleLine(l *gosuLogLine) string {
	n0, n1 := gosuName(l.names, 0), gosuName(l.names, 1)
	if l.e.Player == rules.NoPlayer {
		return i18n.T("gosu.log.battle_tie", n0, l.in.Totals[0], n1, l.in.Totals[1])
	}
	return i18n.T("gosu.log.battle", n0, l.in.Totals[0], n1, l.in.Totals[1], l.who)
}

func gosuEndLine(l *gosuLogLine) string {
	reason := table.GameText(gosu.ID, "reason", l.in.Reason, l.in.Reason)
	if l.e.Player == rules.NoPlayer {
		return i18n.T("gosu.draw", reason)
	}
	return i18n.T("gosu.winner", l.who, reason)
}

func gosuSpendLine(l *gosuLogLine) string {
	if l.in.N == 3 {
		return i18n.T("gosu.log.spend3", l.who)
	}
	return i18n.T("gosu.log.spend1", l.who)
}

func gosuExtraTurnLine(l *gosuLogLine) string {
	if l.in.How == gosu.HowBoulGo {
		return "Boul Go: " + i18n.T("gosu.log.extra_turn", l.who)
	}
	return i18n.T("gosu.log.extra_turn", l.who)
}

func gosuNameLine(l *gosuLogLine) string {
	switch {
	case l.in.Clan >= 0:
		return i18n.T("gosu.log.name", l.who, l.in.Clan.Name())
	case l.in.How == gosu.HowLevel:
		return i18n.T("gosu.log.name_level", l.who, gosuRoman(l.in.N))
	}
	return i18n.T("gosu.log.name", l.who, l.in.Name)
}

func gosuWillpowerLine(l *gosuLogLine) string {
	if l.in.How == gosu.HowHeld {
		return i18n.T("gosu.log.willpower_held", l.who, l.card)
	}
	return i18n.T("gosu.log.willpower_not_held", l.who, l.card)
}

func gosuRevealLine(l *gosuLogLine) string {
	if l.in.How == gosu.HowDiscard {
		return i18n.T("gosu.log.reveal_discard", l.who, l.card)
	}
	return i18n.T("gosu.log.reveal", l.who, l.card)
}

func gosuDrawLine(l *gosuLogLine) string {
	if l.in.Hidden {
		return i18n.T("gosu.log.draws", l.who)
	}
	return i18n.T("gosu.log.draw", l.who, l.card)
}

func gosuDiscardLine(l *gosuLogLine) string {
	switch {
	case !l.e.Private:
		return i18n.T("gosu.log.discard", l.who, l.card)
	case l.in.Hidden:
		return i18n.T("gosu.log.discards_down", l.who)
	}
	return i18n.T("gosu.log.discard_down", l.who, l.card)
}

func gosuToDeckLine(l *gosuLogLine) string {
	switch l.in.How {
	case gosu.HowFromDiscard:
		return i18n.T("gosu.log.to_deck_from_discard", l.who, l.card)
	case gosu.HowShuffle:
		return i18n.T("gosu.log.shuffle_in", l.who, l.card)
	}
	return i18n.T("gosu.log.to_deck", l.who, l.card)
}

func gosuTakeLine(l *gosuLogLine) string {
	if l.in.How == gosu.HowFromDiscard {
		return i18n.T("gosu.log.take_from_discard", l.who, l.card)
	}
	return i18n.T("gosu.log.take", l.who, l.card)
}

func gosuSearchLine(l *gosuLogLine) string {
	switch {
	case l.in.How == gosu.HowTop && l.in.Hidden:
		return i18n.T("gosu.log.search_top_hidden", l.who)
	case l.in.How == gosu.HowTop:
		return i18n.T("gosu.log.search_top", l.who, l.card)
	case l.in.Hidden:
		return i18n.T("gosu.log.search_hidden", l.who)
	}
	return i18n.T("gosu.log.search", l.who, l.card)
}

func gosuLookLine(l *gosuLogLine) string {
	whom := gosuName(l.names, l.in.Whom)
	if l.in.Hidden {
		return i18n.T("gosu.log.look", l.who, whom)
	}
	hand := make([]string, len(l.in.Hand))
	for i, c := range l.in.Hand {
		hand[i] = gosuCardName(c)
	}
	return i18n.T("gosu.log.look_hand", l.who, whom, strings.Join(hand, ", "))
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
