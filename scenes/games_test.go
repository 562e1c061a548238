package scenes

// The app's tests open every game's table: each registers itself when
// imported, as cmd/kamon/games.go imports them.
import (
	_ "kamon/scenes/gosu"
	_ "kamon/scenes/mana"
	_ "kamon/scenes/peuple"
	_ "kamon/scenes/shinobi"
	_ "kamon/scenes/tally"
)
