package gosu

// Card properties as the rules read them (§2.3), with every continuous
// modifier of §14.3 recomputed on demand: extra clans and levels, the
// keywords given by tiles, Sha'dow, the Bounty token and Aat's mirror.

var blankDef = cardDef{id: "?", name: "?", nameID: -1}

func (c card) def() *cardDef {
	if int(c) >= nCards {
		return &blankDef
	}
	return &defs[instDef[c]]
}

func (s *State) owner(c card) int8 {
	if int(c) >= nCards {
		return -1
	}
	return s.d.Tiles[c.clan()].Owner
}

func (s *State) tileOn(c clan) bool { return s.d.Tiles[c].Active }

// levelsOf is the level mask of a card out of the army or face up in it.
func levelsOf(c card) uint8 {
	if int(c) >= nCards {
		return 0
	}
	return instLevels[c]
}

// instLevels caches each instance's level mask (set up with the card table).
var instLevels [nCards]uint8

// clansOf is the clan mask of a card out of the army (D21).
func (s *State) clansOf(c card) uint8 {
	if int(c) >= nCards {
		return 0
	}
	return s.clans(c, c.def().sp, levelsOf(c))
}

// clans is the clan mask of card c acting with the passive sp and the
// levels given: All in One and Shennong belong to their owner's three
// clans, and so does every level III card under the Xi'an tile.
func (s *State) clans(c card, sp special, levels uint8) uint8 {
	if sp == spAllClans || levels&lv3 != 0 && s.tileOn(xian) {
		if o := s.owner(c); o >= 0 {
			m := uint8(0)
			for _, k := range s.d.Seats[o].Clans {
				m |= 1 << k
			}
			return m
		}
	}
	return 1 << c.clan()
}

// at is the slot at a position.
func (s *State) at(p pos) *slot { return &s.d.Seats[p.P].Army.Rows[p.R][p.I] }

// find locates a card in an army.
//
//go:noinline
func (s *State) find(c card) (pos, bool) {
	for p := range int8(2) {
		a := &s.d.Seats[p].Army
		for r := range int8(3) {
			for i := range a.N[r] {
				if a.Rows[r][i].C == c {
					return pos{p, r, i}, true
				}
			}
		}
	}
	return pos{}, false
}

// armyDef is the definition a face-up army card acts with: Aat takes its
// mirror's (D22), nil when face down or without a mirror.
func (s *State) armyDef(p pos) *cardDef {
	sl := s.at(p)
	if sl.Down {
		return nil
	}
	d := sl.C.def()
	if d.sp != spMirror {
		return d
	}
	o := &s.d.Seats[1-p.P].Army
	if p.I >= o.N[p.R] {
		return nil
	}
	m := o.Rows[p.R][p.I]
	if m.Down || m.C.def().sp == spMirror {
		return nil
	}
	return m.C.def()
}

// passiveAt is the continuous passive a face-up army card acts with (its
// own, or Aat's mirror's, §14.3); spNone for a face-down card.
func (s *State) passiveAt(p pos) special {
	if d := s.armyDef(p); d != nil {
		return d.sp
	}
	return spNone
}

// levelsAt is the level mask of an army card: a face-down card has its
// row's; a face-up one its own, or all three with the passive of Phoenix
// (Immortal) (Aat mirroring it too).
func (s *State) levelsAt(p pos) uint8 {
	sl := s.at(p)
	if sl.Down {
		return 1 << p.R
	}
	if s.passiveAt(p) == spAllLevels {
		return lv1 | lv2 | lv3
	}
	return levelsOf(sl.C)
}

// clansAt is the clan mask of an army card: none face down; its passive
// and levels as it acts now otherwise (Aat mirroring All in One belongs to
// its owner's three clans).
func (s *State) clansAt(p pos) uint8 {
	sl := s.at(p)
	if sl.Down {
		return 0
	}
	return s.clans(sl.C, s.passiveAt(p), s.levelsAt(p))
}

// kwAt is the effective keyword set of an army card.
func (s *State) kwAt(p pos) keyword {
	sl := s.at(p)
	if sl.Down {
		return 0
	}
	d := s.armyDef(p)
	var k keyword
	if d != nil {
		k = d.kw
	}
	if s.tileOn(tomorrow) && s.levelsAt(p)&lv3 != 0 {
		k |= kwEcho
	}
	if s.d.Bounty == int16(sl.C) {
		k |= kwBounty
	}
	if s.tileOn(abhilasha) && sl.C.def().shift > 0 {
		k |= kwSecretShift
	}
	if s.tileOn(justice) && s.highestExposedUp(p.P) == p {
		k |= kwEthereal
	}
	a := &s.d.Seats[p.P].Army
	for _, q := range []pos{{p.P, p.R, p.I - 1}, {p.P, p.R, p.I + 1}, {p.P, p.R - 1, p.I}, {p.P, p.R + 1, p.I}} {
		if q.R >= 0 && q.R < 3 && q.I >= 0 && q.I < a.N[q.R] {
			if qd := s.armyDef(q); qd != nil && qd.sp == spShadow {
				k |= kwEcho
			}
		}
	}
	return k
}

// highestExposedUp is p's exposed face-up card in the highest row (D55).
func (s *State) highestExposedUp(p int8) pos {
	a := &s.d.Seats[p].Army
	for r := int8(2); r >= 0; r-- {
		i := a.N[r] - 1
		if i >= 0 && a.exposed(int(r), int(i)) && !a.Rows[r][i].Down {
			return pos{p, r, i}
		}
	}
	return pos{-1, -1, -1}
}

// nameMatches reports whether c, out of the army, carries the name of
// definition nameID: "Phoenix" names every card named Phoenix (§2.3, D48).
func (s *State) nameMatches(c card, nameID int16) bool {
	d := c.def()
	return d.nameID == nameID || d.phoenix && defs[nameID].name == "Phoenix"
}

// faceUpNamed counts face-up cards named name in both armies (or one):
// "Phoenix" counts every card named Phoenix, and the passive of Phoenix
// (Eliana) (Aat mirroring it too) adds the names Arpia and Timer.
func (s *State) faceUpNamed(only int8, name string) int {
	n := 0
	s.eachArmy(func(q pos, sl *slot) {
		if !sl.Down && (only < 0 || q.P == only) {
			d := sl.C.def()
			if d.name == name || s.passiveAt(q) == spEliana && (name == "Arpia" || name == "Timer") ||
				name == "Phoenix" && d.phoenix {
				n++
			}
		}
	})
	return n
}

// eachArmy visits every army card, P1's army first, row by row.
func (s *State) eachArmy(f func(q pos, sl *slot)) {
	for p := range int8(2) {
		a := &s.d.Seats[p].Army
		for r := range int8(3) {
			for i := range a.N[r] {
				f(pos{p, r, i}, &a.Rows[r][i])
			}
		}
	}
}

// hasUp reports whether p has a face-up army card with special sp.
func (s *State) hasUp(p int8, sp special) bool {
	a := &s.d.Seats[p].Army
	for r := range int8(3) {
		for i := range a.N[r] {
			if d := s.armyDef(pos{p, r, i}); d != nil && d.sp == sp {
				return true
			}
		}
	}
	return false
}

// hasKwUp reports whether p has a face-up army card with keyword k.
func (s *State) hasKwUp(p int8, k keyword) bool {
	a := &s.d.Seats[p].Army
	for r := range int8(3) {
		for i := range a.N[r] {
			if s.kwAt(pos{p, r, i})&k != 0 {
				return true
			}
		}
	}
	return false
}

// military is the value of one face-up army card in the Great Battle (§9).
func (s *State) military(q pos) int { return s.battleLine(q).Military }

// battleLine is how one army card counts in the Great Battle (§9): its
// printed value, changed by the passive it acts with (by row for Phoenix
// (Immortal), doubled for Galmi (Avatar) against a Bounty card; Aat with
// its mirror's), +1 for Veteran; nothing face down.
func (s *State) battleLine(q pos) BattleLine {
	sl := s.at(q)
	l := BattleLine{Card: Card(sl.C), Row: int(q.R), Printed: int(sl.C.def().mil), Mirror: Unknown, Down: sl.Down}
	if sl.Down {
		return l
	}
	if d := s.armyDef(q); d != nil && sl.C.def().sp == spMirror {
		l.Mirror = Card(s.seat(1 - q.P).Army.Rows[q.R][q.I].C)
	}
	v := l.Printed
	switch s.passiveAt(q) {
	case spAllLevels:
		v, l.ByRow = [3]int{2, 3, 5}[q.R], true
	case spAvatar:
		if s.hasKwUp(1-q.P, kwBounty) {
			v, l.Doubled = 2*v, true
		}
	}
	if s.kwAt(q)&kwVeteran != 0 {
		v, l.Veteran = v+1, true
	}
	l.Military = v
	return l
}

// militaryTotal is p's strength in a Great Battle (§9): the military of
// the face-up army cards, plus the hand with the Phoenix tile active.
func (s *State) militaryTotal(p int8) int {
	tot := 0
	a := &s.seat(p).Army
	for r := range int8(3) {
		for i := range a.N[r] {
			tot += s.military(pos{p, r, i})
		}
	}
	return tot + s.handMilitary(p)
}

// handMilitary is what p's hand adds to a Great Battle: a card each with
// the Phoenix tile active (D47), nothing otherwise.
func (s *State) handMilitary(p int8) int {
	if s.tileOn(phoenix) {
		return len(s.seat(p).Hand)
	}
	return 0
}

// battleCount is how a Great Battle counts now: every army card's line
// and each hand's part, the totals, who holds the Wonder token.
func (s *State) battleCount() battleNote {
	var n battleNote
	// One array holds both armies' lines: bots fight many battles.
	all := make([]BattleLine, 0, s.seat(0).Army.count()+s.seat(1).Army.count())
	for p := range int8(2) {
		a := &s.seat(p).Army
		from := len(all)
		for r := range int8(3) {
			for i := range a.N[r] {
				l := s.battleLine(pos{p, r, i})
				all = append(all, l)
				n.tot[p] += l.Military
			}
		}
		n.lines[p] = all[from:len(all):len(all)]
		n.hand[p] = s.handMilitary(p)
		n.tot[p] += n.hand[p]
	}
	n.wonder = s.d.Wonder
	return n
}

// x is X for player p (D15).
func (s *State) x(p int8) int { return int(s.d.Seats[p].Unlocked) }

func (s *State) handLimit() int {
	if s.tileOn(narashima) {
		return 5
	}
	return 7
}
