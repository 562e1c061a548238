package scenestest

import (
	"strconv"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/scenes/settings"
)

// Fork is a table's match swapped, for a few taps, for a copy of it: the
// taps play on the copy, and Restore puts the real match back with
// nothing selected. A table's test builds it (the table's own fields).
type Fork struct {
	Copy    *game.Match
	Restore func()
}

// Reach is what a reachability check needs of one table: New and Open as
// in Table, and Fork, which swaps the match of the table on top for a
// copy (CopyMatch) until Restore.
type Reach[A App] struct {
	Table[A]
	Fork func(f *Flow[A]) Fork
	// Skip leaves widgets out of the taps (ids that leave the table are
	// always left out); a test hides a way with it.
	Skip func(id string) bool
}

// CopyMatch is a copy of m, played on apart from it: saved and loaded.
func CopyMatch(t *testing.T, m *game.Match) *game.Match {
	t.Helper()
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	c, err := game.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// ReachStats counts what CheckGames looked at.
type ReachStats struct {
	Decisions, Actions int
}

// leaveIDs are the widgets a reach never taps: they leave the table or
// take a move back, and make no action.
var leaveIDs = map[string]bool{"menu": true, "undo": true, "log": true, "moves": true, "results": true, "prompt": true}

// Unreachable is the legal actions of the decision on screen that no
// sequence of at most depth taps on the widgets the table lists makes.
// Each sequence is tapped from the table as it is, on a fork of its
// match; a tap that changes nothing the table lists (a refusal) is not
// followed further, nor one that leads to what an earlier sequence led
// to with as many taps left.
func (r Reach[A]) Unreachable(f *Flow[A], m *game.Match, depth int) []string {
	f.T.Helper()
	s := m.State()
	want := map[string]bool{}
	for _, a := range s.Legal(nil) {
		want[s.FormatAction(a)] = true
	}
	n := len(m.History())
	made := func(seq []string) (string, string) {
		fk := r.Fork(f)
		var got string
		f.Check = func() {
			if got == "" && len(fk.Copy.History()) > n {
				got = fk.Copy.History()[n].Action
				fk.Restore()
			}
		}
		script := "wait 1"
		for _, id := range seq {
			if got != "" {
				break
			}
			f.Run(script + "\ntap " + id)
			script = "wait 1"
		}
		sig := ""
		if got == "" {
			f.Run("wait 1")
			sig = r.signature(f)
		}
		f.Check = nil
		if got == "" {
			fk.Restore()
		}
		f.Run("wait 1")
		return got, sig
	}
	// seen is the most taps left to follow on from each state reached.
	seen := map[string]int{r.signature(f): depth}
	var walk func(seq []string)
	walk = func(seq []string) {
		if len(want) == 0 || len(seq) >= depth {
			return
		}
		var ids []string
		if len(seq) == 0 {
			ids = r.taps(f)
		} else {
			fk := r.Fork(f)
			for _, id := range seq {
				f.Run("wait 1\ntap " + id)
			}
			f.Run("wait 1")
			ids = r.taps(f)
			fk.Restore()
			f.Run("wait 1")
		}
		for _, id := range ids {
			next := append(seq[:len(seq):len(seq)], id)
			a, sig := made(next)
			if a != "" {
				delete(want, a)
				if len(want) == 0 {
					return
				}
				continue
			}
			if left, ok := seen[sig]; !ok || left < depth-len(next) {
				seen[sig] = depth - len(next)
				walk(next)
			}
		}
	}
	walk(nil)
	var out []string
	for a := range want {
		out = append(out, a)
	}
	return out
}

// taps is the widgets of the table on top a person may tap to decide.
func (r Reach[A]) taps(f *Flow[A]) []string {
	var ids []string
	for _, w := range f.A.Widgets() {
		if w.Enabled && w.Rect.W > 0 && w.Rect.H > 0 && !leaveIDs[w.ID] && !strings.HasPrefix(w.ID, "plate:") && (r.Skip == nil || !r.Skip(w.ID)) {
			ids = append(ids, w.ID)
		}
	}
	return ids
}

// signature is everything the app lists, as it lists it: two states of
// the table that list the same are one for a reach.
func (r Reach[A]) signature(f *Flow[A]) string {
	var b strings.Builder
	for _, w := range f.A.Widgets() {
		b.WriteString(w.ID + "=" + w.Label + "@" + strconv.FormatFloat(w.Rect.X, 'f', 0, 64) + "," + strconv.FormatFloat(w.Rect.Y, 'f', 0, 64) + ";")
	}
	return b.String()
}

// CheckGames plays m (people only) at random to its end or for plies
// actions, on its table, the animations off; at each decision, once the
// curtain is passed, it fails the test for each legal action no sequence
// of at most depth taps makes (Unreachable).
func (r Reach[A]) CheckGames(t *testing.T, m *game.Match, seed uint64, plies, depth int) ReachStats {
	t.Helper()
	f := r.Open(t, m)
	rng := rules.NewRNG(seed)
	var st ReachStats
	for i := 0; i < plies && !m.Outcome().Over; i++ {
		r.Ready(f, m)
		st.Decisions++
		st.Actions += len(m.State().Legal(nil))
		if miss := r.Unreachable(f, m, depth); len(miss) > 0 {
			var last []string
			for _, h := range m.History()[max(0, len(m.History())-3):] {
				last = append(last, h.Action)
			}
			t.Errorf("seed %d, after %q: no taps make %q", seed, last, miss)
		}
		RandomMove(t, m, &rng)
		r.Stale(f)
	}
	return st
}

// Open puts m's table up, the animations off.
func (r Reach[A]) Open(t *testing.T, m *game.Match) *Flow[A] {
	t.Helper()
	f := r.New(t)
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	r.Table.Open(f, m)
	return f
}

// Ready passes the curtain, if any, and fails the test unless the table
// then awaits the tap of the person to move.
func (r Reach[A]) Ready(f *Flow[A], m *game.Match) {
	f.T.Helper()
	f.Run("wait 2")
	for range 3 {
		if f.A.Top().Name() != "curtain" {
			break
		}
		f.Run("tap curtain\nwait 2")
	}
	if name := f.A.Top().Name(); name != "table" {
		f.T.Fatalf("after %d actions the scene is %q, not the table", len(m.History()), name)
	}
	if _, ok := f.A.Widget("prompt"); !ok {
		f.T.Fatalf("after %d actions the table awaits no tap", len(m.History()))
	}
}
