package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game/storage"
	"kamon/scenes/scenestest"
	"kamon/scenes/ui"
)

// padScene lists its buttons and counts the taps each gets.
type padScene struct {
	buttons []ui.Button
	taps    map[string]int
}

func (p *padScene) Name() string { return "pad" }

func (p *padScene) Update(ctx *ui.Context) error {
	for i := range p.buttons {
		if p.buttons[i].Update(ctx) {
			p.taps[p.buttons[i].ID]++
		}
	}
	return nil
}

func (p *padScene) Draw(*ebiten.Image, *ui.Context) {}

// A notice stands off the controls of the scene beneath: over a screen
// with one button, away from it, and a tap on the band takes the notice
// away; over a screen of controls, where no room is left, a tap on the
// band is the control's beneath, and the notice stays.
func TestNoticeLetsTapsThroughToControls(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	w, h := f.A.Context().W, f.A.Context().H
	one := &padScene{taps: map[string]int{}, buttons: []ui.Button{{ID: "top", Rect: ui.Rect{X: 20, Y: 20, W: w - 40, H: 60}}}}
	f.A.Go(one)
	f.Run("wait 30")
	f.A.Notify("A notice over a screen with one button at the top.")
	f.Run("wait 2")
	band := f.A.Overlays()[0]
	if scenestest.Overlaps(band, one.buttons[0].Rect) {
		t.Fatalf("the band %+v covers the button %+v, with room left below", band, one.buttons[0].Rect)
	}
	x, y := band.Center()
	f.Run(fmt.Sprintf("tap %g %g\nwait 2", x, y))
	if f.A.Notice() != "" || one.taps["top"] != 0 {
		t.Fatalf("a tap on the band: notice %q, the button tapped %d times", f.A.Notice(), one.taps["top"])
	}

	full := &padScene{taps: map[string]int{}}
	for i := range 4 {
		full.buttons = append(full.buttons, ui.Button{ID: fmt.Sprint("b", i), Rect: ui.Row(ui.Rect{W: w, H: h}, 4, i, 0)})
	}
	f.A.Go(full)
	f.Run("wait 30")
	f.A.Notify("A notice over a screen of buttons.")
	f.Run("wait 2")
	band = f.A.Overlays()[0]
	x, y = band.Center()
	var under string
	for _, b := range full.buttons {
		if b.Rect.Contains(x, y) {
			under = b.ID
		}
	}
	f.Run(fmt.Sprintf("tap %g %g\nwait 2", x, y))
	if full.taps[under] != 1 || f.A.Notice() == "" {
		t.Fatalf("a tap on the band over %s: the button tapped %d times, notice %q", under, full.taps[under], f.A.Notice())
	}
}
