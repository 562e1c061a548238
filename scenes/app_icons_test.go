package scenes

import (
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/tally"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
)

func TestSceneIconsExist(t *testing.T) {
	var buttons []ui.Button
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 9}, []game.Seat{{Name: "A"}, {Name: "B"}})
	if err != nil {
		t.Fatal(err)
	}
	menu := NewMenu(nil).(*menuScene)
	buttons = append(buttons, menu.replay, menu.settings, menu.about)
	g := newGameMenu(table.Local(m), table.PublicReader, nil)
	buttons = append(buttons, g.cont, g.undo, g.redo, g.rules, g.log, g.restart, g.quit)
	r := newResults(nil, m, nil)
	buttons = append(buttons, r.again, r.replay, r.menu)
	s := newSetup(nil, tally.Game)
	buttons = append(buttons, s.newSeed, s.start, s.rules, s.offer)
	for _, b := range buttons {
		if b.Icon != "" && !sprites.HasIcon(b.Icon) {
			t.Errorf("button %q has icon %q, which sprites does not have", b.ID, b.Icon)
		}
	}
	for _, icon := range []string{"human", "bot", "pass", "lotus", "trophy", gameIcon("tally"), gameIcon("unknown")} {
		if !sprites.HasIcon(icon) {
			t.Errorf("icon %q is missing", icon)
		}
	}
	for _, id := range []string{"mana", "shinobi", "peuple", "gosu"} {
		if gameIcon(id) == gameIcon("unknown") {
			t.Errorf("game %q has no icon of its own", id)
		}
	}
}
