// Package gosu is the table of Gosu X (the rules are kamon/rules/gosu, the
// bots kamon/game/bot/gosubot): the draft of the clan tiles, the two
// armies of three rows, the hand, the discard piles, the Great Battles,
// and in table mode the far player's half turned to face them. It is
// built on the table core of kamon/scenes/table (table.Core) and registers
// itself there in init (the table, the rules page, the log lines);
// importing it puts Gosu X in the menu.
//
// The files follow the table's seams. table.go reads the view, works out
// the prompt, its choices and what is lit, and answers taps and drags;
// layout.go places everything, at every size and in table mode, and
// onearmy.go the board of a phone, one army at a time under tabs; draw.go
// draws the table from there, each part with its own words and sizes in a
// file named for it (the players' counters, a card's face, the middle
// strip, the close-ups over the table, the Great Battle on show). The
// moves are animated in anim.go; how a battle was counted, the clan tiles
// in words and the wording of the log and the prompt have a file each;
// terms.go is the glossary: the rule of every keyword and word of Gosu X
// a card or tile names, which the close-ups give where the word shows
// (a tap on an army card nothing asks for, a long press on any card);
// register.go is how Gosu X joins the app.
//
// # Script ids
//
// Scripts tap the hand's cards "hand:<card>" (hand:xian.fire-guards#2),
// the armies' cards "army:<card>", the viewer's rows "row:1" to "row:3"
// (read, and a control only where it takes the card selected),
// the discard piles "pile:1" (far) and "pile:2" (near), on a phone the
// tabs that show one army at a time "tab:1" (far) and "tab:2" (near)
// (only the army showing lists its cards and pile), the clan tiles
// "tile:<clan>" (to draft or name one; in their scroll view "tiles"; where
// the tiles of the middle strip are each smaller than a fingertip, the
// strip "clans", which opens them in words), the
// choices of the prompt "choice:<notation>" (spaces as underscores; in
// their scroll view "choices"), "count" (the Great Battle's count
// while it shows: a tap opens how it was counted), "cancel", "results", "menu" and "undo" (beside it). The table also
// lists "prompt" (what a person is asked to do, only while the table
// awaits their tap), "log" (its log panel, where it shows), "status" (the
// status line: who must act now, or the end) and in table mode the name
// plate "plate:<seat>".
package gosu
