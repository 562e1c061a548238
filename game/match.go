// Package game is the match around a rules state: the seats (human or bot),
// the history with undo and redo, the event log, autosave and resume, the
// replay of a finished game and the device's statistics. It is pure Go:
// scenes drive it, the CLI drives it headless, and it never imports ebiten.
//
// Which file or package to open: match.go is the match and its history,
// seating.go draws the seats, undo.go says what undo may take back and why
// not, think.go lets a bot seat decide in slices, story.go reads the log as
// one player may (what happened since their last turn), save.go writes and
// resumes saves and saves.go lists their slots, replay.go steps through a
// finished game, stats.go counts results, twin.go deals a second world of
// a match for the checks that screens keep secrets. game/bot holds the
// computer players, and game/storage keeps the saves (files on the
// desktop, localStorage in the browser).
package game

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"kamon/game/bot"
	"kamon/game/storage"
	"kamon/rules"
)

// Seat is one player at the table.
type Seat struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"` // "" = human; else a bot level: random|easy|normal|hard
}

// Human reports whether a person plays this seat.
func (s Seat) Human() bool { return s.Bot == "" }

// Record is one applied action.
type Record struct {
	Player rules.Player  `json:"player"`
	Action string        `json:"action"` // the game's notation, as printed where it was played
	Events []rules.Event `json:"-"`
	action rules.Action
}

// LogEntry is one line of the match's event log. Ply is the number (from 1)
// of the action that caused it, and Mover the player who took that action.
// Callers show Event.TextFor(viewer).
type LogEntry struct {
	Ply   int
	Mover rules.Player
	Event rules.Event
}

// Errors callers may want to tell apart.
var (
	ErrNoSave      = errors.New("there is no saved game")
	ErrCannotUndo  = errors.New("nothing can be undone now")
	ErrCannotRedo  = errors.New("nothing to redo")
	ErrUnknownGame = errors.New("unknown game")
)

// Match is one game being played. It belongs to one goroutine (the game
// loop, or the CLI): bots think inside Think, in slices, not in the background.
type Match struct {
	Game  rules.Game
	Seats []Seat

	cfg     rules.Config
	seating []int       // the order the seats were drawn in (see Seating); nil if kept
	start   rules.State // the position before any action; undo replays from it
	base    int         // actions before start (a Twin's): undo never goes back past them
	state   rules.State
	history []Record
	redo    []Record // undone records in play order: redo[0] comes back first
	counted bool     // RecordResult has counted the match in the statistics

	store   storage.Store
	key     string // the slot the match saves to (see SaveKey)
	own     bool   // whether key holds this match's save now
	now     func() time.Time
	saveErr error

	botLimits bot.Limits
	bots      []bot.Bot // one per seat, made when first needed
	gen       int       // bumped by every change of position
	thinking  bool      // a bot decision is under way, started at position thinkGen
	thinkGen  int
}

// LookupGame finds a registered game, with an error a save's loader can
// tell apart (ErrUnknownGame) for a game this build does not have.
func LookupGame(id string) (rules.Game, error) {
	g, err := rules.Lookup(id)
	if err != nil {
		return g, &LoadError{Msg: err.Error(), Kind: ErrUnknownGame}
	}
	return g, nil
}

// New starts a match. cfg.Players 0 means one player per seat. An empty seat
// name becomes "Player N".
func New(gameID string, cfg rules.Config, seats []Seat) (*Match, error) {
	g, err := LookupGame(gameID)
	if err != nil {
		return nil, err
	}
	if cfg.Players == 0 {
		cfg.Players = len(seats)
	}
	seats, err = checkSeats(g, cfg, seats)
	if err != nil {
		return nil, err
	}
	s, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	return newMatch(g, cfg, seats, s), nil
}

func newMatch(g rules.Game, cfg rules.Config, seats []Seat, start rules.State) *Match {
	return &Match{Game: g, Seats: seats, cfg: cfg, start: start.Clone(), state: start}
}

func checkSeats(g rules.Game, cfg rules.Config, seats []Seat) ([]Seat, error) {
	if len(seats) != cfg.Players {
		return nil, fmt.Errorf("%w: %d seats for %d players", rules.ErrBadConfig, len(seats), cfg.Players)
	}
	seats = slices.Clone(seats)
	levels := bot.Levels(g.ID)
	for i := range seats {
		if err := checkSeatBounds(i, seats[i]); err != nil {
			return nil, err
		}
		if seats[i].Name == "" {
			seats[i].Name = fmt.Sprintf("Player %d", i+1)
		}
		if b := seats[i].Bot; b != "" && !slices.Contains(levels, b) {
			return nil, fmt.Errorf("%w: seat %d: %s has no %s bot in this build (levels: %s)", rules.ErrBadConfig, i+1, g.Name, quote(b), strings.Join(levels, ", "))
		}
	}
	return seats, nil
}

// Config is the config the match started from (its seed included).
func (m *Match) Config() rules.Config {
	c := m.cfg
	c.Options = maps.Clone(c.Options)
	return c
}

// State is the true state, hidden information included: for rules-level code
// and tests only. Screens and bots use View.
func (m *Match) State() rules.State { return m.state }

// View is what player p may know; NoPlayer gives the public view.
func (m *Match) View(p rules.Player) rules.State { return m.state.View(p) }

// ToMove is the player who must decide now, NoPlayer once the game is over.
func (m *Match) ToMove() rules.Player { return m.state.ToMove() }

// Outcome is the result so far.
func (m *Match) Outcome() rules.Outcome { return m.state.Outcome() }

// Apply plays a for the player to move. An illegal action returns an error
// and changes nothing; a legal one is recorded, clears the redo list and is
// autosaved (see SaveError).
func (m *Match) Apply(a rules.Action) ([]rules.Event, error) {
	ev, err := m.play(a)
	if err != nil {
		return nil, err
	}
	m.redo = nil
	m.changed()
	return ev, nil
}

// ApplyText plays an action given in the game's notation.
func (m *Match) ApplyText(notation string) ([]rules.Event, error) {
	a, err := m.state.ParseAction(notation)
	if err != nil {
		return nil, err
	}
	return m.Apply(a)
}

// play applies and records a, nothing more.
func (m *Match) play(a rules.Action) ([]rules.Event, error) {
	p := m.state.ToMove()
	notation := m.state.FormatAction(a)
	ev, err := m.state.Apply(a)
	if err != nil {
		return nil, err
	}
	m.history = append(m.history, Record{Player: p, Action: notation, Events: ev, action: a})
	return ev, nil
}

// changed follows every change of position: bot decisions under way are
// stale, and the match is saved.
func (m *Match) changed() {
	m.gen++
	m.autosave()
}

// Generation changes with every change of position (an action, an undo,
// a redo, a restart): what a screen works out from the match holds while
// it stays the same.
func (m *Match) Generation() int { return m.gen }

// History is the list of applied actions, oldest first.
func (m *Match) History() []Record { return slices.Clone(m.history) }

// Log is every event of the match in order, as the rules gave it (see
// LogFor for what a player may read).
func (m *Match) Log() []LogEntry {
	return m.logFrom(0, func(e rules.Event) rules.Event { return e })
}

// logFrom is the log of the actions after the first from, each event as
// read gives it.
func (m *Match) logFrom(from int, read func(rules.Event) rules.Event) []LogEntry {
	var out []LogEntry
	for i, r := range m.history[from:] {
		for _, e := range r.Events {
			out = append(out, LogEntry{Ply: from + i + 1, Mover: r.Player, Event: read(e)})
		}
	}
	return out
}

func (m *Match) human(p rules.Player) bool {
	return p >= 0 && int(p) < len(m.Seats) && m.Seats[p].Human()
}

// undoTarget is the history length one Undo goes back to, or -1.
func (m *Match) undoTarget() int {
	t, _ := m.undoRule(m.history, m.state)
	return t
}

// CanUndo reports whether Undo would do something.
func (m *Match) CanUndo() bool { return m.undoTarget() >= 0 }

// Undo takes back the last action(s) the undo rules allow (see undoTarget).
func (m *Match) Undo() error {
	t := m.undoTarget()
	if t < 0 {
		return ErrCannotUndo
	}
	s, err := m.replayTo(t)
	if err != nil {
		return err
	}
	m.redo = append(slices.Clone(m.history[t:]), m.redo...)
	m.history = m.history[:t:t]
	m.state = s
	m.changed()
	return nil
}

// replayTo rebuilds the position after the first n recorded actions. The
// rules are deterministic, so this is exactly the position that was there.
func (m *Match) replayTo(n int) (rules.State, error) {
	if n < m.base {
		return nil, ErrCannotUndo
	}
	s := m.start.Clone()
	for i, r := range m.history[m.base:n] {
		if _, err := s.Apply(r.action); err != nil {
			return nil, fmt.Errorf("replaying action %d (%s): %w", m.base+i+1, r.Action, err)
		}
	}
	return s, nil
}

// CanRedo reports whether there is an undone action to play again.
func (m *Match) CanRedo() bool { return len(m.redo) > 0 }

// Redo plays again the first undone action, and the bots' undone replies
// that followed it, so that Redo after Undo comes back to the same position.
func (m *Match) Redo() error {
	if len(m.redo) == 0 {
		return ErrCannotRedo
	}
	defer m.changed()
	for first := true; len(m.redo) > 0 && (first || m.BotToMove()); first = false {
		r := m.redo[0]
		if _, err := m.play(r.action); err != nil {
			m.redo = nil
			return fmt.Errorf("redo %s: %w", r.Action, err)
		}
		m.redo = m.redo[1:]
	}
	return nil
}

// Restart begins the same game again, same seats and options, with a new
// seed, in the same slot; seats that were drawn are drawn again.
func (m *Match) Restart(seed uint64) error {
	n, err := m.Rematch(seed)
	if err != nil {
		return err
	}
	n.store, n.key, n.own, n.now, n.botLimits, n.gen = m.store, m.key, m.own, m.now, m.botLimits, m.gen
	*m = *n
	m.changed()
	return nil
}
