package scenestest

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites"
)

// The contrast of text with what it is drawn on, as WCAG 2 measures it
// (sprites.Contrast): a text a player must read needs 4.5:1, a large one
// 3:1.

// MinContrast is the least contrast of a text with its background, and
// MinContrastLarge that of a large text (LargeText).
const (
	MinContrast      = sprites.TextContrast
	MinContrastLarge = 3.0
)

// LargeText reports whether t is large in WCAG's sense: 18 pt (24 CSS
// px), or 14 pt (18.66 CSS px) bold.
func LargeText(t ui.DrawnText) bool { return t.Size >= 24 || t.Bold && t.Size >= 18.66 }

// over is the premultiplied colour c drawn over the opaque bg.
func over(c, bg color.RGBA) color.RGBA {
	k := 1 - float64(c.A)/255
	m := func(x, y uint8) uint8 { return uint8(math.Min(255, float64(x)+float64(y)*k+0.5)) }
	return color.RGBA{m(c.R, bg.R), m(c.G, bg.G), m(c.B, bg.B), 255}
}

// Pixels is a frame read back: its RGBA bytes, premultiplied, row by row.
type Pixels struct {
	W, H int
	Pix  []byte
}

// Read reads img's pixels.
func (p *Pixels) Read(img *ebiten.Image) {
	b := img.Bounds()
	p.W, p.H = b.Dx(), b.Dy()
	if len(p.Pix) != 4*p.W*p.H {
		p.Pix = make([]byte, 4*p.W*p.H)
	}
	img.ReadPixels(p.Pix)
}

// at is the colour of pixel x, y.
func (p *Pixels) at(x, y int) color.RGBA {
	i := 4 * (y*p.W + x)
	return color.RGBA{p.Pix[i], p.Pix[i+1], p.Pix[i+2], p.Pix[i+3]}
}

// Shade is a text's contrast as measured on a frame.
type Shade struct {
	Ratio     float64
	Ink, Bg   color.RGBA // the text's colour as shown over Bg, and Bg
	Hidden    bool       // the text does not show as drawn: something was drawn over it (Meter)
	Measured  bool       // false: no pixel of the text or of its ground on the frame
	glyph, of int        // the text's solid pixels that show its colour, of how many
}

// Meter measures the contrast of the texts of a frame with what they
// are drawn on. It tells the text's pixels from the ground's by drawing
// each text again, alone, on a mask: where the mask has no ink, within
// the text's box, is the ground, whose commonest colour is the
// background (antialiased edges do not count in it); where the mask is solid
// the frame must show the text's colour, on a ground of another colour,
// else the text was covered by what was drawn after it (a panel, a
// close-up), and is not measured: a text of less than 1.3:1
// (hiddenRatio) goes unmeasured with them, but no one draws one on
// purpose. A text partly covered is measured on the ground round the
// part that shows.
type Meter struct {
	frame Pixels
	mask  *ebiten.Image
	mpix  []byte
	hist  []int32 // a histogram of 5-bit colours, reused
	sums  [][3]int64
	seen  []int32 // the buckets hist counts something in
}

// maskW, maskH are the size of the mask the texts are drawn again on,
// side by side in rows.
const maskW, maskH = 4096, 2048

// slot is where a text is drawn again on the mask: the mask's pixel
// (x, y) is the text's drawn image's pixel (x - dx, y - dy).
type slot struct {
	x, y, w, h int
	dx, dy     int
	pad        int // the margin round the text's box
}

// Measure reads frame and measures each of texts on it (each on frame,
// OnFrame).
func (m *Meter) Measure(frame *ebiten.Image, texts []*ui.DrawnText) []Shade {
	m.frame.Read(frame)
	if m.mask == nil {
		m.mask = ebiten.NewImage(maskW, maskH)
		m.hist, m.sums = make([]int32, 1<<15), make([][3]int64, 1<<15)
	}
	out := make([]Shade, len(texts))
	for start := 0; start < len(texts); {
		slots, n := m.pack(texts[start:])
		if n == 0 { // a text larger than the mask: not measured
			start++
			continue
		}
		m.mask.Clear()
		for i, sl := range slots {
			texts[start+i].Again(m.mask, float64(sl.dx), float64(sl.dy), color.RGBA{255, 255, 255, 255})
		}
		used := 0
		for _, sl := range slots {
			used = max(used, sl.y+sl.h)
		}
		if len(m.mpix) < 4*maskW*used {
			m.mpix = make([]byte, 4*maskW*maskH)
		}
		m.mask.SubImage(image.Rect(0, 0, maskW, used)).(*ebiten.Image).ReadPixels(m.mpix[:4*maskW*used])
		for i, sl := range slots {
			out[start+i] = m.measure(texts[start+i], sl)
		}
		start += n
	}
	return out
}

// pack places as many of texts as fit on the mask, in rows; n is how
// many.
func (m *Meter) pack(texts []*ui.DrawnText) (slots []slot, n int) {
	x, y, rowH := 0, 0, 0
	for _, t := range texts {
		b := t.Box()
		pad := int(math.Max(3, b.H/4)) // faux bold and descenders may reach past the box
		ox, oy := int(math.Floor(b.X))-pad, int(math.Floor(b.Y))-pad
		w, h := int(math.Ceil(b.W))+2*pad+1, int(math.Ceil(b.H))+2*pad+1
		if w > maskW || h > maskH {
			break
		}
		if x+w > maskW {
			x, y, rowH = 0, y+rowH, 0
		}
		if y+h > maskH {
			break
		}
		slots = append(slots, slot{x: x, y: y, w: w, h: h, dx: x - ox, dy: y - oy, pad: pad})
		x += w
		rowH = max(rowH, h)
	}
	return slots, len(slots)
}

// measure measures text t drawn again in slot sl of the mask read back.
func (m *Meter) measure(t *ui.DrawnText, sl slot) Shade {
	g := t.Place()
	clip := t.On.Bounds().Intersect(image.Rect(0, 0, m.frame.W, m.frame.H))
	m.clearHist()
	var solids, grounds []pixel
	for j := 0; j < sl.h; j++ {
		for i := 0; i < sl.w; i++ {
			a := m.mpix[4*((sl.y+j)*maskW+sl.x+i)+3]
			if a != 0 && a < 204 {
				continue // an edge: part text, part ground
			}
			fx, fy := g.Apply(float64(sl.x+i-sl.dx)+0.5, float64(sl.y+j-sl.dy)+0.5)
			p := image.Pt(int(math.Floor(fx)), int(math.Floor(fy)))
			if !p.In(clip) {
				continue
			}
			c := m.frame.at(p.X, p.Y)
			if a == 0 {
				// The ground is what lies within the text's box: a margin
				// round a number in a tight box is the card round the box.
				if i >= sl.pad && j >= sl.pad && i < sl.w-sl.pad && j < sl.h-sl.pad {
					m.count(c)
					grounds = append(grounds, pixel{c, a, i, j})
				}
			} else {
				solids = append(solids, pixel{c, a, i, j})
			}
		}
	}
	bg, ok := m.commonest()
	if !ok {
		return Shade{}
	}
	s := shade(t, bg, solids)
	if s.glyph > 0 && 10*s.glyph < 9*s.of && !s.Hidden {
		// Partly covered, a tenth of it or more (a card of the fan over
		// the one before, a panel over the end of a line): the ground is
		// what lies round the part that shows, not what covers the rest.
		cols, rows := map[int]bool{}, map[int]bool{}
		for _, p := range solids {
			if shows(t, p, bg) {
				cols[p.i], rows[p.j] = true, true
			}
		}
		m.clearHist()
		for _, p := range grounds {
			if cols[p.i] && rows[p.j] {
				m.count(p.c)
			}
		}
		if bg2, ok := m.commonest(); ok && bg2 != bg {
			s = shade(t, bg2, solids)
		}
	}
	return s
}

// pixel is a pixel of a text's box on the frame: its colour, the text's
// coverage there on the mask, and where it lies in the box.
type pixel struct {
	c    color.RGBA
	a    uint8
	i, j int
}

// shade is text t's contrast with ground bg, its solid pixels as they show.
func shade(t *ui.DrawnText, bg color.RGBA, solids []pixel) Shade {
	ink := over(t.Color, bg)
	s := Shade{Ratio: sprites.Contrast(ink, bg), Ink: ink, Bg: bg, Measured: true, of: len(solids)}
	for _, p := range solids {
		if shows(t, p, bg) {
			s.glyph++
		}
	}
	// Glyphs that do not show the text's colour, or a ground of the text's
	// own colour: something was drawn over the text (a card of the fan
	// over the one before, a panel over the table).
	s.Hidden = s.of > 0 && 2*s.glyph < s.of || nearRGB(ink, bg, groundTolerance) || s.Ratio < hiddenRatio
	return s
}

// shows reports whether solid pixel p of text t shows the text on ground
// bg: it has the text's colour, nearer it than the ground's (a dark panel
// over dark words shows the panel); where the text is opaque and covers
// the pixel whole, that colour exactly, or nearly (a veil drawn over the
// words, darkening them with their ground, shows the veil).
func shows(t *ui.DrawnText, p pixel, bg color.RGBA) bool {
	want := over(fadeBy(t.Color, p.a), bg)
	tol := inkTolerance
	if t.Color.A == 255 {
		tol = solidTolerance
	}
	return nearRGB(p.c, want, tol) && dist2(p.c, want) < dist2(p.c, bg)
}

// solidTolerance is how far, in any channel, a pixel an opaque text
// covers whole may be from the text's colour and still show it.
const solidTolerance = 12

// dist2 is the squared distance of a and b in RGB.
func dist2(a, b color.RGBA) int {
	d := func(x, y uint8) int { v := int(x) - int(y); return v * v }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

// fadeBy is premultiplied c at coverage a (0-255).
func fadeBy(c color.RGBA, a uint8) color.RGBA {
	k := func(v uint8) uint8 { return uint8(int(v) * int(a) / 255) }
	return color.RGBA{k(c.R), k(c.G), k(c.B), k(c.A)}
}

// inkTolerance is how far, in any channel, a solid pixel of a text may
// be from the text's colour over the ground and still show it: the
// ground under a glyph is not always the commonest (a gradient).
const inkTolerance = 40

// groundTolerance is how near, in every channel, a text's ground may be
// to the text's colour for the text not to show at all (1.15:1 at most);
// hiddenRatio is the contrast under which it does not, whatever the
// channels: a paper-coloured text under a paper panel drawn over it
// shows the panel, whose colour lies within inkTolerance of the text's,
// and ink under a veil of ink (a close-up's backdrop) shows the veil.
// No one draws words at 1.3:1 to be read.
const hiddenRatio = 1.3
const groundTolerance = 16

// nearRGB reports whether a and b differ by no more than tol in any channel.
func nearRGB(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func (m *Meter) clearHist() {
	for _, k := range m.seen {
		m.hist[k], m.sums[k] = 0, [3]int64{}
	}
	m.seen = m.seen[:0]
}

// count counts c in the histogram, by its 5-bit colour: shades of a
// gradient fall together.
func (m *Meter) count(c color.RGBA) {
	k := int32(c.R>>3)<<10 | int32(c.G>>3)<<5 | int32(c.B>>3)
	if m.hist[k] == 0 {
		m.seen = append(m.seen, k)
	}
	m.hist[k]++
	s := &m.sums[k]
	s[0], s[1], s[2] = s[0]+int64(c.R), s[1]+int64(c.G), s[2]+int64(c.B)
}

// commonest is the mean colour of the commonest bucket counted.
func (m *Meter) commonest() (color.RGBA, bool) {
	best := int32(-1)
	for _, k := range m.seen {
		if best < 0 || m.hist[k] > m.hist[best] {
			best = k
		}
	}
	if best < 0 {
		return color.RGBA{}, false
	}
	n, s := int64(m.hist[best]), m.sums[best]
	return color.RGBA{uint8(s[0] / n), uint8(s[1] / n), uint8(s[2] / n), 255}, true
}

// OnFrame reports whether a text recorded on img (ui.DrawnText.On) lies
// on frame: drawn on it, or on a clip of it (Ebitengine keeps the clips
// of an image by their bounds, so asking again for the same clip gives
// the same image).
func OnFrame(frame, img *ebiten.Image) bool {
	if img == frame {
		return true
	}
	if img == nil || !img.Bounds().In(frame.Bounds()) {
		return false
	}
	return frame.SubImage(img.Bounds()) == img
}
