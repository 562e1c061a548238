package gosu

import (
	"kamon/rules"
)

// View masks what p may not know (§2.1): the other hand (but for a card
// announced by Play or Shift), both decks' order and content, the other
// player's Secret Shift discards, and the seed and RNG, from which every
// shuffle follows (rules.HideSeed). The player who is searching their own
// deck sees its cards, in no order: which cards it holds follows from the
// rest of the view, its order must stay unknown.
func (s *State) View(p rules.Player) rules.State {
	v := s.clone()
	v.d.Masked, v.d.Viewer = true, int8(p)
	v.cfg, v.rng = rules.HideSeed(s.cfg)
	searching := int8(-1)
	if len(s.d.Stack) > 0 && s.top().Op == opSearch {
		searching = s.top().P
	}
	// A card chosen to be played or shifted in is public from the moment
	// the action is announced, though it leaves the hand only once paid for.
	var announced [nCards]bool
	for _, t := range s.d.Stack {
		switch t.Op {
		case opPlace:
			announced[card(t.A)%card(nCards)] = true
		case opShiftIn:
			announced[card(t.B)%card(nCards)] = true
		}
	}
	for q := range int8(2) {
		st := &v.d.Seats[q]
		if rules.Player(q) != p {
			for i, c := range st.Hand {
				if !announced[c%card(nCards)] {
					st.Hand[i] = unknown
				}
			}
			// Where an announced card sits in the hand follows from the
			// hand's hidden history: the other player sees it first.
			sortCards(st.Hand)
			for i, c := range st.Discard {
				if c&hiddenBit != 0 {
					st.Discard[i] = unknown | hiddenBit
				}
			}
		}
		if searching != q || rules.Player(q) != p {
			mask(st.Deck)
		} else {
			sortCards(st.Deck)
		}
	}
	return v
}

// Viewer is whose view this state is; ok is false for a full state
// (rules.Viewed).
func (s *State) Viewer() (p rules.Player, ok bool) {
	if !s.d.Masked {
		return rules.NoPlayer, false
	}
	return rules.Player(s.d.Viewer), true
}

func mask(z []card) {
	for i := range z {
		z[i] = unknown
	}
}

// Determinize deals the cards a view does not show at random from the
// cards of each player's clans not accounted for, and gives the world a
// fresh seed and RNG (rules.Determinizer, rules.Reseed).
func (s *State) Determinize(rng *rules.RNG) rules.State {
	w := s.clone()
	w.d.Masked, w.d.Viewer = false, 0
	w.cfg, w.rng = rules.Reseed(s.cfg, rng)
	if !s.d.Masked {
		return w
	}
	var seen [nCards]bool
	mark := func(z []card) {
		for _, c := range z {
			if c &^= hiddenBit; int(c) < nCards {
				seen[c] = true
			}
		}
	}
	for q := range w.d.Seats {
		st := &w.d.Seats[q]
		mark(st.Hand)
		mark(st.Deck)
		mark(st.Discard)
		mark(st.Removed)
		for r := range 3 {
			for i := range int(st.Army.N[r]) {
				seen[st.Army.Rows[r][i].C] = true
			}
		}
	}
	mark(w.d.Shown)
	for q := range w.d.Seats {
		st := &w.d.Seats[q]
		var pool []card
		for _, k := range st.Clans {
			for i := range cardsPerClan {
				if c := card(int(k)*cardsPerClan + i); !seen[c] {
					pool = append(pool, c)
				}
			}
		}
		rules.ShuffleSlice(rng, pool)
		deal := func(z []card) {
			for i, c := range z {
				if c&^hiddenBit == unknown && len(pool) > 0 {
					z[i] = pool[len(pool)-1] | c&hiddenBit
					pool = pool[:len(pool)-1]
				}
			}
		}
		deal(st.Hand)
		deal(st.Discard)
		deal(st.Deck)
	}
	return w
}

// sortCards puts cs in increasing order. A hand or a deck is a few dozen
// cards at most, where an insertion sort is as quick as any; and
// slices.Sort's own code for cards would cost the browser's bundle
// 14 KB.
func sortCards(cs []card) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}
