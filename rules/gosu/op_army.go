package gosu

import (
	"kamon/rules"
)

// Armies (§7): capture, release, destroy, put on deck, swap, sacrifice,
// the Bounty token; and which army cards a step may pick.

// runTarget captures, destroys or releases the card picked.
func (s *State) runTarget(t task, in rules.Action) {
	_, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	q, _ := s.find(card(a))
	s.strike(q, s.targetMode(&t, fr, q), fr.Ctrl)
}

// targetOptions lists the army cards a targeting step may pick.
func (s *State) targetOptions(t *task, dst []rules.Action) []rules.Action {
	fr := s.frame(t)
	return s.armyPicks(dst, func(q pos) bool { return s.targetMode(t, fr, q) >= 0 })
}

// runStrikeMode: Pangu and Nitish choose what to do (Ph 1), then the card.
func (s *State) runStrikeMode(t task, in rules.Action) {
	k, a, _ := split(in)
	if k == aMode {
		me := s.me()
		me.Ph, me.B = 2, int16(a)
		return
	}
	fr := s.frame(&t)
	s.pop()
	q, _ := s.find(card(a))
	s.strike(q, int(t.B), fr.Ctrl)
}

func (s *State) strikeModeOptions(t *task, dst []rules.Action) []rules.Action {
	fr := s.frame(t)
	if t.Ph == 1 {
		for m := range 3 {
			if s.anyStrike(t, fr, m) {
				dst = append(dst, act(aMode, m, 0))
			}
		}
		return dst
	}
	return s.armyPicks(dst, func(q pos) bool { return s.strikeOK(t, fr, int(t.B), q) })
}

func (s *State) runPutOnDeck(_ task, in rules.Action) {
	_, a, _ := split(in)
	s.pop()
	q, _ := s.find(card(a))
	s.putOnDeck(q)
}

func (s *State) runMoveBounty(t task, in rules.Action) {
	_, a, _ := split(in)
	s.pop()
	s.d.Bounty = int16(a)
	s.event(EventBounty, t.P, card(a), "the Bounty token goes on %s", card(a).def().name)
}

// runSwap picks a card (Ph 1), then the one it swaps with (D19).
func (s *State) runSwap(t task, in rules.Action) {
	_, a, _ := split(in)
	if me := s.me(); me.Ph == 1 {
		me.Ph, me.A = 2, int16(a)
		return
	}
	s.pop()
	q1, _ := s.find(card(t.A))
	q2, _ := s.find(card(a))
	r := &s.seat(q1.P).Army.Rows[q1.R]
	r[q1.I], r[q2.I] = r[q2.I], r[q1.I]
	s.event(EventSwap, q1.P, note{c: card(t.A), d: card(a), p: -1}, "%s and %s swap places", card(t.A).def().name, card(a).def().name)
}

func (s *State) swapOptions(t *task, dst []rules.Action) []rules.Action {
	fr := s.frame(t)
	return s.armyPicks(dst, func(q pos) bool { return s.swapOK(t, fr, q) })
}

// runReleaseAll releases every face-down card of one army (Kan Te, the
// Abhilasha Byun Hyung Ja).
func (s *State) runReleaseAll(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	p := fr.Ctrl
	if t.step().f.scope == scopeTheirs {
		p = 1 - p
	}
	s.eachArmy(func(q pos, sl *slot) {
		if q.P == p && sl.Down {
			s.release(q)
		}
	})
}

// runDestroyAllExposedOfClan is Goan Sul's "Destroy, all at once, every
// exposed face-up card of that clan".
func (s *State) runDestroyAllExposedOfClan(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	var hit [6]card // at most one exposed card per row
	n := 0
	s.eachArmy(func(q pos, sl *slot) {
		if !sl.Down && s.seat(q.P).Army.exposed(int(q.R), int(q.I)) && fr.Clan >= 0 && s.clansAt(q)&(1<<fr.Clan) != 0 {
			hit[n] = sl.C
			n++
		}
	})
	// All at once: the targets are fixed first, each may still meet a
	// Red Circle, and every one leaves play before any trigger (Echo,
	// Bounty draw) resolves.
	if n > 0 {
		s.hold()
	}
	for i := n - 1; i >= 0; i-- {
		s.push(task{Op: opStrike, P: fr.Ctrl, A: int16(hit[i]), B: modeDestroy, Ph: 1})
	}
}

// runSacrifice sacrifices one more of N exposed cards.
func (s *State) runSacrifice(_ task, in rules.Action) {
	_, a, _ := split(in)
	s.me().N--
	q, _ := s.find(card(a))
	s.sacrificeAt(q)
}

func (s *State) sacrificeOptions(t *task, dst []rules.Action) []rules.Action {
	if t.N > 0 {
		return s.armyPicks(dst, func(q pos) bool { return q.P == t.P && s.seat(q.P).Army.exposed(int(q.R), int(q.I)) })
	}
	return dst
}

// runMoreArmySacrifices: the player with the larger army sacrifices 1
// (Volantis), or until both armies are the same size (Quae).
func (s *State) runMoreArmySacrifices(t task, _ rules.Action) {
	s.pop()
	a0, a1 := s.seat(0).Army.count(), s.seat(1).Army.count()
	if a0 == a1 {
		return
	}
	more := int8(0)
	if a1 > a0 {
		more = 1
	}
	n := int8(1)
	if t.Op == opSacrificeUntilEqual {
		n = int8(abs(a0 - a1))
	}
	// The sacrifices are one step: their triggers (an Echo) wait until
	// the last is made (§6.4).
	s.hold()
	s.push(task{Op: opSacrifice, P: more, N: n, Ph: 1})
}

// runCaptureSelf captures the card whose text this is, if it still stands
// where it did (Alpha (Dead), the Phoenix Byun Hyung Ja).
func (s *State) runCaptureSelf(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	if q, ok := s.find(fr.Src); ok && fr.At.R >= 0 && q == fr.At {
		s.capture(q, fr.Ctrl)
	}
}

// runCaptureCopied captures the card the text copied (Nio).
func (s *State) runCaptureCopied(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	if fr.Card >= 0 {
		if q, ok := s.find(card(fr.Card)); ok && !s.at(q).Down {
			s.strike(q, modeCapture, fr.Ctrl)
		}
	}
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
