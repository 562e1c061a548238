package table

import "kamon/scenes/ui"

// heldTapped answers the person's hands while a move of theirs waits for
// its moment of grace (the countdown over the table): undo takes that
// move back and goes no further, the move before it stays; a tap, a drag
// or a long press begun on any other control the table lists drops the
// held move and goes on to that control, as if the move had not been
// made.
func (c *Core) heldTapped(ctx *ui.Context) {
	in := ctx.Input
	if in.Tapped(c.menu.Undo.Rect) {
		c.app.DropHeld()
		in.ClearTaps()
		ctx.Redraw()
		return
	}
	for _, e := range in.Events() {
		if e.Kind != ui.Tap && e.Kind != ui.DragStart && e.Kind != ui.LongPress {
			continue
		}
		if c.menu.Rect.Contains(e.StartX, e.StartY) || onControl(ctx.Widgets(), e.StartX, e.StartY) {
			c.app.DropHeld()
			return
		}
	}
}

// onControl reports that (x, y) lies on a control of ws.
func onControl(ws []ui.WidgetInfo, x, y float64) bool {
	for _, w := range ws {
		if w.Control() && w.Rect.Contains(x, y) {
			return true
		}
	}
	return false
}
