// Package peuple is the table of Le Dernier Peuple (the rules are
// kamon/rules/peuple, the bots kamon/game/bot/peuplebot): the ring of
// terrain cards with the pawns on it, the players' plates, the hand of
// movement and power cards, the decks, and the choices of a turn. It is
// built on the table core of kamon/scenes/table and registers
// itself there in init (the table, the rules page, the log lines);
// importing it puts Le Dernier Peuple in the menu.
//
// The files follow the table's seams: table.go is the scene, what it
// reads (the view, the log, the actions so far) and what it lists for
// scripts; taps.go answers the taps and drags of the person to decide,
// and describe.go works out from the view and the selection the prompt,
// the choices and the hand; anim.go animates the moves; layout.go works
// out the ring and where everything goes, the usual way and in table
// mode, draw.go places it for the screen and draws it, closeup.go shows a
// card in full; text.go words the log, the prompt and the moves;
// register.go is how Le Dernier Peuple joins the app.
//
// # Table mode
//
// On a tablet lying flat (Settings → table mode) the ring stays in the
// middle, upright, with the score plates and the log; each side where a
// person sits has a strip along its edge. The strip of the person the
// screen is for holds their hand and choices, turned to face them (a
// table.SeatFrame, taps mapped through it); the others' strips hold their
// name plates, saying whom the table waits for.
//
// # Script ids
//
// Scripts tap the terrain cards "card:1" to "card:20", the plates
// "seat:1" to "seat:5", the pawns "pawn:<pawn>" (pawn:3b, labelled
// with its player's name), the hand's movement cards "move:<card>"
// (move:G+3(+2,+1)>6) and power cards "power:<name>" (power:BlackMagic),
// and the choices "opt:circle", "opt:steps", "opt:target", "play",
// "pass", "cancel", "defend", "accept", "helper:<n>", "menu" and "undo", and
// in table mode the name plates "plate:<seat>" of those waiting. The table
// also lists "ring" (each pawn's card: "1a:2 1b:2 2a:6 ..."), "actions"
// (the actions so far, " | " between them), "log" (its log panel, where it
// shows), "status" (the status line: who must act now, or the end) and
// "prompt" (what a person is asked to do, listed only while the table
// awaits their tap).
package peuple
