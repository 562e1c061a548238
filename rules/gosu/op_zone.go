package gosu

import (
	"kamon/rules"
)

// Decks and discard piles (§7, §8.5): mill, reveal the top of a deck,
// search it, take from or remove from a discard, shuffle into a deck.

func (s *State) runMill(t task, _ rules.Action) {
	s.pop()
	s.mill(t.P, int(t.N))
}

// runReveal reveals the top N cards of P's deck, then places them as the
// step's mode says: by a named level or clan at once, or by picks.
func (s *State) runReveal(t task, _ rules.Action) {
	fr := s.frame(&t)
	st := s.seat(t.P)
	sp := t.step()
	s.pop()
	refilled := false
	s.d.Shown = s.d.Shown[:0]
	for range t.N {
		c, ok := s.takeTop(t.P, &refilled)
		if !ok {
			break
		}
		s.d.Shown = append(s.d.Shown, c)
		s.event(EventReveal, t.P, c, "%s reveals %s", pname(t.P), c.def().name)
	}
	switch sp.mode {
	case revealNamedLevel, revealNamedClan:
		for _, c := range s.d.Shown {
			if sp.mode == revealNamedLevel && levelsOf(c)&(1<<(fr.Level-1)) != 0 ||
				sp.mode == revealNamedClan && fr.Clan >= 0 && s.clansOf(c)&(1<<fr.Clan) != 0 {
				st.Hand = append(st.Hand, c)
			} else {
				st.Discard = append(st.Discard, c)
			}
		}
		s.d.Shown = s.d.Shown[:0]
	default:
		s.push(task{Op: opPickShown, P: t.P, B: int16(sp.mode), Ph: 1})
	}
}

// runPickShown places a revealed card: to the hand (Ph 1), then (Sqeezs)
// on top of the deck (Ph 2) and the last at the bottom; Shard's rest goes
// to the discard.
func (s *State) runPickShown(t task, in rules.Action) {
	_, a, _ := split(in)
	st := s.seat(t.P)
	me := s.me()
	c := card(a)
	s.d.Shown = removeCard(s.d.Shown, c)
	switch {
	case me.Ph == 1:
		st.Hand = append(st.Hand, c)
		s.event(EventTake, t.P, c, "%s takes %s", pname(t.P), c.def().name)
	case me.Ph == 2:
		st.Deck = append(st.Deck, c)
	}
	me.Ph++
	if t.B == int16(revealPickOne) || me.Ph == 3 && len(s.d.Shown) <= 1 {
		s.pop()
		for _, r := range s.d.Shown {
			if t.B == int16(revealPickOne) {
				st.Discard = append(st.Discard, r)
			} else {
				st.Deck = append([]card{r}, st.Deck...)
			}
		}
		s.d.Shown = s.d.Shown[:0]
	}
}

func (s *State) pickShownOptions(_ *task, dst []rules.Action) []rules.Action {
	for _, c := range uniq(s.d.Shown) {
		dst = append(dst, act(aCard, int(c), 0))
	}
	return dst
}

// runSearch takes the card picked from P's deck, to the hand or (after the
// shuffle) on top; the deck is shuffled whatever was picked.
func (s *State) runSearch(t task, in rules.Action) {
	k, a, _ := split(in)
	st := s.seat(t.P)
	s.pop()
	if k == aCard {
		c := card(a)
		st.Deck = removeCard(st.Deck, c)
		s.shuffleDeck(t.P)
		if t.step().to == toTop {
			st.Deck = append(st.Deck, c)
			s.privateEvent(EventSearch, t.P, cardNote(c, HowTop), pname(t.P)+" puts a card from the deck on top of it", "%s puts %s on top of the deck", pname(t.P), c.def().name)
		} else {
			st.Hand = append(st.Hand, c)
			s.privateEvent(EventSearch, t.P, c, pname(t.P)+" takes a card from the deck", "%s takes %s from the deck", pname(t.P), c.def().name)
		}
		return
	}
	s.shuffleDeck(t.P)
}

// runSearchNone: a search of an empty deck still shuffles it.
func (s *State) runSearchNone(t task) { s.shuffleDeck(t.P) }

func (s *State) searchOptions(t *task, dst []rules.Action) []rules.Action {
	// In card order: the deck's order is not the searcher's to see.
	// A search that finds nothing is still asked ("stop"): skipping it
	// would show the other player what the deck lacks.
	st := s.seat(t.P)
	fr := s.frame(t)
	z := &t.step().z
	var in [nCards]bool
	for _, c := range st.Deck {
		if c &^= hiddenBit; int(c) < nCards { // a view of the other seat knows none
			in[c] = true
		}
	}
	n := len(dst)
	for c := range card(nCards) {
		if in[c] && s.zoneMatch(fr, z, c) {
			dst = append(dst, act(aCard, int(c), 0))
		}
	}
	if len(dst) == n && len(st.Deck) > 0 {
		dst = append(dst, act(aStop, 0, 0))
	}
	return dst
}

// runFromDiscard moves one more of up to N cards from P's discard to the
// hand or the top of the deck (one per level if the step says so).
func (s *State) runFromDiscard(t task, in rules.Action) {
	k, a, _ := split(in)
	if k == aStop {
		s.pop()
		return
	}
	st := s.seat(t.P)
	sp := t.step()
	me := s.me()
	s.revealDiscard(t.P)
	me.N--
	c := card(a)
	if sp.one {
		me.B |= int16(levelsOf(c))
	}
	st.Discard = removeCard(st.Discard, c)
	if sp.to == toTop {
		st.Deck = append(st.Deck, c)
		s.event(EventToDeck, t.P, cardNote(c, HowFromDiscard), "%s puts %s from the discard on top of the deck", pname(t.P), c.def().name)
	} else {
		st.Hand = append(st.Hand, c)
		s.event(EventTake, t.P, cardNote(c, HowFromDiscard), "%s takes %s from the discard", pname(t.P), c.def().name)
	}
}

func (s *State) fromDiscardOptions(t *task, dst []rules.Action) []rules.Action {
	if t.N > 0 {
		fr := s.frame(t)
		z := &t.step().z
		for _, c := range uniq(s.seat(t.P).Discard) {
			if s.zoneMatch(fr, z, c) && levelsOf(c)&uint8(t.B) == 0 {
				dst = append(dst, act(aCard, int(c), 0))
			}
		}
		if len(dst) > 0 && !z.exactly {
			dst = append(dst, act(aStop, 0, 0))
		}
	}
	return dst
}

// lookOwnDiscard: a choice from P's own discard looks into it (§8.5).
func (s *State) lookOwnDiscard(t *task) { s.revealDiscard(t.P) }

// runRemoveClanFromDiscard removes every card of the named clan from P's
// discard (Orgah).
func (s *State) runRemoveClanFromDiscard(t task, _ rules.Action) {
	fr := s.frame(&t)
	st := s.seat(t.P)
	s.pop()
	s.revealDiscard(t.P)
	for _, c := range append([]card(nil), st.Discard...) {
		if fr.Clan >= 0 && s.clansOf(c)&(1<<fr.Clan) != 0 {
			s.removeFromDiscard(t.P, c, t.P)
		}
	}
}

// runShuffleClanIntoDeck shuffles every card of the named clan from P's
// discard into the deck (Genious).
func (s *State) runShuffleClanIntoDeck(t task, _ rules.Action) {
	fr := s.frame(&t)
	st := s.seat(t.P)
	s.pop()
	s.revealDiscard(t.P)
	moved, kept := 0, st.Discard[:0]
	for _, c := range st.Discard {
		if fr.Clan >= 0 && s.clansOf(c)&(1<<fr.Clan) != 0 {
			st.Deck = append(st.Deck, c)
			moved++
		} else {
			kept = append(kept, c)
		}
	}
	st.Discard = kept
	s.shuffleDeck(t.P)
	if moved > 0 && len(kept) == 0 && s.hasUp(t.P, spNarashimaBHJ) {
		s.queue(task{Op: opUnlock, P: t.P, Ph: 1})
	}
}

// runKaez moves every card named Phoenix from P's removed zone and
// discard to the hand.
func (s *State) runKaez(t task, _ rules.Action) {
	st := s.seat(t.P)
	s.pop()
	s.revealDiscard(t.P)
	for _, zone := range []*[]card{&st.Removed, &st.Discard} {
		kept := (*zone)[:0]
		for _, c := range *zone {
			if c.def().phoenix {
				st.Hand = append(st.Hand, c)
				s.event(EventTake, t.P, c, "%s takes %s", pname(t.P), c.def().name)
			} else {
				kept = append(kept, c)
			}
		}
		*zone = kept
	}
}

// runNeyeBack shuffles P's removed Ne'ye into the deck (the Tomorrow Byun
// Hyung Ja).
func (s *State) runNeyeBack(t task, _ rules.Action) {
	st := s.seat(t.P)
	s.pop()
	for _, c := range st.Removed {
		if c.def().sp == spNeye {
			st.Removed = removeCard(st.Removed, c)
			st.Deck = append(st.Deck, c)
			s.shuffleDeck(t.P)
			s.event(EventToDeck, t.P, cardNote(c, HowShuffle), "%s shuffles Ne'ye into the deck", pname(t.P))
			break
		}
	}
}

// runRemoveFromDiscard: EZ's "you may remove 1 card of your discard".
func (s *State) runRemoveFromDiscard(t task, in rules.Action) {
	k, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	if k == aCard {
		s.revealDiscard(t.P)
		s.removeFromDiscard(t.P, card(a), t.P)
		fr.Did = true
	}
}

func (s *State) removeFromDiscardOptions(t *task, dst []rules.Action) []rules.Action {
	for _, c := range uniq(s.seat(t.P).Discard) {
		dst = append(dst, act(aCard, int(c), 0))
	}
	if len(dst) > 0 {
		dst = append(dst, act(aStop, 0, 0))
	}
	return dst
}

// runRemoveCard removes card A from its owner's discard (after Abhilasha
// copied it).
func (s *State) runRemoveCard(t task, _ rules.Action) {
	s.pop()
	if o := s.owner(card(t.A)); o >= 0 && hasCard(s.seat(o).Discard, card(t.A)) {
		s.removeFromDiscard(o, card(t.A), t.P)
	}
}

// runNamedFromDiscard moves every card of the named name from P's discard
// to the hand (Spoil Seekers).
func (s *State) runNamedFromDiscard(t task, _ rules.Action) {
	fr := s.frame(&t)
	st := s.seat(t.P)
	s.pop()
	s.revealDiscard(t.P)
	kept := st.Discard[:0]
	for _, c := range st.Discard {
		if s.nameMatches(c, fr.Name) {
			st.Hand = append(st.Hand, c)
			s.event(EventTake, t.P, cardNote(c, HowFromDiscard), "%s takes %s from the discard", pname(t.P), c.def().name)
		} else {
			kept = append(kept, c)
		}
	}
	st.Discard = kept
}

// uniq strips the hidden bit: an effect that looks into a discard sees all.
func uniq(zone []card) []card {
	for _, c := range zone {
		if c&hiddenBit != 0 {
			out := make([]card, len(zone))
			for i, z := range zone {
				out[i] = z &^ hiddenBit
			}
			return out
		}
	}
	return zone
}

// zoneMatch is the zone filter of §14.1.
func (s *State) zoneMatch(fr *frame, z *zf, c card) bool {
	if allowed := s.allowedLevels(fr.Ctrl, z.levels, z.supLevels, true); allowed != 0 && levelsOf(c)&allowed == 0 {
		return false
	}
	d := c.def()
	switch {
	case z.kw != 0 && d.kw&z.kw == 0,
		z.namedClan && (fr.Clan < 0 || s.clansOf(c)&(1<<fr.Clan) == 0),
		z.namedLevel && levelsOf(c)&(1<<(fr.Level-1)) == 0,
		z.phoenix && !d.phoenix:
		return false
	}
	return true
}
