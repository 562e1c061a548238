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
	{Kind: tally.EventPlay, Sound: sound.Play},
	{Kind: tally.EventDraw, Sound: sound.Deal},
	{Kind: tally.EventPass, Sound: sound.None, Silent: "a pass: nothing moves"},
	{Kind: tally.EventScore, Sound: sound.Token},
	{Kind: tally.EventReset, Sound: sound.None, Silent: "the count starts again: the table shows it"},
	{Kind: tally.EventEnd, Sound: sound.Win},
}
