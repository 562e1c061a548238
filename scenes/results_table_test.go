package scenes

import (
	"regexp"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// In table mode the results face the edge of the last person who moved,
// their buttons listed and tapped where they show; the turn button turns
// them to the next edge round the table, clockwise. Without table mode
// they face the bottom and offer no turn.
func TestResultsTurnInTableMode(t *testing.T) {
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 5}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(5)
	for !m.Outcome().Over {
		scenestest.RandomMove(t, m, &rng)
	}
	h := m.History()
	last := table.SeatSide(int(h[len(h)-1].Player), 3, true)
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(1024, 768, 1, ui.Zoom(1024, 768))
	f.Run("wait 2\ntap settings\ntap table_mode\ntap anim:off\ntap back\nwait 30")
	f.A.Go(newResults(f.A.App, m, nil))
	f.Run("wait 5\nexpect-scene results")
	// Which edge the Play again button is nearest: the footer's edge.
	edge := func() table.Side {
		w, ok := f.A.Widget("again")
		if !ok {
			t.Fatal("no again button")
		}
		x, y := w.Rect.Center()
		d := [4]float64{768 - y, x, y, 1024 - x} // from the bottom, left, top and right edges
		best := table.SideBottom
		for s := range table.Side(4) {
			if d[s] < d[best] {
				best = s
			}
		}
		return best
	}
	if got := edge(); got != last {
		t.Fatalf("the results face side %d, want %d (the last mover's)", got, last)
	}
	for k := 1; k <= 4; k++ {
		f.Run("tap turn\nwait 2")
		if got, want := edge(), (last+table.Side(k))%4; got != want {
			t.Fatalf("after %d turns the results face side %d, want %d", k, got, want)
		}
	}
	f.Run("tap menu\nwait 5\nexpect-scene menu")

	f.Run("tap settings\ntap table_mode\ntap back\nwait 30")
	f.A.Go(newResults(f.A.App, m, nil))
	f.Run("wait 5\nexpect-scene results")
	if _, ok := f.A.Widget("turn"); ok || edge() != table.SideBottom {
		t.Errorf("without table mode: a turn button, or facing side %d", edge())
	}
}

// The results word the last move of a Shinobi game as its log line does,
// with the seats' names, not in the rules' notation with p0...p4.
func TestShinobiResultsWordTheLastMove(t *testing.T) {
	seats := []game.Seat{{Name: "Aiko"}, {Name: "Botan"}, {Name: "Chiyo"}}
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	var buf []rules.Action
	for !m.Outcome().Over {
		buf = m.View(m.ToMove()).Legal(buf[:0])
		if _, err := m.Apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	line := strings.Join(newResults(nil, m, nil).reasons(), " · ")
	h := m.History()
	last := h[len(h)-1]
	if strings.ContainsAny(line, ">@") || regexp.MustCompile(`\bp[0-9]\b`).MatchString(line) || !strings.Contains(line, seats[last.Player].Name) {
		t.Errorf("the results say %q of the last move %q by %s", line, last.Action, seats[last.Player].Name)
	}
}
