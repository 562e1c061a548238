package peuple

import (
	"kamon/scenes/table"
	"kamon/sprites/tween"
)

// newReplayTable builds the table of Le Dernier Peuple showing src.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	n := len(src.Players())
	t := &tableScene{selPawn: -1, swapMine: -1, fan: table.HandFan{Drag: -1},
		shownAt: make([]int, 2*n), score: make([]int, n), flying: make([]bool, 2*n), flyPos: make([]tween.Props, 2*n)}
	t.Core = table.NewReplayCore(t, src, peupleAnimPlies)
	return t
}
