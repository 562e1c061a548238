package gosu

import (
	"kamon/rules"
)

// Copies (§6.3): copy an army card's text, release a card then copy it,
// copy a discarded card's text then remove that card.

func (s *State) runCopy(t task, in rules.Action) {
	_, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	q, _ := s.find(card(a))
	if t.Op == opReleaseThenCopy {
		s.release(q)
	}
	fr.Card = int16(a)
	s.copyText(t, card(a), s.armyDef(q))
}

// runCopyDiscardThenRemove is Abhilasha's text (D56).
func (s *State) runCopyDiscardThenRemove(t task, in rules.Action) {
	_, a, _ := split(in)
	s.pop()
	s.revealDiscard(0)
	s.revealDiscard(1)
	c := card(a)
	s.push(task{Op: opRemoveCard, P: t.P, A: int16(c), Ph: 1})
	s.copyText(t, c, c.def())
}

func (s *State) copyDiscardOptions(_ *task, dst []rules.Action) []rules.Action {
	for p := range int8(2) {
		for _, c := range uniq(s.seat(p).Discard) {
			dst = append(dst, act(aCard, int(c), 0))
		}
	}
	return dst
}

// lookBothDiscards: choosing from either discard looks into both (§8.5).
func (s *State) lookBothDiscards(*task) {
	s.revealDiscard(0)
	s.revealDiscard(1)
}

// copyText resolves d's text for the copying step t (§6.3): same
// controller and position, one more card in the chain.
func (s *State) copyText(t task, c card, d *cardDef) {
	fr := *s.frame(&t)
	fr.addChain(c)
	fr.Clan, fr.Level, fr.Name, fr.Card, fr.Did = -1, 0, 0, -1, false
	s.event(EventCopy, fr.Ctrl, c, "%s copies %s", pname(fr.Ctrl), c.def().name)
	if d == nil || d.prog.n == 0 {
		return
	}
	s.d.Frames = append(s.d.Frames, fr)
	s.pushProg(d.prog, fr.Ctrl, int16(len(s.d.Frames)))
}
