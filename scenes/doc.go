// Package scenes is Kamon's app: the ebiten.Game (App), the scene stack with
// fades, one pointer abstraction over mouse and touch, widgets, layout
// helpers, the settings, the table registry and the test hook. The concrete
// screens (menu, setup, curtain, settings, in-game menu, game log, results,
// rules help, about, generic table) are scenes built on this framework.
//
// # App and scenes
//
//	app := scenes.NewApp(scenes.Options{Store: storage.Default(), Home: scenes.NewMenu})
//	ebiten.SetScreenClearedEveryFrame(false); ebiten.RunGame(app)
//
// A Scene has Name() string (used by scripts and the browser state), Update(ctx)
// error and Draw(dst, ctx); optional OnEnter(ctx) (Enterer), OnLeave(ctx)
// (Leaver) and Overlay() bool (Overlay: the scenes below are drawn first, no
// fade — the in-game menu). Move between scenes with app.Go(next) (push),
// app.Replace(next), app.Back() (pop; Esc does it when the scene does not
// take ShortcutBack), app.Home() (reset to the menu). app.Notify(msg) shows a
// message over everything for a few seconds. app.Settings() /
// app.SetSettings(s) read and change the settings (applied and saved at
// once); app.Store() is the storage. app.Quit() ends the program.
//
// # Context (what Update and Draw get)
//
// ctx.W, ctx.H: screen in PHYSICAL pixels. ctx.Unit: physical px per logical
// px (device scale × UI zoom); ctx.Px(v) converts logical to physical — write
// every size in logical px through Px. ctx.Portrait(), ctx.Screen(),
// ctx.Safe() (screen minus Margin), ctx.Dt (seconds per tick), ctx.Frame,
// ctx.Lang, ctx.AnimSpeed() (factor for tween players, 0 = instant),
// ctx.Redraw() (call every Update while something animates: the app draws
// only when input, a resize, a fade or Redraw says so), ctx.Register(id,
// label, rect) lists a custom tappable area (cards, squares) for tests.
//
// # Input (ctx.Input)
//
// One pointer (mouse, or the first finger down), recognised into gestures by
// a pure Recognizer: Press, Move, LongPress (held still 0.45 s), DragStart,
// Drag, DragEnd, Release, Tap (released without moving past the slop and
// without a long press). Helpers: Tapped(r), LongPressed(r), PressedIn(r)
// (pressed look), Events(), Pointer(), ByFinger() (the press came from a
// touch screen). Keys: KeyPressed(k), Chars(), Wheel(); shortcuts Shortcut(s) / TakeShortcut(s) for ShortcutBack (Esc),
// ShortcutUndo (Ctrl+Z), ShortcutRedo (Ctrl+Y, Ctrl+Shift+Z), ShortcutRules
// (F1). A scene that handles Esc itself (a table opening its menu) calls
// TakeShortcut(ShortcutBack) in its Update.
//
// # Widgets (ui.go)
//
// Plain structs the scene keeps; set Rect (physical px) and texts when laying
// out, call Update in Update and Draw in Draw. Update lists the widget among
// the frame's widgets (id, label, rect) for the test hook and the browser.
// Idle frames run Update but not Draw, and must allocate nothing: keep
// widgets and their labels in the scene rather than building them in every
// Update. Colours are color.RGBA values (text.Style.Color too): handing one
// to an API that takes a color.Color boxes it, which allocates.
//
//	Button{ID, Label, Icon, HideLabel, Rect, Kind, Disabled}   Update → tapped
//	Toggle{ID, Label, On, Rect}               Update → flipped
//	Stepper{ID, Label, Value, Min, Max, Rect} Update → changed; lists "<ID>:-", "<ID>:+"
//	Choice{ID, Options []Option{Value, Label}, Value, Rect} Update → changed; lists "<ID>:<Value>"
//	TextField{ID, Text, Title, Placeholder, Rect, MaxLen, Accept} Update → Text changed
//	                                          (a finger tap in the browser asks through prompt())
//	Label{ID, Text, Rect, Style}              one line shrunk to fit; listed when ID != ""
//	ScrollView{ID, Rect, ContentH, Offset}    drag/wheel scrolling; Clip(dst), Visible(r), DrawScrollbar
//	DrawFitText, DrawParagraph (wrapped), DrawTable (the felt background), OnOff
//
// A text that must stay inside a box goes through FitText / DrawTextIn
// (fittext.go) with a Fit{Floor, Lines, Shrink}: on one line shrunk down
// to Shrink, then at each size down to Floor on one line or wrapped onto
// up to Lines lines, and at the Floor cut with an ellipsis (TextFit.Cut).
// Tests measure with FitText what the screen draws.
//
// Sizes (logical px): SizeTitle, SizeHeading, SizeButton, SizeBody,
// SizeSmall; ButtonH, Radius, Margin, Gap. Text is drawn with kamon/sprites/text
// (Style{Size, Bold, Color, Align}); shapes and colours with kamon/sprites.
//
// # Layout (layout.go)
//
// Rect is sprites.Rect (physical px). CutTop/CutBottom/CutLeft/CutRight,
// Column(r, n, i, gap), Row(r, n, i, gap), Stack(r, h, gap, i), Centered,
// and Grid (NewGrid(area, count, minW, aspect, h, gap).Cell(i)) for tiles
// that reflow between portrait and landscape. Zoom(w, h) is the UI zoom.
//
// # Tables
//
// RegisterTable(gameID, func(app *App, m *game.Match) Scene); Table(id);
// PlayableGames() lists the games with rules AND a table (the menu's tiles).
// Every table lists "prompt" only while it awaits a person's input: not
// while a move is still animated (a tap then only hurries the animation),
// and only once the widgets of that decision are in place.
// Mana has its own (mana_table.go): scripts tap squares "sq:a1" to "sq:f6",
// the reserve trays "tray:black" and "tray:white" (inside the players' panels
// "panel:black" and "panel:white", labelled with their names), and "pass", "flip",
// "coords"; it also lists "board" (labelled with the position in notation),
// "moves" (the actions so far), "bird" (its square, once it has landed) and
// "prompt" (what a person is asked to do, listed only while the table awaits
// their tap).
// Le Dernier Peuple has its own (peuple_table.go): scripts tap the terrain
// cards "card:1" to "card:20", the plates "seat:1" to "seat:5", the hand's
// "move:<card>" (move:G+3(+2,+1)>6) and "power:<Name>" (power:BlackMagic),
// and the choices "opt:circle", "opt:steps", "opt:target", "play", "pass",
// "cancel", "defend", "accept", "helper:<n>"; it also lists "ring" (each
// pawn's card: "1a:2 1b:2 2a:6 ..."), "actions" (the actions so far, " | "
// between them) and "prompt".
//
// # Game log (gamelog.go)
//
// RegisterLogLine(gameID, func(e rules.Event, names []string, viewer
// rules.Player) string) gives how a game's log lines read, as viewer may
// read them (another seat's private event only as the public sees it): the
// same function its table words its log panel with (matchLog reads a
// match's log through it; without one, Event.TextFor). The game log page
// (NewGameLog, a TextPage named "gamelog") lists the whole match's log,
// oldest first, opened on the newest line, for the seat the table is drawn
// for (the public log while the screen waits to be handed on), facing that
// seat in table mode (a seatFrame). It opens from the in-game menu's "log"
// button (ShowGameMenu takes the viewer) and, on a table whose log panel
// shows, from a tap on the panel, listed as "log" (Mana: its move list,
// "moves"). The page lists "back", its scroll view "gamelog" and each line
// in sight as "line:1", "line:2", ... labelled with its text.
//
// # Settings (settings_model.go)
//
// Settings{Lang, Anim (AnimOff/Slow/Normal/Fast, .Factor(), .Label()),
// Sound, TableMode, LimitReactions}, stored as JSON under "settings".
// LoadSettings sets an unreadable file aside and says so. Labels:
// i18n keys settings.title, settings.language, settings.animation,
// settings.sound, settings.table_mode(_help), settings.limit_reactions,
// settings.limit_help, anim.*, ui.on/off/ok/cancel/back.
//
// # Messages
//
// All text goes through kamon/i18n: i18n.T(key, args...). The app's
// messages live in i18n/<area>_<lang>.go (app_en.go ... app_ru.go for this
// framework; the screens use scenes_en.go ... scenes_ru.go), every key in
// all four languages with the same format verbs (the i18n test checks).
//
// # Test hook (hook.go) and the browser state
//
// cmd/kamon --script FILE plays a script of steps (wait, tap ID|X Y, press,
// move, release, longpress, key, type, shot, state, expect-scene,
// expect-label, size, quit; see hook.go) through the same Recognizer as real input.
// --bench-frames N prints Update+Draw times (median, p99) and allocations
// per frame, for drawn and for idle frames.
//
// In the browser the app publishes window.kamonState, a JSON string of
// App.State() (the script step "state PATH.json" writes the same):
//
//	{"scene": "menu",        top scene's Name()
//	 "frame": 123,           ticks so far (refreshed at least every 30 ticks and on any change)
//	 "drawn": 45,            frames actually drawn
//	 "lang": "en",
//	 "w": 390, "h": 844,     canvas size in CSS px
//	 "scale": 3,             device pixel ratio
//	 "widgets": [{"id": "settings", "label": "Settings", "x": 10, "y": 20, "w": 100, "h": 48,
//	              "enabled": true}, ...],     CSS px, top-left origin
//	 "pointer": {"kind": "tap", "x": 1, "y": 2},  last gesture, CSS px
//	 "notice": "",           the Notify message shown, if any
//	 "ready": true}          true once a frame has been drawn
package scenes
