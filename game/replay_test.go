package game_test

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/rules"
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
	data, _ := m.MarshalJSON()
	r, err := game.NewReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	h := m.History()
	if r.Len() != len(h) || r.Game.ID != tally.ID || r.Seats[0].Name != "Ann" || r.Config.Variant != "short" {
		t.Fatalf("replay of %d plies, want %d", r.Len(), len(h))
	}
	s0, ev0, err := r.At(0)
	if err != nil || stateJSON(t, s0) != start || ev0 != nil {
		t.Fatalf("At(0): %v", err)
	}
	for ply := 1; ply <= r.Len(); ply++ {
		_, ev, err := r.At(ply)
		if err != nil || !slices.EqualFunc(ev, h[ply-1].Events, func(a, b rules.Event) bool {
			return a.Kind == b.Kind && a.Text == b.Text && a.Player == b.Player
		}) {
			t.Fatalf("At(%d): events %v, want %v (%v)", ply, ev, h[ply-1].Events, err)
		}
	}
	last, _, _ := r.At(r.Len())
	if stateJSON(t, last) != stateJSON(t, m.State()) || !r.Outcome().Over {
		t.Fatal("the replay does not end where the game did")
	}
	// At gives copies: playing on one does not change the replay.
	s, _, _ := r.At(1)
	s.Apply(s.Legal(nil)[0])
	if again, _, _ := r.At(1); stateJSON(t, again) == stateJSON(t, s) {
		t.Fatal("At returned the replay's own state")
	}
	for _, bad := range []int{-1, r.Len() + 1} {
		if _, _, err := r.At(bad); err == nil {
			t.Fatalf("At(%d) accepted", bad)
		}
	}
	if recs := r.Records(); len(recs) != len(h) || recs[0].Action != h[0].Action {
		t.Fatal("Records differ from the history")
	}
}
