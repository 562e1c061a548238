package game_test

import (
	"fmt"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/tally"
)

// story prints turns as "P2: peek×2 (P2 peeks), end | …", the texts of each
// run's first event.
func story(turns []game.Turn) string {
	var out []string
	for _, t := range turns {
		var runs []string
		for _, r := range t.Runs {
			runs = append(runs, fmt.Sprintf("%s×%d (%s)", r.Kind, r.Count(), r.Events[0].Text))
		}
		out = append(out, fmt.Sprintf("P%d: %s", t.Mover+1, strings.Join(runs, ", ")))
	}
	return strings.Join(out, " | ")
}

func TestSinceLastTurn(t *testing.T) {
	m := newMatch(t, hiddenID, humans(3))
	play(t, m, "step", "peek", "end") // P1
	play(t, m, "peek", "peek", "end") // P2
	play(t, m, "step", "step", "end") // P3
	for _, c := range []struct {
		p    rules.Player
		want string
	}{
		{0, "P2: peek×2 (P2 peeks), end×1 (P2 ends the turn) | P3: step×2 (P3 steps), end×1 (P3 ends the turn)"},
		{1, "P3: step×2 (P3 steps), end×1 (P3 ends the turn)"},
		{2, ""},
	} {
		since := m.SinceLastTurn(c.p)
		if got := story(game.Turns(since)); got != c.want {
			t.Errorf("since P%d's last turn: %q, want %q", c.p+1, got, c.want)
		}
	}
	since := m.SinceLastTurn(0)
	if len(since) != 6 || since[0].Ply != 4 || since[0].Mover != 1 || since[5].Ply != 9 || since[5].Mover != 2 {
		t.Fatalf("entries %+v", since)
	}
	// P2 reads their own peeks in the log, the others do not.
	for viewer, want := range []string{"P2 peeks", "P2 sees card 2", "P2 peeks"} {
		if got := m.LogFor(rules.Player(viewer))[3].Event.Text; got != want {
			t.Errorf("P%d reads P2's first peek as %q, want %q", viewer+1, got, want)
		}
	}

	// Someone who has not acted yet reads the whole log.
	n := newMatch(t, hiddenID, humans(3))
	play(t, n, "peek", "end")
	if got := story(game.Turns(n.SinceLastTurn(2))); got != "P1: peek×1 (P1 peeks), end×1 (P1 ends the turn)" {
		t.Errorf("P3's first story is %q", got)
	}
	if game.Turns(nil) != nil {
		t.Error("no log, no turns")
	}
}

// In Tally each play draws a card, which the others read as "draws a card"
// with its payload masked (the card unknown); the log for a viewer masks
// the same way.
func TestLogForMasksOthersPrivateEvents(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: 4}, humans(3))
	if err != nil {
		t.Fatal(err)
	}
	for range 6 {
		if _, err := m.Apply(m.State().Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	full := m.Log()
	for _, viewer := range []rules.Player{rules.NoPlayer, 0, 1, 2} {
		log := m.LogFor(viewer)
		if len(log) != len(full) {
			t.Fatalf("viewer %d: %d entries of %d", viewer, len(log), len(full))
		}
		draws := 0
		for i, e := range log {
			if e.Ply != full[i].Ply || e.Mover != full[i].Mover || e.Event.Kind != full[i].Event.Kind {
				t.Fatalf("viewer %d, entry %d: %+v, want %+v", viewer, i, e, full[i])
			}
			if e.Event.Kind != tally.EventDraw {
				continue
			}
			draws++
			mine := e.Event.Player == viewer
			if mine != (e.Event.Text == full[i].Event.Text) || mine != (e.Event.Data == full[i].Event.Data) ||
				!mine && e.Event.Data != tally.Drawn(0) ||
				!mine && e.Event.Text != fmt.Sprintf("P%d draws a card", e.Event.Player+1) {
				t.Fatalf("viewer %d reads P%d's draw as %q (data %v)", viewer, e.Event.Player+1, e.Event.Text, e.Event.Data)
			}
		}
		if draws != 6 {
			t.Fatalf("%d draws in 6 plays", draws)
		}
	}
	for p, want := range []string{
		"P2: play×1 (P2 plays 3 (total 30)), draw×1 (P2 draws a card)",
		"",
		"P1: play×1 (P1 plays 9 (total 27)), draw×1 (P1 draws a card) | P2: play×1 (P2 plays 3 (total 30)), draw×1 (P2 draws a card)",
	} {
		if got := story(game.Turns(m.SinceLastTurn(rules.Player(p)))); got != want {
			t.Errorf("P%d's story: %q, want %q", p+1, got, want)
		}
	}
}
