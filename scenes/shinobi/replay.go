package shinobi

import (
	"kamon/rules/shinobi"
	"kamon/scenes/table"
)

// newReplayTable builds the Shinobi table showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	t := &tableScene{selCard: shinobi.Unknown, selArmy: noArmy, pulse: noArmy, fan: table.HandFan{Drag: -1}}
	t.Core = table.NewReplayCore(t, src, shinobiAnimPlies)
	return t
}
