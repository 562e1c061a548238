package peuple

import (
	"kamon/rules"
)

// View masks the other players' hands (their cards become 0, the kinds and
// counts stay public as the card backs do), the order of both decks and the
// RNG. The discard piles, pawns, scores and the pending decision are public.
func (s *State) View(p rules.Player) rules.State {
	v := s.clone()
	for q := range v.moves {
		if rules.Player(q) == p {
			continue
		}
		clear(v.moves[q])
		clear(v.powers[q])
	}
	clear(v.moveDeck)
	clear(v.powerDeck)
	v.rng = rules.NewRNG(0)
	return v
}

// Determinize deals the cards the view does not show (zeros) at random from
// those it does not account for, and gives the world a fresh RNG from rng.
// On a full state it is a copy with a fresh RNG.
func (s *State) Determinize(rng *rules.RNG) rules.State {
	w := s.clone()
	n := len(w.scores)
	var seenM [len(moveSpecs)]bool
	var seenP [numPowers + 1]bool
	for _, pile := range append([][]MoveCard{w.moveDeck, w.moveDiscard}, w.moves...) {
		for _, c := range pile {
			seenM[c] = true
		}
	}
	for _, pile := range append([][]Power{w.powerDeck, w.powerDiscard}, w.powers...) {
		for _, c := range pile {
			seenP[c] = true
		}
	}
	var unseenM []MoveCard
	for c := 1; c <= MoveCards(n); c++ {
		if !seenM[c] {
			unseenM = append(unseenM, MoveCard(c))
		}
	}
	var unseenP []Power
	for c := 1; c <= numPowers; c++ {
		if !seenP[c] {
			unseenP = append(unseenP, Power(c))
		}
	}
	rules.ShuffleSlice(rng, unseenM)
	rules.ShuffleSlice(rng, unseenP)
	for _, pile := range append([][]MoveCard{w.moveDeck}, w.moves...) {
		for i, c := range pile {
			if c == 0 && len(unseenM) > 0 {
				pile[i], unseenM = unseenM[len(unseenM)-1], unseenM[:len(unseenM)-1]
			}
		}
	}
	for _, pile := range append([][]Power{w.powerDeck}, w.powers...) {
		for i, c := range pile {
			if c == 0 && len(unseenP) > 0 {
				pile[i], unseenP = unseenP[len(unseenP)-1], unseenP[:len(unseenP)-1]
			}
		}
	}
	w.rng = rules.NewRNG(rng.Uint64())
	return w
}
