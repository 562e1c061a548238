package shinobi

import (
	"testing"

	"kamon/rules/shinobi"
)

// The table, played at the six sizes usually and in table mode, draws no
// text a player must read below the text floor or against too little
// contrast, and lists nothing to tap smaller than a fingertip.
func TestShinobiScreens(t *testing.T) {
	kit.CheckScreens(t, shinobi.ID, 4, nil)
}
