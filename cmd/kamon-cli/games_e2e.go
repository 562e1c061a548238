//go:build e2e

package main

// The end-to-end build carries the test game, so scripts can drive a real
// game before the four real ones exist.
import _ "kamon/rules/tally"
