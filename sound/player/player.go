// Package player plays Kamon's sounds (kamon/sound) on Ebitengine's audio: one audio.Context
// for the whole app, one never-ending stream from sound/mixer, and the sounds drawn by
// sound/synth when the player starts. Nothing happens until Start: the app calls it when sound
// is wanted, and in the browser only from a tap, as browsers let a page make sound only after
// the person touched it. Volume and mute may be set before Start and hold from then on.
//
//	player.SetVolume(settings.Volume) // 0..1
//	player.SetMuted(!settings.Sound)
//	if err := player.Start(); err != nil { /* no sound on this device; the app goes on */ }
//	player.Play(sound.Capture)
//
// The functions may be called from any goroutine.
package player

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"kamon/sound"
	"kamon/sound/mixer"
	"kamon/sound/synth"
)

// SampleRate is the rate of the audio context, browsers' and most devices' own, so that
// nothing is resampled on the way.
const SampleRate = 48000

var (
	mu      sync.Mutex
	mix     = mixer.New(SampleRate)
	bank    [sound.NumSounds][]float32
	stream  *audio.Player
	started bool
)

// Start makes the audio context, draws every sound (a few milliseconds), and starts the
// stream. Calling it again does nothing. It fails when the machine has no way to play (see
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
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(SampleRate)
	}
	for _, s := range sound.All() {
		bank[s] = synth.Render(s, ctx.SampleRate())
	}
	p, err := ctx.NewPlayerF32(mix)
	if err != nil {
		return err
	}
	stream = p
	applyMute()
	stream.Play()
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
	if started && int(s) < len(bank) {
		mix.Play(bank[s], 1)
	}
}

// SetVolume sets the volume from 0 (silent) to 1 (full).
func SetVolume(v float64) { mix.SetVolume(v) }

// SetMuted mutes or unmutes. Muting stops every sound at once: the mixer drops them, and the
// stream's own volume goes to zero so that what the driver has buffered is not heard either.
func SetMuted(muted bool) {
	mu.Lock()
	defer mu.Unlock()
	mix.SetMuted(muted)
	applyMute()
}

// Muted reports whether the player is muted.
func Muted() bool { return mix.Muted() }

// applyMute sets the stream's volume to the mixer's mute; mu is held.
func applyMute() {
	if stream == nil {
		return
	}
	if mix.Muted() {
		stream.SetVolume(0)
	} else {
		stream.SetVolume(1)
	}
}
