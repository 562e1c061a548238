package gosu

import (
	"slices"

	"kamon/rules"
)

// The kinds of the events Apply returns (rules.Event.Kind).
const (
	EventDraft     = "draft"      // a player drafted a clan (clan)
	EventTile      = "tile"       // a clan tile became active: undrafted at the deal, or flipped (clan)
	EventMulligan  = "mulligan"   // a player took a mulligan
	EventRound     = "round"      // a round began, and who begins it
	EventRoundEnd  = "round-end"  // a round ended: the Great Battle follows
	EventBattle    = "battle"     // a Great Battle was counted, and who took Supremacy
	EventSong      = "song"       // the Song for the Dead
	EventDraw      = "draw"       // a player drew a card (private)
	EventMill      = "mill"       // a deck's top card went face up to the discard
	EventRefill    = "refill"     // a discard pile was shuffled into a new deck
	EventSpend     = "spend"      // activation tokens were spent to draw 1 or 3
	EventPlay      = "play"       // a card was played into the army
	EventShift     = "shift"      // a card of the army was shifted out for one from the hand
	EventActivate  = "activate"   // a card of the army was activated with a token
	EventPass      = "pass"       // a player passed for the rest of the round
	EventWonder    = "wonder"     // a player took the Wonder token
	EventExtraTurn = "extra-turn" // a player takes an extra turn
	EventTakeBack  = "take-back"  // a player took back an activation token
	EventUnlock    = "unlock"     // a player unlocked an activation token
	EventDiscard   = "discard"    // a card went from the hand to the discard; face down is private
	EventReveal    = "reveal"     // a card was revealed: from a deck, or a face-down discard
	EventTake      = "take"       // a card went to the hand: from a deck revealed, or from the discard
	EventSearch    = "search"     // a card was found in a deck (private)
	EventLook      = "look"       // a player looked at the other's hand (private)
	EventToDeck    = "to-deck"    // a card went on top of, or into, a deck
	EventCapture   = "capture"    // a card of an army was captured (turned face down)
	EventRelease   = "release"    // a captured card was released (turned face up)
	EventDestroy   = "destroy"    // a card of an army was destroyed
	EventSacrifice = "sacrifice"  // a player sacrificed a card of their army
	EventRemove    = "remove"     // a card was removed from the game
	EventSwap      = "swap"       // two cards of the armies swapped places
	EventBounty    = "bounty"     // the Bounty token went on a card
	EventCopy      = "copy"       // a player copied a card's text
	EventName      = "name"       // a player named a card, a clan or a level
	EventBan       = "ban"        // a player may not play a card name for a while (Arrows of Justice)
	EventCancel    = "cancel"     // a Willpower card cancelled an activation, or a capture, destruction or release
	EventWillpower = "willpower"  // whether a player holds a Willpower card, told when only holders are asked
	EventEnd       = "end"        // the game ended, and why
)

// EventKinds lists every kind of event the game emits, for tables keyed by
// kind (sounds, log lines) to check they miss none.
var EventKinds = []string{EventDraft, EventTile, EventMulligan, EventRound, EventRoundEnd, EventBattle,
	EventSong, EventDraw, EventMill, EventRefill, EventSpend, EventPlay, EventShift, EventActivate,
	EventPass, EventWonder, EventExtraTurn, EventTakeBack, EventUnlock, EventDiscard, EventReveal,
	EventTake, EventSearch, EventLook, EventToDeck, EventCapture, EventRelease, EventDestroy,
	EventSacrifice, EventRemove, EventSwap, EventBounty, EventCopy, EventName, EventBan, EventCancel,
	EventWillpower, EventEnd}

// What an event carries for a table to write its log line in any language
// (Event.Text stays the English line for the command line and saves).
// Most events carry a bare card, clan or number; those that need more carry
// a note.

// note is the data of an event that names several things.
type note struct {
	c, d card   // the cards it is about (shifted out and in, swapped)
	n    int    // a round or level
	p    int8   // the other player it names
	name string // a card name named
	hand []card // a hand looked at
	how  string // the variant of the event's kind
}

// battleNote is a Great Battle as it was counted, before the Song for the
// Dead changes the armies.
type battleNote struct {
	tot    [2]int
	lines  [2][]BattleLine
	hand   [2]int
	wonder int8
}

// BattleLine is how one army card counted in a Great Battle (§9).
// Military is Printed (or 2, 3, 5 by row with ByRow; twice it with
// Doubled), +1 with Veteran; 0 when Down.
type BattleLine struct {
	Card     Card
	Row      int  // 0 (I) to 2 (III)
	Printed  int  // its printed military
	Military int  // what it counted
	Down     bool // captured: face down, it counts nothing
	ByRow    bool // Phoenix (Immortal)'s passive: the row's value
	Doubled  bool // Galmi (Avatar)'s passive against a face-up Bounty card
	Veteran  bool // +1
	Mirror   Card // Aat's mirror, whose passive and keywords it acts with; Unknown if none
}

// BattleCount is how a Great Battle was counted (the totals are
// EventInfo.Totals): each player's army cards, row by row, what their hand
// added (the Phoenix tile), and who held the Wonder token, which wins a tie.
type BattleCount struct {
	Lines  [2][]BattleLine
	Hand   [2]int
	Wonder rules.Player
}

// cardNote is a note about card c with a variant.
func cardNote(c card, how string) note { return note{c: c, d: unknown, p: -1, how: how} }

// EventInfo is what a log line needs from an event, as one viewer may
// read it: the private part of another player's event is left out.
type EventInfo struct {
	Card, Other Card         // the card(s) it names; Unknown if none or hidden
	Clan        Clan         // a clan drafted, named or flipped; -1 if none
	N           int          // a count, round, level or token number
	Whom        rules.Player // another player it names (a look, a ban, who begins)
	Hand        []Card       // the hand seen by a look
	Name        string       // a card name named
	Totals      [2]int       // a Great Battle's military totals
	Battle      BattleCount  // how they were counted
	How         string       // the variant of the event's kind ("from-discard", "boul-go"...)
	Reason      string       // why the game ended
	Hidden      bool         // the event is private and not the viewer's
}

// Info reads event e of this game as viewer may read it.
func Info(e rules.Event, viewer rules.Player) EventInfo {
	in := EventInfo{Card: Unknown, Other: Unknown, Clan: -1, Whom: rules.NoPlayer, Hidden: !e.VisibleTo(viewer),
		Battle: BattleCount{Wonder: rules.NoPlayer}}
	switch d := e.Data.(type) {
	case card:
		in.Card = known(d)
	case clan:
		in.Clan = Clan(d)
	case int:
		in.N = d
	case battleNote:
		in.Totals = d.tot
		in.Battle = BattleCount{Lines: [2][]BattleLine{slices.Clone(d.lines[0]), slices.Clone(d.lines[1])},
			Hand: d.hand, Wonder: player(d.wonder)}
	case string:
		if e.Kind == EventEnd {
			in.Reason = d
		} else {
			in.How = d
		}
	case note:
		in.Card, in.Other, in.N, in.How = known(d.c), known(d.d), d.n, d.how
		in.Whom = player(d.p)
		in.Name, in.Hand = d.name, cards(d.hand)
	}
	if in.Hidden {
		in.Card, in.Other, in.Hand = Unknown, Unknown, nil
	}
	return in
}

func known(c card) Card {
	if int(c) < nCards {
		return Card(c)
	}
	return Unknown
}

// Why a game ends (§11): stable phrases without names, as Outcome.Reason
// (the winner is named beside it); tables translate them.
const (
	reasonSupremacy     = "2 Supremacy tokens"
	reasonBothSupremacy = "both hold 2 Supremacy"
	reasonGoanSul       = "Goan Sul: won a battle by 10 or more"
	reasonTokens        = "5 activation tokens"
	reasonFull          = "15 face-up cards"
	reasonBothFull      = "both have 15 face-up cards"
	reasonJustice       = "Justice: three active tiles and Supremacy"
	reasonMoreSupremacy = "more Supremacy after 3 battles"
	reasonWonder        = "Wonder token after 3 battles"
	reasonNoWinner      = "3 battles without a winner"
)

// Reasons lists every Outcome.Reason a game can end with.
func Reasons() []string {
	return []string{reasonSupremacy, reasonBothSupremacy, reasonGoanSul, reasonTokens, reasonFull,
		reasonBothFull, reasonJustice, reasonMoreSupremacy, reasonWonder, reasonNoWinner}
}
