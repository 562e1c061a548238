package scenes

import (
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
