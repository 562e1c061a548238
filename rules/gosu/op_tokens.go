package gosu

import (
	"kamon/rules"
)

// Tokens and turns (§7): take back, unlock, extra turns.

// runTakeBack takes back one more of up to N spent tokens, from the spent
// pile or from a card (D42).
func (s *State) runTakeBack(t task, in rules.Action) {
	k, a, _ := split(in)
	if k == aStop {
		s.pop()
		return
	}
	st := s.seat(t.P)
	s.me().N--
	if k == aSpent {
		st.Spent--
	} else {
		q, _ := s.find(card(a))
		s.at(q).Tok--
	}
	st.Reserve++
	s.event(EventTakeBack, t.P, nil, "%s takes back a token", pname(t.P))
}

func (s *State) takeBackOptions(t *task, dst []rules.Action) []rules.Action {
	if t.N > 0 {
		if s.seat(t.P).Spent > 0 {
			dst = append(dst, act(aSpent, 0, 0))
		}
		dst = s.armyPicks(dst, func(q pos) bool { return q.P == t.P && s.at(q).Tok > 0 })
		if len(dst) > 0 && t.step().mode == 0 { // mode 1: not "up to"
			dst = append(dst, act(aStop, 0, 0))
		}
	}
	return dst
}

func (s *State) runUnlock(t task, _ rules.Action) {
	s.pop()
	s.unlock(t.P)
}

// runExtraTurn gives P an extra turn; Nityananda's (n 1) may play from the
// discard (D40).
func (s *State) runExtraTurn(t task, _ rules.Action) {
	st := s.seat(t.P)
	s.pop()
	st.Extra++
	if t.step().n == 1 {
		st.GrantDiscard = true
	}
	s.event(EventExtraTurn, t.P, nil, "%s takes an extra turn", pname(t.P))
}
