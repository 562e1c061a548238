package shinobi

import (
	"kamon/rules"
	"kamon/scenes/table"
)

// shinobiTutorial teaches Shinobi in two turns against two bots, every
// move scripted: a first turn that deploys, reinforces and must skip its
// attack, the bots' turns (one of them attacks), then a turn that sends a
// Ninja, reinforces and attacks.
var shinobiTutorial = table.Tutorial{
	Config: rules.Config{Players: 3, Seed: 1},
	Steps: []table.Step{
		{Text: "tutorial.shinobi.welcome"},
		{Text: "tutorial.shinobi.turn"},
		{Text: "tutorial.shinobi.deploy", Do: "deploy T4 -> p1", Taps: []string{"hand:T4", "prov:2"}},
		{Text: "tutorial.shinobi.reinforce", Do: "reinforce H10", Taps: []string{"hand:H10", "prov:1"}},
		{Text: "tutorial.shinobi.skip", Do: "skip", Taps: []string{"skip"},
			Then: []string{"deploy O6 -> p2", "reinforce O7", "skip", "deploy H8 -> p1", "reinforce O11", "attack O -> T@p1"}},
		{Text: "tutorial.shinobi.attacked"},
		{Text: "tutorial.shinobi.ninja", Do: "ninja O @p2", Taps: []string{"hand:N1", "army:3:O"}},
		{Text: "tutorial.shinobi.again", Do: "reinforce H3", Taps: []string{"hand:H3", "prov:1"}},
		{Text: "tutorial.shinobi.attack", Do: "attack H -> O@p1", Taps: []string{"army:1:H", "army:2:O"}},
		{Text: "tutorial.shinobi.end"},
	},
}
