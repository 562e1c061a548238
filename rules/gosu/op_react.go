package gosu

import (
	"kamon/rules"
)

// Willpower reactions (§6.5, §8.8) and the strikes they may cancel.

// reactionCard is the Willpower card a reaction window is about.
var reactionCard = [nOps]special{opReactActivation: spAtalante, opReactCapture: spRedCircle}

func (s *State) reactOptions(t *task, dst []rules.Action) []rules.Action {
	if s.holds(t.P, reactionCard[t.Op]) {
		dst = append(dst, act(aYes, 0, 0))
	}
	return append(dst, act(aNo, 0, 0))
}

// runReactActivation: Atalante cancels the activation of card A, or its
// text resolves.
func (s *State) runReactActivation(t task, in rules.Action) {
	s.pop()
	q, ok := s.find(card(t.A))
	if k, _, _ := split(in); k == aYes {
		s.useWillpower(t.P, spAtalante)
		s.event(EventCancel, t.P, cardNote(card(t.A), "activation"), "%s cancels the activation of %s", pname(t.P), card(t.A).def().name)
		return
	}
	if ok {
		s.resolveText(q)
	}
}

// runReactCapture: The Red Circle cancels the capture or destroy (B) of
// card A by player N, or it happens.
func (s *State) runReactCapture(t task, in rules.Action) {
	s.pop()
	q, ok := s.find(card(t.A))
	if k, _, _ := split(in); k == aYes {
		s.useWillpower(t.P, spRedCircle)
		s.event(EventCancel, t.P, cardNote(card(t.A), modeNames[t.B]), "%s's The Red Circle cancels the %s of %s", pname(t.P), modeNames[t.B], card(t.A).def().name)
		return
	}
	if ok {
		s.strikeNow(q, int(t.B), t.N)
	}
}

// runStrike captures, destroys or releases (B) card A for player P.
func (s *State) runStrike(t task, _ rules.Action) {
	s.pop()
	if q, ok := s.find(card(t.A)); ok {
		s.strike(q, int(t.B), t.P)
	}
}

// strike captures, destroys or releases the card at q for ctrl's effect,
// offering its owner The Red Circle first (§8.8).
func (s *State) strike(q pos, mode int, ctrl int8) {
	if (mode == modeCapture || mode == modeDestroy) && q.P != ctrl && s.asksWillpower(q.P, spRedCircle) {
		s.push(task{Op: opReactCapture, P: q.P, A: int16(s.at(q).C), B: int16(mode), N: ctrl, Ph: 1})
		return
	}
	s.strikeNow(q, mode, ctrl)
}

func (s *State) strikeNow(q pos, mode int, ctrl int8) {
	switch mode {
	case modeCapture:
		s.capture(q, ctrl)
	case modeDestroy:
		s.destroy(q, ctrl)
	case modeRelease:
		s.release(q)
	}
}

// useWillpower discards p's Willpower card of kind sp from hand (public).
func (s *State) useWillpower(p int8, sp special) {
	for _, c := range s.seat(p).Hand {
		if c.def().sp == sp {
			s.discardFromHand(p, c, false)
			return
		}
	}
}

// asksWillpower reports whether p gets a reaction window for the Willpower
// card sp: under OptionWillpowerPrompt whenever p might hold it, judged from
// public facts only (p drafted its clan and not every copy is known to be
// out of the hand); otherwise only when p holds it, which an
// EventWillpower then tells, as the window (or its absence) shows it.
func (s *State) asksWillpower(p int8, sp special) bool {
	if !s.mightHold(p, sp) {
		return false
	}
	if Game.OptionOn(s.cfg, OptionWillpowerPrompt) {
		return true
	}
	w := willpowerCard[sp]
	if s.holds(p, sp) {
		s.event(EventWillpower, p, cardNote(w, HowHeld), "%s holds %s", pname(p), w.def().name)
		return true
	}
	s.event(EventWillpower, p, cardNote(w, "not-held"), "%s does not hold %s", pname(p), w.def().name)
	return false
}

// mightHold reports whether, as far as the other player can tell, p may
// hold the Willpower card sp.
func (s *State) mightHold(p int8, sp special) bool {
	w := willpowerCard[sp]
	if s.owner(w) != p {
		return false
	}
	public := 0
	for c := w; c < w+card(w.def().copies); c++ {
		if s.inPublicZone(p, c) {
			public++
		}
	}
	return public < int(w.def().copies)
}

// inPublicZone reports whether everyone can see that p's card c is not in
// p's hand: in the army, face up in the discard, removed or revealed.
func (s *State) inPublicZone(p int8, c card) bool {
	st := s.seat(p)
	if _, ok := s.find(c); ok {
		return true
	}
	for _, z := range [][]card{st.Discard, st.Removed, s.d.Shown} {
		for _, x := range z {
			if x == c { // a face-down discard (hiddenBit) is not public
				return true
			}
		}
	}
	return false
}

func (s *State) holds(p int8, sp special) bool {
	for _, c := range s.seat(p).Hand {
		if c.def().sp == sp {
			return true
		}
	}
	return false
}
