package scenes

import (
	"errors"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// noTableError is a saved match of a game this build has no table for.
type noTableError struct{ game rules.Game }

func (e noTableError) Error() string { return "no table for " + e.game.ID }

// openMatch starts m's table in place of the current scene (setup, or the
// results of the match before), saved at once so that it can be resumed;
// when its seats were drawn, the order drawn is shown first. It reports
// false, with the message why, when this build has no table for the game.
func (a *App) openMatch(m *game.Match) (ok bool, msg string) {
	f, ok := table.Lookup(m.Game.ID)
	if !ok {
		return false, i18n.T("menu.table_missing", table.GameName(m.Game))
	}
	m.SetStore(a.Store())
	if err := m.Save(); err != nil {
		a.Notify(i18n.T("table.save_failed", err))
	}
	next := f(a, table.Local(m))
	if m.Seating() != nil {
		next = newSeating(m, next)
	}
	a.Replace(next)
	return true, ""
}

// resumedTable is the table of the match saved under key, or why there is
// none: game.ErrNoSave, a refused save (set aside by game.ResumeSave) or a
// noTableError.
func resumedTable(app *App, key string) (ui.Scene, error) {
	match, err := game.ResumeSave(app.Store(), key)
	if err != nil {
		return nil, err
	}
	f, ok := table.Lookup(match.Game.ID)
	if !ok {
		return nil, noTableError{match.Game}
	}
	return f(app, table.Local(match)), nil
}

// resumeFailure tells the player why resumedTable found no table.
func resumeFailure(err error) string {
	var missing noTableError
	if errors.As(err, &missing) {
		return i18n.T("menu.table_missing", table.GameName(missing.game))
	}
	return i18n.T("menu.resume_failed", err)
}

// Learning (table.App) reports that gameID's hints are to show: they are
// on, and no game of it with a person at this device was finished here.
func (a *App) Learning(gameID string) bool {
	if !a.settings.Hints {
		return false
	}
	if a.finished == nil {
		stats, _, _ := game.LoadStats(a.store) // unreadable: as if none, as the statistics page says
		a.countFinished(stats)
	}
	return a.finished[gameID] == 0
}

// countFinished takes the games finished here from stats.
func (a *App) countFinished(stats game.Stats) {
	a.finished = map[string]int{}
	for id, g := range stats.Games {
		a.finished[id] = g.Played
	}
}
