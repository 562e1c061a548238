package gosu

import (
	"fmt"

	"kamon/rules"
)

// Hands (§7): draw, discard, hand sizes, a look at a hand.

func (s *State) runDraw(t task, _ rules.Action) {
	s.pop()
	s.drawCards(t.P, int(t.N))
}

// runDiscard discards one more of N cards.
func (s *State) runDiscard(t task, in rules.Action) {
	_, a, _ := split(in)
	s.me().N--
	s.discardFromHand(t.P, card(a), false)
}

func (s *State) discardOptions(t *task, dst []rules.Action) []rules.Action {
	if t.N > 0 {
		return s.handPicks(t.P, dst, nil)
	}
	return dst
}

// runHandTo draws up to N cards in hand, or discards down to N (Ecnalab).
func (s *State) runHandTo(t task, _ rules.Action) {
	st := s.seat(t.P)
	s.pop()
	if h := len(st.Hand); h < int(t.N) {
		s.drawCards(t.P, int(t.N)-h)
	} else if h > int(t.N) {
		s.push(task{Op: opDiscard, P: t.P, N: int8(h) - t.N, Ph: 1})
	}
}

// runMoreHandDiscards: the player with more cards in hand discards 1
// (Volantis).
func (s *State) runMoreHandDiscards(task, rules.Action) {
	s.pop()
	h0, h1 := len(s.seat(0).Hand), len(s.seat(1).Hand)
	if h0 != h1 {
		more := int8(0)
		if h1 > h0 {
			more = 1
		}
		s.push(task{Op: opDiscard, P: more, N: 1, Ph: 1})
	}
}

// runDrawToOpponent draws until the hand is the opponent's size (Sati).
func (s *State) runDrawToOpponent(t task, _ rules.Action) {
	st := s.seat(t.P)
	s.pop()
	if d := len(s.seat(1-t.P).Hand) - len(st.Hand); d > 0 {
		s.drawCards(t.P, d)
	}
}

// runOpponentDiscardsToMine: the opponent discards down to this hand's
// size (Tourach).
func (s *State) runOpponentDiscardsToMine(t task, _ rules.Action) {
	st := s.seat(t.P)
	s.pop()
	if d := len(s.seat(1-t.P).Hand) - len(st.Hand); d > 0 {
		s.push(task{Op: opDiscard, P: 1 - t.P, N: int8(d), Ph: 1})
	}
}

// runDrawPer draws 1 per what the step counts (countPer).
func (s *State) runDrawPer(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	s.drawCards(t.P, s.countPer(fr, t.step().n))
}

// runDiscardBounty: Nitish's "you may discard a Bounty card"; its level
// bounds what the strike may reach.
func (s *State) runDiscardBounty(t task, in rules.Action) {
	k, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	if k == aCard {
		fr.Level = maxLevel(card(a))
		s.discardFromHand(t.P, card(a), false)
		fr.Did = true
	}
}

// The two "you may discard" choices are asked whenever the hand's size
// allows them, with "stop" whatever the hand holds: asked only when the
// hand held the cards, they would show the other player it does.

func (s *State) discardBountyOptions(t *task, dst []rules.Action) []rules.Action {
	if len(s.seat(t.P).Hand) > 0 {
		dst = s.handPicks(t.P, dst, func(c card) bool { return c.def().kw&kwBounty != 0 })
		dst = append(dst, act(aStop, 0, 0))
	}
	return dst
}

// runDiscardFiveOfAClan: Xi'an's Byun Hyung Ja names a clan (Ph 1), then
// discards 5 cards of it (Ph 2).
func (s *State) runDiscardFiveOfAClan(t task, in rules.Action) {
	k, a, _ := split(in)
	fr := s.frame(&t)
	me := s.me()
	if me.Ph == 1 {
		if k == aStop {
			s.pop()
			return
		}
		me.Ph, me.N = 2, 5
		fr.Clan = int8(a)
		fr.Did = true
		return
	}
	me.N--
	s.discardFromHand(t.P, card(a), false)
}

func (s *State) discardFiveOptions(t *task, dst []rules.Action) []rules.Action {
	st := s.seat(t.P)
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
		fr := s.frame(t)
		return s.handPicks(t.P, dst, func(c card) bool { return s.clansOf(c)&(1<<fr.Clan) != 0 })
	}
	return dst
}

// runLookAtHand shows the opponent's hand to P alone (Arrows of Justice).
func (s *State) runLookAtHand(t task, _ rules.Action) {
	s.pop()
	hand := s.seat(1 - t.P).Hand
	names := ""
	for _, c := range hand {
		names += " " + c.def().name + ","
	}
	s.privateEvent(EventLook, t.P, note{c: unknown, d: unknown, p: 1 - t.P, hand: append([]card(nil), hand...)},
		fmt.Sprintf("%s looks at %s's hand", pname(t.P), pname(1-t.P)), "%s sees %s's hand:%s", pname(t.P), pname(1-t.P), names)
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
