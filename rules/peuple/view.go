package peuple

import (
	"kamon/rules"
)

// View masks the other players' hands (their cards become 0, the kinds and
// counts stay public as the card backs do), the order of both decks, and the
// seed and RNG, from which every deal follows (rules.HideSeed). The discard
// piles, pawns and the pending decision are public; so are
// the scores, unless OptionHideScores makes the others' HiddenScore until
// the game ends.
func (s *State) View(p rules.Player) rules.State {
	v := s.clone()
	for q := range v.moves {
		if rules.Player(q) == p {
			continue
		}
		clear(v.moves[q])
		clear(v.powers[q])
		if v.hideScore && v.phase != PhaseOver {
			v.scores[q] = HiddenScore
		}
	}
	clear(v.moveDeck)
	clear(v.powerDeck)
	v.view, v.viewer = true, p
	v.cfg, v.rng = rules.HideSeed(s.cfg)
	return v
}

// Viewer is whose view this state is; ok is false for a full state
// (rules.Viewed).
func (s *State) Viewer() (p rules.Player, ok bool) { return s.viewer, s.view }

// Determinize deals the cards the view does not show (zeros) at random from
// those it does not account for, samples the scores it hides
// (sampleScores), and gives the world a fresh seed and RNG from rng
// (rules.Reseed). On a full state it is a copy with a fresh seed and RNG.
func (s *State) Determinize(rng *rules.RNG) rules.State {
	w := s.clone()
	n := len(w.scores)
	w.sampleScores(rng)
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
	w.view, w.viewer = false, rules.NoPlayer
	w.cfg, w.rng = rules.Reseed(s.cfg, rng)
	return w
}

// sampleScores gives each hidden score a plausible value: the seats are
// symmetric, so an opponent is guessed within 2 points of the mean known
// score, below Goal since a game with 12 points would have ended (a score
// can reach 12 only during the turn that ends the game). Any value from 0
// is a world the rules continue from, and no rule reads a hidden score
// through Legal, so a wrong guess only misleads the search's evaluation.
func (s *State) sampleScores(rng *rules.RNG) {
	sum, known := 0, 0
	for _, v := range s.scores {
		if v != HiddenScore {
			sum, known = sum+v, known+1
		}
	}
	mean := 0
	if known > 0 {
		mean = (sum + known/2) / known
	}
	for q, v := range s.scores {
		if v == HiddenScore {
			s.scores[q] = min(max(0, mean+rng.IntN(5)-2), Goal-1)
		}
	}
}
