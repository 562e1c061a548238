package gosu

import (
	"fmt"

	"kamon/rules"
)

// effect runs one step of a card program (§14.2); in is the decision it
// waited for, if any.
func (s *State) effect(t task, in rules.Action) {
	k, a, _ := split(in)
	fr := s.frame(&t)
	st := s.seat(t.P)
	sp := t.step()
	me := &s.d.Stack[len(s.d.Stack)-1] // t's own entry, while it stays
	done := func() { s.pop() }
	switch t.Op {
	case opDraw:
		done()
		s.drawCards(t.P, int(t.N))
	case opDiscard:
		me.N--
		s.discardFromHand(t.P, card(a), false)
	case opMill:
		done()
		s.mill(t.P, int(t.N))
	case opHandTo:
		done()
		if h := len(st.Hand); h < int(t.N) {
			s.drawCards(t.P, int(t.N)-h)
		} else if h > int(t.N) {
			s.push(task{Op: opDiscard, P: t.P, N: int8(h) - t.N, Ph: 1})
		}
	case opCapture, opRelease, opDestroy, opCaptureOrRelease:
		done()
		q, _ := s.find(card(a))
		s.strike(q, s.targetMode(&t, fr, q), fr.Ctrl)
	case opPangu, opNitishStrike:
		if k == aMode {
			me.Ph, me.B = 2, int16(a)
			return
		}
		done()
		q, _ := s.find(card(a))
		s.strike(q, int(t.B), fr.Ctrl)
	case opPutOnDeck:
		done()
		q, _ := s.find(card(a))
		s.putOnDeck(q)
	case opMoveBounty:
		done()
		s.d.Bounty = int16(a)
		s.event("bounty", t.P, card(a), "the Bounty token goes on %s", card(a).def().name)
	case opCopy, opReleaseThenCopy:
		done()
		q, _ := s.find(card(a))
		if t.Op == opReleaseThenCopy {
			s.release(q)
		}
		fr.Card = int16(a)
		s.copyText(t, card(a), s.armyDef(q))
	case opCaptureCopied:
		done()
		if fr.Card >= 0 {
			if q, ok := s.find(card(fr.Card)); ok && !s.at(q).Down {
				s.strike(q, modeCapture, fr.Ctrl)
			}
		}
	case opSwap:
		if me.Ph == 1 {
			me.Ph, me.A = 2, int16(a)
			return
		}
		done()
		q1, _ := s.find(card(t.A))
		q2, _ := s.find(card(a))
		r := &s.seat(q1.P).Army.Rows[q1.R]
		r[q1.I], r[q2.I] = r[q2.I], r[q1.I]
		s.event("swap", q1.P, note{c: card(t.A), d: card(a), p: -1}, "%s and %s swap places", card(t.A).def().name, card(a).def().name)
	case opReleaseAll:
		done()
		p := fr.Ctrl
		if sp.f.scope == scopeTheirs {
			p = 1 - p
		}
		s.eachArmy(func(q pos, sl *slot) {
			if q.P == p && sl.Down {
				s.release(q)
			}
		})
	case opDestroyAllExposedOfClan:
		done()
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
	case opSacrifice:
		me.N--
		q, _ := s.find(card(a))
		s.sacrificeAt(q)
	case opSacrificeUntilEqual, opMoreArmySacrifices:
		done()
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
		s.push(task{Op: opSacrifice, P: more, N: n, Ph: 1})
	case opMoreHandDiscards:
		done()
		h0, h1 := len(s.seat(0).Hand), len(s.seat(1).Hand)
		if h0 != h1 {
			more := int8(0)
			if h1 > h0 {
				more = 1
			}
			s.push(task{Op: opDiscard, P: more, N: 1, Ph: 1})
		}
	case opDrawToOpponent:
		done()
		if d := len(s.seat(1-t.P).Hand) - len(st.Hand); d > 0 {
			s.drawCards(t.P, d)
		}
	case opOpponentDiscardsToMine:
		done()
		if d := len(s.seat(1-t.P).Hand) - len(st.Hand); d > 0 {
			s.push(task{Op: opDiscard, P: 1 - t.P, N: int8(d), Ph: 1})
		}
	case opTakeBack:
		if k == aStop {
			done()
			return
		}
		me.N--
		if k == aSpent {
			st.Spent--
		} else {
			q, _ := s.find(card(a))
			s.at(q).Tok--
		}
		st.Reserve++
		s.event("take-back", t.P, nil, "%s takes back a token", pname(t.P))
	case opCaptureSelf:
		done()
		if q, ok := s.find(fr.Src); ok && fr.At.R >= 0 && q == fr.At {
			s.capture(q, fr.Ctrl)
		}
	case opUnlock:
		done()
		s.unlock(t.P)
	case opExtraTurn:
		done()
		st.Extra++
		if sp.n == 1 {
			st.GrantDiscard = true
		}
		s.event("extra-turn", t.P, nil, "%s takes an extra turn", pname(t.P))
	case opMayPass:
		done()
		if k == aYes {
			s.doPass(t.P)
		}
	case opFlipTile:
		done()
		s.d.Tiles[a].Active = true
		s.event("tile", t.P, clan(a), "%s flips the %s tile active", pname(t.P), clanNames[a])
		s.justiceWin(t)
	case opLookAtHand:
		done()
		hand := s.seat(1 - t.P).Hand
		names := ""
		for _, c := range hand {
			names += " " + c.def().name + ","
		}
		s.privateEvent("look", t.P, note{c: unknown, d: unknown, p: 1 - t.P, hand: append([]card(nil), hand...)},
			fmt.Sprintf("%s looks at %s's hand", pname(t.P), pname(1-t.P)), "%s sees %s's hand:%s", pname(t.P), pname(1-t.P), names)
	case opNameName:
		done()
		fr.Name = int16(a)
		s.event("name", t.P, note{c: unknown, d: unknown, p: -1, name: defs[a].name, how: "card"}, "%s names %s", pname(t.P), defs[a].name)
	case opBan:
		done()
		// "Until the end of your next turn": the controller's turns end
		// the ban (nextTurn counts them); the one in progress counts only
		// if it is theirs (a copy or an Echo may resolve in the other's).
		o := s.seat(1 - t.P)
		o.Ban, o.BanLeft = fr.Name+1, 1
		if s.d.Turn == t.P {
			o.BanLeft = 2
		}
		s.event("ban", 1-t.P, note{c: unknown, d: unknown, p: t.P, name: defs[fr.Name].name}, "%s may not play %s until the end of %s's next turn", pname(1-t.P), defs[fr.Name].name, pname(t.P))
	case opNameClan:
		done()
		fr.Clan = int8(a)
		s.event("name", t.P, clan(a), "%s names %s", pname(t.P), clanNames[a])
	case opNameLevel:
		done()
		fr.Level = int8(a)
		s.event("name", t.P, note{c: unknown, d: unknown, n: a, p: -1, how: "level"}, "%s names level %d", pname(t.P), a)
	case opChoosePlayer:
		done()
		fr.Player = int8(a)
	case opFromDiscard:
		if k == aStop {
			done()
			return
		}
		s.revealDiscard(t.P)
		me.N--
		c := card(a)
		if sp.one {
			me.B |= int16(levelsOf(c))
		}
		st.Discard = removeCard(st.Discard, c)
		if sp.to == toTop {
			st.Deck = append(st.Deck, c)
			s.event("to-deck", t.P, cardNote(c, "from-discard"), "%s puts %s from the discard on top of the deck", pname(t.P), c.def().name)
		} else {
			st.Hand = append(st.Hand, c)
			s.event("take", t.P, cardNote(c, "from-discard"), "%s takes %s from the discard", pname(t.P), c.def().name)
		}
	case opReveal:
		done()
		refilled := false
		s.d.Shown = s.d.Shown[:0]
		for range t.N {
			c, ok := s.takeTop(t.P, &refilled)
			if !ok {
				break
			}
			s.d.Shown = append(s.d.Shown, c)
			s.event("reveal", t.P, c, "%s reveals %s", pname(t.P), c.def().name)
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
	case opPickShown:
		c := card(a)
		s.d.Shown = removeCard(s.d.Shown, c)
		switch {
		case me.Ph == 1:
			st.Hand = append(st.Hand, c)
			s.event("take", t.P, c, "%s takes %s", pname(t.P), c.def().name)
		case me.Ph == 2:
			st.Deck = append(st.Deck, c)
		}
		me.Ph++
		if t.B == int16(revealPickOne) || me.Ph == 3 && len(s.d.Shown) <= 1 {
			done()
			for _, r := range s.d.Shown {
				if t.B == int16(revealPickOne) {
					st.Discard = append(st.Discard, r)
				} else {
					st.Deck = append([]card{r}, st.Deck...)
				}
			}
			s.d.Shown = s.d.Shown[:0]
		}
	case opSearch:
		done()
		if k == aCard {
			c := card(a)
			st.Deck = removeCard(st.Deck, c)
			s.shuffleDeck(t.P)
			if sp.to == toTop {
				st.Deck = append(st.Deck, c)
				s.privateEvent("search", t.P, cardNote(c, "top"), pname(t.P)+" puts a card from the deck on top of it", "%s puts %s on top of the deck", pname(t.P), c.def().name)
			} else {
				st.Hand = append(st.Hand, c)
				s.privateEvent("search", t.P, c, pname(t.P)+" takes a card from the deck", "%s takes %s from the deck", pname(t.P), c.def().name)
			}
			return
		}
		s.shuffleDeck(t.P)
	case opRemoveClanFromDiscard:
		done()
		s.revealDiscard(t.P)
		for _, c := range append([]card(nil), st.Discard...) {
			if fr.Clan >= 0 && s.clansOf(c)&(1<<fr.Clan) != 0 {
				s.removeFromDiscard(t.P, c, t.P)
			}
		}
	case opShuffleClanIntoDeck:
		done()
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
	case opKaez:
		done()
		s.revealDiscard(t.P)
		for _, zone := range []*[]card{&st.Removed, &st.Discard} {
			kept := (*zone)[:0]
			for _, c := range *zone {
				if c.def().phoenix {
					st.Hand = append(st.Hand, c)
					s.event("take", t.P, c, "%s takes %s", pname(t.P), c.def().name)
				} else {
					kept = append(kept, c)
				}
			}
			*zone = kept
		}
	case opNeyeBack:
		done()
		for _, c := range st.Removed {
			if c.def().sp == spNeye {
				st.Removed = removeCard(st.Removed, c)
				st.Deck = append(st.Deck, c)
				s.shuffleDeck(t.P)
				s.event("to-deck", t.P, cardNote(c, "shuffle"), "%s shuffles Ne'ye into the deck", pname(t.P))
				break
			}
		}
	case opRemoveFromDiscard:
		done()
		if k == aCard {
			s.revealDiscard(t.P)
			s.removeFromDiscard(t.P, card(a), t.P)
			fr.Did = true
		}
	case opRemoveCard:
		done()
		if o := s.owner(card(t.A)); o >= 0 && hasCard(s.seat(o).Discard, card(t.A)) {
			s.removeFromDiscard(o, card(t.A), t.P)
		}
	case opNamedFromDiscard:
		done()
		s.revealDiscard(t.P)
		kept := st.Discard[:0]
		for _, c := range st.Discard {
			if s.nameMatches(c, false, fr.Name) {
				st.Hand = append(st.Hand, c)
				s.event("take", t.P, cardNote(c, "from-discard"), "%s takes %s from the discard", pname(t.P), c.def().name)
			} else {
				kept = append(kept, c)
			}
		}
		st.Discard = kept
	case opDrawPer:
		done()
		s.drawCards(t.P, s.countPer(fr, sp.n))
	case opDiscardBounty:
		done()
		if k == aCard {
			fr.Level = maxLevel(card(a))
			s.discardFromHand(t.P, card(a), false)
			fr.Did = true
		}
	case opDiscardFiveOfAClan:
		if me.Ph == 1 {
			if k == aStop {
				done()
				return
			}
			me.Ph, me.N = 2, 5
			fr.Clan = int8(a)
			fr.Did = true
			return
		}
		me.N--
		s.discardFromHand(t.P, card(a), false)
	case opCopyDiscardThenRemove:
		done()
		s.revealDiscard(0)
		s.revealDiscard(1)
		c := card(a)
		s.push(task{Op: opRemoveCard, P: t.P, A: int16(c), Ph: 1})
		s.copyText(t, c, c.def())
	case opMay:
		done()
		if k == aYes {
			s.pushProg(sp.sub, t.P, t.Fr)
		}
	case opIf:
		done()
		if s.cond(fr, sp.cond) {
			s.pushProg(sp.sub, t.P, t.Fr)
		}
	case opIfDid:
		done()
		if fr.Did {
			s.pushProg(sp.sub, t.P, t.Fr)
		}
	case opHoldEnd:
		done()
		s.d.Hold--
	case opEach:
		done()
		// "Each player": the controller first (D45), each in a frame of
		// their own so that "you" is that player. It is one step: the
		// triggers of the controller's part (an Echo, a Bounty draw) wait
		// until the opponent's part is done (D49).
		s.hold()
		for _, p := range []int8{1 - fr.Ctrl, fr.Ctrl} {
			f := *fr
			f.Ctrl, f.Player = p, p
			s.d.Frames = append(s.d.Frames, f)
			s.pushProg(sp.sub, p, int16(len(s.d.Frames)))
		}
	}
}

func maxLevel(c card) int8 {
	l := levelsOf(c)
	switch {
	case l&lv3 != 0:
		return 3
	case l&lv2 != 0:
		return 2
	case l != 0:
		return 1
	}
	return 0
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

// copyText resolves d's text for the copying step t (§6.3): same
// controller and position, one more card in the chain.
func (s *State) copyText(t task, c card, d *cardDef) {
	fr := *s.frame(&t)
	fr.addChain(c)
	fr.Clan, fr.Level, fr.Name, fr.Card, fr.Did = -1, 0, 0, -1, false
	s.event("copy", fr.Ctrl, c, "%s copies %s", pname(fr.Ctrl), c.def().name)
	if d == nil || d.prog.n == 0 {
		return
	}
	s.d.Frames = append(s.d.Frames, fr)
	s.pushProg(d.prog, fr.Ctrl, int16(len(s.d.Frames)))
}

// countPer is the count of a "draw 1 per" text (D51).
func (s *State) countPer(fr *frame, what int8) int {
	var m uint8
	switch what {
	case perClanInDiscard:
		s.revealDiscard(fr.Ctrl)
		for _, c := range s.seat(fr.Ctrl).Discard {
			m |= s.clansOf(c)
		}
	case perGalmiInColumn, perClanInRow, perClanInColumn:
		at := s.here(fr)
		if at.R < 0 {
			return 0
		}
		n := 0
		s.eachArmy(func(q pos, sl *slot) {
			if q.P != at.P || sl.Down {
				return
			}
			inCol, inRow := q.I == at.I, q.R == at.R
			switch {
			case what == perGalmiInColumn && inCol && s.clansAt(q)&(1<<galmi) != 0:
				n++
			case what == perClanInRow && inRow, what == perClanInColumn && inCol:
				m |= s.clansAt(q)
			}
		})
		if what == perGalmiInColumn {
			return n
		}
	}
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// cond evaluates the condition of an If step for the frame's controller.
func (s *State) cond(fr *frame, c cond) bool {
	p := fr.Ctrl
	switch c {
	case condOpp3Down:
		n := 0
		s.eachArmy(func(q pos, sl *slot) {
			if q.P != p && sl.Down {
				n++
			}
		})
		return n >= 3
	case condX4:
		return s.x(p) == 4
	case condSupremacy:
		return s.seat(p).Sup > 0
	case condHandEmpty:
		return len(s.seat(p).Hand) == 0
	case condThreePhoenix:
		return s.faceUpNamed(p, "Phoenix") >= 3
	case condTimerUp:
		return s.faceUpNamed(-1, "Timer") > 0
	case condArpiaUp:
		return s.faceUpNamed(-1, "Arpia") > 0
	case condNeyeRemoved:
		for _, c := range s.seat(p).Removed {
			if c.def().sp == spNeye {
				return true
			}
		}
	}
	return false
}
