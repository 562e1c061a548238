package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"kamon/game/bot"
	"kamon/game/storage"
	"kamon/rules"
)

// The device keeps statistics of the games finished on it, per game and by
// the level of the bots played against, seen from the side of the people at
// the device: the results screen calls RecordResult once a match is over,
// and the statistics screen reads LoadStats.

// StatsKey is the storage key of the statistics.
const StatsKey = "stats"

// PeopleOnly is the level key of the games played without bots.
const PeopleOnly = "people"

// statsFormat is the version of the layout of the stored statistics; a
// value with a higher one is left untouched.
const statsFormat = 1

// Bounds on the stored statistics: a value over any is set aside as
// corrupt. A device records at most one entry per game and five levels.
const (
	MaxStatsBytes = 64 << 10
	maxStatsGames = 32
	maxCount      = 1_000_000_000
)

// Results counts finished games from the side of the people at the device.
type Results struct {
	Played int `json:"played"`
	Won    int `json:"won"`    // a person won and no bot did
	Shared int `json:"shared"` // people and bots share the win
	Drawn  int `json:"drawn"`  // nobody won
	Lost   int `json:"lost"`   // only bots won
}

// GameStats are one game's statistics.
type GameStats struct {
	Results
	// Levels splits the games by the strongest bot level among the seats,
	// PeopleOnly for games without bots.
	Levels     map[string]Results `json:"levels,omitempty"`
	Streak     int                `json:"streak"`      // games won in a row, up to the last one
	BestStreak int                `json:"best_streak"` // the longest such run
}

// Stats are the statistics of every game played on the device.
type Stats struct {
	Games map[string]GameStats `json:"games"` // by game id
}

// Game is the statistics of one game; zero if it was never finished here.
func (s Stats) Game(id string) GameStats { return s.Games[id] }

type statsJSON struct {
	Format int `json:"format"`
	Stats
}

// LoadStats reads the device's statistics: empty ones if there are none.
// A value that cannot be read is set aside, as a bad save is, and reported
// in the second result by the call that sets it aside; the statistics
// start again from nothing. The error is a value written by a newer
// version of Kamon (left as it is), or a failure of the store.
func LoadStats(st storage.Store) (Stats, *SetAside, error) {
	data, err := st.LoadMax(StatsKey, MaxStatsBytes)
	if errors.Is(err, storage.ErrNotFound) {
		return Stats{}, nil, nil
	}
	var reason error
	if err != nil {
		reason = statsReadRefusal(err)
	} else {
		var s Stats
		if s, reason = decodeStats(data); reason == nil {
			return s, nil, nil
		}
		if errors.Is(reason, rules.ErrNewVersion) {
			return Stats{}, nil, reason
		}
	}
	aside := setAside(st, StatsKey, reason)
	if aside.Err != nil {
		return Stats{}, &aside, aside.Err
	}
	return Stats{}, &aside, nil
}

func statsReadRefusal(err error) error {
	var size *storage.SizeError
	switch {
	case errors.As(err, &size):
		return refuse(rules.ErrBadSave, nil, "the statistics are too big (%d bytes; at most %d)", size.Size, size.Max)
	case errors.Is(err, storage.ErrForeign):
		return refuse(rules.ErrBadSave, nil, "the stored statistics were not written by Kamon")
	}
	return refuse(rules.ErrBadSave, err, "the statistics cannot be read")
}

func decodeStats(data []byte) (Stats, error) {
	var j statsJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return Stats{}, refuse(rules.ErrBadSave, err, "the statistics are corrupt")
	}
	switch {
	case j.Format == 0:
		return Stats{}, refuse(rules.ErrBadSave, nil, "the statistics have no \"format\" field")
	case j.Format < 0:
		return Stats{}, refuse(rules.ErrBadSave, nil, "the statistics' format %d is not one Kamon writes", j.Format)
	case j.Format > statsFormat:
		return Stats{}, refuse(rules.ErrNewVersion, nil, "the statistics were kept by a newer version of Kamon (format %d; this build reads up to %d)", j.Format, statsFormat)
	case len(j.Games) > maxStatsGames:
		return Stats{}, refuse(rules.ErrBadSave, nil, "the statistics list %d games, more than %d", len(j.Games), maxStatsGames)
	}
	for id, g := range j.Games {
		if len(id) > maxIDLen {
			return Stats{}, refuse(rules.ErrBadSave, nil, "the statistics name a game %s longer than %d bytes", quote(id), maxIDLen)
		}
		if err := g.check(); err != nil {
			return Stats{}, refuse(rules.ErrBadSave, err, "the statistics of game %s do not add up", quote(id))
		}
	}
	return j.Stats, nil
}

// check refuses counts out of bounds or that do not add up: every game in
// exactly one outcome and one level, a streak within the wins.
func (g GameStats) check() error {
	if err := g.Results.check(); err != nil {
		return err
	}
	played := 0
	for level, r := range g.Levels {
		if level != PeopleOnly && !bot.KnownLevel(level) {
			return fmt.Errorf("no level is called %s", quote(level))
		}
		if err := r.check(); err != nil {
			return fmt.Errorf("level %s: %w", level, err)
		}
		played += r.Played
	}
	switch {
	case played != g.Played:
		return fmt.Errorf("%d games played, %d by level", g.Played, played)
	case g.Streak < 0 || g.Streak > g.BestStreak || g.BestStreak > g.Won:
		return fmt.Errorf("a streak of %d, best %d, in %d wins", g.Streak, g.BestStreak, g.Won)
	}
	return nil
}

func (r Results) check() error {
	for _, n := range []int{r.Played, r.Won, r.Shared, r.Drawn, r.Lost} {
		if n < 0 || n > maxCount {
			return fmt.Errorf("a count of %d", n)
		}
	}
	if r.Won+r.Shared+r.Drawn+r.Lost != r.Played {
		return fmt.Errorf("%d games played, %d won, %d shared, %d drawn, %d lost", r.Played, r.Won, r.Shared, r.Drawn, r.Lost)
	}
	return nil
}

// RecordResult counts m, which must be over, in the device's statistics and
// returns them. It counts a match once: the match remembers it (in its
// saves too), so a finished game undone and finished again is not counted
// again, and its first result stands. A match without people is not
// counted. A stored value that cannot be read is set aside and reported as
// LoadStats does; one of a newer version is left alone, with an error.
func RecordResult(st storage.Store, m *Match) (Stats, *SetAside, error) {
	if !m.Outcome().Over {
		return Stats{}, nil, errors.New("only a finished game is counted")
	}
	s, aside, err := LoadStats(st)
	if err != nil || m.counted {
		return s, aside, err
	}
	level, ok := m.opponentLevel()
	if !ok {
		m.counted = true
		return s, aside, nil
	}
	next := s.with(m.Game.ID, level, m.resultForPeople())
	if len(next.Games) > maxStatsGames {
		return s, aside, fmt.Errorf("the statistics already hold %d games", maxStatsGames)
	}
	data, err := json.Marshal(statsJSON{Format: statsFormat, Stats: next})
	if err != nil {
		return s, aside, err
	}
	if err := st.Save(StatsKey, data); err != nil {
		return s, aside, err
	}
	m.counted = true
	m.autosave()
	return next, aside, nil
}

// outcome is one finished game from the people's side.
type outcome int

const (
	won outcome = iota
	shared
	drawn
	lost
)

func (r Results) with(o outcome) Results {
	r.Played++
	switch o {
	case won:
		r.Won++
	case shared:
		r.Shared++
	case drawn:
		r.Drawn++
	case lost:
		r.Lost++
	}
	return r
}

// with is s with one more game of id against level, a copy: s is unchanged.
func (s Stats) with(id, level string, o outcome) Stats {
	games := make(map[string]GameStats, len(s.Games)+1)
	for k, g := range s.Games {
		games[k] = g
	}
	g := games[id]
	levels := make(map[string]Results, len(g.Levels)+1)
	for k, r := range g.Levels {
		levels[k] = r
	}
	levels[level] = levels[level].with(o)
	g.Results, g.Levels = g.Results.with(o), levels
	if o == won {
		g.Streak++
		g.BestStreak = max(g.BestStreak, g.Streak)
	} else {
		g.Streak = 0
	}
	games[id] = g
	return Stats{Games: games}
}

// opponentLevel is the strongest bot level among the seats, PeopleOnly if
// there is no bot; false if no person played.
func (m *Match) opponentLevel() (string, bool) {
	levels := bot.Levels(m.Game.ID)
	best, people := -1, false
	for _, s := range m.Seats {
		if s.Human() {
			people = true
			continue
		}
		best = max(best, slices.Index(levels, s.Bot))
	}
	if best < 0 {
		return PeopleOnly, people
	}
	return levels[best], people
}

// resultForPeople is the finished match's outcome for the people at the
// device.
func (m *Match) resultForPeople() outcome {
	o := m.Outcome()
	person, machine := false, false
	for _, w := range o.Winners {
		if m.human(w) {
			person = true
		} else {
			machine = true
		}
	}
	switch {
	case len(o.Winners) == 0:
		return drawn
	case person && machine:
		return shared
	case person:
		return won
	}
	return lost
}
