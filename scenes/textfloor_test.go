package scenes

import (
	"testing"

	"kamon/game/storage"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
)

// Every screen of the app, at the six sizes, draws no text a player must
// read below the text floor.
func TestAppTextFloor(t *testing.T) {
	newFlow := func(t *testing.T) *scenestest.Flow[Testing] {
		f := scenestest.New(t, Testing{App: NewApp(Options{Store: storage.NewMemory(), Home: NewMenu, Log: t.Logf})})
		f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
		return f
	}
	run := func(script string) func(f *scenestest.Flow[Testing]) {
		return func(f *scenestest.Flow[Testing]) { f.Run("wait 2\n" + script) }
	}
	const table = "tap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 5\n"
	const results = "tap game:tally\ntap seat:1:kind\ntap kind:random\ntap shuffle\ntap start\nexpect-scene results\n"
	scenestest.CheckTextFloor(t, newFlow, []scenestest.Stop[Testing]{
		{Name: "menu", Open: run("expect-scene menu")},
		{Name: "setup", Open: run("tap game:tally\nexpect-scene setup")},
		{Name: "settings", Open: run("tap settings\nexpect-scene settings")},
		{Name: "about", Open: run("tap about\nexpect-scene about")},
		{Name: "curtain", Open: run("tap game:tally\ntap seat:2:kind\ntap kind:human\ntap shuffle\ntap start\nexpect-scene curtain")},
		{Name: "table", Open: run(table)},
		{Name: "in-game menu", Open: run(table + "tap menu\nexpect-scene ingame")},
		{Name: "game log", Open: run(table + "tap menu\ntap log\nexpect-scene gamelog")},
		{Name: "rules help", Open: run(table + "tap menu\ntap rules\nexpect-scene rules")},
		{Name: "seat kinds", Open: run("tap game:tally\nexpect-scene setup\ntap seat:2:kind\nexpect-scene ask")},
		{Name: "seating", Open: run("tap game:tally\nexpect-scene setup\ntap players:+\ntap start\nexpect-scene seating")},
		{Name: "results", Open: run(results)},
		{Name: "replay", Open: run(results + "tap replay\nexpect-scene replay")},
	})
}
