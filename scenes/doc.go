// Package scenes is Kamon's app: the ebiten.Game (App), the scene stack
// with its fades, and the screens around the games: the menu (with the
// unfinished games to continue), the setup, the order of play drawn
// (seating.go), the settings, the hand-off curtain, the in-game menu, the
// grace period over a table (a move that cannot be taken back waits for a
// Cancel), the game log, the rules, the results, the replay viewer and the
// about page; small questions over a screen (ask.go). The hooks that
// drive it from outside (ui.Hook: test scripts, the frame benchmark) are
// in kamon/scenes/script, which only the desktop build and the tests
// import.
//
// Which package to open for what:
//
//   - kamon/scenes/ui: what every screen is built with: Scene, the
//     Context a scene gets every frame, pointer and keys, widgets, text
//     fitted into boxes, layout helpers.
//   - kamon/scenes/table: what game tables share (the hidden-table core,
//     seat frames, the card kit, the bots' pacing, the log panel) and the
//     registry through which a game's table joins the app.
//   - kamon/scenes/mana, shinobi, peuple, gosu: one game's table each,
//     with the ids its scripts tap; cmd/kamon/games.go imports them.
//   - kamon/scenes/settings: what the player sets, and how it is stored.
//   - kamon/scenes/feedback: sounds and vibrations, as the settings allow;
//     every scene and table goes through it (a test puts a Fake there).
//   - kamon/scenes/scenestest: the harness that drives the app in tests.
//
// This package never imports a game's table: the menu offers the games
// that have rules and a table registered (table.Playable), and a match is
// played on the table its game registered (table.Lookup). App implements
// ui.Host for every scene and table.App for the tables: the curtain, the
// in-game menu, the grace period, the results, the rules page and the
// game log open through it.
//
// # App and scenes
//
//	app := scenes.NewApp(scenes.Options{Store: storage.Default(), Home: scenes.NewMenu})
//	ebiten.SetScreenClearedEveryFrame(false); ebiten.RunGame(app)
//
// Move between scenes with app.Go(next) (push), app.Replace(next),
// app.Back() (pop; Esc does it when the scene does not take
// ShortcutBack), app.Home() (reset to the menu). app.Notify(msg) shows a
// message over everything for a few seconds, for the person the screen is
// for (in table mode turned to their edge, as the table on top says:
// table.Facing); app.NotifyEveryone(msg) shows it along every edge where a
// person sits (notice.go). app.Settings() /
// app.SetSettings(s) read and change the settings (applied and saved at
// once); app.Store() is the storage. app.Quit() ends the program.
// Options.Resume starts on the most recent unfinished game's table,
// Options.DeviceScale stands for the monitor's device scale (a phone's
// pixels on a desktop), Options.Device is the device (device.go: the
// screen kept awake while a table is up, full screen, updates).
//
// # Game log (gamelog.go)
//
// The game log page (a text page named "gamelog") lists the whole match's
// log, oldest first, opened on the newest line, worded by the game's
// table.LogLine, for a table.Reader: it reads what the seat the table is
// drawn for may read (the public log while the screen waits to be handed
// on, and in table mode, where every edge sees it) and faces that seat's
// edge in table mode. It
// opens from the in-game menu's "log" button and, on a table whose log
// panel shows, from a tap on the panel ("log"; Mana: its move list,
// "moves"). The page lists "back", its scroll view "gamelog" and each line
// in sight as "line:1", "line:2", ... labelled with its text.
//
// # Messages
//
// All text goes through kamon/i18n: i18n.T(key, args...). The app's
// messages live in i18n/<area>_<lang>.go (app_en.go ... app_ru.go for the
// frame; the screens use scenes_en.go ... scenes_ru.go), every key in all
// four languages with the same format verbs (the i18n test checks).
//
// # Test scripts (kamon/scenes/script) and the browser state
//
// cmd/kamon --script FILE plays a script of steps (wait, tap ID|X Y,
// press, move, release, longpress, key, type, shot, state, expect-scene,
// expect-label, size, quit) through the same recognizer as real input. --bench-frames N prints Update+Draw times (median, p99) and
// allocations per frame, for drawn and for idle frames, of the first
// scene (the menu, or with --resume the saved game's table). The ids a
// table lists are in its package's comment.
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
//	              "enabled": true}, ...],     CSS px, top-left origin; "read": true for
//	                         a thing only read (a prompt), "drags": true for a scroll view
//	 "pointer": {"kind": "tap", "x": 1, "y": 2},  last gesture, CSS px
//	 "notice": "",           the Notify message shown, if any
//	 "ready": true}          true once a frame has been drawn
package scenes
