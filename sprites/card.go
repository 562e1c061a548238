package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/text"
	"kamon/sprites/tween"
)

// CardFace is what the face of a card shows.
type CardFace struct {
	Title     string     // name across the card, under the art window
	Corner    string     // value in the top-left corner and, upside down, bottom-right
	Color     color.RGBA // the art window's colour: a player's or clan's
	Crest     string     // icon in the art window and under the corner values
	Footer    string     // small print at the bottom (hidden on small cards)
	Highlight bool       // a gold rim: playable, chosen
	Dim       bool       // darkened: not playable now
}

// Transform places a card (or piece) for drawing, so it can fly, turn, shrink and fade.
type Transform struct {
	X, Y  float64 // centre, physical pixels
	W, H  float64 // size at Scale 1
	Rot   float64 // radians, clockwise on screen
	Scale float64 // 1 is W×H; used as given, so set it (TransformAt does)
	Alpha float64 // opacity 0..1; used as given
	// FlipProgress turns the card over: 0 shows the back, 1 the face, and in between the
	// card narrows to an edge and widens again with the other side up.
	FlipProgress float64
	Back         int // style of back (see DrawCardBack)
}

// Moved returns t placed, turned, scaled and faded as the animated props say; size, flip
// and back stay as they were.
func (t Transform) Moved(p tween.Props) Transform {
	t.X, t.Y, t.Rot, t.Scale, t.Alpha = p.X, p.Y, p.Rot, p.Scale, p.Alpha
	return t
}

// Props is the animatable part of t, to start a tween from where a card is.
func (t Transform) Props() tween.Props {
	return tween.Props{X: t.X, Y: t.Y, Rot: t.Rot, Scale: t.Scale, Alpha: t.Alpha}
}

// TransformAt is the transform that draws a card exactly over r, face up and opaque.
func TransformAt(r Rect) Transform {
	cx, cy := r.Center()
	return Transform{X: cx, Y: cy, W: r.W, H: r.H, Scale: 1, Alpha: 1, FlipProgress: 1}
}

// DrawCardFace draws a card face up, at rest, over r.
func DrawCardFace(dst *ebiten.Image, r Rect, f CardFace) {
	DrawCard(dst, &f, TransformAt(r))
}

// DrawCardBack draws a card face down over r. Styles cycle through a few lacquer colours
// and crests; any int is valid.
func DrawCardBack(dst *ebiten.Image, r Rect, style int) {
	t := TransformAt(r)
	t.Back = style
	DrawCard(dst, nil, t)
}

// minCardSide is the smallest card drawn; below it nothing would be legible.
const minCardSide = 8

var cardDrawOp ebiten.DrawImageOptions

// DrawCard draws a card with a transform; a nil face draws the back (and ignores
// FlipProgress). Rendering happens once per look and size; later frames only draw the
// cached image.
func DrawCard(dst *ebiten.Image, face *CardFace, t Transform) {
	if dst == nil || !finite(t.X, t.Y, t.W, t.H, t.Rot, t.Scale, t.Alpha, t.FlipProgress) {
		return
	}
	w, h := int(math.Round(t.W)), int(math.Round(t.H))
	if w < minCardSide || h < minCardSide || t.Alpha <= 0 || t.Scale <= 0 {
		return
	}
	showFace := face != nil && t.FlipProgress >= 0.5
	// Turning over: the visible side narrows to an edge and the other widens, lifted a little.
	p := clamp01(t.FlipProgress)
	sx := math.Abs(math.Cos(p * math.Pi))
	lift := 1 + 0.08*math.Sin(p*math.Pi)
	if face == nil {
		sx, lift = 1, 1
	}
	if sx < 0.01 {
		return
	}
	var img *ebiten.Image
	if showFace {
		img = cardFaceImage(*face, w, h)
	} else {
		img = cardBackImage(t.Back, w, h)
	}
	drawCentred(dst, img, t, sx*lift, lift)
}

// drawCentred draws a cached sprite centred on (t.X, t.Y), scaled, turned and faded.
func drawCentred(dst, img *ebiten.Image, t Transform, sx, sy float64) {
	op := &cardDrawOp
	op.GeoM.Reset()
	op.ColorScale.Reset()
	b := img.Bounds()
	iw, ih := float64(b.Dx()), float64(b.Dy())
	sx *= t.Scale
	sy *= t.Scale
	if t.Rot == 0 && sx == 1 && sy == 1 {
		// At rest: pixel-aligned and unfiltered, as sharp as it was rendered.
		op.Filter = ebiten.FilterNearest
		op.GeoM.Translate(math.Round(t.X-iw/2), math.Round(t.Y-ih/2))
	} else {
		op.Filter = ebiten.FilterLinear
		op.GeoM.Translate(-iw/2, -ih/2)
		op.GeoM.Scale(sx, sy)
		op.GeoM.Rotate(t.Rot)
		op.GeoM.Translate(t.X, t.Y)
	}
	op.ColorScale.ScaleAlpha(float32(clamp01(t.Alpha)))
	dst.DrawImage(img, op)
	text.Composed(img, dst, op.GeoM)
}

func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// cardPad is the transparent margin around a card image that holds its shadow and glow.
func cardPad(w int) int { return int(math.Ceil(float64(w)*0.07)) + 2 }

func cardFaceImage(f CardFace, w, h int) *ebiten.Image {
	pad := cardPad(w)
	key := spriteKey{kind: kindFace, face: f, w: w, h: h}
	return sprites.get(key, w+2*pad, h+2*pad, func(img *ebiten.Image) {
		renderFace(img, Rect{float64(pad), float64(pad), float64(w), float64(h)}, f)
	})
}

func cardBackImage(style, w, h int) *ebiten.Image {
	style = ((style % len(backStyles)) + len(backStyles)) % len(backStyles)
	pad := cardPad(w)
	key := spriteKey{kind: kindBack, back: style, w: w, h: h}
	return sprites.get(key, w+2*pad, h+2*pad, func(img *ebiten.Image) {
		renderBack(img, Rect{float64(pad), float64(pad), float64(w), float64(h)}, backStyles[style])
	})
}

// cardRadius is the corner radius of a card of width w.
func cardRadius(w float64) float64 { return math.Max(3, w*0.065) }

// textSize converts a size in physical pixels to the logical size text.Style takes.
func textSize(px float64) float64 { return px / text.Scale() }

// inkOn is a dark enough version of c to draw thin marks on paper.
func inkOn(c color.RGBA) color.RGBA {
	if luminance(c) > 0.4 {
		return Mix(c, Ink, 0.45)
	}
	return c
}

func renderFace(img *ebiten.Image, r Rect, f CardFace) {
	u := r.W / 100
	radius := cardRadius(r.W)
	accent := inkOn(f.Color)

	// Paper with its grain and a fine inner frame.
	GradientRoundRect(img, r, radius, Paper, PaperShade)
	overlayGrain(img, paperGrain(), r, 0, math.Max(0.5, math.Min(1.5, r.W/200)))
	StrokeRoundRect(img, r.Inset(3*u), radius-2*u, math.Max(1, 0.5*u), Fade(Mix(accent, PaperEdge, 0.4), 0.8))

	// The art window: the card's colour with its crest as a mon on a paper disc.
	win := Rect{r.X + 7*u, r.Y + 7*u, r.W - 14*u, r.H * 0.52}
	drawArtWindow(img, win, 4*u, f.Color)
	cx, cy := win.Center()
	disc := math.Min(win.W, win.H) * 0.33
	Shadow(img, Rect{cx - disc, cy - disc + 0.8*u, 2 * disc, 2 * disc}, disc, 1.5*u, Fade(Ink, 0.35))
	FillCircle(img, cx, cy, disc, Paper)
	StrokeCircle(img, cx, cy, disc*0.92, math.Max(1, 0.5*u), Fade(accent, 0.6))
	if HasIcon(f.Crest) {
		s := disc * 1.3
		fillIcon(img, f.Crest, cx, cy, s, 0, accent)
	}

	// Title under the window, shrunk to fit.
	below := win.Y + win.H
	rest := r.Y + r.H - below
	if f.Title != "" {
		size := math.Max(text.Floor*text.Scale(), 11*u)
		st := text.Style{Size: textSize(size), Bold: true, Color: Ink, Align: text.Center}
		text.DrawFit(img, f.Title, cx, below+rest*0.3, r.W-16*u, st)
	}
	// Values in two corners, the second upside down for the player across the table; the
	// footer keeps clear of them.
	tag := Rect{}
	if f.Corner != "" {
		tag = cornerTag(r, f)
		drawCornerTag(img, r, tag, f, false)
		drawCornerTag(img, r, tag, f, true)
	}
	if f.Footer != "" && r.W >= 90 {
		st := text.Style{Size: textSize(math.Max(text.Floor*text.Scale(), 5.5*u)), Color: TextMutedColor, Align: text.Center}
		text.DrawFit(img, f.Footer, cx, r.Y+r.H-3.5*u-tag.H/2, r.W-2*(tag.W+6*u), st)
	}

	if f.Dim {
		layer(img, r, radius, 0, Fade(Ink, 0.45), Fade(Ink, 0.45), ebiten.BlendSourceAtop)
	}
	if f.Highlight {
		StrokeRoundRect(img, r, radius, math.Max(2, 1.6*u), AccentColor)
		layer(img, r.Inset(-2*u), radius+2*u, -3*u, Fade(AccentColor, 0.9), Fade(AccentColor, 0.9), ebiten.BlendDestinationOver)
	}
	layer(img, r.Offset(0, 1.8*u), radius, -3*u, ShadowColor, ShadowColor, ebiten.BlendDestinationOver)
}

// drawArtWindow paints the coloured window of a card face: a gradient with wave scales,
// composed in a scratch image so the pattern stays inside the window's rounded outline.
func drawArtWindow(img *ebiten.Image, win Rect, radius float64, c color.RGBA) {
	ox, oy := math.Floor(win.X), math.Floor(win.Y)
	local := win.Offset(-ox, -oy)
	scratch := ebiten.NewImage(int(math.Ceil(local.X+local.W))+1, int(math.Ceil(local.Y+local.H))+1)
	defer scratch.Deallocate()
	GradientRoundRect(scratch, local, radius, Mix(c, Paper, 0.18), Mix(c, Ink, 0.18))
	drawWaves(scratch, local, c, radius)
	StrokeRoundRect(scratch, local, radius, math.Max(1, radius*0.15), Fade(Mix(c, Ink, 0.4), 0.9))
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(ox, oy)
	img.DrawImage(scratch, &op)
}

// cornerTag is the size of the paper tag holding a card's value and small crest, placed
// at the top-left corner of r; text and icon sizes follow from the card's width.
func cornerTag(r Rect, f CardFace) Rect {
	u := r.W / 100
	tw, th := text.Measure(f.Corner, cornerStyle(r, f))
	w := math.Max(tw+5*u, 17*u)
	return Rect{r.X + 3.5*u, r.Y + 3.5*u, w, th + cornerIcon(r, f) + 5*u}
}

func cornerStyle(r Rect, f CardFace) text.Style {
	size := math.Max(text.Floor*text.Scale(), r.W*0.12+3)
	return text.Style{Size: textSize(size), Bold: true, Color: inkOn(f.Color), Align: text.HCenter | text.Top}
}

// cornerIcon is the size of the crest under the value; small cards leave it out.
func cornerIcon(r Rect, f CardFace) float64 {
	if !HasIcon(f.Crest) || r.W < 70 {
		return 0
	}
	return math.Max(6, r.W*0.09)
}

// drawCornerTag draws the tag at its top-left place, or turned half a turn at the
// bottom-right.
func drawCornerTag(img *ebiten.Image, r, tag Rect, f CardFace, flipped bool) {
	u := r.W / 100
	if flipped {
		tag.X, tag.Y = r.X+r.W-(tag.X-r.X)-tag.W, r.Y+r.H-(tag.Y-r.Y)-tag.H
	}
	ink := inkOn(f.Color)
	FillRoundRect(img, tag, 3*u, Paper)
	StrokeRoundRect(img, tag, 3*u, math.Max(1, 0.5*u), Fade(ink, 0.7))
	// Draw upright into a scratch image, then place it (turned if needed).
	sw, sh := int(math.Ceil(tag.W)), int(math.Ceil(tag.H))
	scratch := ebiten.NewImage(sw, sh)
	defer scratch.Deallocate()
	st := cornerStyle(r, f)
	_, th := text.Measure(f.Corner, st)
	text.Draw(scratch, f.Corner, tag.W/2, 2.5*u, st)
	if icon := cornerIcon(r, f); icon > 0 {
		fillIcon(scratch, f.Crest, tag.W/2, 2.5*u+th+icon/2, icon, 0, ink)
	}
	var op ebiten.DrawImageOptions
	if flipped {
		op.GeoM.Rotate(math.Pi)
		op.GeoM.Translate(float64(sw), float64(sh))
	}
	op.GeoM.Translate(tag.X, tag.Y)
	img.DrawImage(scratch, &op)
	text.Composed(scratch, img, op.GeoM)
}

// drawWaves lays seigaiha, the overlapping wave scales of Japanese prints, over the shape
// already drawn in r (source-atop), in lighter and darker shades of c.
func drawWaves(img *ebiten.Image, r Rect, c color.RGBA, scale float64) {
	rad := math.Max(4, scale*2.4)
	light := Fade(Mix(c, Paper, 0.5), 0.35)
	base := Mix(c, Ink, 0.05)
	rows := int((r.H+2*rad)/(rad/2)) + 1
	// Rows are drawn top to bottom so each row's scales overlap the row above.
	for i := 0; i < rows; i++ {
		y := r.Y - rad + float64(i)*rad/2
		off := 0.0
		if i%2 == 1 {
			off = rad
		}
		for x := r.X - rad + off; x < r.X+r.W+rad; x += 2 * rad {
			c := Rect{x - rad, y - rad, 2 * rad, 2 * rad}
			fade := 1 - 0.55*clamp01((y-r.Y)/r.H) // the pattern fades toward the bottom
			layer(img, c, rad, 0, Fade(base, 0.22*fade), Fade(base, 0.22*fade), ebiten.BlendSourceAtop)
			for k := 1; k <= 3; k++ {
				ring := rad * (1 - float64(k)*0.24)
				rr := Rect{x - ring, y - ring, 2 * ring, 2 * ring}
				layer(img, rr, ring, math.Max(0.8, rad*0.07), Fade(light, fade), Fade(light, fade), ebiten.BlendSourceAtop)
			}
		}
	}
}

// backStyle is one lacquered card back: ground, ornament colour and central crest.
type backStyle struct {
	ground, ornament color.RGBA
	crest            string
}

var backStyles = []backStyle{
	{color.RGBA{0x24, 0x34, 0x52, 0xff}, color.RGBA{0xd9, 0xa4, 0x41, 0xff}, "moon"},
	{color.RGBA{0x8a, 0x26, 0x1c, 0xff}, color.RGBA{0xf1, 0xdc, 0xb0, 0xff}, "sun"},
	{color.RGBA{0x1d, 0x4a, 0x3c, 0xff}, color.RGBA{0xdd, 0xb2, 0x5c, 0xff}, "pine"},
	{color.RGBA{0x26, 0x22, 0x20, 0xff}, color.RGBA{0xd0, 0x5a, 0x3e, 0xff}, "wave"},
}

func renderBack(img *ebiten.Image, r Rect, s backStyle) {
	u := r.W / 100
	radius := cardRadius(r.W)
	GradientRoundRect(img, r, radius, Mix(s.ground, Paper, 0.08), Mix(s.ground, Ink, 0.25))
	drawWaves(img, r, Mix(s.ground, s.ornament, 0.25), 3.2*u)
	overlayGrain(img, paperGrain(), r, 0.5, math.Max(0.5, r.W/240))
	// A double gold frame, then the medallion: a ring with the crest, kamon-style.
	StrokeRoundRect(img, r.Inset(5*u), radius-3*u, math.Max(1, 1.2*u), s.ornament)
	StrokeRoundRect(img, r.Inset(7.5*u), radius-4.5*u, math.Max(1, 0.5*u), Fade(s.ornament, 0.7))
	cx, cy := r.Center()
	m := r.W * 0.27
	FillCircle(img, cx, cy, m, Mix(s.ground, Ink, 0.1))
	StrokeCircle(img, cx, cy, m, math.Max(1, 1.4*u), s.ornament)
	StrokeCircle(img, cx, cy, m*0.86, math.Max(1, 0.5*u), Fade(s.ornament, 0.7))
	if HasIcon(s.crest) {
		size := m * 1.35
		fillIcon(img, s.crest, cx, cy, size, 0, s.ornament)
	}
	StrokeRoundRect(img, r, radius, math.Max(1, 0.6*u), Fade(Ink, 0.5))
	layer(img, r.Offset(0, 1.8*u), radius, -3*u, ShadowColor, ShadowColor, ebiten.BlendDestinationOver)
}
