package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/feedback"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// curtainScene is the hand-off screen of hidden-information games on a shared
// device: "Pass to <name> — tap when ready". It is a full scene, not an
// overlay, so nothing of the scene below is drawn while it is up; it knows
// only a name, a seat colour and a side.
type curtainScene struct {
	name  string
	since []string // what happened since their last turn
	seat  int      // colour and crest of the seat; -1 for none
	side  table.Side
	then  func()
	done  bool
	face  *ebiten.Image // the curtain drawn for the bottom edge, when turned
}

// ShowCurtain implements table.App.
func (a *App) ShowCurtain(name string, seat int, side table.Side, since []string, then func()) {
	c := newCurtain(name, seat, side, then)
	c.since = since
	a.Go(c)
	feedback.Chime()
}

// newCurtain builds the curtain scene; App.ShowCurtain is the usual way in.
func newCurtain(name string, seat int, side table.Side, then func()) *curtainScene {
	return &curtainScene{name: name, seat: seat, side: side, then: then}
}

func (c *curtainScene) Name() string { return "curtain" }

func (c *curtainScene) Update(ctx *ui.Context) error {
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

func (c *curtainScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if c.side == table.SideBottom {
		table.DrawCurtainFace(dst, ctx, ctx.Screen(), c.name, c.seat, c.since)
		return
	}
	// Draw for the bottom edge into an image of the turned size, then turn it.
	w, h := ctx.W, ctx.H
	if c.side == table.SideLeft || c.side == table.SideRight {
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
	table.DrawCurtainFace(c.face, ctx, ui.Rect{W: w, H: h}, c.name, c.seat, c.since)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Rotate(c.side.Angle())
	op.GeoM.Translate(ctx.W/2, ctx.H/2)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(c.face, &op)
	text.Composed(c.face, dst, op.GeoM)
}

func (c *curtainScene) OnLeave(*ui.Context) {
	if c.face != nil {
		c.face.Deallocate()
		c.face = nil
	}
}
