package gosu

// Selectors (§14.1): which army and zone cards a step may choose.

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
