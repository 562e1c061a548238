// Package table is what Kamon's game tables share, and how a game joins
// the app: a game's table package (scenes/mana, scenes/shinobi,
// scenes/peuple, scenes/gosu) registers one Game from its register.go
// (its table and replay, results panel, rules page and pictures, icon,
// the sound of each kind of event, the wording of its log and moves), and
// the app (package scenes) finds it through Lookup, Playable, RulesHelp,
// LogLineOf, MoveText... without importing it. A game not imported by the
// build (cmd/kamon/games.go) is not in the menu.
//
// Every table embeds a Core: the one loop that runs a table's frame, for
// every game, at play and in a replay. The Core decides whose eyes the
// screen is for and, in a game with hidden information, hands the screen
// on behind the curtain; it animates the actions with their sounds,
// drives the bots, keeps the menu and undo, holds a move that cannot be
// taken back for a moment of grace, tells what happened since a person's
// last turn, shows the first-game hints and pauses at the end. It calls
// the table back through Table (iface.go), whose optional methods have the
// Core's defaults; the table reads the Core through methods and asks it
// for changes (Apply, Say, Redescribe, Relayout). Update changes state,
// Draw only draws; a table is laid out once per change.
//
// A table is a ui.Scene built by a Factory for a match; App is what it
// asks of the app around it (the in-game menu, the hand-off curtain, the
// grace period, the results, the rules and the game log).
//
// What else is here, by seam: what a table draws from (Source: the live
// match, or a Replayed finished match at one ply from one point of view);
// the status line (Status) and the log told as a story (Story); where
// each seat sits round a shared screen (Side, SeatFrame) and the name
// plates of table mode; the card kit (a hand fanned in a row, cards in
// flight); the curtain's face; the results panel and rules pictures a
// game may have; the generic table, which plays any game from its
// notation (the Tally test game, the replay of a game without a table of
// its own), and the log panel every table shows; a game's names and
// labels from the catalog (gametext.go).
//
// Every table lists "prompt" only while it awaits a person's input: not
// while a move is still animated (a tap then only hurries the animation),
// and only once the widgets of that decision are in place; "menu" is its
// menu button, "undo" the undo beside it (listed disabled when nothing
// may be taken back: a tap then says why; while a move waits for its
// moment of grace, undo takes that move back), "log" the heading of its
// log panel where one shows (a tap on the panel opens the game log; its
// lines are read), "plate:1"... the name plates of table mode, read. What
// is only read is listed as read (ui.Context.RegisterRead), and what is
// read unlisted (the status line) kept clear (KeepStatus): the app's
// passing panels keep off it where they can, and off every control
// always.
package table
