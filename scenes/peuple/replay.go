package peuple

import (
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/sprites/tween"
)

// The replay viewer shows a finished match on this very table, read-only.
func init() { table.RegisterReplay(peuple.ID, newReplayTable) }

// newReplayTable builds the table of Le Dernier Peuple showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	n := len(src.Players())
	t := &tableScene{selPawn: -1, swapMine: -1, fan: table.HandFan{Drag: -1},
		shownAt: make([]int, 2*n), score: make([]int, n), flying: make([]bool, 2*n), flyPos: make([]tween.Props, 2*n)}
	t.Hidden = table.NewReplayHidden(t, src, peupleAnimPlies)
	return t
}
