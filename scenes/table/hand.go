package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites"
)

// Shared pieces of the card tables (Shinobi, Le Dernier Peuple, Gosu X):
// a hand fanned in a row that turns the pointer into taps and drops, a set
// of cards in flight fed from a match's events, and the rule of when a
// hidden hand may be shown on a shared screen.

// HandFan is a hand drawn as one row of cards, overlapping when the row is
// too short, with the card being dragged. Rects are indexed like the hand.
type HandFan struct {
	Rects []ui.Rect
	Drag  int // index of the card being dragged, -1 for none
	// Tip is the least side, physical px, of the area a tap on a card
	// takes (Reach): a card drawn narrower takes the rest from the gaps
	// beside it. Zero: a card's own rectangle.
	Tip float64
	gap float64 // between two cards side by side, as laid out
	dx  float64 // where the dragged card is drawn: its centre
	dy  float64
}

// HandPick is what the pointer did to a hand in one event: tapped a card
// (Card >= 0) or elsewhere (Card < 0), or dropped a dragged card at X, Y.
type HandPick struct {
	Card int
	Drop bool
	X, Y float64
}

// Layout places n cards of width/height ratio aspect in r: as large as r
// allows up to maxW, side by side with gap between them, overlapping once
// they would be narrower than minW. The row is centred, cards at r's top.
func (f *HandFan) Layout(r ui.Rect, n int, aspect, minW, maxW, gap float64) {
	f.Rects = f.Rects[:0]
	if n == 0 {
		f.Drag = -1
		return
	}
	fit := (r.W - float64(n-1)*gap) / float64(n)
	w := math.Min(math.Min(r.H*aspect, maxW), math.Max(fit, minW))
	w = math.Min(w, r.W)
	step := 0.0
	if n > 1 {
		step = math.Min(w+gap, (r.W-w)/float64(n-1))
	}
	total := step*float64(n-1) + w
	f.gap = step - w
	x := r.X + (r.W-total)/2
	for i := range n {
		f.Rects = append(f.Rects, ui.Rect{X: x + float64(i)*step, Y: r.Y, W: w, H: w / aspect})
	}
	if f.Drag >= n {
		f.Drag = -1
	}
}

// Shown is how wide the least of a card the row shows is: a card's width,
// or where the cards overlap the strip each shows of itself.
func (f *HandFan) Shown() float64 {
	switch len(f.Rects) {
	case 0:
		return 0
	case 1:
		return f.Rects[0].W
	}
	return math.Min(f.Rects[0].W, f.Rects[0].W+f.gap)
}

// Reach is the area a tap on card i takes: its rectangle, grown sideways
// to Tip into half the gaps beside it when the cards do not overlap.
func (f *HandFan) Reach(i int) ui.Rect {
	return ui.Reach(f.Rects[i], f.Tip, math.Max(0, f.gap/2))
}

// at is the topmost card under (x, y), or -1: later cards lie on earlier ones.
func (f *HandFan) at(x, y float64) int {
	for i := len(f.Rects) - 1; i >= 0; i-- {
		if f.Reach(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// Dragging is the dragged card's index and where it is drawn (centred on
// the pointer), ok false when no card is dragged.
//
//go:noinline
func (f *HandFan) Dragging() (i int, r ui.Rect, ok bool) {
	if f.Drag < 0 || f.Drag >= len(f.Rects) {
		return -1, ui.Rect{}, false
	}
	c := f.Rects[f.Drag]
	return f.Drag, ui.Rect{X: f.dx - c.W/2, Y: f.dy - c.H/2, W: c.W, H: c.H}, true
}

// Pointer reads one frame's pointer events and calls pick for each tap
// and each drop of a card dragged out of the hand. A drag that starts off
// the cards is ignored.
func (f *HandFan) Pointer(events []ui.PointerEvent, pick func(HandPick)) {
	for _, e := range events {
		switch e.Kind {
		case ui.DragStart:
			f.Drag = f.at(e.StartX, e.StartY)
			f.dx, f.dy = e.X, e.Y
		case ui.Drag:
			f.dx, f.dy = e.X, e.Y
		case ui.DragEnd:
			if f.Drag >= 0 {
				i := f.Drag
				f.Drag = -1
				pick(HandPick{Card: i, Drop: true, X: e.X, Y: e.Y})
			}
		case ui.Tap:
			pick(HandPick{Card: f.at(e.X, e.Y), X: e.X, Y: e.Y})
		}
	}
}

// CancelDrag drops the dragged card back into the hand.
func (f *HandFan) CancelDrag() { f.Drag = -1 }

// HandMark is how a card of the hand is outlined.
type HandMark uint8

// Hand marks.
const (
	MarkNone   HandMark = iota
	MarkChosen          // the card chosen to play: a paper outline
	MarkLit             // a card that may be used now: a gold outline
)

// Draw draws the first n cards of the hand in their places, all but the
// one being dragged (DrawDragged draws it, over everything else):
// card(dst, ctx, r, i) draws the i-th in r, and look(i) says whether it
// is raised out of the row and how it is outlined.
func (f *HandFan) Draw(dst *ebiten.Image, ctx *ui.Context, n int, look func(i int) (raised bool, mark HandMark), card HandCard) {
	drag, _, dragging := f.Dragging()
	for i := range min(n, len(f.Rects)) {
		if dragging && i == drag {
			continue
		}
		r := f.Rects[i]
		raised, mark := look(i)
		if raised {
			r = r.Offset(0, -ctx.Px(8))
		}
		card(dst, ctx, r, i)
		switch mark {
		case MarkChosen:
			sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(2)), r.W*0.1, ctx.Px(3), sprites.Paper)
		case MarkLit:
			sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(2)), r.W*0.1, ctx.Px(2), sprites.AccentColor)
		}
	}
}

// DrawDragged draws the card being dragged out of the first n, where the
// pointer holds it.
func (f *HandFan) DrawDragged(dst *ebiten.Image, ctx *ui.Context, n int, card HandCard) {
	if i, r, ok := f.Dragging(); ok && i < n {
		card(dst, ctx, r, i)
	}
}

// HandCard draws the i-th card of a hand in r.
type HandCard func(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int)
