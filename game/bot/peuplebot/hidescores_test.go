package peuplebot

import (
	"encoding/json"
	"testing"

	"kamon/game/bot"
	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/rules/rulestest"
)

// hiddenGame plays random plies of a 4-player game with hidden scores, then
// gives the others the scores in others (through a save, as the package
// keeps scores unexported).
func hiddenGame(t *testing.T, seed uint64, others int) *peuple.State {
	t.Helper()
	s, err := peuple.New(rules.Config{Players: 4, Seed: seed, Options: map[string]string{peuple.OptionHideScores: "1"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRNG(seed)
	for range 30 {
		legal := s.Legal(nil)
		if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	b := rulestest.Marshal(t, s)
	var j map[string]any
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	scores := j["scores"].([]any)
	for q := range scores {
		if rules.Player(q) != s.ToMove() {
			scores[q] = others
		}
	}
	b, err = json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	out, err := peuple.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestBotsIgnoreHiddenScores: two games that differ only in the scores the
// bot may not see get the same choice, and every world its search scores
// holds real (sampled) scores, never the view's HiddenScore.
func TestBotsIgnoreHiddenScores(t *testing.T) {
	for seed := range uint64(4) {
		var choices [2]rules.Action
		for i, others := range []int{0, 10} {
			s := hiddenGame(t, seed, others)
			me := s.ToMove()
			cfg := Config(Levels[1])
			evaluate := cfg.Evaluate
			cfg.Evaluate = func(world rules.State, rewards []float64) {
				for _, v := range world.Outcome().Scores {
					if v < 0 {
						t.Fatalf("seed %d: a searched world holds score %d", seed, v)
					}
				}
				evaluate(world, rewards)
			}
			b := ismcts.New(cfg, 5, bot.Limits{Iterations: 60})
			choices[i] = bot.Decide(b, s.View(me), me)
			if !rules.IsLegal(s, choices[i]) {
				t.Fatalf("seed %d: illegal choice %s", seed, s.FormatAction(choices[i]))
			}
		}
		if choices[0] != choices[1] {
			t.Fatalf("seed %d: the hidden scores changed the choice", seed)
		}
	}
}
