package game_test

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/tally"
)

// A decision spreads over Think calls; nothing changes until it is made, and
// the bot sees its own view, never the true state.
func TestThinkInSlices(t *testing.T) {
	m := newMatch(t, hiddenID, []game.Seat{{}, {Bot: "easy"}})
	if _, moved, err := m.Think(0); moved || err != nil {
		t.Fatal("Think with a human to move")
	}
	m.SetBotLimits(bot.Limits{Iterations: 42})
	play(t, m, "end")
	for i := 0; i < 2; i++ {
		ev, moved, err := m.Think(0)
		if moved || ev != nil || err != nil || len(m.History()) != 1 {
			t.Fatalf("slice %d: moved=%v err=%v history %v", i+1, moved, err, notations(m))
		}
	}
	ev, moved, err := m.Think(0)
	if !moved || err != nil || len(ev) == 0 || !slices.Equal(notations(m), []string{"end", "step"}) {
		t.Fatalf("third slice: moved=%v err=%v history %v", moved, err, notations(m))
	}
	b := madeBots[len(madeBots)-1]
	if b.sawView != 1 || b.sawMe != 1 || b.lim.Iterations != 42 || b.starts != 1 {
		t.Fatalf("bot saw view %d as %d, limits %+v, %d starts", b.sawView, b.sawMe, b.lim, b.starts)
	}
	// A change of position while the bot thinks makes it start over.
	if _, moved, _ := m.Think(0); moved {
		t.Fatal("decided in one slice")
	}
	play(t, m, "peek")
	for i := 0; i < 3; i++ {
		if _, moved, _ := m.Think(0); moved != (i == 2) {
			t.Fatalf("slice %d after a change: moved=%v", i+1, moved)
		}
	}
	if b.starts != 3 {
		t.Fatalf("%d starts, want 3", b.starts)
	}
}

// Bots are seeded from the game's seed and their seat: the same config and
// seats give the same game.
func TestSelfPlayIsReproducible(t *testing.T) {
	playAll := func(seed uint64) []string {
		seats := []game.Seat{{Bot: "random"}, {Bot: "random"}, {Bot: "random"}}
		m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: seed}, seats)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Outcome().Over {
			if _, _, err := m.Think(0); err != nil {
				t.Fatal(err)
			}
		}
		return notations(m)
	}
	a, b, c := playAll(5), playAll(5), playAll(6)
	if !slices.Equal(a, b) {
		t.Fatalf("same seed, different games:\n%v\n%v", a, b)
	}
	if slices.Equal(a, c) {
		t.Fatal("seeds 5 and 6 gave the same game")
	}
	if game.SeatSeed(5, 0) == game.SeatSeed(5, 1) || game.SeatSeed(5, 0) == game.SeatSeed(6, 0) {
		t.Fatal("seat seeds collide")
	}
}

// In Tally every card played draws a new one: a human can never take a card
// back, since the draw revealed something.
func TestTallyUndoNeverCrossesADraw(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 3}, humans(2))
	if err != nil {
		t.Fatal(err)
	}
	legal := m.State().Legal(nil)
	if _, err := m.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
	if m.CanUndo() {
		t.Fatal("undo after a draw")
	}
}

// SeatSeed is the first number of ChaCha8 keyed by a label, the seed and
// the seat: the golden values pin the derivation, and the same test runs
// natively and in js/wasm, so every platform draws the same bots.
func TestSeatSeedGolden(t *testing.T) {
	for _, c := range []struct {
		seed uint64
		p    rules.Player
		want uint64
	}{
		{0, 0, 2775104328599936021},
		{5, 0, 1319697158586733594},
		{5, 1, 7747331758580768952},
		{1 << 63, 2, 5444137747981142053},
	} {
		if got := game.SeatSeed(c.seed, c.p); got != c.want {
			t.Errorf("SeatSeed(%d, %d) = %d, want %d", c.seed, c.p, got, c.want)
		}
	}
}
