// Package mana is the table of Mana (the rules are kamon/rules/mana, the
// bots kamon/game/bot/manabot): the 6×6 board of single, double and
// triple squares, the Mana-bird, the reserve trays of the advanced setup
// and the move list. It registers itself with kamon/scenes/table in init
// (the table, the rules page, the log lines); importing it puts Mana in
// the menu.
//
// Files: table.go (the scene: reading the match, taps and drags, the
// bot, the animation), draw.go (layout and drawing), board.go (the
// board's geometry and pieces), register.go (the registrations and the
// log's wording).
//
// # Script ids
//
// Scripts tap the squares "sq:a1" to "sq:f6", the reserve trays
// "tray:black" and "tray:white" (inside the players' panels "panel:black"
// and "panel:white", labelled with their names), and "pass", "flip",
// "coords", "menu" and "undo". The table also lists "board" (labelled with the
// position in notation), "moves" (the actions so far) and "log" (the
// same list: a tap opens the game log), "bird" (its square, once it has landed) and "prompt" (what a
// person is asked to do, listed only while the table awaits their tap) and
// "status" (the status line: who must act now, or the end).
package mana
