package mana

import (
	"testing"

	"kamon/rules/mana"
)

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor.
func TestManaTextFloor(t *testing.T) {
	t.Skip("text floor: enabled by the mana table's legibility work")
	kit.CheckTextFloor(t, mana.ID, 2)
}
