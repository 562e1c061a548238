package gosu

import (
	"testing"

	"kamon/rules/gosu"
)

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor.
func TestGosuTextFloor(t *testing.T) {
	t.Skip("text floor: enabled by the gosu table's legibility work")
	kit.CheckTextFloor(t, gosu.ID, 2)
}
