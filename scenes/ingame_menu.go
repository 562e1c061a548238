package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// gameMenu is the in-game menu, drawn over the dimmed table: continue, undo,
// redo, rules, the game log, the sound on or off, the settings, restart
// (asked twice) and quit to the menu (the game stays saved). Every table
// opens it from its menu button and on Esc. A game played elsewhere (not
// a match on this device) has no undo, redo or restart here.
type gameMenu struct {
	play    table.Play
	m       *game.Match // the match on this device; nil for a game played elsewhere
	reader  table.Reader
	changed func(restarted bool)

	cont, undo, redo, rules, log, restart, quit ui.Button
	sound, settings                             ui.Button
	offer                                       ui.Button // what the play offers (Play.Offer), else hidden
	yes, no                                     ui.Button // the restart question
	asking                                      bool
	// fullscreen shares Restart's row where the device can go full screen
	// (device nil: it cannot).
	fullscreen ui.Button
	device     Device
	canFull    bool

	panel   ui.Rect
	note    ui.Rect
	compact bool         // continue and quit share a row: the screen is short
	set     []*ui.Button // the buttons drawn, reused: an idle frame allocates nothing
}

// ShowGameMenu implements table.App.
func (a *App) ShowGameMenu(p table.Play, r table.Reader, changed func(restarted bool)) {
	g := newGameMenu(p, r, changed)
	g.device = a.device
	g.canFull = a.device.FullscreenAvailable()
	g.fullscreen.Label = fullscreenLabel(a.device)
	a.Go(g)
}

// newGameMenu builds the in-game menu; App.ShowGameMenu is the usual way in.
func newGameMenu(p table.Play, r table.Reader, changed func(restarted bool)) *gameMenu {
	g := &gameMenu{play: p, m: p.Match(), reader: r, changed: changed}
	g.cont = ui.Button{ID: "continue", Icon: "play", Kind: ui.ButtonPrimary}
	g.undo = ui.Button{ID: "undo", Icon: "undo", Kind: ui.ButtonSecondary}
	g.redo = ui.Button{ID: "redo", Icon: "redo", Kind: ui.ButtonSecondary}
	g.rules = ui.Button{ID: "rules", Icon: "rules", Kind: ui.ButtonSecondary}
	g.log = ui.Button{ID: "log", Icon: "hourglass", Kind: ui.ButtonSecondary}
	g.restart = ui.Button{ID: "restart", Icon: "dice", Kind: ui.ButtonSecondary}
	g.quit = ui.Button{ID: "quit", Icon: "menu", Kind: ui.ButtonDanger}
	g.sound = ui.Button{ID: "sound", Kind: ui.ButtonSecondary}
	g.settings = ui.Button{ID: "settings", Icon: "settings", Kind: ui.ButtonSecondary}
	g.fullscreen = ui.Button{ID: "fullscreen", Kind: ui.ButtonSecondary}
	g.offer = ui.Button{ID: "offer", Icon: "meeple", Kind: ui.ButtonPrimary}
	g.yes = ui.Button{ID: "restart:yes", Kind: ui.ButtonDanger}
	g.no = ui.Button{ID: "restart:no", Kind: ui.ButtonSecondary}
	return g
}

func (g *gameMenu) Name() string  { return "ingame" }
func (g *gameMenu) Overlay() bool { return true }

func (g *gameMenu) layout(ctx *ui.Context) {
	row, gap, pad := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap), ctx.Px(18)
	w := math.Min(ctx.Safe().W, ctx.Px(420))
	title := ctx.Px(40)
	noteW := w - 2*pad
	small := text.Style{Size: ui.SizeSmall}
	var h float64
	if g.asking {
		_, q := text.MeasureWrapped(i18n.T("ingame.restart_ask"), noteW, text.Style{Size: ui.SizeBody})
		h = pad + title + q + gap + 2*row + gap + pad
	} else {
		// The note under the buttons goes where it would not fit (a
		// phone on its side).
		_, n := text.MeasureWrapped(g.noteText(), noteW, small)
		g.compact = false
		h = pad + title + float64(g.rows())*(row+gap) - gap + pad
		if h > ctx.Safe().H { // a phone on its side: continue and quit share a row
			g.compact = true
			h -= row + gap
		}
		if h+2*gap+n <= ctx.Safe().H {
			h += 2*gap + n
		}
	}
	g.panel = ui.Centered(ctx.Safe(), w, h)
	inner := g.panel.Inset(pad)
	_, body := ui.CutTop(inner, title)
	if g.asking {
		_, q := text.MeasureWrapped(i18n.T("ingame.restart_ask"), noteW, text.Style{Size: ui.SizeBody})
		g.note = ui.Rect{X: body.X, Y: body.Y, W: body.W, H: q}
		g.yes.Rect = ui.Stack(ui.Rect{X: body.X, Y: body.Y + q + gap, W: body.W}, row, gap, 0)
		g.no.Rect = ui.Stack(ui.Rect{X: body.X, Y: body.Y + q + gap, W: body.W}, row, gap, 1)
		g.yes.Label = i18n.T("ingame.restart")
		g.no.Label = i18n.T("ui.cancel")
		return
	}
	btns := [...]*ui.Button{&g.cont, &g.undo, &g.redo, &g.rules, &g.log, &g.restart, &g.quit, &g.settings}
	keys := [...]string{"ingame.continue", "ingame.undo", "ingame.redo", "ingame.rules", "ingame.log", "ingame.restart", "ingame.quit", "settings.title"}
	for i, b := range btns {
		b.Label = i18n.T(keys[i])
	}
	g.sound.Label, g.sound.Icon = i18n.T("ingame.mute"), "sound-off"
	if !ctx.App.Settings().Sound {
		g.sound.Label, g.sound.Icon = i18n.T("ingame.unmute"), "sound-on"
	}
	// Buttons that go together share a row, and the menu stays short
	// enough for a phone on its side.
	k := 0
	next := func() ui.Rect { k++; return ui.Stack(body, row, gap, k-1) }
	g.cont.Rect = next()
	g.offer.Rect = ui.Rect{}
	if label, _ := g.play.Offer(); label != "" {
		g.offer.Label, g.offer.Rect = label, next()
	}
	if g.m != nil {
		pair := next()
		g.undo.Rect = ui.Column(pair, 2, 0, gap)
		g.redo.Rect = ui.Column(pair, 2, 1, gap)
		g.undo.Disabled = !g.m.CanUndo()
		g.redo.Disabled = !g.m.CanRedo()
	}
	pair := next()
	g.rules.Rect = ui.Column(pair, 2, 0, gap)
	g.log.Rect = ui.Column(pair, 2, 1, gap)
	pair = next()
	g.sound.Rect = ui.Column(pair, 2, 0, gap)
	g.settings.Rect = ui.Column(pair, 2, 1, gap)
	if g.m != nil || g.canFull {
		pair = next()
		switch {
		case g.m == nil:
			g.fullscreen.Rect = pair
		case g.canFull:
			g.restart.Rect = ui.Column(pair, 2, 0, gap)
			g.fullscreen.Rect = ui.Column(pair, 2, 1, gap)
		default:
			g.restart.Rect = pair
		}
	}
	if g.compact {
		g.quit.Rect = ui.Column(g.cont.Rect, 2, 1, gap)
		g.cont.Rect = ui.Column(g.cont.Rect, 2, 0, gap)
	} else {
		g.quit.Rect = next()
	}
	top := ui.Stack(body, row, gap, k-1).Y + row + 2*gap // under the last row
	g.note = ui.Rect{X: body.X, Y: top, W: body.W, H: inner.Y + inner.H - top}
}

func (g *gameMenu) Update(ctx *ui.Context) error {
	g.layout(ctx)
	in := ctx.Input
	if in.TakeShortcut(ui.ShortcutBack) {
		if g.asking {
			g.asking = false
			ctx.Redraw()
		} else {
			ctx.App.Back()
		}
		return nil
	}
	if g.asking {
		switch {
		case g.yes.Update(ctx):
			g.asking = false
			if err := g.m.Restart(newSeed()); err != nil {
				ctx.App.Notify(i18n.T("ingame.failed", err))
				return nil
			}
			g.notify(true)
			ctx.App.Back()
		case g.no.Update(ctx):
			g.asking = false
			ctx.Redraw()
		}
		return nil
	}
	switch {
	case g.cont.Update(ctx):
		ctx.App.Back()
	case g.sound.Update(ctx):
		set := ctx.App.Settings()
		set.Sound = !set.Sound
		ctx.App.SetSettings(set)
	case g.settings.Update(ctx):
		ctx.App.Go(newSettingsScene())
	case g.offer.Rect.W > 0 && g.offer.Update(ctx):
		if _, take := g.play.Offer(); take != nil {
			take()
		}
		ctx.App.Back()
	case g.m == nil: // the rest takes back or deals anew a match on this device
	case g.undo.Update(ctx) || in.TakeShortcut(ui.ShortcutUndo) && g.m.CanUndo():
		// Back at the table at once: what was taken back shows there.
		if g.step(ctx, g.m.Undo) {
			ctx.App.Back()
		}
	case g.undo.TappedDisabled(ctx):
		ctx.App.Notify(table.UndoWhy(g.m.UndoBlocker()))
	case g.redo.Update(ctx) || in.TakeShortcut(ui.ShortcutRedo) && g.m.CanRedo():
		g.step(ctx, g.m.Redo)
	case g.restart.Update(ctx):
		g.asking = true
		ctx.Redraw()
	}
	switch {
	case g.rules.Update(ctx) || in.TakeShortcut(ui.ShortcutRules):
		ctx.App.Go(newRulesScene(g.play.Rules()))
	case g.log.Update(ctx):
		ctx.App.Go(newGameLog(g.play, g.reader))
	case g.quit.Update(ctx):
		ctx.App.Home()
	case g.canFull && g.fullscreen.Update(ctx):
		g.device.SetFullscreen(!g.device.Fullscreen())
		g.fullscreen.Label = fullscreenLabel(g.device)
		ctx.Redraw()
	}
	return nil
}

// noteText is the note under the buttons: the game is saved, or a
// tutorial is not.
func (g *gameMenu) noteText() string {
	if _, ok := g.play.(*table.Lesson); ok {
		return i18n.T("ingame.tutorial")
	}
	return i18n.T("ingame.saved")
}

// rows is the number of rows of buttons the menu shows.
func (g *gameMenu) rows() int {
	n := 4 // continue; rules and log; sound and settings; quit
	if label, _ := g.play.Offer(); label != "" {
		n++
	}
	if g.m != nil {
		n += 2 // undo and redo; restart (and full screen)
	} else if g.canFull {
		n++
	}
	return n
}

// step runs an undo or a redo and tells the table; it reports success.
func (g *gameMenu) step(ctx *ui.Context, f func() error) bool {
	if err := f(); err != nil {
		ctx.App.Notify(i18n.T("ingame.failed", err))
		return false
	}
	g.notify(false)
	ctx.Redraw()
	return true
}

func (g *gameMenu) notify(restarted bool) {
	if g.changed != nil {
		g.changed(restarted)
	}
}

func (g *gameMenu) Draw(dst *ebiten.Image, ctx *ui.Context) {
	g.layout(ctx)
	ui.DrawVeil(dst, ctx.Screen(), sprites.Fade(sprites.Ink, 0.6))
	sprites.Panel(dst, g.panel, ctx.Px(16))
	pad := ctx.Px(18)
	inner := g.panel.Inset(pad)
	head, _ := ui.CutTop(inner, ctx.Px(40))
	_, cy := head.Center()
	ui.DrawFitText(dst, i18n.T("ingame.title"), head.X, cy-ctx.Px(4), head.W, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle})
	if g.asking {
		ui.DrawParagraph(dst, i18n.T("ingame.restart_ask"), g.note, text.Style{Size: ui.SizeBody, Color: sprites.TextColor})
		g.yes.Draw(dst, ctx)
		g.no.Draw(dst, ctx)
		return
	}
	set := append(g.set[:0], &g.cont, &g.rules, &g.log, &g.sound, &g.settings, &g.quit)
	if g.m != nil {
		set = append(set, &g.undo, &g.redo, &g.restart)
	}
	if g.canFull {
		set = append(set, &g.fullscreen)
	}
	if g.offer.Rect.W > 0 {
		set = append(set, &g.offer)
	}
	g.set = set
	ui.DrawButtonSet(dst, ctx, set...)
	if g.note.H > 0 {
		ui.DrawParagraph(dst, g.noteText(), g.note, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor})
	}
}
