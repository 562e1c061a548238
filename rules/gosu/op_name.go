package gosu

import (
	"kamon/rules"
)

// Naming and choosing (§13): a card name and the Arrows ban it feeds, a
// clan, a level, a player; Justice's tile flip; Galmi's pass.

func (s *State) runNameName(t task, in rules.Action) {
	_, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	fr.Name = int16(a)
	s.event(EventName, t.P, note{c: unknown, d: unknown, p: -1, name: defs[a].name, how: "card"}, "%s names %s", pname(t.P), defs[a].name)
}

func (s *State) nameNameOptions(_ *task, dst []rules.Action) []rules.Action {
	for i := range defs {
		if defs[i].nameID == int16(i) {
			dst = append(dst, act(aName, i, 0))
		}
	}
	return dst
}

// runBan is Arrows of Justice's ban on the named name.
func (s *State) runBan(t task, _ rules.Action) {
	fr := s.frame(&t)
	s.pop()
	// "Until the end of your next turn": the controller's turns end
	// the ban (nextTurn counts them); the one in progress counts only
	// if it is theirs (a copy or an Echo may resolve in the other's).
	// Each text bans its own name: a second Arrows adds to the first.
	o := s.seat(1 - t.P)
	b := ban{Name: fr.Name, Left: 1}
	if s.d.Turn == t.P {
		b.Left = 2
	}
	o.Bans = append(o.Bans, b)
	s.event(EventBan, 1-t.P, note{c: unknown, d: unknown, p: t.P, name: defs[fr.Name].name}, "%s may not play %s until the end of %s's next turn", pname(1-t.P), defs[fr.Name].name, pname(t.P))
}

func (s *State) runNameClan(t task, in rules.Action) {
	_, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	fr.Clan = int8(a)
	s.event(EventName, t.P, clan(a), "%s names %s", pname(t.P), clanNames[a])
}

func (s *State) nameClanOptions(t *task, dst []rules.Action) []rules.Action {
	for k := range nClans {
		if t.step().n != nameOwnDiscardClan || s.discardHasClan(t.P, k) {
			dst = append(dst, act(aClan, int(k), 0))
		}
	}
	return dst
}

// lookNamedClanDiscard: naming a clan looks into the namer's discard only
// where the clan must be there (Orgah).
func (s *State) lookNamedClanDiscard(t *task) {
	if t.step().n == nameOwnDiscardClan {
		s.revealDiscard(t.P)
	}
}

func (s *State) runNameLevel(t task, in rules.Action) {
	_, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	fr.Level = int8(a)
	s.event(EventName, t.P, note{c: unknown, d: unknown, n: a, p: -1, how: HowLevel}, "%s names level %d", pname(t.P), a)
}

func (s *State) nameLevelOptions(_ *task, dst []rules.Action) []rules.Action {
	for l := 1; l <= 3; l++ {
		dst = append(dst, act(aLevel, l, 0))
	}
	return dst
}

func (s *State) runChoosePlayer(t task, in rules.Action) {
	_, a, _ := split(in)
	fr := s.frame(&t)
	s.pop()
	fr.Player = int8(a)
}

func (s *State) choosePlayerOptions(_ *task, dst []rules.Action) []rules.Action {
	return append(dst, act(aPlayer, 0, 0), act(aPlayer, 1, 0))
}

// runFlipTile is Justice's text: flip a tile, then perhaps win.
func (s *State) runFlipTile(t task, in rules.Action) {
	_, a, _ := split(in)
	s.pop()
	s.d.Tiles[a].Active = true
	s.event(EventTile, t.P, clan(a), "%s flips the %s tile active", pname(t.P), clanNames[a])
	s.justiceWin(t)
}

func (s *State) flipTileOptions(t *task, dst []rules.Action) []rules.Action {
	for _, k := range s.seat(t.P).Clans {
		if !s.tileOn(k) {
			dst = append(dst, act(aClan, int(k), 0))
		}
	}
	return dst
}

// runMayPass is Galmi's "you may Pass at once" (D39).
func (s *State) runMayPass(t task, in rules.Action) {
	s.pop()
	if k, _, _ := split(in); k == aYes {
		s.doPass(t.P)
	}
}

func (s *State) mayPassOptions(t *task, dst []rules.Action) []rules.Action {
	if !s.seat(t.P).Passed {
		return yesNo(dst)
	}
	return dst
}

// justiceWin is Justice's check after its flip (D6).
func (s *State) justiceWin(t task) {
	p := s.frame(&t).Ctrl
	for _, k := range s.seat(p).Clans {
		if !s.tileOn(k) {
			return
		}
	}
	if s.seat(p).Sup >= 1 {
		s.end(p, reasonJustice)
	}
}

func (s *State) discardHasClan(p int8, k clan) bool {
	for _, c := range s.seat(p).Discard {
		if s.clansOf(c&^hiddenBit)&(1<<k) != 0 {
			return true
		}
	}
	return false
}
