package scenes

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
)

// resumedCurtain starts the app anew on st, resuming its unfinished game
// as the desktop's --resume does, and returns what the first curtain
// tells and whom it is for.
func resumedCurtain(t *testing.T, st storage.Store) (since []string, to string) {
	t.Helper()
	f := &flow{scenestest.New(t, Testing{App: NewApp(Options{Store: st, Home: NewMenu, Log: t.Logf, Resume: true})})}
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.Run("wait 5\nexpect-scene curtain")
	c := f.A.Top().(*curtainScene)
	return c.since, c.name
}

// A 3-player Shinobi game of people, saved at a hand-off and saved again
// in the middle of the next person's turn, resumed either way: the
// curtain before that person lifts it lists the other players' moves
// since their last turn, the very lines it listed without the resume.
func TestResumedCurtainTellsWhatHappened(t *testing.T) {
	st := storage.NewMemory()
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 11}, []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	m.SetStore(st)
	rng := rules.NewRNG(5)
	turnStarts := func() bool { h := m.History(); return len(h) > 0 && h[len(h)-1].Player != m.ToMove() }
	for len(m.History()) < 30 || !turnStarts() {
		scenestest.RandomMove(t, m, &rng)
	}
	p := m.ToMove()
	names := table.SeatNames(m)
	live := table.Story(nil, m.Game.ID, m.SinceLastTurn(p), names, rules.NoPlayer)
	if len(live) == 0 {
		t.Fatal("nothing happened since the mover's last turn: the test shows nothing")
	}
	for _, e := range m.SinceLastTurn(p) {
		if e.Mover == p {
			t.Fatalf("the mover's own action in what the others did: %+v", e)
		}
	}
	since, to := resumedCurtain(t, st)
	if to != names[p] || !slices.Equal(since, live) {
		t.Fatalf("resumed at the hand-off, the curtain for %s tells\n%q\nwant, for %s,\n%q", to, since, names[p], live)
	}
	// The mover takes an action of their turn; the save is mid-turn.
	scenestest.RandomMove(t, m, &rng)
	if m.ToMove() != p {
		t.Fatalf("the turn passed after one action: to move %d, was %d", m.ToMove(), p)
	}
	since, to = resumedCurtain(t, st)
	if to != names[p] || !slices.Equal(since, live) {
		t.Fatalf("resumed in the middle of the turn, the curtain for %s tells\n%q\nwant, for %s,\n%q", to, since, names[p], live)
	}
}
