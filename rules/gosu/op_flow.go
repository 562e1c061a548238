package gosu

import (
	"kamon/rules"
)

// The game's flow (§3, §5.7-5.8, §9, §10): the draft, the deal and the
// mulligans, rounds, the end of a turn and the next one, the Great Battle
// and the Song for the Dead.

func (s *State) runDraft(t task, in rules.Action) {
	_, a, _ := split(in)
	st := s.seat(t.P)
	s.pop()
	s.d.Tiles[a].Owner = t.P
	st.Clans = append(st.Clans, clan(a))
	s.event(EventDraft, t.P, clan(a), "%s drafts %s", pname(t.P), clanNames[a])
}

func (s *State) draftOptions(t *task, dst []rules.Action) []rules.Action {
	for c := range nClans {
		if s.d.Tiles[c].Owner < 0 {
			dst = append(dst, act(aDraft, int(c), 0))
		}
	}
	return dst
}

// runBuild turns the undrafted tiles active, builds and shuffles both
// decks and deals the hands (§3).
func (s *State) runBuild(task, rules.Action) {
	s.pop()
	s.d.Phase = phMulligan
	for c := range nClans {
		if s.d.Tiles[c].Owner < 0 {
			s.d.Tiles[c].Active = true
			s.event(EventTile, -1, c, "the %s tile is active", clanNames[c])
		}
	}
	for _, p := range []int8{s.d.P1, 1 - s.d.P1} {
		for _, k := range s.seat(p).Clans {
			for i := range cardsPerClan {
				s.seat(p).Deck = append(s.seat(p).Deck, card(int(k)*cardsPerClan+i))
			}
		}
		s.shuffleDeck(p)
	}
	for _, p := range []int8{s.d.P1, 1 - s.d.P1} {
		s.drawCards(p, 7)
	}
	s.offerMulligan(1 - s.d.P1)
	s.offerMulligan(s.d.P1) // P1 decides first (D60)
}

func (s *State) runMulligan(t task, in rules.Action) {
	st := s.seat(t.P)
	s.pop()
	if k, _, _ := split(in); k == aYes {
		st.Deck = append(st.Deck, st.Hand...)
		st.Hand = st.Hand[:0]
		s.shuffleDeck(t.P)
		s.event(EventMulligan, t.P, nil, "%s takes a mulligan", pname(t.P))
		s.drawCards(t.P, 7)
		s.offerMulligan(t.P)
	}
}

func (s *State) mulliganOptions(t *task, dst []rules.Action) []rules.Action {
	// Every player is asked (offerMulligan); "keep" is legal whatever the
	// hand, a new hand only with fewer than 2 Troops.
	if s.mayMulligan(t.P) {
		dst = append(dst, act(aYes, 0, 0))
	}
	return append(dst, act(aNo, 0, 0))
}

// offerMulligan asks p whether to take a mulligan (§3.6). Every player is
// asked, after the deal and after each new hand, whatever the hand holds:
// the question is on the stack every view carries, so asking only when the
// hand holds fewer than 2 level I cards would tell the other player so.
// "New hand" is legal only then (mulliganOptions).
func (s *State) offerMulligan(p int8) {
	s.push(task{Op: opMulligan, P: p})
}

func (s *State) mayMulligan(p int8) bool {
	n := 0
	for _, c := range s.seat(p).Hand {
		if levelsOf(c)&lv1 != 0 {
			n++
		}
	}
	return n < 2
}

func (s *State) runStartRound(task, rules.Action) {
	s.pop()
	s.d.Phase = phPlay
	s.d.Round++
	s.d.Turn = s.d.First
	for p := range int8(2) {
		if s.d.Round == 1 {
			s.seat(p).Unlocked, s.seat(p).Reserve = 2, 2
		}
	}
	s.event(EventRound, -1, note{c: unknown, d: unknown, n: int(s.d.Round), p: s.d.First}, "round %d: %s begins", s.d.Round, pname(s.d.First))
	s.push(task{Op: opTurn, P: s.d.First})
}

// runEndTurn resolves the end-of-turn passives in army order (D49), each
// only if still face up when reached (A walks the 15 positions), then
// checks the hand limit and passes the turn on (§5.7).
func (s *State) runEndTurn(t task, _ rules.Action) {
	st := s.seat(t.P)
	for t.A < 15 {
		q := pos{t.P, int8(t.A / 5), int8(t.A % 5)}
		t.A++
		if q.I < st.Army.N[q.R] {
			if d := s.armyDef(q); d != nil && d.endProg.n > 0 {
				*s.me() = t
				fr := s.newFrame(t.P, s.at(q).C, q)
				s.pushProg(d.endProg, t.P, fr)
				return
			}
		}
	}
	s.pop()
	s.push(task{Op: opNextTurn, P: t.P}, task{Op: opHandLimit, P: t.P})
}

func (s *State) runHandLimit(t task, in rules.Action) {
	_, a, _ := split(in)
	s.discardFromHand(t.P, card(a), false)
}

func (s *State) handLimitOptions(t *task, dst []rules.Action) []rules.Action {
	if len(s.seat(t.P).Hand) > s.handLimit() {
		return s.handPicks(t.P, dst, nil)
	}
	return dst
}

func (s *State) runNextTurn(t task, _ rules.Action) {
	s.pop()
	s.nextTurn(t.P)
}

func (s *State) runBattle(task, rules.Action) {
	s.pop()
	s.battle()
}

func (s *State) runSong(task, rules.Action) {
	s.pop()
	s.song()
}

func (s *State) runSongEnd(task, rules.Action) {
	s.pop()
	s.songEnd()
}

// runText resolves the text of definition A in frame Fr (an Echo).
func (s *State) runText(t task, _ rules.Action) {
	s.pop()
	s.pushProg(defs[t.A].prog, t.P, t.Fr)
}

// nextTurn passes the turn on after a turn of a (§5.8).
func (s *State) nextTurn(a int8) {
	b := 1 - a
	sa, sb := s.seat(a), s.seat(b)
	kept := sb.Bans[:0]
	for _, b := range sb.Bans {
		if b.Left--; b.Left > 0 {
			kept = append(kept, b)
		}
	}
	sb.Bans = kept
	sa.FromDiscard = false
	next := int8(-1)
	switch {
	case sa.Passed && sb.Passed:
	case !sa.Passed && sa.Extra > 0:
		sa.Extra--
		next = a
		if sa.GrantDiscard {
			sa.GrantDiscard, sa.FromDiscard = false, true
		}
	case !sb.Passed:
		if sa.Passed {
			sb.Final--
		}
		next = b
	case sa.Final > 0:
		sa.Final--
		next = a
	}
	if next < 0 {
		s.event(EventRoundEnd, -1, int(s.d.Round), "round %d ends", s.d.Round)
		s.push(task{Op: opBattle})
		return
	}
	s.d.Turn = next
	s.push(task{Op: opTurn, P: next})
}

// battle is the Great Battle (§9).
func (s *State) battle() {
	count := s.battleCount()
	tot := count.tot
	s.d.Totals = [2]int16{int16(tot[0]), int16(tot[1])}
	w := int8(-1)
	switch {
	case tot[0] > tot[1]:
		w = 0
	case tot[1] > tot[0]:
		w = 1
	default:
		w = s.d.Wonder
	}
	s.d.BWin = w
	if w >= 0 {
		s.seat(w).Sup++
		s.event(EventBattle, w, count, "Great Battle %d: %d to %d, %s takes Supremacy", s.d.Round, tot[0], tot[1], pname(w))
	} else {
		s.seat(0).Sup++
		s.seat(1).Sup++
		s.event(EventBattle, -1, count, "Great Battle %d: %d to %d, a tie: both take Supremacy", s.d.Round, tot[0], tot[1])
	}
	s.d.Phase = phSong // no 15-card win nor 5th token between battle and song (D35)
	two := [2]bool{s.seat(0).Sup >= 2, s.seat(1).Sup >= 2}
	switch {
	case two[0] && two[1]:
		s.end(-1, reasonBothSupremacy)
		return
	case two[0] || two[1]:
		x := int8(0)
		if two[1] {
			x = 1
		}
		s.end(x, reasonSupremacy)
		return
	}
	if w >= 0 && s.tileOn(goanSul) && abs(tot[w]-tot[1-w]) >= 10 {
		s.end(w, reasonGoanSul)
		return
	}
	if s.d.Round >= 3 {
		s.fallback()
		return
	}
	s.d.Phase = phPlay // the battle triggers may still win with a 5th token
	if w >= 0 {
		if s.hasUp(w, spGoanSulBHJ) {
			s.unlock(w)
		}
		if s.d.Phase != phOver && s.hasUp(1-w, spJusticeBHJ) {
			s.unlock(1 - w)
		}
	}
	if s.d.Phase == phOver {
		return
	}
	s.push(task{Op: opSong})
}

func abs(x int) int { return max(x, -x) }

// fallback ends the game after the third battle (D11).
func (s *State) fallback() {
	a, b := s.seat(0).Sup, s.seat(1).Sup
	switch {
	case a != b:
		w := int8(0)
		if b > a {
			w = 1
		}
		s.end(w, reasonMoreSupremacy)
	case s.d.Wonder >= 0:
		s.end(s.d.Wonder, reasonWonder)
	default:
		s.end(-1, reasonNoWinner)
	}
}

// song is the Song for the Dead (§10): release all, then sacrifices.
func (s *State) song() {
	s.d.Phase = phSong
	s.eachArmy(func(q pos, sl *slot) { sl.Down = false })
	s.event(EventSong, -1, nil, "the Song for the Dead")
	first := s.d.BWin
	if first < 0 {
		first = s.d.First
	}
	var n [2]int8
	for p := range int8(2) {
		n[p] = int8((s.seat(p).Army.count() + 1) / 2)
		if s.tileOn(goanSul) {
			n[p]++
		}
	}
	s.push(task{Op: opSongEnd}, task{Op: opSacrifice, P: 1 - first, N: n[1-first], Ph: 1},
		task{Op: opSacrifice, P: first, N: n[first], Ph: 1})
}

func (s *State) songEnd() {
	first := s.d.BWin
	if first < 0 {
		first = s.d.First
	}
	for _, p := range []int8{first, 1 - first} {
		if h := len(s.seat(p).Hand); h < 7 {
			s.drawCards(p, 7-h)
		}
	}
	for p := range int8(2) {
		st := s.seat(p)
		st.Reserve, st.Spent = st.Unlocked, 0
		s.eachArmy(func(q pos, sl *slot) { sl.Tok = 0 })
		st.Passed, st.Final, st.Extra, st.FromDiscard, st.GrantDiscard = false, 0, 0, false, false
	}
	s.d.Wonder = -1
	switch {
	case s.d.BWin >= 0:
		s.d.First = 1 - s.d.BWin
	default:
		s.d.First = 1 - s.d.First
	}
	s.d.Frames = s.d.Frames[:0]
	s.push(task{Op: opStartRound})
}
