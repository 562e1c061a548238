package scenes

import "kamon/rules"

// ShowSetup implements table.App: the setup of a new game of g in the
// table's place.
func (a *App) ShowSetup(g rules.Game) { a.Replace(newSetup(a, g)) }
