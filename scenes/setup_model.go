package scenes

import (
	"slices"
	"strings"
	"unicode/utf8"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
)

// MaxNameLen is the longest seat name, in characters: it must fit on a
// curtain and in a score line on a phone.
const MaxNameLen = 16

// SeatSetup is one seat as the setup screen edits it.
type SeatSetup struct {
	Kind string // Human or a bot level
	// Name is what the player typed; "" means the localised default
	// ("Player 2", "Bot 3"), which follows a language switch.
	Name string
}

// SetupModel is the new-game form without any drawing: which seats, their
// names and levels, the variant, the options and the seed. Build turns it
// into what game.New needs, or into a SetupError the screen shows.
type SetupModel struct {
	Game    rules.Game
	Levels  []string // bot levels offered, "random" first
	Players int
	Seats   []SeatSetup // always Game.MaxPlayers long; the first Players are in play
	Variant string
	Options map[string]bool
	// SharedDeal plays the deal of the Seed typed, so that the same game
	// can be dealt elsewhere; otherwise the deal is the drawn seed's, which
	// nobody is shown.
	SharedDeal bool
	Seed       string // as typed: a deal code (game.DealCode), or a seed in decimal
	drawn      uint64
	// Shuffle draws the order of play (Mana: the colours) when the game
	// starts. It follows game.ShuffleByDefault for the number of players
	// until the person sets it.
	Shuffle    bool
	shuffleSet bool
}

// NewSetupModel starts a form for g: the fewest players of g, seat 1 human
// and the others Normal bots (the first level offered where there is no
// Normal; human when g has no bots), standard rules, option defaults, and the given seed, drawn for
// this game and shown only when a shared deal is asked for.
func NewSetupModel(g rules.Game, levels []string, seed uint64) *SetupModel {
	m := &SetupModel{
		Game:    g,
		Levels:  levels,
		Players: max(g.MinPlayers, min(2, g.MaxPlayers)),
		Seats:   make([]SeatSetup, max(g.MaxPlayers, 0)),
		Options: map[string]bool{},
		Seed:    game.DealCode(seed),
		drawn:   seed,
	}
	for i := range m.Seats {
		m.Seats[i].Kind = table.Human
		if i > 0 && len(levels) > 0 {
			m.Seats[i].Kind = levels[0]
			if slices.Contains(levels, defaultLevel) {
				m.Seats[i].Kind = defaultLevel
			}
		}
	}
	for _, o := range g.Options {
		m.Options[o.ID] = o.Default
	}
	m.Shuffle = game.ShuffleByDefault(g.ID, m.Players)
	return m
}

// defaultLevel is the bot a new seat gets: a fair opponent for a first
// game, where Random would only be a pushover.
const defaultLevel = "normal"

// SetPlayers changes the number of seats in play, kept within the game's range.
func (m *SetupModel) SetPlayers(n int) {
	m.Players = max(m.Game.MinPlayers, min(n, m.Game.MaxPlayers))
	if !m.shuffleSet {
		m.Shuffle = game.ShuffleByDefault(m.Game.ID, m.Players)
	}
}

// SetShuffle turns the drawing of the seats on or off, for good: the
// number of players no longer changes it.
func (m *SetupModel) SetShuffle(on bool) { m.Shuffle, m.shuffleSet = on, true }

// Start makes the match the form describes: its seats drawn when Shuffle
// is on.
func (m *SetupModel) Start() (*game.Match, error) {
	cfg, seats, err := m.Build()
	if err != nil {
		return nil, err
	}
	var match *game.Match
	if m.Shuffle {
		match, err = game.NewShuffled(m.Game.ID, cfg, seats)
	} else {
		match, err = game.New(m.Game.ID, cfg, seats)
	}
	if err != nil {
		return nil, &SetupError{Key: "setup.err.start", Args: []any{err.Error()}}
	}
	return match, nil
}

// CanAdd and CanRemove tell the stepper whether + and − do anything.
func (m *SetupModel) CanAdd() bool    { return m.Players < m.Game.MaxPlayers }
func (m *SetupModel) CanRemove() bool { return m.Players > m.Game.MinPlayers }

// Kinds lists the choices for a seat: human, then the bot levels.
func (m *SetupModel) Kinds() []string {
	return append([]string{table.Human}, m.Levels...)
}

// SetKind makes seat i human or a bot of the given level; unknown kinds and
// seats are ignored, since the screen only offers valid ones.
func (m *SetupModel) SetKind(i int, kind string) {
	if i < 0 || i >= len(m.Seats) {
		return
	}
	for _, k := range m.Kinds() {
		if k == kind {
			m.Seats[i].Kind = kind
			return
		}
	}
}

// DefaultName is seat i's name when none was typed, in the current language.
func (m *SetupModel) DefaultName(i int) string {
	if i >= 0 && i < len(m.Seats) && m.Seats[i].Kind != table.Human {
		return i18n.T("setup.default_bot", i+1)
	}
	return i18n.T("setup.default_player", i+1)
}

// NameOf is the name seat i will play under.
func (m *SetupModel) NameOf(i int) string {
	if n := game.CleanName(m.Seats[i].Name); n != "" {
		return n
	}
	return m.DefaultName(i)
}

// Humans counts the people among the seats in play.
func (m *SetupModel) Humans() int {
	n := 0
	for _, s := range m.Seats[:m.Players] {
		if s.Kind == table.Human {
			n++
		}
	}
	return n
}

// SetupError is a form mistake, told to the player in their language.
type SetupError struct {
	Key  string // i18n key, e.g. "setup.err.seed"
	Args []any
}

func (e *SetupError) Error() string { return i18n.T(e.Key, e.Args...) }

// Build checks the form and returns the config and seats of the new match.
func (m *SetupModel) Build() (rules.Config, []game.Seat, error) {
	if m.Players < m.Game.MinPlayers || m.Players > m.Game.MaxPlayers || m.Players > len(m.Seats) {
		return rules.Config{}, nil, &SetupError{Key: "setup.err.players", Args: []any{m.Game.MinPlayers, m.Game.MaxPlayers}}
	}
	seed := m.drawn
	if m.SharedDeal {
		var err error
		if seed, err = parseSeed(m.Seed); err != nil {
			return rules.Config{}, nil, err
		}
	}
	cfg := rules.Config{Players: m.Players, Variant: m.Variant, Seed: seed}
	if len(m.Game.Options) > 0 {
		cfg.Options = map[string]string{}
		for _, o := range m.Game.Options {
			cfg.Options[o.ID] = "0"
			if m.Options[o.ID] {
				cfg.Options[o.ID] = "1"
			}
		}
	}
	seats := make([]game.Seat, m.Players)
	seen := map[string]int{}
	for i := range seats {
		name := m.NameOf(i)
		if utf8.RuneCountInString(name) > MaxNameLen {
			return rules.Config{}, nil, &SetupError{Key: "setup.err.name_long", Args: []any{i + 1, MaxNameLen}}
		}
		key := strings.ToLower(name)
		if j, dup := seen[key]; dup {
			return rules.Config{}, nil, &SetupError{Key: "setup.err.name_twice", Args: []any{j + 1, i + 1, name}}
		}
		seen[key] = i
		seats[i].Name = name
		if k := m.Seats[i].Kind; k != table.Human {
			seats[i].Bot = k
		}
	}
	if err := m.Game.CheckConfig(cfg); err != nil {
		return rules.Config{}, nil, &SetupError{Key: "setup.err.config", Args: []any{err.Error()}}
	}
	return cfg, seats, nil
}

// parseSeed reads a deal code as typed (game.ParseDealCode), spaces
// around it ignored.
func parseSeed(s string) (uint64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, &SetupError{Key: "setup.err.seed_empty"}
	}
	v, err := game.ParseDealCode(s)
	if err != nil {
		return 0, &SetupError{Key: "setup.err.seed", Args: []any{s}}
	}
	return v, nil
}
