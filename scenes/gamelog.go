package scenes

import (
	"strconv"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The game log page lists the whole match's log, oldest first, opened
// scrolled to the newest line: from the in-game menu, and on a table by
// tapping its log panel. It reads what the seat the table is drawn for
// may read, and nothing of another seat's private events; on a screen
// lying flat (table mode) only what everyone may read, while it faces the
// person who opened it (table.Reader).

// newGameLog builds the game log page of src for r: as r.Viewer may read
// it (rules.NoPlayer: the public log), facing r.Side. It is a TextPage
// named "gamelog" whose lines are listed as "line:1", "line:2", ...
// (labelled with their text) while they show.
func newGameLog(src table.Source, r table.Reader) *textPage {
	names := table.Names(src.Players())
	p := newTextPage("gamelog", 4, func(string) (string, []pagePara) {
		return gameLogPage(src.Rules().ID, src.Players(), src.Log(), names, r.Viewer)
	})
	p.side, p.toEnd = r.Side, true
	return p
}

// ShowGameLog implements table.App.
func (a *App) ShowGameLog(src table.Source, r table.Reader) { a.Go(newGameLog(src, r)) }

// gameLogPage is the page of log (m's) in the current language: whose
// view it is when several people share the screen, then the log told as
// a story (table.StoryTurns), a paragraph per line, each turn a little
// apart from the turn before.
func gameLogPage(gameID string, seats []game.Seat, log []game.LogEntry, names []string, viewer rules.Player) (title string, paras []pagePara) {
	title = i18n.T("log.title")
	humans := 0
	for _, s := range seats {
		if s.Human() {
			humans++
		}
	}
	if humans > 1 && viewer >= 0 && int(viewer) < len(names) {
		paras = append(paras, pagePara{text: i18n.T("log.seen_by", names[viewer]), style: logNoteStyle})
	}
	n := 0
	for _, turn := range table.StoryTurns(gameID, log, names, viewer) {
		for i, s := range turn {
			n++
			q := pagePara{text: s, style: logLineStyle, id: "line:" + strconv.Itoa(n)}
			if i == 0 && len(paras) > 0 { // a new turn, a little apart from the last
				q.space = 12
			}
			paras = append(paras, q)
		}
	}
	if n == 0 {
		paras = append(paras, pagePara{text: i18n.T("log.empty"), style: logNoteStyle})
	}
	return title, paras
}

var (
	logLineStyle = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
	logNoteStyle = text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor}
)
