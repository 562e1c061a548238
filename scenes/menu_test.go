package scenes

import (
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/tally"
	"kamon/scenes/scenestest"
	"kamon/scenes/ui"
)

// saveTally saves an unfinished Tally game of the given seats into st, as
// saved at the given time, and returns its key.
func saveTally(t *testing.T, st storage.Store, seed uint64, at time.Time, seats ...game.Seat) {
	t.Helper()
	m, err := game.New(tally.ID, rules.Config{Players: len(seats), Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	m.SetStore(st)
	m.SetClock(func() time.Time { return at })
	if err := m.Save(); err != nil {
		t.Fatal(err)
	}
}

func TestMenuListsEveryUnfinishedGame(t *testing.T) {
	st := storage.NewMemory()
	now := time.Now()
	saveTally(t, st, 1, now.Add(-72*time.Hour), game.Seat{Name: "Ann"}, game.Seat{Name: "Bo"})
	saveTally(t, st, 2, now.Add(-time.Minute), game.Seat{Name: "Cy"}, game.Seat{Name: "Bot 2", Bot: "random"}, game.Seat{Name: "Di"})
	infos, _, err := game.Saves(st)
	if err != nil || len(infos) != 2 {
		t.Fatalf("Saves = %v, %v", infos, err)
	}
	f := newFlow(t, st)
	f.Run("wait 2")
	// The most recently saved first, each with its game, whose turn and
	// its players.
	for id, want := range map[string]string{
		"continue:1":        "Tally (test game). " + infos[0].Mover() + " to play · Cy, Bot 2 (Random), Di",
		"continue:2":        "Tally (test game). " + infos[1].Mover() + " to play · Ann, Bo",
		"continue:1:remove": "Remove",
	} {
		w, ok := f.A.Widget(id)
		if !ok || w.Label != want {
			t.Errorf("widget %s: %q (listed %v), want %q", id, w.Label, ok, want)
		}
	}
	menu := f.A.Top().(*menuScene)
	if got, want := menu.entries[0].at, "today "+now.Add(-time.Minute).Format("15:04"); got != want && now.Hour() != 0 {
		t.Errorf("saved %q, want %q", got, want)
	}
	f.Run("tap continue:2\nexpect-scene curtain\ntap curtain\nexpect-scene table\nwait 2")
	if got := f.table().Match().Config().Seed; got != 1 {
		t.Fatalf("continued the game of seed %d, want 1", got)
	}
}

func TestSavedWhen(t *testing.T) {
	loc := time.FixedZone("here", 3600)
	now := time.Date(2026, 11, 26, 9, 30, 0, 0, loc)
	for _, c := range []struct {
		at   time.Time
		want string
	}{
		{time.Date(2026, 11, 26, 0, 5, 0, 0, loc), "today 00:05"},
		{time.Date(2026, 11, 25, 23, 59, 0, 0, loc), "yesterday 23:59"},
		{time.Date(2026, 11, 25, 22, 59, 0, 0, time.UTC), "yesterday 23:59"}, // in the local zone
		{time.Date(2026, 11, 24, 14, 5, 0, 0, loc), "24 Nov 2026"},
		{time.Date(2025, 3, 1, 14, 5, 0, 0, loc), "1 Mar 2025"},
		{time.Time{}, ""},
	} {
		if got := savedWhen(c.at, now); got != c.want {
			t.Errorf("savedWhen(%v) = %q, want %q", c.at, got, c.want)
		}
	}
}

func TestRemovingAGameAsksFirst(t *testing.T) {
	st := storage.NewMemory()
	saveTally(t, st, 1, time.Now(), game.Seat{Name: "Ann"}, game.Seat{Name: "Bo"})
	f := newFlow(t, st)
	f.Run("wait 2\ntap continue:1:remove\nexpect-scene ask\ntap ask:cancel\nexpect-scene menu\nwait 2")
	if _, ok := f.A.Widget("continue:1"); !ok {
		t.Fatal("Cancel removed the game")
	}
	f.Run("tap continue:1:remove\nexpect-scene ask\nkey Escape\nexpect-scene menu\nwait 2")
	if _, ok := f.A.Widget("continue:1"); !ok {
		t.Fatal("Esc removed the game")
	}
	f.Run("tap continue:1:remove\nexpect-scene ask\ntap remove:yes\nexpect-scene menu\nwait 2")
	if _, ok := f.A.Widget("continue:1"); ok {
		t.Fatal("the removed game is still listed")
	}
	if keys, _ := st.Keys("save-"); len(keys) != 0 {
		t.Fatalf("saves left: %v", keys)
	}
}

func TestNewGameOfAGameWithAnUnfinishedOneAsks(t *testing.T) {
	st := storage.NewMemory()
	saveTally(t, st, 1, time.Now().Add(-time.Hour), game.Seat{Name: "Ann"}, game.Seat{Name: "Bo"})
	f := newFlow(t, st)
	f.Run("wait 2\ntap game:tally\nexpect-scene ask\ntap unfinished:new\nexpect-scene setup\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	seed := f.table().Match().Config().Seed
	f.Run("key Escape\nexpect-scene ingame\ntap quit\nexpect-scene menu\nwait 2")
	// Both are listed, the new one first; asked again, Continue opens the
	// most recent.
	for _, id := range []string{"continue:1", "continue:2"} {
		if _, ok := f.A.Widget(id); !ok {
			t.Fatalf("%s is not listed: the unfinished game must stay", id)
		}
	}
	f.Run(scrollMenu + "tap game:tally\nexpect-scene ask\ntap unfinished:continue\nexpect-scene table\nwait 2")
	if got := f.table().Match().Config().Seed; got != seed {
		t.Fatalf("continued seed %d, want %d", got, seed)
	}
}

// readOnlyStore is a store another tab owns, as the browser's is.
type readOnlyStore struct{ storage.Store }

func (readOnlyStore) ReadOnly() error { return errors.New("another tab") }

func TestReadOnlyTabIsTold(t *testing.T) {
	f := newFlow(t, readOnlyStore{storage.NewMemory()})
	want := "Kamon is open in another tab: this tab will not save your games."
	f.Run("wait 2")
	if w, ok := f.A.Widget("read-only"); !ok || w.Label != want {
		t.Errorf("read-only note %q (listed %v)", w.Label, ok)
	}
}

// The menu holds many entries: they scroll, and the last one can be reached.
func TestManyEntriesScroll(t *testing.T) {
	st := storage.NewMemory()
	for i := range 8 {
		saveTally(t, st, uint64(i+1), time.Now().Add(-time.Duration(i)*time.Minute), game.Seat{Name: "Ann"}, game.Seat{Name: fmt.Sprint("Bo", i)})
	}
	f := newFlow(t, st)
	f.Run("wait 2")
	menu := f.A.Top().(*menuScene)
	if len(menu.entries) != 8 {
		t.Fatalf("%d entries, want 8", len(menu.entries))
	}
	f.Run(scrollMenu + scrollMenu + "tap game:tally\nexpect-scene ask\ntap ask:cancel\nexpect-scene menu")
}

// scrollMenu drags the menu's list up by 400 px on the flow's phone screen.
const scrollMenu = "press 195 650\nmove 195 450\nmove 195 250\nrelease\nwait 2\n"

// A game whose seats were drawn shows the order drawn before the first
// turn; a tap opens the table.
func TestDrawnSeatsAreShownBeforeTheTable(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\ntap players:+\ntap seat:1:name\ntype Ann\nkey Enter\ntap start\nexpect-scene seating\nwait 2")
	s := f.A.Top().(*seatingScene)
	if s.m.Seating() == nil || len(s.lines) != 3 {
		t.Fatalf("seating %v, lines %+v", s.m.Seating(), s.lines)
	}
	for i, seat := range s.m.Seats {
		if want := fmt.Sprint(i+1, ". ", seat.Name); s.lines[i].name != want || s.lines[i].first != (i == int(s.m.ToMove())) {
			t.Errorf("line %d: %+v, want %q", i, s.lines[i], want)
		}
	}
	if want := s.m.Seats[s.m.ToMove()].Name + " begins."; s.first != want {
		t.Errorf("first %q, want %q", s.first, want)
	}
	f.Run("key Escape\nwait 2\nexpect-scene seating\ntap seating\nexpect-scene table")
}

// The game tiles make even rows, centred: four as two rows of two, five as
// three and two with the two in the middle.
func TestMenuGridIsBalanced(t *testing.T) {
	for _, c := range []struct {
		n, cols int
		w       float64
	}{{4, 2, 1400}, {5, 3, 1400}, {4, 1, 300}, {3, 3, 1400}, {1, 1, 1400}} {
		g := balancedGrid(ui.Rect{X: 100, W: c.w}, c.n, 250, 440, 92, 16)
		if g.Cols != c.cols || g.TileW > 440 {
			t.Errorf("%d tiles in %g: %d columns %g wide, want %d", c.n, c.w, g.Cols, g.TileW, c.cols)
			continue
		}
		full := float64(g.Cols)*g.TileW + float64(g.Cols-1)*16
		if left := g.Area.X - 100; math.Abs(left-(c.w-full)/2) > 0.5 {
			t.Errorf("%d tiles: the grid starts %g in, not centred", c.n, left)
		}
		if c.n == 5 {
			if x3, x4 := balancedCell(g, 3).X, balancedCell(g, 0).X+(g.TileW+16)/2; math.Abs(x3-x4) > 0.5 {
				t.Errorf("the short last row starts at %g, want %g", x3, x4)
			}
		}
	}
}

// The new screens idle without allocating: the menu with entries and its
// notes, a question over it, the order drawn.
func TestNewScreensIdleAllocateNothing(t *testing.T) {
	st := storage.NewMemory()
	for i := range 3 {
		saveTally(t, st, uint64(i+1), time.Now().Add(-time.Duration(i)*time.Hour), game.Seat{Name: "Ann"}, game.Seat{Name: "Bo", Bot: "random"})
	}
	st.Save("save-tally-9", []byte("not a save"))
	f := &flow{scenestest.New(t, Testing{App: NewApp(Options{Store: st, Home: NewMenu, Log: t.Logf, Device: &fakeDevice{canFull: true, update: true}})})}
	f.Run("wait 2\nexpect-scene menu")
	for _, id := range []string{"set-aside", "update", "fullscreen", "continue:3"} {
		if _, ok := f.A.Widget(id); !ok {
			t.Fatalf("%s is not shown", id)
		}
	}
	f.CheckIdle("menu")
	f.Run("tap continue:1:remove\nexpect-scene ask\nwait 2")
	f.CheckIdle("ask")
	f.Run("tap ask:cancel\nexpect-scene menu\ntap set-aside:ok\nwait 2\n" + scrollMenu + scrollMenu + "tap game:tally\nexpect-scene ask\ntap unfinished:new\nexpect-scene setup\ntap start\nexpect-scene seating\nwait 2")
	f.CheckIdle("seating")
}
