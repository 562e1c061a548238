package game_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/peuple"
	"kamon/rules/rulestest"
	"kamon/rules/shinobi"
	"kamon/rules/tally"
)

func TestReplay(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: 11, Variant: "short"},
		[]game.Seat{{Name: "Ann"}, {Bot: "random"}, {Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	start := stateJSON(t, m.State())
	for !m.Outcome().Over {
		if m.BotToMove() {
			if _, _, err := m.Think(0); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := m.Apply(m.View(m.ToMove()).Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	data := rulestest.Marshal(t, m)
	r, err := game.NewReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	h := m.History()
	if r.Len() != len(h) || r.Game.ID != tally.ID || r.Seats[0].Name != "Ann" || r.Config.Variant != "short" {
		t.Fatalf("replay of %d plies, want %d", r.Len(), len(h))
	}
	truth := trueStates(t, r)
	if stateJSON(t, truth[0].state) != start {
		t.Fatal("the replay does not start where the game did")
	}
	for ply := 0; ply <= r.Len(); ply++ {
		v, err := r.ViewAt(ply, 0)
		if err != nil || stateJSON(t, v) != stateJSON(t, truth[ply].state.View(0)) {
			t.Fatalf("ViewAt(%d, Ann): %v", ply, err)
		}
		ev, err := r.EventsAt(ply, 0)
		var want []rules.Event
		if ply > 0 {
			want = h[ply-1].Events
		}
		if err != nil || !slices.EqualFunc(ev, want, func(a, b rules.Event) bool {
			return a.Kind == b.Kind && a.Player == b.Player && (a.Text == b.Text || a.Private && b.Player != 0)
		}) {
			t.Fatalf("EventsAt(%d): events %v, want %v (%v)", ply, ev, want, err)
		}
	}
	if stateJSON(t, truth[r.Len()].state) != stateJSON(t, m.State()) || !r.Outcome().Over {
		t.Fatal("the replay does not end where the game did")
	}
	// ViewAt gives copies: playing on one does not change the replay.
	s, err := r.ViewAt(1, 0)
	if err != nil {
		t.Fatal(err)
	}
	before := stateJSON(t, s)
	if legal := s.Legal(nil); len(legal) > 0 {
		if _, err := s.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	if again, err := r.ViewAt(1, 0); err != nil || stateJSON(t, again) != before {
		t.Fatal("ViewAt returned the replay's own state")
	}
	for _, bad := range []int{-1, r.Len() + 1} {
		if _, err := r.ViewAt(bad, rules.NoPlayer); err == nil {
			t.Fatalf("ViewAt(%d) accepted", bad)
		}
	}
	if recs := r.Records(); len(recs) != len(h) || recs[0].Action != h[0].Action {
		t.Fatal("Records differ from the history")
	}
}

// played is a position of a match and the events of the action that
// led to it, unmasked.
type played struct {
	state  rules.State
	events []rules.Event
}

// trueStates plays r's actions again on a new match dealt the same: the
// true position after each ply, for the test to check the replay's views
// and events against.
func trueStates(t testing.TB, r *game.Replay) []played {
	t.Helper()
	m, err := game.New(r.Game.ID, r.Config, r.Seats)
	if err != nil {
		t.Fatal(err)
	}
	out := []played{{state: m.State().Clone()}}
	for _, rec := range r.Records() {
		ev, err := m.ApplyText(rec.Action)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, played{state: m.State().Clone(), events: ev})
	}
	return out
}

// finishedSave plays a whole game of id between people at random and
// returns its save.
func finishedSave(t testing.TB, id string, players int, seed uint64) []byte {
	t.Helper()
	m, err := game.New(id, rules.Config{Players: players, Seed: seed}, humans(players))
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for !m.Outcome().Over {
		legal := m.State().Legal(nil)
		if _, err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestReplayViewsAndEvents(t *testing.T) {
	m := newMatch(t, hiddenID, []game.Seat{{Name: "Ann"}, {Name: "Bo"}})
	play(t, m, "peek", "end", "step", "peek", "end", "step", "step", "step", "step", "step")
	data := rulestest.Marshal(t, m)
	r, err := game.NewReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	movers := []rules.Player{rules.NoPlayer, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, rules.NoPlayer}
	for ply, want := range movers {
		if got := r.Mover(ply); got != want {
			t.Errorf("Mover(%d) = %d, want %d", ply, got, want)
		}
	}
	texts := func(ply int, viewer rules.Player) string {
		t.Helper()
		ev, err := r.EventsAt(ply, viewer)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range ev {
			out = append(out, e.Text)
		}
		return strings.Join(out, "; ")
	}
	for _, c := range []struct {
		ply    int
		viewer rules.Player
		want   string
	}{
		{0, rules.NoPlayer, ""},
		{1, rules.NoPlayer, "P1 peeks"},
		{1, 0, "P1 sees card 1"},
		{1, 1, "P1 peeks"},
		{4, 0, "P2 peeks"},
		{4, 1, "P2 sees card 2"},
		{9, rules.NoPlayer, "P1 steps"},
		{10, rules.NoPlayer, "P1 steps; the game ends"},
	} {
		if got := texts(c.ply, c.viewer); got != c.want {
			t.Errorf("EventsAt(%d, %d) = %q, want %q", c.ply, c.viewer, got, c.want)
		}
	}
	for _, viewer := range []rules.Player{rules.NoPlayer, 0, 1} {
		v, err := r.ViewAt(3, viewer)
		if err != nil || v.(*stepsState).Viewer != viewer || !slices.Equal(v.(*stepsState).Counts, []int{0, 1}) {
			t.Fatalf("ViewAt(3, %d) = %+v, %v", viewer, v, err)
		}
	}
	for _, bad := range []struct {
		ply    int
		viewer rules.Player
		want   string
	}{
		{-1, rules.NoPlayer, "ply -1 is out of range 0..10"},
		{11, 0, "ply 11 is out of range 0..10"},
		{2, 2, "no player 2 in a game of 2"},
		{2, -3, "no player -3 in a game of 2"},
	} {
		_, err := r.ViewAt(bad.ply, bad.viewer)
		_, err2 := r.EventsAt(bad.ply, bad.viewer)
		if err == nil || err.Error() != bad.want || err2 == nil || err2.Error() != bad.want {
			t.Errorf("ViewAt/EventsAt(%d, %d): %v / %v, want %q", bad.ply, bad.viewer, err, err2, bad.want)
		}
	}

	// A game not over is shown to nobody in particular.
	u := newMatch(t, hiddenID, humans(2))
	play(t, u, "peek")
	data = rulestest.Marshal(t, u)
	if r, err = game.NewReplay(data); err != nil {
		t.Fatal(err)
	}
	if _, err := r.ViewAt(1, 0); err == nil || err.Error() != "a player's view is shown only once the game is over" {
		t.Errorf("a player's view of an unfinished game: %v", err)
	}
	if _, err := r.EventsAt(1, 0); err == nil {
		t.Error("a player's events of an unfinished game")
	}
	if got := texts(1, rules.NoPlayer); got != "P1 peeks" {
		t.Errorf("the public events of an unfinished game: %q", got)
	}
}

// The replay of a finished card game shows the public nothing it may not
// know: at every ply the public view is one that every world consistent
// with it gives (a world dealt from it shows exactly it again), and no
// private event keeps its text or more of its payload than its masked
// part (rules.Maskable).
func TestReplayShowsThePublicNothingHidden(t *testing.T) {
	for _, c := range []struct {
		id      string
		players int
	}{{tally.ID, 3}, {shinobi.ID, 4}, {peuple.ID, 3}, {gosu.ID, 2}} {
		r, err := game.NewReplay(finishedSave(t, c.id, c.players, 5))
		if err != nil {
			t.Fatal(err)
		}
		truth := trueStates(t, r)
		rng := rules.NewRNG(1)
		private := 0
		for ply := 0; ply <= r.Len(); ply++ {
			v, err := r.ViewAt(ply, rules.NoPlayer)
			if err != nil {
				t.Fatal(err)
			}
			world := v.(rules.Determinizer).Determinize(&rng)
			if a, b := stateJSON(t, v), stateJSON(t, world.View(rules.NoPlayer)); a != b {
				t.Fatalf("%s ply %d: the replay's public view holds more than the public view of a world dealt from it:\n%s\n%s", c.id, ply, a, b)
			}
			full, raw := truth[ply].state, truth[ply].events
			if stateJSON(t, v) != stateJSON(t, full.View(rules.NoPlayer)) {
				t.Fatalf("%s ply %d: ViewAt is not the public view", c.id, ply)
			}
			ev, err := r.EventsAt(ply, rules.NoPlayer)
			if err != nil || len(ev) != len(raw) {
				t.Fatalf("%s ply %d: %d events of %d (%v)", c.id, ply, len(ev), len(raw), err)
			}
			for i, e := range ev {
				if !e.Private {
					if e.Text != raw[i].Text {
						t.Fatalf("%s ply %d: a public event changed: %q", c.id, ply, e.Text)
					}
					continue
				}
				private++
				if e.Text != raw[i].Public || !reflect.DeepEqual(e.Data, raw[i].Data.(rules.Maskable).Masked()) || e.TextFor(rules.NoPlayer) != raw[i].Public {
					t.Fatalf("%s ply %d: a private event shows the public %q (data %v), not %q", c.id, ply, e.Text, e.Data, raw[i].Public)
				}
				mine, _ := r.EventsAt(ply, e.Player)
				if mine[i].Text != raw[i].Text || mine[i].Data == nil {
					t.Fatalf("%s ply %d: after the end the owner reads %q", c.id, ply, mine[i].Text)
				}
			}
		}
		if private == 0 {
			t.Errorf("%s: no private event in the game: the test saw nothing", c.id)
		}
	}
}

// BenchmarkReplayStep is one step of the replay viewer: the public view at
// a ply and the events of that ply, going forward through the longest
// random game of 100 seeds of each card game (Le Dernier Peuple's has 325
// actions), then back; "open" is NewReplay of that game.
func BenchmarkReplayStep(b *testing.B) {
	for _, c := range []struct {
		id      string
		players int
		seed    uint64
	}{{shinobi.ID, 5, 14}, {peuple.ID, 5, 84}, {gosu.ID, 2, 23}} {
		data := finishedSave(b, c.id, c.players, c.seed)
		r, err := game.NewReplay(data)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.id+"/open", func(b *testing.B) {
			for b.Loop() {
				if _, err := game.NewReplay(data); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(r.Len()), "plies")
		})
		b.Run(c.id+"/step", func(b *testing.B) {
			ply, dir := 0, 1
			for b.Loop() {
				if _, err := r.ViewAt(ply, rules.NoPlayer); err != nil {
					b.Fatal(err)
				}
				if _, err := r.EventsAt(ply, rules.NoPlayer); err != nil {
					b.Fatal(err)
				}
				if ply+dir < 0 || ply+dir > r.Len() {
					dir = -dir
				}
				ply += dir
			}
			b.ReportMetric(float64(r.Len()), "plies")
		})
	}
}
