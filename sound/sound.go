// Package sound names the sounds of Kamon's tables. It is pure: sound/synth draws each sound
// as samples, sound/mixer mixes them, and sound/player plays them (through the mixer on
// Ebitengine's audio on the desktop, on the page's Web Audio in the browser).
//
// Which sound an event makes is each game's to say, by the event's kind alone (OfKind, in
// the game's registration with the app), which everyone at the table may know: never by its
// text, its data, or whose hand it concerns. A private event (a card drawn, a hand looked at)
// sounds the same whatever it holds, so a sound tells the others no more than the public log
// line does.
package sound

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

// OfKind is the sound of one kind of event: a game's table lists one for every kind of event
// its rules emit, a silence as None. A list rather than a map: it is data in the bundle, where
// a map literal is code that builds it at start, and a few events a second need no faster
// look-up.
type OfKind struct {
	Kind  string
	Sound Sound
	// Silent is why an event of the kind makes no sound, with None: a
	// silence is chosen, and says so, never left by mistake.
	Silent string
}

// For is the sound of kind in a game's list, and false when the list does not name kind.
func For(list []OfKind, kind string) (Sound, bool) {
	for _, k := range list {
		if k.Kind == kind {
			return k.Sound, true
		}
	}
	return None, false
}
