package table

import (
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/ui"
)

// Hints are the first-game hints one table has shown: each kind of
// decision's hint comes once, the first time the person faces it.
type Hints struct {
	shown map[string]bool
}

// Show is the hint of the decision view waits for in gameID (legal its
// actions), when the people here are learning the game (App.Learning) and
// it has not shown at this table yet; "" for none. The core calls it when
// a person may act on view, and shows what it gives.
func (h *Hints) Show(ctx *ui.Context, learning bool, gameID string, view rules.State, legal []rules.Action) string {
	if !learning {
		return ""
	}
	key := HintKey(gameID, view, legal, ctx.Lang)
	if key == "" || h.shown[key] {
		return ""
	}
	if h.shown == nil {
		h.shown = map[string]bool{}
	}
	h.shown[key] = true
	return i18n.T(key)
}
