package shinobi

import (
	"os"
	"testing"

	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
)

// The tests run in a game's frame, where the pixels drawn can be read.
func TestMain(m *testing.M) { scenestest.Main(m) }

// TestShinobiShots saves the table's pictures at the six screens in the
// folder KAMON_SHOTS names, to look at; without it, nothing.
func TestShinobiShots(t *testing.T) {
	dir := os.Getenv("KAMON_SHOTS")
	if dir == "" {
		t.Skip("KAMON_SHOTS names no folder")
	}
	kit.Shots(t, shinobi.ID, 4, 0, dir)
}
