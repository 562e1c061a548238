package scenes

import (
	"math"

	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// The app's passing panels (the notice, the countdown before a move is
// played) stand over the scene on top for a few seconds while the person
// goes on using it: each is placed where that scene lists no control
// (ui.Room), so that a tap meant for a control always reaches it, and over
// as little as can be of what is read there.

// beneath is what the scene on top listed at its last update, on the
// screen: its controls, and what is read there.
type beneath struct {
	controls, read, keep, later []ui.Rect
	sum                         uint64 // changes when they do
}

// take keeps what the scene listed: ws its widgets, kept and later what
// it marked read (ui.Context.KeepClear, ReadLater).
func (b *beneath) take(ws []ui.WidgetInfo, kept, later []ui.Rect) {
	b.controls, b.read, b.keep, b.later = b.controls[:0], b.read[:0], b.keep[:0], b.later[:0]
	h := uint64(14695981039346656037)
	mix := func(r ui.Rect, kind uint64) {
		for _, v := range [...]float64{r.X, r.Y, r.W, r.H} {
			h = (h ^ math.Float64bits(v) ^ kind) * 1099511628211
		}
	}
	for _, w := range ws {
		switch {
		case w.Control():
			b.controls = append(b.controls, w.Rect)
			mix(w.Rect, 1)
		case w.OnlyRead():
			b.read = append(b.read, w.Rect)
			mix(w.Rect, 2)
		}
	}
	for kind, list := range [...][]ui.Rect{kept, later} {
		for _, r := range list {
			if r.W <= 0 || r.H <= 0 {
				continue
			}
			if kind == 0 {
				b.keep = append(b.keep, r)
			} else {
				b.later = append(b.later, r)
			}
			mix(r, uint64(3+kind))
		}
	}
	b.sum = h
}

// onControl reports that (x, y) lies on a control.
func (b *beneath) onControl(x, y float64) bool {
	for _, c := range b.controls {
		if c.Contains(x, y) {
			return true
		}
	}
	return false
}

// room is the screen as a passing panel turned to f's side sees it, in
// f's coordinates: the controls beneath and taken (other panels already
// placed, on the screen) left free, what is read kept clear where it can
// be, on the felt inside the table's rim, the panel's centre wanted at
// (ax, ay).
func (b *beneath) room(ctx *ui.Context, f *table.SeatFrame, taken []ui.Rect, ax, ay float64) ui.Room {
	r := ui.Room{Area: f.Screen().Inset(ctx.Px(ui.RimW + 2)), Gap: ctx.Px(ui.Gap) / 2, AnchorX: ax, AnchorY: ay}
	for _, list := range [2][]ui.Rect{b.controls, taken} {
		for _, c := range list {
			if c.W > 0 && c.H > 0 {
				r.Controls = append(r.Controls, f.RectToLocal(c))
			}
		}
	}
	for _, c := range b.read {
		r.Read = append(r.Read, f.RectToLocal(c))
	}
	for _, c := range b.keep {
		r.Keep = append(r.Keep, f.RectToLocal(c))
	}
	for _, c := range b.later {
		r.Later = append(r.Later, f.RectToLocal(c))
	}
	return r
}

// place is where a panel of one of sizes stands in room (ui.Room.Place),
// and which size. Where every place covers a control it takes the one
// covering the least of them, still off the panels already placed
// (taken): a tap on the control it covers still goes to the control.
func place(room ui.Room, taken int, sizes []ui.Extent) (ui.Rect, int) {
	at, k, ok := room.Place(sizes)
	if ok {
		return at, k
	}
	n := len(room.Controls) - taken
	room.Read = append(room.Read, room.Controls[:n]...)
	room.Controls = room.Controls[n:]
	at, k, _ = room.Place(sizes)
	return at, k
}
