package peuple

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/ui"
)

// LogPanel is where the log panel shows, when it does: a tap opens the
// game log.
func (t *tableScene) LogPanel(*ui.Context) ui.Rect { return t.lay.log }

// The words of the table, from the catalog: power cards, events, landings
// and the log lines, written from the events' data so they read in every
// language.

func peuplePowerName(p peuple.Power) string {
	return i18n.T(peupleKey(peuplePowerKeys, int(p), peuplePowerKey))
}

func peuplePowerText(p peuple.Power) string {
	return i18n.T(peupleKey(peuplePowerTextKeys, int(p), peuplePowerTextKey))
}

func peupleEventName(k peuple.EventKind) string {
	return i18n.T(peupleKey(peupleEventKeys, int(k), peupleEventKey))
}

func peuplePowerKey(i int) string     { return "peuple.power." + strconv.Itoa(i) }
func peuplePowerTextKey(i int) string { return "peuple.power_text." + strconv.Itoa(i) }
func peupleEventKey(i int) string     { return "peuple.event." + strconv.Itoa(i) }

// The catalog keys of the powers' names and texts and of the events,
// made once: a drawn frame names the powers in the hand, and building a
// key allocates.
var (
	peuplePowerKeys     = peupleKeys(peuplePowers(), peuplePowerKey)
	peuplePowerTextKeys = peupleKeys(peuplePowers(), peuplePowerTextKey)
	peupleEventKeys     = peupleKeys(peupleEvents(), peupleEventKey)
)

// peupleKeys is key(0) to key(n-1).
func peupleKeys(n int, key func(i int) string) []string {
	keys := make([]string, n)
	for i := range keys {
		keys[i] = key(i)
	}
	return keys
}

// peupleKey is keys[i], or key(i) when i is out of them.
func peupleKey(keys []string, i int, key func(i int) string) string {
	if i >= 0 && i < len(keys) {
		return keys[i]
	}
	return key(i)
}

// peuplePowers and peupleEvents are one past the last power and event kind.
func peuplePowers() int {
	p := peuple.Power(1)
	for p.String() != "?" {
		p++
	}
	return int(p)
}

func peupleEvents() int {
	k := peuple.EventKind(1)
	for k.String() != "?" {
		k++
	}
	return int(k)
}

func peupleSigned(n int) string {
	if n >= -peupleSignedMax && n <= peupleSignedMax {
		return peupleSignedText[n+peupleSignedMax]
	}
	return peupleSign(n)
}

// peupleSign writes n with its sign: "+2", "−3".
func peupleSign(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return "−" + strconv.Itoa(-n)
}

// peupleSignedText is peupleSign of -peupleSignedMax to peupleSignedMax,
// written once: the cards' steps are drawn every frame.
const peupleSignedMax = 20

var peupleSignedText = func() (out [2*peupleSignedMax + 1]string) {
	for i := range out {
		out[i] = peupleSign(i - peupleSignedMax)
	}
	return out
}()

// peupleAbs is n without its sign.
func peupleAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// peupleDistance words a move of n cards round the wheel: "6 clockwise".
func peupleDistance(n int) string {
	if n < 0 {
		return i18n.T("peuple.ccw", -n)
	}
	return i18n.T("peuple.cw", n)
}

// peupleMoveWords says what movement card c does: "a move of 6 clockwise
// or to card 1", with its two small steps when it has them and whose pawn
// it moves.
func peupleMoveWords(c peuple.MoveCard) string {
	s := c.Spec()
	move := peupleDistance(s.Move)
	if s.TwoStep() {
		move = i18n.T("peuple.steps", move, peupleAbs(s.Steps[0]), peupleAbs(s.Steps[1]))
	}
	if s.Own {
		return i18n.T("peuple.card.own", move, s.Target)
	}
	return i18n.T("peuple.card.theirs", move, s.Target)
}

// peupleOptionTitle names an option of card c in words: "6 clockwise",
// "2, then 1", "Jump to card 6" (the ring lights where it lands).
func peupleOptionTitle(c peuple.MoveCard, l peuple.Landing) string {
	s := c.Spec()
	switch l.Option {
	case peuple.Circle:
		if s.Move < 0 {
			return i18n.T("peuple.opt.ccw", -s.Move)
		}
		return i18n.T("peuple.opt.cw", s.Move)
	case peuple.Steps:
		return i18n.T("peuple.opt.steps", peupleAbs(s.Steps[0]), peupleAbs(s.Steps[1]))
	}
	return i18n.T("peuple.opt.target", s.Target)
}

// peuplePawnKeys name a pawn by its owner's colour, seat by seat (the
// colours of sprites.PlayerColor).
var peuplePawnKeys = [...]string{"peuple.pawn.red", "peuple.pawn.blue", "peuple.pawn.green", "peuple.pawn.orange", "peuple.pawn.pink"}

// peuplePawnName is pawn w by its owner's name and colour: "Ann's red pawn".
func peuplePawnName(names []string, w peuple.Pawn) string {
	p := int(w.Owner())
	if p < 0 || p >= len(peuplePawnKeys) {
		return "?"
	}
	return i18n.T(peuplePawnKeys[p], peupleName(names, rules.Player(p)))
}

// peuplePlace is where a pawn goes, with its preposition: "to card 7",
// "to the pickaxe (card 8)", "to Bo's village".
func peuplePlace(names []string, i int) string {
	switch peuple.TerrainOf(i) {
	case peuple.Village:
		return i18n.T("peuple.to.village", peupleName(names, rules.Player(peuple.VillageOwner(i))))
	case peuple.Pickaxe:
		return i18n.T("peuple.to.pickaxe", i)
	}
	return i18n.T("peuple.to.card", i)
}

// peupleForm is the plural form the current language uses for n: 0 for
// one, 1 for few, 2 for many (English, French and Italian use only one
// and many; French counts 0 as one).
func peupleForm(n int) int {
	switch i18n.PluralForm(i18n.Lang(), n) {
	case "one":
		return 0
	case "few":
		return 1
	}
	return 2
}

// peupleCount is the message of keys (one, few, many) that fits the
// count n, formatted with args.
func peupleCount(n int, keys [3]string, args ...any) string {
	return i18n.T(keys[peupleForm(n)], args...)
}

// Messages with a count, in their three plural forms.
var (
	peupleCardsKeys = [3]string{"peuple.cards.one", "peuple.cards.few", "peuple.cards.many"}
	peupleSkipsKeys = [3]string{"peuple.skips.one", "peuple.skips.few", "peuple.skips.many"}
	peupleGainKeys  = [3]string{"peuple.log.gain.one", "peuple.log.gain.few", "peuple.log.gain.many"}
	peupleLoseKeys  = [3]string{"peuple.log.lose.one", "peuple.log.lose.few", "peuple.log.lose.many"}
)

// peupleSentence starts s with a capital letter: a log line may begin
// with a pawn's name ("le pion rouge de Ann").
func peupleSentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
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

// peupleCardName is a card drawn, taken or discarded, in words.
func peupleCardName(d peuple.CardData) string {
	if d.Move != 0 {
		return peupleMoveWords(d.Move)
	}
	return i18n.T("peuple.power_card", peuplePowerName(d.Power))
}

// peupleMoveText is a move for the results: its first log line, in
// words, with the seats' names.
func peupleMoveText(rec game.Record, names []string) string {
	for _, e := range rec.Events {
		if l := peupleLine(e, names, rules.NoPlayer); l != "" {
			return l
		}
	}
	return ""
}

// peupleLine is one log line as viewer may read it, in the current
// language, a sentence; cards of private events only for their player.
func peupleLine(e rules.Event, names []string, viewer rules.Player) string {
	return peupleSentence(peupleWords(e, names, viewer))
}

// peupleWords is peupleLine before its capital letter. Another's private
// event is read as everyone may know it (rules.Event.For): a card's back,
// a score that changed.
func peupleWords(e rules.Event, names []string, viewer rules.Player) string {
	e = e.For(viewer)
	who := peupleName(names, e.Player)
	switch d := e.Data.(type) {
	case peuple.CardBack:
		switch {
		case e.Kind == peuple.EventTake:
			return i18n.T("peuple.log.takes_card", who, peupleName(names, d.From))
		case d.Power:
			return i18n.T("peuple.log.draws_power", who)
		}
		return i18n.T("peuple.log.draws_move", who)
	case peuple.CardData:
		switch e.Kind {
		case peuple.EventPlay:
			return i18n.T("peuple.log.play", who, peupleMoveWords(d.Move))
		case peuple.EventDraw:
			return i18n.T("peuple.log.draw", who, peupleCardName(d))
		case peuple.EventTake:
			return i18n.T("peuple.log.take", who, peupleCardName(d), peupleName(names, d.From))
		case peuple.EventDiscard:
			return i18n.T("peuple.log.discard", who, peupleCardName(d))
		}
	case peuple.HopData:
		if d.By != d.Pawn.Owner() { // another's pawn: who moved it
			return i18n.T("peuple.log.hop_by", peupleName(names, d.By), peuplePawnName(names, d.Pawn), peuplePlace(names, d.To))
		}
		return i18n.T("peuple.log.hop", peuplePawnName(names, d.Pawn), peuplePlace(names, d.To))
	case peuple.EventData:
		return i18n.T("peuple.log.event", peupleEventName(d.Kind), peupleName(names, d.Owner))
	case peuple.ScoreData:
		if d.Score == peuple.HiddenScore {
			return i18n.T("peuple.log.score_hidden", peupleName(names, d.Player))
		}
		who := peupleName(names, d.Player)
		switch {
		case d.Delta > 0:
			return peupleCount(d.Delta, peupleGainKeys, who, d.Delta, d.Score)
		case d.Delta < 0:
			return peupleCount(d.Delta, peupleLoseKeys, who, -d.Delta, d.Score)
		}
		return i18n.T("peuple.log.score_same", who, d.Score)
	case peuple.RedeployData:
		return i18n.T("peuple.log.redeploy", peuplePawnName(names, d.Pawn), peuplePlace(names, d.To))
	case peuple.PowerData:
		switch e.Kind {
		case peuple.EventPower:
			if d.Target != rules.NoPlayer {
				return i18n.T("peuple.log.power_on", who, peuplePowerName(d.Power), peupleName(names, d.Target))
			}
			return i18n.T("peuple.log.power", who, peuplePowerName(d.Power))
		case peuple.EventDefense:
			return i18n.T("peuple.log.defense", who)
		case peuple.EventBarter:
			return i18n.T("peuple.log.barter", who, peupleName(names, d.Target))
		case peuple.EventMace:
			return i18n.T("peuple.log.mace", peupleName(names, d.Target))
		case peuple.EventSwap:
			return i18n.T("peuple.log.swap", peuplePawnName(names, d.MyPawn), peuplePawnName(names, d.TheirPawn))
		}
	}
	switch e.Kind {
	case peuple.EventPass:
		return i18n.T("peuple.log.pass", who)
	case peuple.EventAccept:
		return i18n.T("peuple.log.accept", who)
	case peuple.EventHelper:
		return i18n.T("peuple.log.helper", who)
	case peuple.EventSkip:
		return i18n.T("peuple.log.skip", who)
	case peuple.EventTurn:
		return i18n.T("peuple.log.turn", who)
	case peuple.EventReshuffle:
		return i18n.T("peuple.log.reshuffle")
	case peuple.EventEnd:
		return i18n.T("peuple.log.end")
	}
	return e.TextFor(viewer)
}

// peupleBanner is what the middle of the ring says while an event plays:
// the power cards, events and reactions, not every hop.
func peupleBanner(e rules.Event, names []string) string {
	switch e.Kind {
	case peuple.EventPower, peuple.EventDefense, peuple.EventFlank, peuple.EventMace, peuple.EventSkip, peuple.EventBarter, peuple.EventAccept:
		return peupleLine(e, names, rules.NoPlayer)
	}
	return ""
}
