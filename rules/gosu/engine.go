package gosu

import "kamon/rules"

// asks marks the tasks that may wait for a decision: they wait while they
// have options and are skipped when they have none.
var asks = [nOps]bool{}

func init() {
	for _, o := range []op{opDraft, opMulligan, opTurn, opPay, opReactActivation, opReactCapture, opHandLimit,
		opDiscard, opCapture, opRelease, opDestroy, opCaptureOrRelease, opPutOnDeck, opCopy, opReleaseThenCopy,
		opPangu, opNitishStrike, opMoveBounty, opSwap, opSacrifice, opTakeBack, opMayPass, opFlipTile, opNameName,
		opNameClan, opNameLevel, opChoosePlayer, opFromDiscard, opSearch, opRemoveFromDiscard, opDiscardBounty,
		opDiscardFiveOfAClan, opCopyDiscardThenRemove, opMay, opPickShown} {
		asks[o] = true
	}
}

// exec runs the task on top of the stack (with a decision, or noInput) and
// reports whether it now waits for a decision.
func (s *State) exec(tp *task, in rules.Action) bool {
	if tp.Pc > 0 && tp.Ph == 0 {
		s.resolveStep(tp)
	}
	t := *tp
	if asks[t.Op] && in == noInput {
		// A choice that looks into a discard shows its face-down cards
		// (§8.5); naming a clan does only where the clan must be in the
		// namer's discard (Orgah).
		switch {
		case t.Op == opFromDiscard, t.Op == opRemoveFromDiscard,
			t.Op == opNameClan && t.step().n == nameOwnDiscardClan:
			s.revealDiscard(t.P)
		case t.Op == opCopyDiscardThenRemove:
			s.revealDiscard(0)
			s.revealDiscard(1)
		}
		var buf [128]rules.Action
		if len(s.options(&t, buf[:0])) > 0 {
			return true
		}
		s.pop()
		s.noChoice(t)
		return false
	}
	if t.Op < opDraw {
		s.engine(t, in)
	} else {
		s.effect(t, in)
	}
	return false
}

// resolveStep binds a step's player and count in its frame (§6.2).
func (s *State) resolveStep(t *task) {
	st := t.step()
	fr := s.frame(t)
	t.Op, t.Ph = st.op, 1
	switch st.who {
	case whoYou:
		t.P = fr.Ctrl
	case whoOpp:
		t.P = 1 - fr.Ctrl
	case whoChosen:
		t.P = fr.Player
	}
	switch st.n {
	case nX:
		t.N = int8(s.x(fr.Ctrl))
	case nHalf:
		t.N = int8((len(s.seat(t.P).Hand) + 1) / 2)
	default:
		t.N = st.n
	}
}

func (s *State) frame(t *task) *frame {
	if t.Fr <= 0 || int(t.Fr) > len(s.d.Frames) {
		return &frame{Ctrl: t.P, Src: 0, At: pos{-1, -1, -1}, Clan: -1, Card: -1}
	}
	return &s.d.Frames[t.Fr-1]
}

// newFrame starts the context of a text of card src controlled by ctrl, src
// standing at at (R -1 if not in an army).
func (s *State) newFrame(ctrl int8, src card, at pos) int16 {
	s.d.Frames = append(s.d.Frames, frame{Ctrl: ctrl, Src: src, At: at, Clan: -1, Card: -1, Player: ctrl})
	f := &s.d.Frames[len(s.d.Frames)-1]
	f.addChain(src)
	return int16(len(s.d.Frames))
}

// pushProg pushes a compiled block, first step on top.
func (s *State) pushProg(b block, p int8, fr int16) {
	for i := b.n - 1; i >= 0; i-- {
		s.push(task{Pc: b.at + i + 1, P: p, Fr: fr})
	}
}

// resolveText resolves the text of c, just placed or activated at q.
func (s *State) resolveText(q pos) {
	d := s.armyDef(q)
	if d == nil || d.prog.n == 0 {
		return
	}
	fr := s.newFrame(q.P, s.at(q).C, q)
	s.pushProg(d.prog, q.P, fr)
}

// engine runs the tasks of the game's flow.
func (s *State) engine(t task, in rules.Action) {
	_, a, _ := split(in)
	st := s.seat(t.P)
	switch t.Op {
	case opDraft:
		s.pop()
		s.d.Tiles[a].Owner = t.P
		st.Clans = append(st.Clans, clan(a))
		s.event("draft", t.P, clan(a), "%s drafts %s", pname(t.P), clanNames[a])
	case opBuild:
		s.pop()
		s.d.Phase = phMulligan
		for c := range nClans {
			if s.d.Tiles[c].Owner < 0 {
				s.d.Tiles[c].Active = true
				s.event("tile", -1, c, "the %s tile is active", clanNames[c])
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
	case opMulligan:
		s.pop()
		if k, _, _ := split(in); k == aYes {
			st.Deck = append(st.Deck, st.Hand...)
			st.Hand = st.Hand[:0]
			s.shuffleDeck(t.P)
			s.event("mulligan", t.P, nil, "%s takes a mulligan", pname(t.P))
			s.drawCards(t.P, 7)
			s.offerMulligan(t.P)
		}
	case opStartRound:
		s.pop()
		s.d.Phase = phPlay
		s.d.Round++
		s.d.Turn = s.d.First
		for p := range int8(2) {
			if s.d.Round == 1 {
				s.seat(p).Unlocked, s.seat(p).Reserve = 2, 2
			}
		}
		s.event("round", -1, note{c: unknown, d: unknown, n: int(s.d.Round), p: s.d.First}, "round %d: %s begins", s.d.Round, pname(s.d.First))
		s.push(task{Op: opTurn, P: s.d.First})
	case opTurn:
		s.pop()
		s.d.Frames = s.d.Frames[:0] // no task refers to a frame between turns
		s.push(task{Op: opEndTurn, P: t.P})
		s.mainAction(t.P, in)
	case opPay:
		s.d.Stack[len(s.d.Stack)-1].N--
		s.discardFromHand(t.P, card(a), t.B == 1)
	case opPlace:
		s.pop()
		s.place(t.P, card(t.A), int(t.B), t.Ph == 2)
	case opShiftIn:
		s.pop()
		s.shiftIn(t.P, card(t.A), card(t.B))
	case opReactActivation:
		s.pop()
		q, ok := s.find(card(t.A))
		if k, _, _ := split(in); k == aYes {
			s.useWillpower(t.P, spAtalante)
			s.event("cancel", t.P, cardNote(card(t.A), "activation"), "%s cancels the activation of %s", pname(t.P), card(t.A).def().name)
			return
		}
		if ok {
			s.resolveText(q)
		}
	case opReactCapture:
		s.pop()
		q, ok := s.find(card(t.A))
		if k, _, _ := split(in); k == aYes {
			s.useWillpower(t.P, spRedCircle)
			s.event("cancel", t.P, cardNote(card(t.A), modeNames[t.B]), "%s's The Red Circle cancels the %s of %s", pname(t.P), modeNames[t.B], card(t.A).def().name)
			return
		}
		if ok {
			s.strikeNow(q, int(t.B), t.N)
		}
	case opStrike:
		s.pop()
		if q, ok := s.find(card(t.A)); ok {
			s.strike(q, int(t.B), t.P)
		}
	case opEndTurn:
		// End-of-turn passives in army order (D49), each only if still face
		// up when reached; A walks the 15 positions.
		for t.A < 15 {
			q := pos{t.P, int8(t.A / 5), int8(t.A % 5)}
			t.A++
			if q.I < st.Army.N[q.R] {
				if d := s.armyDef(q); d != nil && d.endProg.n > 0 {
					s.d.Stack[len(s.d.Stack)-1] = t
					fr := s.newFrame(t.P, s.at(q).C, q)
					s.pushProg(d.endProg, t.P, fr)
					return
				}
			}
		}
		s.pop()
		s.push(task{Op: opNextTurn, P: t.P}, task{Op: opHandLimit, P: t.P})
	case opHandLimit:
		s.discardFromHand(t.P, card(a), false)
	case opNextTurn:
		s.pop()
		s.nextTurn(t.P)
	case opBattle:
		s.pop()
		s.battle()
	case opSong:
		s.pop()
		s.song()
	case opSongEnd:
		s.pop()
		s.songEnd()
	case opText:
		s.pop()
		s.pushProg(defs[t.A].prog, t.P, t.Fr)
	}
}

// offerMulligan asks p whether to take a mulligan if p's hand holds fewer
// than 2 level I cards (§3.6). It is settled as the hand is dealt, by the
// action that shows it: asked later, when the other player has just
// decided, the question (or its absence) would tell that player something
// about this hand.
func (s *State) offerMulligan(p int8) {
	if s.mayMulligan(p) {
		s.push(task{Op: opMulligan, P: p})
	}
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

// noChoice handles a task skipped because it had no option.
func (s *State) noChoice(t task) {
	switch t.Op {
	case opFlipTile:
		s.justiceWin(t)
	case opSearch:
		s.push(t) // the deck is shuffled all the same
		s.effect(t, noInput)
	}
}

// useWillpower discards p's Willpower card of kind sp from hand (public).
func (s *State) useWillpower(p int8, sp special) {
	for _, c := range s.seat(p).Hand {
		if c.def().sp == sp {
			s.discardFromHand(p, c, false)
			return
		}
	}
}

// asksWillpower reports whether p gets a reaction window for the Willpower
// card sp: under OptionWillpowerPrompt whenever p might hold it, judged from
// public facts only (p drafted its clan and not every copy is known to be
// out of the hand); otherwise only when p holds it, which a "willpower"
// event then tells, as the window (or its absence) shows it.
func (s *State) asksWillpower(p int8, sp special) bool {
	if !s.mightHold(p, sp) {
		return false
	}
	if Game.OptionOn(s.cfg, OptionWillpowerPrompt) {
		return true
	}
	w := willpowerCard[sp]
	if s.holds(p, sp) {
		s.event("willpower", p, cardNote(w, "held"), "%s holds %s", pname(p), w.def().name)
		return true
	}
	s.event("willpower", p, cardNote(w, "not-held"), "%s does not hold %s", pname(p), w.def().name)
	return false
}

// mightHold reports whether, as far as the other player can tell, p may
// hold the Willpower card sp.
func (s *State) mightHold(p int8, sp special) bool {
	w := willpowerCard[sp]
	if s.owner(w) != p {
		return false
	}
	public := 0
	for c := w; c < w+card(w.def().copies); c++ {
		if s.inPublicZone(p, c) {
			public++
		}
	}
	return public < int(w.def().copies)
}

// inPublicZone reports whether everyone can see that p's card c is not in
// p's hand: in the army, face up in the discard, removed or revealed.
func (s *State) inPublicZone(p int8, c card) bool {
	st := s.seat(p)
	if _, ok := s.find(c); ok {
		return true
	}
	for _, z := range [][]card{st.Discard, st.Removed, s.d.Shown} {
		for _, x := range z {
			if x == c { // a face-down discard (hiddenBit) is not public
				return true
			}
		}
	}
	return false
}

func (s *State) holds(p int8, sp special) bool {
	for _, c := range s.seat(p).Hand {
		if c.def().sp == sp {
			return true
		}
	}
	return false
}

// mainAction starts the action chosen in a turn (§5.3-5.6).
func (s *State) mainAction(p int8, in rules.Action) {
	k, a, b := split(in)
	st := s.seat(p)
	switch k {
	case aPlay:
		c := card(a)
		fromDiscard := !hasCard(st.Hand, c)
		ph := int8(1)
		if fromDiscard {
			ph = 2
		}
		s.push(task{Op: opPlace, P: p, A: int16(c), B: int16(b), Ph: ph})
		if cost := s.playCost(p, c, b); cost > 0 {
			s.push(task{Op: opPay, P: p, N: int8(cost), A: int16(c), Ph: 1})
		}
	case aShift:
		out, inc := card(a), card(b)
		q, _ := s.find(out)
		s.push(task{Op: opShiftIn, P: p, A: int16(out), B: int16(inc), Ph: 1})
		if price := s.shiftPrice(q); price > 0 {
			hidden := int16(0)
			if s.kwAt(q)&kwSecretShift != 0 {
				hidden = 1
			}
			s.push(task{Op: opPay, P: p, N: int8(price), A: int16(inc), B: hidden, Ph: 1})
		}
	case aDraw1:
		st.Reserve--
		st.Spent++
		s.emit(rules.Event{Kind: "spend", Player: rules.Player(p), Text: pnames[p] + " spends a token to draw 1", Data: 1})
		s.drawCards(p, 1)
	case aDraw3:
		st.Reserve -= 2
		st.Spent += 2
		s.emit(rules.Event{Kind: "spend", Player: rules.Player(p), Text: pnames[p] + " spends 2 tokens to draw 3", Data: 3})
		s.drawCards(p, 3)
		if s.hasUp(p, spBoulGo) {
			st.Extra++
			s.event("extra-turn", p, "boul-go", "Boul Go: %s takes an extra turn", pname(p))
		}
	case aActivate:
		c := card(a)
		q, _ := s.find(c)
		st.Reserve--
		s.at(q).Tok++
		s.cardEvent("activate", lgActivate, p, c, c)
		if s.asksWillpower(1-p, spAtalante) {
			s.push(task{Op: opReactActivation, P: 1 - p, A: int16(c), Ph: 1})
			return
		}
		s.resolveText(q)
	case aPass:
		s.doPass(p)
	}
}

// doPass is the Pass action (§5.6), also Galmi's "you may pass".
func (s *State) doPass(p int8) {
	st, op := s.seat(p), s.seat(1-p)
	st.Passed, st.Extra = true, 0
	s.emit(rules.Event{Kind: "pass", Player: rules.Player(p), Text: pnames[p] + " passes"})
	if !op.Passed {
		op.Final = 3
		if s.tileOn(galmi) {
			op.Final = 2
		}
		if s.hasUp(p, spGalmiBHJ) {
			s.unlock(p)
		}
	}
}

// place puts c in p's army at row r (Play a Card, §5.3).
func (s *State) place(p int8, c card, r int, fromDiscard bool) {
	st := s.seat(p)
	if fromDiscard {
		s.revealDiscard(p)
		st.Discard = removeCard(st.Discard, c)
	} else {
		st.Hand = removeCard(st.Hand, c)
	}
	i := st.Army.place(r, c)
	q := pos{p, int8(r), int8(i)}
	s.cardEvent("play", lgPlay, p, c, c)
	s.enter(q)
}

// enter finishes a card's entry by Play or Shift: Wonder, then its text.
func (s *State) enter(q pos) {
	if s.kwAt(q)&kwWonder != 0 && s.d.Wonder != q.P {
		s.d.Wonder = q.P
		s.event("wonder", q.P, nil, "%s takes the Wonder token", pname(q.P))
	}
	s.resolveText(q)
}

// shiftIn replaces out by in (§5.4); the price is already paid.
func (s *State) shiftIn(p int8, out, in card) {
	q, ok := s.find(out)
	if !ok {
		return
	}
	st := s.seat(p)
	// The outgoing card's Echo runs after the incoming card's text (§5.4).
	_, echo := s.vacate(q)
	s.seat(p).Discard = append(s.seat(p).Discard, out)
	if echo != nil {
		s.push(*echo)
	}
	st.Hand = removeCard(st.Hand, in)
	st.Army.Rows[q.R][q.I] = slot{C: in}
	s.event("shift", p, note{c: out, d: in, p: -1}, "%s shifts %s out for %s", pname(p), out.def().name, in.def().name)
	s.enter(q)
}

// armyInfo is what the prerequisites of Play a Card read from an army.
type armyInfo struct {
	anyTroop   bool  // a face-up Troop
	troopClans uint8 // clans of the face-up Troops
	immClans   uint8 // clans with a face-up Troop and a different face-up Hero (D54)
	recruiter  bool
}

func (s *State) armyInfo(p int8) armyInfo {
	var in armyInfo
	var troops, heroes [15]struct {
		q  pos
		cl uint8
	}
	nt, nh := 0, 0
	a := &s.seat(p).Army
	for r := range int8(3) {
		for i := range a.N[r] {
			sl := a.Rows[r][i]
			if sl.Down {
				continue
			}
			q := pos{p, r, i}
			lv, k := s.levelsAt(q), s.clansAt(q)
			if lv&lv1 != 0 {
				in.anyTroop = true
				in.troopClans |= k
				troops[nt].q, troops[nt].cl = q, k
				nt++
			}
			if lv&lv2 != 0 {
				heroes[nh].q, heroes[nh].cl = q, k
				nh++
			}
		}
	}
	for _, t := range troops[:nt] {
		for _, h := range heroes[:nh] {
			if t.q != h.q {
				in.immClans |= t.cl & h.cl
			}
		}
	}
	in.recruiter = s.hasKwUp(p, kwRecruiter)
	return in
}

// playCost is the number of discards Play a Card asks for c in row r, -1 if
// it cannot be played there (§5.3).
func (s *State) playCost(p int8, c card, r int) int {
	return s.playCostWith(s.armyInfo(p), p, c, r)
}

func (s *State) playCostWith(in armyInfo, p int8, c card, r int) int {
	if levelsOf(c)&(1<<r) == 0 || !s.seat(p).Army.canPlace(r) {
		return -1
	}
	if st := s.seat(p); st.Ban > 0 && s.nameMatches(c, false, st.Ban-1) {
		return -1
	}
	cl := s.clansOf(c)
	switch {
	case r == 0 && (!in.anyTroop || in.troopClans&cl != 0):
		return 0
	case r == 0 && in.recruiter:
		return 1
	case r == 0:
		return 2
	case r == 1 && in.troopClans&cl != 0, r == 2 && in.immClans&cl != 0:
		return 0
	}
	return -1
}

// shiftPrice is the discards a Shift of the card at q costs.
func (s *State) shiftPrice(q pos) int {
	return max(0, int(s.at(q).C.def().shift-s.at(q).Tok))
}

// nextTurn passes the turn on after a turn of a (§5.8).
func (s *State) nextTurn(a int8) {
	b := 1 - a
	sa, sb := s.seat(a), s.seat(b)
	if sb.Ban > 0 {
		if sb.BanLeft--; sb.BanLeft <= 0 {
			sb.Ban, sb.BanLeft = 0, 0
		}
	}
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
		s.event("round-end", -1, int(s.d.Round), "round %d ends", s.d.Round)
		s.push(task{Op: opBattle})
		return
	}
	s.d.Turn = next
	s.push(task{Op: opTurn, P: next})
}

// battle is the Great Battle (§9).
func (s *State) battle() {
	tot := [2]int{s.militaryTotal(0), s.militaryTotal(1)}
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
		s.event("battle", w, tot, "Great Battle %d: %d to %d, %s takes Supremacy", s.d.Round, tot[0], tot[1], pname(w))
	} else {
		s.seat(0).Sup++
		s.seat(1).Sup++
		s.event("battle", -1, tot, "Great Battle %d: %d to %d, a tie: both take Supremacy", s.d.Round, tot[0], tot[1])
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
	s.event("song", -1, nil, "the Song for the Dead")
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
