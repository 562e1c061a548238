// Package player plays Kamon's sounds (kamon/sound): the sounds drawn by sound/synth when the
// player starts, played on the device. On the desktop they go through Ebitengine's audio (one
// audio.Context for the whole app and one never-ending stream from sound/mixer); in the
// browser straight through the page's Web Audio, which mixes them itself (a buffer a sound, a
// limiter, a volume), so that the bundle carries neither Ebitengine's audio nor oto.
//
// Nothing happens until Start: the app calls it when sound is wanted, and in the browser only
// from a tap, as browsers let a page make sound only after the person touched it. Volume and
// mute may be set before Start and hold from then on.
//
//	player.SetVolume(settings.Volume) // 0..1
//	player.SetMuted(!settings.Sound)
//	if err := player.Start(); err != nil { /* no sound on this device; the app goes on */ }
//	player.Play(sound.Capture)
//
// The functions may be called from any goroutine.
package player

import (
	"math"
	"sync"

	"kamon/sound"
)

// SampleRate is the rate of the audio context, browsers' and most devices' own, so that
// nothing is resampled on the way.
const SampleRate = 48000

var (
	mu      sync.Mutex
	started bool
	volume  = 1.0
	muted   bool
)

// Start makes the audio output, draws every sound (a few milliseconds), and starts playing.
// Calling it again does nothing. It fails when the device has no way to play (see
// checkDevice); the app then stays silent, and may try again later.
func Start() error {
	mu.Lock()
	defer mu.Unlock()
	if started {
		return nil
	}
	if err := checkDevice(); err != nil {
		return err
	}
	if err := open(); err != nil {
		return err
	}
	started = true
	return nil
}

// Started reports whether Start has run.
func Started() bool {
	mu.Lock()
	defer mu.Unlock()
	return started
}

// Play plays s, over whatever already plays. Before Start, while muted, and for None it does
// nothing.
func Play(s sound.Sound) {
	mu.Lock()
	defer mu.Unlock()
	if started && !muted && s != sound.None && int(s) < sound.NumSounds {
		play(s)
	}
}

// SetVolume sets the volume from 0 (silent) to 1 (full); other values are clamped, NaN is 0.
func SetVolume(v float64) {
	mu.Lock()
	defer mu.Unlock()
	if math.IsNaN(v) {
		v = 0
	}
	volume = min(max(v, 0), 1)
	apply()
}

// Volume is the volume SetVolume set.
func Volume() float64 {
	mu.Lock()
	defer mu.Unlock()
	return volume
}

// SetMuted mutes or unmutes. Muting stops every sound at once: nothing that plays is heard
// any more, nor what the output has buffered.
func SetMuted(m bool) {
	mu.Lock()
	defer mu.Unlock()
	muted = m
	apply()
}

// Muted reports whether the player is muted.
func Muted() bool {
	mu.Lock()
	defer mu.Unlock()
	return muted
}
