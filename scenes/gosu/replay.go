package gosu

import (
	"kamon/scenes/table"
)

// newReplayTable builds the Gosu X table showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	t := newGosuTable()
	t.Core = table.NewReplayCore(t, src, gosuAnimPlies)
	return t
}
