package gosu

import (
	"os"
	"testing"

	"kamon/rules/gosu"
)

// TestGosuShots saves the table's pictures at the six screens in the
// folder KAMON_SHOTS names, to look at; without it, nothing.
func TestGosuShots(t *testing.T) {
	dir := os.Getenv("KAMON_SHOTS")
	if dir == "" {
		t.Skip("KAMON_SHOTS names no folder")
	}
	kit.Shots(t, gosu.ID, 2, 0, dir)
}
