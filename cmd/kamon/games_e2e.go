//go:build e2e

package main

// End-to-end builds get the Tally test game, on the generic table, so the
// scripts and the browser test have a real game to drive.
import _ "kamon/scenes/tally"
