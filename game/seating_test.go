package game_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/rulestest"
)

func names4() []game.Seat {
	return []game.Seat{{Name: "Ann"}, {Name: "Bo"}, {Name: "Cy", Bot: "easy"}, {Name: "Di"}}
}

func seatNames(seats []game.Seat) string {
	var out []string
	for _, s := range seats {
		out = append(out, s.Name)
	}
	return strings.Join(out, " ")
}

func TestShuffleSeatsDrawsAnOrderFromTheSeed(t *testing.T) {
	seats := names4()
	for _, c := range []struct {
		seed  uint64
		order []int
		names string
	}{
		{1, []int{2, 1, 3, 0}, "Cy Bo Di Ann"},
		{7, []int{3, 0, 1, 2}, "Di Ann Bo Cy"},
		{42, []int{1, 0, 2, 3}, "Bo Ann Cy Di"},
	} {
		shuffled, order := game.ShuffleSeats(seats, c.seed)
		if !slices.Equal(order, c.order) || seatNames(shuffled) != c.names {
			t.Errorf("seed %d: order %v (%s), want %v (%s)", c.seed, order, seatNames(shuffled), c.order, c.names)
		}
		for i, j := range order {
			if shuffled[i] != seats[j] {
				t.Errorf("seed %d: seat %d is %+v, not setup seat %d %+v", c.seed, i, shuffled[i], j, seats[j])
			}
		}
	}
	if seatNames(seats) != "Ann Bo Cy Di" {
		t.Fatalf("ShuffleSeats changed its input: %s", seatNames(seats))
	}
	if s, o := game.ShuffleSeats(nil, 3); len(s) != 0 || len(o) != 0 {
		t.Fatalf("no seats: %v %v", s, o)
	}
	if s, o := game.ShuffleSeats(seats[:1], 3); len(s) != 1 || !slices.Equal(o, []int{0}) {
		t.Fatalf("one seat: %v %v", s, o)
	}
}

// Over 24,000 seeds each of the 24 orders of four seats comes about 1,000
// times (the bounds are 5 standard deviations), and the orders are not
// those the game's own RNG would draw from the same seed.
func TestShuffleSeatsIsUnbiased(t *testing.T) {
	seats := names4()
	count := map[string]int{}
	sameAsDeal := 0
	for seed := range uint64(24000) {
		_, order := game.ShuffleSeats(seats, seed)
		count[fmt.Sprint(order)]++
		deal := []int{0, 1, 2, 3}
		rng := rules.NewRNG(seed)
		rules.ShuffleSlice(&rng, deal)
		if slices.Equal(deal, order) {
			sameAsDeal++
		}
	}
	if len(count) != 24 {
		t.Fatalf("%d orders drawn, want 24", len(count))
	}
	for order, n := range count {
		if n < 845 || n > 1155 {
			t.Errorf("order %s drawn %d times in 24,000, want about 1,000", order, n)
		}
	}
	if sameAsDeal > 1155 {
		t.Errorf("%d orders are the game RNG's own shuffle of the same seed", sameAsDeal)
	}
}

func TestShuffleByDefault(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
		want    bool
	}{
		{"mana", 2, true}, {"gosu", 2, false}, {"shinobi", 3, true}, {"shinobi", 5, true},
		{"peuple", 3, true}, {"tally", 2, true}, {"tally", 3, true},
	} {
		if got := game.ShuffleByDefault(c.game, c.players); got != c.want {
			t.Errorf("ShuffleByDefault(%s, %d) = %v", c.game, c.players, got)
		}
	}
}

func TestNewShuffledRemembersTheDraw(t *testing.T) {
	st := storage.NewMemory()
	setup := []game.Seat{{Name: "Ann"}, {Name: "Bo"}, {Name: "Cy", Bot: "easy"}}
	m, err := game.NewShuffled(hiddenID, rules.Config{Seed: 7}, setup)
	if err != nil {
		t.Fatal(err)
	}
	m.SetStore(st)
	if seatNames(m.Seats) != "Ann Cy Bo" || !slices.Equal(m.Seating(), []int{0, 2, 1}) || m.Seats[1].Bot != "easy" {
		t.Fatalf("seats %s, seating %v", seatNames(m.Seats), m.Seating())
	}
	m.Seating()[0] = 9
	if m.Seating()[0] != 0 {
		t.Fatal("Seating returned the match's own slice")
	}
	play(t, m, "step")
	r, err := game.ResumeSave(st, m.SaveKey())
	if err != nil || !slices.Equal(r.Seating(), []int{0, 2, 1}) || seatNames(r.Seats) != "Ann Cy Bo" {
		t.Fatalf("resumed: %v, seating %v, seats %s", err, r.Seating(), seatNames(r.Seats))
	}

	// Another game draws the setup's seats again from its own seed.
	again, err := r.Rematch(1)
	want, order := game.ShuffleSeats(setup, 1)
	if err != nil || !slices.Equal(again.Seats, want) || !slices.Equal(again.Seating(), order) || again.Config().Seed != 1 {
		t.Fatalf("rematch: %v, seats %s, seating %v; want %s %v", err, seatNames(again.Seats), again.Seating(), seatNames(want), order)
	}
	if err := r.Restart(42); err != nil {
		t.Fatal(err)
	}
	want, order = game.ShuffleSeats(setup, 42)
	if !slices.Equal(r.Seats, want) || !slices.Equal(r.Seating(), order) || len(r.History()) != 0 {
		t.Fatalf("restart: seats %s, seating %v; want %s %v", seatNames(r.Seats), r.Seating(), seatNames(want), order)
	}
	checkSaved(t, st, r.SaveKey(), r)

	// Seats kept in the setup's order stay so.
	fixed, err := game.New(hiddenID, rules.Config{Seed: 7}, setup)
	if err != nil || fixed.Seating() != nil {
		t.Fatalf("New: %v, seating %v", err, fixed.Seating())
	}
	if err := fixed.Restart(42); err != nil || fixed.Seating() != nil || seatNames(fixed.Seats) != "Ann Bo Cy" {
		t.Fatalf("restart of fixed seats: %v, %s %v", err, seatNames(fixed.Seats), fixed.Seating())
	}
	data := rulestest.Marshal(t, fixed)
	if strings.Contains(string(data), "seating") {
		t.Fatalf("a save of fixed seats records a seating: %s", data)
	}
}

// A save's seating loads as it was drawn (TestRefusedSaves refuses one
// that is no order of the seats).
func TestASaveKeepsItsSeating(t *testing.T) {
	j := save(t)
	j["seating"] = []int{1, 0}
	m, err := game.Load(encode(t, j))
	if err != nil || !slices.Equal(m.Seating(), []int{1, 0}) {
		t.Fatalf("a good seating: %v, %v", err, m.Seating())
	}
}
