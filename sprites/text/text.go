// Package text draws Kamon's text: one etxt renderer with the Go fonts
// (Latin and Cyrillic), crisp at any device scale.
//
// Sizes in a Style are logical pixels; SetScale (called by the app from its
// layout: device scale × UI zoom) turns them into physical pixels. Positions
// and measured widths are physical pixels, like everything drawn on screen.
// Drawing is single-threaded (Ebitengine's Draw), like the renderer itself.
package text

import (
	_ "embed"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"github.com/tinne26/etxt/cache"
	"github.com/tinne26/etxt/fract"
	"github.com/tinne26/etxt/mask"
	"github.com/tinne26/etxt/sizer"
	"golang.org/x/image/font/sfnt"
)

// Align places text relative to the point given to Draw: one horizontal
// (Left, HCenter, Right) and one vertical (Top, Middle, Baseline, Bottom)
// component, combined with |. The zero value is Left|Top.
type Align uint8

// Horizontal alignments.
const (
	Left    Align = 0
	HCenter Align = 1
	Right   Align = 2
)

// Vertical alignments.
const (
	Top      Align = 0 << 2
	Middle   Align = 1 << 2
	Baseline Align = 2 << 2
	Bottom   Align = 3 << 2
)

// Center centres on both axes.
const Center = HCenter | Middle

// Style is how a piece of text looks.
type Style struct {
	Size  float64 // logical pixels; 0 means 16
	Bold  bool
	Color color.RGBA // premultiplied, as image/color has it; the zero value is transparent
	Align Align
	Decor bool // decoration no one must read (a watermark): left out of the text floor's count
}

// Floor is the text floor, in logical px: no text a player must read is
// drawn smaller (kamon/scenes/ui holds the screens to it in CSS px, which
// a logical px never falls below). FitSize shrinks no further.
const Floor = 11

// minSize is the smallest size FitSize shrinks to.
const minSize = Floor

// The Go fonts without their TrueType hinting, which sfnt never runs (tools/unhint), and without
// the characters no text of Kamon uses (scripts/subset-fonts.sh; coverage_test.go checks every
// catalog message and the literals of the code that draws): 30% of the bytes of the
// golang.org/x/image/font/gofont packages, drawn the same.
//
//go:generate go run kamon/tools/unhint -out fonts
//go:generate ../../scripts/subset-fonts.sh fonts
var (
	//go:embed fonts/Go-Regular.ttf
	regularTTF []byte
)

// Bold text is the regular face made bolder as it is rasterized (etxt's
// faux bold), its advances widened to match: the Go Bold face would add
// 19 KB of brotli to the browser's bundle for a difference few notice on
// a table. Each weight has its own renderer, so that a frame switching
// between them changes no renderer's state (and allocates nothing).
var (
	renderer *etxt.Renderer // the one apply chose for the style last asked
	plainR   *etxt.Renderer
	boldR    *etxt.Renderer
	regular  *sfnt.Font
	faux     = &mask.FauxRasterizer{}
	padded   = &sizer.PaddedAdvanceSizer{}
	scale    = 1.0
	ink      inkColor // the renderer's colour, set through apply
	listener Listener
)

// inkColor is the renderer's colour held behind a pointer: the renderer
// keeps a color.Color, and passing it a new color.RGBA on every call would
// box (allocate) each time.
type inkColor struct{ c color.RGBA }

func (k *inkColor) RGBA() (r, g, b, a uint32) { return k.c.RGBA() }

func init() {
	regular = mustParse(regularTTF)
	cached := cache.NewDefaultCache(16 * 1024 * 1024)
	plainR, boldR = newRenderer(cached), newRenderer(cached)
	boldR.Glyph().SetRasterizer(faux)
	boldR.SetSizer(padded)
	renderer = plainR
}

// newRenderer is a renderer of the regular face in ink, its glyphs kept in
// cached.
func newRenderer(cached *cache.DefaultCache) *etxt.Renderer {
	r := etxt.NewRenderer()
	r.SetCacheHandler(cached.NewHandler())
	r.SetFont(regular)
	r.SetColor(&ink)
	// etxt panics on a rune the font lacks; show the font's '?' instead.
	r.Glyph().SetMissHandler(func(f *sfnt.Font, _ rune) (sfnt.GlyphIndex, bool) {
		var buf sfnt.Buffer
		idx, err := f.GlyphIndex(&buf, '?')
		if err != nil || idx == 0 {
			return 0, true // skip the rune
		}
		return idx, false
	})
	return r
}

// mustParse reads an embedded font; failure is a broken build, not input.
func mustParse(ttf []byte) *sfnt.Font {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		panic("text: embedded Go font does not parse: " + err.Error())
	}
	return f
}

// SetScale sets physical pixels per logical pixel for every later call.
func SetScale(f float64) {
	if f <= 0 {
		f = 1
	}
	scale = f
	plainR.SetScale(f)
	boldR.SetScale(f)
}

// Scale is the current physical pixels per logical pixel.
func Scale() float64 { return scale }

// Drawn is a text as Draw or DrawWrapped drew it, told to a Listener.
type Drawn struct {
	Text     string
	Style    Style   // as asked: Size in logical px
	Size     float64 // in physical px
	Dst      *ebiten.Image
	AtX, AtY float64 // the point it was drawn at, which Style.Align places it by
	Wrap     int     // the width it was wrapped at (DrawWrapped), or -1 (Draw)
	// X, Y, W, H is the box the text took on Dst, in physical px: its lines
	// from the top of the first to the foot of the last, as wide as the
	// widest.
	X, Y, W, H float64
}

// Again draws d's text again on dst in colour c, moved by dx, dy: moved
// by whole pixels, the very pixels it drew (a test tells the text's
// pixels from the ground's by them). Nothing listening hears it.
func (d Drawn) Again(dst *ebiten.Image, dx, dy float64, c color.RGBA) {
	l := listener
	listener = nil
	defer func() { listener = l }()
	st := d.Style
	st.Color = c
	if d.Wrap >= 0 {
		DrawWrapped(dst, d.Text, d.AtX+dx, d.AtY+dy, float64(d.Wrap), st)
	} else {
		Draw(dst, d.Text, d.AtX+dx, d.AtY+dy, st)
	}
}

// Listener hears of every text drawn (Heard), and of every image drawn
// onto another after texts were drawn on it (Composed: an offscreen
// picture turned to a seat, placed with g), so that it can tell where
// each text ended up. Tests hold the drawn texts to the text floor and to
// a contrast with it.
type Listener interface {
	Heard(d Drawn)
	Composed(src, dst *ebiten.Image, g ebiten.GeoM)
}

// Listen has l hear of every text drawn from now on; nil stops. Unset, it
// costs a comparison per text and per composed image.
func Listen(l Listener) { listener = l }

// Composed tells the listener, if any, that src, on which texts may have
// been drawn, was drawn onto dst placed by g. Code that draws text on an
// offscreen image and then places it calls it after the DrawImage.
func Composed(src, dst *ebiten.Image, g ebiten.GeoM) {
	if listener != nil {
		listener.Composed(src, dst, g)
	}
}

// heard tells the listener, if any, of s drawn in st at (x, y), wrapped
// at limit physical px when limit is not negative.
func heard(dst *ebiten.Image, s string, x, y float64, limit int, st Style) {
	if listener == nil {
		return
	}
	apply(st)
	var r fract.Rect
	if limit >= 0 {
		r = renderer.MeasureWithWrap(Glue(s), limit)
	} else {
		r = renderer.Measure(s)
	}
	w, h := r.Width().ToFloat64(), r.Height().ToFloat64()
	d := Drawn{Text: s, Style: st, Dst: dst, AtX: x, AtY: y, Wrap: limit, W: w, H: h}
	switch st.Align & 3 {
	case HCenter:
		x -= w / 2
	case Right:
		x -= w
	}
	switch st.Align & (3 << 2) {
	case Middle:
		y -= h / 2
	case Baseline:
		y -= renderer.Metrics().Ascent().ToFloat64()
	case Bottom:
		y -= h
	}
	size := st.Size
	if size <= 0 {
		size = 16
	}
	d.Size, d.X, d.Y = size*scale, x, y
	listener.Heard(d)
}

func apply(st Style) {
	size := st.Size
	if size <= 0 {
		size = 16
	}
	renderer = plainR
	if st.Bold {
		renderer = boldR
		// A stroke a twenty-fourth of the size wider: near Go Bold's weight.
		if w := size * scale / 24; faux.GetExtraWidth() != float32(w) {
			faux.SetExtraWidth(float32(w))
			padded.SetPadding(fract.FromFloat64(w))
		}
	}
	renderer.SetSize(size)
	ink.c = st.Color
	renderer.SetAlign(etxtAlign(st.Align))
}

func etxtAlign(a Align) etxt.Align {
	var h, v etxt.Align
	switch a & 3 {
	case HCenter:
		h = etxt.HorzCenter
	case Right:
		h = etxt.Right
	default:
		h = etxt.Left
	}
	switch a & (3 << 2) {
	case Middle:
		v = etxt.VertCenter
	case Baseline:
		v = etxt.Baseline
	case Bottom:
		v = etxt.Bottom
	default:
		v = etxt.Top
	}
	return h | v
}

// Draw draws s at (x, y) in physical pixels, placed by st.Align. Newlines
// start new lines.
func Draw(dst *ebiten.Image, s string, x, y float64, st Style) {
	if s == "" {
		return
	}
	heard(dst, s, x, y, -1, st)
	apply(st)
	renderer.Fract().Draw(dst, s, fract.FromFloat64(x), fract.FromFloat64(y))
}

// Measure is the width and height s takes in physical pixels.
func Measure(s string, st Style) (w, h float64) {
	if s == "" {
		return 0, 0
	}
	apply(st)
	r := renderer.Measure(s)
	return r.Width().ToFloat64(), r.Height().ToFloat64()
}

// LineHeight is the distance between two lines of st, in physical pixels.
func LineHeight(st Style) float64 {
	apply(st)
	return renderer.Metrics().LineHeight().ToFloat64()
}

// DrawWrapped draws s wrapped at word boundaries to at most maxW physical
// pixels per line, placed by st.Align (HCenter centres each line), and
// returns the height it took.
func DrawWrapped(dst *ebiten.Image, s string, x, y, maxW float64, st Style) (h float64) {
	if s == "" {
		return 0
	}
	limit := int(maxW)
	heard(dst, s, x, y, limit, st)
	apply(st)
	s = Glue(s)
	renderer.Fract().DrawWithWrap(dst, s, fract.FromFloat64(x), fract.FromFloat64(y), limit)
	return renderer.MeasureWithWrap(s, limit).Height().ToFloat64()
}

// MeasureWrapped is the size DrawWrapped would take.
func MeasureWrapped(s string, maxW float64, st Style) (w, h float64) {
	if s == "" {
		return 0, 0
	}
	apply(st)
	r := renderer.MeasureWithWrap(Glue(s), int(maxW))
	return r.Width().ToFloat64(), r.Height().ToFloat64()
}

// FitSize is the largest size, at most st.Size, at which s fits in maxW
// physical pixels on one line (never below a readable minimum).
func FitSize(s string, st Style, maxW float64) float64 {
	size := st.Size
	if size <= 0 {
		size = 16
	}
	w, _ := Measure(s, st)
	if w <= maxW || w == 0 {
		return size
	}
	// Width grows about linearly with size; hinting makes it a little off,
	// so step down until it fits.
	fit := Style{Size: size * maxW / w, Bold: st.Bold}
	for fit.Size > minSize {
		if w, _ := Measure(s, fit); w <= maxW {
			break
		}
		fit.Size -= 0.5
	}
	if fit.Size < minSize {
		return minSize
	}
	return fit.Size
}

// DrawFit draws s on one line, shrunk so it fits in maxW physical pixels.
func DrawFit(dst *ebiten.Image, s string, x, y, maxW float64, st Style) {
	st.Size = FitSize(s, st, maxW)
	Draw(dst, s, x, y, st)
}
