package game_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/rulestest"
)

// clockFrom is a clock that starts at t0 and moves a minute per reading.
func clockFrom(t0 time.Time) func() time.Time {
	return func() time.Time {
		t0 = t0.Add(time.Minute)
		return t0
	}
}

var t0 = time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)

// Each match claims a slot of its own: two games of one game and one of
// another keep three saves, and Saves lists them with what the menu shows,
// the most recently saved first, without replaying them.
func TestEachGameKeepsItsOwnSave(t *testing.T) {
	st := storage.NewMemory()
	clock := clockFrom(t0)
	start := func(id string, seats []game.Seat, actions ...string) *game.Match {
		m := newMatch(t, id, seats)
		m.SetStore(st)
		m.SetClock(clock)
		play(t, m, actions...)
		return m
	}
	a := start(perfectID, []game.Seat{{Name: "Ann"}, {Name: "Bob", Bot: "easy"}}, "step", "end")
	b := start(hiddenID, []game.Seat{{Name: "Cleo"}, {Name: "Dan"}, {Bot: "random"}}, "step")
	c := start(perfectID, []game.Seat{{Name: "Eve"}, {Name: "Fay"}}, "step", "step", "end", "step")
	play(t, a, "step") // a is now the most recently saved

	if a.SaveKey() != "save-test-perfect-1" || b.SaveKey() != "save-test-hidden-1" || c.SaveKey() != "save-test-perfect-2" {
		t.Fatalf("slots %q %q %q", a.SaveKey(), b.SaveKey(), c.SaveKey())
	}
	for _, m := range []*game.Match{a, b, c} {
		checkSaved(t, st, m.SaveKey(), m)
	}
	infos, aside, err := game.Saves(st)
	if err != nil || len(aside) != 0 {
		t.Fatalf("Saves: %v, set aside %v", err, aside)
	}
	var got []string
	for _, i := range infos {
		var seats []string
		for _, s := range i.Seats {
			seats = append(seats, s.Name+"/"+s.Bot)
		}
		got = append(got, fmt.Sprintf("%s %s %v to move %s, %d actions, %s", i.Key, i.Game.ID, seats, i.Mover(), i.Actions, i.SavedAt.Format("15:04")))
	}
	want := []string{
		"save-test-perfect-1 test-perfect [Ann/ Bob/easy] to move Bob, 3 actions, 20:08",
		"save-test-perfect-2 test-perfect [Eve/ Fay/] to move Fay, 4 actions, 20:07",
		"save-test-hidden-1 test-hidden [Cleo/ Dan/ Player 3/random] to move Cleo, 1 actions, 20:03",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Saves lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !game.HasUnfinished(st, perfectID) || !game.HasUnfinished(st, hiddenID) || game.HasUnfinished(st, "tally") {
		t.Fatal("HasUnfinished does not follow the saves")
	}

	r, err := game.ResumeSave(st, "save-test-perfect-2")
	if err != nil {
		t.Fatal(err)
	}
	play(t, r, "step")
	checkSaved(t, st, "save-test-perfect-2", r)
	checkSaved(t, st, "save-test-perfect-1", a)

	if err := game.DeleteSave(st, "save-test-hidden-1"); err != nil {
		t.Fatal(err)
	}
	if game.HasUnfinished(st, hiddenID) {
		t.Fatal("a deleted save is still there")
	}
	for _, key := range []string{"settings", game.LastFinishedKey, "save-test-hidden-1.refused-20260301-1", "save-x"} {
		if err := game.DeleteSave(st, key); err == nil {
			t.Errorf("DeleteSave(%q) accepted", key)
		}
		if _, err := game.ResumeSave(st, key); err == nil {
			t.Errorf("ResumeSave(%q) accepted", key)
		}
	}
	if _, err := game.ResumeSave(st, "save-test-hidden-1"); !errors.Is(err, game.ErrNoSave) {
		t.Fatalf("ResumeSave of a deleted save: %v", err)
	}
}

// A finished game leaves its slot for the last finished game; an undo
// after the end puts it back in play, in its old slot if still free.
func TestFinishedGameFreesItsSlot(t *testing.T) {
	st := storage.NewMemory()
	m := newMatch(t, perfectID, humans(2))
	m.SetStore(st)
	play(t, m, "step", "step", "step", "end", "step", "step")
	key := m.SaveKey()
	play(t, m, "step")
	if !m.Outcome().Over || m.SaveKey() != "" || game.HasUnfinished(st, perfectID) {
		t.Fatalf("finished: over %v, slot %q", m.Outcome().Over, m.SaveKey())
	}
	if _, err := st.Load(key); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("the finished game's slot %s stays: %v", key, err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.SaveKey() != key || !game.HasUnfinished(st, perfectID) {
		t.Fatalf("after an undo the game saves under %q, want %q", m.SaveKey(), key)
	}
	checkSaved(t, st, key, m)
}

// The one save of earlier versions moves to a slot on the first listing,
// and so does a save of a finished game to the last finished game.
func TestTheOldAutosaveIsMoved(t *testing.T) {
	st := storage.NewMemory()
	m := newMatch(t, hiddenID, []game.Seat{{Name: "Ann"}, {Name: "Bob"}})
	play(t, m, "step", "end")
	old := rulestest.Marshal(t, m)
	if err := st.Save(game.AutosaveKey, old); err != nil {
		t.Fatal(err)
	}
	infos, aside, err := game.Saves(st)
	if err != nil || len(aside) != 0 || len(infos) != 1 {
		t.Fatalf("Saves: %+v, %v, %v", infos, aside, err)
	}
	if i := infos[0]; i.Key != "save-test-hidden-1" || !i.SavedAt.IsZero() || i.Mover() != "Bob" || i.Actions != 2 {
		t.Fatalf("the old autosave is listed as %+v", i)
	}
	if got, _ := st.Load("save-test-hidden-1"); !bytes.Equal(got, old) {
		t.Fatal("the old autosave was not moved as it was")
	}
	if keys, _ := st.Keys(""); !slices.Equal(keys, []string{"save-test-hidden-1"}) {
		t.Fatalf("the store holds %v", keys)
	}
	r, err := game.ResumeSave(st, infos[0].Key)
	if err != nil || r.SaveKey() != "save-test-hidden-1" {
		t.Fatalf("ResumeSave: %v, slot %q", err, r.SaveKey())
	}

	// ResumeSave of the old autosave itself moves it too.
	st = storage.NewMemory()
	st.Save(game.AutosaveKey, old)
	if r, err = game.ResumeSave(st, game.AutosaveKey); err != nil || r.SaveKey() != "save-test-hidden-1" {
		t.Fatalf("ResumeSave: %v, slot %q", err, r.SaveKey())
	}
	if _, err := st.Load(game.AutosaveKey); !errors.Is(err, storage.ErrNotFound) {
		t.Fatal("ResumeSave left the old autosave")
	}

	// A finished one becomes the last finished game, where there is none.
	st = storage.NewMemory()
	play(t, m, "step", "step", "step", "step", "step")
	done := rulestest.Marshal(t, m)
	st.Save(game.AutosaveKey, done)
	if infos, aside, err := game.Saves(st); err != nil || len(infos) != 0 || len(aside) != 0 {
		t.Fatalf("a finished game listed: %+v %v (%v)", infos, aside, err)
	}
	if got, _ := st.Load(game.LastFinishedKey); !bytes.Equal(got, done) {
		t.Fatal("the finished old autosave is not the last finished game")
	}
	if keys, _ := st.Keys(""); !slices.Equal(keys, []string{game.LastFinishedKey}) {
		t.Fatalf("the store holds %v", keys)
	}
}

// badSave is one kind of save that cannot be loaded.
type badSave struct {
	name, want string
	data       []byte
}

func badSaves(t testing.TB) []badSave {
	valid := encode(t, save(t))
	newer := save(t)
	newer["format"] = 2
	return []badSave{
		{"newer format", "newer version of Kamon", encode(t, newer)},
		{"truncated", "truncated", valid[:len(valid)*2/3]},
		{"corrupt", "corrupt", bytes.Replace(valid, []byte(`"seats"`), []byte(`"seats"!`), 1)},
		{"not JSON", "corrupt", []byte("PK\x03\x04 not a save at all")},
		{"too big", "too big (4194305 bytes; at most 4194304)", append(valid[:len(valid):len(valid)], bytes.Repeat([]byte(" "), game.MaxSaveBytes+1-len(valid))...)},
		{"unknown game", `for game "chess"`, bytes.Replace(valid, []byte(`"test-hidden"`), []byte(`"chess"`), 1)},
		{"empty", "empty", nil},
	}
}

// Starting a new game over every kind of save: what cannot be loaded is set
// aside by the menu's listing and kept byte for byte where it says; a
// finished game blocks nothing; a valid unfinished game, of the same game
// or another, is never replaced, and HasUnfinished lets the menu ask first.
func TestNewGameOverEveryKindOfSave(t *testing.T) {
	finished := newMatch(t, hiddenID, humans(2))
	play(t, finished, "step", "step", "step", "step", "step", "step")
	doneData := rulestest.Marshal(t, finished)
	same := newMatch(t, hiddenID, []game.Seat{{Name: "Ann"}, {Name: "Bob"}})
	play(t, same, "step")
	sameData := rulestest.Marshal(t, same)
	other := newMatch(t, perfectID, []game.Seat{{Name: "Ann"}, {Name: "Bob"}})
	play(t, other, "step", "end")
	otherData := rulestest.Marshal(t, other)

	kinds := badSaves(t)
	kinds = append(kinds, badSave{"finished game", "", doneData},
		badSave{"unfinished game of the same game", "", sameData},
		badSave{"unfinished game of another game", "", otherData})
	for _, k := range kinds {
		for _, key := range []string{game.AutosaveKey, "save-test-hidden-1", "save-test-perfect-3"} {
			t.Run(k.name+" under "+key, func(t *testing.T) {
				d := t.TempDir()
				st := storage.NewDir(d)
				if err := os.WriteFile(filepath.Join(d, key), k.data, 0o644); err != nil {
					t.Fatal(err)
				}
				// The menu starts: it lists the saves.
				infos, aside, err := game.Saves(st)
				if err != nil {
					t.Fatal(err)
				}
				bad := k.want != ""
				switch {
				case bad && (len(aside) != 1 || len(infos) != 0):
					t.Fatalf("listed %+v, set aside %v", infos, aside)
				case bad:
					a := aside[0]
					if a.Key != key || a.Err != nil || !strings.Contains(a.Reason.Error(), k.want) || len(a.Reason.Error()) > 200 {
						t.Fatalf("set aside %+v (%v)", a, a.Reason)
					}
					if a.Where != filepath.Join(d, a.KeptAs) {
						t.Fatalf("kept at %q, want the full path of %s in %s", a.Where, a.KeptAs, d)
					}
					if got, err := os.ReadFile(a.Where); err != nil || !bytes.Equal(got, k.data) {
						t.Fatalf("%s does not hold the bad bytes (%v)", a.Where, err)
					}
					if _, aside, err := game.Saves(st); err != nil || len(aside) != 0 {
						t.Fatalf("reported a second time: %v (%v)", aside, err)
					}
				case len(aside) != 0:
					t.Fatalf("a valid save set aside: %v", aside)
				}
				unfinished := strings.HasPrefix(k.name, "unfinished")
				if len(infos) != map[bool]int{false: 0, true: 1}[unfinished] {
					t.Fatalf("listed %+v", infos)
				}
				// The menu asks before a new game of a game that has one.
				ask := game.HasUnfinished(st, hiddenID)
				if ask != (k.name == "unfinished game of the same game") {
					t.Fatalf("HasUnfinished = %v", ask)
				}
				before := files(t, d)
				// The person goes ahead (after the question, if asked).
				m := newMatch(t, hiddenID, humans(2))
				m.SetStore(st)
				play(t, m, "step")
				if m.SaveError() != nil {
					t.Fatal(m.SaveError())
				}
				after := files(t, d)
				for name, data := range before {
					if !bytes.Equal(after[name], data) {
						t.Fatalf("%s changed when the new game started", name)
					}
				}
				if _, there := before[m.SaveKey()]; there || len(after) != len(before)+1 {
					t.Fatalf("the new game saved under %q over %v", m.SaveKey(), before)
				}
				if k.name == "finished game" && !bytes.Equal(after[game.LastFinishedKey], k.data) {
					t.Fatal("the finished game is not kept for the replay")
				}
				if unfinished {
					if got := after[infos[0].Key]; !bytes.Equal(got, k.data) {
						t.Fatalf("the unfinished game under %s was not kept as it was", infos[0].Key)
					}
				}
			})
		}
	}
}

// files is every file in d, by name.
func files(t *testing.T, d string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(d)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(d, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

// A value the store says Kamon did not write (the browser's) is set aside
// like a bad save.
func TestForeignValuesAreSetAside(t *testing.T) {
	st := foreignStore{storage.NewMemory()}
	st.Save("save-test-hidden-2", []byte("written by another app"))
	_, aside, err := game.Saves(st)
	if err != nil || len(aside) != 1 || !strings.Contains(aside[0].Reason.Error(), "not written by Kamon") {
		t.Fatalf("Saves: %v, %v", aside, err)
	}
	if got, _ := st.Store.Load(aside[0].KeptAs); string(got) != "written by another app" {
		t.Fatalf("kept %q", got)
	}
}

// A value the store fails to read is set aside too, with the failure.
func TestUnreadableValuesAreSetAside(t *testing.T) {
	st := failingLoads{storage.NewMemory()}
	st.Save("save-test-hidden-2", []byte("{}"))
	_, aside, err := game.Saves(st)
	if err != nil || len(aside) != 1 || !errors.Is(aside[0].Reason, rules.ErrBadSave) ||
		!strings.Contains(aside[0].Reason.Error(), "the save cannot be read: the disk is gone") {
		t.Fatalf("Saves: %v, %v", aside, err)
	}
}

// foreignStore refuses every value as one Kamon did not write, as the
// browser's store does a value without its tag.
type foreignStore struct{ storage.Store }

func (s foreignStore) LoadMax(key string, max int64) ([]byte, error) {
	if _, err := s.Store.LoadMax(key, max); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("%w: %q", storage.ErrForeign, key)
}

// A store that cannot be written (a second browser tab) lists its saves
// but moves nothing: the old autosave is listed where it is, and a bad save
// is reported as not set aside, where it still is.
func TestSavesOfAReadOnlyStore(t *testing.T) {
	mem := storage.NewMemory()
	m := newMatch(t, hiddenID, humans(2))
	play(t, m, "step")
	data := rulestest.Marshal(t, m)
	mem.Save(game.AutosaveKey, data)
	mem.Save("save-test-hidden-4", []byte("{"))
	infos, aside, err := game.Saves(readOnly{mem})
	if err != nil || len(infos) != 1 || infos[0].Key != game.AutosaveKey {
		t.Fatalf("Saves: %+v, %v", infos, err)
	}
	if len(aside) != 1 || aside[0].KeptAs != "" || !errors.Is(aside[0].Err, storage.ErrOtherTab) {
		t.Fatalf("set aside %+v", aside)
	}
	if keys, _ := mem.Keys(""); !slices.Equal(keys, []string{game.AutosaveKey, "save-test-hidden-4"}) {
		t.Fatalf("a read-only store changed: %v", keys)
	}
}

type readOnly struct{ storage.Store }

func (readOnly) Save(string, []byte) error           { return storage.ErrOtherTab }
func (readOnly) Create(string, []byte) (bool, error) { return false, storage.ErrOtherTab }
func (readOnly) Delete(string) error                 { return storage.ErrOtherTab }
func (readOnly) SetAside(string) (string, error)     { return "", storage.ErrOtherTab }

// A save over any bound is refused with a short message that quotes at
// most 40 characters of what it holds, and set aside; one at the bound
// loads.
func TestSavesOverABoundAreRefusedShortly(t *testing.T) {
	long := func(n int) string { return strings.Repeat("é", n) }
	actions := func(n int) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = "peek"
		}
		return out
	}
	cases := []struct {
		name  string
		spoil func(j map[string]any)
		want  string
	}{
		{"name", func(j map[string]any) { seat(j, 0)["name"] = long(game.MaxNameLen + 1) }, "has 17 characters, more than 16"},
		{"256 KB name", func(j map[string]any) { seat(j, 1)["name"] = long(128 << 10) }, "more than 16"},
		{"bot level", func(j map[string]any) { seat(j, 1)["bot"] = strings.Repeat("x", 41) }, "no bot level is called"},
		{"unknown bot level", func(j map[string]any) { seat(j, 1)["bot"] = strings.Repeat("x", 40) }, "has no \"xxxx"},
		{"action text", func(j map[string]any) { j["actions"].([]any)[0] = strings.Repeat("s", game.MaxActionLen+1) }, "is 129 bytes long, more than 128"},
		{"1 MB action text", func(j map[string]any) { j["actions"].([]any)[0] = strings.Repeat("s", 1<<20) }, "more than 128"},
		{"redo text", func(j map[string]any) { j["redo"] = []any{strings.Repeat("s", game.MaxActionLen+1)} }, "redo action 1 of the save"},
		{"actions", func(j map[string]any) { j["actions"] = actions(game.MaxActions + 1) }, "10001 actions and 1 to redo"},
		{"actions and redo", func(j map[string]any) { j["redo"] = actions(game.MaxActions + 1 - 3) }, "3 actions and 9998 to redo"},
		{"seats", func(j map[string]any) { j["seats"] = make([]any, 17) }, "17 seats, more than 16"},
		{"variant", func(j map[string]any) { j["config"].(map[string]any)["variant"] = long(30) }, "variant"},
		{"option key", func(j map[string]any) { j["config"].(map[string]any)["options"] = map[string]any{long(30): "1"} }, "option"},
		{"option value", func(j map[string]any) { j["config"].(map[string]any)["options"] = map[string]any{"x": long(1000)} }, "option"},
		{"options", func(j map[string]any) {
			o := map[string]any{}
			for i := range 33 {
				o[fmt.Sprint(i)] = "1"
			}
			j["config"].(map[string]any)["options"] = o
		}, "33 options"},
		{"game id", func(j map[string]any) { j["game"] = long(1000) }, "game id"},
	}
	for _, c := range cases {
		j := save(t)
		c.spoil(j)
		data := encode(t, j)
		_, err := game.Load(data)
		if err == nil || !errors.Is(err, rules.ErrBadSave) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Load = %v, want %q", c.name, err, c.want)
			continue
		}
		if msg := err.Error(); len([]rune(msg)) > 200 {
			t.Errorf("%s: a message of %d characters: %.300s", c.name, len([]rune(msg)), msg)
		}
		st := storage.NewMemory()
		st.Save("save-test-hidden-1", data)
		_, aside, err := game.Saves(st)
		if err != nil || len(aside) != 1 || aside[0].KeptAs == "" {
			t.Errorf("%s: not set aside: %+v (%v)", c.name, aside, err)
			continue
		}
		if got, _ := st.Load(aside[0].KeptAs); !bytes.Equal(got, data) {
			t.Errorf("%s: not kept as it was", c.name)
		}
	}

	// At the bounds: a 16-letter name and 10,000 actions in all load.
	j := save(t)
	seat(j, 0)["name"] = long(game.MaxNameLen)
	j["redo"] = actions(game.MaxActions - 3)
	if _, err := game.Load(encode(t, j)); err != nil {
		t.Fatalf("a save at the bounds: %v", err)
	}
}

func seat(j map[string]any, i int) map[string]any { return j["seats"].([]any)[i].(map[string]any) }

// A match never writes a save it could not read back.
func TestSaveRefusesATooLongGame(t *testing.T) {
	st := storage.NewMemory()
	m := newMatch(t, hiddenID, humans(2))
	for range game.MaxActions - 1 {
		if _, err := m.ApplyText("peek"); err != nil {
			t.Fatal(err)
		}
	}
	m.SetStore(st)
	play(t, m, "peek")
	if m.SaveError() != nil {
		t.Fatalf("a game of %d actions: %v", game.MaxActions, m.SaveError())
	}
	play(t, m, "peek")
	if err := m.SaveError(); err == nil || !strings.Contains(err.Error(), "too long to save") {
		t.Fatalf("a game of %d actions: %v", game.MaxActions+1, err)
	}
	data, _ := st.Load(m.SaveKey())
	if r, err := game.Load(data); err != nil || len(r.History()) != game.MaxActions {
		t.Fatalf("the last save that fits: %v", err)
	}
}

// A 20 MB save is refused from its size: listing it, resuming it and
// loading it read it whole into memory no more than once.
func TestTwentyMegabyteSave(t *testing.T) {
	d := t.TempDir()
	st := storage.NewDir(d)
	big := bytes.Repeat([]byte("x"), 20<<20)
	if err := os.WriteFile(filepath.Join(d, "save-test-hidden-1"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	var aside []game.SetAside
	var err error
	if n := allocated(func() { _, aside, err = game.Saves(st) }); n > 1<<20 {
		t.Errorf("Saves of a 20 MB save allocated %d bytes", n)
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(aside) != 1 || !strings.Contains(aside[0].Reason.Error(), "too big (20971520 bytes; at most 4194304)") {
		t.Fatalf("set aside %+v", aside)
	}
	if fi, err := os.Stat(aside[0].Where); err != nil || fi.Size() != 20<<20 {
		t.Fatalf("kept at %s: %v", aside[0].Where, err)
	}
	if err := os.WriteFile(filepath.Join(d, "save-test-hidden-2"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	if n := allocated(func() { _, err = game.ResumeSave(st, "save-test-hidden-2") }); n > 1<<20 {
		t.Errorf("ResumeSave of a 20 MB save allocated %d bytes", n)
	}
	if !strings.Contains(fmt.Sprint(err), "too big") {
		t.Fatalf("ResumeSave: %v", err)
	}
	if n := allocated(func() { _, err = game.Load(big) }); n > 64<<10 || !strings.Contains(fmt.Sprint(err), "too big") {
		t.Errorf("Load of 20 MB: %v, %d bytes allocated", err, n)
	}
}

func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A new slot's number follows the highest in use of its game, counting
// values set aside from a slot, and nothing that only looks like a slot.
func TestSlotNumbers(t *testing.T) {
	st := storage.NewMemory()
	for _, k := range []string{"save-test-hidden-2", "save-test-hidden-7.refused-20260301-1", "save-test-hidden-03",
		"save-test-hidden-99999999", "save-test-hidden-x", "save-test-hidden-perfect-12", "save-test-perfect-9"} {
		st.Save(k, []byte("{"))
	}
	m := newMatch(t, hiddenID, humans(2))
	m.SetStore(st)
	play(t, m, "step")
	if m.SaveKey() != "save-test-hidden-8" {
		t.Fatalf("the new game saves under %q, want save-test-hidden-8", m.SaveKey())
	}
	_, aside, err := game.Saves(st)
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	for _, a := range aside {
		bad = append(bad, a.Key)
	}
	// Every key of a slot's form is read, of whatever game it names.
	if !slices.Equal(bad, []string{"save-test-hidden-2", "save-test-hidden-perfect-12", "save-test-perfect-9"}) {
		t.Fatalf("set aside %v: only slots are read", bad)
	}
}
