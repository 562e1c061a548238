package scenes

import (
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
)

// With the first-game hints on, the first draft decision of a Gosu game
// shows the draft's hint, once: the next draft decisions do not show it
// again (the turn that follows shows its own). With the hints off,
// nothing shows.
func TestFirstGameHintsShowOncePerKind(t *testing.T) {
	for _, on := range []bool{true, false} {
		m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 3}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(1)
		scenestest.PlayToPerson(t, m, &rng, 0)
		f := newFlow(t, storage.NewMemory())
		f.Set(func(s *settings.Settings) { s.Anim, s.Hints = settings.AnimOff, on })
		f.Run("wait 2")
		f.openTable(m)
		f.Run("wait 10")
		want := ""
		if on {
			want = i18n.T("hint.gosu.draft")
		}
		if got := f.A.Notice(); got != want {
			t.Fatalf("hints %v: the first draft shows %q, want %q", on, got, want)
		}
		if !on {
			continue
		}
		f.Run("wait 400") // the hint has gone
		drafts := 0
		for range 3 { // Ana drafts until she faces a draft again
			var pick string
			for _, w := range f.A.Widgets() {
				if strings.HasPrefix(w.ID, "choice:draft_") && w.Enabled {
					pick = w.ID
				}
			}
			if pick == "" {
				break
			}
			f.Run("tap " + pick + "\nwait 30")
			drafts++
			if got := f.A.Notice(); got == want {
				t.Fatalf("after draft %d the table shows %q again: the draft's hint comes once", drafts, got)
			}
		}
		if drafts < 2 {
			t.Fatalf("Ana drafted %d times: the test saw no second draft", drafts)
		}
	}
}

// The settings screen turns the first-game hints on and off, and the
// choice is kept.
func TestSettingsToggleTheFirstGameHints(t *testing.T) {
	st := storage.NewMemory()
	f := newFlow(t, st)
	f.A.SetScreen(1280, 800, 1, 1)
	was := f.A.Settings().Hints
	f.Run("wait 2\ntap settings\nexpect-scene settings\ntap hints\nwait 2")
	if f.A.Settings().Hints == was {
		t.Fatalf("a tap on the hints toggle left them %v", was)
	}
	if s, _ := settings.Load(st, "en"); s.Hints == was {
		t.Fatalf("the hints saved are %v, want %v", s.Hints, !was)
	}
	f.Run("tap hints\nwait 2")
	if f.A.Settings().Hints != was {
		t.Fatalf("a second tap left the hints %v, want %v", f.A.Settings().Hints, was)
	}
}

// A newcomer gets the hints without asking: they are on at first, and
// they stop in a game once a person has finished a game of it here (the
// statistics count it), not in the others.
func TestHintsTeachUntilAGameIsFinished(t *testing.T) {
	st := storage.NewMemory()
	firstHint := func(gameID string, seed uint64) string {
		t.Helper()
		m, err := game.New(gameID, rules.Config{Players: 2, Seed: seed}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(1)
		scenestest.PlayToPerson(t, m, &rng, 0)
		f := newFlow(t, st)
		f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
		f.Run("wait 2")
		f.openTable(m)
		f.Run("wait 10")
		return f.A.Notice()
	}
	if s, _ := settings.Load(st, "en"); !s.Hints {
		t.Fatal("a first start has the hints off")
	}
	if got, want := firstHint(gosu.ID, 3), i18n.T("hint.gosu.draft"); got != want {
		t.Fatalf("a newcomer's first Gosu X decision shows %q, want the hint %q", got, want)
	}
	finished, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 5}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(2)
	for !finished.Outcome().Over {
		scenestest.RandomMove(t, finished, &rng)
	}
	f := newFlow(t, st)
	f.A.Replace(newResults(f.A.App, finished, nil)) // the results count the game
	f.Run("wait 2")
	if got := firstHint(gosu.ID, 3); got != "" {
		t.Fatalf("after a finished game of Gosu X its first decision shows %q, want no hint", got)
	}
	if got := firstHint(mana.ID, 3); got == "" {
		t.Fatal("after a finished game of Gosu X, Mana shows no hint: it is still new here")
	}
}
