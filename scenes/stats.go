package scenes

import (
	"slices"

	"kamon/game"
	"kamon/game/bot"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// NewStatsPage builds the statistics page: for each game finished on this
// device, how many were played and how they ended, the wins in a row, and
// the record by opponent level. The menu and the results open it.
func NewStatsPage(store storage.Store) ui.Scene {
	stats, _, err := game.LoadStats(store)
	return newTextPage("stats", 10, func(string) (string, []pagePara) { return statsPage(stats, err) })
}

// statsPage is the statistics page in the current language.
func statsPage(stats game.Stats, err error) (title string, paras []pagePara) {
	head := text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor}
	body := text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
	small := text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor}
	add := func(s string, st text.Style, space float64) {
		paras = append(paras, pagePara{text: s, style: st, space: space})
	}
	if err != nil {
		add(i18n.T("stats.failed", err), body, 0)
	}
	for _, g := range table.Playable() {
		gs := stats.Game(g.ID)
		if gs.Played == 0 {
			continue
		}
		add(table.GameName(g), head, 22)
		add(i18n.T("stats.played", gs.Played), body, 0)
		add(i18n.T("stats.detail", gs.Won, gs.Shared, gs.Drawn, gs.Lost), body, 0)
		add(i18n.T("stats.streak", gs.Streak, gs.BestStreak), body, 0)
		for _, level := range statsLevels(g.ID, gs) {
			add(levelRecord(level, gs.Levels[level]), small, 0)
		}
	}
	if len(paras) == 0 {
		add(i18n.T("stats.none"), body, 0)
	}
	return i18n.T("stats.title"), paras
}

// statsLevels are the levels gs has games against: between people first,
// then the bots from the weakest.
func statsLevels(gameID string, gs game.GameStats) []string {
	var out []string
	for _, l := range append([]string{game.PeopleOnly}, bot.Levels(gameID)...) {
		if gs.Levels[l].Played > 0 {
			out = append(out, l)
		}
	}
	for l, r := range gs.Levels { // a level this build no longer has
		if r.Played > 0 && !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// levelRecord is the record against one level, in a sentence.
func levelRecord(level string, r game.Results) string {
	if level == game.PeopleOnly {
		return i18n.T("stats.people", r.Played, r.Won)
	}
	return i18n.T("stats.level", table.KindLabel(level), r.Played, r.Won)
}

// matchLevel is the level m counts under: the strongest bot among its
// seats, game.PeopleOnly without bots.
func matchLevel(m *game.Match) string {
	levels := bot.Levels(m.Game.ID)
	best := -1
	for _, s := range m.Seats {
		if i := slices.Index(levels, s.Bot); !s.Human() && i > best {
			best = i
		}
	}
	if best < 0 {
		return game.PeopleOnly
	}
	return levels[best]
}

// recordLine is this game's record for the results, after m was counted:
// played and won on the device, and against m's level.
func recordLine(m *game.Match, stats game.Stats) string {
	gs := stats.Game(m.Game.ID)
	if gs.Played == 0 {
		return ""
	}
	line := i18n.T("stats.record", table.GameName(m.Game), gs.Played, gs.Won)
	if l := matchLevel(m); gs.Levels[l].Played > 0 {
		line += " " + levelRecord(l, gs.Levels[l])
	}
	return line
}
