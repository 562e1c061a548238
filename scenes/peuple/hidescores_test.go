package peuple

import (
	"fmt"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
)

var peupleHideScores = map[string]string{peuple.OptionHideScores: "1"}

// With hidden scores Ann's table shows only her own score: the others'
// plates read "?" with an empty track, their changes float a "?" and the
// log says a score changed without the number.
func TestPeupleTableHidesOthersScores(t *testing.T) {
	seats := []game.Seat{{Name: "Ann"}, {Name: "B2", Bot: "random"}, {Name: "B3", Bot: "random"}}
	hiddenEvents, turns := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		m, err := game.New(peuple.ID, rules.Config{Players: 3, Seed: seed, Options: peupleHideScores}, seats)
		if err != nil {
			t.Fatal(err)
		}
		f := newFlow(t, storage.NewMemory())
		f.A.Go(newTableScene(f.A, table.Local(m)))
		f.Run("wait 30")
		tbl := f.peupleTable()
		st := func() *peuple.State { return m.State().(*peuple.State) }
		for turn := 0; turn < 4 && m.ToMove() == 0 && st().Phase() == peuple.PhaseTurn; turn++ {
			c := st().MoveHand(0)[0]
			w := peuple.PawnOf(0, 0)
			if !c.Spec().Own {
				w = peuple.PawnOf(1, 0)
			}
			if _, err := m.Apply(peuple.MoveAction(c, w, peuple.Circle)); err != nil {
				t.Fatal(err)
			}
			tbl.Reread()
			f.Run("wait 900")
			turns++
			if tbl.Viewer() != 0 {
				t.Fatalf("seed %d: the table shows seat %d's view", seed, tbl.Viewer())
			}
			for p := range tbl.score {
				want := peuple.HiddenScore
				if p == 0 {
					want = st().Score(0)
				}
				if tbl.score[p] != want {
					t.Fatalf("seed %d turn %d: P%d's plate shows %d, want %d", seed, turn, p+1, tbl.score[p], want)
				}
			}
			if got := peupleScoreLabel(tbl.score[1]); got != "?" {
				t.Fatalf("a hidden score is drawn as %q", got)
			}
			ax, ay := tbl.seatRect(0).Center()
			for _, fl := range tbl.floats {
				if strings.ContainsAny(fl.text, "0123456789") && (fl.x != ax || fl.y != ay) {
					t.Fatalf("seed %d: %q floats over another player's plate", seed, fl.text)
				}
			}
		}
		for _, e := range m.Log() {
			d, ok := e.Event.Data.(peuple.ScoreData)
			if !ok || d.Player == 0 {
				continue
			}
			hiddenEvents++
			line := peupleLine(e.Event, tbl.Names(), 0)
			if line != i18n.T("peuple.log.score_hidden", tbl.Names()[d.Player]) {
				t.Fatalf("Ann's log reads %q of P%d's score", line, d.Player+1)
			}
		}
	}
	if hiddenEvents == 0 || turns == 0 {
		t.Fatalf("%d turns, %d hidden score changes: the test saw nothing", turns, hiddenEvents)
	}
}

// At the end every score is shown again.
func TestPeupleTableRevealsScoresAtTheEnd(t *testing.T) {
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	m, err := game.New(peuple.ID, rules.Config{Players: 3, Seed: 4, Options: peupleHideScores}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(4)
	for ply := 0; ply < 5000 && !m.Outcome().Over; ply++ {
		scenestest.RandomMove(t, m, &rng)
	}
	if !m.Outcome().Over {
		t.Fatal("the random game did not end")
	}
	f := newFlow(t, storage.NewMemory())
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 60")
	tbl := f.peupleTable()
	for p := range tbl.score {
		if want := m.State().(*peuple.State).Score(rules.Player(p)); tbl.score[p] != want {
			t.Fatalf("P%d's plate shows %d at the end, want %d", p+1, tbl.score[p], want)
		}
	}
}

// Setup offers the option, off by default, named in every language.
func TestPeupleSetupOffersHiddenScores(t *testing.T) {
	m := scenes.NewSetupModel(peuple.Game, []string{"easy"}, 1)
	if on, ok := m.Options[peuple.OptionHideScores]; !ok || on {
		t.Fatalf("setup options %v: hidden scores should be offered, off", m.Options)
	}
	cfg, _, err := m.Build()
	if err != nil {
		t.Fatal(err)
	}
	if peuple.Game.OptionOn(cfg, peuple.OptionHideScores) {
		t.Fatal("a default setup hides the scores")
	}
	defer i18n.SetLang(i18n.Lang())
	names := map[string]bool{}
	for _, l := range i18n.Langs() {
		if err := i18n.SetLang(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, o := range peuple.Game.Options {
			if o.ID == peuple.OptionHideScores {
				names[table.OptionName(peuple.Game, o)] = true
			}
		}
	}
	if len(names) != len(i18n.Langs()) {
		t.Fatalf("the option has %d names in %d languages: %v", len(names), len(i18n.Langs()), names)
	}
}

// The end-to-end runs tap the seed below the options: with two options it
// is still on screen at every size they use.
func TestPeupleSetupSeedReachableWithTwoOptions(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {1280, 800}} {
		t.Run(fmt.Sprintf("%gx%g", sz[0], sz[1]), func(t *testing.T) {
			// A game of it finished here: the setup offers no tutorial
			// above its form, which a short screen would scroll to.
			store := storage.NewMemory()
			if err := store.Save("stats", []byte(`{"format":1,"games":{"peuple":{"played":1,"won":1,"levels":{"normal":{"played":1,"won":1}},"streak":1,"best_streak":1}}}`)); err != nil {
				t.Fatal(err)
			}
			f := newFlow(t, store)
			f.A.SetScreen(sz[0], sz[1], 1, 1)
			f.Run("wait 5\ntap game:peuple\nexpect-scene setup\ntap shuffle\ntap option:" + peuple.OptionHideScores +
				"\ntap shared-deal\ntap seed\ntap start\nexpect-scene table\nquit\n")
			tbl := f.peupleTable()
			if tbl == nil || !peuple.Game.OptionOn(tbl.Match().State().Config(), peuple.OptionHideScores) {
				t.Fatalf("%.0fx%.0f: the game did not start with hidden scores", sz[0], sz[1])
			}
		})
	}
}
