// Package sound names the sounds of Kamon's tables and says which one a game's event makes.
// It is pure: sound/synth draws each sound as samples, sound/mixer mixes them, and
// sound/player plays them (through the mixer on Ebitengine's audio on the desktop, on the
// page's Web Audio in the browser).
//
// Which sound an event makes depends on the event's kind alone, which everyone at the table
// may know: never on its text, its data, or whose hand it concerns. A private event (a card
// drawn, a hand looked at) sounds the same whatever it holds, so a sound tells the others no
// more than the public log line does.
//
//	if s, ok := sound.ForEvent(match.Game.ID, e); ok && s != sound.None {
//		player.Play(s)
//	}
package sound

import (
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
)

// Sound is one of the effects the tables play.
type Sound uint8

// The sounds, each short: what happens on the table, and the app's own signals.
const (
	None    Sound = iota // silence
	Move                 // a wooden piece slides over the board and lands
	Land                 // a piece or a tile set down
	Capture              // a piece knocked off the board
	Wings                // the Mana-bird's wings: three beats
	Deal                 // a card dealt or drawn
	Flip                 // a card turned over
	Play                 // a card played onto the table
	Discard              // a card thrown on the discard pile
	Token                // a token or a point counter
	Attack               // an attack: a drum and a clash
	Count                // one beat of the Great Battle's count
	Banner               // the Great Battle's banner: a short fanfare
	Win                  // a win: a rising arpeggio
	Chime                // the hand-off chime: the next person's turn
	Refused              // a tap the table refuses: a soft low double note
	numSounds
)

// NumSounds is how many sounds there are, None included: Sound values are 0..NumSounds-1.
const NumSounds = int(numSounds)

var names = [NumSounds]string{"none", "move", "land", "capture", "wings", "deal", "flip", "play",
	"discard", "token", "attack", "count", "banner", "win", "chime", "refused"}

func (s Sound) String() string {
	if int(s) < NumSounds {
		return names[s]
	}
	return "sound?"
}

// All lists every sound but None.
func All() []Sound {
	out := make([]Sound, 0, NumSounds-1)
	for s := Move; s < numSounds; s++ {
		out = append(out, s)
	}
	return out
}

// ForEvent is the sound event e of game gameID makes: a sound, or None where nothing fits
// (explicit silence), with ok true. ok is false for a game or a kind of event the table below
// does not know, which a test over random games of every game rules out. Only e.Kind is read.
func ForEvent(gameID string, e rules.Event) (Sound, bool) {
	for _, es := range eventSounds {
		if es.kind == e.Kind && es.game == gameID {
			return es.sound, true
		}
	}
	return None, false
}

// eventSound is the sound of one kind of event of one game.
type eventSound struct {
	game, kind string
	sound      Sound
}

// eventSounds lists, game by game, every kind of event the rules emit. A list rather than a
// map of maps: it is data in the bundle, where a map literal is code that builds it at start
// (8 KB of WebAssembly), and a few events a second need no faster look-up.
var eventSounds = []eventSound{
	{mana.ID, mana.EventPlace, Land}, // a piece set on its starting square
	{mana.ID, mana.EventEnter, Land}, // a piece brought back onto the board
	{mana.ID, mana.EventMove, Move},
	{mana.ID, mana.EventCapture, Capture},
	{mana.ID, mana.EventWin, Win},
	{mana.ID, mana.EventDraw, None}, // a drawn game: the results say it
	{mana.ID, mana.EventPass, None}, // nothing moves: the log says who could not play
	{shinobi.ID, shinobi.EventDeploy, Play},
	{shinobi.ID, shinobi.EventReinforce, Play},
	{shinobi.ID, shinobi.EventMove, Deal}, // an army's cards carried to another province
	{shinobi.ID, shinobi.EventAttack, Attack},
	{shinobi.ID, shinobi.EventNinja, Attack},
	{shinobi.ID, shinobi.EventSkip, None},
	{shinobi.ID, shinobi.EventDraw, Deal},
	{shinobi.ID, shinobi.EventFinal, None},  // the deck is out: the log says the last round begins
	{shinobi.ID, shinobi.EventReveal, Flip}, // a clan card turned up at the end
	{shinobi.ID, shinobi.EventEnd, Win},
	{peuple.ID, peuple.EventPlay, Play},
	{peuple.ID, peuple.EventHop, Move}, // a pawn steps along the ring
	{peuple.ID, peuple.EventDraw, Deal},
	{peuple.ID, peuple.EventTurn, None}, // the curtain's chime marks a new person's turn
	{peuple.ID, peuple.EventFlank, Attack},
	{peuple.ID, peuple.EventScore, Token},
	{peuple.ID, peuple.EventRedeploy, Flip},
	{peuple.ID, peuple.EventReshuffle, Deal},
	{peuple.ID, peuple.EventPower, Play},
	{peuple.ID, peuple.EventAccept, None},
	{peuple.ID, peuple.EventSwap, Move},
	{peuple.ID, peuple.EventPass, None},
	{peuple.ID, peuple.EventBarter, Deal},
	{peuple.ID, peuple.EventDiscard, Discard},
	{peuple.ID, peuple.EventDefense, Play},
	{peuple.ID, peuple.EventHelper, None},
	{peuple.ID, peuple.EventEnd, Win},
	{peuple.ID, peuple.EventTake, Deal},
	{peuple.ID, peuple.EventMace, None}, // the Mace card itself was played: its effect is a note
	{peuple.ID, peuple.EventSkip, None},
	{gosu.ID, gosu.EventDraft, Land}, // a clan tile taken
	{gosu.ID, gosu.EventTile, Flip},
	{gosu.ID, gosu.EventDraw, Deal},
	{gosu.ID, gosu.EventRound, None},
	{gosu.ID, gosu.EventPlay, Play},
	{gosu.ID, gosu.EventName, None},
	{gosu.ID, gosu.EventSpend, Token},
	{gosu.ID, gosu.EventDiscard, Discard},
	{gosu.ID, gosu.EventWonder, Token},
	{gosu.ID, gosu.EventActivate, Flip},
	{gosu.ID, gosu.EventShift, Play},
	{gosu.ID, gosu.EventLook, Flip},
	{gosu.ID, gosu.EventBan, None},
	{gosu.ID, gosu.EventReveal, Flip},
	{gosu.ID, gosu.EventPass, None},
	{gosu.ID, gosu.EventToDeck, Deal},
	{gosu.ID, gosu.EventRoundEnd, Count}, // the armies are counted
	{gosu.ID, gosu.EventBattle, Banner},
	{gosu.ID, gosu.EventSong, None},
	{gosu.ID, gosu.EventSacrifice, Discard},
	{gosu.ID, gosu.EventEnd, Win},
	{gosu.ID, gosu.EventCapture, Capture},
	{gosu.ID, gosu.EventTakeBack, Token},
	{gosu.ID, gosu.EventExtraTurn, None},
	{gosu.ID, gosu.EventMill, Discard},
	{gosu.ID, gosu.EventTake, Deal},
	{gosu.ID, gosu.EventCopy, Flip},
	{gosu.ID, gosu.EventRefill, Deal},
	{gosu.ID, gosu.EventCancel, None},
	{gosu.ID, gosu.EventRelease, Flip},
	{gosu.ID, gosu.EventSearch, Deal},
	{gosu.ID, gosu.EventDestroy, Discard},
	{gosu.ID, gosu.EventSwap, Move},
	{gosu.ID, gosu.EventUnlock, Token},
	{gosu.ID, gosu.EventBounty, Token},
	{gosu.ID, gosu.EventMulligan, Deal},
	{gosu.ID, gosu.EventRemove, Discard},
	{gosu.ID, gosu.EventWillpower, None}, // who holds a Willpower card: the log says it
	// The small test game of the e2e build, by its strings: importing
	// rules/tally would register it in the app. The test checks them
	// against tally.EventKinds.
	{"tally", "play", Play},
	{"tally", "draw", Deal},
	{"tally", "pass", None},
	{"tally", "score", Token},
	{"tally", "reset", None},
	{"tally", "end", Win},
}
