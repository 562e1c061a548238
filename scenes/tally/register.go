// Package tally puts the Tally test game (kamon/rules/tally) in the app,
// on the generic table: the end-to-end builds and the app's tests import
// it, so that scripts and the browser test have a small real game to
// drive. The player's build does not.
package tally

import (
	"kamon/rules/tally"
	"kamon/scenes/table"
	"kamon/sound"
)

func init() {
	table.Register(table.Game{ID: tally.ID, Table: table.NewGeneric, Icon: "club", Sounds: tallySounds, Rules: "tally.help"})
}

// tallySounds is the sound of every kind of event Tally's rules emit.
var tallySounds = []sound.OfKind{
	{Kind: "play", Sound: sound.Play},
	{Kind: "draw", Sound: sound.Deal},
	{Kind: "pass", Sound: sound.None},
	{Kind: "score", Sound: sound.Token},
	{Kind: "reset", Sound: sound.None},
	{Kind: "end", Sound: sound.Win},
}
