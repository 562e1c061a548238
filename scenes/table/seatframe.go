package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// SeatFrame shows part of a table's UI to one seat of a shared screen that
// lies flat: the part is laid out and drawn as if at the bottom of a
// screen of its own (the real screen turned a quarter or a half round for
// a seat at the left, right or top edge) and shown turned to face that
// seat. Pointer events are mapped the other way, so taps and drags in the
// turned part land on what the seat sees under their finger.
//
// Coordinates in the frame ("local") are those of that turned screen,
// origin at its top left, in physical px. For SideBottom the frame is the
// screen itself and draws straight onto it.
//
// Use: place it every layout with the seat's side and the screen size;
// lay the part out in Screen() (usually at its bottom edge); map this
// frame's pointer events with Events; draw into Canvas(dst) and finish
// with Compose(dst). The offscreen image is kept between frames and only
// made again when the screen size or the side's turn changes.
type SeatFrame struct {
	side   Side
	w, h   float64 // the real screen
	vw, vh float64 // the turned screen the part is laid out in
	cos    float64 // the turn, exactly: quarter turns only
	sin    float64
	img    *ebiten.Image
	org    ui.Rect // the local point at the image's origin (Window)
	events []ui.PointerEvent
}

// Place sets the frame for a seat at side on a screen of w×h px.
//
//go:noinline
func (f *SeatFrame) Place(side Side, w, h float64) {
	f.side, f.w, f.h = side, w, h
	f.vw, f.vh = w, h
	switch side {
	case SideLeft:
		f.cos, f.sin = 0, 1
	case SideTop:
		f.cos, f.sin = -1, 0
	case SideRight:
		f.cos, f.sin = 0, -1
	default:
		f.side, f.cos, f.sin = SideBottom, 1, 0
	}
	if f.sin != 0 {
		f.vw, f.vh = h, w
	}
}

// Side is the edge the frame faces.
func (f *SeatFrame) Side() Side { return f.side }

// Screen is the turned screen, in local coordinates.
func (f *SeatFrame) Screen() ui.Rect { return ui.Rect{W: f.vw, H: f.vh} }

// ToScreen maps a local point to the real screen: about the centres, the
// local screen is turned by the side's angle (clockwise on screen).
func (f *SeatFrame) ToScreen(x, y float64) (float64, float64) {
	dx, dy := x-f.vw/2, y-f.vh/2
	return dx*f.cos - dy*f.sin + f.w/2, dx*f.sin + dy*f.cos + f.h/2
}

// ToLocal maps a point of the real screen into the frame.
func (f *SeatFrame) ToLocal(x, y float64) (float64, float64) {
	dx, dy := x-f.w/2, y-f.h/2
	return dx*f.cos + dy*f.sin + f.vw/2, -dx*f.sin + dy*f.cos + f.vh/2
}

// RectToScreen is where local rect r lies on the real screen: quarter
// turns keep rects upright, so this is exact.
func (f *SeatFrame) RectToScreen(r ui.Rect) ui.Rect {
	x0, y0 := f.ToScreen(r.X, r.Y)
	x1, y1 := f.ToScreen(r.X+r.W, r.Y+r.H)
	return ui.Rect{X: math.Min(x0, x1), Y: math.Min(y0, y1), W: math.Abs(x1 - x0), H: math.Abs(y1 - y0)}
}

// RectToLocal is where screen rect r lies in the frame.
func (f *SeatFrame) RectToLocal(r ui.Rect) ui.Rect {
	x0, y0 := f.ToLocal(r.X, r.Y)
	x1, y1 := f.ToLocal(r.X+r.W, r.Y+r.H)
	return ui.Rect{X: math.Min(x0, x1), Y: math.Min(y0, y1), W: math.Abs(x1 - x0), H: math.Abs(y1 - y0)}
}

// Events are this frame's pointer events in local coordinates (positions,
// starts and movements turned). The slice is reused: it holds until the
// next call.
func (f *SeatFrame) Events(in []ui.PointerEvent) []ui.PointerEvent {
	f.events = f.events[:0]
	for _, e := range in {
		e.X, e.Y = f.ToLocal(e.X, e.Y)
		e.StartX, e.StartY = f.ToLocal(e.StartX, e.StartY)
		e.DX, e.DY = e.DX*f.cos+e.DY*f.sin, -e.DX*f.sin+e.DY*f.cos
		f.events = append(f.events, e)
	}
	return f.events
}

// Tapped reports a tap this frame that began and ended inside local rect r.
func (f *SeatFrame) Tapped(in *ui.Input, r ui.Rect) bool { return in.Tapped(f.RectToScreen(r)) }

// PressedIn reports a press held inside local rect r that may still tap.
func (f *SeatFrame) PressedIn(in *ui.Input, r ui.Rect) bool { return in.PressedIn(f.RectToScreen(r)) }

// Canvas is the image to draw the part on, in local coordinates: dst
// itself at the bottom edge, else the frame's offscreen image, cleared.
//
//go:noinline
func (f *SeatFrame) Canvas(dst *ebiten.Image) *ebiten.Image {
	img, _ := f.Window(dst, f.Screen())
	return img
}

// Window is Canvas for a part that stays inside local rect r (a plate
// along the seat's edge): dst itself at the bottom edge, where r lies as it
// is, else an offscreen image just large enough for r, cleared, where r
// lies at its origin (whole pixels kept). It returns the image and where
// r lies on it; Compose shows it turned, in place.
func (f *SeatFrame) Window(dst *ebiten.Image, r ui.Rect) (*ebiten.Image, ui.Rect) {
	if f.side == SideBottom {
		f.org = ui.Rect{}
		return dst, r
	}
	x0, y0 := math.Floor(r.X), math.Floor(r.Y)
	iw, ih := int(math.Ceil(r.X+r.W)-x0), int(math.Ceil(r.Y+r.H)-y0)
	f.org = ui.Rect{X: x0, Y: y0}
	if f.img == nil || f.img.Bounds().Dx() != iw || f.img.Bounds().Dy() != ih {
		f.Release()
		f.img = ebiten.NewImage(max(iw, 1), max(ih, 1))
	}
	f.img.Clear()
	return f.img, r.Offset(-x0, -y0)
}

// Compose draws what was drawn on the canvas onto dst, turned to the side.
func (f *SeatFrame) Compose(dst *ebiten.Image) {
	if f.side == SideBottom || f.img == nil {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM = f.geoM()
	dst.DrawImage(f.img, &op)
	text.Composed(f.img, dst, op.GeoM)
}

// geoM is ToScreen as a matrix for the offscreen image: turn about the
// origin, then move the image's origin (local org) where ToScreen puts it.
// Exact entries keep pixels on pixels.
func (f *SeatFrame) geoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.SetElement(0, 0, f.cos)
	g.SetElement(0, 1, -f.sin)
	g.SetElement(1, 0, f.sin)
	g.SetElement(1, 1, f.cos)
	tx, ty := f.ToScreen(f.org.X, f.org.Y)
	g.SetElement(0, 2, tx)
	g.SetElement(1, 2, ty)
	return g
}

// Release frees the offscreen image (a table leaving the screen).
func (f *SeatFrame) Release() {
	if f.img != nil {
		f.img.Deallocate()
		f.img = nil
	}
}
