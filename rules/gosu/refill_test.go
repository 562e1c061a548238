package gosu

import (
	"testing"

	"kamon/rules"
)

// TestRefillShowsFaceDownDiscards: hidden Secret Shift discards become
// public when the pile is shuffled (§8.5), and a refill shuffles the whole
// pile, hidden entries included (§7). P1's deck is empty and the discard
// holds Galmi face down; P1 draws: a "reveal" event names Galmi to P2
// before the pile becomes the deck.
func TestRefillShowsFaceDownDiscards(t *testing.T) {
	s := table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	st := s.seat(0)
	st.Deck = st.Deck[:0]
	hand(t, s, "galmi.galmi", "galmi.kan-te")
	s.discardFromHand(0, cardOf(t, "galmi.galmi"), true)
	s.discardFromHand(0, cardOf(t, "galmi.kan-te"), false)
	s.ev = nil
	s.drawCards(0, 1)
	shown := false
	for _, e := range s.ev {
		if e.Kind == "reveal" && e.VisibleTo(1) && Info(e, rules.Player(1)).Card == Card(cardOf(t, "galmi.galmi")) {
			shown = true
		}
	}
	if !shown {
		t.Errorf("the refill shuffled Galmi, discarded face down, into the deck without showing it: %v", texts(s.ev, 1))
	}
}
