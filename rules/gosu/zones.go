package gosu

import "kamon/rules"

var (
	drawsACard       = [2]string{"P1 draws a card", "P2 draws a card"}
	discardsFaceDown = [2]string{"P1 discards a card face down", "P2 discards a card face down"}
)

// The operations of §7 on zones and armies. Triggers they cause are queued
// (s.d.Queue) and run once the task that caused them is complete.

func (s *State) seat(p int8) *seat { return &s.d.Seats[p] }

func (s *State) push(ts ...task) { s.d.Stack = append(s.d.Stack, ts...) }
func (s *State) pop()            { s.d.Stack = s.d.Stack[:len(s.d.Stack)-1] }
func (s *State) queue(t task)    { s.d.Queue = append(s.d.Queue, t) }

// hold starts a step done at once (§6.4: "each player", "destroy all at
// once"): the tasks pushed after it are its parts, and the triggers they
// cause wait in the queue until its opHoldEnd, pushed below them, has run.
// d.Hold counts the opHoldEnd tasks on the stack.
func (s *State) hold() {
	s.push(task{Op: opHoldEnd, Ph: 1})
	s.d.Hold++
}

// refill shuffles p's whole discard into the empty deck (§7, D33, D34).
func (s *State) refill(p int8) bool {
	st := s.seat(p)
	if len(st.Deck) > 0 || len(st.Discard) == 0 {
		return false
	}
	s.revealDiscard(p) // a pile shuffled shows its face-down cards (§8.5)
	st.Deck = append(st.Deck, st.Discard...)
	st.Discard = st.Discard[:0]
	s.shuffleDeck(p)
	s.event(EventRefill, p, nil, "%s shuffles the discard pile into a new deck", pname(p))
	if s.hasUp(p, spNarashimaBHJ) {
		s.queue(task{Op: opUnlock, P: p, Ph: 1})
	}
	return true
}

func (s *State) shuffleDeck(p int8) {
	deck := s.seat(p).Deck
	for i := len(deck) - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		deck[i], deck[j] = deck[j], deck[i]
	}
}

// takeTop removes the top card of p's deck, refilling at most once per
// operation (refilled tracks it).
func (s *State) takeTop(p int8, refilled *bool) (card, bool) {
	st := s.seat(p)
	if len(st.Deck) == 0 && !*refilled {
		*refilled = s.refill(p)
	}
	if len(st.Deck) == 0 {
		return 0, false
	}
	c := st.Deck[len(st.Deck)-1]
	st.Deck = st.Deck[:len(st.Deck)-1]
	return c, true
}

// drawCards is Draw n (§7).
func (s *State) drawCards(p int8, n int) {
	refilled := false
	for range n {
		c, ok := s.takeTop(p, &refilled)
		if !ok {
			return
		}
		s.seat(p).Hand = append(s.seat(p).Hand, c)
		s.emit(rules.Event{Kind: EventDraw, Player: rules.Player(p), Private: true,
			Text: cardLog[lgDraw][p][c], Public: drawsACard[p], Data: c})
	}
}

// mill is Mill n: top cards to the discard, face up.
func (s *State) mill(p int8, n int) {
	refilled := false
	for range n {
		c, ok := s.takeTop(p, &refilled)
		if !ok {
			return
		}
		s.seat(p).Discard = append(s.seat(p).Discard, c)
		s.cardEvent(EventMill, lgMill, p, c, c)
	}
}

// removeCard takes c (hidden or not) out of a zone.
func removeCard(zone []card, c card) []card {
	for i, z := range zone {
		if z&^hiddenBit == c {
			return append(zone[:i], zone[i+1:]...)
		}
	}
	return zone
}

func hasCard(zone []card, c card) bool {
	for _, z := range zone {
		if z&^hiddenBit == c {
			return true
		}
	}
	return false
}

// discardFromHand moves c from p's hand to the discard pile; hidden for a
// Secret Shift payment.
func (s *State) discardFromHand(p int8, c card, hidden bool) {
	st := s.seat(p)
	st.Hand = removeCard(st.Hand, c)
	if hidden {
		st.Discard = append(st.Discard, c|hiddenBit)
		s.emit(rules.Event{Kind: EventDiscard, Player: rules.Player(p), Private: true,
			Text: cardLog[lgDiscardHidden][p][c], Public: discardsFaceDown[p], Data: c})
		return
	}
	st.Discard = append(st.Discard, c)
	s.cardEvent(EventDiscard, lgDiscard, p, c, c)
}

// revealDiscard makes the hidden entries of p's discard public (§8.5),
// each with an EventReveal.
//
//go:noinline
func (s *State) revealDiscard(p int8) {
	for i, c := range s.seat(p).Discard {
		if c&hiddenBit != 0 {
			c &^= hiddenBit
			s.seat(p).Discard[i] = c
			s.event(EventReveal, p, cardNote(c, HowDiscard), "%s's face-down discard is %s", pname(p), c.def().name)
		}
	}
}

// vacate does what a card leaving its army at q causes (destroy,
// sacrifice, shift out, put on deck): tokens to the spent pile, the Bounty
// token to the supply, and its Echo (§8.4, not during the Song) returned as
// a task for the caller to queue. The grid is left as it is.
func (s *State) vacate(q pos) (card, *task) {
	echo := s.kwAt(q)&kwEcho != 0 && s.d.Phase != phSong
	d := s.armyDef(q)
	sl := s.at(q)
	s.seat(q.P).Spent += sl.Tok
	sl.Tok = 0
	if s.d.Bounty == int16(sl.C) {
		s.d.Bounty = -1
	}
	if echo && d != nil && d.prog.n > 0 {
		// The text it acts with: Aat's is its mirror's.
		fr := s.newFrame(q.P, sl.C, q)
		return sl.C, &task{Op: opText, P: q.P, Fr: fr, A: d.index, B: 1}
	}
	return sl.C, nil
}

// exposedAt reports whether q holds the exposed card of its row: the only
// card that may leave an army (§2.2).
func (s *State) exposedAt(q pos) bool {
	return q.P >= 0 && q.P <= 1 && q.R >= 0 && q.R <= 2 && q.I >= 0 && s.seat(q.P).Army.exposed(int(q.R), int(q.I))
}

// leaveArmy takes the exposed card at q out of its army. Any other position
// is refused (false) with nothing changed, whatever effect asked.
func (s *State) leaveArmy(q pos) (card, bool) {
	if !s.exposedAt(q) {
		return 0, false
	}
	c, echo := s.vacate(q)
	s.seat(q.P).Army.removeExposed(int(q.R), int(q.I))
	if echo != nil {
		s.queue(*echo)
	}
	return c, true
}

// armyToDiscard puts the exposed card at q on its owner's discard pile.
func (s *State) armyToDiscard(q pos) (card, bool) {
	c, ok := s.leaveArmy(q)
	if ok {
		s.seat(q.P).Discard = append(s.seat(q.P).Discard, c)
	}
	return c, ok
}

// bountyDraw queues the Bounty draw of §8.1 when by captures or destroys an
// opponent's Bounty card.
func (s *State) bountyDraw(q pos, by int8) {
	if by == q.P || by < 0 || s.kwAt(q)&kwBounty == 0 {
		return
	}
	n := int8(1)
	if s.hasUp(by, spHemro) {
		n = 2
	}
	s.queue(task{Op: opDraw, P: by, N: n, Ph: 1})
}

// capture turns the face-up card at q face down (by: the capturing player).
func (s *State) capture(q pos, by int8) {
	sl := s.at(q)
	if sl.Down {
		return
	}
	s.bountyDraw(q, by)
	wardens := false
	if d := s.armyDef(q); d != nil && d.sp == spWardens {
		wardens = true
	}
	sl.Down = true
	s.cardEvent(EventCapture, lgCapture, q.P, sl.C, sl.C)
	if wardens {
		s.queue(task{Op: opDiscard, P: 1 - q.P, N: 1, Ph: 1})
	}
}

func (s *State) release(q pos) {
	sl := s.at(q)
	if !sl.Down {
		return
	}
	sl.Down = false
	s.cardEvent(EventRelease, lgRelease, q.P, sl.C, sl.C)
}

// destroy moves the exposed card at q to its owner's discard; a card
// that is not exposed stays where it is.
func (s *State) destroy(q pos, by int8) {
	if !s.exposedAt(q) {
		return
	}
	s.bountyDraw(q, by)
	c, _ := s.armyToDiscard(q)
	s.cardEvent(EventDestroy, lgDestroy, q.P, c, c)
}

func (s *State) sacrificeAt(q pos) {
	if c, ok := s.armyToDiscard(q); ok {
		s.cardEvent(EventSacrifice, lgSacrifice, q.P, c, c)
	}
}

// putOnDeck puts the exposed card at q on top of its owner's deck (D57).
func (s *State) putOnDeck(q pos) {
	if c, ok := s.leaveArmy(q); ok {
		s.seat(q.P).Deck = append(s.seat(q.P).Deck, c)
		s.cardEvent(EventToDeck, lgToDeck, q.P, c, c)
	}
}

// unlock gives p a token; the 5th wins, except in the Song (D35).
func (s *State) unlock(p int8) {
	st := s.seat(p)
	if st.Unlocked >= 4 {
		if s.d.Phase == phSong {
			return
		}
		st.Unlocked = 5
		s.event(EventUnlock, p, 5, "%s unlocks a 5th token", pname(p))
		s.end(p, reasonTokens)
		return
	}
	st.Unlocked++
	st.Reserve++
	s.event(EventUnlock, p, int(st.Unlocked), "%s unlocks a token (%d)", pname(p), st.Unlocked)
}

// removeFromDiscard removes c from p's discard to the removed zone; by is
// the player who does it (Ne'ye draws them a card).
func (s *State) removeFromDiscard(p int8, c card, by int8) {
	st := s.seat(p)
	st.Discard = removeCard(st.Discard, c)
	st.Removed = append(st.Removed, c)
	s.cardEvent(EventRemove, lgRemove, p, c, c)
	if c.def().sp == spNeye {
		s.queue(task{Op: opDraw, P: by, N: 1, Ph: 1})
	}
}

// checkWins checks the instant wins of §11.1 that hold between operations:
// 15 face-up cards (not in the Song).
func (s *State) checkWins() {
	if s.d.Phase != phPlay {
		return
	}
	full := [2]bool{s.seat(0).Army.faceUp() == 15, s.seat(1).Army.faceUp() == 15}
	switch {
	case full[0] && full[1]:
		s.end(-1, reasonBothFull)
	case full[0] || full[1]:
		w := int8(0)
		if full[1] {
			w = 1
		}
		s.end(w, reasonFull)
	}
}
