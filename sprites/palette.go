// Package sprites draws everything Kamon shows that is not text: the palette, anti-aliased
// shapes, game-icons.net icons, procedural cards and pieces, and a gallery sheet that the
// screenshot test checks. All coordinates are physical pixels.
package sprites

import (
	"image/color"
	"math"
)

// Table tones: a warm tabletop of felt, wood, paper and ink.
var (
	Felt      = color.RGBA{0x2f, 0x5a, 0x4a, 0xff}
	FeltDark  = color.RGBA{0x1f, 0x40, 0x35, 0xff}
	FeltLight = color.RGBA{0x3f, 0x71, 0x5d, 0xff}

	Wood      = color.RGBA{0x9a, 0x64, 0x34, 0xff}
	WoodDark  = color.RGBA{0x5e, 0x3a, 0x1d, 0xff}
	WoodLight = color.RGBA{0xc8, 0x93, 0x5c, 0xff}

	Paper      = color.RGBA{0xf6, 0xee, 0xdc, 0xff}
	PaperShade = color.RGBA{0xe8, 0xdb, 0xbf, 0xff}
	PaperEdge  = color.RGBA{0xc4, 0xae, 0x86, 0xff}

	Ink     = color.RGBA{0x2b, 0x24, 0x20, 0xff}
	InkSoft = color.RGBA{0x5a, 0x4e, 0x45, 0xff}

	// ShadowColor is the premultiplied tint of drop shadows on the table.
	ShadowColor = color.RGBA{0x10, 0x08, 0x00, 0x70}
)

// UI colours, chosen to sit on the table tones above.
var (
	PanelColor         = color.RGBA{0xfb, 0xf6, 0xea, 0xff}
	PanelBorder        = color.RGBA{0xc9, 0xb4, 0x8e, 0xff}
	ButtonColor        = color.RGBA{0x33, 0x54, 0x6e, 0xff}
	ButtonPressedColor = color.RGBA{0x22, 0x3c, 0x52, 0xff}
	ButtonTextColor    = Paper
	AccentColor        = color.RGBA{0xd9, 0xa4, 0x41, 0xff}
	DangerColor        = color.RGBA{0xb3, 0x36, 0x2b, 0xff}
	TextColor          = Ink
	TextMutedColor     = color.RGBA{0x6b, 0x5e, 0x52, 0xff} // 4.5:1 on paper's shade, 5.4:1 on paper
)

// playerColors follow the Okabe–Ito palette, which stays distinct under the common forms of
// colour blindness; each is paired with a crest in playerCrests so colour is never the only cue.
var playerColors = [...]color.RGBA{
	{0xd5, 0x5e, 0x00, 0xff}, // vermillion
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0xf0, 0xe4, 0x42, 0xff}, // yellow
	{0x33, 0x33, 0x33, 0xff}, // black (softened to ink so details stay visible)
}

var playerCrests = [...]string{"sun", "wave", "pine", "flame", "lotus", "crane", "mountain", "moon"}

// PlayerCount is how many distinct player colour and crest pairs exist.
const PlayerCount = len(playerColors)

// wrapIndex maps any index, negative ones included, onto 0..PlayerCount-1.
func wrapIndex(i int) int {
	i %= PlayerCount
	if i < 0 {
		i += PlayerCount
	}
	return i
}

// PlayerColor is the colour of seat i; indices past PlayerCount wrap around.
func PlayerColor(i int) color.RGBA { return playerColors[wrapIndex(i)] }

// PlayerCrest is the icon name (see IconNames) that goes with PlayerColor(i).
func PlayerCrest(i int) string { return playerCrests[wrapIndex(i)] }

// OnColor returns Ink or Paper, whichever contrasts more with c (WCAG's
// ratio, Contrast): the ink of a word or a mark on c.
func OnColor(c color.RGBA) color.RGBA {
	if Contrast(Ink, c) >= Contrast(Paper, c) {
		return Ink
	}
	return Paper
}

// TextContrast is the least contrast of a text with its ground, WCAG's
// 4.5:1 (large text may have 3:1).
const TextContrast = 4.5

// Readable is a ground for text near face, and the ink to write on it:
// the ink is OnColor(face), and the ground is face moved away from the
// ink (lighter under Ink, darker under Paper) by as little as it takes to
// contrast TextContrast with it. A clan's card or tile keeps its colour
// and takes readable words.
func Readable(face color.RGBA) (ground, ink color.RGBA) {
	ink = OnColor(face)
	away := Paper
	if ink == Paper {
		away = Ink
	}
	ground = face
	for t := 0.0; t <= 1 && Contrast(ink, ground) < TextContrast+0.05; t += 0.02 {
		ground = Mix(face, away, t)
	}
	return ground, ink
}

// LitFace is the top and foot of a face of colour face lit from above,
// with words in ink on it (Readable): the shading runs away from the
// ink's tone, lighter at the top under Ink, darker at the foot under
// Paper, so that the words read on all of the face.
func LitFace(face, ink color.RGBA) (top, foot color.RGBA) {
	if ink == Ink {
		return Mix(face, Paper, 0.18), face
	}
	return face, Mix(face, Ink, 0.18)
}

// Contrast is WCAG 2's contrast ratio of two opaque colours: from 1 (the
// same) to 21 (black on white).
func Contrast(a, b color.RGBA) float64 {
	la, lb := RelLuminance(a), RelLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// RelLuminance is WCAG 2's relative luminance of an sRGB colour.
func RelLuminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		f := float64(v) / 255
		if f <= 0.04045 {
			return f / 12.92
		}
		return math.Pow((f+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// luminance is the relative luminance of an opaque colour (sRGB approximated by gamma 2.2).
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		f := float64(v) / 255
		return f * f * (0.8 + 0.2*f) // cheap, monotone stand-in for the sRGB curve
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Mix blends a toward b by t in 0..1 (per channel, alpha included).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = clamp01(t)
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// Fade scales a premultiplied colour's opacity by alpha in 0..1.
func Fade(c color.RGBA, alpha float64) color.RGBA {
	alpha = clamp01(alpha)
	s := func(v uint8) uint8 { return uint8(float64(v)*alpha + 0.5) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), s(c.A)}
}

func clamp01(t float64) float64 {
	if t < 0 || t != t { // NaN counts as 0
		return 0
	}
	if t > 1 {
		return 1
	}
	return t
}
