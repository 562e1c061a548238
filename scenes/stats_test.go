package scenes

import (
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules/mana"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
)

// The results count a finished match once, however often they show, say
// this game's record, and lead to the statistics page, which lists it.
func TestStatisticsRecordedOnceOnTheResults(t *testing.T) {
	store := storage.NewMemory()
	_, m := scenestest.FinishedReplay(t, mana.ID, 2, 5)
	f := newFlow(t, store)
	f.Run("wait 2")
	for range 2 {
		f.A.ShowResults(table.Local(m))
		f.Run("wait 2\nexpect-scene results")
	}
	stats, _, err := game.LoadStats(store)
	if err != nil || stats.Game(mana.ID).Played != 1 || stats.Game(mana.ID).Levels[game.PeopleOnly].Played != 1 {
		t.Fatalf("after the results twice: %+v (%v), want one game between people", stats.Game(mana.ID), err)
	}
	r := f.A.Top().(*resultsScene)
	if want := "Mana on this device: 1 played, 1 won. Between people: 1 played, 1 won."; r.record != want {
		t.Errorf("the results say %q, want %q", r.record, want)
	}
	f.Run("tap stats\nexpect-scene stats\nwait 2")
	page := f.A.Top().(*textPage)
	var all []string
	for _, p := range page.paras {
		all = append(all, p.text)
	}
	if got := strings.Join(all, "\n"); !strings.Contains(got, "Mana\nGames finished: 1.\nWon 1, shared 0, drawn 0, lost 0.") {
		t.Errorf("the statistics page says:\n%s", got)
	}
}

// With nothing finished, the page says so.
func TestStatisticsPageEmpty(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	f.A.Go(NewStatsPage(f.A.Store()))
	f.Run("wait 2\nexpect-scene stats")
	page := f.A.Top().(*textPage)
	if len(page.paras) != 1 || page.paras[0].text != i18n.T("stats.none") {
		t.Errorf("an empty statistics page says %+v", page.paras)
	}
}
