package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites"
)

// RimW is the width of the wooden rim around the table (logical px).
const RimW = 7

// DrawBackdrop paints the table: felt in a wooden rim.
func DrawBackdrop(dst *ebiten.Image, ctx *Context) {
	scr := ctx.Screen()
	sprites.GradientRoundRect(dst, scr, 0, sprites.WoodLight, sprites.WoodDark)
	inner := scr.Inset(ctx.Px(RimW))
	rad := ctx.Px(18)
	sprites.Shadow(dst, inner.Offset(0, ctx.Px(1)), rad, ctx.Px(6), sprites.ShadowColor)
	sprites.GradientRoundRect(dst, inner, rad, sprites.FeltLight, sprites.FeltDark)
	sprites.StrokeRoundRect(dst, inner, rad, math.Max(1, ctx.Px(1.5)), sprites.Fade(sprites.Ink, 0.45))
}

// DrawCrest draws seat i's crest: its colour as a disc with its icon, so a
// seat is told apart by shape as well as colour.
func DrawCrest(dst *ebiten.Image, ctx *Context, i int, cx, cy, rad float64) {
	c := sprites.PlayerColor(i)
	sprites.FillCircle(dst, cx, cy+ctx.Px(1), rad, sprites.ShadowColor)
	sprites.GradientCircle(dst, cx, cy, rad, sprites.Mix(c, sprites.Paper, 0.2), c)
	sprites.StrokeCircle(dst, cx, cy, rad, math.Max(1, ctx.Px(1)), sprites.Mix(c, sprites.Ink, 0.4))
	DrawIconCentered(dst, sprites.PlayerCrest(i), cx, cy, rad*1.25, sprites.OnColor(c))
}

// DrawIconCentered draws an icon centred on (cx, cy); a missing icon draws
// nothing (the label next to it still says what it is).
func DrawIconCentered(dst *ebiten.Image, name string, cx, cy, size float64, clr color.RGBA) {
	_ = sprites.DrawIcon(dst, name, cx-size/2, cy-size/2, size, clr)
}

// CenteredGrid is NewGrid for tiles at most maxW wide: when a row does not
// fill area, the grid is narrowed to its tiles and centred.
func CenteredGrid(area Rect, count int, minW, maxW, h, gap float64) Grid {
	g := NewGrid(area, count, minW, 0, h, gap)
	if g.TileW > maxW {
		w := float64(g.Cols)*maxW + float64(g.Cols-1)*gap
		area.X += (area.W - w) / 2
		area.W = w
		g = NewGrid(area, count, minW, 0, h, gap)
	}
	return g
}
