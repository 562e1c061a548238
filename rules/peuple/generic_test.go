package peuple

import (
	"fmt"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// invariant: every card exactly once (conserved), scores never negative,
// pawns on the wheel, hands within the limit outside their owner's turn.
func invariant(st rules.State) error {
	s := st.(*State)
	if err := s.validate(); err != nil {
		return err
	}
	for p := range s.scores {
		if rules.Player(p) != s.turn && s.HandSize(rules.Player(p)) > HandLimit {
			return fmt.Errorf("P%d holds %d cards out of turn", p+1, s.HandSize(rules.Player(p)))
		}
	}
	return nil
}

func TestGenericContract(t *testing.T) {
	seeds := 30
	if testing.Short() {
		seeds = 6
	}
	rulestest.Run(t, rulestest.Suite{
		Game:  Game,
		Kinds: EventKinds,
		Configs: []rules.Config{
			{Players: 3}, {Players: 4}, {Players: 5},
			{Players: 4, Options: map[string]string{OptionDefensePrompt: "0"}},
			{Players: 5, Options: map[string]string{OptionHideScores: "1"}},
		},
		Seeds:     seeds,
		Invariant: invariant,
		Every:     4,
	})
}

// The kinds' strings are what the tables, the sounds and the tests of other
// packages match: they do not change when the constants are renamed.
func TestEventKindValues(t *testing.T) {
	want := []string{"pass", "play", "power", "defense", "accept", "discard", "hop", "helper", "event",
		"redeploy", "take", "barter", "mace", "swap", "skip", "turn", "score", "draw", "reshuffle", "end"}
	if !slices.Equal(EventKinds, want) {
		t.Errorf("EventKinds %q, want %q", EventKinds, want)
	}
}
