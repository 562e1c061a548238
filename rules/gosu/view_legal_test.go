package gosu

import (
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// A view of the other seat while a player searches their deck knows none
// of the deck's cards: its Legal, which the searcher alone could list,
// offers only "stop", and does not index a card it does not know.
func TestLegalOfTheOtherSeatsViewDuringASearch(t *testing.T) {
	for seed := uint64(1); seed <= 400; seed++ {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		chooser := rules.NewRNG(seed)
		found := false
		rulestest.Playout(t, s, &chooser, 100000, func(rules.Action, []rules.Event) error {
			if s.d.Phase == phOver || s.top().Op != opSearch || len(s.seat(s.top().P).Deck) == 0 {
				return nil
			}
			other := rules.Player(1 - s.top().P)
			legal := s.View(other).Legal(nil)
			if len(legal) != 1 || s.FormatAction(legal[0]) != "stop" {
				t.Fatalf("seed %d: the other seat's view lists %v", seed, legal)
			}
			if mine := s.View(s.ToMove()).Legal(nil); !slices.Equal(mine, s.Legal(nil)) {
				t.Fatalf("seed %d: the searcher's view lists %v, the state %v", seed, mine, s.Legal(nil))
			}
			found = true
			return nil
		})
		if found {
			return
		}
	}
	t.Fatal("no search in 400 games")
}
