package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"kamon/game/storage"
	"kamon/rules"
)

// Storage keys of the match.
const (
	AutosaveKey     = "autosave"      // the match in progress, after every change
	LastFinishedKey = "last-finished" // the last match that reached its end
)

// saveFormat is the version of the save layout below; a save with a higher
// one is refused.
const saveFormat = 1

type saveJSON struct {
	Format      int             `json:"format"`
	Game        string          `json:"game"`
	GameVersion int             `json:"game_version"`
	Config      *rules.Config   `json:"config"`
	Seats       []Seat          `json:"seats"`
	Actions     *[]string       `json:"actions"`
	Redo        []string        `json:"redo"`
	Over        bool            `json:"over"` // lets HasResume skip finished games without replaying
	State       json.RawMessage `json:"state"`
}

// MarshalJSON writes the match: config, seats, actions in notation, the redo
// list and the state they lead to (checked on load).
func (m *Match) MarshalJSON() ([]byte, error) {
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
	return json.Marshal(saveJSON{Format: saveFormat, Game: m.Game.ID, GameVersion: m.Game.Version,
		Config: &cfg, Seats: m.Seats, Actions: &actions, Redo: redo, Over: m.Outcome().Over, State: state})
}

// SetStore sets where the match autosaves; nil turns autosave off.
func (m *Match) SetStore(s storage.Store) { m.store = s }

// Save writes the match under AutosaveKey now.
func (m *Match) Save() error {
	if m.store == nil {
		return errors.New("this match has no storage to save to")
	}
	data, err := m.MarshalJSON()
	if err != nil {
		return err
	}
	if err := m.store.Save(AutosaveKey, data); err != nil {
		return err
	}
	if m.Outcome().Over {
		return m.store.Save(LastFinishedKey, data)
	}
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
// errors.Is.
type LoadError struct {
	Msg  string
	Kind error
	Err  error // the underlying cause, if any
}

func (e *LoadError) Error() string {
	if e.Err != nil {
		return e.Msg + ": " + e.Err.Error()
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
// not fit: corrupt or truncated data, missing fields, a newer format or game
// version, a game this build lacks, actions that do not replay, or a replay
// that does not reach the recorded state.
func Load(data []byte) (*Match, error) {
	j, err := decodeSave(data)
	if err != nil {
		return nil, err
	}
	g, err := rules.Lookup(j.Game)
	if err != nil {
		return nil, refuse(ErrUnknownGame, nil, "this save is for game %q, which this build does not have", j.Game)
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
	start, err := g.New(*j.Config)
	if err != nil {
		return nil, refuse(rules.ErrBadSave, err, "the save's game cannot be set up")
	}
	m := newMatch(g, *j.Config, seats, start)
	for i, text := range *j.Actions {
		if err := m.playText(text); err != nil {
			return nil, refuse(rules.ErrBadSave, err, "action %d (%q) of the save does not replay", i+1, text)
		}
	}
	if err := sameState(g, m.state, j.State); err != nil {
		return nil, err
	}
	// The redo list must replay too; check it on a copy.
	probe := newMatch(g, *j.Config, seats, m.state.Clone())
	for i, text := range j.Redo {
		if err := probe.playText(text); err != nil {
			return nil, refuse(rules.ErrBadSave, err, "redo action %d (%q) of the save does not replay", i+1, text)
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

func decodeSave(data []byte) (*saveJSON, error) {
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
	return &j, nil
}

// sameState checks that the replayed state is the recorded one, comparing
// both as the game writes them.
func sameState(g rules.Game, replayed rules.State, recorded []byte) error {
	rec, err := g.Unmarshal(recorded)
	if err != nil {
		kind := rules.ErrBadSave
		if errors.Is(err, rules.ErrNewVersion) {
			kind = rules.ErrNewVersion
		}
		return refuse(kind, err, "the save's recorded state cannot be read")
	}
	a, err := rec.MarshalJSON()
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

// RefusedError is Resume's answer to a save it could not load: why, and
// under which key the refused save was kept.
type RefusedError struct {
	Err    error
	KeptAs string // "" if it could not be set aside (then SetAsideErr says why)

	SetAsideErr error
}

func (e *RefusedError) Error() string {
	if e.KeptAs != "" {
		return fmt.Sprintf("the saved game cannot be resumed: %v (it was kept as %q)", e.Err, e.KeptAs)
	}
	return fmt.Sprintf("the saved game cannot be resumed: %v (and it could not be set aside: %v)", e.Err, e.SetAsideErr)
}

func (e *RefusedError) Unwrap() error { return e.Err }

// Resume loads the match saved under AutosaveKey and keeps autosaving it to
// st. A save that cannot be loaded is moved aside (kept, never overwritten),
// and the error (a *RefusedError) says why and where; with no save the error
// is ErrNoSave.
func Resume(st storage.Store) (*Match, error) {
	var m *Match
	err := loadOrSetAside(st, AutosaveKey, func(data []byte) (err error) {
		m, err = Load(data)
		return err
	})
	if err != nil {
		return nil, err
	}
	m.SetStore(st)
	return m, nil
}

// LastFinished is the replay of the match kept under LastFinishedKey, with
// the same refusals as Resume: a bad one is set aside, none is ErrNoSave.
func LastFinished(st storage.Store) (*Replay, error) {
	var r *Replay
	err := loadOrSetAside(st, LastFinishedKey, func(data []byte) (err error) {
		r, err = NewReplay(data)
		return err
	})
	return r, err
}

// loadOrSetAside reads key and hands it to decode; what decode refuses is set
// aside so that it is neither offered again nor overwritten.
func loadOrSetAside(st storage.Store, key string, decode func([]byte) error) error {
	data, err := st.Load(key)
	if errors.Is(err, storage.ErrNotFound) {
		return ErrNoSave
	}
	if err != nil {
		return fmt.Errorf("reading the saved game: %w", err)
	}
	if err := decode(data); err != nil {
		kept, aerr := st.SetAside(key)
		return &RefusedError{Err: err, KeptAs: kept, SetAsideErr: aerr}
	}
	return nil
}

// HasResume reports whether there is an unfinished saved match to offer. A
// save that cannot even be parsed counts: Resume will then say what is wrong
// with it and set it aside.
func HasResume(st storage.Store) bool {
	data, err := st.Load(AutosaveKey)
	if err != nil {
		return false
	}
	var probe struct {
		Over bool `json:"over"`
	}
	return json.Unmarshal(data, &probe) != nil || !probe.Over
}
