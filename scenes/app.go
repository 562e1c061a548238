package scenes

import (
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/scenes/feedback"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// Options configure an App.
type Options struct {
	Store storage.Store // where settings and saves live; nil = memory
	// Home builds the first scene, and the one Home() returns to.
	Home func(app *App) ui.Scene
	// DefaultLang is the language used before the player picks one (from
	// the system or the browser); "" or an unsupported code means English.
	DefaultLang string
	// AskText asks the player for a line of text outside the canvas (the
	// browser's prompt), for text fields tapped on a touch screen that may
	// have no keyboard. ok is false when the player cancelled. nil: fields
	// always take typed keys.
	AskText func(title, text string) (answer string, ok bool)
	// Resume opens the table of the most recently saved unfinished game
	// above Home at once, so that the first scene is a game in progress
	// (benchmarks, screenshots).
	Resume bool
	// DeviceScale, when > 0, stands for the monitor's device scale factor:
	// a desktop window then renders as a phone's screen of that density.
	DeviceScale float64
	// Log receives what Notify shows, for the terminal; nil logs to stderr.
	Log func(format string, args ...any)
	// FetchLang fetches the catalog file of a language this build left out
	// (the browser's, see package i18n); nil where every language is built
	// in. It may block; the app calls it at start and then from a goroutine.
	FetchLang func(lang string) (string, error)
	// Device keeps the screen awake, goes full screen and applies updates;
	// nil is the real device (package device).
	Device Device
}

// App is the whole program as Ebitengine sees it: the scene stack with fade
// transitions, the settings, the store, input, and the list of widgets on
// screen. Create it with NewApp and pass it to ebiten.RunGame.
type App struct {
	opts     Options
	store    storage.Store
	settings settings.Settings
	input    ui.Input
	stack    stack
	ctx      ui.Context

	// Screen geometry from LayoutF.
	w, h, scale, zoom float64
	drawn             int64 // frames actually drawn
	quit              bool

	notice  string
	noticeT float64
	online  onlineState // the book, clients and sessions of online play
	// finished counts the games finished here by game, from the
	// statistics, read at the first hint asked (see Learning).
	finished map[string]int
	faces    noticeFaces       // where the notice shows
	grace    *graceBar         // the move held for its moment of grace, nil for none
	under    beneath           // what the scene on top listed: the passing panels keep off it
	given    []ui.PointerEvent // the gestures the scene on top was given at its last update
	device   Device
	top      ui.Scene // the top scene the device was last told of
	// setAside are the saves found unloadable and set aside since the
	// person last dismissed the menu's note about them.
	setAside []game.SetAside
	sound    bool // the sound player was started, or failed to start
	hooks    []ui.Hook
	// langFetch is the texts of the language chosen on their way, while
	// the screen shows another (see useLang).
	langFetch *langFetch
	// OnFrame is called after each Update; the browser build publishes the
	// app's state from it.
	OnFrame func(app *App)
}

// NewApp loads the settings from the store (a corrupt file is set aside and
// reported with Notify) and starts at Home.
func NewApp(opts Options) *App {
	a := &App{opts: opts, store: opts.Store, scale: 1, zoom: 1}
	if a.store == nil {
		a.store = storage.NewMemory()
	}
	a.device = opts.Device
	if a.device == nil {
		a.device = systemDevice{}
	}
	if a.opts.Log == nil {
		a.opts.Log = func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	}
	s, unreadable := settings.Load(a.store, opts.DefaultLang)
	a.settings = s
	a.startLang()
	if unreadable != nil {
		a.Notify(unreadable.Notice()) // in the language now shown
	}
	feedback.Apply(s)
	a.input.Init()
	a.ctx = ui.Context{App: a, Input: &a.input, Unit: 1, Scale: 1, Dt: 1.0 / float64(ebiten.TPS()), AskText: opts.AskText}
	a.ctx.Redraw()
	a.stack.ctx = &a.ctx
	if opts.Home != nil {
		a.stack.reset(opts.Home(a))
		if opts.Resume {
			a.resumeAtStart()
		}
		a.joinFromPage() // a page opened by a friend's invite link
	}
	return a
}

// resumeAtStart puts the table of the most recently saved unfinished game
// above Home, without a fade; when there is none it stays at Home and says
// why.
func (a *App) resumeAtStart() {
	infos, aside, err := game.Saves(a.store)
	a.noteSetAside(aside)
	if err == nil && len(infos) == 0 {
		err = game.ErrNoSave
	}
	var sc ui.Scene
	if err == nil {
		sc, err = resumedTable(a, infos[0].Key)
	}
	if err != nil {
		a.Notify(resumeFailure(err))
		return
	}
	a.stack.scenes = append(a.stack.scenes, sc)
}

// noteSetAside keeps the saves just set aside for the menu to tell of,
// until the person dismisses its note, and logs where each was kept.
func (a *App) noteSetAside(aside []game.SetAside) {
	for _, s := range aside {
		a.opts.Log("kamon: %s", s)
	}
	a.setAside = append(a.setAside, aside...)
}

// Store is where settings and saves live.
func (a *App) Store() storage.Store { return a.store }

// Settings are the current settings.
func (a *App) Settings() settings.Settings { return a.settings }

// SetSettings applies s at once (language, animation speed...) and saves it;
// a failed save is reported with Notify, the new settings still apply. A
// language whose texts must first be fetched (the browser's build) shows
// when they have come (see useLang).
func (a *App) SetSettings(s settings.Settings) {
	s = s.Normalized()
	a.settings = s
	a.useLang(s.Lang)
	feedback.Apply(s)
	a.ctx.Redraw()
	if err := s.Save(a.store); err != nil {
		a.Notify(i18n.T("settings.save_failed", err))
	}
}

// Go shows next above the current scene, with a fade.
func (a *App) Go(next ui.Scene) { a.stack.transition(opPush, next, a.fadeTime(next)) }

// Replace swaps the current scene for next, with a fade.
func (a *App) Replace(next ui.Scene) { a.stack.transition(opReplace, next, a.fadeTime(next)) }

// Back closes the current scene and returns to the one below; on the last
// scene it does nothing.
func (a *App) Back() {
	if a.stack.depth() > 1 {
		a.stack.transition(opPop, nil, a.fadeTime(a.stack.top()))
	}
}

// Home clears the stack and returns to the Home scene (the menu).
func (a *App) Home() {
	if a.opts.Home != nil {
		a.stack.transition(opReset, a.opts.Home(a), a.fadeTime(nil))
	}
}

// Top is the scene on top of the stack (the current one).
func (a *App) Top() ui.Scene { return a.stack.top() }

// Quit ends the program after this frame.
func (a *App) Quit() { a.quit = true }

// Notify shows a short message over every scene for a few seconds (tap to
// dismiss): for things the player must know that no scene owns, like a
// settings file that could not be read. It is for the person the screen
// is for now: on a screen lying flat it faces their edge, as the scene
// on top says (table.Facing), else the bottom edge.
//
//go:noinline
func (a *App) Notify(msg string) { a.notify(msg, false) }

// Withdraw implements ui.Host.
func (a *App) Withdraw(msg string) {
	if msg != "" && a.notice == msg {
		a.notice = ""
		a.ctx.Redraw()
	}
}

// NotifyEveryone implements table.App: Notify for everyone at the table,
// shown once along every edge where a person sits.
func (a *App) NotifyEveryone(msg string) { a.notify(msg, true) }

func (a *App) notify(msg string, everyone bool) {
	a.notice = msg
	a.noticeT = noticeSeconds
	a.faces.sides = [4]bool{table.SideBottom: true}
	if f, ok := a.stack.top().(table.Facing); ok && a.settings.TableMode {
		if sides := f.NoticeSides(everyone); sides != [4]bool{} {
			a.faces.sides = sides
		}
	}
	a.ctx.Redraw()
	a.opts.Log("kamon: %s", msg)
}

// Notice is the message Notify shows now, "" when none.
func (a *App) Notice() string { return a.notice }

// Widgets lists the tappable things on screen this frame, in physical pixels.
func (a *App) Widgets() []ui.WidgetInfo { return a.ctx.Widgets() }

// Widget finds a widget on screen by id.
func (a *App) Widget(id string) (ui.WidgetInfo, bool) {
	for _, w := range a.ctx.Widgets() {
		if w.ID == id {
			return w, true
		}
	}
	return ui.WidgetInfo{}, false
}

// Frame is the number of ticks so far.
func (a *App) Frame() int64 { return a.ctx.Frame }

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.quit {
		return ebiten.Termination
	}
	a.ctx.W, a.ctx.H, a.ctx.Unit, a.ctx.Scale = a.w, a.h, a.scale*a.zoom, a.scale
	a.ctx.Lang = i18n.Lang()
	for _, h := range a.hooks {
		if err := h.BeforeUpdate(); err != nil {
			return err
		}
	}
	err := a.update()
	for _, h := range a.hooks {
		h.AfterUpdate()
	}
	if top := a.stack.top(); top != a.top && top != nil {
		a.top = top
		keepAwakeFor(a.device, top.Name())
	}
	if a.OnFrame != nil {
		a.OnFrame(a)
	}
	a.ctx.Frame++
	if err == nil && a.quit {
		err = ebiten.Termination
	}
	return err
}

func (a *App) update() error {
	a.input.Read(&a.ctx, a.scripted())
	if a.input.Changed() {
		a.ctx.Redraw()
	}
	a.startSound()
	a.landLang()
	if a.notice != "" {
		a.noticeT -= a.ctx.Dt
		switch {
		case a.noticeTapped(): // the tap dismissed it and goes no further
			a.notice = ""
			a.ctx.Redraw()
			a.input.ClearTaps()
		case a.noticeT <= 0: // gone by itself: a tap this frame is the scene's
			a.notice = ""
			a.ctx.Redraw()
		}
	}
	if a.stack.fading() {
		// No input reaches a scene mid-fade: a second tap must not act twice.
		a.ctx.Redraw()
		a.stack.advance(a.ctx.Dt)
		return nil
	}
	a.ctx.ClearWidgets(false)
	a.ctx.Aside = ui.Insets{}
	top := a.stack.enterTop()
	if top == nil {
		return errors.New("scenes: no scene to show (Options.Home is nil)")
	}
	a.updateGrace(top)
	a.given = append(a.given[:0], a.input.Events()...)
	first := len(a.ctx.Widgets())
	if err := top.Update(&a.ctx); err != nil {
		return err
	}
	ws := a.ctx.Widgets()
	if a.stack.top() != top || len(ws) < first { // a scene came: it lists its own at its first update
		ws = nil
	}
	a.under.take(ws[min(first, len(ws)):], a.ctx.Kept(), a.ctx.Later())
	if a.stack.top() == top {
		a.stack.settled = true
	}
	if a.input.TakeShortcut(ui.ShortcutBack) && a.stack.top() == top {
		a.Back()
	}
	if a.stack.fading() {
		a.ctx.Redraw()
	}
	return nil
}

// startSound starts the sound, once: on the desktop at launch, in the
// browser at the first tap or key (browsers let a page sound only after a
// gesture); where it fails the app stays silent, with one line in the log.
func (a *App) startSound() {
	if !a.sound && (runtime.GOOS != "js" || len(a.input.Events()) > 0 || len(a.input.Chars()) > 0) {
		a.sound = true
		if err := feedback.Start(); err != nil {
			a.opts.Log("kamon: no sound: %v", err)
		}
	}
}

// Draw implements ebiten.Game. It draws only when something changed: the
// screen keeps its pixels between frames (SetScreenClearedEveryFrame(false)).
func (a *App) Draw(screen *ebiten.Image) {
	force := false
	for _, h := range a.hooks {
		force = h.ForceDraw() || force
	}
	if !a.ctx.TakeRedraw() && !force {
		for _, h := range a.hooks {
			h.AfterDraw(nil)
		}
		return
	}
	for _, h := range a.hooks {
		h.BeforeDraw()
	}
	a.drawn++
	screen.Fill(clearFill)
	a.stack.draw(screen, &a.ctx)
	a.drawGrace(screen)
	if a.notice != "" {
		a.drawNotices(screen)
	}
	for _, h := range a.hooks {
		h.AfterDraw(screen)
	}
}

// Layout implements ebiten.Game; LayoutF is the one Ebitengine uses.
func (a *App) Layout(w, h int) (int, int) {
	sw, sh := a.LayoutF(float64(w), float64(h))
	return int(sw), int(sh)
}

// LayoutF makes the screen as many physical pixels as the window has, so
// text and shapes are sharp on HiDPI screens, and picks the UI zoom.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	scale := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		scale = m.DeviceScaleFactor()
	}
	if a.opts.DeviceScale > 0 {
		scale = a.opts.DeviceScale
	}
	zoom := ui.Zoom(w, h)
	sw, sh := math.Ceil(w*scale), math.Ceil(h*scale)
	if sw != a.w || sh != a.h || scale != a.scale || zoom != a.zoom {
		a.w, a.h, a.scale, a.zoom = sw, sh, scale, zoom
		text.SetScale(scale * zoom)
		a.ctx.Redraw()
	}
	return sw, sh
}

// fadeTime is how long each half of a fade lasts: none for overlays, none
// when animations are off.
func (a *App) fadeTime(next ui.Scene) float64 {
	if o, ok := next.(ui.Overlay); ok && o.Overlay() {
		return 0
	}
	f := a.settings.Anim.Factor()
	if f == 0 {
		return 0
	}
	return fadeSeconds / f
}

const (
	noticeSeconds = 6.0
	fadeSeconds   = 0.14
)
