package player

import (
	"math"
	"testing"

	"kamon/sound"
)

// Before Start nothing plays and nothing fails; volume and mute are kept for it.
func TestBeforeStart(t *testing.T) {
	Play(sound.Chime)
	Play(sound.None)
	Play(sound.Sound(200))
	SetVolume(0.5)
	SetMuted(true)
	if !Muted() || Started() || playing() != 0 || Volume() != 0.5 {
		t.Errorf("muted %v, started %v, %d playing, volume %v", Muted(), Started(), playing(), Volume())
	}
	SetMuted(false)
	if Muted() {
		t.Error("still muted")
	}
}

// A machine with no audio output (a server, CI under a virtual display) gets an error from
// Start, before Ebitengine's audio is made, which would stop the app's game loop, and stays
// silent.
func TestStartWithoutAnOutput(t *testing.T) {
	if checkDevice() == nil {
		t.Skip("this machine has an audio output")
	}
	if err := Start(); err == nil || Started() {
		t.Fatalf("Start() = %v, started %v", err, Started())
	}
	Play(sound.Capture)
	if playing() != 0 {
		t.Error("a sound plays without an output")
	}
}

// The volume is kept within 0..1, NaN as silence.
func TestVolumeClamped(t *testing.T) {
	defer SetVolume(1)
	for v, want := range map[float64]float64{-1: 0, 0.25: 0.25, 3: 1, math.NaN(): 0} {
		if SetVolume(v); Volume() != want {
			t.Errorf("SetVolume(%v): volume %v, want %v", v, Volume(), want)
		}
	}
}
