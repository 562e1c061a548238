package table

import (
	"sync"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sound"
)

// Factory builds the table scene of a game at play; app opens the screens
// the table leads to.
type Factory func(app App, p Play) ui.Scene

// App is what a table asks of the app around it: the screens it opens
// over itself or in its place (scenes.App is the one).
type App interface {
	// ShowGameMenu opens the in-game menu of p over the table; the game
	// log it opens is for r. changed is called after the menu changed the
	// match (undo, redo, or a restart), so the table can redraw what it
	// shows; it must not change scenes.
	ShowGameMenu(p Play, r Reader, changed func(restarted bool))
	// ShowCurtain covers the screen until the player called name taps it;
	// then the curtain closes and then runs (then must not change scenes
	// itself: it runs while the curtain is leaving). seat picks the crest
	// shown (-1: none), side the edge the text faces, and since is what
	// happened since that player's last turn, told as a story.
	ShowCurtain(name string, seat int, side Side, since []string, then func())
	// ShowGrace holds a person's move that cannot be taken back for
	// seconds over the table, counting down along the edge of side, with
	// Cancel and Play now, where the table lists no control; commit plays
	// it when the time is up or on Play now, and nothing happens on
	// Cancel. The table goes on beneath: a tap on its controls is its
	// own. commit must not change scenes.
	ShowGrace(seconds float64, side Side, commit func())
	// Held reports a move held by ShowGrace, not yet played nor dropped;
	// DropHeld drops it: it is not played.
	Held() bool
	DropHeld()
	// ShowResults puts the results of the finished game in the table's
	// place.
	ShowResults(p Play)
	// ShowRules opens the rules page of g.
	ShowRules(g rules.Game)
	// ShowSetup puts the setup of a new game of g in the table's place
	// (the end of a tutorial leads to a real game).
	ShowSetup(g rules.Game)
	// ShowGameLog opens the game log page of src for r: what r.Viewer may
	// read, facing r.Side.
	ShowGameLog(src Source, r Reader)
	// NotifyEveryone is Notify (ui.Host) for everyone at the table (a save
	// that failed): on a screen lying flat it shows along every edge where
	// a person sits, as the table says (Facing).
	NotifyEveryone(msg string)
	// Learning reports that the hints of gameID are to show: they are on
	// and nobody has finished a game of it on this device yet.
	Learning(gameID string) bool
}

// Facing is what a table on top of the app tells it on a screen lying
// flat (table mode), so that a notice faces whom it is for: the edges,
// by Side, where every person sits (everyone), or where the person the
// screen is for now sits. None: the bottom edge.
type Facing interface {
	NoticeSides(everyone bool) [4]bool
}

// Reader is who a page opened over a table (the game log) is for: Viewer
// is whose eyes it reads with (rules.NoPlayer: what everyone may read),
// Side the edge of the screen it faces. The two differ on a screen lying
// flat, where a page faces the person who opened it but anyone round the
// table may read it.
type Reader struct {
	Viewer rules.Player
	Side   Side
}

// PublicReader is a page that anyone may read, facing the bottom edge.
var PublicReader = Reader{Viewer: rules.NoPlayer, Side: SideBottom}

// Game is everything the app knows of a game beyond its rules and bots,
// registered once, from the game's table package (Register): its table
// and its replay, its results panel, its rules page and the pictures on
// it, its icon, the sound of each kind of event, and how the app words
// the game around it. Adding a game touches its own folders and
// cmd/kamon/games.go, nothing shared.
type Game struct {
	ID    string // the game's id in kamon/rules
	Table Factory
	// Replay is the game's own table shown read-only by the replay
	// viewer; nil: the generic table shows the replay.
	Replay ReplayFactory
	// Results builds the game's own panel of the results screen; nil:
	// none.
	Results ResultsFactory
	// Icon names the menu tile's icon (a sprites icon); "": dice.
	Icon string
	// Sounds gives the sound of every kind of event the rules emit, a
	// silence (sound.None) named as such: a kind left out is a mistake
	// the tests catch. Only the kind is read, never the event, so what is
	// heard stays what everyone may know.
	Sounds []sound.OfKind
	// Rules is the catalog key of the rules page: in each language the
	// whole page (paragraphs separated by blank lines), our house rules
	// and decisions in our own words. "" for none.
	Rules string
	// Pictures are drawn on the rules page, each after the paragraph it
	// shows.
	Pictures []RulesPicture
	// LogLine words the game's log, for the table's log panel and the
	// game log page alike; nil: the rules' own text (Event.TextFor), as
	// the generic table shows it.
	LogLine LogLine
	// MoveText words a move for the results, from its record (its events)
	// and the seats' names, in the current language; "" when it has
	// nothing to say. nil: the move's notation, or its catalog label
	// (ActionLabel).
	MoveText func(rec game.Record, names []string) string
	// Decision names the kind of decision view waits for ("draft",
	// "turn"), legal being its actions, "" for none: with the first-game
	// hints on, the table shows the catalog's "hint.<ID>.<kind>", where
	// there is one, the first time each kind comes in a game. nil: no
	// hints.
	Decision func(view rules.State, legal []rules.Action) string
	// Tutorial is the game's tutorial (Lesson plays it); nil: none.
	Tutorial *Tutorial
}

var (
	gamesMu sync.RWMutex
	games   = map[string]Game{}
)

// Register adds a game to the app: a game's table package (or, for the
// test game, the build) calls it from init. Registering a game twice, or
// without a table, is a programming error and panics.
func Register(g Game) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	if _, dup := games[g.ID]; dup || g.Table == nil {
		panic("table: Register twice or without a table for " + g.ID)
	}
	games[g.ID] = g
}

// registered is what gameID registered, the zero Game if nothing.
func registered(gameID string) Game {
	gamesMu.RLock()
	defer gamesMu.RUnlock()
	return games[gameID]
}

// Lookup finds the table scene factory of a game.
func Lookup(gameID string) (Factory, bool) {
	f := registered(gameID).Table
	return f, f != nil
}

// LookupReplay finds the read-only table of a game.
func LookupReplay(gameID string) (ReplayFactory, bool) {
	f := registered(gameID).Replay
	return f, f != nil
}

// ResultsPanelOf is m's game's results panel for m, nil when the game has
// none or m is not over.
func ResultsPanelOf(m *game.Match) ResultsPanel {
	f := registered(m.Game.ID).Results
	if f == nil || !m.Outcome().Over {
		return nil
	}
	return f(m)
}

// RulesPictures are the pictures of a game's rules page, in order.
func RulesPictures(gameID string) []RulesPicture { return registered(gameID).Pictures }

// Icon is the icon of a game's menu tile, "" for none.
func Icon(gameID string) string { return registered(gameID).Icon }

// Sounds are the sounds of gameID's kinds of events, as registered.
func Sounds(gameID string) []sound.OfKind { return registered(gameID).Sounds }

// SoundOf is the sound an event of kind makes in gameID, and false for a
// game or a kind its registration does not name.
func SoundOf(gameID, kind string) (sound.Sound, bool) {
	return sound.For(registered(gameID).Sounds, kind)
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
// reads another seat's private event as rules.Event.For gives it to
// viewer (the game layer's logs give it so already), and words it from
// its masked payload, never from the rules' English text.
type LogLine func(e rules.Event, names []string, viewer rules.Player) string

// LogLineOf is the wording of gameID's log lines.
func LogLineOf(gameID string) LogLine {
	if f := registered(gameID).LogLine; f != nil {
		return f
	}
	return rulesLogLine
}

// OwnMoveText is the game's own wording of a move, nil when it has none.
func OwnMoveText(gameID string) func(rec game.Record, names []string) string {
	return registered(gameID).MoveText
}

// OwnLogLine is the game's own wording of its log, nil when it has none
// (its log is then the rules' text).
func OwnLogLine(gameID string) LogLine { return registered(gameID).LogLine }

// rulesLogLine is the rules' own log line as viewer may read it.
func rulesLogLine(e rules.Event, _ []string, viewer rules.Player) string { return e.TextFor(viewer) }

// SeatNames are the names of m's seats, in seat order.
func SeatNames(m *game.Match) []string { return Names(m.Seats) }

// Names are the names of seats, in order.
func Names(seats []game.Seat) []string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = s.Name
	}
	return names
}

// MatchLog appends to dst the lines of m's log that viewer may read,
// oldest first, told as a story (Story): those of the newest last events,
// or of all of them when last <= 0.
func MatchLog(dst []string, m *game.Match, names []string, viewer rules.Player, last int) []string {
	return SourceLog(dst, Live(m), names, viewer, last)
}

// SourceLog is MatchLog for what a table draws from, a live match or a
// replay.
func SourceLog(dst []string, src Source, names []string, viewer rules.Player, last int) []string {
	log := src.Log()
	if last > 0 {
		log = log[max(0, len(log)-last):]
	}
	return Story(dst, src.Rules().ID, log, names, viewer)
}

// HintKey is the catalog key of the first-game hint for the decision
// view waits for in gameID (legal its actions), "" when the game names
// none or has no hint for it in lang.
func HintKey(gameID string, view rules.State, legal []rules.Action, lang string) string {
	kind := registered(gameID).Decision
	if kind == nil {
		return ""
	}
	k := kind(view, legal)
	if k == "" {
		return ""
	}
	key := "hint." + gameID + "." + k
	if !i18n.Has(lang, key) {
		return ""
	}
	return key
}

// RulesHelp is the rules page of a game in lang, and whether there is one.
func RulesHelp(gameID, lang string) (string, bool) {
	key := registered(gameID).Rules
	if key == "" {
		return "", false
	}
	return i18n.TIn(lang, key), true
}

// MoveText is a move in words: the game's own, else its action label.
func MoveText(m *game.Match, rec game.Record) string {
	if s := MoveTextOf(m.Game.ID, rec, SeatNames(m)); s != "" {
		return s
	}
	return ActionLabel(m.Game.ID, rec.Action)
}

// MoveTextOf is a move in the game's own words, "" when it has none: its
// MoveText, else the first line its log gives the move (as the public
// reads it).
func MoveTextOf(gameID string, rec game.Record, names []string) string {
	g := registered(gameID)
	if g.MoveText != nil {
		return g.MoveText(rec, names)
	}
	if g.LogLine != nil {
		for _, e := range rec.Events {
			if s := g.LogLine(e, names, rules.NoPlayer); s != "" {
				return s
			}
		}
	}
	return ""
}
