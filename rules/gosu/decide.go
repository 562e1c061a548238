package gosu

import "kamon/rules"

// options lists the decisions a waiting task offers, in a stable order.
func (s *State) options(t *task, dst []rules.Action) []rules.Action {
	st := s.seat(t.P)
	fr := s.frame(t)
	yesNo := func() []rules.Action { return append(dst, act(aYes, 0, 0), act(aNo, 0, 0)) }
	hand := func(ok func(c card) bool) []rules.Action {
		for _, c := range st.Hand {
			if ok == nil || ok(c) {
				dst = append(dst, act(aCard, int(c), 0))
			}
		}
		return dst
	}
	armies := func(ok func(q pos) bool) []rules.Action {
		s.eachArmy(func(q pos, sl *slot) {
			if ok(q) {
				dst = append(dst, act(aCard, int(sl.C), 0))
			}
		})
		return dst
	}
	switch t.Op {
	case opDraft:
		for c := range nClans {
			if s.d.Tiles[c].Owner < 0 {
				dst = append(dst, act(aDraft, int(c), 0))
			}
		}
	case opMulligan:
		// Asked only of a player who could take one when it was offered
		// (offerMulligan); "keep" stays legal whatever the hand.
		if s.mayMulligan(t.P) {
			dst = append(dst, act(aYes, 0, 0))
		}
		return append(dst, act(aNo, 0, 0))
	case opTurn:
		return s.turnOptions(t.P, dst)
	case opPay:
		if t.N > 0 {
			return hand(func(c card) bool { return c != card(t.A) })
		}
	case opHandLimit:
		if len(st.Hand) > s.handLimit() {
			return hand(nil)
		}
	case opDiscard:
		if t.N > 0 {
			return hand(nil)
		}
	case opReactActivation, opReactCapture:
		if s.holds(t.P, reactionCard[t.Op]) {
			dst = append(dst, act(aYes, 0, 0))
		}
		return append(dst, act(aNo, 0, 0))
	case opMay:
		return yesNo()
	case opMayPass:
		if !st.Passed {
			return yesNo()
		}
	case opCapture, opRelease, opDestroy, opPutOnDeck, opCaptureOrRelease, opReleaseThenCopy, opCopy, opMoveBounty:
		return armies(func(q pos) bool { return s.targetMode(t, fr, q) >= 0 })
	case opPangu, opNitishStrike:
		if t.Ph == 1 {
			for m := range 3 {
				if s.anyStrike(t, fr, m) {
					dst = append(dst, act(aMode, m, 0))
				}
			}
			return dst
		}
		return armies(func(q pos) bool { return s.strikeOK(t, fr, int(t.B), q) })
	case opSwap:
		return armies(func(q pos) bool { return s.swapOK(t, fr, q) })
	case opSacrifice:
		if t.N > 0 {
			return armies(func(q pos) bool { return q.P == t.P && s.seat(q.P).Army.exposed(int(q.R), int(q.I)) })
		}
	case opTakeBack:
		if t.N > 0 {
			if st.Spent > 0 {
				dst = append(dst, act(aSpent, 0, 0))
			}
			dst = armies(func(q pos) bool { return q.P == t.P && s.at(q).Tok > 0 })
			if len(dst) > 0 && t.step().mode == 0 { // mode 1: not "up to"
				dst = append(dst, act(aStop, 0, 0))
			}
		}
	case opFlipTile:
		for _, k := range st.Clans {
			if !s.tileOn(k) {
				dst = append(dst, act(aClan, int(k), 0))
			}
		}
	case opNameName:
		for i := range defs {
			if defs[i].nameID == int16(i) {
				dst = append(dst, act(aName, i, 0))
			}
		}
	case opNameClan:
		for k := range nClans {
			if t.step().n != nameOwnDiscardClan || s.discardHasClan(t.P, k) {
				dst = append(dst, act(aClan, int(k), 0))
			}
		}
	case opNameLevel:
		for l := 1; l <= 3; l++ {
			dst = append(dst, act(aLevel, l, 0))
		}
	case opChoosePlayer:
		dst = append(dst, act(aPlayer, 0, 0), act(aPlayer, 1, 0))
	case opFromDiscard:
		if t.N > 0 {
			z := &t.step().z
			for _, c := range uniq(st.Discard) {
				if s.zoneMatch(fr, z, c) && levelsOf(c)&uint8(t.B) == 0 {
					dst = append(dst, act(aCard, int(c), 0))
				}
			}
			if len(dst) > 0 && !z.exactly {
				dst = append(dst, act(aStop, 0, 0))
			}
		}
	case opSearch:
		// In card order: the deck's order is not the searcher's to see.
		// A search that finds nothing is still asked ("stop"): skipping it
		// would show the other player what the deck lacks.
		z := &t.step().z
		var in [nCards]bool
		for _, c := range st.Deck {
			in[c&^hiddenBit] = true
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
	case opPickShown:
		if len(s.d.Shown) > 0 {
			for _, c := range uniq(s.d.Shown) {
				dst = append(dst, act(aCard, int(c), 0))
			}
		}
	case opRemoveFromDiscard:
		for _, c := range uniq(st.Discard) {
			dst = append(dst, act(aCard, int(c), 0))
		}
		if len(dst) > 0 {
			dst = append(dst, act(aStop, 0, 0))
		}
	// The two "you may discard" choices are asked whenever the hand's size
	// allows them, with "stop" whatever the hand holds: asked only when
	// the hand held the cards, they would show the other player it does.
	case opDiscardBounty:
		if len(st.Hand) > 0 {
			dst = hand(func(c card) bool { return c.def().kw&kwBounty != 0 })
			dst = append(dst, act(aStop, 0, 0))
		}
	case opDiscardFiveOfAClan:
		if t.Ph == 1 {
			if len(st.Hand) < 5 {
				return dst
			}
			for k := range nClans {
				n := 0
				for _, c := range st.Hand {
					if s.clansOf(c)&(1<<k) != 0 {
						n++
					}
				}
				if n >= 5 {
					dst = append(dst, act(aClan, int(k), 0))
				}
			}
			return append(dst, act(aStop, 0, 0))
		}
		if t.N > 0 {
			return hand(func(c card) bool { return s.clansOf(c)&(1<<fr.Clan) != 0 })
		}
	case opCopyDiscardThenRemove:
		for p := range int8(2) {
			for _, c := range uniq(s.seat(p).Discard) {
				dst = append(dst, act(aCard, int(c), 0))
			}
		}
	}
	return dst
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

func (s *State) discardHasClan(p int8, k clan) bool {
	for _, c := range s.seat(p).Discard {
		if s.clansOf(c&^hiddenBit)&(1<<k) != 0 {
			return true
		}
	}
	return false
}

// turnOptions lists the four actions of §5.2 for p.
func (s *State) turnOptions(p int8, dst []rules.Action) []rules.Action {
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
				if st.Ban > 0 && s.nameMatches(in, false, st.Ban-1) {
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

// selOK is the selector test of §14.1 for the chooser of task t.
func (s *State) selOK(t *task, fr *frame, f *sel, q pos) bool {
	sl := s.at(q)
	switch {
	case f.scope == scopeMine && q.P != fr.Ctrl, f.scope == scopeTheirs && q.P == fr.Ctrl,
		f.face == faceUp && sl.Down, f.face == faceDown && !sl.Down,
		f.exposed && !s.seat(q.P).Army.exposed(int(q.R), int(q.I)),
		f.bounty && s.kwAt(q)&kwBounty == 0:
		return false
	}
	if allowed := s.allowedLevels(fr.Ctrl, f.levels, f.supLevels, f.supReplace); allowed != 0 && s.levelsAt(q)&allowed == 0 {
		return false
	}
	at := s.here(fr)
	if f.rowOrCol || f.adjacent || f.notSelf {
		if at.R < 0 || q == at {
			return false
		}
		if q.P != at.P && (f.rowOrCol || f.adjacent) {
			return false
		}
		if f.rowOrCol && q.R != at.R && q.I != at.I {
			return false
		}
		if f.adjacent && abs(int(q.R-at.R))+abs(int(q.I-at.I)) != 1 {
			return false
		}
	}
	return s.choosable(q, t.P)
}

// choosable applies Ethereal (§8.3): never chosen by its owner's opponent.
func (s *State) choosable(q pos, chooser int8) bool {
	return q.P == chooser || s.kwAt(q)&kwEthereal == 0
}

func (s *State) allowedLevels(p int8, levels, sup uint8, replace bool) uint8 {
	if s.seat(p).Sup == 0 {
		return levels
	}
	if replace {
		return sup
	}
	return levels | sup
}

// targetMode says what a targeting step does to the card at q: 0 capture,
// 1 destroy, 2 release, 3 other (copy, put on deck, Bounty token); -1 if q
// is not a legal target.
func (s *State) targetMode(t *task, fr *frame, q pos) int {
	st := t.step()
	sl := s.at(q)
	exposed := s.seat(q.P).Army.exposed(int(q.R), int(q.I))
	switch t.Op {
	case opCapture:
		if !sl.Down && s.selOK(t, fr, &st.f, q) {
			return modeCapture
		}
	case opRelease, opReleaseThenCopy:
		if sl.Down && s.selOK(t, fr, &st.f, q) {
			return modeRelease
		}
	case opDestroy:
		if exposed && s.selOK(t, fr, &st.f, q) {
			return modeDestroy
		}
	case opCaptureOrRelease:
		if !sl.Down && s.selOK(t, fr, &st.f, q) {
			return modeCapture
		}
		if sl.Down && s.selOK(t, fr, &st.f2, q) {
			return modeRelease
		}
	case opPutOnDeck:
		if exposed && s.selOK(t, fr, &st.f, q) {
			return 3
		}
	case opCopy:
		if !sl.Down && !fr.inChain(sl.C) && s.selOK(t, fr, &st.f, q) {
			return 3
		}
	case opMoveBounty:
		if !sl.Down && s.d.Bounty != int16(sl.C) && s.selOK(t, fr, &st.f, q) {
			return 3
		}
	}
	return -1
}

// strikeOK: Pangu and Nitish may capture a face-up, destroy an exposed or
// release a face-down card of the allowed levels.
func (s *State) strikeOK(t *task, fr *frame, mode int, q pos) bool {
	sl := s.at(q)
	levels := lv1 | lv2
	if t.Op == opNitishStrike {
		levels = uint8(1)<<fr.Level - 1
	}
	if s.levelsAt(q)&levels == 0 || !s.choosable(q, t.P) {
		return false
	}
	switch mode {
	case modeCapture:
		return !sl.Down
	case modeDestroy:
		return s.seat(q.P).Army.exposed(int(q.R), int(q.I))
	default:
		return sl.Down
	}
}

func (s *State) anyStrike(t *task, fr *frame, mode int) bool {
	found := false
	s.eachArmy(func(q pos, _ *slot) { found = found || s.strikeOK(t, fr, mode, q) })
	return found
}

// swapOK: the first pick of a Swap is a card with another choosable card in
// its row; the second, such a card in the first one's row (D19).
func (s *State) swapOK(t *task, fr *frame, q pos) bool {
	sc := t.step().f.scope
	if sc == scopeMine && q.P != fr.Ctrl || !s.choosable(q, t.P) {
		return false
	}
	if t.Ph == 2 {
		first, ok := s.find(card(t.A))
		return ok && first.P == q.P && first.R == q.R && first != q
	}
	n := 0
	a := &s.seat(q.P).Army
	for i := range a.N[q.R] {
		if s.choosable(pos{q.P, q.R, i}, t.P) {
			n++
		}
	}
	return n >= 2
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

// here is where the card whose text resolves stands now (it may have been
// swapped), or stood when it left its army (Echo).
func (s *State) here(fr *frame) pos {
	if fr.At.R >= 0 {
		if q, ok := s.find(fr.Src); ok {
			return q
		}
	}
	return fr.At
}
