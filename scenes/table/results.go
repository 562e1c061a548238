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

var resultPanels = map[string]ResultsFactory{}

// RegisterResults adds a game's results panel; a game's table package
// calls it from init. Twice is a programming error and panics.
func RegisterResults(gameID string, f ResultsFactory) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	if _, dup := resultPanels[gameID]; dup || f == nil {
		panic("table: RegisterResults twice or without a panel for " + gameID)
	}
	resultPanels[gameID] = f
}

// ResultsPanelOf is m's game's results panel for m, nil when the game has
// none or m is not over.
func ResultsPanelOf(m *game.Match) ResultsPanel {
	gamesMu.RLock()
	f := resultPanels[m.Game.ID]
	gamesMu.RUnlock()
	if f == nil || !m.Outcome().Over {
		return nil
	}
	return f(m)
}
