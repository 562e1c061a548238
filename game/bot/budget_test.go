package bot_test

import (
	"fmt"
	"testing"

	"kamon/game/bot"
	_ "kamon/game/bot/gosubot"
	_ "kamon/game/bot/manabot"
	_ "kamon/game/bot/peuplebot"
	_ "kamon/game/bot/shinobibot"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
)

// TestEveryBotHonoursItsBudget holds every level of every game's bot to
// Limits.Iterations, in mid-game positions of random games: a decision
// never works past its budget, and a small budget is spent in full when
// the same decision with a larger one worked longer (the budget binds,
// rather than the bot stopping on its own or ignoring it). Self-play and
// the server's bots rest on it: their decisions must depend on the work
// count, not on the machine's speed.
func TestEveryBotHonoursItsBudget(t *testing.T) {
	budgets := map[string][2]int{ // small, large, in each bot's own work units
		mana.ID:    {2000, 20000}, // nodes
		shinobi.ID: {6, 40},       // worlds searched
		peuple.ID:  {6, 40},
		gosu.ID:    {6, 40},
	}
	for id, budget := range budgets {
		g, err := rules.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range bot.Levels(id)[1:] { // random has no budget
			t.Run(id+"/"+level, func(t *testing.T) {
				checked := 0
				for seed := uint64(1); seed <= 3; seed++ {
					checked += budgetChecks(t, g, level, seed, budget)
				}
				if checked < 6 {
					t.Fatalf("only %d decisions were searched: the test saw too few to hold the budget", checked)
				}
			})
		}
	}
}

// budgetChecks plays a random game of g and checks the bot at level on
// some of its positions; it returns how many decisions it checked.
func budgetChecks(t *testing.T, g rules.Game, level string, seed uint64, budget [2]int) int {
	t.Helper()
	s, err := g.New(rules.Config{Players: g.MinPlayers, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	checked := 0
	for ply := 0; !s.Outcome().Over && ply < 400; ply++ {
		legal := s.Legal(nil)
		if len(legal) == 0 {
			t.Fatalf("seed %d ply %d: no legal action and the game is not over", seed, ply)
		}
		if ply%7 == 3 && len(legal) > 1 && !manaPlacement(s) {
			me := s.ToMove()
			work := [2]int{}
			for i, n := range budget {
				b, err := bot.NewLimited(g.ID, level, seed, bot.Limits{Iterations: n})
				if err != nil {
					t.Fatal(err)
				}
				w, ok := b.(bot.Worker)
				if !ok {
					t.Fatalf("the %s bot of %s does not tell its work (bot.Worker)", level, g.ID)
				}
				bot.Decide(b, s.View(me), me)
				work[i] = w.Work()
			}
			at := fmt.Sprintf("seed %d ply %d", seed, ply)
			switch {
			case work[0] > budget[0] || work[1] > budget[1]:
				t.Fatalf("%s: the work %v went past the budgets %v", at, work, budget)
			case work == [2]int{}:
				// decided without a search (Gosu X's draft picks by the
				// clans' strength): no budget to hold
			case work[1] > budget[0] && work[0] != budget[0]:
				t.Fatalf("%s: with a budget of %d the bot worked %d, though the decision had more to do (%d with %d)",
					at, budget[0], work[0], work[1], budget[1])
			}
			if work[1] > 0 {
				checked++
			}
		}
		if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatalf("seed %d ply %d: %v", seed, ply, err)
		}
	}
	return checked
}

// manaPlacement reports Mana's opening placement, where the bot weighs
// each candidate with a floor of nodes whatever the budget (manabot's
// minPlacementNodes), so that no placement is chosen blind.
func manaPlacement(s rules.State) bool {
	m, ok := s.(*mana.State)
	if !ok {
		return false
	}
	_, play := m.Bare()
	return !play
}
