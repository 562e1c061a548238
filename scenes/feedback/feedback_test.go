package feedback

import (
	"slices"
	"testing"

	"kamon/scenes/settings"
	"kamon/sound"
	"kamon/sound/player"
	"kamon/sprites/tween"
)

func fake(t *testing.T, s settings.Settings) *Fake {
	f := &Fake{}
	t.Cleanup(Use(f))
	Apply(s)
	t.Cleanup(func() { Apply(settings.Settings{Sound: true, Volume: 75, Haptics: true}) })
	return f
}

func TestFeedbackFollowsTheSettings(t *testing.T) {
	on := settings.Settings{Sound: true, Volume: 50, Haptics: true}
	f := fake(t, on)
	Play(sound.Capture)
	Play(sound.None) // a silence plays nothing
	Refused()
	YourTurn()
	if got, want := f.Take(), []string{"capture", "refused", "buzz 30", "buzz 40 60 40"}; !slices.Equal(got, want) {
		t.Fatalf("sound and haptics on: %q, want %q", got, want)
	}
	if player.Muted() {
		t.Fatal("sound on left the player muted")
	}

	Apply(settings.Settings{Sound: false, Volume: 50, Haptics: true})
	if !player.Muted() {
		t.Fatal("sound off did not mute the player at once")
	}
	Refused()
	Play(sound.Win)
	if got, want := f.Take(), []string{"buzz 30"}; !slices.Equal(got, want) {
		t.Fatalf("sound off: %q, want %q", got, want)
	}

	Apply(settings.Settings{Sound: true, Volume: 50, Haptics: false})
	Refused()
	YourTurn()
	if got, want := f.Take(), []string{"refused"}; !slices.Equal(got, want) {
		t.Fatalf("haptics off: %q, want %q", got, want)
	}
}

func TestBeatsPlayAsTheAnimationReachesThem(t *testing.T) {
	f := fake(t, settings.Settings{Sound: true, Volume: 100})
	p := tween.NewPlayer(1)
	p.Play(tween.Sequence(Beats(sound.Count, 3, 0.75), Step(sound.Banner)))
	var heard []int
	for range 8 {
		p.Update(0.125)
		heard = append(heard, len(f.Take()))
	}
	// Beats at 0, 0.25 and 0.5 s, the banner at 0.75 s, each heard at the
	// update that reaches it.
	if want := []int{1, 1, 0, 1, 0, 1, 0, 0}; !slices.Equal(heard, want) {
		t.Fatalf("sounds per 0.125 s: %v, want %v", heard, want)
	}
}
