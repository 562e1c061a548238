package table

import (
	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
)

// Story appends to dst the lines of log (entries of a match of gameID)
// as viewer may read them, told as a short story (StoryTurns), turn
// after turn.
func Story(dst []string, gameID string, log []game.LogEntry, names []string, viewer rules.Player) []string {
	for _, t := range StoryTurns(gameID, log, names, viewer) {
		dst = append(dst, t...)
	}
	return dst
}

// StoryTurns tells log (entries of a match of gameID) as viewer may read
// it, as a short story: a list of lines per turn (a turn being one
// player's actions in a row, game.Turns; a turn with nothing to read is
// left out), each event worded by the game's LogLine, the same line said
// again in a row said once with its count ("Cy draws a card (2 times)",
// not two lines).
func StoryTurns(gameID string, log []game.LogEntry, names []string, viewer rules.Player) [][]string {
	line := LogLineOf(gameID)
	var out [][]string
	for _, t := range game.Turns(log) {
		var lines []string
		for _, r := range t.Runs {
			last, n := "", 0
			flush := func() {
				switch {
				case n == 1:
					lines = append(lines, last)
				case n > 1:
					lines = append(lines, i18n.N("table.story.times", n, last))
				}
			}
			for _, e := range r.Events {
				s := line(e, names, viewer)
				if s == "" {
					continue
				}
				if s == last {
					n++
					continue
				}
				flush()
				last, n = s, 1
			}
			flush()
		}
		if len(lines) > 0 {
			out = append(out, lines)
		}
	}
	return out
}
