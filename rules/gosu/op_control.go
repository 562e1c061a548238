package gosu

import (
	"kamon/rules"
)

// Combinators (§14.2): May, If, IfDid, EachPlayer, and the end of a step
// done at once.

func (s *State) runMay(t task, in rules.Action) {
	s.pop()
	if k, _, _ := split(in); k == aYes {
		s.pushProg(t.step().sub, t.P, t.Fr)
	}
}

func (s *State) mayOptions(_ *task, dst []rules.Action) []rules.Action { return yesNo(dst) }

func (s *State) runIf(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	if sp := t.step(); s.cond(fr, sp.cond) {
		s.pushProg(sp.sub, t.P, t.Fr)
	}
}

func (s *State) runIfDid(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	if fr.Did {
		s.pushProg(t.step().sub, t.P, t.Fr)
	}
}

// runEach is "each player": the controller first (D45), each in a frame of
// their own so that "you" is that player. It is one step: the triggers of
// the controller's part (an Echo, a Bounty draw) wait until the opponent's
// part is done (D49).
func (s *State) runEach(t task, _ rules.Action) {
	fr := s.frame(&t)
	sp := t.step()
	s.pop()
	s.hold()
	for _, p := range []int8{1 - fr.Ctrl, fr.Ctrl} {
		f := *fr
		f.Ctrl, f.Player = p, p
		s.d.Frames = append(s.d.Frames, f)
		s.pushProg(sp.sub, p, int16(len(s.d.Frames)))
	}
}

// runHoldEnd ends a step done at once: its held triggers may run.
func (s *State) runHoldEnd(task, rules.Action) {
	s.pop()
	s.d.Hold--
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
