package table

import (
	"kamon/game"
	"kamon/rules"
)

// SecretsShown reports whether the viewer's secrets (hand, secret cards)
// may be on screen now. With one human among bots they always may; on a
// shared device with several humans only during the viewer's own turn,
// which begins behind the hand-off curtain, so they are hidden again as
// soon as the turn ends. Once the game is over nothing is secret.
func SecretsShown(m *game.Match, viewer rules.Player) bool {
	if viewer < 0 || int(viewer) >= len(m.Seats) || !m.Seats[viewer].Human() {
		return false
	}
	if !m.Game.Hidden {
		return true
	}
	humans := 0
	for _, s := range m.Seats {
		if s.Human() {
			humans++
		}
	}
	// The outcome last: some games build it anew, and this runs every frame.
	return humans <= 1 || m.ToMove() == viewer || m.Outcome().Over
}
