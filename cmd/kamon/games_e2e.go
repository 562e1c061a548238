//go:build e2e

package main

import (
	"kamon/rules/tally"
	"kamon/scenes/table"
)

// End-to-end builds get the Tally test game, on the generic table, so the
// scripts and the browser test have a real game to drive.
func init() {
	table.Register(table.Game{ID: tally.ID, Table: table.NewGeneric, Rules: "tally.help"})
}
