package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
)

// RulesPicture is a picture on a game's rules page, drawn from the game's
// own sprites beside the paragraph it shows: the page alternates text and
// pictures rather than being a wall of text.
type RulesPicture struct {
	After   int     // the paragraph (from 0, in every language) it follows
	Aspect  float64 // its height over its width
	Caption string  // catalog key of what it shows, a sentence under it
	// Draw draws the picture to fill r (r has the picture's aspect).
	Draw func(dst *ebiten.Image, ctx *ui.Context, r ui.Rect)
}
