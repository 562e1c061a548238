package scenes

import (
	"slices"
	"testing"

	"kamon/game/storage"
	"kamon/scenes/feedback"
	"kamon/scenes/ui"
	"kamon/sound/player"
)

// The sound, volume and vibration settings are kept in the store and
// apply at once: sound off mutes the player there and then, and neither a
// refused tap nor one's turn is heard or felt once both are off.
func TestSoundSettingsPersistAndApply(t *testing.T) {
	fake := &feedback.Fake{}
	defer feedback.Use(fake)()
	st := storage.NewMemory()
	f := newFlow(t, st)
	f.A.SetScreen(768, 1024, 1, ui.Zoom(768, 1024))
	if s := f.A.Settings(); !s.Sound || s.Volume != 75 || !s.Haptics || player.Muted() {
		t.Fatalf("first start: %+v, muted %v", s, player.Muted())
	}
	f.Run("wait 2\ntap settings\nexpect-scene settings\nwait 2\ntap volume:25\ntap haptics")
	feedback.Refused()
	feedback.YourTurn()
	if got, want := fake.Take(), []string{"refused"}; !slices.Equal(got, want) {
		t.Fatalf("haptics off: %q, want %q", got, want)
	}
	f.Run("tap sound")
	if !player.Muted() {
		t.Fatal("sound off did not mute the player at once")
	}
	feedback.Refused()
	if got := fake.Take(); len(got) != 0 {
		t.Fatalf("sound and haptics off: %q", got)
	}
	again := newFlow(t, st).A.Settings()
	if again.Sound || again.Volume != 25 || again.Haptics {
		t.Fatalf("the settings read again: %+v", again)
	}
	f.Run("tap sound\ntap haptics\ntap volume:75")
	if player.Muted() || !f.A.Settings().Sound {
		t.Fatal("sound on again left the player muted")
	}
}
