package game

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"kamon/game/storage"
	"kamon/rules"
)

// Every unfinished game has a slot of its own, the key "save-<game>-<n>",
// claimed with Create by its first save, so starting a game never replaces
// another. The menu lists them with Saves, continues one with ResumeSave and
// removes one with DeleteSave; before it starts a game of a game that has
// one, it may ask with HasUnfinished.

const (
	slotPrefix = "save-"
	maxSlot    = 999999 // numbers past it are not slots: counting on from one cannot overflow
)

// slotKey is the n-th slot of game id.
func slotKey(id string, n int) string { return slotPrefix + id + "-" + strconv.Itoa(n) }

// slotNumber is n if key is slot n of game id (or a value set aside from it,
// which keeps its number taken), else 0.
func slotNumber(key, id string) int {
	rest, ok := strings.CutPrefix(key, slotPrefix+id+"-")
	if !ok {
		return 0
	}
	rest, _, _ = strings.Cut(rest, ".")
	n, err := strconv.Atoi(rest)
	if err != nil || n < 1 || n > maxSlot || strconv.Itoa(n) != rest {
		return 0
	}
	return n
}

// isSlot reports whether key is an unfinished game's slot.
func isSlot(key string) bool {
	rest, ok := strings.CutPrefix(key, slotPrefix)
	i := strings.LastIndexByte(rest, '-')
	return ok && i > 0 && !strings.Contains(rest, ".") && slotNumber(key, rest[:i]) > 0
}

// claimSlot saves data under a new slot of game id and returns its key:
// prefer if it is free, else the number after the highest in use.
func claimSlot(st storage.Store, id, prefer string, data []byte) (string, error) {
	if prefer != "" {
		created, err := st.Create(prefer, data)
		if err != nil {
			return "", err
		}
		if created {
			return prefer, nil
		}
	}
	keys, err := st.Keys(slotPrefix + id + "-")
	if err != nil {
		return "", err
	}
	n := 0
	for _, k := range keys {
		n = max(n, slotNumber(k, id))
	}
	for tries := 0; tries < 100; tries++ {
		n++
		key := slotKey(id, n)
		created, err := st.Create(key, data)
		if err != nil {
			return "", err
		}
		if created {
			return key, nil
		}
	}
	return "", fmt.Errorf("no free slot to save this %s game", id)
}

// SaveInfo is what the menu shows of an unfinished saved game. Saves reads
// it from the save as written, without replaying the game.
type SaveInfo struct {
	Key     string // for ResumeSave and DeleteSave
	Game    rules.Game
	Seats   []Seat       // names, and human or bot level
	ToMove  rules.Player // whose turn it is: Seats[ToMove]
	Actions int          // actions played so far
	SavedAt time.Time    // when it was last saved; zero for saves of earlier versions
}

// Mover is the name of the seat whose turn it is.
func (i SaveInfo) Mover() string { return i.Seats[i.ToMove].Name }

// SetAside is a stored value that could not be loaded, moved out of the way
// so that it is neither offered again nor ever overwritten.
type SetAside struct {
	Key    string // where it was found
	KeptAs string // the key it now has; "" if it could not be moved (see Err)
	Where  string // where KeptAs lives: a file's full path, the browser's item (Key's if it could not be moved)
	Reason error  // why it cannot be loaded: a short *LoadError
	Err    error  // why it could not be moved, if it could not
}

func (s SetAside) String() string {
	if s.Err != nil {
		return fmt.Sprintf("%s cannot be loaded (%v) and could not be set aside (%v); it is still at %s", s.Key, s.Reason, s.Err, s.Where)
	}
	return fmt.Sprintf("%s cannot be loaded (%v); it was kept at %s", s.Key, s.Reason, s.Where)
}

func setAside(st storage.Store, key string, reason error) SetAside {
	kept, err := st.SetAside(key)
	s := SetAside{Key: key, KeptAs: kept, Reason: reason, Err: err}
	s.Where = storage.Where(st, cmp.Or(kept, key))
	return s
}

// found is a stored save as scan read it: what it says, or why it cannot be
// loaded.
type found struct {
	key    string
	data   []byte
	info   SaveInfo
	over   bool
	reason error
}

// scan reads every save the menu may offer: the last finished game, the
// slot of earlier versions, then the slots. It reads each once, at most
// MaxSaveBytes of it, and checks it as far as parse does.
func scan(st storage.Store) ([]found, error) {
	keys, err := st.Keys("")
	if err != nil {
		return nil, err
	}
	keys = slices.DeleteFunc(keys, func(k string) bool { return !isSlot(k) })
	for _, k := range []string{AutosaveKey, LastFinishedKey} {
		keys = slices.Insert(keys, 0, k)
	}
	var out []found
	for _, key := range keys {
		data, err := st.LoadMax(key, MaxSaveBytes)
		if errors.Is(err, storage.ErrNotFound) {
			continue
		}
		f := found{key: key, data: data}
		if err != nil {
			f.reason = readRefusal(err)
		} else if p, err := parse(data); err != nil {
			f.reason = err
		} else {
			f.over = p.state.Outcome().Over
			f.info = SaveInfo{Key: key, Game: p.g, Seats: p.seats, ToMove: p.state.ToMove(),
				Actions: len(*p.j.Actions), SavedAt: p.savedAt}
		}
		out = append(out, f)
	}
	return out, nil
}

// readRefusal is why a value that could not even be read is refused.
func readRefusal(err error) error {
	var size *storage.SizeError
	switch {
	case errors.As(err, &size):
		return refuse(rules.ErrBadSave, nil, "the save is too big (%d bytes; at most %d)", size.Size, size.Max)
	case errors.Is(err, storage.ErrForeign):
		return refuse(rules.ErrBadSave, nil, "the stored value was not written by Kamon")
	}
	return refuse(rules.ErrBadSave, err, "the save cannot be read")
}

// Saves lists the unfinished saved games, the most recently saved first,
// for the menu's Continue entries. Everything it finds that cannot be
// loaded is set aside at once and listed in the second result: each is
// reported by the call that sets it aside, and never again. It also moves
// the one save of earlier versions (AutosaveKey) to a slot of its own, and
// removes the slot of a game that was finished but not yet cleared (kept
// as LastFinishedKey). The error is a failure to list the store.
func Saves(st storage.Store) ([]SaveInfo, []SetAside, error) {
	all, err := scan(st)
	if err != nil {
		return nil, nil, err
	}
	var infos []SaveInfo
	var aside []SetAside
	for _, f := range all {
		switch {
		case f.reason != nil:
			aside = append(aside, setAside(st, f.key, f.reason))
		case f.key == LastFinishedKey:
		case f.over:
			clearFinished(st, f.key, f.data)
		default:
			if f.key == AutosaveKey {
				// Where it cannot move (a read-only tab), it is listed where it is.
				if key, err := claimSlot(st, f.info.Game.ID, "", f.data); err == nil {
					f.info.Key = key
					st.Delete(AutosaveKey)
				}
			}
			infos = append(infos, f.info)
		}
	}
	// sort.SliceStable rather than slices.SortStableFunc: its one
	// reflective copy serves every type, where the generic one would
	// add its own to the browser's bundle.
	sort.SliceStable(infos, func(i, j int) bool {
		a, b := infos[i], infos[j]
		return cmp.Or(b.SavedAt.Compare(a.SavedAt), cmp.Compare(a.Key, b.Key)) < 0
	})
	return infos, aside, nil
}

// clearFinished removes a finished game's slot once LastFinishedKey holds
// it, moving it there if that is free; a different finished game already
// there is not replaced, and this one stays where it is, unlisted.
func clearFinished(st storage.Store, key string, data []byte) {
	created, err := st.Create(LastFinishedKey, data)
	if err != nil {
		return
	}
	if !created {
		last, err := st.LoadMax(LastFinishedKey, MaxSaveBytes)
		if err != nil || !bytes.Equal(last, data) {
			return
		}
	}
	st.Delete(key)
}

// HasUnfinished reports whether an unfinished game of gameID is saved, so
// that the menu can ask before it starts another. It writes nothing, and
// leaves saves that cannot be loaded to Saves.
func HasUnfinished(st storage.Store, gameID string) bool {
	all, _ := scan(st)
	for _, f := range all {
		if f.reason == nil && !f.over && f.key != LastFinishedKey && f.info.Game.ID == gameID {
			return true
		}
	}
	return false
}

// ResumeSave loads the game saved under key (from Saves) and keeps
// autosaving it there. A save that cannot be loaded is set aside, and the
// error (a *RefusedError) says why and where it was kept; with nothing
// under key the error is ErrNoSave.
func ResumeSave(st storage.Store, key string) (*Match, error) {
	if !isSlot(key) && key != AutosaveKey {
		return nil, fmt.Errorf("%q is not a saved game's key", clip(key, quoteLen))
	}
	var m *Match
	err := loadOrSetAside(st, key, func(data []byte) (err error) {
		m, err = Load(data)
		return err
	})
	if err != nil {
		return nil, err
	}
	m.SetStore(st)
	if key != AutosaveKey {
		m.key, m.own = key, true
		return m, nil
	}
	// The save of earlier versions moves to a slot of its own, as Saves
	// moves it; where it cannot, the match claims one at its first save.
	if data, err := st.LoadMax(key, MaxSaveBytes); err == nil {
		if slot, err := claimSlot(st, m.Game.ID, "", data); err == nil {
			m.key, m.own = slot, true
			st.Delete(key)
		}
	}
	return m, nil
}

// DeleteSave removes an unfinished game's save (the menu asks first).
func DeleteSave(st storage.Store, key string) error {
	if !isSlot(key) && key != AutosaveKey {
		return fmt.Errorf("%q is not a saved game's key", clip(key, quoteLen))
	}
	return st.Delete(key)
}

// RefusedError is ResumeSave's answer to a save it could not load: why, and
// under which key, and where, the refused save was kept.
type RefusedError struct {
	Err    error
	KeptAs string // "" if it could not be set aside (then SetAsideErr says why)
	Where  string // where KeptAs lives: a file's full path, the browser's item

	SetAsideErr error
}

func (e *RefusedError) Error() string {
	if e.KeptAs != "" {
		return fmt.Sprintf("the saved game cannot be resumed: %v (it was kept at %s)", e.Err, e.Where)
	}
	return fmt.Sprintf("the saved game cannot be resumed: %v (and it could not be set aside: %v)", e.Err, e.SetAsideErr)
}

func (e *RefusedError) Unwrap() error { return e.Err }

// LastFinished is the replay of the match kept under LastFinishedKey, with
// the same refusals as ResumeSave: a bad one is set aside, none is ErrNoSave.
func LastFinished(st storage.Store) (*Replay, error) {
	var r *Replay
	err := loadOrSetAside(st, LastFinishedKey, func(data []byte) (err error) {
		r, err = NewReplay(data)
		return err
	})
	return r, err
}

// loadOrSetAside reads key and hands it to decode; what cannot be read or
// decoded is set aside so that it is neither offered again nor overwritten.
func loadOrSetAside(st storage.Store, key string, decode func([]byte) error) error {
	data, err := st.LoadMax(key, MaxSaveBytes)
	if errors.Is(err, storage.ErrNotFound) {
		return ErrNoSave
	}
	if err != nil {
		err = readRefusal(err)
	} else {
		err = decode(data)
	}
	if err != nil {
		s := setAside(st, key, err)
		return &RefusedError{Err: err, KeptAs: s.KeptAs, Where: s.Where, SetAsideErr: s.Err}
	}
	return nil
}
