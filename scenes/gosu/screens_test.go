package gosu

import (
	"testing"

	"kamon/rules/gosu"
	"kamon/scenes/scenestest"
)

// The tests run in a game's frame, where the pixels drawn can be read.
func TestMain(m *testing.M) { scenestest.Main(m) }

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor or against too little
// contrast, and lists nothing to tap smaller than a fingertip.
func TestGosuScreens(t *testing.T) {
	kit.CheckScreens(t, gosu.ID, 2, nil)
}
