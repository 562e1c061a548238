package game_test

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/rules"
)

// A twin reads as its match reads to the public, and as the public read
// it to anyone: another player's private event is gone from it. It plays
// on from the world it was dealt, and never undoes past it.
func TestTwinReadsAsThePublicReadTheMatch(t *testing.T) {
	m := newMatch(t, hiddenID, humans(2))
	play(t, m, "step", "peek", "end", "peek")
	world := m.State().Clone()
	tw := m.Twin(world)
	text := func(log []game.LogEntry) (out []string) {
		for _, e := range log {
			out = append(out, e.Event.Text)
		}
		return out
	}
	if pub := text(m.LogFor(rules.NoPlayer)); !slices.Equal(text(tw.LogFor(rules.NoPlayer)), pub) || !slices.Equal(text(tw.LogFor(0)), pub) {
		t.Fatalf("the twin reads\n%q (public)\n%q (player 1)\nthe match to the public\n%q", text(tw.LogFor(rules.NoPlayer)), text(tw.LogFor(0)), pub)
	}
	if slices.Equal(text(m.LogFor(0)), text(m.LogFor(rules.NoPlayer))) {
		t.Fatal("player 1 reads the match as the public does: the test shows nothing")
	}
	if len(tw.History()) != len(m.History()) || tw.ToMove() != m.ToMove() {
		t.Fatalf("the twin has %d actions, %d to move; the match %d, %d", len(tw.History()), tw.ToMove(), len(m.History()), m.ToMove())
	}
	play(t, tw, "step", "step")
	for range 3 {
		_ = tw.Undo()
		if len(tw.History()) < len(m.History()) {
			t.Fatalf("undo took the twin back past its world: %d actions", len(tw.History()))
		}
	}
	if len(tw.History()) != len(m.History()) {
		t.Fatalf("undo left the twin at %d actions, want its world's %d", len(tw.History()), len(m.History()))
	}
}
