package tally

import (
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func load(data []byte) error {
	_, err := Unmarshal(data)
	return err
}

// Each check of Unmarshal refuses a save the game wrote with one thing
// changed, and only that check does.
func TestUnmarshalRefusesEachFaultAlone(t *testing.T) {
	// Three players, cards played and the deck still going: every hand
	// holds three cards, and the deck its last card at the end.
	mid := rulestest.PlayUntil(t, Game, rules.Config{Players: 3, Seed: 5}, func(s *State) bool { return s.played != [10]int{} && len(s.deck) > 3 })
	moveCard := func(from, to *[]int) {
		*to = append(*to, (*from)[len(*from)-1])
		*from = (*from)[:len(*from)-1]
	}
	// What a value already held four times is: every value is, in a
	// state that hides nothing.
	other := func(j *stateJSON) int { return j.Hands[0][0]%9 + 1 }
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, mid), []rulestest.SaveRefusal[stateJSON]{
		{Name: "not JSON", Edit: rulestest.Replace(`{"version"`, `{version`), Because: "not a saved state"},
		{Name: "a newer version", Spoil: func(j *stateJSON) { j.Version = version + 1 }, Kind: rules.ErrNewVersion, Because: "tally format 2, this build reads up to 1"},
		{Name: "no version", Spoil: func(j *stateJSON) { j.Version = 0 }, Because: "version 0"},
		{Name: "a field of another type", Edit: rulestest.Replace(`"over":false`, `"over":"no"`), Because: "cannot unmarshal string"},
		{Name: "too many players", Spoil: func(j *stateJSON) { j.Config.Players = 5 }, Because: "2 to 4 players, not 5"},
		{Name: "a hand too few", Spoil: func(j *stateJSON) { j.Hands = j.Hands[:2] }, Because: "2 hands for 3 players"},
		{Name: "a score too many", Spoil: func(j *stateJSON) { j.Scores = append(j.Scores, 0) }, Because: "4 scores for 3 players"},
		{Name: "the turn of a fourth player", Spoil: func(j *stateJSON) { j.Turn = 3 }, Because: "turn 3 is no player's"},
		{Name: "the turn of no player", Spoil: func(j *stateJSON) { j.Turn = -1 }, Because: "turn -1 is no player's"},
		{Name: "a total below 0", Spoil: func(j *stateJSON) { j.Total = -1 }, Because: "a total of -1"},
		{Name: "the target reached", Spoil: func(j *stateJSON) { j.Total = 31 }, Because: "a total of 31, for a target of 31"},
		{Name: "passes below 0", Spoil: func(j *stateJSON) { j.Passes = -1 }, Because: "-1 passes in a row"},
		{Name: "everybody passed", Spoil: func(j *stateJSON) { j.Passes = 3 }, Because: "3 passes in a row among 3 players"},
		{Name: "a score below 0", Spoil: func(j *stateJSON) { j.Scores[1] = -1 }, Because: "a score below 0"},
		{Name: "a card of value 0 played", Spoil: func(j *stateJSON) { j.Played[0] = 1 }, Because: "1 cards of value 0 played"},
		{Name: "cards played below 0", Spoil: func(j *stateJSON) { j.Played[5] = -1 }, Because: "-1 cards of value 5 played"},
		{Name: "a fourth card in hand", Spoil: func(j *stateJSON) { moveCard(&j.Deck, &j.Hands[0]) }, Because: "P1 holds 4 cards"},
		{Name: "a card missing from a hand while the deck lasts", Spoil: func(j *stateJSON) { moveCard(&j.Hands[2], &j.Deck) }, Because: "P3 holds 2 cards"},
		{Name: "a card of value 10", Spoil: func(j *stateJSON) { j.Hands[1][0] = 10 }, Because: "a card of value 10"},
		{Name: "a card of value -1", Spoil: func(j *stateJSON) { j.Deck[0] = -1 }, Because: "a card of value -1"},
		{Name: "a fifth card of a value", Spoil: func(j *stateJSON) { j.Hands[0][0] = other(j) }, Because: "5 cards of value"},
		{Name: "a card lost", Spoil: func(j *stateJSON) { j.Deck = j.Deck[1:] }, Because: "35 cards, not 36"},
		{Name: "a card too many", Spoil: func(j *stateJSON) { j.Deck = append(j.Deck, 0) }, Because: "37 cards, not 36"},
		{Name: "over with cards in hand", Spoil: func(j *stateJSON) { j.Over = true }, Because: "over with cards in hand"},
	})

	// The short game, its deck just drawn out: hands of three cards at
	// most.
	short := rules.Config{Players: 2, Variant: "short", Seed: 8}
	late := rulestest.PlayUntil(t, Game, short, func(s *State) bool { return len(s.deck) == 0 })
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, late), []rulestest.SaveRefusal[stateJSON]{
		{Name: "the short target reached", Spoil: func(j *stateJSON) { j.Total = 21 }, Because: "a total of 21, for a target of 21"},
		{Name: "a fourth card in hand", Spoil: func(j *stateJSON) { moveCard(&j.Hands[1-j.Turn], &j.Hands[j.Turn]) }, Because: "holds 4 cards, with 0 in the deck"},
	})

	over := rulestest.PlayUntil(t, Game, short, func(s *State) bool { return s.over })
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, over), []rulestest.SaveRefusal[stateJSON]{
		{Name: "not over with every hand empty", Spoil: func(j *stateJSON) { j.Over = false }, Because: "every hand is empty and the game goes on"},
	})

	// A view hides the other hands and the deck.
	view := rulestest.Marshal(t, mid.View(1))
	rulestest.RefusedSaves(t, load, view, []rulestest.SaveRefusal[stateJSON]{
		{Name: "a card too many, unknown", Spoil: func(j *stateJSON) { j.Deck = append(j.Deck, 0) }, Because: "37 cards, not 36"},
	})
}
