package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites"
	"kamon/sprites/text"
)

// MinText is the text floor, in CSS px: no text a player must read is
// drawn smaller (a phone at 3× draws it 33 physical px tall). A text
// that does not fit wraps, then its layout gives it room or moves it
// behind a tap; only decoration (text.Style.Decor) may go below.
const MinText = text.Floor

// DrawnText is a text as a frame drew it.
type DrawnText struct {
	Text  string
	Size  float64 // CSS px: physical px over the device scale
	Decor bool
	Bold  bool
	Color color.RGBA // premultiplied, as the style had it
	// Rect is the box the text took, in physical px on On: the image it
	// was drawn on, or the one that image was then composed onto
	// (text.Composed), turned and moved with it.
	Rect Rect
	On   *ebiten.Image
	// Veiled: a veil was laid over it after (DrawVeil), so it is not
	// there to be read.
	Veiled bool

	drawn text.Drawn  // as drawn, on the image it was drawn on
	place ebiten.GeoM // from there onto On
}

// Again draws the text again on dst as it was drawn on the image it was
// drawn on, moved by whole pixels dx, dy, in colour c: its very pixels.
// Box is its box there, Place what places that image onto On.
func (t *DrawnText) Again(dst *ebiten.Image, dx, dy float64, c color.RGBA) {
	t.drawn.Again(dst, dx, dy, c)
}

// Box is the box the text took on the image it was drawn on.
func (t *DrawnText) Box() Rect { return Rect{X: t.drawn.X, Y: t.drawn.Y, W: t.drawn.W, H: t.drawn.H} }

// Place is what places the image the text was drawn on onto On: the
// identity for a text drawn on On itself.
func (t *DrawnText) Place() ebiten.GeoM { return t.place }

// TextRecorder keeps the texts drawn while it listens (Start to Stop),
// their sizes in CSS px for a device scale of Scale. Tests read it after
// a frame's Draw to hold the frame to the text floor (Below); Reset
// starts a new frame. Nothing listens in the app: drawing a text then
// costs one comparison.
type TextRecorder struct {
	Scale float64 // device scale: physical px per CSS px; 0 is 1
	Texts []DrawnText
	Cut   []string // the texts drawn cut short at the floor, as drawn
}

// Start has r record every text drawn from now on, in place of any
// other recorder.
func (r *TextRecorder) Start() {
	text.Listen(recorderEar{r})
	cutHeard = func(s string) { r.Cut = append(r.Cut, s) }
	veilHeard = func(dst *ebiten.Image, v Rect) {
		for i := range r.Texts {
			if t := &r.Texts[i]; drawnOn(t.On, dst) && overlaps(t.Rect, v) {
				t.Veiled = true
			}
		}
	}
}

// Stop ends every recording.
func (r *TextRecorder) Stop() {
	text.Listen(nil)
	cutHeard, veilHeard = nil, nil
}

// drawnOn reports that an image drawn on is dst or a part of it (a
// SubImage, as a scroll view clips its content), so that a veil over dst
// lies over what was drawn there too.
func drawnOn(img, dst *ebiten.Image) bool {
	if img == dst {
		return true
	}
	return img != nil && img.Bounds().In(dst.Bounds()) && dst.SubImage(img.Bounds()) == img
}

// overlaps reports whether a and b share some area.
func overlaps(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// veilHeard hears a veil laid over r of dst, while a recorder listens.
var veilHeard func(dst *ebiten.Image, r Rect)

// DrawVeil lays a veil of colour c over r of dst: what was drawn there
// before is set back behind what comes next (a close-up over the
// table), not to be read. A recorder listening marks the texts under it
// Veiled.
func DrawVeil(dst *ebiten.Image, r Rect, c color.Color) {
	sprites.FillRoundRect(dst, r, 0, c)
	if veilHeard != nil {
		veilHeard(dst, r)
	}
}

// Reset forgets the texts recorded so far.
func (r *TextRecorder) Reset() { r.Texts, r.Cut = r.Texts[:0], r.Cut[:0] }

// cutHeard hears a text fitted to its box only by cutting it short (an
// ellipsis, a word broken), while a recorder listens.
var cutHeard func(s string)

// noteCut tells the recorder listening, if any, that s was drawn cut.
func noteCut(s string, cut bool) {
	if cut && cutHeard != nil {
		cutHeard(s)
	}
}

// recorderEar is a recorder as the text package's listener.
type recorderEar struct{ r *TextRecorder }

func (e recorderEar) Heard(d text.Drawn) {
	scale := e.r.Scale
	if scale <= 0 {
		scale = 1
	}
	e.r.Texts = append(e.r.Texts, DrawnText{Text: d.Text, Size: d.Size / scale, Decor: d.Style.Decor,
		Bold: d.Style.Bold, Color: d.Style.Color, Rect: Rect{X: d.X, Y: d.Y, W: d.W, H: d.H}, On: d.Dst, drawn: d})
}

// Composed moves the texts recorded on src onto dst, where g placed src:
// their boxes become the bounding boxes of the boxes placed.
func (e recorderEar) Composed(src, dst *ebiten.Image, g ebiten.GeoM) {
	for i := range e.r.Texts {
		t := &e.r.Texts[i]
		if t.On != src {
			continue
		}
		t.On, t.Rect = dst, boundsOf(t.Rect, g)
		t.place.Concat(g)
	}
}

// boundsOf is the bounding box of r placed by g.
func boundsOf(r Rect, g ebiten.GeoM) Rect {
	x0, y0 := g.Apply(r.X, r.Y)
	x1, y1 := x0, y0
	for _, c := range [3][2]float64{{r.X + r.W, r.Y}, {r.X, r.Y + r.H}, {r.X + r.W, r.Y + r.H}} {
		x, y := g.Apply(c[0], c[1])
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Below lists the texts recorded that a player must read (not
// decoration) and that were drawn smaller than floor CSS px (to within
// rounding).
func (r *TextRecorder) Below(floor float64) []DrawnText {
	var low []DrawnText
	for _, t := range r.Texts {
		if !t.Decor && t.Size < floor-0.01 {
			low = append(low, t)
		}
	}
	return low
}
