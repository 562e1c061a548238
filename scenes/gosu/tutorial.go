package gosu

import (
	"kamon/rules"
	"kamon/scenes/table"
)

// gosuTutorial teaches Gosu X in one short round against a bot, every
// move scripted: the draft, a mulligan and a hand kept, a Troop and a
// Hero played (whose text makes the bot sacrifice), tokens spent to draw,
// the hand limit, a pass after the bot's, the Great Battle and the
// sacrifice that follows it.
var gosuTutorial = table.Tutorial{
	Config: rules.Config{Players: 2, Seed: 18},
	Steps: []table.Step{
		{Text: "tutorial.gosu.welcome"},
		{Text: "tutorial.gosu.draft", Do: "draft xian", Taps: []string{"choice:draft_xian"}, Then: []string{"draft goan-sul", "draft galmi"}},
		{Text: "tutorial.gosu.draft2", Do: "draft phoenix", Taps: []string{"choice:draft_phoenix"}},
		{Text: "tutorial.gosu.draft3", Do: "draft narashima", Taps: []string{"choice:draft_narashima"}, Then: []string{"draft justice"}},
		{Text: "tutorial.gosu.mulligan", Do: "yes", Taps: []string{"choice:yes"}},
		{Text: "tutorial.gosu.keep", Do: "no", Taps: []string{"choice:no"}, Then: []string{"no"}},
		{Text: "tutorial.gosu.turn"},
		{Text: "tutorial.gosu.troop", Do: "play xian.all-in-one#1", Taps: []string{"hand:xian.all-in-one#1", "row:1"},
			Then: []string{"play justice.great-shield-atalante#2"}},
		{Text: "tutorial.gosu.hero", Do: "play narashima.niranjan", Taps: []string{"hand:narashima.niranjan", "row:2"},
			Then: []string{"pick justice.great-shield-atalante#2", "draw3", "pick goan-sul.orgah", "pick galmi.shard"}},
		{Text: "tutorial.gosu.draw", Do: "draw3", Taps: []string{"choice:draw3"}},
		{Text: "tutorial.gosu.limit", Do: "pick narashima.nitish#2", Taps: []string{"hand:narashima.nitish#2"}, Then: []string{"pass"}},
		{Text: "tutorial.gosu.pass", Do: "pass", Taps: []string{"choice:pass"}},
		{Text: "tutorial.gosu.sacrifice", Do: "pick narashima.niranjan", Taps: []string{"army:narashima.niranjan"},
			Then: []string{"play goan-sul.smook-spirits#1", "pick goan-sul.orgah"}},
		{Text: "tutorial.gosu.end"},
	},
}
