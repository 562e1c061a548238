package game_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/rulestest"
)

// finish plays a steps game to its end: each player in turn steps the
// given number of times and ends the turn, until the steps add up to six.
func finish(t *testing.T, seats []game.Seat, steps ...int) *game.Match {
	t.Helper()
	m := newMatch(t, perfectID, seats)
	for _, n := range steps {
		for range n {
			play(t, m, "step")
		}
		if !m.Outcome().Over {
			play(t, m, "end")
		}
	}
	if !m.Outcome().Over {
		t.Fatalf("%v does not end the game", steps)
	}
	return m
}

func record(t *testing.T, st storage.Store, m *game.Match) game.Stats {
	t.Helper()
	s, aside, err := game.RecordResult(st, m)
	if err != nil || aside != nil {
		t.Fatalf("RecordResult: %v, %v", aside, err)
	}
	return s
}

func TestRecordResult(t *testing.T) {
	st := storage.NewMemory()
	ann, bo := game.Seat{Name: "Ann"}, game.Seat{Name: "Bo"}
	easy, random := game.Seat{Bot: "easy"}, game.Seat{Bot: "random"}
	record(t, st, finish(t, []game.Seat{ann, easy}, 4, 2))            // won against easy
	record(t, st, finish(t, []game.Seat{easy, ann}, 3, 3))            // drawn
	record(t, st, finish(t, []game.Seat{ann, easy, random}, 2, 2, 2)) // drawn
	record(t, st, finish(t, []game.Seat{ann, random, bo}, 3, 3))      // shared with the random bot
	record(t, st, finish(t, []game.Seat{ann, bo}, 1, 5))              // won by Bo, a person
	record(t, st, finish(t, []game.Seat{random, easy}, 6))            // no person: not counted
	s := record(t, st, finish(t, []game.Seat{ann, random}, 2, 4))     // lost
	want := game.GameStats{
		Results: game.Results{Played: 6, Won: 2, Shared: 1, Drawn: 2, Lost: 1},
		Levels: map[string]game.Results{
			"easy":          {Played: 3, Won: 1, Drawn: 2},
			"random":        {Played: 2, Shared: 1, Lost: 1},
			game.PeopleOnly: {Played: 1, Won: 1},
		},
		Streak: 0, BestStreak: 1,
	}
	if got := s.Game(perfectID); !sameStats(got, want) {
		t.Fatalf("stats %+v, want %+v", got, want)
	}
	if len(s.Games) != 1 || s.Game(hiddenID).Played != 0 {
		t.Fatalf("games %v", s.Games)
	}
	loaded, aside, err := game.LoadStats(st)
	if err != nil || aside != nil || !sameStats(loaded.Game(perfectID), want) {
		t.Fatalf("LoadStats: %+v, %v, %v", loaded, aside, err)
	}
	if _, _, err := game.RecordResult(st, newMatch(t, perfectID, humans(2))); err == nil {
		t.Fatal("an unfinished game was counted")
	}
}

func sameStats(a, b game.GameStats) bool {
	if a.Results != b.Results || a.Streak != b.Streak || a.BestStreak != b.BestStreak || len(a.Levels) != len(b.Levels) {
		return false
	}
	for k, r := range a.Levels {
		if b.Levels[k] != r {
			return false
		}
	}
	return true
}

func TestStreaks(t *testing.T) {
	st := storage.NewMemory()
	seats := []game.Seat{{}, {Bot: "easy"}}
	var s game.Stats
	for i, steps := range [][]int{{4, 2}, {5, 1}, {4, 2}, {2, 4}, {6}, {3, 3}, {6}} {
		s = record(t, st, finish(t, seats, steps...))
		g := s.Game(perfectID)
		wantStreak := []int{1, 2, 3, 0, 1, 0, 1}[i]
		wantBest := []int{1, 2, 3, 3, 3, 3, 3}[i]
		if g.Streak != wantStreak || g.BestStreak != wantBest {
			t.Fatalf("after game %d: streak %d, best %d; want %d, %d", i+1, g.Streak, g.BestStreak, wantStreak, wantBest)
		}
	}
	got, _ := st.Load(game.StatsKey)
	want := `{"format":1,"games":{"test-perfect":{"played":7,"won":5,"shared":0,"drawn":1,"lost":1,` +
		`"levels":{"easy":{"played":7,"won":5,"shared":0,"drawn":1,"lost":1}},"streak":1,"best_streak":3}}}`
	if string(got) != want {
		t.Fatalf("stored\n%s\nwant\n%s", got, want)
	}
}

// A match is counted once: again, after it is undone and finished again,
// and after it is saved and resumed.
func TestAMatchIsCountedOnce(t *testing.T) {
	st := storage.NewMemory()
	m := newMatch(t, perfectID, []game.Seat{{}, {Bot: "easy"}})
	m.SetStore(st)
	play(t, m, "step", "end", "step", "step", "step", "step", "step") // lost, 1 to 5
	record(t, st, m)
	if s := record(t, st, m); s.Game(perfectID).Played != 1 || s.Game(perfectID).Lost != 1 {
		t.Fatalf("counted again: %+v", s.Game(perfectID))
	}
	if err := m.Undo(); err != nil { // perfect information: back to the person's last move
		t.Fatal(err)
	}
	resumed, err := game.ResumeSave(st, m.SaveKey())
	if err != nil {
		t.Fatal(err)
	}
	play(t, resumed, "step", "step", "step", "step", "step")
	if !resumed.Outcome().Won(0) {
		t.Fatalf("the second ending: %+v", resumed.Outcome())
	}
	if s := record(t, st, resumed); s.Game(perfectID).Played != 1 || s.Game(perfectID).Lost != 1 {
		t.Fatalf("a finished game undone, resumed and finished again was counted again: %+v", s.Game(perfectID))
	}
	data := rulestest.Marshal(t, resumed)
	if !strings.Contains(string(data), `"counted":true`) {
		t.Fatalf("the save does not say the match was counted: %s", data)
	}

	// Restart and Rematch are new games.
	if err := m.Restart(5); err != nil {
		t.Fatal(err)
	}
	play(t, m, "step", "step", "step", "step", "end", "step", "step")
	if s := record(t, st, m); s.Game(perfectID).Played != 2 || s.Game(perfectID).Won != 1 {
		t.Fatalf("the restarted game: %+v", s.Game(perfectID))
	}
}

// storedStats is the statistics as the store keeps them.
type storedStats struct {
	Format int `json:"format"`
	game.Stats
}

// loadStats stores data as the statistics and loads them: the error, or
// the reason they were set aside.
func loadStats(data []byte) error {
	st := storage.NewMemory()
	if err := st.Save(game.StatsKey, data); err != nil {
		return err
	}
	_, aside, err := game.LoadStats(st)
	switch {
	case err != nil:
		return err
	case aside != nil:
		return aside.Reason
	}
	return nil
}

// Each check of the statistics refuses what RecordResult wrote with one
// thing changed, and only that check does: every outcome, both levels, a
// streak.
func TestStatsRefuseEachFaultAlone(t *testing.T) {
	st := storage.NewMemory()
	easy := []game.Seat{{}, {Bot: "easy"}}
	for _, m := range []*game.Match{
		finish(t, easy, 4, 2), finish(t, easy, 4, 2), // won twice
		finish(t, easy, 2, 4),                                  // lost
		finish(t, easy, 3, 3),                                  // drawn
		finish(t, []game.Seat{{}, {}}, 4, 2),                   // won, among people
		finish(t, []game.Seat{{}, {}, {Bot: "easy"}}, 3, 0, 3), // shared with the bot
		finish(t, easy, 4, 2),                                  // won
	} {
		record(t, st, m)
	}
	valid, err := st.Load(game.StatsKey)
	if err != nil {
		t.Fatal(err)
	}
	type refusal = rulestest.SaveRefusal[storedStats]
	// in is a case that spoils the steps game's statistics.
	in := func(name string, spoil func(g *game.GameStats), because string) refusal {
		return refusal{Name: name, Spoil: func(j *storedStats) {
			g := j.Games[perfectID]
			spoil(&g)
			j.Games[perfectID] = g
		}, Because: because}
	}
	level := func(g *game.GameStats, name string, spoil func(r *game.Results)) {
		r := g.Levels[name]
		spoil(&r)
		g.Levels[name] = r
	}
	cases := []refusal{
		{Name: "not JSON", Edit: func(b []byte) []byte { return b[:len(b)-1] }, Because: "the statistics are corrupt"},
		{Name: "not an object", Edit: func([]byte) []byte { return []byte("[]") }, Because: "the statistics are corrupt"},
		{Name: "too big", Edit: func(b []byte) []byte { return append(b, strings.Repeat(" ", game.MaxStatsBytes)...) }, Because: "the statistics are too big (65"},
		{Name: "no format", Edit: rulestest.Replace(`"format":1,`, ``), Because: `the statistics have no "format" field`},
		{Name: "a format below 0", Spoil: func(j *storedStats) { j.Format = -1 }, Because: "the statistics' format -1 is not one Kamon writes"},
		{Name: "the next format", Spoil: func(j *storedStats) { j.Format = 2 }, Kind: rules.ErrNewVersion, Because: "a newer version of Kamon (format 2; this build reads up to 1)"},
		{Name: "a game over the bound", Spoil: func(j *storedStats) {
			for i := range 32 {
				j.Games[fmt.Sprint(i)] = game.GameStats{}
			}
		}, Because: "the statistics list 33 games, more than 32"},
		{Name: "a game id over the bound", Spoil: func(j *storedStats) { j.Games[strings.Repeat("g", 41)] = game.GameStats{} }, Because: "name a game \"gggg"},
		in("a count below 0", func(g *game.GameStats) { g.Drawn, g.Won = -1, g.Won+2 }, "a count of -1"),
		in("a count over the bound", func(g *game.GameStats) { g.Played = 1_000_000_001 }, "a count of 1000000001"),
		in("a win of no game", func(g *game.GameStats) { g.Won++ }, `of game "test-perfect" do not add up: 7 games played, 5 won, 1 shared, 1 drawn, 1 lost`),
		in("a game of no outcome", func(g *game.GameStats) { g.Played++ }, "8 games played, 4 won, 1 shared, 1 drawn, 1 lost"),
		in("an unknown level", func(g *game.GameStats) { g.Levels["godlike"], g.Levels["easy"] = g.Levels["easy"], game.Results{} }, `no level is called "godlike"`),
		in("a level's count below 0", func(g *game.GameStats) {
			level(g, "easy", func(r *game.Results) { r.Lost, r.Won = -1, r.Won+1 })
		}, "level easy: a count of -1"),
		in("a level that does not add up", func(g *game.GameStats) { level(g, game.PeopleOnly, func(r *game.Results) { r.Won++ }) }, "level people: 1 games played, 2 won"),
		in("a game more by level", func(g *game.GameStats) {
			level(g, "easy", func(r *game.Results) { r.Played, r.Lost = r.Played+1, r.Lost+1 })
		}, "7 games played, 8 by level"),
		in("a streak below 0", func(g *game.GameStats) { g.Streak = -1 }, "a streak of -1, best 2, in 4 wins"),
		in("a streak past the best", func(g *game.GameStats) { g.Streak = 3 }, "a streak of 3, best 2, in 4 wins"),
		in("a best streak past the wins", func(g *game.GameStats) { g.BestStreak = 5 }, "a streak of 1, best 5, in 4 wins"),
	}
	rulestest.RefusedSaves(t, loadStats, valid, cases)
}

// Statistics that cannot be read are set aside, once, kept as they were,
// and the next result starts afresh.
func TestBadStatsAreSetAside(t *testing.T) {
	for _, stored := range []string{`{"format":1`, strings.Repeat(" ", game.MaxStatsBytes+1)} {
		st := storage.NewMemory()
		if err := st.Save(game.StatsKey, []byte(stored)); err != nil {
			t.Fatal(err)
		}
		s, aside, err := game.LoadStats(st)
		if err != nil || aside == nil || len(s.Games) != 0 {
			t.Errorf("%.60s: stats %+v, set aside %v, %v", stored, s, aside, err)
			continue
		}
		if kept, _ := st.Load(aside.KeptAs); string(kept) != stored {
			t.Errorf("%.60s: kept as %q", stored, kept)
		}
		if _, again, err := game.LoadStats(st); err != nil || again != nil {
			t.Errorf("%.60s: set aside twice (%v)", stored, err)
		}
		if s := record(t, st, finish(t, []game.Seat{{}, {Bot: "easy"}}, 4, 2)); s.Game(perfectID).Played != 1 {
			t.Errorf("%.60s: after it, %+v", stored, s)
		}
	}
}

// Statistics the store cannot read are set aside, with the reason: a
// value of another app, or a failure of the store.
func TestUnreadableStatsAreSetAside(t *testing.T) {
	for _, c := range []struct {
		st  func(storage.Store) storage.Store
		why string
	}{
		{func(s storage.Store) storage.Store { return foreignStore{s} }, "the stored statistics were not written by Kamon"},
		{func(s storage.Store) storage.Store { return failingLoads{s} }, "the statistics cannot be read: the disk is gone"},
	} {
		mem := storage.NewMemory()
		if err := mem.Save(game.StatsKey, []byte(`{"format":1,"games":{}}`)); err != nil {
			t.Fatal(err)
		}
		_, aside, err := game.LoadStats(c.st(mem))
		if err != nil || aside == nil || !errors.Is(aside.Reason, rules.ErrBadSave) || !strings.Contains(aside.Reason.Error(), c.why) {
			t.Errorf("set aside %v, %v; want %q", aside, err, c.why)
		}
	}
}

// Statistics that cannot be read where they cannot be moved either (a
// second browser tab) are reported with the store's failure.
func TestUnreadableStatsOfAReadOnlyStore(t *testing.T) {
	mem := storage.NewMemory()
	if err := mem.Save(game.StatsKey, []byte(`{"format":1`)); err != nil {
		t.Fatal(err)
	}
	s, aside, err := game.LoadStats(readOnly{mem})
	if !errors.Is(err, storage.ErrOtherTab) || aside == nil || aside.Err == nil || len(s.Games) != 0 {
		t.Fatalf("LoadStats: %+v, %v, %v", s, aside, err)
	}
}

// failingLoads fails every read of a value it holds.
type failingLoads struct{ storage.Store }

func (s failingLoads) LoadMax(key string, max int64) ([]byte, error) {
	if _, err := s.Store.LoadMax(key, max); err != nil {
		return nil, err
	}
	return nil, errors.New("the disk is gone")
}

func manyGames(n int) string {
	var games []string
	for i := range n {
		games = append(games, `"g`+strings.Repeat("x", i)+`":{}`)
	}
	return strings.Join(games, ",")
}

func TestNewerStatsAreLeftAlone(t *testing.T) {
	st := storage.NewMemory()
	newer := `{"format":2,"games":{},"trophies":[1]}`
	if err := st.Save(game.StatsKey, []byte(newer)); err != nil {
		t.Fatal(err)
	}
	if _, aside, err := game.LoadStats(st); !errors.Is(err, rules.ErrNewVersion) || aside != nil {
		t.Fatalf("LoadStats: %v, %v", aside, err)
	}
	m := finish(t, []game.Seat{{}, {Bot: "easy"}}, 4, 2)
	if _, _, err := game.RecordResult(st, m); !errors.Is(err, rules.ErrNewVersion) {
		t.Fatalf("RecordResult over newer statistics: %v", err)
	}
	if got, _ := st.Load(game.StatsKey); string(got) != newer {
		t.Fatalf("the newer statistics were changed: %s", got)
	}
}

// FuzzLoadStats: whatever is stored, LoadStats answers statistics that add
// up, or sets the value aside, and never panics; what it accepts, a result
// can be added to and read back.
func FuzzLoadStats(f *testing.F) {
	f.Add([]byte(`{"format":1,"games":{"test-perfect":{"played":1,"won":1,"levels":{"easy":{"played":1,"won":1}},"streak":1,"best_streak":1}}}`))
	f.Add([]byte(`{"format":1,"games":{"mana":{"played":1,"won":1}}}`))
	f.Add([]byte(`{"format":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := storage.NewMemory()
		if err := st.Save(game.StatsKey, data); err != nil {
			t.Fatal(err)
		}
		_, aside, err := game.LoadStats(st)
		if err != nil || aside != nil {
			return
		}
		m := finish(t, []game.Seat{{}, {Bot: "easy"}}, 4, 2)
		s, aside, err := game.RecordResult(st, m)
		if err != nil || aside != nil {
			if strings.Contains(fmt.Sprint(err), "already hold") {
				return
			}
			t.Fatalf("a result over accepted statistics: %v, %v", aside, err)
		}
		again, aside, err := game.LoadStats(st)
		if err != nil || aside != nil || !sameStats(again.Game(perfectID), s.Game(perfectID)) {
			t.Fatalf("the statistics written do not read back: %v, %v", aside, err)
		}
	})
}
