package ismcts

import "kamon/rules"

// actionSet holds the legal actions of the node being walked, so that its
// children are matched to them in one pass: open addressing over a table
// twice the size of the set, emptied in O(1) by bumping a generation stamp.
type actionSet struct {
	distinct []rules.Action // the legal actions, duplicates dropped, in order
	keys     []rules.Action
	stamp    []uint32 // a slot is in use when its stamp is gen
	takenAt  []uint32 // and taken (matched to a child) when takenAt is gen
	gen      uint32
}

// load empties the set and fills it with legal.
func (s *actionSet) load(legal []rules.Action) {
	size := 16
	for size < 2*len(legal) {
		size *= 2
	}
	if size > len(s.keys) {
		s.keys = make([]rules.Action, size)
		s.stamp = make([]uint32, size)
		s.takenAt = make([]uint32, size)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could pass for new ones
		clear(s.stamp)
		clear(s.takenAt)
		s.gen = 1
	}
	s.distinct = s.distinct[:0]
	for _, a := range legal {
		i, found := s.find(a)
		if !found {
			s.keys[i], s.stamp[i] = a, s.gen
			s.distinct = append(s.distinct, a)
		}
	}
}

// find returns a's slot and whether a is there; if not, the free slot where
// it would go.
func (s *actionSet) find(a rules.Action) (int, bool) {
	mask := uint64(len(s.keys) - 1)
	i := (uint64(a) * 0x9e3779b97f4a7c15) >> 32 & mask
	for s.stamp[i] == s.gen {
		if s.keys[i] == a {
			return int(i), true
		}
		i = (i + 1) & mask
	}
	return int(i), false
}

// take marks a as matched to a child and reports whether a is in the set.
func (s *actionSet) take(a rules.Action) bool {
	i, found := s.find(a)
	if found {
		s.takenAt[i] = s.gen
	}
	return found
}

// taken reports whether a is in the set and was taken.
func (s *actionSet) taken(a rules.Action) bool {
	i, found := s.find(a)
	return found && s.takenAt[i] == s.gen
}
