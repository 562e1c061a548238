//go:build !js

package player

import (
	"github.com/hajimehoshi/ebiten/v2/audio"

	"kamon/sound"
	"kamon/sound/mixer"
	"kamon/sound/synth"
)

// Off the browser the sounds are mixed here (sound/mixer) into one never-ending stream that
// plays on Ebitengine's audio.
var (
	mix    = mixer.New(SampleRate)
	bank   [sound.NumSounds][]float32
	stream *audio.Player
)

// open makes the audio context, draws the sounds, and starts the stream at the volume and
// mute set; mu is held.
func open() error {
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
	apply()
	stream.Play()
	return nil
}

// play starts s in the mixer; mu is held.
func play(s sound.Sound) { mix.Play(bank[s], 1) }

// apply gives the mixer the volume and the mute, and the stream's own volume the mute, so
// that what the driver has buffered is not heard either; mu is held.
func apply() {
	mix.SetVolume(volume)
	mix.SetMuted(muted)
	if stream == nil {
		return
	}
	if muted {
		stream.SetVolume(0)
	} else {
		stream.SetVolume(1)
	}
}
