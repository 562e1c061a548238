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

// graceBar holds a move that cannot be taken back for a few seconds
// before it is played, over the table that made it: a panel turned to the
// mover's edge counts down, with Cancel (the move is dropped, the person
// chooses again) and Play now. It is a passing panel (passing.go): it
// stands where the table lists no control, and the table stays at work
// beneath it. A tap on the panel is the panel's; one on the table's
// controls drops the move and acts there, as the table's core decides
// (table.Core: undo then takes the held move back).
type graceBar struct {
	owner       ui.Scene // the table the move is held over
	total, left float64
	commit      func()
	frame       table.SeatFrame
	side        table.Side

	cancel, now ui.Button
	form        graceForm
	panel       ui.Rect // local: the panel; the sentence, the countdown's track
	msg, track  ui.Rect
	row         ui.Rect // local: the two buttons
	shown       int     // the whole seconds the sentence says
	says        string
	laid        graceKey
	under       uint64 // beneath.sum the panel was placed against
}

// graceKey is what the panel's sizes depend on.
type graceKey struct {
	w, h, unit float64
	side       table.Side
	lang       string
}

// graceForm is one shape of the panel: the sentence and the countdown
// above the buttons (tall) or beside them (wide), at a width.
type graceForm struct {
	wide  bool
	icons bool // the buttons show only their icons
	small bool // small text, little padding: a panel short of room
	w     float64
}

// Grace geometry, logical px.
const (
	gracePad      = 14
	graceSmallPad = 6
	graceTrack    = 6
	graceButton   = 132 // a wide panel's labelled button
)

var graceStyle = text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Center}

// ShowGrace implements table.App.
func (a *App) ShowGrace(seconds float64, side table.Side, commit func()) {
	a.grace = &graceBar{owner: a.stack.top(), total: seconds, left: seconds, commit: commit, side: side,
		cancel: ui.Button{ID: "grace:cancel", Icon: "undo", Kind: ui.ButtonSecondary},
		now:    ui.Button{ID: "grace:now", Icon: "play", Kind: ui.ButtonPrimary}}
	a.ctx.Redraw()
}

// Held implements table.App: a move waits for its moment of grace.
func (a *App) Held() bool { return a.grace != nil }

// DropHeld implements table.App: the move held is not played.
func (a *App) DropHeld() {
	if a.grace != nil {
		a.grace.frame.Release()
		a.grace = nil
		a.ctx.Redraw()
	}
}

// graceSum changes when the countdown's panel moves; 0 without one.
func (a *App) graceSum() uint64 {
	g := a.grace
	if g == nil {
		return 0
	}
	return math.Float64bits(g.panel.X)*31 + math.Float64bits(g.panel.Y)*17 + math.Float64bits(g.panel.W) + uint64(g.side)
}

// updateGrace runs the countdown's frame, before the table's: its buttons
// and Esc (Cancel), every tap on its panel, the time; the move
// is played when the time is up or on Play now. A table no longer on top
// (a curtain, a menu) drops it.
func (a *App) updateGrace(top ui.Scene) {
	g, ctx := a.grace, &a.ctx
	if g == nil {
		return
	}
	if top != g.owner {
		a.DropHeld()
		return
	}
	g.layout(ctx, &a.under)
	panel := g.frame.RectToScreen(g.panel)
	ctx.RegisterRead("grace", g.says, panel)
	switch {
	case g.cancel.Update(ctx) || ctx.Input.TakeShortcut(ui.ShortcutBack):
		ctx.Input.TakeTapsIn(panel)
		a.DropHeld()
		return
	case g.now.Update(ctx):
		g.left = 0
	default:
		g.left -= ctx.Dt
	}
	ctx.Input.TakeTapsIn(panel)
	ctx.Redraw()
	if g.left <= 0 {
		a.DropHeld()
		if g.commit != nil {
			g.commit()
		}
	}
}

// layout places the panel where the table beneath leaves room, near the
// mover's edge, when the screen changed or what is beneath now covers it,
// and words the countdown.
func (g *graceBar) layout(ctx *ui.Context, b *beneath) {
	if s := int(math.Ceil(g.left)); s != g.shown || g.says == "" {
		g.shown, g.says = s, i18n.T("grace.countdown", s)
	}
	key := graceKey{w: ctx.W, h: ctx.H, unit: ctx.Unit, side: g.side, lang: ctx.Lang}
	if key == g.laid && g.under == b.sum {
		return
	}
	g.frame.Place(g.side, ctx.W, ctx.H)
	scr := g.frame.Screen()
	room := b.room(ctx, &g.frame, nil, scr.W/2, scr.H-ctx.Px(ui.Margin))
	if key == g.laid && room.Fits(g.panel) {
		g.under = b.sum
		return
	}
	g.laid, g.under = key, b.sum
	g.cancel.Label, g.now.Label = i18n.T("grace.cancel"), i18n.T("grace.now")
	longest := i18n.T("grace.countdown", int(math.Ceil(g.total)))
	forms := graceForms(ctx, room.Area.W)
	sizes := make([]ui.Extent, len(forms))
	for i, f := range forms {
		sizes[i] = ui.Extent{W: f.w, H: g.parts(ctx, f, ui.Rect{W: f.w, H: 1e6}, longest)}
	}
	at, k := place(room, 0, sizes)
	g.form, g.panel = forms[k], at
	g.parts(ctx, g.form, at, longest)
	g.cancel.Rect = g.frame.RectToScreen(ui.Column(g.row, 2, 0, ctx.Px(ui.Gap)))
	g.now.Rect = g.frame.RectToScreen(ui.Column(g.row, 2, 1, ctx.Px(ui.Gap)))
	g.cancel.HideLabel, g.now.HideLabel = g.form.icons, g.form.icons
}

// graceForms are the shapes the panel may take in a room w wide, the
// most wanted first: tall from wide to narrow, then wide, the buttons
// labelled, then with icons alone.
func graceForms(ctx *ui.Context, w float64) []graceForm {
	var out []graceForm
	for _, tw := range [...]float64{520, 440, 360, 300} {
		out = append(out, graceForm{w: math.Min(w, ctx.Px(tw))})
	}
	for _, ww := range [...]float64{760, 620, 500} {
		out = append(out, graceForm{wide: true, w: math.Min(w, ctx.Px(ww))})
	}
	for _, ww := range [...]float64{560, 440, 360} {
		out = append(out, graceForm{wide: true, icons: true, w: math.Min(w, ctx.Px(ww))})
	}
	for _, sw := range [...]float64{400, 320, 260} {
		out = append(out, graceForm{wide: true, icons: true, small: true, w: math.Min(w, ctx.Px(sw))})
	}
	for _, tw := range [...]float64{260, 210, 170} {
		out = append(out, graceForm{icons: true, small: true, w: math.Min(w, ctx.Px(tw))})
	}
	return out
}

// style is the sentence's style in form f, and the panel's padding.
func (f graceForm) style(ctx *ui.Context) (text.Style, float64) {
	if f.small {
		st := graceStyle
		st.Size = ui.SizeSmall
		return st, ctx.Px(graceSmallPad)
	}
	return graceStyle, ctx.Px(gracePad)
}

// parts lays form f out in panel p (its top left and width; its height
// is worked out) for the sentence says, and gives the panel's height.
func (g *graceBar) parts(ctx *ui.Context, f graceForm, p ui.Rect, says string) float64 {
	st, pad := f.style(ctx)
	gap, row, track := ctx.Px(ui.Gap), ctx.Px(ui.ButtonH), ctx.Px(graceTrack)
	in := ui.Rect{X: p.X + pad, Y: p.Y + pad, W: p.W - 2*pad}
	if !f.wide {
		_, th := text.MeasureWrapped(says, in.W, st)
		g.msg = ui.Rect{X: in.X, Y: in.Y, W: in.W, H: th}
		g.track = ui.Rect{X: in.X, Y: in.Y + th + gap, W: in.W, H: track}
		g.row = ui.Rect{X: in.X, Y: g.track.Y + track + gap, W: in.W, H: row}
		return g.row.Y + row + pad - p.Y
	}
	bw := ctx.Px(graceButton)
	if f.icons {
		bw = row
	}
	g.row = ui.Rect{X: in.X + in.W - 2*bw - gap, Y: in.Y, W: 2*bw + gap, H: row}
	left := ui.Rect{X: in.X, Y: in.Y, W: math.Max(g.row.X-gap-in.X, 1)}
	_, th := text.MeasureWrapped(says, left.W, st)
	h := math.Max(row, th+gap+track)
	g.msg = ui.Rect{X: left.X, Y: in.Y + (h-th-gap-track)/2, W: left.W, H: th}
	g.track = ui.Rect{X: left.X, Y: g.msg.Y + th + gap, W: left.W, H: track}
	g.row.Y = in.Y + (h-row)/2
	return h + 2*pad
}

// drawGrace draws the countdown's panel turned to the mover's edge.
func (a *App) drawGrace(dst *ebiten.Image) {
	g, ctx := a.grace, &a.ctx
	if g == nil {
		return
	}
	canvas, bar := g.frame.Window(dst, g.panel)
	off := func(r ui.Rect) ui.Rect { return r.Offset(bar.X-g.panel.X, bar.Y-g.panel.Y) }
	sprites.Panel(canvas, bar, ctx.Px(14))
	st, _ := g.form.style(ctx)
	ui.DrawTextIn(canvas, g.says, off(g.msg), st, ui.Fit{Floor: ui.MinText, Lines: 4})
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
