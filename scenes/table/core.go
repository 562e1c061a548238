package table

import (
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/feedback"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
	"kamon/sprites/tween"
)

// Core is the one core every game's table runs on: whose eyes the screen
// is for and, in a game with hidden information, the hand-off curtain
// between people; the animation of the moves and their sounds; the bots;
// the menu and undo; the moment of grace before a move that cannot be
// taken back; what happened since a person's last turn; the first-game
// hints; the pause at the end; and, read-only, the replay. A table embeds
// it and answers Table for what differs; it reads the Core through methods
// and changes it only by asking (Apply, Say, Redescribe...).
//
// Update changes everything that changes; Draw only draws (DrawBase), so
// a frame drawn twice is the same frame.
type Core struct {
	app    App
	table  Table        // the table embedding this core
	play   Play         // the game played; nil in a replay
	tut    *Lesson      // the play when it is a tutorial, else nil
	src    Source       // what the table draws from: the play, or a replay
	replay ReplaySource // the replay shown, read-only; nil at play
	seats  []game.Seat
	names  []string

	viewer  rules.Player
	outcome rules.Outcome
	secrets bool           // the viewer's hidden cards may be shown (SecretsShown)
	legal   []rules.Action // what the viewer may do, when they decide now
	plies   int            // actions shown; -1 before the first look
	gen     int            // the play's generation last read
	stale   bool           // the source must be read again
	msg     string         // the last refusal or bot failure
	read    moverName      // who must act in the game as last read
	listed  moverName      // read when the widgets were last listed (Mover)

	anim    *tween.Player
	quiet   bool // the animation is hurried: its sounds are left out
	animMax int  // the most actions caught up with an animation

	handOff rules.Player // the person the screen waits to be handed to, else NoPlayer
	curtain SeatFrame    // the curtain's face, turned to them
	since   sinceStory

	laid     layoutKey // what the table was last laid out for
	relayout bool      // the table changed since it was laid out

	bots     BotDriver
	menu     MenuButtons
	endWait  float64
	endPause float64 // seconds the end stays up before the results
	trouble  string  // the last trouble of the play already told
	hints    Hints   // the first-game hints shown at this table
	toldOnly int     // plies+1 of the decision whose only move was told, 0 for none
	told     string  // the notice telling the person about their decision, "" for none
}

// layoutKey is what a layout depends on besides the table itself: the
// screen and the settings that move things.
type layoutKey struct {
	w, h, unit float64
	tableMode  bool
	lang       string
	aside      ui.Insets // the room a tutorial's panel keeps
}

// NewCore starts the core of table g for p: up to animMax actions played
// since the table last looked are animated (more are shown at once), and
// the end stays up for endPause seconds before the results.
func NewCore(app App, g Table, p Play, animMax int, endPause float64) Core {
	seats := p.Players()
	tut, _ := p.(*Lesson)
	return Core{app: app, table: g, play: p, tut: tut, src: p, seats: seats, names: Names(seats),
		viewer: rules.NoPlayer, handOff: rules.NoPlayer, stale: true, plies: -1,
		anim: tween.NewPlayer(1), animMax: animMax, bots: NewBotDriver(), endPause: endPause,
		menu: NewMenuButtons()}
}

// NewReplayCore starts the core of table g showing src read-only: the
// position at src's ply from src's viewer, the step from the ply before
// animated; no menu, curtain, bots or input (the replay viewer around the
// table has the controls).
func NewReplayCore(g Table, src ReplaySource, animMax int) Core {
	seats := replaySeats(src.Players())
	return Core{table: g, src: src, seats: seats, names: Names(seats), replay: src,
		viewer: src.Viewer(), handOff: rules.NoPlayer, stale: true, plies: -1,
		anim: tween.NewPlayer(1), animMax: animMax, menu: NewMenuButtons()}
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

// What a table reads of its core.

// Match is the match played on this device, nil in a replay and when the
// game is played elsewhere (online).
func (c *Core) Match() *game.Match {
	if c.play == nil {
		return nil
	}
	return c.play.Match()
}

// Lesson is the tutorial played at this table, nil for none.
func (c *Core) Lesson() *Lesson { return c.tut }

// Src is what the table draws from: the match, or a replay.
func (c *Core) Src() Source { return c.src }

// Seats are the seats, in play order; Names their names.
func (c *Core) Seats() []game.Seat { return c.seats }
func (c *Core) Names() []string    { return c.names }

// Viewer is whose eyes the screen is for now: rules.NoPlayer for the public.
func (c *Core) Viewer() rules.Player { return c.viewer }

// Outcome is the result shown so far.
func (c *Core) Outcome() rules.Outcome { return c.outcome }

// Secrets reports that the viewer's hidden cards may be shown (SecretsShown).
func (c *Core) Secrets() bool { return c.secrets }

// Legal is what the viewer may do, while they decide now; else empty.
func (c *Core) Legal() []rules.Action { return c.legal }

// Anim plays the table's animations.
func (c *Core) Anim() *tween.Player { return c.anim }

// Msg is the last refusal or bot failure, "" for none.
func (c *Core) Msg() string { return c.msg }

// MenuRect is where the menu button stands: in a replay, the viewer puts
// its way back there.
func (c *Core) MenuRect() ui.Rect { return c.menu.Rect }

// Replaying reports a table showing a replay, read-only.
func (c *Core) Replaying() bool { return c.replay != nil }

// Decides reports that the person the screen is for decides now: they
// have actions, and the moves before are shown.
func (c *Core) Decides() bool {
	return c.table.HasView() && len(c.legal) > 0 && c.anim.Done()
}

// BotToMove reports that a bot of this match decides now.
func (c *Core) BotToMove() bool {
	if c.tut != nil {
		return c.tut.botToMove()
	}
	m := c.Match()
	return m != nil && m.BotToMove()
}

// What a table asks of its core.

// Say shows why a tap did nothing, with the refused tap's sound and buzz.
//
//go:noinline
func (c *Core) Say(ctx *ui.Context, msg string) {
	if c.tut != nil && c.Decides() { // the tutorial says what it asks
		c.tut.refuse(ctx)
		return
	}
	c.msg = msg
	feedback.Refused()
	ctx.Redraw()
}

// ClearMsg takes the last refusal off the screen.
func (c *Core) ClearMsg() { c.msg = "" }

// Redescribe works out again what the table shows (Table.Describe) after
// the selection changed, and lays it out.
func (c *Core) Redescribe() {
	c.table.Describe()
	c.relayout = true
}

// Relayout lays the table out again at the end of this frame: something
// the layout reads changed.
func (c *Core) Relayout() { c.relayout = true }

// PlaceMenu puts the menu button and undo beside it at the left of top,
// the table's top row (see PlaceMenu).
func (c *Core) PlaceMenu(ctx *ui.Context, top ui.Rect) {
	PlaceMenu(ctx, &c.menu, top)
	if c.play != nil && c.Match() == nil { // a game kept elsewhere: nothing to take back here
		c.menu.Undo.Rect, c.menu.Rect = ui.Rect{}, c.menu.Menu.Rect
	}
}

// Reread reads the match again at the next frame: it changed under the
// table (a test plays on it directly).
func (c *Core) Reread() { c.stale = true }

// Shared reports that several people take turns at this screen: what
// shows is then said to be whose ("Ana's hand"). A person alone with
// bots, or at their own device online, reads "your".
func (c *Core) Shared() bool {
	m := c.Match()
	if m == nil {
		return false
	}
	people := 0
	for _, s := range m.Seats {
		if s.Human() {
			people++
		}
	}
	return people > 1
}

// Stale reports that the table has yet to read what changed.
func (c *Core) Stale() bool { return c.stale }

// Mover is the name of the seat that must act in the game as the table
// listed its widgets this frame (Register), worked out from the source
// rather than from what the table describes: tests hold the status line
// to it. ok is false at the end, and when the table had yet to read a move.
func (c *Core) Mover() (name string, ok bool) { return c.listed.name, c.listed.ok }

// moverName is a seat's name, ok false for none.
type moverName struct {
	name string
	ok   bool
}

// readMover takes who must act in view, as a refresh reads it.
func (c *Core) readMover(view rules.State) {
	c.read = moverName{}
	if p := view.ToMove(); !c.outcome.Over && p >= 0 && int(p) < len(c.seats) {
		c.read = moverName{c.seats[p].Name, true}
	}
}

// PlayOn has the table play on m, a copy of its match, until restore puts
// the match and the viewer back with nothing selected: the reachability
// checks try sequences of taps on copies.
func (c *Core) PlayOn(m *game.Match) (restore func()) {
	real, viewer := c.play, c.viewer
	c.play, c.src = Local(m), Local(m)
	c.toldOnly = 0 // another game: its decisions are told anew
	return func() {
		c.play, c.src, c.viewer = real, real, viewer
		c.toldOnly = 0
		c.changed(false)
		c.table.ClearSelection()
		c.Redescribe()
	}
}

// Name implements ui.Scene.
func (c *Core) Name() string { return "table" }

// OnEnter reads the match again: the curtain or the in-game menu may have
// changed the viewer or the match.
func (c *Core) OnEnter(*ui.Context) { c.stale = true }

// changed is the in-game menu's report: a restart deals anew, so the next
// person must be handed the device again.
func (c *Core) changed(restarted bool) {
	c.stale, c.msg = true, ""
	if restarted {
		c.viewer, c.endWait, c.bots, c.plies = rules.NoPlayer, 0, NewBotDriver(), -1
	}
}

// Apply plays a, one of Legal's, for the person to decide. The match plays
// it once, on a copy (game.Match.Prepare), and so knows whether it could
// be taken back: one that can is committed at once; one that cannot (it
// reveals a card, passes the turn, ends the game) after a moment of grace
// with Cancel (Grace), when animations are on. Nothing checks a's
// legality again: the table took it from Legal.
func (c *Core) Apply(ctx *ui.Context, a rules.Action) {
	c.msg = ""
	if c.app.Held() { // a new move in place of the one held
		c.app.DropHeld()
	}
	mv, err := c.play.Prepare(a)
	if err != nil && c.tut != nil {
		c.tut.refuse(ctx)
		return
	}
	if err != nil {
		c.refused(err)
		return
	}
	if c.told != "" { // the decision the notice told of is answered, if still held
		ctx.App.Withdraw(c.told)
		c.told = ""
	}
	if s := Grace(ctx, mv); s > 0 {
		side := SeatSide(int(c.viewer), len(c.seats), ctx.App.Settings().TableMode)
		c.app.ShowGrace(s, side, func() { c.commit(mv) })
		return
	}
	c.commit(mv) // shown at the end of this frame (Update)
}

// commit makes a prepared action part of the game, for the table to show
// at its next frame.
func (c *Core) commit(mv Move) {
	if err := mv.Commit(); err != nil {
		c.refused(err)
	}
	c.stale = true
}

// refused says why the match did not take a move.
func (c *Core) refused(err error) {
	c.msg = i18n.T("table.refused", err)
	feedback.Refused()
}

// refresh reads the source again as the viewer may see it: the table takes
// the view, the outcome and whether secrets may show are read, the actions
// played since the last look are animated (catchUp), the viewer's legal
// actions listed when they decide, and the table reads the rest and works
// out what it shows. A new autosave failure is reported once.
func (c *Core) refresh(ctx *ui.Context) {
	view := c.src.View(c.viewer)
	if !c.table.Read(ctx, view) {
		return
	}
	c.outcome = c.src.Outcome()
	c.secrets = c.secretsShown()
	c.readSeats()
	c.readMover(view)
	from := c.plies
	if len(c.src.History()) != from {
		c.msg = ""
		c.table.ClearSelection()
		// The decision the notice told of is made: by the next frames the
		// screen may be another person's.
		if c.told != "" {
			ctx.App.Withdraw(c.told)
			c.told = ""
		}
	}
	c.catchUp(ctx)
	c.legal = c.legal[:0]
	if p := view.ToMove(); c.play != nil && p == c.viewer && p != rules.NoPlayer && c.play.Person(p) && !c.outcome.Over {
		c.legal = view.Legal(c.legal)
		if c.tut != nil {
			c.legal = c.tut.narrow(view, c.legal)
		}
	}
	c.table.Caught(from)
	c.table.Describe()
	c.relayout = true
	if len(c.legal) > 0 && c.tut == nil { // a tutorial's guide says it all
		// The hint of the decision's kind, then that one move is all it
		// leaves, in one notice.
		says := c.hints.Show(ctx, c.app.Learning(c.src.Rules().ID), c.src.Rules().ID, view, c.legal)
		if only := c.onlyMove(); only != "" {
			says = strings.TrimSpace(says + " " + only)
		}
		if says != "" {
			ctx.App.Notify(says)
			c.told = says
		}
	}
	c.stale = false
	ctx.Redraw()
	c.tellTrouble()
}

// onlyMove tells the person, once a decision, that one move is all the
// rules leave them; "" for a decision of more moves, or one told already.
// The table's prompt says what the move is and lights it, and one tap on
// it makes it. (The move is not played ahead to word it: a view is no
// state to play on, and the state would tell what chance has in store.)
func (c *Core) onlyMove() string {
	if len(c.legal) != 1 || c.toldOnly == c.plies+1 {
		return ""
	}
	c.toldOnly = c.plies + 1
	return i18n.T("table.only_move")
}

// readSeats takes a play's seats again when they changed: an online game's
// arrive with its first fetch, and a bot may stand in for a person.
func (c *Core) readSeats() {
	if c.play == nil {
		return
	}
	if seats := c.play.Players(); !slices.Equal(seats, c.seats) {
		c.seats, c.names = slices.Clone(seats), Names(seats)
	}
}

// tellTrouble tells everyone at the table, once, what went wrong with the
// play (an autosave that failed, a server out of reach).
func (c *Core) tellTrouble() {
	if c.play == nil {
		return
	}
	trouble := c.play.Trouble()
	if trouble != "" && trouble != c.trouble {
		c.app.NotifyEveryone(trouble)
	}
	c.trouble = trouble
}

// secretsShown is whether the viewer's secrets may show: in a replay,
// whenever the view is a player's (the replay gives one only after the end).
func (c *Core) secretsShown() bool {
	if c.replay != nil {
		return c.viewer != rules.NoPlayer
	}
	return c.play.SecretsShown(c.viewer)
}

// catchUp animates the actions played since the table last looked, up to
// animMax of them, ending on Settle (the view as it is, whatever the
// events left out); any other change (undo, redo, restart, resume, too
// many) is settled at once.
func (c *Core) catchUp(ctx *ui.Context) {
	hist := c.src.History()
	if c.plies >= 0 && len(hist) > c.plies && len(hist)-c.plies <= c.animMax {
		c.fitScreen(ctx) // the steps start from where things stand on this screen
		var steps []tween.Step
		for _, r := range hist[c.plies:] {
			steps = c.animate(steps, c.readable(r.Events))
		}
		c.anim.Play(tween.Sequence(append(steps, tween.Call(c.table.Settle))...))
		if ctx.AnimSpeed() == 0 { // animations off: over at once, sounds and all
			c.anim.SetSpeed(0)
			c.anim.Update(ctx.Dt)
		}
	} else if len(hist) != c.plies {
		c.hurry()
		c.table.Settle()
	}
	c.plies = len(hist)
}

// readable is events as the viewer may read them: a table animates
// another's private event (a card drawn) as the public saw it.
func (c *Core) readable(events []rules.Event) []rules.Event {
	out := make([]rules.Event, len(events))
	for i, e := range events {
		out[i] = e.For(c.viewer)
	}
	return out
}

// sync brings the table up to date: whose eyes the screen is for and what
// they see, and where everything lies. In a game with hidden information a
// person's move that hands the turn to another person is shown from the
// public's eyes, then the screen waits to be handed on (handOff), the
// curtain's face ready: nothing of either person's may show meanwhile;
// and while the bots play between two people's turns the screen is the
// public's too.
func (c *Core) sync(ctx *ui.Context) {
	if c.replay != nil {
		if v := c.replay.Viewer(); v != c.viewer {
			c.viewer, c.plies, c.stale = v, -1, true // another's eyes: shown at once
		}
		if c.stale || c.replay.Ply() != c.plies {
			c.refresh(ctx)
		}
		c.layoutIfChanged(ctx)
		return
	}
	if gen := c.play.Generation(); gen != c.gen { // the game changed, here or elsewhere
		c.gen, c.stale = gen, true
	}
	next, curtain := c.play.Eyes(c.viewer)
	if !curtain && next != rules.NoPlayer && !c.play.SecretsShown(next) {
		// A screen several people share is a person's only while their
		// secrets may show (their turn): between turns, while the bots
		// play, it is the public's, the hand-off's view.
		next = rules.NoPlayer
	}
	switch {
	case curtain && c.viewer != rules.NoPlayer:
		c.viewer, c.stale = rules.NoPlayer, true // the last move, as everyone saw it
	case !curtain && next != c.viewer:
		c.viewer, c.stale = next, true
	}
	if c.stale || c.secrets != c.play.SecretsShown(c.viewer) {
		c.refresh(ctx)
	}
	c.handOff = rules.NoPlayer
	if curtain && c.anim.Done() {
		c.handOff = c.src.ToMove()
		c.curtain.Place(SeatSide(int(c.handOff), len(c.seats), ctx.App.Settings().TableMode), ctx.W, ctx.H)
		c.Since(c.handOff)
		return
	}
	c.layoutIfChanged(ctx)
}

// layoutIfChanged lays the table out when it or the screen changed since
// the last time.
func (c *Core) layoutIfChanged(ctx *ui.Context) {
	if c.relayout || c.screenKey(ctx) != c.laid {
		c.layout(ctx)
	}
}

// fitScreen lays the table out when the screen or the settings changed
// since the last time, whatever else changed with the table.
func (c *Core) fitScreen(ctx *ui.Context) {
	if c.screenKey(ctx) != c.laid {
		c.layout(ctx)
	}
}

func (c *Core) screenKey(ctx *ui.Context) layoutKey {
	return layoutKey{w: ctx.W, h: ctx.H, unit: ctx.Unit, tableMode: ctx.App.Settings().TableMode, lang: ctx.Lang, aside: ctx.Aside}
}

// layout lays the table out now.
func (c *Core) layout(ctx *ui.Context) {
	if c.table.HasView() {
		c.table.Layout(ctx)
	}
	c.relayout, c.laid = false, c.screenKey(ctx)
}

// Update runs a frame: the back key and the menu, the hand-off, the
// animation (the rest waits for it; a tap hurries it), the end pause
// before the results, the bots, then the person to decide; and at the end
// whatever changed is read and laid out, for Draw.
func (c *Core) Update(ctx *ui.Context) error {
	if c.replay != nil {
		c.updateReplay(ctx)
		return nil
	}
	if c.tut != nil {
		c.tut.guide.place(ctx, c.tut)
		if c.table.HasView() && c.handOff == rules.NoPlayer && c.tut.guide.update(ctx, c) {
			return nil
		}
	}
	if ctx.Input.TakeShortcut(ui.ShortcutBack) {
		c.app.ShowGameMenu(c.play, c.logReader(ctx), c.changed)
		return nil
	}
	c.sync(ctx)
	if p := c.handOff; p != rules.NoPlayer {
		side := SeatSide(int(p), len(c.seats), ctx.App.Settings().TableMode)
		c.app.ShowCurtain(c.seats[p].Name, int(p), side, c.Since(p), func() { c.viewer, c.stale = p, true; feedback.YourTurn() })
		return nil
	}
	if !c.table.HasView() {
		return nil
	}
	if c.tut == nil {
		c.frame(ctx)
	} else {
		step, refusals := c.tut.step, c.tut.refusals
		c.frame(ctx)
		c.tut.guide.follow(ctx, c, step, refusals != c.tut.refusals)
	}
	c.inputChanged(ctx)
	c.sync(ctx)
	return nil
}

// inputChanged lays the table out again after a frame with input: a tap,
// a drag, a long press or the wheel may have changed what the table shows
// (a card chosen, a close-up opened, a list scrolled). A pointer going
// down changes nothing yet.
func (c *Core) inputChanged(ctx *ui.Context) {
	in := ctx.Input
	if in.Wheel() != 0 || len(in.Chars()) > 0 {
		c.relayout = true
	}
	for _, e := range in.Events() {
		if e.Kind != ui.Press {
			c.relayout = true
		}
	}
}

// frame is Update's frame at play, once the table is shown.
func (c *Core) frame(ctx *ui.Context) {
	g := c.table
	c.step(ctx)
	if c.app.Held() && ctx.Input.TakeShortcut(ui.ShortcutUndo) { // undo takes back the move held
		c.app.DropHeld()
	}
	if Shortcuts(ctx, c.app, c.src.Rules(), c.Match(), c.changed) {
		return
	}
	c.listed = c.read
	g.Register(ctx)
	c.menu.Holding = c.app.Held()
	// A close-up lies over everything, the menu's buttons too: while one
	// is open it takes every tap, and a move held waits on. One is opened
	// by a tap on a control like any other, which drops a move held. Once
	// the game is over none holds back the results.
	covered := g.CloseUpOpen()
	if c.menu.Holding && !covered {
		c.heldTapped(ctx)
	}
	if !c.outcome.Over && (covered || c.anim.Done()) && g.CloseUp(ctx) {
		return
	}
	if c.menu.Update(ctx, c.Match(), c.changed) {
		c.app.ShowGameMenu(c.play, c.logReader(ctx), c.changed)
		return
	}
	if !c.anim.Done() { // the rest waits for the animation
		if !c.logTapped(ctx) {
			c.hurryTapped(ctx)
		}
		return
	}
	if c.logTapped(ctx) {
		return
	}
	switch {
	case c.outcome.Over && c.tut != nil: // the tutorial's panel has the way on
	case c.outcome.Over:
		c.endWait += ctx.Dt * math.Max(ctx.AnimSpeed(), 0.01)
		if c.endWait >= c.endPause || ctx.AnimSpeed() == 0 || g.EndTapped(ctx) {
			c.app.ShowResults(c.play)
		}
	case c.BotToMove():
		moved, err := c.stepBot(ctx)
		if err != nil {
			c.msg = i18n.T("table.bot_failed", err)
			ctx.Redraw()
		}
		c.stale = c.stale || moved
		g.Waiting(ctx)
	case c.Decides():
		g.Pointer(ctx)
	default:
		g.Waiting(ctx)
	}
}

// stepBot drives the bot to move for a frame: a tutorial's scripted
// opponent, or the match's bot.
func (c *Core) stepBot(ctx *ui.Context) (bool, error) {
	if c.tut != nil {
		return c.tut.reply(ctx)
	}
	return c.bots.Step(ctx, c.Match())
}

// step advances the animation by a frame; when it ends, the table works
// out what it shows now.
func (c *Core) step(ctx *ui.Context) {
	c.anim.SetSpeed(ctx.AnimSpeed())
	if c.anim.Done() {
		return
	}
	c.anim.Update(ctx.Dt)
	ctx.Redraw()
	if c.anim.Done() {
		c.Redescribe()
		c.layoutIfChanged(ctx) // the new buttons are registered this frame, in place
	}
}

// hurryTapped answers a tap during the animation: the table's own answer
// (AnimTap), else a tap on its hurry area brings the animation to its end.
func (c *Core) hurryTapped(ctx *ui.Context) {
	if c.table.AnimTap(ctx) {
		c.anim.Skip()
	} else if ctx.Input.Tapped(c.table.HurryArea(ctx)) {
		c.hurry()
	} else {
		return
	}
	c.Redescribe()
}

// updateReplay runs a frame of a replay: the move shown animates (a tap
// hurries it), a card may be looked at closely; nothing else is taken.
func (c *Core) updateReplay(ctx *ui.Context) {
	c.sync(ctx)
	if !c.table.HasView() {
		return
	}
	c.step(ctx)
	c.table.Register(ctx)
	if !c.anim.Done() {
		c.hurryTapped(ctx)
	} else {
		c.table.CloseUp(ctx)
	}
	c.inputChanged(ctx)
	c.layoutIfChanged(ctx)
}

// DrawBase draws what every table's Draw starts with, and reports whether
// the table draws on: while the screen waits to be handed on, the
// curtain's face (turned to the next person in table mode) and nothing
// else; else the felt and, once there is a view, the menu button.
func (c *Core) DrawBase(dst *ebiten.Image, ctx *ui.Context) bool {
	if c.tut != nil {
		c.tut.guide.place(ctx, c.tut) // the table draws where it was laid out
	}
	if p := c.handOff; p != rules.NoPlayer {
		DrawCurtainFace(c.curtain.Canvas(dst), ctx, c.curtain.Screen(), c.seats[p].Name, int(p), c.since.lines)
		c.curtain.Compose(dst)
		return false
	}
	ui.DrawBackdrop(dst, ctx)
	if !c.table.HasView() {
		if c.play != nil {
			if w := c.play.Waiting(); w != "" { // connecting: say so, not a bare felt
				ui.DrawTextIn(dst, w, ctx.Safe(), waitingStyle, StatusFit)
			}
		}
		return false
	}
	if c.replay == nil {
		c.menu.Draw(dst, ctx)
	}
	return true
}

// DrawOver implements ui.OverDrawer: a tutorial's panel, over the table.
func (c *Core) DrawOver(dst *ebiten.Image, ctx *ui.Context) {
	if c.tut != nil && c.table.HasView() && c.handOff == rules.NoPlayer {
		c.tut.guide.draw(dst, ctx, c.tut)
	}
}

// waitingStyle is what the screen waits for, over the bare felt.
var waitingStyle = text.Style{Size: ui.SizeHeading, Color: sprites.Paper, Align: text.Center | text.Middle}

// NoticeSides implements Facing: the edge of the person the screen is for
// now, or before anyone's turn (or for everyone) every edge where a
// person sits.
func (c *Core) NoticeSides(everyone bool) (sides [4]bool) {
	n := len(c.seats)
	if everyone || c.viewer < 0 || int(c.viewer) >= n {
		return PeopleSides(n, func(i int) bool { return c.seats[i].Human() })
	}
	sides[SeatSide(int(c.viewer), n, true)] = true
	return sides
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
