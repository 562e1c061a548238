package game_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
)

// liveMatch is a match the property test holds open, as a table would.
type liveMatch struct {
	m    *game.Match
	name string // for the failure message: which match, from which step
}

// TestSavesOfManyMatchesStayTheirOwn plays several matches on one store at
// once, as a person moving between tables does: at random, a new match,
// an action, a finish, an undo (which may bring a finished match back into
// play), a redo, a restart, a resume from the store and a deletion. After
// every step, each open unfinished match's save loads to that very match,
// no two share a slot, and the menu's list is exactly those saves: no
// step may write over another match's game or lose one.
func TestSavesOfManyMatchesStayTheirOwn(t *testing.T) {
	// The folder, written to disk with a sync per save, takes fewer runs.
	stores := []struct {
		name  string
		runs  uint64
		store func() storage.Store
	}{
		{"memory", 60, func() storage.Store { return storage.NewMemory() }},
		{"folder", 4, func() storage.Store { return storage.NewDir(t.TempDir()) }},
	}
	for _, s := range stores {
		for seed := uint64(1); seed <= s.runs; seed++ {
			t.Run(fmt.Sprintf("%s/%d", s.name, seed), func(t *testing.T) {
				manySaves(t, s.store(), seed, 120)
			})
		}
	}
}

func manySaves(t *testing.T, st storage.Store, seed uint64, steps int) {
	rng := rules.NewRNG(seed)
	var open []*liveMatch
	var log []string
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s\nsteps:\n%s", fmt.Sprintf(format, args...), strings.Join(log, "\n"))
	}
	pick := func(ok func(*liveMatch) bool) *liveMatch {
		var from []*liveMatch
		for _, l := range open {
			if ok(l) {
				from = append(from, l)
			}
		}
		if len(from) == 0 {
			return nil
		}
		return from[rng.IntN(len(from))]
	}
	anyMatch := func(*liveMatch) bool { return true }
	playing := func(l *liveMatch) bool { return !l.m.Outcome().Over }
	for i := range steps {
		var did string
		switch op := rng.IntN(10); {
		case op == 0 || len(open) == 0:
			m, err := game.New(perfectID, rules.Config{Players: 2, Seed: rng.Uint64()}, []game.Seat{{Name: "Ann"}, {Name: "Bo"}})
			if err != nil {
				t.Fatal(err)
			}
			m.SetStore(st)
			if err := m.Save(); err != nil {
				fail("step %d: the first save of a new match: %v", i, err)
			}
			l := &liveMatch{m: m, name: fmt.Sprintf("match %d", len(log))}
			open = append(open, l)
			did = "new " + l.name + " in " + m.SaveKey()
		case op <= 3:
			if l := pick(playing); l != nil {
				legal := l.m.State().Legal(nil)
				if _, err := l.m.Apply(legal[rng.IntN(len(legal))]); err != nil {
					fail("step %d: %s: %v", i, l.name, err)
				}
				did = "play in " + l.name
			}
		case op == 4:
			if l := pick(playing); l != nil {
				for !l.m.Outcome().Over {
					legal := l.m.State().Legal(nil)
					if _, err := l.m.Apply(legal[rng.IntN(len(legal))]); err != nil {
						fail("step %d: %s: %v", i, l.name, err)
					}
				}
				did = "finish " + l.name
			}
		case op == 5:
			if l := pick(func(l *liveMatch) bool { return l.m.CanUndo() }); l != nil {
				was := l.m.Outcome().Over
				if err := l.m.Undo(); err != nil {
					fail("step %d: undo in %s: %v", i, l.name, err)
				}
				did = fmt.Sprintf("undo in %s (was over: %v) into %q", l.name, was, l.m.SaveKey())
			}
		case op == 6:
			if l := pick(func(l *liveMatch) bool { return l.m.CanRedo() }); l != nil {
				if err := l.m.Redo(); err != nil {
					fail("step %d: redo in %s: %v", i, l.name, err)
				}
				did = "redo in " + l.name
			}
		case op == 7:
			if l := pick(anyMatch); l != nil {
				if err := l.m.Restart(rng.Uint64()); err != nil {
					fail("step %d: restart %s: %v", i, l.name, err)
				}
				if err := l.m.Save(); err != nil { // the table saves a restarted game at once
					fail("step %d: save of restarted %s: %v", i, l.name, err)
				}
				did = "restart " + l.name + " in " + l.m.SaveKey()
			}
		case op == 8:
			if l := pick(func(l *liveMatch) bool { return l.m.SaveKey() != "" }); l != nil {
				m, err := game.ResumeSave(st, l.m.SaveKey())
				if err != nil {
					fail("step %d: resume %s from %s: %v", i, l.name, l.m.SaveKey(), err)
				}
				l.m = m
				did = "resume " + l.name + " from " + m.SaveKey()
			}
		default:
			if l := pick(func(l *liveMatch) bool { return l.m.SaveKey() != "" }); l != nil {
				if err := game.DeleteSave(st, l.m.SaveKey()); err != nil {
					fail("step %d: delete %s: %v", i, l.name, err)
				}
				open = slices.DeleteFunc(open, func(o *liveMatch) bool { return o == l })
				did = "delete " + l.name
			}
		}
		if did != "" {
			log = append(log, did)
		}
		checkSavesAreTheirOwn(t, st, open, fail)
	}
}

// checkSavesAreTheirOwn fails unless each open unfinished match's save
// loads to that match, in a slot of its own, and Saves lists those alone.
func checkSavesAreTheirOwn(t *testing.T, st storage.Store, open []*liveMatch, fail func(string, ...any)) {
	t.Helper()
	want := map[string]*liveMatch{}
	for _, l := range open {
		if l.m.Outcome().Over {
			if k := l.m.SaveKey(); k != "" {
				fail("finished %s still holds the slot %s", l.name, k)
			}
			continue
		}
		key := l.m.SaveKey()
		if key == "" {
			fail("unfinished %s has no slot", l.name)
		}
		if other := want[key]; other != nil {
			fail("%s and %s share the slot %s", other.name, l.name, key)
		}
		want[key] = l
		data, err := st.Load(key)
		if err != nil {
			fail("the save of %s (%s) cannot be read: %v", l.name, key, err)
		}
		saved, err := game.Load(data)
		if err != nil {
			fail("the save of %s (%s) does not load: %v", l.name, key, err)
		}
		if got, exp := actionsOf(saved), actionsOf(l.m); !slices.Equal(got, exp) || saved.Config().Seed != l.m.Config().Seed {
			fail("the save in %s is not %s's game: saved %v (seed %d), the match has %v (seed %d)",
				key, l.name, got, saved.Config().Seed, exp, l.m.Config().Seed)
		}
	}
	infos, aside, err := game.Saves(st)
	if err != nil || len(aside) > 0 {
		fail("the menu's list: %v, set aside %v", err, aside)
	}
	if len(infos) != len(want) {
		keys := make([]string, len(infos))
		for i, info := range infos {
			keys[i] = info.Key
		}
		fail("the menu lists %d saves %v, the open unfinished matches are %d", len(infos), keys, len(want))
	}
	for _, info := range infos {
		if want[info.Key] == nil {
			fail("the menu lists %s, which no open match holds", info.Key)
		}
	}
}

func actionsOf(m *game.Match) []string {
	var out []string
	for _, r := range m.History() {
		out = append(out, r.Action)
	}
	return out
}
