package peuple

import (
	"testing"

	"kamon/rules/peuple"
)

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor.
func TestPeupleTextFloor(t *testing.T) {
	kit.CheckTextFloor(t, peuple.ID, 4)
}
