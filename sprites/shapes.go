package sprites

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rect is an axis-aligned rectangle in physical pixels.
type Rect struct{ X, Y, W, H float64 }

// Inset shrinks r by d on every side (a negative d grows it). It never returns a negative size.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, math.Max(0, r.W-2*d), math.Max(0, r.H-2*d)}
}

// Offset moves r by (dx, dy).
func (r Rect) Offset(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Center is the middle point of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// All shapes are drawn by one signed-distance shader: one quad per shape, analytic
// anti-aliasing, no stencil passes, and consecutive shapes batch into one draw call because
// everything that varies (size, radius, mode, colours) travels in the vertices.
//
//go:embed roundrect.kage
var roundRectKage []byte

var (
	roundRectShader *ebiten.Shader
	shapeVertices   [4]ebiten.Vertex
	shapeIndices    = []uint32{0, 1, 2, 1, 3, 2}
	shapeOptions    ebiten.DrawTrianglesShaderOptions
)

func shader() *ebiten.Shader {
	if roundRectShader == nil {
		s, err := ebiten.NewShader(roundRectKage)
		if err != nil {
			// The source is embedded and covered by tests: failing here is a build defect.
			panic(fmt.Sprintf("sprites: round rect shader: %v", err))
		}
		roundRectShader = s
	}
	return roundRectShader
}

// shape modes, passed to the shader in Custom3: 0 fills, > 0 strokes that width inside the
// edge, < 0 draws a soft shadow whose blur radius is the magnitude.
func drawShape(dst *ebiten.Image, r Rect, radius, mode float64, top, bottom color.Color) {
	if dst == nil || !(r.W > 0) || !(r.H > 0) || math.IsInf(r.W+r.H+r.X+r.Y, 0) || math.IsNaN(r.X+r.Y) {
		return
	}
	radius = math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2))
	// The quad reaches past the shape far enough for the anti-aliased edge or the blur.
	margin := 1.0
	if mode < 0 {
		margin = -mode + 1
	}
	hw, hh := r.W/2, r.H/2
	cx, cy := r.X+hw, r.Y+hh
	tr, tg, tb, ta := premul(top)
	br, bg, bb, ba := premul(bottom)
	for i := range shapeVertices {
		sx := float64(i%2*2-1) * (hw + margin)
		sy := float64(i/2*2-1) * (hh + margin)
		// The gradient runs across the shape's own height; the margin extrapolates it.
		t := float32((sy + hh) / r.H)
		v := &shapeVertices[i]
		v.DstX, v.DstY = float32(cx+sx), float32(cy+sy)
		v.SrcX, v.SrcY = float32(sx), float32(sy)
		v.ColorR = tr + (br-tr)*t
		v.ColorG = tg + (bg-tg)*t
		v.ColorB = tb + (bb-tb)*t
		v.ColorA = ta + (ba-ta)*t
		v.Custom0, v.Custom1 = float32(hw), float32(hh)
		v.Custom2, v.Custom3 = float32(radius), float32(mode)
	}
	dst.DrawTrianglesShader32(shapeVertices[:], shapeIndices, shader(), &shapeOptions)
}

// premul returns c as premultiplied components in 0..1.
func premul(c color.Color) (r, g, b, a float32) {
	if c == nil {
		return 0, 0, 0, 0
	}
	cr, cg, cb, ca := c.RGBA()
	return float32(cr) / 0xffff, float32(cg) / 0xffff, float32(cb) / 0xffff, float32(ca) / 0xffff
}

// FillRoundRect fills r with corners of the given radius (clamped to half the short side).
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	drawShape(dst, r, radius, 0, clr, clr)
}

// StrokeRoundRect draws a border of the given width just inside r's rounded outline, so a
// stroked shape never spills past the rectangle it was given.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	if !(width > 0) {
		return
	}
	drawShape(dst, r, radius, width, clr, clr)
}

// GradientRoundRect fills r with a vertical gradient from top to bottom.
func GradientRoundRect(dst *ebiten.Image, r Rect, radius float64, top, bottom color.Color) {
	drawShape(dst, r, radius, 0, top, bottom)
}

// FillCircle fills the disc of radius rad around (cx, cy).
func FillCircle(dst *ebiten.Image, cx, cy, rad float64, clr color.Color) {
	drawShape(dst, Rect{cx - rad, cy - rad, 2 * rad, 2 * rad}, rad, 0, clr, clr)
}

// GradientCircle fills a disc with a vertical gradient, the cheap look of a lit, domed top.
func GradientCircle(dst *ebiten.Image, cx, cy, rad float64, top, bottom color.Color) {
	drawShape(dst, Rect{cx - rad, cy - rad, 2 * rad, 2 * rad}, rad, 0, top, bottom)
}

// StrokeCircle draws a ring of the given width just inside the circle of radius rad.
func StrokeCircle(dst *ebiten.Image, cx, cy, rad, width float64, clr color.Color) {
	if !(width > 0) {
		return
	}
	drawShape(dst, Rect{cx - rad, cy - rad, 2 * rad, 2 * rad}, rad, width, clr, clr)
}

// Shadow draws a soft shadow of the rounded rectangle r, blurred over blur pixels on each
// side of its edge. Callers offset r (usually down) to place the light.
func Shadow(dst *ebiten.Image, r Rect, radius, blur float64, clr color.Color) {
	if !(blur > 0) {
		drawShape(dst, r, radius, 0, clr, clr)
		return
	}
	drawShape(dst, r, radius, -blur, clr, clr)
}

// Panel draws a paper panel: a drop shadow, a softly shaded paper face and a thin border.
// Borders and shadow scale with radius so small and large panels look alike.
func Panel(dst *ebiten.Image, r Rect, radius float64) {
	PanelColored(dst, r, radius, PanelColor, PanelBorder)
}

// PanelColored is Panel with a chosen face and border colour.
func PanelColored(dst *ebiten.Image, r Rect, radius float64, face, border color.RGBA) {
	lift := math.Max(2, radius*0.35)
	Shadow(dst, r.Offset(0, lift*0.6), radius, lift, ShadowColor)
	GradientRoundRect(dst, r, radius, face, Mix(face, PaperShade, 0.55))
	StrokeRoundRect(dst, r, radius, math.Max(1, radius*0.12), border)
}
