package peuple

import (
	"math"
	"strings"
	"testing"

	"kamon/rules/peuple"
	"kamon/scenes/scenestest"
	"kamon/scenes/ui"
)

// The tests run in a game's frame, where the pixels drawn can be read.
func TestMain(m *testing.M) { scenestest.Main(m) }

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor or against too little
// contrast, and lists nothing to tap smaller than a fingertip but the
// pawns that share a card (sharedPawn).
func TestPeupleScreens(t *testing.T) {
	kit.CheckScreens(t, peuple.ID, 4, sharedPawn)
}

// sharedPawn waives a pawn standing on a card with another pawn: too
// close together for a fingertip each, they are taken in turn by taps on
// their card (TestPeuplePawnsOnOneCardAreTappedApart), whose tap area must
// then be a fingertip.
func sharedPawn(tt scenestest.TapTarget, ws []ui.WidgetInfo) bool {
	if !strings.HasPrefix(tt.ID, "pawn:") || tt.Side <= 0 {
		return false
	}
	scale := math.Min(tt.Area.W, tt.Area.H) / tt.Side // physical px per CSS px
	for _, card := range ws {
		if !strings.HasPrefix(card.ID, "card:") || !scenestest.Inside(tt.Area, card.Rect) ||
			math.Min(card.Rect.W, card.Rect.H)/scale < scenestest.MinTarget {
			continue
		}
		for _, w := range ws {
			if w.ID != tt.ID && strings.HasPrefix(w.ID, "pawn:") && scenestest.Inside(w.Rect, card.Rect) {
				return true
			}
		}
	}
	return false
}
