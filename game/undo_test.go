package game_test

import (
	"errors"
	"fmt"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	"kamon/rules/tally"
)

func action(t *testing.T, m *game.Match, notation string) rules.Action {
	t.Helper()
	a, err := m.State().ParseAction(notation)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestUndoBlockerWithHiddenInformation(t *testing.T) {
	m := newMatch(t, hiddenID, humans(2))
	check := func(want game.UndoBlock) {
		t.Helper()
		if got := m.UndoBlocker(); got != want || m.CanUndo() != (want == game.UndoAllowed) {
			t.Fatalf("after %v: UndoBlocker %q, CanUndo %v; want %q", notations(m), got, m.CanUndo(), want)
		}
	}
	check(game.UndoNothing)
	play(t, m, "step")
	check(game.UndoAllowed)
	play(t, m, "peek")
	check(game.UndoRevealed)
	play(t, m, "end")
	check(game.UndoTurnPassed)
	play(t, m, "step", "step", "step", "step")
	check(game.UndoAllowed)
	play(t, m, "step") // the sixth step ends the game
	check(game.UndoGameOver)

	b := newMatch(t, hiddenID, []game.Seat{{}, {Bot: "random"}})
	play(t, b, "end")
	check = func(want game.UndoBlock) {
		t.Helper()
		if got := b.UndoBlocker(); got != want {
			t.Fatalf("after %v: UndoBlocker %q, want %q", notations(b), got, want)
		}
	}
	check(game.UndoTurnPassed) // the bot is to move: P1's end is not theirs to take back
	thinkUntilHuman(t, b)
	check(game.UndoBotMoved)
}

func TestUndoBlockerWithPerfectInformation(t *testing.T) {
	m := newMatch(t, perfectID, []game.Seat{{Bot: "easy"}, {}})
	if got := m.UndoBlocker(); got != game.UndoNothing {
		t.Fatalf("at the start: %q", got)
	}
	thinkUntilHuman(t, m)
	if got := m.UndoBlocker(); got != game.UndoBotMoved {
		t.Fatalf("after the bot's turn %v: %q", notations(m), got)
	}
	play(t, m, "end")
	thinkUntilHuman(t, m)
	if got := m.UndoBlocker(); got != game.UndoAllowed || !m.CanUndo() {
		t.Fatalf("after %v: %q", notations(m), got)
	}
	play(t, m, "step", "step", "step", "step") // 2 + 4 steps end the game
	if got := m.UndoBlocker(); !m.Outcome().Over || got != game.UndoAllowed {
		t.Fatalf("a finished game of perfect information: %q", got)
	}
}

// undoable is whether a, prepared, could be taken back once committed.
func undoable(t testing.TB, m *game.Match, a rules.Action) bool {
	t.Helper()
	p, err := m.Prepare(a)
	if err != nil {
		t.Fatal(err)
	}
	return p.Undoable()
}

// A prepared action tells before the move what CanUndo answers after it,
// and changes nothing until it is committed.
func TestUndoable(t *testing.T) {
	m := newMatch(t, hiddenID, humans(2))
	for _, c := range []struct {
		play     string
		undoable bool
	}{
		{"step", true}, {"peek", false}, {"end", false},
	} {
		before := stateJSON(t, m.State())
		if got := undoable(t, m, action(t, m, c.play)); got != c.undoable {
			t.Errorf("Undoable(%s) = %v", c.play, got)
		}
		if stateJSON(t, m.State()) != before || len(m.History()) != 0 {
			t.Fatal("Prepare changed the match")
		}
	}
	play(t, m, "step", "step", "step", "step", "step")
	if undoable(t, m, action(t, m, "step")) {
		t.Error("the action that ends a game of hidden information is undoable")
	}

	p := newMatch(t, perfectID, humans(2))
	play(t, p, "step", "step", "step", "step", "step")
	for _, a := range []string{"step", "peek", "end"} {
		if !undoable(t, p, action(t, p, a)) {
			t.Errorf("perfect information: %s is not undoable", a)
		}
	}

	b := newMatch(t, hiddenID, []game.Seat{{Bot: "random"}, {}})
	if _, err := b.Prepare(action(t, b, "step")); err == nil {
		t.Error("a person's move prepared on a bot's turn")
	}
}

// A prepared action commits once, as Apply plays it, and not after the
// match has changed.
func TestPendingCommits(t *testing.T) {
	m := newMatch(t, hiddenID, humans(2))
	ref := newMatch(t, hiddenID, humans(2))
	p, err := m.Prepare(action(t, m, "step"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, ref, "step")
	if err := p.Commit(); err != nil {
		t.Fatal(err)
	}
	if stateJSON(t, m.State()) != stateJSON(t, ref.State()) || fmt.Sprint(notations(m)) != fmt.Sprint(notations(ref)) {
		t.Fatalf("committed %v, applied %v", notations(m), notations(ref))
	}
	if err := p.Commit(); !errors.Is(err, game.ErrStale) {
		t.Fatalf("a second commit: %v", err)
	}
	stale, err := m.Prepare(action(t, m, "step"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, m, "step")
	before := stateJSON(t, m.State())
	if err := stale.Commit(); !errors.Is(err, game.ErrStale) || stateJSON(t, m.State()) != before {
		t.Fatalf("a commit after the match changed: %v", err)
	}
}

// Over whole games of each card game, played at random by people: for
// every action taken, Undoable before it is CanUndo after it, and an Undo
// then takes back just that action.
func TestUndoableAgreesWithUndo(t *testing.T) {
	for _, c := range []struct {
		id      string
		players int
	}{{tally.ID, 3}, {shinobi.ID, 3}, {peuple.ID, 4}, {gosu.ID, 2}} {
		checked, undone := 0, 0
		for seed := range uint64(4) {
			m, err := game.New(c.id, rules.Config{Players: c.players, Seed: seed}, humans(c.players))
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRNG(seed)
			for !m.Outcome().Over && len(m.History()) < 1000 {
				legal := m.View(m.ToMove()).Legal(nil)
				a := legal[rng.IntN(len(legal))]
				want := undoable(t, m, a)
				before := stateJSON(t, m.State())
				if _, err := m.Apply(a); err != nil {
					t.Fatal(err)
				}
				checked++
				if m.CanUndo() != want {
					t.Fatalf("%s seed %d, action %d: Undoable(%s) %v, CanUndo after it %v (%s)", c.id, seed, len(m.History()), m.History()[len(m.History())-1].Action, want, m.CanUndo(), m.UndoBlocker())
				}
				if want {
					undone++
					if err := m.Undo(); err != nil || stateJSON(t, m.State()) != before {
						t.Fatalf("%s: the undo did not take back the action: %v", c.id, err)
					}
					if err := m.Redo(); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		t.Logf("%s: %d actions, %d undoable", c.id, checked, undone)
		if undone == 0 && c.id != tally.ID {
			t.Errorf("%s: no action of %d was undoable: the test saw too little", c.id, checked)
		}
	}
}

// BenchmarkPrepare is one Prepare on every legal action of a position 40
// random actions into a game, as a tap makes one: the figure is per call.
func BenchmarkPrepare(b *testing.B) {
	for _, c := range []struct {
		id      string
		players int
	}{{shinobi.ID, 5}, {peuple.ID, 5}, {gosu.ID, 2}} {
		b.Run(c.id, func(b *testing.B) {
			m, err := game.New(c.id, rules.Config{Players: c.players, Seed: 3}, humans(c.players))
			if err != nil {
				b.Fatal(err)
			}
			rng := rules.NewRNG(3)
			for range 40 {
				legal := m.State().Legal(nil)
				if _, err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
					b.Fatal(err)
				}
			}
			legal := m.State().Legal(nil)
			calls := 0
			for b.Loop() {
				if _, err := m.Prepare(legal[calls%len(legal)]); err != nil {
					b.Fatal(err)
				}
				calls++
			}
		})
	}
}
