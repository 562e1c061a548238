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
// anti-aliasing, no stencil passes, and consecutive shapes can batch into one draw call as
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

// rgbaF is a premultiplied colour with components in 0..1.
type rgbaF [4]float32

// premul converts any colour to rgbaF. It is generic so that passing a concrete colour
// (the palette's color.RGBA) does not box it into an interface: drawing allocates nothing.
func premul[C color.Color](c C) rgbaF {
	if any(c) == nil {
		return rgbaF{}
	}
	r, g, b, a := c.RGBA()
	return rgbaF{float32(r) / 0xffff, float32(g) / 0xffff, float32(b) / 0xffff, float32(a) / 0xffff}
}

// shape modes, passed to the shader in Custom3: 0 fills, > 0 strokes that width inside the
// edge, < 0 draws a soft shadow whose blur radius is the magnitude.
//
//go:noinline
func drawShape(dst *ebiten.Image, r Rect, radius, mode float64, top, bottom rgbaF) {
	drawShapeBlend(dst, r, radius, mode, top, bottom, ebiten.BlendSourceOver)
}

// drawShapeBlend is drawShape with a chosen blend, for compositing inside cached sprites.
func drawShapeBlend(dst *ebiten.Image, r Rect, radius, mode float64, top, bottom rgbaF, blend ebiten.Blend) {
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
	for i := range shapeVertices {
		sx := float64(i%2*2-1) * (hw + margin)
		sy := float64(i/2*2-1) * (hh + margin)
		// The gradient runs across the shape's own height; the margin extrapolates it.
		t := float32((sy + hh) / r.H)
		v := &shapeVertices[i]
		v.DstX, v.DstY = float32(cx+sx), float32(cy+sy)
		v.SrcX, v.SrcY = float32(sx), float32(sy)
		v.ColorR = top[0] + (bottom[0]-top[0])*t
		v.ColorG = top[1] + (bottom[1]-top[1])*t
		v.ColorB = top[2] + (bottom[2]-top[2])*t
		v.ColorA = top[3] + (bottom[3]-top[3])*t
		v.Custom0, v.Custom1 = float32(hw), float32(hh)
		v.Custom2, v.Custom3 = float32(radius), float32(mode)
	}
	shapeOptions.Blend = blend
	dst.DrawTrianglesShader32(shapeVertices[:], shapeIndices, shader(), &shapeOptions)
}

// layer draws one shape of a cached sprite with RGBA colours and a chosen blend.
func layer(dst *ebiten.Image, r Rect, radius, mode float64, top, bottom color.RGBA, blend ebiten.Blend) {
	drawShapeBlend(dst, r, radius, mode, premul(top), premul(bottom), blend)
}

// Colour parameters below are generic only to avoid allocating: pass any color.Color.

// FillRoundRect fills r with corners of the given radius (clamped to half the short side).
func FillRoundRect[C color.Color](dst *ebiten.Image, r Rect, radius float64, clr C) {
	c := premul(clr)
	drawShape(dst, r, radius, 0, c, c)
}

// StrokeRoundRect draws a border of the given width just inside r's rounded outline, so a
// stroked shape never spills past the rectangle it was given.
func StrokeRoundRect[C color.Color](dst *ebiten.Image, r Rect, radius, width float64, clr C) {
	if !(width > 0) {
		return
	}
	c := premul(clr)
	drawShape(dst, r, radius, width, c, c)
}

// GradientRoundRect fills r with a vertical gradient from top to bottom.
func GradientRoundRect[C color.Color](dst *ebiten.Image, r Rect, radius float64, top, bottom C) {
	drawShape(dst, r, radius, 0, premul(top), premul(bottom))
}

// FillCircle fills the disc of radius rad around (cx, cy).
func FillCircle[C color.Color](dst *ebiten.Image, cx, cy, rad float64, clr C) {
	c := premul(clr)
	drawShape(dst, circleRect(cx, cy, rad), rad, 0, c, c)
}

// GradientCircle fills a disc with a vertical gradient, the cheap look of a lit, domed top.
func GradientCircle[C color.Color](dst *ebiten.Image, cx, cy, rad float64, top, bottom C) {
	drawShape(dst, circleRect(cx, cy, rad), rad, 0, premul(top), premul(bottom))
}

// StrokeCircle draws a ring of the given width just inside the circle of radius rad.
func StrokeCircle[C color.Color](dst *ebiten.Image, cx, cy, rad, width float64, clr C) {
	if !(width > 0) {
		return
	}
	c := premul(clr)
	drawShape(dst, circleRect(cx, cy, rad), rad, width, c, c)
}

// circleRect is the square around a circle, as the shape functions take it.
func circleRect(cx, cy, r float64) Rect { return Rect{cx - r, cy - r, 2 * r, 2 * r} }

// Shadow draws a soft shadow of the rounded rectangle r, blurred over blur pixels on each
// side of its edge. Callers offset r (usually down) to place the light.
func Shadow[C color.Color](dst *ebiten.Image, r Rect, radius, blur float64, clr C) {
	c := premul(clr)
	drawShape(dst, r, radius, -math.Max(0, blur), c, c)
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
