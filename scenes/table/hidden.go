package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/feedback"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// Hidden is what the tables of hidden-information card games share:
// whose eyes the screen is for and the hand-off curtain between them, the
// animation of the moves, the bots, the in-game menu and the pause at the
// end. A table embeds it, and the core calls back into the table through
// HiddenGame for what differs: reading the view, laying out, drawing up
// the prompt and handling the taps of the person to decide.
type Hidden struct {
	app      App
	game     HiddenGame  // the table embedding this core
	Match    *game.Match // the match played; nil in a replay
	Src      Source      // what the table draws from: Match, or a replay
	Seats    []game.Seat
	replay   ReplaySource // the replay shown, read-only; nil at play
	Viewer   rules.Player
	Names    []string
	Outcome  rules.Outcome
	Stale    bool           // the table must read the match again
	Secrets  bool           // the viewer's hidden cards may be shown (SecretsShown)
	Plies    int            // actions of the match shown; -1 before the first look
	Legal    []rules.Action // what the viewer may do, when they decide now
	Anim     *tween.Player
	quiet    bool      // the animation is hurried: its sounds are left out
	animMax  int       // the most actions caught up with an animation
	curtain  SeatFrame // the curtain's face, turned to the next person
	bots     BotDriver
	Menu     MenuButtons // the menu and undo
	endWait  float64
	endPause float64 // seconds the end stays up before the results
	Msg      string  // the last refusal or bot failure
	saveErr  error   // the last autosave failure already reported
	since    sinceStory
	hints    Hints // the first-game hints shown at this table
}

// sinceStory is what happened since a person's last turn, told for the
// curtain before they lift it, kept while the match stays as it was.
type sinceStory struct {
	key   int // the match's generation +1, 0 for none yet
	to    rules.Player
	lines []string
}

// Since is what happened since p's last turn, told as a story (Story),
// as the whole table may read it: the curtain is up for everyone to see,
// so private events read as the public may see them, even p's own.
func (h *Hidden) Since(p rules.Player) []string {
	if key := h.Match.Generation() + 1; key != h.since.key || p != h.since.to {
		h.since = sinceStory{key: key, to: p, lines: Story(nil, h.Match.Game.ID, sinceLastTurn(h.Match, p), h.Names, rules.NoPlayer)}
	}
	return h.since.lines
}

// sinceLastTurn is the log, as p may read it, of what the others did
// between p's last turn and p's turn now: after p's last action
// (game.Match.SinceLastTurn) when p's turn begins; when it is under way
// (p acted last: a game resumed in the middle of p's turn), before it
// began, since the turn before, as the curtain told it then.
func sinceLastTurn(m *game.Match, p rules.Player) []game.LogEntry {
	hist := m.History()
	end := len(hist)
	for end > 0 && hist[end-1].Player == p {
		end--
	}
	if end == len(hist) {
		return m.SinceLastTurn(p)
	}
	start := end
	for start > 0 && hist[start-1].Player != p {
		start--
	}
	var out []game.LogEntry
	for _, e := range m.LogFor(p) { // Ply counts actions from 1
		if e.Ply > start && e.Ply <= end {
			out = append(out, e)
		}
	}
	return out
}

// HiddenGame is what a table built on Hidden tells the core. A refresh
// (see Hidden.refresh) calls Read, Animate or Settle, Caught, Describe; a
// table with a selection implements ClearSelection too (selection).
type HiddenGame interface {
	// Read takes the view of the match the viewer may see now, first in a
	// refresh; false when it is not a view of this game (nothing is read).
	Read(ctx *ui.Context, view rules.State) bool
	// Animate appends the steps that show events of an action played since
	// the last refresh; Settle shows the view as it is, at the end of them
	// or at once.
	Animate(steps []tween.Step, events []rules.Event) []tween.Step
	Settle()
	// Caught is called once the actions since ply from are under way and
	// Legal is listed: the table reads the rest of what it shows (the log).
	Caught(from int)
	Layout(ctx *ui.Context)            // place everything for the screen
	HasView() bool                     // a view was read: there is a table to show
	Describe()                         // work out the prompt and what is lit, once the animation is over
	Register(ctx *ui.Context)          // list what scripts and tests tap and read
	Pointer(ctx *ui.Context)           // handle the taps and drags of the person to decide
	HurryArea(ctx *ui.Context) ui.Rect // where a tap hurries the animation
	EndTapped(ctx *ui.Context) bool    // a tap that leaves the end for the results
}

// logPanel is what a table that shows the log panel implements: where the
// panel lies on the screen, zero while it is not shown. A tap on it opens
// the game log (it is listed as "log").
type logPanel interface {
	LogPanel(ctx *ui.Context) ui.Rect
}

// selection is what a table with a selection (a card chosen, a pawn)
// implements: a new action drops it.
type selection interface {
	ClearSelection()
}

// ReadView is the start of a table's Read: it keeps the view in *view
// when it is the table's type of view, and reports so.
func ReadView[S rules.State](v rules.State, view *S) bool {
	s, ok := v.(S)
	if ok {
		*view = s
	}
	return ok
}

// closeUp is what a table with a close-up over it (a card shown in full)
// implements: it handles the frame and reports so while one is open.
type closeUp interface {
	CloseUp(ctx *ui.Context) bool
}

// animTap is what a table that answers some taps during its animation
// implements (Gosu X's battle count opens how it was counted): it reports
// whether it took the tap; the animation then runs to its end at once.
type animTap interface {
	AnimTap(ctx *ui.Context) bool
}

// NewHidden starts the core of table g for m: up to animMax actions
// played since the table last looked are animated (more are shown at
// once), and the end stays up for endPause seconds before the results.
func NewHidden(app App, g HiddenGame, m *game.Match, animMax int, endPause float64) Hidden {
	h := Hidden{app: app, game: g, Match: m, Src: Live(m), Seats: m.Seats, Viewer: rules.NoPlayer, Stale: true, Plies: -1,
		Anim: tween.NewPlayer(1), animMax: animMax, bots: NewBotDriver(), endPause: endPause,
		Menu: NewMenuButtons()}
	for _, s := range m.Seats {
		h.Names = append(h.Names, s.Name)
	}
	return h
}

// NewReplayHidden starts the core of table g showing src read-only: the
// position at src's ply from src's viewer, the step from the ply before
// animated; no menu, curtain, bots or input (the replay viewer around the
// table has the controls).
func NewReplayHidden(g HiddenGame, src ReplaySource, animMax int) Hidden {
	h := Hidden{game: g, Src: src, Seats: replaySeats(src.Players()), replay: src, Viewer: src.Viewer(), Stale: true, Plies: -1,
		Anim: tween.NewPlayer(1), animMax: animMax,
		Menu: NewMenuButtons()}
	for _, s := range h.Seats {
		h.Names = append(h.Names, s.Name)
	}
	return h
}

// replaySeats are the seats as a replay shows them: nobody thinks there,
// so a bot's turn reads as anyone's ("Bot 2's turn").
func replaySeats(seats []game.Seat) []game.Seat {
	out := make([]game.Seat, len(seats))
	for i, s := range seats {
		out[i] = game.Seat{Name: s.Name}
	}
	return out
}

// MenuRect is where the table's menu button stands: in a replay, the
// viewer puts its way back there.
func (h *Hidden) MenuRect() ui.Rect { return h.Menu.Rect }

func (h *Hidden) Name() string { return "table" }

// OnEnter reads the match again: the curtain or the in-game menu may have
// changed the viewer or the match.
func (h *Hidden) OnEnter(*ui.Context) { h.Stale = true }

// changed is the in-game menu's report: a restart deals anew, so the next
// human must be handed the device again.
func (h *Hidden) changed(restarted bool) {
	h.Stale, h.Msg = true, ""
	if restarted {
		h.Viewer, h.endWait, h.bots, h.Plies = rules.NoPlayer, 0, NewBotDriver(), -1
	}
}

// Say shows why a tap did nothing, with the refused tap's sound and buzz.
//
//go:noinline
func (h *Hidden) Say(ctx *ui.Context, msg string) {
	h.Msg = msg
	feedback.Refused()
	ctx.Redraw()
}

// Apply plays a for the person to decide and shows the result at once; a
// refusal stays in the status line. A move that cannot be taken back (it
// reveals a card, passes the turn, ends the game) is played only after a
// grace period with Cancel (Grace).
func (h *Hidden) Apply(ctx *ui.Context, a rules.Action) {
	if s := Grace(ctx, h.Match, a); s > 0 {
		side := SeatSide(int(h.Viewer), len(h.Match.Seats), ctx.App.Settings().TableMode)
		h.app.ShowGrace(s, side, func() { h.play(a) })
		return
	}
	h.play(a)
	h.sync(ctx)
}

// play plays a for the person to decide, for the table to show at its
// next frame.
func (h *Hidden) play(a rules.Action) {
	h.Msg = ""
	if _, err := h.Match.Apply(a); err != nil {
		h.Msg = i18n.T("table.refused", err)
		feedback.Refused()
	}
	h.Stale = true
}

// refresh reads the match again as the viewer may see it: the table takes
// the view, the outcome and whether secrets may show are read, the actions
// played since the last look are animated (catchUp), the viewer's legal
// actions listed when they decide, and the table reads the rest and works
// out what it shows. A new autosave failure is reported once.
func (h *Hidden) refresh(ctx *ui.Context) {
	view := h.Src.View(h.Viewer)
	if !h.game.Read(ctx, view) {
		return
	}
	h.Outcome = h.Src.Outcome()
	h.Secrets = h.secretsShown()
	from := h.Plies
	if len(h.Src.History()) != from {
		h.Msg = ""
		if s, ok := h.game.(selection); ok {
			s.ClearSelection()
		}
	}
	h.catchUp(ctx)
	h.Legal = h.Legal[:0]
	if p := view.ToMove(); h.Match != nil && p == h.Viewer && p != rules.NoPlayer && h.Seats[p].Human() && !h.Outcome.Over {
		h.Legal = view.Legal(h.Legal)
	}
	h.game.Caught(from)
	h.game.Describe()
	h.hint(ctx, view)
	h.Stale = false
	ctx.Redraw()
	if h.Match == nil {
		return
	}
	if err := h.Match.SaveError(); err != nil && err != h.saveErr {
		h.app.NotifyEveryone(i18n.T("table.save_failed", err))
	}
	h.saveErr = h.Match.SaveError()
}

// secretsShown is whether the viewer's secrets may show: in a replay,
// whenever the view is a player's (the replay gives one only after the end).
func (h *Hidden) secretsShown() bool {
	if h.replay != nil {
		return h.Viewer != rules.NoPlayer
	}
	return SecretsShown(h.Match, h.Viewer)
}

// hint shows the first-game hint of the decision the viewer faces now,
// the first time it comes at this table, when the hints are on.
func (h *Hidden) hint(ctx *ui.Context, view rules.State) {
	if len(h.Legal) > 0 {
		h.hints.Show(ctx, h.Match.Game.ID, view)
	}
}

// catchUp animates the actions played since the table last looked, up to
// animMax of them, ending on Settle (the view as it is, whatever the
// events left out); any other change (undo, redo, restart, resume, too
// many) is settled at once.
func (h *Hidden) catchUp(ctx *ui.Context) {
	hist := h.Src.History()
	if h.Plies >= 0 && len(hist) > h.Plies && len(hist)-h.Plies <= h.animMax {
		h.game.Layout(ctx)
		var steps []tween.Step
		for _, r := range hist[h.Plies:] {
			steps = h.animate(steps, r.Events)
		}
		h.Anim.Play(tween.Sequence(append(steps, tween.Call(h.game.Settle))...))
	} else if len(hist) != h.Plies {
		h.hurry()
		h.game.Settle()
	}
	h.Plies = len(hist)
}

// HumanTurn reports that the person the screen is for decides now: they
// have actions, and the moves before are shown.
func (h *Hidden) HumanTurn() bool {
	return h.game.HasView() && len(h.Legal) > 0 && h.Anim.Done()
}

// DrawBase draws what every hidden table's Draw starts with, and reports
// whether the table draws on: while the screen waits to be handed on,
// the curtain's face (turned to the next person in table mode) and
// nothing else; else the felt and, once there is a view, the menu button.
func (h *Hidden) DrawBase(dst *ebiten.Image, ctx *ui.Context) bool {
	if h.replay != nil {
		h.sync(ctx)
		ui.DrawBackdrop(dst, ctx)
		return h.game.HasView()
	}
	if p, curtain := h.sync(ctx); curtain {
		h.curtain.Place(SeatSide(int(p), len(h.Seats), ctx.App.Settings().TableMode), ctx.W, ctx.H)
		DrawCurtainFace(h.curtain.Canvas(dst), ctx, h.curtain.Screen(), h.Seats[p].Name, int(p), h.Since(p))
		h.curtain.Compose(dst)
		return false
	}
	ui.DrawBackdrop(dst, ctx)
	if !h.game.HasView() {
		return false
	}
	h.Menu.Draw(dst, ctx)
	return true
}

// sync brings the table up to date: whose eyes the screen is for and what
// they see. It reports a pending hand-off, during which nothing of the
// table may be drawn. The hand-off waits for the animation of the last move.
func (h *Hidden) sync(ctx *ui.Context) (to rules.Player, curtain bool) {
	if h.replay != nil {
		if v := h.replay.Viewer(); v != h.Viewer {
			h.Viewer, h.Plies, h.Stale = v, -1, true // another's eyes: shown at once
		}
		if h.Stale || h.replay.Ply() != h.Plies {
			h.refresh(ctx)
		}
		h.game.Layout(ctx)
		return h.Viewer, false
	}
	v, curtain := nextViewer(h.Match, h.Viewer)
	if curtain && h.Anim.Done() && !h.Stale {
		return h.Match.ToMove(), true
	}
	if !curtain && v != h.Viewer {
		h.Viewer, h.Stale = v, true
	}
	if h.Stale || h.Secrets != SecretsShown(h.Match, h.Viewer) {
		h.refresh(ctx)
	}
	h.game.Layout(ctx)
	return v, false
}

// Update runs a frame: the back key and the menu, the hand-off, the
// animation (the rest waits for it; a tap hurries it), the end pause
// before the results, the bots, then the person to decide.
func (h *Hidden) Update(ctx *ui.Context) error {
	g, in := h.game, ctx.Input
	if h.replay != nil {
		return h.updateReplay(ctx)
	}
	if in.TakeShortcut(ui.ShortcutBack) {
		h.app.ShowGameMenu(h.Match, h.logReader(ctx), h.changed)
		return nil
	}
	if p, curtain := h.sync(ctx); curtain {
		side := SeatSide(int(p), len(h.Seats), ctx.App.Settings().TableMode)
		h.app.ShowCurtain(h.Seats[p].Name, int(p), side, h.Since(p), func() { h.Viewer, h.Stale = p, true; feedback.YourTurn() })
		return nil
	}
	if !g.HasView() {
		return nil
	}
	h.Anim.SetSpeed(ctx.AnimSpeed())
	if !h.Anim.Done() {
		h.Anim.Update(ctx.Dt)
		ctx.Redraw()
		if h.Anim.Done() {
			g.Describe()
			g.Layout(ctx) // the new buttons are registered below, in place
		}
	}
	if Shortcuts(ctx, h.app, h.Match, h.changed) {
		return nil
	}
	g.Register(ctx)
	if h.Menu.Update(ctx, h.Match, h.changed) {
		h.app.ShowGameMenu(h.Match, h.logReader(ctx), h.changed)
		return nil
	}
	if !h.Anim.Done() { // the rest waits for the animation
		if h.logTapped(ctx) {
			return nil
		}
		if a, ok := g.(animTap); ok && a.AnimTap(ctx) {
			h.Anim.Skip()
			g.Describe()
			return nil
		}
		if in.Tapped(g.HurryArea(ctx)) {
			h.hurry() // a tap hurries it
			g.Describe()
		}
		return nil
	}
	if c, ok := g.(closeUp); ok && c.CloseUp(ctx) {
		return nil
	}
	if h.logTapped(ctx) {
		return nil
	}
	if h.Outcome.Over {
		h.endWait += ctx.Dt * math.Max(ctx.AnimSpeed(), 0.01)
		if h.endWait >= h.endPause || ctx.AnimSpeed() == 0 || g.EndTapped(ctx) {
			h.app.ShowResults(h.Match)
		}
		return nil
	}
	if h.Match.BotToMove() {
		moved, err := h.bots.Step(ctx, h.Match)
		if err != nil {
			h.Msg = i18n.T("table.bot_failed", err)
			ctx.Redraw()
		}
		h.Stale = h.Stale || moved
		return nil
	}
	if h.HumanTurn() {
		g.Pointer(ctx)
	}
	return nil
}

// updateReplay runs a frame of a replay: the move shown animates (a tap
// hurries it), a card may be looked at closely; nothing else is taken.
func (h *Hidden) updateReplay(ctx *ui.Context) error {
	g := h.game
	h.sync(ctx)
	if !g.HasView() {
		return nil
	}
	h.Anim.SetSpeed(ctx.AnimSpeed())
	if !h.Anim.Done() {
		h.Anim.Update(ctx.Dt)
		ctx.Redraw()
		if h.Anim.Done() {
			g.Describe()
			g.Layout(ctx)
		}
	}
	g.Register(ctx)
	if !h.Anim.Done() {
		if a, ok := g.(animTap); ok && a.AnimTap(ctx) {
			h.Anim.Skip()
			g.Describe()
			return nil
		}
		if ctx.Input.Tapped(g.HurryArea(ctx)) {
			h.Anim.Skip()
			g.Describe()
		}
		return nil
	}
	if c, ok := g.(closeUp); ok {
		c.CloseUp(ctx)
	}
	return nil
}

// NoticeSides implements Facing: the edge of the person the screen is for
// now, or before anyone's turn (or for everyone) every edge where a
// person sits.
func (h *Hidden) NoticeSides(everyone bool) (sides [4]bool) {
	n := len(h.Seats)
	if everyone || h.Viewer < 0 || int(h.Viewer) >= n {
		return PeopleSides(n, func(i int) bool { return h.Seats[i].Human() })
	}
	sides[SeatSide(int(h.Viewer), n, true)] = true
	return sides
}

// logReader is who the game log opened from the table is for: it faces
// the person the screen is for (their edge in table mode) and reads what
// they may, but nobody's private lines once the screen waits to be handed
// to the next person, nor in table mode, where every edge sees the page.
func (h *Hidden) logReader(ctx *ui.Context) Reader {
	tableMode := ctx.App.Settings().TableMode
	r := Reader{Viewer: h.Viewer, Side: SeatSide(int(h.Viewer), len(h.Seats), tableMode)}
	if _, curtain := nextViewer(h.Match, h.Viewer); tableMode || curtain && h.Anim.Done() {
		r.Viewer = rules.NoPlayer
	}
	return r
}

// logTapped opens the game log when the log panel is tapped, the
// animation hurried to its end first (the page reads the log whole), and
// reports so.
func (h *Hidden) logTapped(ctx *ui.Context) bool {
	lp, ok := h.game.(logPanel)
	if !ok {
		return false
	}
	r := lp.LogPanel(ctx)
	if r.W <= 0 || r.H <= 0 {
		return false
	}
	ctx.Register("log", "", r)
	if !ctx.Input.Tapped(r) {
		return false
	}
	if !h.Anim.Done() {
		h.hurry()
		h.game.Describe()
	}
	h.app.ShowGameLog(h.Match, h.logReader(ctx))
	return true
}
