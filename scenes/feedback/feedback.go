// Package feedback is what the app and the tables give the player besides
// the picture: the sounds of the table (kamon/sound, played by
// kamon/sound/player) and short vibrations (kamon/device), both as the
// player's settings allow. Every scene goes through it, so the speakers
// and the vibration are wired in one place, and a test puts a Fake in
// their place (Use).
//
//	feedback.Apply(settings)         // at start and on every change of the settings
//	feedback.Start()                 // desktop: at launch; browser: from the first tap
//	feedback.Play(sound.Deal)        // an event's sound, as the table shows it
//	steps = append(steps, feedback.Step(sound.Capture)) // a sound at its moment in an animation
//	feedback.Refused()               // a tap the table refuses
//	feedback.YourTurn()              // the curtain lifted: the next person decides
//	feedback.Chime()                 // the curtain comes down
//	feedback.End(m.Outcome(), m.Seats) // the results
//
// A sound depends only on what everyone at the table may know (an event's
// kind, see sound.OfKind): nothing played behind the hand-off curtain tells the
// others what a private event held.
package feedback

import (
	"sync"

	"kamon/device"
	"kamon/game"
	"kamon/rules"
	"kamon/scenes/settings"
	"kamon/sound"
	"kamon/sound/player"
	"kamon/sprites/tween"
)

// Output is where feedback goes: the device's speakers and vibration, or
// a test's Fake.
type Output interface {
	Play(s sound.Sound)
	Vibrate(ms ...int)
}

// Vibration patterns, milliseconds on (and off): a refused tap is one
// short buzz, one's turn two.
var (
	refusedBuzz  = []int{30}
	yourTurnBuzz = []int{40, 60, 40}
)

var (
	mu      sync.Mutex
	out     Output = deviceOutput{}
	soundOn        = true
	haptics        = true
)

// Apply takes the player's settings: sound on or off and its volume at
// once (muting silences what is playing too), and whether to vibrate.
func Apply(s settings.Settings) {
	mu.Lock()
	soundOn, haptics = s.Sound, s.Haptics
	mu.Unlock()
	player.SetVolume(float64(s.Volume) / 100)
	player.SetMuted(!s.Sound)
}

// Start starts the sound player (sound/player.Start): on the desktop at
// launch, in the browser from a tap. It fails where the device has no
// audio output; the app then stays silent.
func Start() error { return player.Start() }

// Play plays s, unless sound is off. None plays nothing.
func Play(s sound.Sound) {
	mu.Lock()
	o, on := out, soundOn
	mu.Unlock()
	if on && s != sound.None {
		o.Play(s)
	}
}

// Step is a step of an animation that plays s when the animation reaches
// it.
func Step(s sound.Sound) tween.Step { return tween.Call(func() { Play(s) }) }

// Beats is a step of d seconds that plays s n times, at its start and
// every d/n seconds: the beats of a count.
func Beats(s sound.Sound, n int, d float64) tween.Step {
	steps := make([]tween.Step, 0, 2*n)
	for range n {
		steps = append(steps, Step(s), tween.Delay(d/float64(max(n, 1))))
	}
	return tween.Sequence(steps...)
}

// Chime is the hand-off curtain's chime: the device goes to the next
// person.
func Chime() { Play(sound.Chime) }

// End is the sound of a finished match's results: the win where a person
// at the device won (or, with bots alone, anyone), else the hand-off
// chime, neutral, for a bot's win or a draw.
func End(out rules.Outcome, seats []game.Seat) {
	humans, won := false, false
	for _, s := range seats {
		humans = humans || s.Human()
	}
	for _, w := range out.Winners {
		won = won || int(w) >= 0 && int(w) < len(seats) && (seats[w].Human() || !humans)
	}
	if won {
		Play(sound.Win)
	} else {
		Play(sound.Chime)
	}
}

// Refused is a tap the table refuses: the refused sound and, with haptics
// on, a short buzz.
func Refused() {
	Play(sound.Refused)
	vibrate(refusedBuzz)
}

// YourTurn tells the person handed the device that they decide now: two
// short buzzes, with haptics on.
func YourTurn() { vibrate(yourTurnBuzz) }

func vibrate(pattern []int) {
	mu.Lock()
	o, on := out, haptics
	mu.Unlock()
	if on {
		o.Vibrate(pattern...)
	}
}

// Use puts o in the place of the device (a test's Fake) and returns what
// puts the device back.
func Use(o Output) (restore func()) {
	mu.Lock()
	defer mu.Unlock()
	old := out
	out = o
	return func() {
		mu.Lock()
		out = old
		mu.Unlock()
	}
}

// deviceOutput is the device's own speakers and vibration.
type deviceOutput struct{}

func (deviceOutput) Play(s sound.Sound) { player.Play(s) }
func (deviceOutput) Vibrate(ms ...int)  { device.Vibrate(ms...) }
