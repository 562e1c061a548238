package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/scenes/ui"
)

// ResultsPanel is a game's own part of the results screen: how its end
// looks in that game (Mana's last position, Shinobi's clans, Le Dernier
// Peuple's score track, Gosu X's Great Battles). The results screen draws
// it on a panel of its own, beside the sheet or under it.
type ResultsPanel interface {
	// Height is the height the panel would like at width w, physical px.
	Height(ctx *ui.Context, w float64) float64
	// Draw draws the panel's content in r (the panel is drawn already).
	Draw(dst *ebiten.Image, ctx *ui.Context, r ui.Rect)
	// Says is what the panel tells, in words: scripts and tests read it
	// (the results list it as "results:panel").
	Says() string
}

// ResultsFactory builds a game's results panel for a finished match.
type ResultsFactory func(m *game.Match) ResultsPanel
