package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Wood tones for the two sides of two-player games.
var (
	WoodWhite = color.RGBA{0xe8, 0xd0, 0xa2, 0xff} // boxwood
	WoodBlack = color.RGBA{0x3b, 0x2b, 0x24, 0xff} // stained walnut
)

// Piece is how a playing piece looks.
type Piece struct {
	Color    color.RGBA // wood tint: WoodWhite, WoodBlack or a player colour
	Symbol   string     // icon engraved on top; "" for none
	Crown    bool       // the leader (a Daimio): taller, with an inlaid gold ring
	Selected bool       // ringed in the accent colour
	Alpha    float64    // opacity 0..1, used as given: set it to 1 for a solid piece
}

// DrawPiece draws a turned-wood disc of the given radius centred on (cx, cy).
func DrawPiece(dst *ebiten.Image, cx, cy, radius float64, p Piece) {
	DrawPieceTransformed(dst, p, Transform{X: cx, Y: cy, W: 2 * radius, H: 2 * radius, Scale: 1, Alpha: p.Alpha})
}

// DrawPawn draws a standing pawn seen from above, its base of the given radius centred on
// (cx, cy): the people of Le Dernier Peuple.
func DrawPawn(dst *ebiten.Image, cx, cy, radius float64, p Piece) {
	DrawPawnTransformed(dst, p, Transform{X: cx, Y: cy, W: 2 * radius, H: 2 * radius, Scale: 1, Alpha: p.Alpha})
}

// DrawPieceTransformed draws a piece whose diameter at scale 1 is t.W, with t's position,
// scale, rotation and alpha (p.Alpha is ignored): animating Scale reuses one rendering.
func DrawPieceTransformed(dst *ebiten.Image, p Piece, t Transform) {
	drawToken(dst, kindPiece, p, t)
}

// DrawPawnTransformed is DrawPieceTransformed for pawns.
func DrawPawnTransformed(dst *ebiten.Image, p Piece, t Transform) {
	drawToken(dst, kindPawn, p, t)
}

// minPieceSide is the smallest piece diameter drawn.
const minPieceSide = 6

func drawToken(dst *ebiten.Image, kind spriteKind, p Piece, t Transform) {
	if dst == nil || !finite(t.X, t.Y, t.W, t.Rot, t.Scale, t.Alpha) || t.Alpha <= 0 || t.Scale <= 0 {
		return
	}
	d := int(math.Round(t.W))
	if d < minPieceSide {
		return
	}
	p.Alpha = 0 // opacity is applied when drawing, not baked into the cached image
	// The image leaves room around the disc for its shadow, its side and a selection ring.
	side := int(math.Ceil(float64(d)*1.5)) + 4
	key := spriteKey{kind: kind, piece: p, w: d, h: d}
	img := sprites.get(key, side, side, func(img *ebiten.Image) {
		c := float64(side) / 2
		if kind == kindPawn {
			renderPawn(img, c, c, float64(d)/2, p)
		} else {
			renderPiece(img, c, c, float64(d)/2, p)
		}
	})
	drawCentred(dst, img, t, 1, 1)
}

// grainTurn picks a deterministic grain direction per wood colour, so pieces of one colour
// match and the two sides differ.
func grainTurn(c color.RGBA) float64 {
	return float64(int(c.R)*7+int(c.G)*3+int(c.B)) * 0.37
}

// renderPiece draws the disc in layers: top face, grain, lathe grooves and engraving first;
// then, behind them (destination-over), the side, the selection ring and the shadow.
func renderPiece(img *ebiten.Image, cx, cy, r float64, p Piece) {
	thick := r * 0.16
	if p.Crown {
		thick = r * 0.3
	}
	top := cy - thick/2
	face := circleRect(cx, top, r)
	light, dark := Mix(p.Color, Paper, 0.28), Mix(p.Color, Ink, 0.18)
	GradientCircle(img, cx, top, r, light, dark)
	overlayGrain(img, woodGrain(), face, grainTurn(p.Color), math.Max(0.35, r/70))

	// Bevel: the rim catches the light at the top and falls into shade at the bottom.
	bevel := math.Max(1, r*0.07)
	layer(img, face, r, bevel, Fade(Paper, 0.45), Fade(Ink, 0.35), ebiten.BlendSourceOver)
	// Lathe grooves: a dark cut with a lit lip just inside it.
	groove := math.Max(1, r*0.035)
	StrokeCircle(img, cx, top, r*0.8, groove, Fade(Ink, 0.28))
	StrokeCircle(img, cx, top+groove, r*0.8-groove, groove, Fade(Paper, 0.18))

	symbol := r * 1.05
	if p.Crown {
		// Gold inlay: a wide ring, lit on top, darker below, between two thin dark lines.
		ring := math.Max(2, r*0.1)
		gold := circleRect(cx, top, r*0.72)
		layer(img, gold, r*0.72, ring, Mix(AccentColor, Paper, 0.35), Mix(AccentColor, Ink, 0.3), ebiten.BlendSourceOver)
		StrokeCircle(img, cx, top, r*0.72+groove*0.5, groove, Fade(Ink, 0.35))
		StrokeCircle(img, cx, top, r*0.72-ring, groove, Fade(Ink, 0.35))
		symbol = r * 0.78
	}
	if HasIcon(p.Symbol) {
		// Engraved: a lit lower edge, then the cut itself in the wood's shadow tone.
		carve := Mix(p.Color, Ink, 0.62)
		if luminance(p.Color) < 0.12 {
			carve = Mix(p.Color, Paper, 0.45) // dark wood is carved to its light core
		}
		fillIcon(img, p.Symbol, cx, top+math.Max(1, r*0.025), symbol, 0, Fade(Paper, 0.3))
		fillIcon(img, p.Symbol, cx, top, symbol, 0, carve)
	}

	// Behind the top face: the side of the disc, a selection ring, the shadow on the table.
	layer(img, circleRect(cx, cy+thick/2, r), r, 0, Mix(p.Color, Ink, 0.42), Mix(p.Color, Ink, 0.6), ebiten.BlendDestinationOver)
	if p.Selected {
		drawSelection(img, cx, cy, r)
	}
	layer(img, circleRect(cx+r*0.08, cy+thick/2+r*0.1, r), r, -r*0.16, ShadowColor, ShadowColor, ebiten.BlendDestinationOver)
}

// drawSelection rings the token in the accent colour with a soft glow, behind what is drawn.
func drawSelection(img *ebiten.Image, cx, cy, r float64) {
	w := math.Max(2, r*0.09)
	layer(img, circleRect(cx, cy, r*1.2), r*1.2, w, AccentColor, AccentColor, ebiten.BlendDestinationOver)
	layer(img, circleRect(cx, cy, r*1.2), r*1.2, -r*0.12, Fade(AccentColor, 0.7), Fade(AccentColor, 0.7), ebiten.BlendDestinationOver)
}

// renderPawn draws a standing pawn seen from above and a little in front: its base disc,
// the body, then the head nearest the eye, all lit from the top.
func renderPawn(img *ebiten.Image, cx, cy, r float64, p Piece) {
	light, dark := Mix(p.Color, Paper, 0.3), Mix(p.Color, Ink, 0.22)
	headY, bodyY := cy-r*0.5, cy-r*0.14
	headR, bodyR := r*0.4, r*0.62

	// Head, drawn first so later layers go behind it; a highlight makes it round.
	GradientCircle(img, cx, headY, headR, light, dark)
	FillCircle(img, cx-headR*0.3, headY-headR*0.35, headR*0.35, Fade(Paper, 0.35))
	StrokeCircle(img, cx, headY, headR, math.Max(1, r*0.03), Fade(Ink, 0.3))
	if p.Crown {
		layer(img, circleRect(cx, headY, headR*0.75), headR*0.75, math.Max(2, r*0.08), Mix(AccentColor, Paper, 0.35), Mix(AccentColor, Ink, 0.3), ebiten.BlendSourceOver)
	}
	// Arms, body and base behind the head: the arms give the meeple its silhouette.
	arms := Rect{cx - r*0.82, bodyY - r*0.3, r * 1.64, r * 0.46}
	layer(img, arms, arms.H/2, math.Max(1, r*0.03), Fade(Ink, 0.3), Fade(Ink, 0.3), ebiten.BlendDestinationOver)
	layer(img, arms, arms.H/2, 0, Mix(p.Color, Paper, 0.22), Mix(p.Color, Ink, 0.2), ebiten.BlendDestinationOver)
	layer(img, circleRect(cx, bodyY, bodyR), bodyR, math.Max(1, r*0.03), Fade(Ink, 0.3), Fade(Ink, 0.3), ebiten.BlendDestinationOver)
	layer(img, circleRect(cx, bodyY, bodyR), bodyR, 0, Mix(p.Color, Paper, 0.15), Mix(p.Color, Ink, 0.3), ebiten.BlendDestinationOver)
	base := circleRect(cx, cy, r*0.92)
	layer(img, base, r*0.92, math.Max(1, r*0.05), Fade(Paper, 0.3), Fade(Ink, 0.3), ebiten.BlendDestinationOver)
	layer(img, base, r*0.92, 0, Mix(p.Color, Ink, 0.1), Mix(p.Color, Ink, 0.35), ebiten.BlendDestinationOver)
	layer(img, circleRect(cx, cy+r*0.1, r*0.92), r*0.92, 0, Mix(p.Color, Ink, 0.5), Mix(p.Color, Ink, 0.65), ebiten.BlendDestinationOver)
	if p.Selected {
		drawSelection(img, cx, cy, r)
	}
	layer(img, circleRect(cx+r*0.12, cy+r*0.2, r*0.95), r*0.95, -r*0.16, ShadowColor, ShadowColor, ebiten.BlendDestinationOver)
}
