package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/settings"
)

// Scene is one screen of the app. Update runs every tick (60 per second)
// with the frame's input; Draw paints the whole screen when something
// changed. A scene may also implement Enterer, Leaver and Overlay.
type Scene interface {
	// Name identifies the scene in scripts (expect-scene) and in the state the
	// browser build publishes: "menu", "setup", "table", ...
	Name() string
	// Update reacts to input and advances animations. A returned error stops
	// the app: it is for broken invariants, not for player mistakes (show
	// those on screen, or with Host.Notify).
	Update(ctx *Context) error
	Draw(dst *ebiten.Image, ctx *Context)
}

// Enterer is a scene told when it becomes the top scene (also when a scene
// above it was closed with Back).
type Enterer interface{ OnEnter(ctx *Context) }

// Leaver is a scene told when it stops being the top scene.
type Leaver interface{ OnLeave(ctx *Context) }

// OverDrawer is a scene that draws more over what it drew, after its Draw
// (a table's tutorial panel, over whatever the table drew).
type OverDrawer interface {
	DrawOver(dst *ebiten.Image, ctx *Context)
}

// Overlay is a scene drawn over the scene below it (a dimmed in-game menu).
// Only the top scene updates; the ones below are just drawn.
type Overlay interface{ Overlay() bool }

// Host is the app as a scene sees it: the scene stack, the messages and
// the settings (scenes.App is the one).
type Host interface {
	// Go shows next above the current scene, with a fade.
	Go(next Scene)
	// Replace swaps the current scene for next, with a fade.
	Replace(next Scene)
	// Back closes the current scene and returns to the one below.
	Back()
	// Home clears the stack and returns to the first scene (the menu).
	Home()
	// Notify shows a short message over every scene for a few seconds.
	Notify(msg string)
	// Withdraw takes notice msg down if it still shows: what it said no
	// longer holds.
	Withdraw(msg string)
	// Settings are the current settings; SetSettings applies and saves them.
	Settings() settings.Settings
	SetSettings(s settings.Settings)
}

// Context is what a scene gets every frame. It also gathers what the frame
// asks of the app: the widgets on screen, the text field with the focus,
// and whether the screen must be drawn.
type Context struct {
	App   Host
	Input *Input
	W, H  float64 // screen size in physical pixels
	Unit  float64 // physical pixels per logical pixel: device scale × UI zoom
	Scale float64 // the device scale factor alone (physical per window pixel)
	Dt    float64 // seconds per tick (real time; see AnimSpeed for animations)
	Frame int64   // ticks since start
	Lang  string  // current language code
	// AskText asks for a line of text outside the canvas (Options.AskText);
	// nil: text fields take typed keys only.
	AskText func(title, text string) (answer string, ok bool)
	// Aside is what a panel over the scene keeps for itself along the
	// screen's edges (a tutorial's guidance beside a table): Safe and
	// Portrait leave it out, so that the scene lays itself out around the
	// panel and never under it. The app clears it before each scene's
	// Update and Draw; the scene that shows the panel sets it.
	Aside Insets

	widgets []WidgetInfo
	keep    []Rect // read where no widget is listed (KeepClear)
	later   []Rect // read, and told again elsewhere (ReadLater)
	focus   string // id of the text field taking keystrokes, "" for none
	redraw  bool
}

// Px turns logical pixels into physical pixels.
func (c *Context) Px(logical float64) float64 { return logical * c.Unit }

// Portrait reports a screen taller than wide, Aside left out.
func (c *Context) Portrait() bool {
	a := c.Aside
	return c.H-a.Top-a.Bottom > c.W-a.Left-a.Right
}

// Insets are depths along the four edges of a rectangle, in physical px.
type Insets struct{ Top, Right, Bottom, Left float64 }

// Screen is the whole screen.
func (c *Context) Screen() Rect { return Rect{W: c.W, H: c.H} }

// Safe is the screen minus a margin that keeps content off the edges
// (rounded phone corners, tablet bezels), and minus Aside.
//
//go:noinline
func (c *Context) Safe() Rect {
	a := c.Aside
	r := Rect{X: a.Left, Y: a.Top, W: c.W - a.Left - a.Right, H: c.H - a.Top - a.Bottom}
	return r.Inset(c.Px(Margin))
}

// Redraw asks for the screen to be drawn this frame. Scenes call it every
// Update while something moves; input, resizes and scene changes redraw by
// themselves.
func (c *Context) Redraw() { c.redraw = true }

// TakeRedraw reports whether the screen must be drawn, and clears the
// request (the app calls it when it draws).
func (c *Context) TakeRedraw() bool {
	r := c.redraw
	c.redraw = false
	return r
}

// AnimSpeed is the factor animations run at (settings: 0 = off, 1 = normal):
// pass it to a tween player's speed.
func (c *Context) AnimSpeed() float64 { return c.App.Settings().Anim.Factor() }

// Widgets are the widgets listed on screen since ClearWidgets.
func (c *Context) Widgets() []WidgetInfo { return c.widgets }

// ClearWidgets starts a new list of the widgets on screen (a new frame or
// a new scene), and with a new scene no text field keeps the focus.
func (c *Context) ClearWidgets(newScene bool) {
	c.widgets, c.keep, c.later = c.widgets[:0], c.keep[:0], c.later[:0]
	if newScene {
		c.focus = ""
	}
}

// Register lists a tappable area that is not one of this package's widgets
// (a card, a board square) among the frame's widgets, so scripts and the
// browser test can find and tap it.
func (c *Context) Register(id, label string, r Rect) { c.RegisterWidget(id, label, r, true) }

// RegisterRead lists a thing on screen that is read and never tapped (a
// prompt, the position written out) among the frame's widgets, so scripts
// can read its label; a passing panel (a notice, a countdown) may cover it
// when nothing else is free, never a control.
func (c *Context) RegisterRead(id, label string, r Rect) {
	c.widgets = append(c.widgets, WidgetInfo{ID: id, Label: label, Rect: r, Enabled: true, Read: true})
}

// RegisterKept lists r as read (RegisterRead) and keeps passing panels
// off it as off what KeepClear marks: for what a person must read before
// anything else, a status line or the question asked.
func (c *Context) RegisterKept(id, label string, r Rect) {
	c.RegisterRead(id, label, r)
	c.KeepClear(r)
}

// KeepClear marks r as something a person reads that no widget lists
// (counters): a passing panel covers it only when nothing else is free.
func (c *Context) KeepClear(r Rect) { c.keep = append(c.keep, r) }

// Kept are the areas marked with KeepClear since ClearWidgets.
func (c *Context) Kept() []Rect { return c.keep }

// ReadLater marks r as something read that can wait, because it is told
// again elsewhere (the newest lines of the story, which the game log
// keeps whole): a passing panel with no free room covers it before a
// prompt, a status line or anything listed as read.
func (c *Context) ReadLater(r Rect) { c.later = append(c.later, r) }

// RoomFor fills r, its slices reused, with the screen as this frame
// listed it (its controls, what is read, kept clear and can wait), for a
// panel a scene puts over itself (a banner over a table) to find room
// off its controls in area, its centre wanted at (ax, ay).
func (c *Context) RoomFor(r *Room, area Rect, ax, ay float64) {
	*r = Room{Area: area, Gap: c.Px(Gap) / 2, AnchorX: ax, AnchorY: ay,
		Controls: r.Controls[:0], Read: r.Read[:0], Keep: append(r.Keep[:0], c.keep...), Later: append(r.Later[:0], c.later...)}
	for _, w := range c.widgets {
		switch {
		case w.Control():
			r.Controls = append(r.Controls, w.Rect)
		case w.OnlyRead():
			r.Read = append(r.Read, w.Rect)
		}
	}
}

// Later are the areas marked with ReadLater since ClearWidgets.
func (c *Context) Later() []Rect { return c.later }

// WidgetInfo is one thing listed on screen this frame: a control a tap
// acts on, or, Read, a thing only read, or, Drags, an area that only
// drags move (a scroll view: what a tap in it reaches is listed apart).
type WidgetInfo struct {
	ID      string
	Label   string
	Rect    Rect // physical pixels
	Enabled bool
	Read    bool // read, never tapped (RegisterRead)
	Drags   bool // dragged, never tapped (a ScrollView)
}

// Control reports a widget a tap acts on (a disabled one too: it may say
// why it is off), with some room on screen.
func (w WidgetInfo) Control() bool { return !w.Read && !w.Drags && w.Rect.W > 0 && w.Rect.H > 0 }

// OnlyRead reports a widget only read or dragged, with some room on screen:
// a passing panel keeps off it where it can.
func (w WidgetInfo) OnlyRead() bool { return (w.Read || w.Drags) && w.Rect.W > 0 && w.Rect.H > 0 }
