package scenes

import (
	"slices"
	"testing"

	"kamon/game/storage"
	"kamon/scenes/scenestest"
)

// fakeDevice is a browser's device as the app sees it, recording what it
// was asked.
type fakeDevice struct {
	canFull, full, update bool
	awake                 []bool // every KeepAwake, in order
	applied               int
}

func (d *fakeDevice) KeepAwake(on bool)         { d.awake = append(d.awake, on) }
func (d *fakeDevice) SetFullscreen(on bool)     { d.full = on }
func (d *fakeDevice) Fullscreen() bool          { return d.full }
func (d *fakeDevice) FullscreenAvailable() bool { return d.canFull }
func (d *fakeDevice) UpdateReady() bool         { return d.update }
func (d *fakeDevice) ApplyUpdate() bool         { d.applied++; return true }

func newDeviceFlow(t *testing.T, d *fakeDevice) *flow {
	return &flow{scenestest.New(t, Testing{App: NewApp(Options{Store: storage.NewMemory(), Home: NewMenu, Log: t.Logf, Device: d})})}
}

// The screen stays awake while a table is up, through the in-game menu,
// and may sleep again on the menu.
func TestScreenKeptAwakeDuringAGame(t *testing.T) {
	d := &fakeDevice{}
	f := newDeviceFlow(t, d)
	f.Run("wait 2")
	if !slices.Equal(d.awake, []bool{false}) {
		t.Fatalf("on the menu: KeepAwake %v", d.awake)
	}
	f.Run("tap game:tally\nexpect-scene setup\ntap shuffle\ntap start\nexpect-scene table\nwait 2\nkey Escape\nexpect-scene ingame\nwait 2")
	if !slices.Equal(d.awake, []bool{false, true}) {
		t.Fatalf("at the table and its menu: KeepAwake %v", d.awake)
	}
	f.Run("tap quit\nexpect-scene menu\nwait 2")
	if !slices.Equal(d.awake, []bool{false, true, false}) {
		t.Fatalf("back on the menu: KeepAwake %v", d.awake)
	}
}

func TestFullscreenButtons(t *testing.T) {
	f := newDeviceFlow(t, &fakeDevice{})
	f.Run("wait 2")
	if _, ok := f.A.Widget("fullscreen"); ok {
		t.Fatal("a full-screen button where the device cannot go full screen")
	}
	d := &fakeDevice{canFull: true}
	f = newDeviceFlow(t, d)
	f.Run("wait 2")
	if w, ok := f.A.Widget("fullscreen"); !ok || w.Label != "Full screen" {
		t.Fatalf("full-screen button %q (listed %v)", w.Label, ok)
	}
	f.Run("tap fullscreen\nwait 2")
	if w, _ := f.A.Widget("fullscreen"); !d.full || w.Label != "Leave full screen" {
		t.Fatalf("after a tap: full screen %v, button %q", d.full, w.Label)
	}
	f.Run("tap game:tally\nexpect-scene setup\ntap shuffle\ntap start\nexpect-scene table\nwait 2\nkey Escape\nexpect-scene ingame\ntap fullscreen\nwait 2")
	if w, ok := f.A.Widget("fullscreen"); d.full || !ok || w.Label != "Full screen" {
		t.Fatalf("in the game menu: full screen %v, button %q (listed %v)", d.full, w.Label, ok)
	}
}

// "Update ready" shows on the menu only, and a tap applies the update.
func TestUpdateReadyOnTheMenu(t *testing.T) {
	d := &fakeDevice{update: true}
	f := newDeviceFlow(t, d)
	f.Run("wait 2")
	if w, ok := f.A.Widget("update"); !ok || w.Label != "A new version of Kamon is ready." {
		t.Fatalf("update note %q (listed %v)", w.Label, ok)
	}
	f.Run("tap game:tally\nexpect-scene setup\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	if _, ok := f.A.Widget("update:apply"); ok || d.applied != 0 {
		t.Fatal("the update is offered during a game")
	}
	f.Run("key Escape\nexpect-scene ingame\ntap quit\nexpect-scene menu\nwait 2\ntap update:apply\nwait 2")
	if d.applied != 1 {
		t.Fatalf("ApplyUpdate called %d times, want 1", d.applied)
	}
}
