// Package shinobi is the table of Shinobi: War of the Clans (the rules are
// kamon/rules/shinobi, the bots kamon/game/bot/shinobibot): the players'
// provinces with the armies of the five clans in them, the steps of a
// turn, the hand, the piles, and in table mode each province facing its
// player. It is built on the hidden-table core of kamon/scenes/table and
// registers itself there in init (the table, the rules page, the log
// lines, the results' wording of a move); importing it puts Shinobi in the
// menu.
//
// Files: table.go (the scene: reading the view, the prompt, taps and
// drags), layout.go (where the provinces and the rest go, every size,
// table mode), draw.go (drawing), text.go (the registrations, the log's
// and the end's wording).
//
// # Script ids
//
// Scripts tap the provinces "prov:1" to "prov:5", the armies in them
// "army:<seat>:<clan>" (the clan's letter: army:2:O, labelled with the
// army's size),
// the hand's cards "hand:<card>" (hand:U2), the viewer's secret clan card
// "clan" (labelled with the clan's name, only while their hand shows),
// "skip", "cancel", "results", "menu" and "undo". The table also lists
// "prompt" (what a person is asked to do,
// only while the table awaits their tap), "log" (its log panel, where it
// shows) and in table mode the name plates "plate:<seat>".
package shinobi
