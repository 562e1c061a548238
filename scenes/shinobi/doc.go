// Package shinobi is the table of Shinobi: War of the Clans (the rules are
// kamon/rules/shinobi, the bots kamon/game/bot/shinobibot): the players'
// provinces with the armies of the five clans in them, the steps of a
// turn, the hand, the piles, and in table mode each province facing its
// player. It is built on the table core of kamon/scenes/table and
// registers itself there in init (the table, the rules page, the log
// lines, the results' wording of a move); importing it puts Shinobi in the
// menu.
//
// The files follow the table's seams: table.go is the scene, what it
// reads (the view, the log) and what it lists for scripts; taps.go answers
// the taps and drags of the person to decide, and describe.go works out
// from the view and the selection the prompt, the buttons and what is
// lit; anim.go animates the moves; layout.go works out where everything
// goes (tablelayout.go in table mode), draw.go places it for the screen
// and draws it; text.go words the log, the moves and the end; register.go
// is how Shinobi joins the app.
//
// # Script ids
//
// Scripts tap the provinces "prov:1" to "prov:5", the armies in them
// "army:<seat>:<clan>" (the clan's letter: army:2:O, labelled with the
// army's size; listed as read where the province is too narrow to tell
// its armies apart, and as taps in the province opened large, with
// "zoom:back" to close it),
// the hand's cards "hand:<card>" (hand:U2), the viewer's secret clan card
// "clan" (labelled with the clan's name, only while their hand shows),
// "skip", "cancel", "results", "menu" and "undo". The table also lists
// "prompt" (what a person is asked to do,
// only while the table awaits their tap), "log" (its log panel, where it
// shows), "status" (the status line: who must act now, or the end) and in
// table mode the name plates "plate:<seat>".
package shinobi
