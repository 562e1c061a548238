package table

import (
	"sync"

	"kamon/game"
	"kamon/rules"
	"kamon/scenes/ui"
)

// Factory builds the table scene of a game for a match; app opens
// the screens the table leads to.
type Factory func(app App, m *game.Match) ui.Scene

// App is what a table asks of the app around it: the screens it opens
// over itself or in its place (App is the one).
type App interface {
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
	tables   = map[string]Factory{}
)

// Register gives a game its table scene. Game packages (or the build's
// games.go) call it from init; registering a game twice is a programming
// error and panics.
func Register(gameID string, f Factory) {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	if _, dup := tables[gameID]; dup || f == nil {
		panic("scenes: RegisterTable twice or with nil for " + gameID)
	}
	tables[gameID] = f
}

// Lookup finds the table scene factory of a game.
func Lookup(gameID string) (Factory, bool) {
	tablesMu.RLock()
	defer tablesMu.RUnlock()
	f, ok := tables[gameID]
	return f, ok
}

// Playable are the games this build can play: registered with the
// rules and with a table scene, in menu order. The menu shows exactly these.
func Playable() []rules.Game {
	var out []rules.Game
	for _, g := range rules.Games() {
		if _, ok := Lookup(g.ID); ok {
			out = append(out, g)
		}
	}
	return out
}

// LogLine words one event of a game's log as viewer may read it, with the
// seats' names, in the current language; "" leaves the event out. It
// must show another seat's private event only as the public may see it
// (rules.Event.TextFor, or the game's own view of the event).
type LogLine func(e rules.Event, names []string, viewer rules.Player) string

// logWordings are the games' log lines, by game id.
var logWordings = map[string]LogLine{}

// RegisterLogLine gives how a game's log lines read: the same function
// its table words its log panel with, so the game log page reads as the
// table does. A game's table package calls it from init; without it the
// rules' own text is shown (Event.TextFor), as the generic table does.
func RegisterLogLine(gameID string, line LogLine) {
	logWordings[gameID] = line
}

// LogLineOf is the wording of gameID's log lines.
func LogLineOf(gameID string) LogLine {
	if f, ok := logWordings[gameID]; ok {
		return f
	}
	return rulesLogLine
}

// rulesLogLine is the rules' own log line as viewer may read it.
func rulesLogLine(e rules.Event, _ []string, viewer rules.Player) string { return e.TextFor(viewer) }

// SeatNames are the names of m's seats, in seat order.
func SeatNames(m *game.Match) []string {
	names := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		names[i] = s.Name
	}
	return names
}

// MatchLog appends to dst the lines of m's log that viewer may read,
// oldest first, worded by the game's LogLine: those of the newest last
// events, or of all of them when last <= 0.
func MatchLog(dst []string, m *game.Match, names []string, viewer rules.Player, last int) []string {
	line := LogLineOf(m.Game.ID)
	log := m.Log()
	if last > 0 {
		log = log[max(0, len(log)-last):]
	}
	for _, e := range log {
		if s := line(e.Event, names, viewer); s != "" {
			dst = append(dst, s)
		}
	}
	return dst
}

var (
	helpMu sync.RWMutex
	help   = map[string]func(lang string) string{}
)

// RegisterRulesHelp gives the rules page of a game: text(lang) is the whole
// page in that language (paragraphs separated by blank lines), our house
// rules and decisions stated in our own words. A game's table package calls
// it from init; a later call for the same game replaces the text.
func RegisterRulesHelp(gameID string, text func(lang string) string) {
	helpMu.Lock()
	defer helpMu.Unlock()
	help[gameID] = text
}

// RulesHelp is the rules page of a game in lang, and whether there is one.
func RulesHelp(gameID, lang string) (string, bool) {
	helpMu.RLock()
	f := help[gameID]
	helpMu.RUnlock()
	if f == nil {
		return "", false
	}
	return f(lang), true
}

// moveTexts word a game's moves from their events, by game id.
var moveTexts = map[string]func(rec game.Record, names []string) string{}

// RegisterMoveText gives how the results word a move of a game: text reads
// the move's record (its events) with the seats' names, in the current
// language, and returns "" when it has nothing to say. Without it the
// move's notation is shown (or its catalog label, ActionLabel). A game's
// table package calls it from init.
func RegisterMoveText(gameID string, text func(rec game.Record, names []string) string) {
	moveTexts[gameID] = text
}

// MoveText is a move in words: the game's own, else its action label.
func MoveText(m *game.Match, rec game.Record) string {
	if text, ok := moveTexts[m.Game.ID]; ok {
		names := make([]string, len(m.Seats))
		for i, s := range m.Seats {
			names[i] = s.Name
		}
		if s := text(rec, names); s != "" {
			return s
		}
	}
	return ActionLabel(m.Game.ID, rec.Action)
}
