package gosu

import (
	"kamon/rules/gosu"
	"kamon/scenes/table"
)

// The replay viewer shows a finished match on this very table, read-only.
func init() { table.RegisterReplay(gosu.ID, newReplayTable) }

// newReplayTable builds the Gosu X table showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	t := newGosuTable()
	t.Hidden = table.NewReplayHidden(t, src, gosuAnimPlies)
	return t
}
