package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// graceScene holds a move that cannot be taken back for a few seconds
// before it is played, over the table: a bar along the mover's edge
// counts down, with Cancel (the move is dropped, the person chooses
// again) and Play now. Nothing of the table below takes taps meanwhile.
type graceScene struct {
	total, left float64
	commit      func()
	frame       table.SeatFrame
	side        table.Side

	cancel, now ui.Button
	bar, track  ui.Rect // local: the panel, the countdown's track
	msg         ui.Rect // local: the sentence
	shown       int     // the whole seconds the sentence says
	says        string
}

// ShowGrace implements table.App.
func (a *App) ShowGrace(seconds float64, side table.Side, commit func()) {
	a.Go(newGrace(seconds, side, commit))
}

func newGrace(seconds float64, side table.Side, commit func()) *graceScene {
	return &graceScene{total: seconds, left: seconds, commit: commit, side: side,
		cancel: ui.Button{ID: "grace:cancel", Icon: "undo", Kind: ui.ButtonSecondary},
		now:    ui.Button{ID: "grace:now", Icon: "play", Kind: ui.ButtonPrimary}}
}

func (g *graceScene) Name() string  { return "grace" }
func (g *graceScene) Overlay() bool { return true }

func (g *graceScene) layout(ctx *ui.Context) {
	g.frame.Place(g.side, ctx.W, ctx.H)
	scr := g.frame.Screen()
	pad, gap, row := ctx.Px(14), ctx.Px(ui.Gap), ctx.Px(ui.ButtonH)
	w := math.Min(scr.W-2*ctx.Px(ui.Margin), ctx.Px(520))
	line := text.LineHeight(text.Style{Size: ui.SizeBody}) * 2
	h := pad + line + gap + ctx.Px(6) + gap + row + pad
	g.bar = ui.Rect{X: scr.X + (scr.W-w)/2, Y: scr.Y + scr.H - h - ctx.Px(ui.Margin), W: w, H: h}
	in := g.bar.Inset(pad)
	g.msg, in = ui.CutTop(in, line)
	_, in = ui.CutTop(in, gap)
	g.track, in = ui.CutTop(in, ctx.Px(6))
	_, in = ui.CutTop(in, gap)
	buttons, _ := ui.CutTop(in, row)
	g.cancel.Rect = g.frame.RectToScreen(ui.Column(buttons, 2, 0, gap))
	g.now.Rect = g.frame.RectToScreen(ui.Column(buttons, 2, 1, gap))
	g.cancel.Label, g.now.Label = i18n.T("grace.cancel"), i18n.T("grace.now")
	if s := int(math.Ceil(g.left)); s != g.shown || g.says == "" {
		g.shown, g.says = s, i18n.T("grace.countdown", s)
	}
}

func (g *graceScene) Update(ctx *ui.Context) error {
	g.layout(ctx)
	// Esc cancels, as the button does.
	cancel := ctx.Input.TakeShortcut(ui.ShortcutBack)
	ctx.RegisterWidget("grace", g.says, g.frame.RectToScreen(g.bar), true)
	switch {
	case g.cancel.Update(ctx) || cancel:
		g.left = -1
		ctx.App.Back()
		return nil
	case g.now.Update(ctx):
		g.left = 0
	default:
		g.left -= ctx.Dt
	}
	ctx.Redraw()
	if g.left <= 0 {
		g.left = -1
		ctx.App.Back()
		if g.commit != nil {
			g.commit()
		}
	}
	return nil
}

func (g *graceScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	g.layout(ctx)
	canvas, bar := g.frame.Window(dst, g.bar)
	off := func(r ui.Rect) ui.Rect { return r.Offset(bar.X-g.bar.X, bar.Y-g.bar.Y) }
	sprites.Panel(canvas, bar, ctx.Px(14))
	ui.DrawTextIn(canvas, g.says, off(g.msg), text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Center}, ui.Fit{Floor: ui.MinText, Lines: 2})
	track := off(g.track)
	sprites.FillRoundRect(canvas, track, track.H/2, sprites.Fade(sprites.Ink, 0.15))
	done := track
	done.W *= math.Max(0, g.left) / g.total
	sprites.FillRoundRect(canvas, done, track.H/2, sprites.AccentColor)
	for _, b := range [...]*ui.Button{&g.cancel, &g.now} {
		local := b.Rect
		b.Rect = off(g.frame.RectToLocal(local))
		b.Draw(canvas, ctx)
		b.Rect = local
	}
	g.frame.Compose(dst)
}

func (g *graceScene) OnLeave(*ui.Context) { g.frame.Release() }
