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

func TestBadStatsAreSetAside(t *testing.T) {
	for _, c := range []struct {
		stored, why string
	}{
		{`{"format":1`, "the statistics are corrupt"},
		{`[]`, "the statistics are corrupt"},
		{`{"games":{}}`, `the statistics have no "format" field`},
		{`{"format":1,"games":{"mana":{"played":1}}}`, `the statistics of game "mana" do not add up: 1 games played, 0 won, 0 shared, 0 drawn, 0 lost`},
		{`{"format":1,"games":{"mana":{"played":1,"won":1}}}`, `the statistics of game "mana" do not add up: 1 games played, 0 by level`},
		{`{"format":1,"games":{"mana":{"played":1,"won":1,"levels":{"godlike":{"played":1,"won":1}}}}}`, `no level is called "godlike"`},
		{`{"format":1,"games":{"mana":{"played":-1,"won":-1,"levels":{"easy":{"played":-1,"won":-1}}}}}`, `a count of -1`},
		{`{"format":1,"games":{"mana":{"played":1,"won":1,"levels":{"easy":{"played":1,"won":1}},"streak":2,"best_streak":2}}}`, `a streak of 2, best 2, in 1 wins`},
		{`{"format":1,"games":{"` + strings.Repeat("g", 41) + `":{}}}`, "longer than 40 bytes"},
		{`{"format":1,"games":{` + manyGames(33) + `}}`, "the statistics list 33 games, more than 32"},
		{strings.Repeat(" ", game.MaxStatsBytes+1), "the statistics are too big (65537 bytes; at most 65536)"},
	} {
		st := storage.NewMemory()
		if err := st.Save(game.StatsKey, []byte(c.stored)); err != nil {
			t.Fatal(err)
		}
		s, aside, err := game.LoadStats(st)
		if err != nil || aside == nil || len(s.Games) != 0 || !strings.Contains(aside.Reason.Error(), c.why) {
			t.Errorf("%.60s: stats %+v, set aside %v, %v; want %q", c.stored, s, aside, err, c.why)
			continue
		}
		if kept, _ := st.Load(aside.KeptAs); string(kept) != c.stored {
			t.Errorf("%.60s: kept as %q", c.stored, kept)
		}
		// Set aside once: the next reader finds nothing, and a result starts afresh.
		if _, again, err := game.LoadStats(st); err != nil || again != nil {
			t.Errorf("%.60s: set aside twice (%v)", c.stored, err)
		}
		if s := record(t, st, finish(t, []game.Seat{{}, {Bot: "easy"}}, 4, 2)); s.Game(perfectID).Played != 1 {
			t.Errorf("%.60s: after it, %+v", c.stored, s)
		}
	}
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
