package table

import (
	"testing"

	"kamon/scenes/scenestest"
	"kamon/scenes/ui"
)

// A seat frame turns the bottom of its own screen to the seat's edge: the
// local bottom strip lies along that edge, the local bottom-left corner
// at the seat's left hand, points map back exactly, and rects stay rects.
func TestSeatFrameMapsEachSide(t *testing.T) {
	const w, h = 1024.0, 768.0
	cases := []struct {
		side       Side
		vw, vh     float64 // the turned screen
		strip      ui.Rect // the local bottom strip 100 deep, on screen
		bottomLeft [2]float64
	}{
		{SideBottom, w, h, ui.Rect{X: 0, Y: h - 100, W: w, H: 100}, [2]float64{0, h}},
		// At the left edge the seat faces right: their left hand is up.
		{SideLeft, h, w, ui.Rect{X: 0, Y: 0, W: 100, H: h}, [2]float64{0, 0}},
		{SideTop, w, h, ui.Rect{X: 0, Y: 0, W: w, H: 100}, [2]float64{w, 0}},
		{SideRight, h, w, ui.Rect{X: w - 100, Y: 0, W: 100, H: h}, [2]float64{w, h}},
	}
	for _, c := range cases {
		var f SeatFrame
		f.Place(c.side, w, h)
		if s := f.Screen(); s.W != c.vw || s.H != c.vh {
			t.Errorf("side %d: turned screen %+v, want %gx%g", c.side, s, c.vw, c.vh)
		}
		strip, _ := ui.CutBottom(f.Screen(), 100)
		if got := f.RectToScreen(strip); !scenestest.Near(got.X, c.strip.X) || !scenestest.Near(got.Y, c.strip.Y) || !scenestest.Near(got.W, c.strip.W) || !scenestest.Near(got.H, c.strip.H) {
			t.Errorf("side %d: bottom strip on screen %+v, want %+v", c.side, got, c.strip)
		}
		if back := f.RectToLocal(f.RectToScreen(strip)); !scenestest.Near(back.X, strip.X) || !scenestest.Near(back.Y, strip.Y) || !scenestest.Near(back.W, strip.W) || !scenestest.Near(back.H, strip.H) {
			t.Errorf("side %d: strip %+v comes back as %+v", c.side, strip, back)
		}
		if x, y := f.ToScreen(0, c.vh); !scenestest.Near(x, c.bottomLeft[0]) || !scenestest.Near(y, c.bottomLeft[1]) {
			t.Errorf("side %d: local bottom-left at (%g, %g), want %v", c.side, x, y, c.bottomLeft)
		}
		// A point in the turned frame and its screen point map to each other.
		for _, p := range [][2]float64{{0, 0}, {10, 20}, {c.vw / 3, c.vh - 7}, {c.vw, c.vh}} {
			sx, sy := f.ToScreen(p[0], p[1])
			if sx < 0 || sy < 0 || sx > w || sy > h {
				t.Errorf("side %d: local %v maps off the screen to (%g, %g)", c.side, p, sx, sy)
			}
			if lx, ly := f.ToLocal(sx, sy); !scenestest.Near(lx, p[0]) || !scenestest.Near(ly, p[1]) {
				t.Errorf("side %d: local %v -> screen (%g, %g) -> local (%g, %g)", c.side, p, sx, sy, lx, ly)
			}
			// The image drawn in the frame is composed by the same map.
			g := f.geoM()
			if gx, gy := g.Apply(p[0], p[1]); !scenestest.Near(gx, sx) || !scenestest.Near(gy, sy) {
				t.Errorf("side %d: local %v composes at (%g, %g), maps to (%g, %g)", c.side, p, gx, gy, sx, sy)
			}
		}
		// A window's image (Window: a plate along the edge) is composed with
		// its origin at the window's local corner.
		f.org = ui.Rect{X: 12, Y: c.vh - 100}
		for _, p := range [][2]float64{{0, 0}, {30, 40}} {
			sx, sy := f.ToScreen(p[0]+f.org.X, p[1]+f.org.Y)
			g := f.geoM()
			if gx, gy := g.Apply(p[0], p[1]); !scenestest.Near(gx, sx) || !scenestest.Near(gy, sy) {
				t.Errorf("side %d: window point %v composes at (%g, %g), maps to (%g, %g)", c.side, p, gx, gy, sx, sy)
			}
		}
		f.org = ui.Rect{}
		// "Up" for the seat (towards the screen's centre) stays up in the frame.
		ev := f.Events([]ui.PointerEvent{{Kind: ui.Drag, X: w / 2, Y: h / 2, StartX: w / 2, StartY: h / 2,
			DX: w/2 - c.strip.X - c.strip.W/2, DY: h/2 - c.strip.Y - c.strip.H/2}})
		if len(ev) != 1 || !scenestest.Near(ev[0].X, c.vw/2) || !scenestest.Near(ev[0].Y, c.vh/2) || !scenestest.Near(ev[0].DX, 0) || ev[0].DY >= 0 {
			t.Errorf("side %d: a drag from the strip towards the centre reads %+v in the frame", c.side, ev)
		}
	}
}

// The hand fan takes taps and drags through a turned frame: a tap on the
// screen where a card shows picks that card, and a drop reports the local
// point, which maps back to where the finger let go.
func TestSeatFrameHandFan(t *testing.T) {
	const w, h = 768.0, 1024.0
	for _, side := range []Side{SideBottom, SideLeft, SideTop, SideRight} {
		var f SeatFrame
		f.Place(side, w, h)
		row, _ := ui.CutBottom(f.Screen().Inset(12), 120)
		fan := HandFan{Drag: -1}
		fan.Layout(row, 4, 0.7, 44, 96, 8)
		card := f.RectToScreen(fan.Rects[2])
		cx, cy := card.Center()
		var picks []HandPick
		pick := func(p HandPick) { picks = append(picks, p) }
		fan.Pointer(f.Events([]ui.PointerEvent{{Kind: ui.Tap, X: cx, Y: cy, StartX: cx, StartY: cy}}), pick)
		if len(picks) != 1 || picks[0].Card != 2 || picks[0].Drop {
			t.Fatalf("side %d: a tap on the third card (screen %+v) picks %+v", side, card, picks)
		}
		picks = picks[:0]
		dropX, dropY := w/2, h/2
		fan.Pointer(f.Events([]ui.PointerEvent{
			{Kind: ui.DragStart, X: cx, Y: cy, StartX: cx, StartY: cy},
			{Kind: ui.Drag, X: dropX, Y: dropY, StartX: cx, StartY: cy},
		}), pick)
		if i, r, ok := fan.Dragging(); !ok || i != 2 {
			t.Fatalf("side %d: dragging %d %v", side, i, ok)
		} else if x, y := f.ToScreen(r.Center()); !scenestest.Near(x, dropX) || !scenestest.Near(y, dropY) {
			t.Errorf("side %d: the dragged card is drawn at (%g, %g) on screen, not under the finger", side, x, y)
		}
		fan.Pointer(f.Events([]ui.PointerEvent{{Kind: ui.DragEnd, X: dropX, Y: dropY, StartX: cx, StartY: cy}}), pick)
		if len(picks) != 1 || picks[0].Card != 2 || !picks[0].Drop {
			t.Fatalf("side %d: the drop reads %+v", side, picks)
		}
		if x, y := f.ToScreen(picks[0].X, picks[0].Y); !scenestest.Near(x, dropX) || !scenestest.Near(y, dropY) {
			t.Errorf("side %d: dropped at local (%g, %g) = screen (%g, %g), want (%g, %g)", side, picks[0].X, picks[0].Y, x, y, dropX, dropY)
		}
	}
}
