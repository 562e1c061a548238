package mana

import (
	"fmt"
	"testing"

	"kamon/rules/mana"
	"kamon/scenes"
	"kamon/scenes/scenestest"
)

// reach is this table for the reachability checks. Turning
// the board and its coordinates make no move. The selected square (or
// tray) and what a tap in the advanced setup places show only as lit
// squares.
var reach = scenestest.Reach[scenes.Testing]{
	Table: kit,
	Selection: func(f *scenestest.Flow[scenes.Testing]) string {
		tbl := f.A.Top().(*tableScene)
		return fmt.Sprint(tbl.sel, tbl.placeKind)
	},
	Skip: func(id string) bool { return id == "flip" || id == "coords" },
}

// In random games of people, the standard setup and the advanced one,
// each draw rule off in turn, every legal action of every decision is
// made by taps on what the table lists: a square or a tray, then a
// square, or the pass button.
func TestManaEveryActionReachable(t *testing.T) {
	seeds := []uint64{1, 2}
	if testing.Short() {
		seeds = seeds[:1]
	}
	total := reach.CheckSetups(t, mana.ID, seeds, 200, 2)
	t.Logf("%d decisions (%d with one move only), %d legal actions reached", total.Decisions, total.Only, total.Actions)
}
