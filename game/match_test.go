package game_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/rulestest"
)

func humans(n int) []game.Seat { return make([]game.Seat, n) }

func newMatch(t testing.TB, id string, seats []game.Seat) *game.Match {
	t.Helper()
	m, err := game.New(id, rules.Config{Players: len(seats), Seed: 7}, seats)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func play(t testing.TB, m *game.Match, actions ...string) {
	t.Helper()
	for _, a := range actions {
		if _, err := m.ApplyText(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func notations(m *game.Match) []string {
	var out []string
	for _, r := range m.History() {
		out = append(out, r.Action)
	}
	return out
}

func stateJSON(t *testing.T, s rules.State) string {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestNewChecksItsInput(t *testing.T) {
	cases := []struct {
		id    string
		cfg   rules.Config
		seats []game.Seat
		want  string
	}{
		{"mana", rules.Config{Players: 2}, humans(2), `unknown game "mana"`},
		{"nope", rules.Config{Players: 2}, humans(2), `unknown game "nope"`},
		{perfectID, rules.Config{Players: 3}, humans(2), "2 seats for 3 players"},
		{perfectID, rules.Config{Players: 4}, humans(4), "2 to 3 players"},
		{perfectID, rules.Config{}, []game.Seat{{}, {Bot: "hard"}}, `seat 2: Steps test-perfect has no "hard" bot in this build (levels: random, easy)`},
	}
	for _, c := range cases {
		_, err := game.New(c.id, c.cfg, c.seats)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("New(%s, %+v): %v, want %q", c.id, c.cfg, err, c.want)
		}
	}
	if _, err := game.New("mana", rules.Config{}, nil); !errors.Is(err, game.ErrUnknownGame) {
		t.Errorf("unknown game error is not ErrUnknownGame: %v", err)
	}
	m := newMatch(t, perfectID, []game.Seat{{Name: "Ann"}, {Bot: "random"}})
	if m.Seats[0].Name != "Ann" || m.Seats[1].Name != "Player 2" || !m.Seats[0].Human() || m.Seats[1].Human() {
		t.Fatalf("seats = %+v", m.Seats)
	}
	if m.Config().Players != 2 || m.Config().Seed != 7 {
		t.Fatalf("config = %+v", m.Config())
	}
}

func TestIllegalActionChangesNothing(t *testing.T) {
	st := storage.NewMemory()
	m := newMatch(t, hiddenID, humans(2))
	m.SetStore(st)
	play(t, m, "step", "step")
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	before := rulestest.Marshal(t, m)
	saved, _ := st.Load(game.AutosaveKey)
	if _, err := m.Apply(99); !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("Apply(99) = %v, want ErrIllegal", err)
	}
	if _, err := m.ApplyText("jump"); !errors.Is(err, rules.ErrBadAction) {
		t.Fatalf("ApplyText(jump) = %v, want ErrBadAction", err)
	}
	after := rulestest.Marshal(t, m)
	if string(before) != string(after) || !m.CanRedo() || len(m.History()) != 1 || len(m.Log()) != 1 {
		t.Fatalf("a refused action changed the match:\n%s\n%s", before, after)
	}
	if now, _ := st.Load(game.AutosaveKey); string(now) != string(saved) {
		t.Fatal("a refused action was autosaved")
	}
}

func TestHistoryAndLog(t *testing.T) {
	m := newMatch(t, hiddenID, humans(2))
	play(t, m, "step", "peek", "end", "step")
	h := m.History()
	if !slices.Equal(notations(m), []string{"step", "peek", "end", "step"}) || h[2].Player != 0 || h[3].Player != 1 {
		t.Fatalf("history = %+v", h)
	}
	log := m.Log()
	if len(log) != 4 || log[1].Ply != 2 || log[3].Ply != 4 {
		t.Fatalf("log = %+v", log)
	}
	if got := log[1].Event.TextFor(1); got != "P1 peeks" {
		t.Fatalf("P2 reads the private peek as %q", got)
	}
	if got := log[1].Event.TextFor(0); got != "P1 sees card 1" {
		t.Fatalf("P1 reads their peek as %q", got)
	}
}

// Hidden information: only the mover's own actions of this turn, none that
// revealed anything, and never a bot's.
func TestUndoWithHiddenInformation(t *testing.T) {
	m := newMatch(t, hiddenID, humans(2))
	if m.CanUndo() || m.Undo() == nil {
		t.Fatal("undo at the start")
	}
	play(t, m, "step", "step")
	for i := 0; i < 2; i++ {
		if err := m.Undo(); err != nil {
			t.Fatalf("undo %d: %v", i+1, err)
		}
	}
	if len(m.History()) != 0 || m.CanUndo() {
		t.Fatalf("after two undos: %v", notations(m))
	}
	if err := m.Redo(); err != nil || !slices.Equal(notations(m), []string{"step"}) || !m.CanRedo() {
		t.Fatalf("redo: %v, %v", err, notations(m))
	}
	play(t, m, "peek")
	if m.CanRedo() {
		t.Fatal("a new action must clear the redo list")
	}
	if m.CanUndo() {
		t.Fatal("undo across a reveal")
	}
	play(t, m, "step")
	if err := m.Undo(); err != nil {
		t.Fatalf("undo after the reveal, of a later action: %v", err)
	}
	if m.CanUndo() {
		t.Fatal("the second undo would take back the reveal")
	}
	play(t, m, "end")
	if m.ToMove() != 1 || m.CanUndo() {
		t.Fatal("P2 may not undo P1's turn")
	}
	play(t, m, "step")
	if !m.CanUndo() {
		t.Fatal("P2 may undo their own step")
	}

	// A bot's action is never undone.
	b := newMatch(t, hiddenID, []game.Seat{{}, {Bot: "random"}})
	play(t, b, "end")
	for b.BotToMove() {
		if _, _, err := b.Think(0); err != nil {
			t.Fatal(err)
		}
	}
	h := b.History()
	if len(h) < 2 || h[len(h)-1].Player != 1 || b.CanUndo() {
		t.Fatalf("after the bot's turn %v: CanUndo %v", notations(b), b.CanUndo())
	}
}

// Perfect information: undo goes back to where a human was to move, taking
// the bots' replies with it; redo brings them all back.
func TestUndoWithPerfectInformation(t *testing.T) {
	m := newMatch(t, perfectID, []game.Seat{{}, {Bot: "easy"}})
	play(t, m, "step", "end")
	thinkUntilHuman(t, m)
	if !slices.Equal(notations(m), []string{"step", "end", "step", "end"}) {
		t.Fatalf("history = %v", notations(m))
	}
	full := stateJSON(t, m.State())
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(notations(m), []string{"step"}) || m.ToMove() != 0 {
		t.Fatalf("after undo: %v, to move %d", notations(m), m.ToMove())
	}
	if err := m.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := stateJSON(t, m.State()); got != full || m.CanRedo() || m.BotToMove() {
		t.Fatalf("redo did not come back to the same position:\n%s\n%s", got, full)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil || len(m.History()) != 0 || m.CanUndo() {
		t.Fatalf("second undo: %v, %v", err, notations(m))
	}

	// With bots only, there is nothing a human could take back.
	bots := newMatch(t, perfectID, []game.Seat{{Bot: "random"}, {Bot: "random"}})
	for i := 0; i < 3 && !bots.Outcome().Over; i++ {
		if _, _, err := bots.Think(0); err != nil {
			t.Fatal(err)
		}
	}
	if bots.CanUndo() {
		t.Fatal("undo in a bots-only match")
	}
}

func thinkUntilHuman(t *testing.T, m *game.Match) {
	t.Helper()
	for steps := 0; m.BotToMove(); steps++ {
		if steps > 1000 {
			t.Fatal("the bot never decides")
		}
		if _, _, err := m.Think(0); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRestart(t *testing.T) {
	st := storage.NewMemory()
	m := newMatch(t, hiddenID, humans(2))
	m.SetStore(st)
	play(t, m, "step", "step")
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := m.Restart(99); err != nil {
		t.Fatal(err)
	}
	if len(m.History()) != 0 || m.CanRedo() || m.Config().Seed != 99 || m.Config().Players != 2 || len(m.Seats) != 2 {
		t.Fatalf("after restart: %v %+v", notations(m), m.Config())
	}
	if m.SaveKey() != "save-test-hidden-1" {
		t.Fatalf("the restarted match saves under %q, not its slot", m.SaveKey())
	}
	checkSaved(t, st, m.SaveKey(), m)
}

func TestGameOver(t *testing.T) {
	m := newMatch(t, perfectID, humans(2))
	play(t, m, "step", "step", "step", "end", "step", "step", "step")
	o := m.Outcome()
	if !o.Over || !o.Draw() || m.ToMove() != rules.NoPlayer || m.BotToMove() {
		t.Fatalf("outcome %+v, to move %d", o, m.ToMove())
	}
	if _, err := m.ApplyText("step"); !errors.Is(err, rules.ErrGameOver) {
		t.Fatalf("Apply after the end: %v", err)
	}
	if _, moved, err := m.Think(0); moved || err != nil {
		t.Fatal("Think after the end")
	}
}
