package scenestest

import (
	"strconv"
	"strings"
	"testing"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/settings"
)

// Reach is what a reachability check needs of one table: New, Open and
// Stale as in Table. The table on top plays its taps on copies of its
// match (PlayOn, which table.Core gives every table).
type Reach[A App] struct {
	Table[A]
	// Selection, when set, says what the table on top has selected, where
	// no widget it lists says it: a state of the table is what it lists
	// and this.
	Selection func(f *Flow[A]) string
	// Every, when more than 1, checks one decision in Every of a game,
	// played on to its end: the same time spread over more of the game.
	Every int
	// Skip leaves widgets out of the taps: those that make no action
	// (turning the board), or a way a test hides. Those that leave the
	// table or take a move back are always left out.
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
	Only               int // decisions with one legal action
}

// leaveIDs are the widgets a reach never taps: they leave the table or
// take a move back, and make no action.
var leaveIDs = map[string]bool{"menu": true, "undo": true, "log": true, "moves": true, "results": true, "prompt": true, "status": true}

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
	var cp *game.Match // the copy taps play on, until an action lands on it
	fork := func() func() {
		if cp == nil {
			cp = CopyMatch(f.T, m)
		}
		tbl, ok := f.A.Top().(interface {
			PlayOn(m *game.Match) (restore func())
		})
		if !ok {
			f.T.Fatalf("scene %q is not a table that plays on a copy", f.A.Top().Name())
		}
		return tbl.PlayOn(cp)
	}
	// play taps seq from the table as it is (the first frame lets it list
	// its widgets), a frame apart as a person's taps are (a second tap on
	// one card may take what the first left), then lets it list them
	// again.
	play := func(seq []string) {
		f.Run("wait 1\ntap " + strings.Join(seq, "\nwait 1\ntap ") + "\nwait 1")
	}
	made := func(seq []string) (string, string) {
		restore := fork()
		var got string
		f.Check = func() {
			if got == "" && len(cp.History()) > n {
				got = cp.History()[n].Action
				restore()
			}
		}
		play(seq)
		f.Check = nil
		if got != "" {
			cp = nil
			return got, ""
		}
		sig := r.signature(f)
		restore()
		return "", sig
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
			f.Run("wait 1")
			ids = r.taps(f)
		} else {
			restore := fork()
			play(seq)
			ids = r.taps(f)
			restore()
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
	if r.Selection != nil {
		b.WriteString(r.Selection(f) + ";")
	}
	for _, w := range f.A.Widgets() {
		b.WriteString(w.ID + "=" + w.Label + "@" + strconv.FormatFloat(w.Rect.X, 'f', 0, 64) + "," + strconv.FormatFloat(w.Rect.Y, 'f', 0, 64) + ";")
	}
	return b.String()
}

// CheckGames plays m (people only) at random to its end or for plies
// actions, on its table, the animations off; at each decision (or one in
// Every), once the curtain is passed, it fails the test for each legal action no sequence
// of at most depth taps makes (Unreachable).
func (r Reach[A]) CheckGames(t *testing.T, m *game.Match, seed uint64, plies, depth int) ReachStats {
	t.Helper()
	f := r.Open(t, m)
	rng := rules.NewRNG(seed)
	var st ReachStats
	for i := 0; i < plies && !m.Outcome().Over; i++ {
		if r.Every > 1 && i%r.Every != 0 {
			RandomMove(t, m, &rng)
			r.Stale(f)
			continue
		}
		r.Ready(f, m)
		st.Decisions++
		legal := m.State().Legal(nil)
		st.Actions += len(legal)
		if len(legal) == 1 {
			st.Only++
			r.checkTold(f, m, seed)
		}
		if miss := r.Unreachable(f, m, depth); len(miss) > 0 {
			var last []string
			for _, h := range m.History()[max(0, len(m.History())-3):] {
				last = append(last, h.Action)
			}
			t.Errorf("seed %d, after %q: no taps make %q", seed, last, miss)
		}
		if len(legal) == 1 {
			f.Run("wait 1") // the table lists its widgets again, back on m
			if miss := r.Unreachable(f, m, 1); len(miss) > 0 {
				t.Errorf("seed %d, ply %d: the only move %q takes more than one tap", seed, len(m.History()), miss)
			}
		}
		RandomMove(t, m, &rng)
		r.Stale(f)
	}
	return st
}

// checkTold fails the test unless a decision with one legal action is
// told as such: the notice ends by saying it is the only move.
func (r Reach[A]) checkTold(f *Flow[A], m *game.Match, seed uint64) {
	f.T.Helper()
	said := ""
	if n, ok := any(f.A).(Hints); ok {
		said = n.Notice()
	}
	if OnlyMoveTold(said) < 0 {
		f.T.Errorf("seed %d, ply %d: the only move left is not told (the notice says %q)", seed, len(m.History()), said)
	}
}

// OnlyMoveTold is where in the notice said the table tells that one move
// is all a decision leaves (after the hint of the decision, if any), -1
// when it does not.
func OnlyMoveTold(said string) int { return strings.Index(said, i18n.T("table.only_move")) }

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

// Setups are the configs of gameID a reach plays, seed apart: every
// player count with the standard rules, and each variant and each option
// turned from its default, in turn at each player count.
func Setups(t *testing.T, gameID string, seed uint64) []rules.Config {
	t.Helper()
	g, err := game.LookupGame(gameID)
	if err != nil {
		t.Fatal(err)
	}
	var out []rules.Config
	for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
		out = append(out, rules.Config{Players: n, Seed: seed})
	}
	k := 0
	next := func() int { k++; return g.MinPlayers + (k-1)%(g.MaxPlayers-g.MinPlayers+1) }
	for _, v := range g.Variants {
		out = append(out, rules.Config{Players: next(), Variant: v.ID, Seed: seed})
	}
	for _, o := range g.Options {
		on := "1"
		if o.Default {
			on = "0"
		}
		out = append(out, rules.Config{Players: next(), Options: map[string]string{o.ID: on}, Seed: seed})
	}
	return out
}

// PeopleMatch is a match of gameID by cfg between people only.
func PeopleMatch(t *testing.T, gameID string, cfg rules.Config) *game.Match {
	t.Helper()
	seats := make([]game.Seat, cfg.Players)
	for i := range seats {
		seats[i] = game.Seat{Name: string(rune('A' + i))}
	}
	m, err := game.New(gameID, cfg, seats)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// CheckSetups runs CheckGames on a match of people of each setup of
// gameID (Setups) for each seed, to its end or for plies actions.
func (r Reach[A]) CheckSetups(t *testing.T, gameID string, seeds []uint64, plies, depth int) ReachStats {
	t.Helper()
	var total ReachStats
	for _, seed := range seeds {
		for _, cfg := range Setups(t, gameID, seed) {
			st := r.CheckGames(t, PeopleMatch(t, gameID, cfg), seed, plies, depth)
			total.Decisions += st.Decisions
			total.Actions += st.Actions
			total.Only += st.Only
		}
	}
	return total
}
