package bot_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/tally"
)

type fixedBot struct{ lim bot.Limits }

func (fixedBot) Start(rules.State, rules.Player)         {}
func (fixedBot) Step(time.Duration) (rules.Action, bool) { return 0, true }
func fixed(_ uint64, lim bot.Limits) bot.Bot             { return &fixedBot{lim} }

// mustPanic fails unless f panics (Register's answer to programming errors).
func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() { recover() }()
	f()
	t.Fatalf("%s did not panic", what)
}

func TestLevels(t *testing.T) {
	if got := bot.Levels("levels-game"); len(got) != 1 || got[0] != "random" {
		t.Fatalf("Levels of a game without bots = %v", got)
	}
	bot.Register("levels-game", "hard", fixed)
	bot.Register("levels-game", "easy", fixed)
	if got := strings.Join(bot.Levels("levels-game"), ","); got != "random,easy,hard" {
		t.Fatalf("Levels = %s", got)
	}
	mustPanic(t, "a duplicate level", func() { bot.Register("levels-game", "easy", fixed) })
	mustPanic(t, "an unknown level", func() { bot.Register("levels-game", "expert", fixed) })
	mustPanic(t, "a nil factory", func() { bot.Register("levels-game", "normal", nil) })
	mustPanic(t, "registering random", func() { bot.Register("levels-game", "random", fixed) })

	b, err := bot.NewLimited("levels-game", "hard", 1, bot.Limits{Iterations: 9})
	if err != nil || b.(*fixedBot).lim.Iterations != 9 {
		t.Fatalf("NewLimited: %v", err)
	}
	if _, err := bot.New("any-game", "random", 1); err != nil {
		t.Fatalf("random for any game: %v", err)
	}
	if _, err := bot.New("levels-game", "normal", 1); err == nil || !strings.Contains(err.Error(), "levels: random, easy, hard") {
		t.Fatalf("a level the game lacks: %v", err)
	}
	if _, err := bot.New("levels-game", "expert", 1); err == nil || !strings.Contains(err.Error(), `unknown bot level "expert"`) {
		t.Fatalf("an unknown level: %v", err)
	}
}

// decide runs one decision to the end with a zero budget per slice.
func decide(t *testing.T, b bot.Bot, view rules.State, me rules.Player) rules.Action {
	t.Helper()
	b.Start(view, me)
	for i := 0; i < 1000; i++ {
		if a, done := b.Step(0); done {
			return a
		}
	}
	t.Fatal("no decision after 1000 slices")
	return 0
}

// The random bot plays legal actions only, from the view, through whole games.
func TestRandomPlaysLegalFromTheView(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := tally.New(rules.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		b := bot.NewRandom(seed)
		for !s.Outcome().Over {
			p := s.ToMove()
			a := decide(t, b, s.View(p), p)
			if !rules.IsLegal(s, a) {
				t.Fatalf("seed %d: illegal %s", seed, s.FormatAction(a))
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestRandomIsDeterministicAndUniform(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 2, Seed: 4, Options: map[string]string{"nopass": "0"}})
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	if len(legal) < 3 {
		t.Fatalf("want a position with a choice, got %v", legal)
	}
	pick := func(seed uint64, n int) []rules.Action {
		b := bot.NewRandom(seed)
		var out []rules.Action
		for i := 0; i < n; i++ {
			out = append(out, decide(t, b, s, s.ToMove()))
		}
		return out
	}
	a, b, c := pick(1, 50), pick(1, 50), pick(2, 50)
	if !slices.Equal(a, b) {
		t.Fatal("same seed, different choices")
	}
	if slices.Equal(a, c) {
		t.Fatal("seeds 1 and 2 chose alike 50 times")
	}
	count := map[rules.Action]int{}
	const n = 6000
	for _, x := range pick(3, n) {
		count[x]++
	}
	for _, l := range legal {
		if want := n / len(legal); count[l] < want*8/10 || count[l] > want*12/10 {
			t.Fatalf("action %s chosen %d times of %d, want about %d", s.FormatAction(l), count[l], n, want)
		}
	}
}

// slowBot needs three Steps for a decision, and remembers what it was
// started with.
type slowBot struct {
	view  rules.State
	me    rules.Player
	steps int
}

func (b *slowBot) Start(view rules.State, me rules.Player) { b.view, b.me, b.steps = view, me, 0 }

func (b *slowBot) Step(time.Duration) (rules.Action, bool) {
	b.steps++
	return rules.Action(10 + b.steps), b.steps == 3
}

// Decide starts the decision from the view and steps until the bot is done.
func TestDecideStartsAndStepsToTheEnd(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := &slowBot{}
	if a := bot.Decide(b, s, 2); a != 13 || b.steps != 3 || b.view != s || b.me != 2 {
		t.Fatalf("Decide = %d after %d steps, started for p%d", a, b.steps, b.me)
	}
}
