package table

import (
	"testing"

	"kamon/scenes/scenestest"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// A hand fan keeps cards side by side while they fit, overlaps them when
// they do not, stays inside its row, and picks the topmost card.
func TestHandFanLaysOutAndPicks(t *testing.T) {
	var f HandFan
	row := ui.Rect{X: 10, Y: 20, W: 300, H: 100}
	f.Layout(row, 3, 0.7, 40, 70, 8)
	if len(f.Rects) != 3 || f.Rects[0].W != 70 || f.Rects[1].X-f.Rects[0].X != 78 {
		t.Fatalf("three cards that fit: %+v", f.Rects)
	}
	f.Layout(row, 9, 0.7, 40, 70, 8)
	for i, r := range f.Rects {
		if !scenestest.Inside(r, row) || r.W < 40 {
			t.Fatalf("card %d of 9 %+v leaves the row %+v or is under the smallest width", i, r, row)
		}
	}
	if !scenestest.Overlaps(f.Rects[0], f.Rects[1]) {
		t.Fatal("nine cards in 300 px do not overlap")
	}
	x := f.Rects[1].X + 1 // on card 1 and on card 0 below it
	if got := f.at(x, 30); got != 1 {
		t.Fatalf("picked %d under card 1's left edge, want the topmost, 1", got)
	}
	if got := f.at(0, 0); got != -1 {
		t.Fatalf("picked %d off the row", got)
	}
}

// A drag from a card drops that card where the pointer is released; a drag
// from elsewhere drops nothing; a tap names the card under it.
func TestHandFanTurnsGesturesIntoPicks(t *testing.T) {
	var f HandFan
	f.Layout(ui.Rect{W: 300, H: 100}, 2, 0.7, 40, 70, 8)
	cx, cy := f.Rects[1].Center()
	var picks []HandPick
	pick := func(p HandPick) { picks = append(picks, p) }
	f.Pointer([]ui.PointerEvent{{Kind: ui.DragStart, StartX: cx, StartY: cy, X: cx + 20, Y: cy}}, pick)
	if i, r, ok := f.Dragging(); !ok || i != 1 || r.W != f.Rects[1].W {
		t.Fatalf("dragging %d %+v %v", i, r, ok)
	}
	tx, ty := f.Rects[0].Center()
	f.Pointer([]ui.PointerEvent{{Kind: ui.Drag, X: 200, Y: 300}, {Kind: ui.DragEnd, X: 210, Y: 310}, {Kind: ui.Tap, X: tx, Y: ty}}, pick)
	if len(picks) != 2 || !picks[0].Drop || picks[0].Card != 1 || picks[0].X != 210 || picks[1].Drop || picks[1].Card != 0 {
		t.Fatalf("picks %+v", picks)
	}
	if _, _, ok := f.Dragging(); ok {
		t.Fatal("still dragging after the drop")
	}
	picks = nil
	f.Pointer([]ui.PointerEvent{{Kind: ui.DragStart, StartX: 290, StartY: 90}, {Kind: ui.DragEnd, X: 10, Y: 10}}, pick)
	if len(picks) != 0 {
		t.Fatalf("a drag off the cards dropped %+v", picks)
	}
}

// A card flight shows its card from take-off to landing, then calls land.
func TestCardFlightsFlyAndLand(t *testing.T) {
	var fs CardFlights[int]
	landed := false
	p := tween.NewPlayer(1)
	p.Play(fs.Fly(7, true, ui.Rect{W: 10, H: 14}, ui.Rect{X: 100, Y: 100, W: 20, H: 28}, 5, 1, func() { landed = true }))
	p.Update(0.5)
	n := 0
	fs.Each(func(f *CardFlight[int]) {
		n++
		if f.Card != 7 || !f.FaceUp || f.Pos.X <= 5 || f.Pos.X >= 110 {
			t.Fatalf("half way: %+v", f)
		}
	})
	if n != 1 || landed {
		t.Fatalf("%d cards in the air half way, landed %v", n, landed)
	}
	p.Update(1)
	fs.Each(func(f *CardFlight[int]) { t.Fatalf("still in the air: %+v", f) })
	if !landed {
		t.Fatal("land was not called")
	}
}
