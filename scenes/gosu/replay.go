package gosu

import (
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// The replay viewer shows a finished match on this very table, read-only.
func init() { table.RegisterReplay(gosu.ID, newReplayTable) }

// newReplayTable builds the Gosu X table showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	t := &tableScene{sel: gosu.Unknown, detail: gosu.Unknown, fan: table.HandFan{Drag: -1},
		btnView: ui.ScrollView{ID: "choices"}, inAir: map[gosu.Card]bool{}}
	t.Hidden = table.NewReplayHidden(t, src, gosuAnimPlies)
	return t
}
