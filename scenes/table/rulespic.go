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

var rulesPictures = map[string][]RulesPicture{}

// RegisterRulesPictures adds pictures to a game's rules page; a game's
// table package calls it from init. Twice is a programming error and
// panics.
func RegisterRulesPictures(gameID string, pics ...RulesPicture) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	if _, dup := rulesPictures[gameID]; dup || len(pics) == 0 {
		panic("table: RegisterRulesPictures twice or without pictures for " + gameID)
	}
	rulesPictures[gameID] = pics
}

// RulesPictures are the pictures of a game's rules page, in the order
// registered.
func RulesPictures(gameID string) []RulesPicture {
	gamesMu.RLock()
	defer gamesMu.RUnlock()
	return rulesPictures[gameID]
}
