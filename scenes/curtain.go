package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// Side is the edge of a shared screen a player sits at in table mode.
type Side int

// Sides, clockwise from the bottom edge.
const (
	SideBottom Side = iota
	SideLeft
	SideTop
	SideRight
)

// Angle is the rotation (radians, clockwise on screen) that turns content
// drawn for the bottom edge to face this side.
func (s Side) Angle() float64 {
	switch s {
	case SideLeft:
		return math.Pi / 2
	case SideTop:
		return math.Pi
	case SideRight:
		return -math.Pi / 2
	}
	return 0
}

// SeatSide is where seat i of n sits on a shared screen: everyone at the
// bottom unless table mode is on; then two players face each other and more
// go round the table clockwise.
func SeatSide(i, n int, tableMode bool) Side {
	if !tableMode || i < 0 {
		return SideBottom
	}
	if n == 2 {
		return [2]Side{SideBottom, SideTop}[i%2]
	}
	return Side(i % 4)
}

// Curtain is the hand-off screen of hidden-information games on a shared
// device: "Pass to <name> — tap when ready". It is a full scene, not an
// overlay, so nothing of the scene below is drawn while it is up; it knows
// only a name, a seat colour and a side.
type Curtain struct {
	name string
	seat int // colour and crest of the seat; -1 for none
	side Side
	then func()
	done bool
	face *ebiten.Image // the curtain drawn for the bottom edge, when turned
}

// ShowCurtain implements TableApp.
func (a *App) ShowCurtain(name string, seat int, side Side, then func()) {
	a.Go(NewCurtain(name, seat, side, then))
}

// NewCurtain builds the curtain scene; App.ShowCurtain is the usual way in.
func NewCurtain(name string, seat int, side Side, then func()) *Curtain {
	return &Curtain{name: name, seat: seat, side: side, then: then}
}

func (c *Curtain) Name() string { return "curtain" }

func (c *Curtain) Update(ctx *ui.Context) error {
	// Esc must not lift the curtain without the hand-off.
	ctx.Input.TakeShortcut(ui.ShortcutBack)
	scr := ctx.Screen()
	ctx.RegisterWidget("curtain", i18n.T("curtain.pass_to", c.name), scr, !c.done)
	if !c.done && ctx.Input.Tapped(scr) {
		c.done = true
		ctx.App.Back()
		if c.then != nil {
			c.then()
		}
	}
	return nil
}

func (c *Curtain) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if c.side == SideBottom {
		drawCurtainFace(dst, ctx, ctx.Screen(), c.name, c.seat)
		return
	}
	// Draw for the bottom edge into an image of the turned size, then turn it.
	w, h := ctx.W, ctx.H
	if c.side == SideLeft || c.side == SideRight {
		w, h = h, w
	}
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	if c.face == nil || c.face.Bounds().Dx() != iw || c.face.Bounds().Dy() != ih {
		if c.face != nil {
			c.face.Deallocate()
		}
		c.face = ebiten.NewImage(iw, ih)
	}
	c.face.Clear()
	drawCurtainFace(c.face, ctx, ui.Rect{W: w, H: h}, c.name, c.seat)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Rotate(c.side.Angle())
	op.GeoM.Translate(ctx.W/2, ctx.H/2)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(c.face, &op)
}

func (c *Curtain) OnLeave(*ui.Context) {
	if c.face != nil {
		c.face.Deallocate()
		c.face = nil
	}
}

// Indigo of the curtain cloth, a noren hung across the table.
var (
	curtainCloth = color.RGBA{0x24, 0x30, 0x52, 0xff}
	curtainDeep  = color.RGBA{0x15, 0x1c, 0x33, 0xff}
)

// drawCurtainFace draws the curtain into r: cloth split in panels under a
// wooden rod, the seat's crest, "Pass to <name>" and "Tap when ready".
func drawCurtainFace(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, name string, seat int) {
	sprites.GradientRoundRect(dst, r, 0, curtainCloth, curtainDeep)
	rod := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: ctx.Px(16)}
	// The cloth hangs in three panels, slit from just under the rod.
	for i := 1; i < 3; i++ {
		x := r.X + r.W*float64(i)/3
		sprites.FillRoundRect(dst, ui.Rect{X: x - ctx.Px(1.5), Y: rod.Y + rod.H + ctx.Px(40), W: ctx.Px(3), H: r.H}, ctx.Px(1.5), sprites.Fade(sprites.Ink, 0.55))
	}
	sprites.Shadow(dst, rod.Offset(0, ctx.Px(2)), 0, ctx.Px(5), sprites.ShadowColor)
	sprites.GradientRoundRect(dst, rod, 0, sprites.WoodLight, sprites.WoodDark)

	content := r.Inset(ctx.Px(24))
	cx, cy := content.Center()
	rad := math.Min(ctx.Px(64), math.Min(content.W, content.H)*0.16)
	crestY := cy - rad*1.1
	sprites.FillCircle(dst, cx, crestY, rad*1.18, sprites.Paper)
	if seat >= 0 {
		ui.DrawCrest(dst, ctx, seat, cx, crestY, rad)
	} else {
		ui.DrawIconCentered(dst, "pass", cx, crestY, rad*1.3, curtainCloth)
	}
	title := i18n.T("curtain.pass_to", name)
	st := text.Style{Size: ui.SizeTitle, Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Top}
	y := crestY + rad*1.18 + ctx.Px(24)
	h := ui.DrawParagraph(dst, title, ui.Rect{X: content.X, Y: y, W: content.W}, st)
	y += h + ctx.Px(14)
	hint := i18n.T("curtain.tap")
	hs := text.Style{Size: ui.SizeBody, Color: sprites.Mix(sprites.Paper, curtainCloth, 0.3), Align: text.HCenter | text.Top}
	icon := ctx.Px(22)
	w, _ := text.Measure(hint, hs)
	if w+icon+ctx.Px(8) <= content.W {
		x := cx - (w+icon+ctx.Px(8))/2
		lh := text.LineHeight(hs)
		_ = sprites.DrawIcon(dst, "pass", x, y+(lh-icon)/2, icon, hs.Color)
		hs.Align = text.Left | text.Top
		text.Draw(dst, hint, x+icon+ctx.Px(8), y, hs)
		return
	}
	ui.DrawParagraph(dst, hint, ui.Rect{X: content.X, Y: y, W: content.W}, hs)
}
