package scenes

import (
	"errors"
	"sync"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/ui"
)

// TableFactory builds the table scene of a game for a match; app opens
// the screens the table leads to.
type TableFactory func(app TableApp, m *game.Match) ui.Scene

// TableApp is what a table asks of the app around it: the screens it opens
// over itself or in its place (App is the one).
type TableApp interface {
	// ShowGameMenu opens the in-game menu over the table. viewer is the
	// seat whose eyes the table is drawn for (rules.NoPlayer: the public
	// view): the game log it opens shows only what that seat may read.
	// changed is called after the menu changed the match (undo, redo, or a
	// restart), so the table can redraw what it shows; it must not change
	// scenes.
	ShowGameMenu(m *game.Match, viewer rules.Player, changed func(restarted bool))
	// ShowCurtain covers the screen until the player called name taps it;
	// then the curtain closes and then runs (then must not change scenes
	// itself: it runs while the curtain is leaving). seat picks the crest
	// shown (-1: none) and side the edge the text faces.
	ShowCurtain(name string, seat int, side Side, then func())
	// ShowResults puts the results of the finished match in the table's place.
	ShowResults(m *game.Match)
	// ShowRules opens the rules page of g.
	ShowRules(g rules.Game)
	// ShowGameLog opens the game log page of m as viewer may read it, facing
	// their seat in table mode.
	ShowGameLog(m *game.Match, viewer rules.Player)
}

var (
	tablesMu sync.RWMutex
	tables   = map[string]TableFactory{}
)

// RegisterTable gives a game its table scene. Game packages (or the build's
// games.go) call it from init; registering a game twice is a programming
// error and panics.
func RegisterTable(gameID string, f TableFactory) {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	if _, dup := tables[gameID]; dup || f == nil {
		panic("scenes: RegisterTable twice or with nil for " + gameID)
	}
	tables[gameID] = f
}

// Table finds the table scene factory of a game.
func Table(gameID string) (TableFactory, bool) {
	tablesMu.RLock()
	defer tablesMu.RUnlock()
	f, ok := tables[gameID]
	return f, ok
}

// PlayableGames are the games this build can play: registered with the
// rules and with a table scene, in menu order. The menu shows exactly these.
func PlayableGames() []rules.Game {
	var out []rules.Game
	for _, g := range rules.Games() {
		if _, ok := Table(g.ID); ok {
			out = append(out, g)
		}
	}
	return out
}

// noTableError is a saved match of a game this build has no table for.
type noTableError struct{ game rules.Game }

func (e noTableError) Error() string { return "no table for " + e.game.ID }

// openMatch starts m's table in place of the current scene (setup, or the
// results of the match before), saved at once so that it can be resumed.
// It reports false, with the message why, when this build has no table for
// the game.
func (a *App) openMatch(m *game.Match) (ok bool, msg string) {
	f, ok := Table(m.Game.ID)
	if !ok {
		return false, i18n.T("menu.table_missing", GameName(m.Game))
	}
	m.SetStore(a.Store())
	if err := m.Save(); err != nil {
		a.Notify(i18n.T("table.save_failed", err))
	}
	a.Replace(f(a, m))
	return true, ""
}

// resumedTable is the table of the autosaved match, or why there is none:
// game.ErrNoSave, a refused save (set aside by game.Resume) or a
// noTableError.
func resumedTable(app *App) (ui.Scene, error) {
	match, err := game.Resume(app.Store())
	if err != nil {
		return nil, err
	}
	f, ok := Table(match.Game.ID)
	if !ok {
		return nil, noTableError{match.Game}
	}
	return f(app, match), nil
}

// resumeFailure tells the player why resumedTable found no table.
func resumeFailure(err error) string {
	var missing noTableError
	if errors.As(err, &missing) {
		return i18n.T("menu.table_missing", GameName(missing.game))
	}
	return i18n.T("menu.resume_failed", err)
}
