package peuplebot

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/peuple"
)

// playGame plays a 4-player game from seed between bots (one per seat) and
// returns the actions in notation and the final state.
func playGame(t *testing.T, seed uint64, bots []bot.Bot) ([]string, *peuple.State) {
	t.Helper()
	s, err := peuple.New(rules.Config{Players: len(bots), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for s.ToMove() != rules.NoPlayer {
		p := s.ToMove()
		bots[p].Start(s.View(p), p)
		a, _ := bots[p].Step(1 << 40)
		actions = append(actions, s.FormatAction(a))
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("ply %d: %v", len(actions), err)
		}
		if len(actions) > 2000 {
			t.Fatal("the game does not end")
		}
	}
	return actions, s
}

// pinnedGame is the sha256 of the actions of one game between hard (120
// worlds a decision), easy (60) and two random bots: the same natively and
// in js/wasm. Any change to the search, the policy or the evaluation
// changes it.
const pinnedGame = "70ae9de36eb4572f1ff63ad58ff3d97a65bd4fadc42487d7dd05d46d0958f1a1"

func TestPinnedGame(t *testing.T) {
	bots := []bot.Bot{New(Levels[2], 1, bot.Limits{Iterations: 120}), bot.NewRandom(2),
		New(Levels[0], 3, bot.Limits{Iterations: 60}), bot.NewRandom(4)}
	actions, s := playGame(t, 5, bots)
	sum := sha256.Sum256([]byte(strings.Join(actions, "\n")))
	if got := hex.EncodeToString(sum[:]); got != pinnedGame {
		t.Errorf("game hash %s, pinned %s; %d plies, outcome %+v", got, pinnedGame, len(actions), s.Outcome())
	}
}

// TestHardBeatsRandom: hard, at a small budget, against three random bots,
// each seat in turn: a random player wins a quarter of the games.
func TestHardBeatsRandom(t *testing.T) {
	games, budget := 24, 150
	if testing.Short() {
		games = 8
	}
	won := 0.0
	for g := range games {
		me := rules.Player(g % 4)
		bots := make([]bot.Bot, 4)
		for p := range bots {
			bots[p] = bot.NewRandom(uint64(10*g + p))
		}
		bots[me] = New(Levels[2], uint64(g), bot.Limits{Iterations: budget})
		_, s := playGame(t, uint64(100+g), bots)
		if o := s.Outcome(); o.Won(me) {
			won += 1 / float64(len(o.Winners))
		}
	}
	t.Logf("hard at %d worlds a decision won %.1f of %d games against three random bots", budget, won, games)
	if won < 0.75*float64(games) {
		t.Errorf("won %.1f of %d games against random (chance: a quarter), want at least three quarters", won, games)
	}
}

// TestHardCancelsANobleAttack: asked about a Noble Attack on its village
// (3 points for the attacker, 1 lost) while holding Defense, hard plays it.
func TestHardCancelsANobleAttack(t *testing.T) {
	pos := position{pawns: [8]int{3, 5}, scores: [4]int{3, 2, 3, 3}, moves: [4][]string{{"G+4>11"}, {"G+1>2"}},
		powers: [4][]peuple.Power{1: {peuple.Defense}}}
	for seed := range uint64(3) {
		s := after(t, pos.build(t), "G+4>11 1a circle")
		b := New(Levels[2], seed, bot.Limits{Iterations: 400})
		b.Start(s.View(1), 1)
		if a, _ := b.Step(1 << 40); a != peuple.Defend {
			t.Errorf("seed %d: hard chose %s", seed, s.FormatAction(a))
		}
	}
}
