//go:build !android && !darwin && !js && !windows

package player

import (
	"errors"
	"path/filepath"

	"github.com/ebitengine/purego"
	"github.com/jfreymuth/pulse"
)

// errNoDevice is Start's answer on a machine with no sound (a server, a virtual display).
var errNoDevice = errors.New("no audio output: neither a PulseAudio server nor an ALSA playback device")

// checkDevice looks for what Ebitengine's audio (oto) will use, a PulseAudio server or else
// ALSA, before the audio context is made: without either, oto fails in the background and
// Ebitengine's game loop would stop the whole app with that error at its next frame.
func checkDevice() error {
	if c, err := pulse.NewClient(pulse.ClientApplicationName("Kamon")); err == nil {
		c.Close()
		return nil
	}
	if playback, _ := filepath.Glob("/dev/snd/pcmC*D*p"); len(playback) == 0 {
		return errNoDevice
	}
	for _, name := range []string{"libasound.so.2", "libasound.so"} {
		if h, err := purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_GLOBAL); err == nil {
			purego.Dlclose(h)
			return nil
		}
	}
	return errNoDevice
}
