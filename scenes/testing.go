package scenes

import (
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// Testing is the app as tests drive it (scenestest.Flow): the App, and
// what only tests ask of it. A build that never uses Testing leaves these
// out; as methods of App they would stay in the browser bundle, which
// keeps every exported method of App (the shader compiler's templates
// look methods up by name), the script parser with them.
type Testing struct{ *App }

// SetScreen sets the screen's size in physical px, the device scale and
// the UI zoom, as LayoutF does for a window: tests run without one.
func (t Testing) SetScreen(w, h, scale, zoom float64) {
	t.w, t.h, t.scale, t.zoom = w, h, scale, zoom
	text.SetScale(scale * zoom)
	t.ctx.Redraw()
}

// Context is the context the scenes get every frame.
func (t Testing) Context() *ui.Context { return &t.ctx }

// Overlays are the passing panels on the screen now, in screen
// coordinates: the countdown's, then the notice's bands.
func (t Testing) Overlays() []ui.Rect {
	var out []ui.Rect
	if g := t.grace; g != nil {
		out = append(out, g.frame.RectToScreen(g.panel))
	}
	if t.notice != "" {
		t.layoutNotices()
		for s := range table.Side(4) {
			if t.faces.sides[s] {
				out = append(out, t.noticeBand(s))
			}
		}
	}
	return out
}

// Given are the gestures the scene on top was given at its last update:
// what no panel over it took.
func (t Testing) Given() []ui.PointerEvent { return t.given }
