// Package sound names the sounds of Kamon's tables and says which one a game's event makes.
// It is pure: sound/synth draws each sound as samples, sound/mixer mixes them, and
// sound/player plays them on Ebitengine's audio.
//
// Which sound an event makes depends on the event's kind alone, which everyone at the table
// may know: never on its text, its data, or whose hand it concerns. A private event (a card
// drawn, a hand looked at) sounds the same whatever it holds, so a sound tells the others no
// more than the public log line does.
//
//	if s, ok := sound.ForEvent(match.Game().ID, e); ok && s != sound.None {
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
// (explicit silence), with ok true. ok is false for a game or a kind of event the tables below
// do not know, which a test over random games of every game rules out. Only e.Kind is read.
func ForEvent(gameID string, e rules.Event) (Sound, bool) {
	table, ok := eventSounds[gameID]
	if !ok {
		return None, false
	}
	s, ok := table[e.Kind]
	return s, ok
}

// eventSounds has one table per game over every kind of event its rules emit.
var eventSounds = map[string]map[string]Sound{
	"mana": {
		"place":   Land, // a piece set on its starting square
		"enter":   Land, // a piece brought back onto the board
		"move":    Move,
		"capture": Capture,
		"win":     Win,
		"draw":    None, // a drawn game: the results say it
	},
	"shinobi": {
		"deploy":    Play,
		"reinforce": Play,
		"move":      Deal, // an army's cards carried to another province
		"attack":    Attack,
		"ninja":     Attack,
		"skip":      None,
		"draw":      Deal,
		"final":     None, // the deck is out: the log says the last round begins
		"reveal":    Flip, // a clan card turned up at the end
		"end":       Win,
	},
	"peuple": {
		"play":      Play,
		"hop":       Move, // a pawn steps along the ring
		"draw":      Deal,
		"turn":      None, // the curtain's chime marks a new person's turn
		"event":     Attack,
		"score":     Token,
		"redeploy":  Flip,
		"reshuffle": Deal,
		"power":     Play,
		"accept":    None,
		"swap":      Move,
		"pass":      None,
		"barter":    Deal,
		"discard":   Discard,
		"defense":   Play,
		"helper":    None,
		"end":       Win,
		"take":      Deal,
		"mace":      None, // the Mace card itself was played: its effect is a note
		"skip":      None,
	},
	"gosu": {
		"draft":      Land, // a clan tile taken
		"tile":       Flip,
		"draw":       Deal,
		"round":      None,
		"play":       Play,
		"name":       None,
		"spend":      Token,
		"discard":    Discard,
		"wonder":     Token,
		"activate":   Flip,
		"shift":      Play,
		"look":       Flip,
		"ban":        None,
		"reveal":     Flip,
		"pass":       None,
		"to-deck":    Deal,
		"round-end":  Count, // the armies are counted
		"battle":     Banner,
		"song":       None,
		"sacrifice":  Discard,
		"end":        Win,
		"capture":    Capture,
		"take-back":  Token,
		"extra-turn": None,
		"mill":       Discard,
		"take":       Deal,
		"copy":       Flip,
		"refill":     Deal,
		"cancel":     None,
		"release":    Flip,
		"search":     Deal,
		"destroy":    Discard,
		"swap":       Move,
		"unlock":     Token,
		"bounty":     Token,
		"mulligan":   Deal,
		"remove":     Discard,
	},
	// The small test game of the e2e build.
	"tally": {
		"play":  Play,
		"draw":  Deal,
		"pass":  None,
		"score": Token,
		"reset": None,
		"end":   Win,
	},
}
