package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"kamon/game/storage"
	"kamon/rules"
)

// Storage keys of the saves (see saves.go for the slots of unfinished games).
const (
	LastFinishedKey = "last-finished" // the last match that reached its end
	// AutosaveKey is the one slot of earlier versions: Saves and ResumeSave move
	// what they find there to a slot of its own; nothing writes it any more.
	AutosaveKey = "autosave"
)

// saveFormat is the version of the save layout below; a save with a higher
// one is refused.
const saveFormat = 1

type saveJSON struct {
	Format      int             `json:"format"`
	Game        string          `json:"game"`
	GameVersion int             `json:"game_version"`
	SavedAt     *time.Time      `json:"saved_at,omitempty"` // when Save wrote it; older saves lack it
	Config      *rules.Config   `json:"config"`
	Seats       []Seat          `json:"seats"`
	Seating     []int           `json:"seating,omitempty"` // see Match.Seating
	Actions     *[]string       `json:"actions"`
	Redo        []string        `json:"redo"`
	Over        bool            `json:"over"`              // for earlier versions, which listed saves by it
	Counted     bool            `json:"counted,omitempty"` // in the statistics (see RecordResult)
	State       json.RawMessage `json:"state"`
}

// MarshalJSON writes the match: config, seats, actions in notation, the redo
// list and the state they lead to (checked on load).
func (m *Match) MarshalJSON() ([]byte, error) { return m.encode(nil) }

func (m *Match) encode(savedAt *time.Time) ([]byte, error) {
	state, err := m.state.MarshalJSON()
	if err != nil {
		return nil, err
	}
	actions := make([]string, len(m.history))
	for i, r := range m.history {
		actions[i] = r.Action
	}
	redo := make([]string, len(m.redo))
	for i, r := range m.redo {
		redo[i] = r.Action
	}
	cfg := m.Config()
	return json.Marshal(saveJSON{Format: saveFormat, Game: m.Game.ID, GameVersion: m.Game.Version, SavedAt: savedAt,
		Config: &cfg, Seats: m.Seats, Seating: m.seating, Actions: &actions, Redo: redo, Over: m.Outcome().Over, Counted: m.counted, State: state})
}

// SetStore sets where the match autosaves; nil turns autosave off. The
// match claims a slot of its own there at its first save (see SaveKey).
func (m *Match) SetStore(s storage.Store) {
	m.store, m.key, m.own = s, "", false
}

// SetClock sets where the match reads the time it records in its saves
// (time.Now unless set).
func (m *Match) SetClock(now func() time.Time) { m.now = now }

// SaveKey is the key the match saves under: a slot it claimed or was
// resumed from; "" before its first save, and once it is over (a finished
// match is kept as LastFinishedKey).
func (m *Match) SaveKey() string {
	if !m.own {
		return ""
	}
	return m.key
}

// Save writes the match now. An unfinished match goes to its own slot,
// claimed at its first save with Create, so it never replaces another
// save. A finished one is kept as LastFinishedKey for the replay, and its
// slot is removed: it is no longer a game to continue.
func (m *Match) Save() error {
	if m.store == nil {
		return errors.New("this match has no storage to save to")
	}
	if n := len(m.history) + len(m.redo); n > MaxActions {
		return fmt.Errorf("this game is too long to save: %d actions, more than %d", n, MaxActions)
	}
	now := time.Now
	if m.now != nil {
		now = m.now
	}
	at := now().UTC().Truncate(time.Millisecond)
	data, err := m.encode(&at)
	if err != nil {
		return err
	}
	if len(data) > MaxSaveBytes {
		return fmt.Errorf("this game is too big to save: %d bytes, more than %d", len(data), MaxSaveBytes)
	}
	if m.Outcome().Over {
		if err := m.store.Save(LastFinishedKey, data); err != nil {
			return err
		}
		if m.own {
			if err := m.store.Delete(m.key); err != nil {
				return err
			}
			m.own = false
		}
		return nil
	}
	if m.own {
		return m.store.Save(m.key, data)
	}
	// Back in play after it was over (an undo): its old slot if still free.
	key, err := claimSlot(m.store, m.Game.ID, m.key, data)
	if err != nil {
		return err
	}
	m.key, m.own = key, true
	return nil
}

// SaveError is the error of the last autosave, nil if it worked. A failed
// autosave does not undo the action; the screen should warn the players.
func (m *Match) SaveError() error { return m.saveErr }

//go:noinline
func (m *Match) autosave() {
	if m.store != nil {
		m.saveErr = m.Save()
	}
}

// LoadError explains why a save was refused or a game could not be found.
// Kind is rules.ErrBadSave, rules.ErrNewVersion or ErrUnknownGame, for
// errors.Is. Its message quotes nothing long from the save.
type LoadError struct {
	Msg  string
	Kind error
	Err  error // the underlying cause, if any
}

func (e *LoadError) Error() string {
	if e.Err != nil {
		return e.Msg + ": " + clip(e.Err.Error(), causeLen)
	}
	return e.Msg
}

func (e *LoadError) Unwrap() []error { return []error{e.Kind, e.Err} }

//go:noinline
func refuse(kind, cause error, format string, args ...any) error {
	return &LoadError{Msg: fmt.Sprintf(format, args...), Kind: kind, Err: cause}
}

// Load reads a match written by MarshalJSON. It replays the actions from the
// config and refuses the save, with a message that says why, if anything does
// not fit: too big, corrupt or truncated data, missing fields, fields out of
// bounds (see MaxSaveBytes), a newer format or game version, a game this
// build lacks, actions that do not replay, or a replay that does not reach
// the recorded state.
func Load(data []byte) (*Match, error) {
	p, err := parse(data)
	if err != nil {
		return nil, err
	}
	j, g := p.j, p.g
	start, err := g.New(*j.Config)
	if err != nil {
		return nil, refuse(rules.ErrBadSave, err, "the save's game cannot be set up")
	}
	m := newMatch(g, *j.Config, p.seats, start)
	m.seating, m.counted = j.Seating, j.Counted
	for i, text := range *j.Actions {
		if err := m.playText(text); err != nil {
			return nil, refuse(rules.ErrBadSave, err, "action %d (%s) of the save does not replay", i+1, quote(text))
		}
	}
	if err := sameState(p.state, m.state); err != nil {
		return nil, err
	}
	// The redo list must replay too; check it on a copy.
	probe := newMatch(g, *j.Config, p.seats, m.state.Clone())
	for i, text := range j.Redo {
		if err := probe.playText(text); err != nil {
			return nil, refuse(rules.ErrBadSave, err, "redo action %d (%s) of the save does not replay", i+1, quote(text))
		}
	}
	m.redo = probe.history
	return m, nil
}

func (m *Match) playText(text string) error {
	a, err := m.state.ParseAction(text)
	if err == nil {
		_, err = m.play(a)
	}
	return err
}

// parsed is a save read and checked as far as it can be without replaying
// its actions: its fields, its game, config and seats, and its recorded
// state, which says whose turn it is.
type parsed struct {
	j       *saveJSON
	g       rules.Game
	seats   []Seat
	state   rules.State // as recorded
	savedAt time.Time
}

func parse(data []byte) (*parsed, error) {
	j, err := decodeSave(data)
	if err != nil {
		return nil, err
	}
	g, err := rules.Lookup(j.Game)
	if err != nil {
		return nil, refuse(ErrUnknownGame, nil, "this save is for game %s, which this build does not have", quote(j.Game))
	}
	if j.GameVersion > g.Version {
		return nil, refuse(rules.ErrNewVersion, nil, "this save was made by a newer version of Kamon (%s format %d; this build reads up to %d)", g.Name, j.GameVersion, g.Version)
	}
	if err := g.CheckConfig(*j.Config); err != nil {
		return nil, refuse(rules.ErrBadSave, err, "the save has a config %s cannot use", g.Name)
	}
	seats, err := checkSeats(g, *j.Config, j.Seats)
	if err != nil {
		return nil, refuse(rules.ErrBadSave, err, "the save's seats do not fit")
	}
	if err := checkSeating(j.Seating, len(seats)); err != nil {
		return nil, refuse(rules.ErrBadSave, err, "the save's seats do not fit")
	}
	state, err := g.Unmarshal(j.State)
	if err != nil {
		kind := rules.ErrBadSave
		if errors.Is(err, rules.ErrNewVersion) {
			kind = rules.ErrNewVersion
		}
		return nil, refuse(kind, err, "the save's recorded state cannot be read")
	}
	over := state.Outcome().Over
	if to := state.ToMove(); !over && (to < 0 || int(to) >= len(seats)) {
		return nil, refuse(rules.ErrBadSave, nil, "the save's recorded state has no seat to move")
	}
	if j.Over && !over { // an older save may lack the field, never claim it
		return nil, refuse(rules.ErrBadSave, nil, "the save says the game is over, but its recorded state goes on")
	}
	for i, s := range j.Seats {
		if s.Name == "" {
			return nil, refuse(rules.ErrBadSave, nil, "the save's seat %d has no name", i+1)
		}
	}
	p := &parsed{j: j, g: g, seats: seats, state: state}
	if j.SavedAt != nil {
		// A save from the future would stay first in the list for ever.
		p.savedAt = *j.SavedAt
		if now := time.Now().UTC(); p.savedAt.After(now) {
			p.savedAt = now
		}
	}
	return p, nil
}

func decodeSave(data []byte) (*saveJSON, error) {
	if len(data) > MaxSaveBytes {
		return nil, refuse(rules.ErrBadSave, nil, "the save is too big (%d bytes; at most %d)", len(data), MaxSaveBytes)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, refuse(rules.ErrBadSave, nil, "the save is empty")
	}
	var j saveJSON
	if err := json.Unmarshal(data, &j); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) && syn.Offset >= int64(len(bytes.TrimRight(data, " \t\r\n"))) {
			return nil, refuse(rules.ErrBadSave, nil, "the save is truncated (it ends after %d bytes, in the middle of the data)", len(data))
		}
		return nil, refuse(rules.ErrBadSave, err, "the save is corrupt")
	}
	if j.Format == 0 {
		return nil, refuse(rules.ErrBadSave, nil, "the save has no \"format\" field: it is not a Kamon save")
	}
	if j.Format < 0 {
		return nil, refuse(rules.ErrBadSave, nil, "the save's format %d is not one Kamon writes", j.Format)
	}
	if j.Format > saveFormat {
		return nil, refuse(rules.ErrNewVersion, nil, "this save was made by a newer version of Kamon (save format %d; this build reads up to %d)", j.Format, saveFormat)
	}
	missing := ""
	switch {
	case j.Game == "":
		missing = "game"
	case j.GameVersion == 0:
		missing = "game_version"
	case j.Config == nil:
		missing = "config"
	case j.Seats == nil:
		missing = "seats"
	case j.Actions == nil:
		missing = "actions"
	case len(j.State) == 0 || string(j.State) == "null":
		missing = "state"
	}
	if missing != "" {
		return nil, refuse(rules.ErrBadSave, nil, "the save has no %q field", missing)
	}
	if j.GameVersion < 0 {
		return nil, refuse(rules.ErrBadSave, nil, "the save's game version %d is not one Kamon writes", j.GameVersion)
	}
	if err := checkBounds(&j); err != nil {
		return nil, err
	}
	return &j, nil
}

// sameState checks that the replayed state is the recorded one, comparing
// both as the game writes them.
func sameState(recorded, replayed rules.State) error {
	a, err := recorded.MarshalJSON()
	if err != nil {
		return refuse(rules.ErrBadSave, err, "the save's recorded state cannot be written back")
	}
	b, err := replayed.MarshalJSON()
	if err != nil {
		return err
	}
	if !bytes.Equal(a, b) {
		return refuse(rules.ErrBadSave, nil, "the save's actions do not lead to its recorded state (the file was changed, or the rules changed since)")
	}
	return nil
}
