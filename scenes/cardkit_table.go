package scenes

import (
	"math"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// hiddenTable is what the tables of hidden-information card games share:
// whose eyes the screen is for and the hand-off curtain between them, the
// animation of the moves, the bots, the in-game menu and the pause at the
// end. A table embeds it, and the core calls back into the table through
// hiddenGame for what differs: reading the view, laying out, drawing up
// the prompt and handling the taps of the person to decide.
type hiddenTable struct {
	app      TableApp
	game     hiddenGame // the table embedding this core
	m        *game.Match
	viewer   rules.Player
	names    []string
	out      rules.Outcome
	stale    bool // the table must read the match again
	secrets  bool // the viewer's hidden cards may be shown (secretsShown)
	plies    int  // actions of the match shown; -1 before the first look
	anim     *tween.Player
	bots     botDriver
	menu     ui.Button
	endWait  float64
	endPause float64 // seconds the end stays up before the results
	msg      string  // the last refusal or bot failure
	saveErr  error   // the last autosave failure already reported
}

// hiddenGame is what a table built on hiddenTable tells the core.
type hiddenGame interface {
	refresh(ctx *ui.Context)           // read the match as the viewer may see it
	layout(ctx *ui.Context)            // place everything for the screen
	hasView() bool                     // a view was read: there is a table to show
	describe()                         // work out the prompt and what is lit, once the animation is over
	register(ctx *ui.Context)          // list what scripts and tests tap and read
	humanTurn() bool                   // the person the screen is for decides now
	pointer(ctx *ui.Context)           // handle that person's taps and drags
	hurryArea(ctx *ui.Context) ui.Rect // where a tap hurries the animation
	endTapped(ctx *ui.Context) bool    // a tap that leaves the end for the results
}

// logPanel is what a table that shows the log panel implements: where the
// panel lies on the screen, zero while it is not shown. A tap on it opens
// the game log (it is listed as "log").
type logPanel interface {
	logPanel(ctx *ui.Context) ui.Rect
}

// closeUp is what a table with a close-up over it (a card shown in full)
// implements: it handles the frame and reports so while one is open.
type closeUp interface {
	closeUp(ctx *ui.Context) bool
}

// newHiddenTable starts the core of table g for m.
func newHiddenTable(app TableApp, g hiddenGame, m *game.Match, endPause float64) hiddenTable {
	h := hiddenTable{app: app, game: g, m: m, viewer: rules.NoPlayer, stale: true, plies: -1,
		anim: tween.NewPlayer(1), bots: newBotDriver(), endPause: endPause,
		menu: ui.Button{ID: "menu", Icon: "settings", Kind: ui.ButtonSecondary}}
	for _, s := range m.Seats {
		h.names = append(h.names, s.Name)
	}
	return h
}

func (h *hiddenTable) Name() string { return "table" }

// OnEnter reads the match again: the curtain or the in-game menu may have
// changed the viewer or the match.
func (h *hiddenTable) OnEnter(*ui.Context) { h.stale = true }

// changed is the in-game menu's report: a restart deals anew, so the next
// human must be handed the device again.
func (h *hiddenTable) changed(restarted bool) {
	h.stale, h.msg = true, ""
	if restarted {
		h.viewer, h.endWait, h.bots, h.plies = rules.NoPlayer, 0, newBotDriver(), -1
	}
}

//go:noinline
func (h *hiddenTable) say(ctx *ui.Context, msg string) {
	h.msg = msg
	ctx.Redraw()
}

// apply plays a for the person to decide and shows the result at once; a
// refusal stays in the status line.
func (h *hiddenTable) apply(ctx *ui.Context, a rules.Action) {
	h.msg = ""
	if _, err := h.m.Apply(a); err != nil {
		h.msg = i18n.T("table.refused", err)
	}
	h.stale = true
	h.sync(ctx)
}

// look reads the outcome and whether secrets may show; refresh starts so.
func (h *hiddenTable) look() {
	h.out = h.m.Outcome()
	h.secrets = secretsShown(h.m, h.viewer)
}

// catchUp animates the actions played since the table last looked, up to
// limit of them, ending on settle (the view as it is, whatever the events
// left out); any other change (undo, redo, restart, resume, too many) is
// settled at once.
func (h *hiddenTable) catchUp(ctx *ui.Context, limit int, animate func([]tween.Step, []rules.Event) []tween.Step, settle func()) {
	hist := h.m.History()
	if h.plies >= 0 && len(hist) > h.plies && len(hist)-h.plies <= limit {
		h.game.layout(ctx)
		var steps []tween.Step
		for _, r := range hist[h.plies:] {
			steps = animate(steps, r.Events)
		}
		h.anim.Play(tween.Sequence(append(steps, tween.Call(settle))...))
	} else if len(hist) != h.plies {
		h.anim.Skip()
		settle()
	}
	h.plies = len(hist)
}

// refreshed ends a refresh: the table is up to date, and a new autosave
// failure is reported once.
func (h *hiddenTable) refreshed(ctx *ui.Context) {
	h.stale = false
	if err := h.m.SaveError(); err != nil && err != h.saveErr {
		ctx.App.Notify(i18n.T("table.save_failed", err))
	}
	h.saveErr = h.m.SaveError()
	ctx.Redraw()
}

// sync brings the table up to date: whose eyes the screen is for and what
// they see. It reports a pending hand-off, during which nothing of the
// table may be drawn. The hand-off waits for the animation of the last move.
func (h *hiddenTable) sync(ctx *ui.Context) (to rules.Player, curtain bool) {
	v, curtain := nextViewer(h.m, h.viewer)
	if curtain && h.anim.Done() && !h.stale {
		return h.m.ToMove(), true
	}
	if !curtain && v != h.viewer {
		h.viewer, h.stale = v, true
	}
	if h.stale || h.secrets != secretsShown(h.m, h.viewer) {
		h.game.refresh(ctx)
	}
	h.game.layout(ctx)
	return v, false
}

// Update runs a frame: the back key and the menu, the hand-off, the
// animation (the rest waits for it; a tap hurries it), the end pause
// before the results, the bots, then the person to decide.
func (h *hiddenTable) Update(ctx *ui.Context) error {
	g, in := h.game, ctx.Input
	if in.TakeShortcut(ui.ShortcutBack) {
		h.app.ShowGameMenu(h.m, h.logViewer(), h.changed)
		return nil
	}
	if p, curtain := h.sync(ctx); curtain {
		side := SeatSide(int(p), len(h.m.Seats), ctx.App.Settings().TableMode)
		h.app.ShowCurtain(h.m.Seats[p].Name, int(p), side, func() { h.viewer, h.stale = p, true })
		return nil
	}
	if !g.hasView() {
		return nil
	}
	h.anim.SetSpeed(ctx.AnimSpeed())
	if !h.anim.Done() {
		h.anim.Update(ctx.Dt)
		ctx.Redraw()
		if h.anim.Done() {
			g.describe()
			g.layout(ctx) // the new buttons are registered below, in place
		}
	}
	if tableShortcuts(ctx, h.app, h.m, h.changed) {
		return nil
	}
	g.register(ctx)
	if h.menu.Update(ctx) {
		h.app.ShowGameMenu(h.m, h.logViewer(), h.changed)
		return nil
	}
	if !h.anim.Done() { // the rest waits for the animation
		if h.logTapped(ctx) {
			return nil
		}
		if in.Tapped(g.hurryArea(ctx)) {
			h.anim.Skip() // a tap hurries it
			g.describe()
		}
		return nil
	}
	if c, ok := g.(closeUp); ok && c.closeUp(ctx) {
		return nil
	}
	if h.logTapped(ctx) {
		return nil
	}
	if h.out.Over {
		h.endWait += ctx.Dt * math.Max(ctx.AnimSpeed(), 0.01)
		if h.endWait >= h.endPause || ctx.AnimSpeed() == 0 || g.endTapped(ctx) {
			h.app.ShowResults(h.m)
		}
		return nil
	}
	if h.m.BotToMove() {
		moved, err := h.bots.step(ctx, h.m)
		if err != nil {
			h.say(ctx, i18n.T("table.bot_failed", err))
		}
		h.stale = h.stale || moved
		return nil
	}
	if g.humanTurn() {
		g.pointer(ctx)
	}
	return nil
}

// logViewer is whose log the game log shows: the viewer's, but nobody's
// private lines once the screen waits to be handed to the next person.
func (h *hiddenTable) logViewer() rules.Player {
	if _, curtain := nextViewer(h.m, h.viewer); curtain && h.anim.Done() {
		return rules.NoPlayer
	}
	return h.viewer
}

// logTapped opens the game log when the log panel is tapped, the
// animation hurried to its end first (the page reads the log whole), and
// reports so.
func (h *hiddenTable) logTapped(ctx *ui.Context) bool {
	lp, ok := h.game.(logPanel)
	if !ok {
		return false
	}
	r := lp.logPanel(ctx)
	if r.W <= 0 || r.H <= 0 {
		return false
	}
	ctx.Register("log", "", r)
	if !ctx.Input.Tapped(r) {
		return false
	}
	if !h.anim.Done() {
		h.anim.Skip()
		h.game.describe()
	}
	h.app.ShowGameLog(h.m, h.logViewer())
	return true
}
