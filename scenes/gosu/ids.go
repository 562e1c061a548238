package gosu

import (
	"kamon/rules/gosu"
	"kamon/scenes/ui"
)

// The ids of the things the table lists.
var (
	gosuArmyIDs = ui.IDs[int]{Prefix: "army:", Name: func(c int) string { return gosu.Card(c).String() }}
	gosuHandIDs = ui.IDs[int]{Prefix: "hand:", Name: func(c int) string { return gosu.Card(c).String() }}
	gosuTileIDs = ui.IDs[int]{Prefix: "tile:", Name: func(k int) string { return gosu.Clan(k).ID() }}
	gosuPileIDs = [...]string{"pile:1", "pile:2"}
	gosuTabIDs  = [...]string{"tab:1", "tab:2"}
	gosuRowIDs  = [...]string{"row:1", "row:2", "row:3"}
)
