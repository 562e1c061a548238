package shinobi

import (
	"testing"

	"kamon/rules/shinobi"
)

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor.
func TestShinobiTextFloor(t *testing.T) {
	kit.CheckTextFloor(t, shinobi.ID, 4)
}
