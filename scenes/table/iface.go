package table

import (
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// Table is what a game's table tells the Core it embeds: reading the view,
// animating events, laying out, describing and drawing up the decision,
// and handling the taps. The Core calls it; the table never runs a frame
// of its own. A refresh (the match changed, or whose eyes the screen is
// for) calls Read, then Animate and Settle (or Settle alone), Caught and
// Describe; Layout follows every change of the table or the screen.
//
// The Core supplies a default for each method marked "default" below, so
// a table writes only what it has: the defaults are Core's own methods of
// those names (below), promoted to the table that embeds it.
type Table interface {
	// Read takes the view the screen may show now, first in a refresh;
	// false when it is not a view of this game (nothing is read).
	Read(ctx *ui.Context, view rules.State) bool
	// Animate appends the steps that show the events of one action
	// played since the last refresh; Settle shows the view as it is, at
	// the end of them or at once. Default Settle: nothing to settle.
	Animate(steps []tween.Step, events []rules.Event) []tween.Step
	Settle()
	// Caught is called once the actions since ply from are under way and
	// the legal actions are listed (Core.Legal): the table reads the rest
	// of what it shows (the log). Default: nothing.
	Caught(from int)
	// Describe works out the status, the prompt and what is lit, from the
	// view and the selection: after a refresh, after the animation, and
	// when the table asks for it (Core.Redescribe).
	Describe()
	// Layout places everything for the screen. The Core calls it once per
	// change: a refresh, a description, the screen, the settings.
	Layout(ctx *ui.Context)
	// HasView reports that a view was read: there is a table to show.
	HasView() bool
	// Register lists what scripts and tests tap and read, every frame,
	// and handles the table's own controls that act at any moment (Mana's
	// board turned round, its coordinates).
	Register(ctx *ui.Context)
	// Pointer handles the taps and drags of the person to decide.
	Pointer(ctx *ui.Context)
	// Waiting handles the taps while nobody at this screen decides (a bot
	// thinks): Mana's bird may be moved, a tap on the board told to wait.
	// Default: taps do nothing.
	Waiting(ctx *ui.Context)
	// HurryArea is where a tap hurries the animation. Default: anywhere.
	HurryArea(ctx *ui.Context) ui.Rect
	// AnimTap answers a tap during the animation and reports whether it
	// took it (Gosu X's battle count opens how it was counted); the
	// animation then runs to its end at once. Default: none.
	AnimTap(ctx *ui.Context) bool
	// CloseUp handles a frame while a close-up (a card shown in full) is
	// open, or opens one, and reports whether it took the frame; it is
	// asked before the menu's buttons, which an open close-up lies over.
	// Default: no close-ups.
	CloseUp(ctx *ui.Context) bool
	// CloseUpOpen reports that a close-up lies over the table now: every
	// tap is the close-up's, also one on a control beneath it or during
	// an animation. Default: none.
	CloseUpOpen() bool
	// EndTapped reports a tap that leaves the end for the results.
	// Default: a tap anywhere.
	EndTapped(ctx *ui.Context) bool
	// LogPanel is where the log panel lies on the screen, zero while it
	// is not shown; a tap on it opens the game log. Default: none.
	LogPanel(ctx *ui.Context) ui.Rect
	// ClearSelection drops what the person chose (a card, a pawn): a new
	// action is shown. Default: nothing to drop.
	ClearSelection()
	// OwnSound reports a kind of event whose sound the table plays itself,
	// at its own moment of the animation (the Gosu battle's count): the
	// Core leaves it out. It is asked a kind, never an event, so what is
	// heard stays what everyone may know. Default: none.
	OwnSound(kind string) bool
}

// The defaults of Table's optional methods, promoted to every table that
// embeds a Core.

func (*Core) Settle()                           {}
func (*Core) Caught(int)                        {}
func (*Core) Waiting(*ui.Context)               {}
func (*Core) HurryArea(ctx *ui.Context) ui.Rect { return ctx.Screen() }
func (*Core) AnimTap(*ui.Context) bool          { return false }
func (*Core) CloseUp(*ui.Context) bool          { return false }
func (*Core) CloseUpOpen() bool                 { return false }
func (*Core) EndTapped(ctx *ui.Context) bool    { return ctx.Input.Tapped(ctx.Screen()) }
func (*Core) LogPanel(*ui.Context) ui.Rect      { return ui.Rect{} }
func (*Core) ClearSelection()                   {}
func (*Core) OwnSound(string) bool              { return false }
