package ui

import (
	"math"

	"kamon/sprites"
)

// Rect is a rectangle in physical pixels (the sprites type, so widgets and
// drawing share it).
type Rect = sprites.Rect

// Margin is the logical space kept free along the screen edges, and the
// usual gap between blocks.
const Margin = 12

// Gap is the usual logical space between widgets in a row or column.
const Gap = 8

// Zoom is the UI zoom for a window of w×h window pixels: 1 on a phone, a
// little more on tablets and desktops so the same layout reads well from
// arm's length. It grows with the short side against 600 and the long side
// against 900 (the smaller of the two), in steps of 1/20, within [1, 2.5].
func Zoom(w, h float64) float64 {
	short, long := math.Min(w, h), math.Max(w, h)
	z := math.Min(short/600, long/900)
	z = math.Floor(z*20) / 20
	return math.Max(1, math.Min(2.5, z))
}

// CutTop splits r into a top strip of height h (clamped to r) and the rest.
func CutTop(r Rect, h float64) (top, rest Rect) {
	h = Clamp(h, 0, r.H)
	return Rect{X: r.X, Y: r.Y, W: r.W, H: h}, Rect{X: r.X, Y: r.Y + h, W: r.W, H: r.H - h}
}

// CutBottom splits r into a bottom strip of height h and the rest.
func CutBottom(r Rect, h float64) (bottom, rest Rect) {
	h = Clamp(h, 0, r.H)
	return Rect{X: r.X, Y: r.Y + r.H - h, W: r.W, H: h}, Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - h}
}

// CutLeft splits r into a left strip of width w and the rest.
func CutLeft(r Rect, w float64) (left, rest Rect) {
	w = Clamp(w, 0, r.W)
	return Rect{X: r.X, Y: r.Y, W: w, H: r.H}, Rect{X: r.X + w, Y: r.Y, W: r.W - w, H: r.H}
}

// CutRight splits r into a right strip of width w and the rest.
func CutRight(r Rect, w float64) (right, rest Rect) {
	w = Clamp(w, 0, r.W)
	return Rect{X: r.X + r.W - w, Y: r.Y, W: w, H: r.H}, Rect{X: r.X, Y: r.Y, W: r.W - w, H: r.H}
}

// Column is the i-th of n equal columns of r separated by gap.
func Column(r Rect, n, i int, gap float64) Rect {
	if n < 1 {
		return r
	}
	w := math.Max(0, (r.W-gap*float64(n-1))/float64(n))
	return Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
}

// Row is the i-th of n equal rows of r separated by gap.
func Row(r Rect, n, i int, gap float64) Rect {
	if n < 1 {
		return r
	}
	h := math.Max(0, (r.H-gap*float64(n-1))/float64(n))
	return Rect{X: r.X, Y: r.Y + float64(i)*(h+gap), W: r.W, H: h}
}

// Stack is rows of a fixed height from the top of r: Stack(r, h, gap, i) is
// the i-th. It does not clip; callers check against r (or scroll).
func Stack(r Rect, h, gap float64, i int) Rect {
	return Rect{X: r.X, Y: r.Y + float64(i)*(h+gap), W: r.W, H: h}
}

// Centered is a w×h rect centred in r (shrunk to r if larger).
func Centered(r Rect, w, h float64) Rect {
	w, h = math.Min(w, r.W), math.Min(h, r.H)
	return Rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
}

// Grid places tiles in rows: as many columns as fit at the minimum tile
// width, the tiles then widened to fill the row. It reflows by itself
// between portrait and landscape.
type Grid struct {
	Area     Rect
	Cols     int
	TileW    float64
	TileH    float64
	Gap      float64
	Count    int
	RowCount int
}

// NewGrid lays out count tiles at least minW wide with height = width ×
// aspect (or fixed height h if aspect is 0), gap apart, in area.
func NewGrid(area Rect, count int, minW, aspect, h, gap float64) Grid {
	cols := int(math.Floor((area.W + gap) / (minW + gap)))
	cols = max(1, min(cols, max(count, 1)))
	tw := (area.W - gap*float64(cols-1)) / float64(cols)
	th := h
	if aspect > 0 {
		th = tw * aspect
	}
	rows := (count + cols - 1) / cols
	return Grid{Area: area, Cols: cols, TileW: tw, TileH: th, Gap: gap, Count: count, RowCount: rows}
}

// Cell is the rect of tile i.
func (g Grid) Cell(i int) Rect {
	c, r := i%g.Cols, i/g.Cols
	return Rect{X: g.Area.X + float64(c)*(g.TileW+g.Gap), Y: g.Area.Y + float64(r)*(g.TileH+g.Gap), W: g.TileW, H: g.TileH}
}

// Height is the height all rows take.
func (g Grid) Height() float64 {
	if g.RowCount == 0 {
		return 0
	}
	return float64(g.RowCount)*g.TileH + float64(g.RowCount-1)*g.Gap
}

func Clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// Fingertip is the least side, in logical px, of the area that answers a
// tap on anything a person must tap (44 CSS px, where the UI zoom is 1).
const Fingertip = 44

// Reach is the area that answers a tap on a thing drawn in r: r grown
// about its centre to at least side physical px each way, by no more
// than most on any side (the room up to its neighbours, halved when they
// reach out too). A thing drawn small takes the fingertip it needs from
// the space around it.
func Reach(r Rect, side, most float64) Rect {
	grow := func(v float64) float64 { return Clamp((side-v)/2, 0, most) }
	dx, dy := grow(r.W), grow(r.H)
	return Rect{X: r.X - dx, Y: r.Y - dy, W: r.W + 2*dx, H: r.H + 2*dy}
}
