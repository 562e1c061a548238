package peuple

import (
	"kamon/rules"
	"kamon/scenes/table"
)

// peupleTutorial teaches Le Dernier Peuple in three turns against two
// bots, every move scripted: a move to a pickaxe that earns a power card,
// a move to a squared number beside the village, a power card and then a
// move that scores a Supply, and a power card aimed at the person, who
// is asked about Defense.
var peupleTutorial = table.Tutorial{
	Config: rules.Config{Players: 3, Seed: 11},
	Steps: []table.Step{
		{Text: "tutorial.peuple.welcome"},
		{Text: "tutorial.peuple.move", Do: "G+2>4 1a circle", Taps: []string{"move:G+2>4", "opt:circle"}},
		{Text: "tutorial.peuple.pickaxe", Then: []string{"G+3(+2,+1)>6 2b steps", "G+3>5 3b target"}},
		{Text: "tutorial.peuple.target", Do: "G-2(-1,-1)>3 1b target", Taps: []string{"move:G-2(-1,-1)>3", "pawn:1b", "opt:target"},
			Then: []string{"pass", "G-3>8 3a target"}},
		{Text: "tutorial.peuple.passed"},
		{Text: "tutorial.peuple.power", Do: "Mace P2", Taps: []string{"power:Mace", "seat:2"}, Then: []string{"accept"}},
		{Text: "tutorial.peuple.supply", Do: "G+6>1 1a target", Taps: []string{"move:G+6>1", "pawn:1a", "opt:target"},
			Then: []string{"Thief P1"}},
		{Text: "tutorial.peuple.defense", Do: "accept", Taps: []string{"accept"}},
		{Text: "tutorial.peuple.end"},
	},
}
