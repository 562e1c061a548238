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

import "kamon/rules"

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
	{"mana", "place", Land}, // a piece set on its starting square
	{"mana", "enter", Land}, // a piece brought back onto the board
	{"mana", "move", Move},
	{"mana", "capture", Capture},
	{"mana", "win", Win},
	{"mana", "draw", None}, // a drawn game: the results say it
	{"shinobi", "deploy", Play},
	{"shinobi", "reinforce", Play},
	{"shinobi", "move", Deal}, // an army's cards carried to another province
	{"shinobi", "attack", Attack},
	{"shinobi", "ninja", Attack},
	{"shinobi", "skip", None},
	{"shinobi", "draw", Deal},
	{"shinobi", "final", None},  // the deck is out: the log says the last round begins
	{"shinobi", "reveal", Flip}, // a clan card turned up at the end
	{"shinobi", "end", Win},
	{"peuple", "play", Play},
	{"peuple", "hop", Move}, // a pawn steps along the ring
	{"peuple", "draw", Deal},
	{"peuple", "turn", None}, // the curtain's chime marks a new person's turn
	{"peuple", "event", Attack},
	{"peuple", "score", Token},
	{"peuple", "redeploy", Flip},
	{"peuple", "reshuffle", Deal},
	{"peuple", "power", Play},
	{"peuple", "accept", None},
	{"peuple", "swap", Move},
	{"peuple", "pass", None},
	{"peuple", "barter", Deal},
	{"peuple", "discard", Discard},
	{"peuple", "defense", Play},
	{"peuple", "helper", None},
	{"peuple", "end", Win},
	{"peuple", "take", Deal},
	{"peuple", "mace", None}, // the Mace card itself was played: its effect is a note
	{"peuple", "skip", None},
	{"gosu", "draft", Land}, // a clan tile taken
	{"gosu", "tile", Flip},
	{"gosu", "draw", Deal},
	{"gosu", "round", None},
	{"gosu", "play", Play},
	{"gosu", "name", None},
	{"gosu", "spend", Token},
	{"gosu", "discard", Discard},
	{"gosu", "wonder", Token},
	{"gosu", "activate", Flip},
	{"gosu", "shift", Play},
	{"gosu", "look", Flip},
	{"gosu", "ban", None},
	{"gosu", "reveal", Flip},
	{"gosu", "pass", None},
	{"gosu", "to-deck", Deal},
	{"gosu", "round-end", Count}, // the armies are counted
	{"gosu", "battle", Banner},
	{"gosu", "song", None},
	{"gosu", "sacrifice", Discard},
	{"gosu", "end", Win},
	{"gosu", "capture", Capture},
	{"gosu", "take-back", Token},
	{"gosu", "extra-turn", None},
	{"gosu", "mill", Discard},
	{"gosu", "take", Deal},
	{"gosu", "copy", Flip},
	{"gosu", "refill", Deal},
	{"gosu", "cancel", None},
	{"gosu", "release", Flip},
	{"gosu", "search", Deal},
	{"gosu", "destroy", Discard},
	{"gosu", "swap", Move},
	{"gosu", "unlock", Token},
	{"gosu", "bounty", Token},
	{"gosu", "mulligan", Deal},
	{"gosu", "remove", Discard},
	// The small test game of the e2e build.
	{"tally", "play", Play},
	{"tally", "draw", Deal},
	{"tally", "pass", None},
	{"tally", "score", Token},
	{"tally", "reset", None},
	{"tally", "end", Win},
}
