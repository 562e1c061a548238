package table

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
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
	if d.failed || !d.ready(ctx) {
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

// ready reports that the pause after the last move is over, this frame
// counted.
func (d *BotDriver) ready(ctx *ui.Context) bool {
	if speed := ctx.AnimSpeed(); speed > 0 && d.wait < botPause {
		d.wait += ctx.Dt * speed
		return false
	}
	return true
}

// Shortcuts handles a table's keys: undo and redo of the match on this
// device m, when there is one (reported to the table through changed, as
// the in-game menu does), and the rules page of g. It reports whether the
// table was left.
func Shortcuts(ctx *ui.Context, app App, g rules.Game, m *game.Match, changed func(restarted bool)) (left bool) {
	in := ctx.Input
	switch {
	case in.TakeShortcut(ui.ShortcutRules):
		app.ShowRules(g)
		return true
	case m == nil:
	case in.TakeShortcut(ui.ShortcutUndo):
		Undo(ctx, m, changed)
	case in.TakeShortcut(ui.ShortcutRedo):
		if m.CanRedo() {
			step(ctx, m.Redo, changed)
		}
	}
	return false
}

// graceSeconds is how long a move that cannot be taken back waits for a
// Cancel, at the normal animation speed.
const graceSeconds = 2.5

// Grace is how many seconds a person's prepared move waits before it is
// made: none when it need not be held (it could be taken back with undo),
// or when animations are off (nothing waits then: the bots do not pause
// either); else graceSeconds, scaled by the animation speed.
func Grace(ctx *ui.Context, mv Move) float64 {
	speed := ctx.AnimSpeed()
	if speed <= 0 || !mv.Hold() {
		return 0
	}
	return graceSeconds / speed
}

// Undo takes back what m's undo rules allow and tells the table through
// changed; when they allow nothing, the player is told why (UndoWhy).
func Undo(ctx *ui.Context, m *game.Match, changed func(restarted bool)) {
	if !m.CanUndo() {
		ctx.App.Notify(UndoWhy(m.UndoBlocker()))
		return
	}
	step(ctx, m.Undo, changed)
}

// step runs an undo or a redo, telling the player if it failed.
func step(ctx *ui.Context, do func() error, changed func(restarted bool)) {
	if err := do(); err != nil {
		ctx.App.Notify(i18n.T("ingame.failed", err))
	}
	changed(false)
}

// UndoWhy is the sentence that says why undo can do nothing now.
func UndoWhy(b game.UndoBlock) string {
	switch b {
	case game.UndoNothing, game.UndoRevealed, game.UndoTurnPassed, game.UndoBotMoved, game.UndoGameOver:
		return i18n.T("undo.why." + string(b))
	}
	return i18n.T("undo.why.other")
}

// MenuButtons are the two buttons at the left of every table's top row,
// in one style on every table: the in-game menu, and undo beside it.
type MenuButtons struct {
	Menu, Undo ui.Button
	Rect       ui.Rect // both buttons: a status line starts to its right
	// Holding: a move waits for its moment of grace, which undo takes
	// back (the table's core answers that tap).
	Holding bool
	gen     int // the match's generation undo was last checked at, +1
}

// NewMenuButtons are the menu and undo buttons ("menu", "undo").
func NewMenuButtons() MenuButtons {
	return MenuButtons{
		Menu: ui.Button{ID: "menu", Icon: "settings", Kind: ui.ButtonSecondary},
		Undo: ui.Button{ID: "undo", Icon: "undo", Kind: ui.ButtonSecondary},
	}
}

// Update lists both buttons, takes back what may be taken back on a tap
// on undo (telling the table through changed), says why undo is off when
// it is tapped disabled, and reports a tap on the menu.
func (b *MenuButtons) Update(ctx *ui.Context, m *game.Match, changed func(restarted bool)) (menu bool) {
	if m == nil { // a game kept elsewhere: nothing to take back here
		return b.Menu.Update(ctx)
	}
	if gen := m.Generation() + 1; gen != b.gen { // CanUndo may cost: once per position
		b.gen, b.Undo.Disabled = gen, !m.CanUndo()
	}
	if b.Holding {
		b.Undo.Disabled, b.gen = false, 0 // checked again once the move is played or dropped
	}
	switch {
	case b.Undo.Update(ctx) || b.Undo.TappedDisabled(ctx):
		Undo(ctx, m, changed)
		return false
	}
	return b.Menu.Update(ctx)
}

// Draw draws both buttons (the menu alone where undo has no place).
func (b *MenuButtons) Draw(dst *ebiten.Image, ctx *ui.Context) {
	b.Menu.Draw(dst, ctx)
	if b.Undo.Rect.W > 0 {
		b.Undo.Draw(dst, ctx)
	}
}

// PlaceMenu puts a table's menu button and undo beside it at the left of
// its top row; on a narrow screen they show only their icons, leaving
// room for the status.
func PlaceMenu(ctx *ui.Context, b *MenuButtons, top ui.Rect) {
	b.Menu.Label, b.Undo.Label = i18n.T("results.menu"), i18n.T("ingame.undo")
	narrow := top.W < ctx.Px(560)
	b.Menu.HideLabel, b.Undo.HideLabel = narrow, narrow
	w := math.Min(ctx.Px(130), top.W*0.2)
	if narrow {
		w = ctx.Px(ui.ButtonH)
	}
	gap := ctx.Px(ui.Gap)
	b.Menu.Rect, _ = ui.CutLeft(top, w)
	b.Undo.Rect = b.Menu.Rect.Offset(w+gap, 0)
	b.Rect, _ = ui.CutLeft(top, 2*w+gap)
}

// DrawStatus draws a table's status line in its top row, from the menu
// button to right (StatusBox), turned in place by frame f (placed at
// StatusSide), or as the screen stands when f is nil.
func DrawStatus(dst *ebiten.Image, ctx *ui.Context, f *SeatFrame, status string, menu ui.Rect, top ui.Rect, right float64) {
	box := StatusBox(menu, top, right, ctx.Unit)
	if f == nil {
		ui.DrawTextIn(dst, status, box, StatusStyle, StatusFit)
		return
	}
	canvas, r := f.Window(dst, f.RectToLocal(box))
	ui.DrawTextIn(canvas, status, r, StatusStyle, StatusFit)
	f.Compose(dst)
}

// LogSide is the edge a log panel log in the middle of a table in table
// mode faces when the viewer sits at side: theirs, unless turned a
// quarter to a left or right edge its lines would be shorter than least
// (physical px); then it reads from the long sides, as the status line
// does (StatusSide).
func LogSide(side Side, log ui.Rect, least float64) Side {
	if (side == SideLeft || side == SideRight) && log.H < least {
		return StatusSide(side)
	}
	return side
}

// StatusSide is the edge a status line across the middle of a table in
// table mode faces when the viewer sits at side: theirs at the top, else
// the bottom. A line across the table reads from its long sides only; from
// the left or right edge it reads sideways either way.
func StatusSide(side Side) Side {
	if side == SideTop {
		return SideTop
	}
	return SideBottom
}

// KeepStatus lists the status line DrawStatus draws (turned by fr, or
// not when nil), as far as its text goes, as the "status" widget that is
// read: a passing panel (a notice) keeps off it where it can.
func KeepStatus(ctx *ui.Context, fr *SeatFrame, status string, menu ui.Rect, top ui.Rect, right float64) {
	box := StatusBox(menu, top, right, ctx.Unit)
	if fr != nil {
		box = fr.RectToLocal(box)
	}
	f := ui.FitText(status, StatusStyle, box.W, box.H, StatusFit)
	line := ui.Rect{X: box.X, Y: box.Y + (box.H-f.H)/2, W: f.W, H: f.H}
	if fr != nil {
		line = fr.RectToScreen(line)
	}
	ctx.RegisterKept("status", status, line)
}

// RegisterPrompt lists the prompt, what the decision on the table asks,
// as the "prompt" widget that is read, where its words are (r, not the
// choices that answer it), and keeps passing panels (a notice, a first
// game's hint) off them as off the status line: a hint over the question
// it explains leaves the person neither.
func RegisterPrompt(ctx *ui.Context, prompt string, r ui.Rect) {
	ctx.RegisterKept("prompt", prompt, r)
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

// Table mode, logical px: the widest name plate, which stands where a
// person has nothing to do (in their strip, or their half of the table).
const PlateW = 440

// PlateIDs list a seat's name plate for scripts ("plate:1"...).
var PlateIDs = [...]string{"plate:1", "plate:2", "plate:3", "plate:4", "plate:5"}

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

// DrawNamePlateParts draws what a name plate's head r says, on a panel
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

// A log plate is a name plate as deep as its room: its head (crest, name
// and what the table waits for; PlateParts) LogPlateHeadH logical px
// high, and under it, the whole width, the newest lines of the log,
// turned to the person with the plate, who has the time to read them
// while waiting. Its lines must be what everyone may read: the plate
// faces another person than the screen's viewer.
const LogPlateHeadH = 66

// LogPlateRect is the k-th of n log plates side by side in room r (in
// the frame of its side): in the middle of its share of r, at most
// PlateW wide, as deep as r.
func LogPlateRect(r ui.Rect, unit float64, n, k int) ui.Rect {
	c := ui.Column(r, n, k, unit*ui.Gap)
	w := math.Min(c.W, unit*PlateW)
	return ui.Rect{X: c.X + (c.W-w)/2, Y: c.Y, W: w, H: c.H}
}

// LogPlateParts splits a log plate p into its head and its log (empty
// when p is too low for one).
func LogPlateParts(p ui.Rect, unit float64) (head, log ui.Rect) {
	head, rest := ui.CutTop(p, unit*LogPlateHeadH)
	rest = ui.Rect{X: p.X + unit*10, Y: rest.Y - unit*4, W: p.W - unit*20, H: rest.H - unit*6}
	if rest.H >= unit*40 {
		log = rest
	}
	return head, log
}

// PlateWait is what the plate of seat p says while mover is to play:
// that a bot thinks, that it is p's own turn (the screen comes to them
// next), or whom p waits for.
func PlateWait(names []string, p, mover rules.Player, moverBot bool) string {
	switch {
	case moverBot:
		return i18n.T("table.thinking", names[mover])
	case mover == p:
		return i18n.T("table.turn", names[p])
	}
	return i18n.T("table.waiting", names[mover])
}

// DrawLogPlate draws a log plate in r: seat's crest and name, what the
// table waits for, and under a rule the newest of lines.
func DrawLogPlate(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, seat int, name, wait string, lines []string) {
	sprites.Panel(dst, r, ctx.Px(12))
	head, log := LogPlateParts(r, ctx.Unit)
	DrawNamePlateParts(dst, ctx, head, seat, name, wait)
	if log.H > 0 {
		rule := ui.Rect{X: log.X, Y: log.Y - ctx.Px(3), W: log.W, H: math.Max(1, ctx.Px(1))}
		sprites.FillRoundRect(dst, rule, 0, sprites.Fade(sprites.TextMutedColor, 0.35))
		DrawLogLines(dst, lines, log)
	}
}

// PhysSize is the text size that draws h physical px tall.
func PhysSize(h float64) float64 { return h / text.Scale() }
