package mana

import (
	"kamon/rules"
	"kamon/scenes/table"
)

// manaTutorial teaches Mana in one short game against White, every move
// scripted: the setup, a free first move, moves the bird asks for, a
// capture when no piece can obey, a Ronin taken and brought back from the
// reserve, and the Daimio captured to win. A pass, which a first game
// seldom meets, is told at the end.
var manaTutorial = table.Tutorial{
	Config: rules.Config{Players: 2, Seed: 1},
	Steps: []table.Step{
		{Text: "tutorial.mana.welcome"},
		{Text: "tutorial.mana.place", Do: "D@c1", Taps: []string{"sq:c1"}, Then: []string{"D@c6"}},
		{Text: "tutorial.mana.strokes"},
		{Text: "tutorial.mana.free", Do: "e1-e4", Taps: []string{"sq:e1", "sq:e4"}, Then: []string{"e6-e5"}},
		{Text: "tutorial.mana.bird"},
		{Text: "tutorial.mana.obey", Do: "a1-b3", Taps: []string{"sq:a1", "sq:b3"}, Then: []string{"a6-a5"}},
		{Text: "tutorial.mana.disobey", Do: "e4-e5", Taps: []string{"sq:e4", "sq:e5"}, Then: []string{"a5-b3"}},
		{Text: "tutorial.mana.taken", Do: "d1-d2", Taps: []string{"sq:d1", "sq:d2"}, Then: []string{"d6-b5"}},
		{Text: "tutorial.mana.reenter", Do: "R@f3", Taps: []string{"tray:black", "sq:f3"}, Then: []string{"b5-a5"}},
		{Text: "tutorial.mana.win", Do: "e5-c6", Taps: []string{"sq:e5", "sq:c6"}},
		{Text: "tutorial.mana.end"},
	},
}
