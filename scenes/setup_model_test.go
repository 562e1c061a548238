package scenes

import (
	"errors"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/tally"
	"kamon/scenes/table"
)

func newTallySetup(t *testing.T) *SetupModel {
	t.Helper()
	return NewSetupModel(tally.Game, []string{"random", "easy"}, 42)
}

func setupErrKey(t *testing.T, err error) string {
	t.Helper()
	var se *SetupError
	if !errors.As(err, &se) {
		t.Fatalf("want a *SetupError, got %v", err)
	}
	if se.Error() == "" || se.Error() == se.Key {
		t.Errorf("error %q has no message text", se.Key)
	}
	return se.Key
}

func TestSetupDefaultsBuildAGame(t *testing.T) {
	m := newTallySetup(t)
	cfg, seats, err := m.Build()
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Config{Players: 2, Seed: 42, Options: map[string]string{"nopass": "1"}}
	if cfg.Players != want.Players || cfg.Seed != want.Seed || cfg.Variant != "" || cfg.Options["nopass"] != "1" {
		t.Errorf("config = %+v, want %+v", cfg, want)
	}
	if len(seats) != 2 || !seats[0].Human() || seats[1].Bot != "random" {
		t.Errorf("seats = %+v, want a human then a random bot", seats)
	}
	if seats[0].Name == "" || seats[0].Name == seats[1].Name {
		t.Errorf("default names %q and %q must be set and distinct", seats[0].Name, seats[1].Name)
	}
	if _, err := game.New(tally.ID, cfg, seats); err != nil {
		t.Errorf("game.New refused the built setup: %v", err)
	}
}

func TestSetupPlayersStayInRange(t *testing.T) {
	m := newTallySetup(t)
	m.SetPlayers(9)
	if m.Players != 4 || m.CanAdd() {
		t.Errorf("players = %d (can add %v), want 4 and no more", m.Players, m.CanAdd())
	}
	m.SetPlayers(1)
	if m.Players != 2 || m.CanRemove() {
		t.Errorf("players = %d (can remove %v), want 2 and no fewer", m.Players, m.CanRemove())
	}
	m.SetPlayers(3)
	_, seats, err := m.Build()
	if err != nil || len(seats) != 3 {
		t.Fatalf("3 players: %d seats, %v", len(seats), err)
	}
	m.Players = 7 // a corrupted form is refused, not built
	if _, _, err := m.Build(); setupErrKey(t, err) != "setup.err.players" {
		t.Errorf("7 players: got %v", err)
	}
}

func TestSetupSeatKinds(t *testing.T) {
	m := newTallySetup(t)
	m.SetKind(0, "easy")
	m.SetKind(1, table.Human)
	m.SetKind(1, "grandmaster") // not offered: ignored
	m.SetKind(9, "easy")        // no such seat: ignored
	_, seats, err := m.Build()
	if err != nil {
		t.Fatal(err)
	}
	if seats[0].Bot != "easy" || !seats[1].Human() {
		t.Errorf("seats = %+v", seats)
	}
	if m.Humans() != 1 {
		t.Errorf("humans = %d, want 1", m.Humans())
	}
}

func TestSetupNames(t *testing.T) {
	m := newTallySetup(t)
	m.Seats[0].Name = "  Ada \t"
	m.Seats[1].Name = "Bo\x07b\u202e\u200d\u2028"
	_, seats, err := m.Build()
	if err != nil {
		t.Fatal(err)
	}
	if seats[0].Name != "Ada" || seats[1].Name != "Bob" {
		t.Errorf("names = %q, %q: want trimmed and without control or direction characters", seats[0].Name, seats[1].Name)
	}

	m.Seats[1].Name = "ada"
	if _, _, err := m.Build(); setupErrKey(t, err) != "setup.err.name_twice" {
		t.Errorf("duplicate names: got %v", err)
	}
	m.Seats[1].Name = "Ёжик в тумане и в лесу"
	if _, _, err := m.Build(); setupErrKey(t, err) != "setup.err.name_long" {
		t.Errorf("long name: got %v", err)
	}
	m.Seats[1].Name = "Ёжик"
	if _, seats, err := m.Build(); err != nil || seats[1].Name != "Ёжик" {
		t.Errorf("Cyrillic name: %v, %+v", err, seats)
	}
	m.Seats[1].Name = "   "
	if _, seats, err := m.Build(); err != nil || seats[1].Name != m.DefaultName(1) {
		t.Errorf("blank name should fall back to %q: %v, %+v", m.DefaultName(1), err, seats)
	}
}

func TestSetupSeed(t *testing.T) {
	m := newTallySetup(t)
	m.SharedDeal = true
	m.Seed = " 18446744073709551615 "
	cfg, _, err := m.Build()
	if err != nil || cfg.Seed != 18446744073709551615 {
		t.Errorf("max seed: %d, %v", cfg.Seed, err)
	}
	for seed, key := range map[string]string{
		"":                     "setup.err.seed_empty",
		"12a":                  "setup.err.seed",
		"-3":                   "setup.err.seed",
		"18446744073709551616": "setup.err.seed",
	} {
		m.Seed = seed
		if _, _, err := m.Build(); setupErrKey(t, err) != key {
			t.Errorf("seed %q: got %v, want %s", seed, err, key)
		}
	}
}

func TestSetupSameSeedSameDeal(t *testing.T) {
	deal := func() string {
		m := newTallySetup(t)
		m.SharedDeal = true
		m.Seed = "777"
		cfg, seats, err := m.Build()
		if err != nil {
			t.Fatal(err)
		}
		match, err := game.New(tally.ID, cfg, seats)
		if err != nil {
			t.Fatal(err)
		}
		b, err := match.State().MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if a, b := deal(), deal(); a != b {
		t.Errorf("the same seed dealt differently:\n%s\n%s", a, b)
	}
}

func TestSetupVariantAndOptions(t *testing.T) {
	m := newTallySetup(t)
	m.Variant = "short"
	m.Options["nopass"] = false
	cfg, _, err := m.Build()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Variant != "short" || cfg.Options["nopass"] != "0" {
		t.Errorf("config = %+v", cfg)
	}
	m.Variant = "long"
	if _, _, err := m.Build(); setupErrKey(t, err) != "setup.err.config" {
		t.Errorf("unknown variant: got %v", err)
	}
}

func TestSetupShuffleFollowsTheDefaultUntilSet(t *testing.T) {
	m := newTallySetup(t)
	if !m.Shuffle {
		t.Fatal("Tally draws its seats by default")
	}
	g := tally.Game
	g.ID = "gosu" // a game whose rules draw the first player
	m = NewSetupModel(g, nil, 42)
	if m.Shuffle != game.ShuffleByDefault("gosu", 2) || m.Shuffle {
		t.Fatalf("two players of Gosu X: shuffle %v", m.Shuffle)
	}
	m.SetPlayers(3)
	if !m.Shuffle {
		t.Fatal("three players: the seats are drawn by default")
	}
	m.SetShuffle(false)
	m.SetPlayers(4)
	if m.Shuffle {
		t.Fatal("the person's choice was overridden by the number of players")
	}
}

func TestSetupStartDrawsTheSeatsOnlyWhenAsked(t *testing.T) {
	m := newTallySetup(t)
	m.SetPlayers(3)
	for i, name := range []string{"Ann", "Bo", "Cy"} {
		m.Seats[i].Name = name
	}
	_, seats, err := m.Build()
	if err != nil {
		t.Fatal(err)
	}
	match, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	want, order := game.ShuffleSeats(seats, 42)
	if got := match.Seating(); len(got) != 3 || got[0] != order[0] || got[1] != order[1] || got[2] != order[2] {
		t.Fatalf("seating %v, want %v", got, order)
	}
	for i := range want {
		if match.Seats[i].Name != want[i].Name {
			t.Fatalf("seats %+v, want %+v", match.Seats, want)
		}
	}
	m.SetShuffle(false)
	if match, err = m.Start(); err != nil || match.Seating() != nil || match.Seats[0].Name != "Ann" || match.Seats[2].Name != "Cy" {
		t.Fatalf("fixed order: %v, seating %v, seats %+v", err, match.Seating(), match.Seats)
	}
}

// Without a shared deal the seed typed is not used, nor checked: the deal
// is the drawn seed's.
func TestSetupSeedOnlyForASharedDeal(t *testing.T) {
	m := newTallySetup(t)
	m.Seed = "not a number"
	if cfg, _, err := m.Build(); err != nil || cfg.Seed != 42 {
		t.Fatalf("no shared deal: seed %d, %v; want the drawn 42", cfg.Seed, err)
	}
	m.SharedDeal = true
	if _, _, err := m.Build(); setupErrKey(t, err) != "setup.err.seed" {
		t.Fatalf("a shared deal checks the seed typed: %v", err)
	}
	m.Seed = "7"
	if cfg, _, err := m.Build(); err != nil || cfg.Seed != 7 {
		t.Fatalf("shared deal: seed %d, %v; want 7", cfg.Seed, err)
	}
}

// Seeds come from a cryptographic source: two in a row differ, and
// they are spread over all 64 bits.
func TestNewSeedIsRandom(t *testing.T) {
	var or uint64
	seen := map[uint64]bool{}
	for range 64 {
		s := newSeed()
		if seen[s] {
			t.Fatalf("seed %d drawn twice in 64 draws", s)
		}
		seen[s] = true
		or |= s
	}
	if or>>60 == 0 {
		t.Fatalf("64 seeds never set a top bit: %x", or)
	}
}

// A new seat's bot is Normal where the game has one, else its first level.
func TestSetupDefaultBotIsNormal(t *testing.T) {
	m := NewSetupModel(tally.Game, []string{"random", "easy", "normal", "hard"}, 1)
	if m.Seats[0].Kind != table.Human || m.Seats[1].Kind != "normal" || m.Seats[3].Kind != "normal" {
		t.Fatalf("seats %+v", m.Seats)
	}
	if m = newTallySetup(t); m.Seats[1].Kind != "random" {
		t.Fatalf("without Normal: seat 2 %q", m.Seats[1].Kind)
	}
}
