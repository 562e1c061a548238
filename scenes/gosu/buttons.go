package gosu

import (
	"math"

	"kamon/scenes/ui"
)

// tappedButton is the button tapped this frame, -1 for none.
func (t *tableScene) tappedButton(ctx *ui.Context) int {
	for i := range t.buttons {
		if r, ok := t.buttonArea(i); ok && ctx.Input.Tapped(t.mine(r)) {
			return i
		}
	}
	return -1
}

// buttonArea is the part of button i that answers a tap: what shows of it
// in the buttons' view, when that is the whole button or a fingertip at
// least; a button that peeks out less, at the edge of a view that
// scrolls, is scrolled to first.
func (t *tableScene) buttonArea(i int) (ui.Rect, bool) {
	b := t.buttons[i].rect
	r := clipRect(b, t.btnView.Rect)
	if r.H < math.Min(b.H, t.tip)-0.01 {
		return ui.Rect{}, false
	}
	return r, true
}
