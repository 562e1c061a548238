package scenes

import (
	"errors"
	"sync"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
)

// TableFactory builds the table scene of a game for a match.
type TableFactory func(app *App, m *game.Match) Scene

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

// resumedTable is the table of the autosaved match, or why there is none:
// game.ErrNoSave, a refused save (set aside by game.Resume) or a
// noTableError.
func resumedTable(app *App) (Scene, error) {
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
