package scenestest

import (
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/settings"
)

// Hints is what the first-game hints check asks of the app: the notice
// on show, and a way to clear it between moves (a tap on it does that).
type Hints interface {
	Notice() string
	Notify(msg string)
}

// CheckHintsOncePerKind plays games of gameID on the table, a person at
// seat 0 against random bots, with the first-game hints on, every move at
// random, for up to steps of the person's decisions each: at each one the
// table shows the hint of its kind ("hint.<gameID>.<kind>", kind naming
// it from the person's view) the first time that kind comes, and nothing
// at any later decision of a kind already met (a decision of one move
// goes on to say so: Reach checks that). Every kind named must be
// one of kinds, each of which has its hint in every language; and the
// games must have met every kind of must.
func (tb Table[A]) CheckHintsOncePerKind(t *testing.T, gameID string, players int, seeds []uint64, steps int,
	kind func(view rules.State, legal []rules.Action) string, kinds, must []string) {
	t.Helper()
	for _, k := range kinds {
		for _, l := range i18n.Langs() {
			if !i18n.Has(l.Code, "hint."+gameID+"."+k) {
				t.Errorf("no hint.%s.%s in %s", gameID, k, l.Code)
			}
		}
	}
	met := map[string]bool{}
	for _, seed := range seeds {
		seats := []game.Seat{{Name: "Ana"}}
		for i := 1; i < players; i++ {
			seats = append(seats, game.Seat{Name: "Bot", Bot: "random"})
		}
		m, err := game.New(gameID, rules.Config{Players: players, Seed: seed}, seats)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		PlayToPerson(t, m, &rng, 0)
		f := tb.New(t)
		app, ok := any(f.A).(Hints)
		if !ok {
			t.Fatal("the app shows no notices")
		}
		f.Set(func(s *settings.Settings) { s.Anim, s.Hints = settings.AnimOff, true })
		tb.Open(f, m)
		seen := map[string]bool{}
		for i := 0; i < steps && !m.Outcome().Over; i++ {
			f.Run("wait 3")
			view := m.View(0)
			k := kind(view, view.Legal(nil))
			if k != "" && !slices.Contains(kinds, k) {
				t.Fatalf("seed %d, decision %d: kind %q is not among %q", seed, i, k, kinds)
			}
			want := ""
			if k != "" && !seen[k] {
				want, seen[k], met[k] = i18n.T("hint."+gameID+"."+k), true, true
			}
			got := app.Notice()
			if i := OnlyMoveTold(got); i >= 0 && len(view.Legal(nil)) == 1 { // the hint, then that one move is left
				got = strings.TrimSpace(got[:i])
			}
			if got != want {
				t.Fatalf("seed %d, decision %d (%q): the table shows %q, want %q", seed, i, k, got, want)
			}
			app.Notify("")
			RandomMove(t, m, &rng)
			PlayToPerson(t, m, &rng, 0)
			tb.Stale(f)
		}
	}
	for _, k := range must {
		if !met[k] {
			t.Errorf("the games never met a %q decision", k)
		}
	}
}
