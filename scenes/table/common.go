package table

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// What every table shares: pacing the bots and the keyboard shortcuts.

// Bots think in slices so a frame never stalls (WebAssembly has no
// preemption), and pause between moves so people can follow them.
const (
	botSlice = 4 * time.Millisecond
	botPause = 0.6 // seconds at normal animation speed
)

// BotDriver paces a table's bots: after each move it waits a moment (scaled
// by the animation speed) so that people can follow, then lets the bot to move
// think for one slice per frame, so the page never freezes. A bot that fails
// is not driven again.
type BotDriver struct {
	wait   float64 // seconds waited since the last move
	failed bool
}

// NewBotDriver starts with the pause already over: before the first move
// there is nothing to follow.
func NewBotDriver() BotDriver { return BotDriver{wait: botPause} }

// Step drives m's bot for one frame; call it only when m.BotToMove(). It
// reports whether the bot moved, and the bot's error the one time it fails.
func (d *BotDriver) Step(ctx *ui.Context, m *game.Match) (moved bool, err error) {
	if d.failed {
		return false, nil
	}
	if speed := ctx.AnimSpeed(); speed > 0 && d.wait < botPause {
		d.wait += ctx.Dt * speed
		return false, nil
	}
	_, moved, err = m.Think(botSlice)
	if err != nil {
		d.failed = true
		ctx.Redraw()
		return false, err
	}
	if moved {
		d.wait = 0
	}
	return moved, nil
}

// Shortcuts handles a table's keys: undo and redo (reported to the table
// through changed, as the in-game menu does) and the rules page. It reports
// whether the table was left.
func Shortcuts(ctx *ui.Context, app App, m *game.Match, changed func(restarted bool)) (left bool) {
	in := ctx.Input
	switch {
	case in.TakeShortcut(ui.ShortcutUndo):
		undoRedo(ctx, m.CanUndo, m.Undo, changed)
	case in.TakeShortcut(ui.ShortcutRedo):
		undoRedo(ctx, m.CanRedo, m.Redo, changed)
	case in.TakeShortcut(ui.ShortcutRules):
		app.ShowRules(m.Game)
		return true
	}
	return false
}

// undoRedo runs an undo or a redo when can allows it, telling the player if
// it failed.
func undoRedo(ctx *ui.Context, can func() bool, do func() error, changed func(restarted bool)) {
	if !can() {
		return
	}
	if err := do(); err != nil {
		ctx.App.Notify(i18n.T("ingame.failed", err))
	}
	changed(false)
}

// PlaceMenu puts a table's menu button at the left of its top row; on a
// narrow screen it shows only its icon, leaving room for the status.
func PlaceMenu(ctx *ui.Context, b *ui.Button, top ui.Rect) {
	b.Label = i18n.T("results.menu")
	b.HideLabel = top.W < ctx.Px(560)
	w := math.Min(ctx.Px(130), top.W*0.35)
	if b.HideLabel {
		w = ctx.Px(ui.ButtonH)
	}
	b.Rect, _ = ui.CutLeft(top, w)
}

// DrawStatus draws a table's status line in its top row, from the menu
// button to right (StatusBox).
func DrawStatus(dst *ebiten.Image, ctx *ui.Context, status string, menu ui.Rect, top ui.Rect, right float64) {
	ui.DrawTextIn(dst, status, StatusBox(menu, top, right, ctx.Unit), StatusStyle, StatusFit)
}

// StatusBox is the status line's room in the top row: from the menu
// button to right, unit physical px per logical px.
func StatusBox(menu, top ui.Rect, right, unit float64) ui.Rect {
	x := menu.X + menu.W + ui.Margin*unit
	return ui.Rect{X: x, Y: top.Y, W: math.Max(0, right-x), H: top.H}
}

// A status line shrinks down to body size on its line, then wraps onto
// two lines, shrinking further if it must.
var (
	StatusStyle = text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	StatusFit   = ui.Fit{Floor: ui.MinText, Lines: 2, Shrink: ui.SizeBody}
)

// Table mode, logical px: the largest name plate, which stands where a
// person has nothing to do (in their strip, or their half of the table).
const (
	PlateW = 440
	plateH = 96
)

// PlateIDs list a seat's name plate for scripts ("plate:1"...).
var PlateIDs = [...]string{"plate:1", "plate:2", "plate:3", "plate:4", "plate:5"}

// PlateRect is the k-th of n name plates side by side in strip r (in
// the frame of the strip's side): in the middle of its share of the strip,
// at most plateW by plateH.
func PlateRect(r ui.Rect, unit float64, n, k int) ui.Rect {
	c := ui.Column(r, n, k, unit*ui.Gap)
	w, h := math.Min(c.W, unit*PlateW), math.Min(c.H, unit*plateH)
	return ui.Rect{X: c.X + (c.W-w)/2, Y: c.Y + (c.H-h)/2, W: w, H: h}
}

// PlateParts splits plate p: the seat's crest on the left, then
// the name above what the table waits for.
func PlateParts(p ui.Rect, unit float64) (crest, name, wait ui.Rect) {
	in := p.Inset(unit * 10)
	d := math.Min(in.H*0.7, unit*44)
	crest = ui.Rect{X: in.X, Y: in.Y + (in.H-d)/2, W: d, H: d}
	_, in = ui.CutLeft(in, d+unit*12)
	name, wait = ui.CutTop(in, in.H*0.55)
	return crest, name, wait
}

// DrawNamePlate draws a name plate in r (PlateRect places them, in
// table mode, where a person has nothing to do): seat's crest, their name
// and a second line, what the table waits for.
func DrawNamePlate(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, seat int, name, wait string) {
	sprites.Panel(dst, r, ctx.Px(12))
	DrawNamePlateParts(dst, ctx, r, seat, name, wait)
}

// DrawNamePlateParts draws what a name plate in r says, on a panel
// already drawn.
func DrawNamePlateParts(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, seat int, name, wait string) {
	crest, nameR, waitR := PlateParts(r, ctx.Unit)
	cx, cy := crest.Center()
	ui.DrawCrest(dst, ctx, seat, cx, cy, crest.W/2)
	_, y := nameR.Center()
	ui.DrawFitText(dst, name, nameR.X, y, nameR.W, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle})
	_, y = waitR.Center()
	ui.DrawFitText(dst, wait, waitR.X, y, waitR.W, text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor, Align: text.Left | text.Middle})
}

// PhysSize is the text size that draws h physical px tall.
func PhysSize(h float64) float64 { return h / text.Scale() }
