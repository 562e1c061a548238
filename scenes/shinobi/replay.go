package shinobi

import (
	"kamon/rules/shinobi"
	"kamon/scenes/table"
)

// The replay viewer shows a finished match on this very table, read-only.
func init() { table.RegisterReplay(shinobi.ID, newReplayTable) }

// newReplayTable builds the Shinobi table showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	t := &tableScene{selCard: shinobi.Unknown, selArmy: noArmy, pulse: noArmy, fan: table.HandFan{Drag: -1}}
	t.Hidden = table.NewReplayHidden(t, src, shinobiAnimPlies)
	return t
}
