package gosu

import (
	"kamon/rules"
)

// A turn's action (§5.2-5.6): the choice of action, paying for it, the
// card entering the army.

func (s *State) runTurn(t task, in rules.Action) {
	s.pop()
	s.d.Frames = s.d.Frames[:0] // no task refers to a frame between turns
	s.push(task{Op: opEndTurn, P: t.P})
	s.mainAction(t.P, in)
}

// turnOptions lists the four actions of §5.2 for the player to move.
func (s *State) turnOptions(t *task, dst []rules.Action) []rules.Action {
	p := t.P
	st := s.seat(p)
	info := s.armyInfo(p)
	plays := func(zone []card, fromDiscard bool) {
		for _, z := range zone {
			c := z &^ hiddenBit
			for r := range 3 {
				cost := s.playCostWith(info, p, c, r)
				if cost < 0 {
					continue
				}
				avail := len(st.Hand)
				if !fromDiscard {
					avail--
				}
				if cost <= avail {
					dst = append(dst, act(aPlay, int(c), r))
				}
			}
		}
	}
	plays(st.Hand, false)
	if st.FromDiscard {
		plays(st.Discard, true)
	}
	a := &st.Army
	for r := range int8(3) {
		for i := range a.N[r] {
			q := pos{p, r, i}
			out := a.Rows[r][i]
			if out.Down || out.C.def().shift == 0 {
				continue
			}
			price := s.shiftPrice(q)
			for _, in := range st.Hand {
				if levelsOf(in)&(1<<r) == 0 || in.def().nameID == out.C.def().nameID || price > len(st.Hand)-1 {
					continue
				}
				if s.banned(p, in) {
					continue
				}
				dst = append(dst, act(aShift, int(out.C), int(in)))
			}
		}
	}
	if st.Reserve >= 1 {
		dst = append(dst, act(aDraw1, 0, 0))
	}
	if st.Reserve >= 2 {
		dst = append(dst, act(aDraw3, 0, 0))
	}
	if st.Reserve >= 1 {
		for r := range int8(3) {
			for i := range a.N[r] {
				q := pos{p, r, i}
				if d := s.armyDef(q); d != nil && a.Rows[r][i].Tok < d.slots {
					dst = append(dst, act(aActivate, int(a.Rows[r][i].C), 0))
				}
			}
		}
	}
	if st.Reserve == 0 {
		dst = append(dst, act(aPass, 0, 0))
	}
	return dst
}

// runPay discards one more card to pay for a Play or a Shift (B 1: face
// down, for a Secret Shift).
func (s *State) runPay(t task, in rules.Action) {
	_, a, _ := split(in)
	s.me().N--
	s.discardFromHand(t.P, card(a), t.B == 1)
}

func (s *State) payOptions(t *task, dst []rules.Action) []rules.Action {
	if t.N > 0 {
		return s.handPicks(t.P, dst, func(c card) bool { return c != card(t.A) })
	}
	return dst
}

func (s *State) runPlace(t task, _ rules.Action) {
	s.pop()
	s.place(t.P, card(t.A), int(t.B), t.Ph == 2)
}

func (s *State) runShiftIn(t task, _ rules.Action) {
	s.pop()
	s.shiftIn(t.P, card(t.A), card(t.B))
}

// mainAction starts the action chosen in a turn (§5.3-5.6).
func (s *State) mainAction(p int8, in rules.Action) {
	k, a, b := split(in)
	st := s.seat(p)
	switch k {
	case aPlay:
		c := card(a)
		fromDiscard := !hasCard(st.Hand, c)
		ph := int8(1)
		if fromDiscard {
			ph = 2
		}
		s.push(task{Op: opPlace, P: p, A: int16(c), B: int16(b), Ph: ph})
		if cost := s.playCost(p, c, b); cost > 0 {
			s.push(task{Op: opPay, P: p, N: int8(cost), A: int16(c), Ph: 1})
		}
	case aShift:
		out, inc := card(a), card(b)
		q, _ := s.find(out)
		s.push(task{Op: opShiftIn, P: p, A: int16(out), B: int16(inc), Ph: 1})
		if price := s.shiftPrice(q); price > 0 {
			hidden := int16(0)
			if s.kwAt(q)&kwSecretShift != 0 {
				hidden = 1
			}
			s.push(task{Op: opPay, P: p, N: int8(price), A: int16(inc), B: hidden, Ph: 1})
		}
	case aDraw1:
		st.Reserve--
		st.Spent++
		s.emit(rules.Event{Kind: EventSpend, Player: rules.Player(p), Text: pnames[p] + " spends a token to draw 1", Data: 1})
		s.drawCards(p, 1)
	case aDraw3:
		st.Reserve -= 2
		st.Spent += 2
		s.emit(rules.Event{Kind: EventSpend, Player: rules.Player(p), Text: pnames[p] + " spends 2 tokens to draw 3", Data: 3})
		s.drawCards(p, 3)
		if s.hasUp(p, spBoulGo) {
			st.Extra++
			s.event(EventExtraTurn, p, HowBoulGo, "Boul Go: %s takes an extra turn", pname(p))
		}
	case aActivate:
		c := card(a)
		q, _ := s.find(c)
		st.Reserve--
		s.at(q).Tok++
		s.cardEvent(EventActivate, lgActivate, p, c, c)
		if s.asksWillpower(1-p, spAtalante) {
			s.push(task{Op: opReactActivation, P: 1 - p, A: int16(c), Ph: 1})
			return
		}
		s.resolveText(q)
	case aPass:
		s.doPass(p)
	}
}

// doPass is the Pass action (§5.6), also Galmi's "you may pass".
func (s *State) doPass(p int8) {
	st, op := s.seat(p), s.seat(1-p)
	st.Passed, st.Extra = true, 0
	s.emit(rules.Event{Kind: EventPass, Player: rules.Player(p), Text: pnames[p] + " passes"})
	if !op.Passed {
		op.Final = 3
		if s.tileOn(galmi) {
			op.Final = 2
		}
		if s.hasUp(p, spGalmiBHJ) {
			s.unlock(p)
		}
	}
}

// place puts c in p's army at row r (Play a Card, §5.3).
func (s *State) place(p int8, c card, r int, fromDiscard bool) {
	st := s.seat(p)
	if fromDiscard {
		s.revealDiscard(p)
		st.Discard = removeCard(st.Discard, c)
	} else {
		st.Hand = removeCard(st.Hand, c)
	}
	i := st.Army.place(r, c)
	q := pos{p, int8(r), int8(i)}
	s.cardEvent(EventPlay, lgPlay, p, c, c)
	s.enter(q)
}

// enter finishes a card's entry by Play or Shift: Wonder, then its text.
func (s *State) enter(q pos) {
	if s.kwAt(q)&kwWonder != 0 && s.d.Wonder != q.P {
		s.d.Wonder = q.P
		s.event(EventWonder, q.P, nil, "%s takes the Wonder token", pname(q.P))
	}
	s.resolveText(q)
}

// shiftIn replaces out by in (§5.4); the price is already paid.
func (s *State) shiftIn(p int8, out, in card) {
	q, ok := s.find(out)
	if !ok {
		return
	}
	st := s.seat(p)
	// The outgoing card's Echo runs after the incoming card's text (§5.4).
	_, echo := s.vacate(q)
	s.seat(p).Discard = append(s.seat(p).Discard, out)
	if echo != nil {
		s.push(*echo)
	}
	st.Hand = removeCard(st.Hand, in)
	st.Army.Rows[q.R][q.I] = slot{C: in}
	s.event(EventShift, p, note{c: out, d: in, p: -1}, "%s shifts %s out for %s", pname(p), out.def().name, in.def().name)
	s.enter(q)
}

// armyInfo is what the prerequisites of Play a Card read from an army.
type armyInfo struct {
	anyTroop   bool  // a face-up Troop
	troopClans uint8 // clans of the face-up Troops
	immClans   uint8 // clans with a face-up Troop and a different face-up Hero (D54)
	recruiter  bool
}

func (s *State) armyInfo(p int8) armyInfo {
	var in armyInfo
	var troops, heroes [15]struct {
		q  pos
		cl uint8
	}
	nt, nh := 0, 0
	a := &s.seat(p).Army
	for r := range int8(3) {
		for i := range a.N[r] {
			sl := a.Rows[r][i]
			if sl.Down {
				continue
			}
			q := pos{p, r, i}
			lv, k := s.levelsAt(q), s.clansAt(q)
			if lv&lv1 != 0 {
				in.anyTroop = true
				in.troopClans |= k
				troops[nt].q, troops[nt].cl = q, k
				nt++
			}
			if lv&lv2 != 0 {
				heroes[nh].q, heroes[nh].cl = q, k
				nh++
			}
		}
	}
	for _, t := range troops[:nt] {
		for _, h := range heroes[:nh] {
			if t.q != h.q {
				in.immClans |= t.cl & h.cl
			}
		}
	}
	in.recruiter = s.hasKwUp(p, kwRecruiter)
	return in
}

// playCost is the number of discards Play a Card asks for c in row r, -1 if
// it cannot be played there (§5.3).
func (s *State) playCost(p int8, c card, r int) int {
	return s.playCostWith(s.armyInfo(p), p, c, r)
}

func (s *State) playCostWith(in armyInfo, p int8, c card, r int) int {
	if levelsOf(c)&(1<<r) == 0 || !s.seat(p).Army.canPlace(r) {
		return -1
	}
	if s.banned(p, c) {
		return -1
	}
	cl := s.clansOf(c)
	switch {
	case r == 0 && (!in.anyTroop || in.troopClans&cl != 0):
		return 0
	case r == 0 && in.recruiter:
		return 1
	case r == 0:
		return 2
	case r == 1 && in.troopClans&cl != 0, r == 2 && in.immClans&cl != 0:
		return 0
	}
	return -1
}

// banned reports whether an Arrows of Justice ban keeps p from playing or
// shifting in c (D41).
func (s *State) banned(p int8, c card) bool {
	for _, b := range s.seat(p).Bans {
		if s.nameMatches(c, b.Name) {
			return true
		}
	}
	return false
}

// shiftPrice is the discards a Shift of the card at q costs.
func (s *State) shiftPrice(q pos) int {
	return max(0, int(s.at(q).C.def().shift-s.at(q).Tok))
}
