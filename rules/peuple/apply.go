package peuple

import (
	"slices"
	"strconv"

	"kamon/rules"
)

// EventKind is the kind of a scoring event.
type EventKind uint8

const (
	// Supply: both pawns of one player flank their own village (+3 −1).
	Supply EventKind = iota + 1
	// NobleAttack: both pawns of one player flank another's village.
	NobleAttack
	// SneakyAttack: pawns of two players flank a village.
	SneakyAttack
)

func (k EventKind) String() string {
	switch k {
	case Supply:
		return "Supply"
	case NobleAttack:
		return "Noble Attack"
	case SneakyAttack:
		return "Sneaky Attack"
	}
	return "?"
}

// The kinds of the events Apply returns (rules.Event.Kind).
const (
	EventPass      = "pass"      // the player passed their turn (two draws follow)
	EventPlay      = "play"      // a movement card was played (CardData)
	EventPower     = "power"     // a power card was played, perhaps aimed at a player (PowerData)
	EventDefense   = "defense"   // the target played Defense: the power or attack is cancelled (PowerData)
	EventAccept    = "accept"    // the target did not play Defense
	EventDiscard   = "discard"   // a card left a hand for the discard: chosen, or at random by Black Magic (CardData)
	EventHop       = "hop"       // a pawn moved by a card (HopData)
	EventHelper    = "helper"    // the active player must choose whose pawn helps at a village
	EventFlank     = "event"     // two pawns flank a village: Supply or an attack (EventData)
	EventRedeploy  = "redeploy"  // a movement card was turned and a pawn put on its target (RedeployData)
	EventTake      = "take"      // Bandit: a card taken at random from another hand (private, CardData)
	EventBarter    = "barter"    // Barter: two players swapped hands (PowerData)
	EventMace      = "mace"      // Mace: the target will skip their next turn (PowerData)
	EventSwap      = "swap"      // Swap: two pawns changed places (PowerData)
	EventSkip      = "skip"      // a player skipped a turn (Mace)
	EventTurn      = "turn"      // a player's turn began, or began again (Speed)
	EventScore     = "score"     // a score changed; private when scores are hidden (ScoreData)
	EventDraw      = "draw"      // a player drew a card (private, CardData)
	EventReshuffle = "reshuffle" // a discard was shuffled into a new deck
	EventEnd       = "end"       // the game ended at 12 points
)

// EventKinds lists every kind of event the game emits, for tables keyed by
// kind (sounds, log lines) to check they miss none.
var EventKinds = []string{EventPass, EventPlay, EventPower, EventDefense, EventAccept, EventDiscard,
	EventHop, EventHelper, EventFlank, EventRedeploy, EventTake, EventBarter, EventMace, EventSwap,
	EventSkip, EventTurn, EventScore, EventDraw, EventReshuffle, EventEnd}

// Data of the events Apply returns, by Event.Kind, for the table's
// animations.
type (
	// HopData (EventHop): a pawn moved by a card. Step is 1 or 2 for the steps
	// of a two-step card, 0 otherwise. By played the card: the player whose
	// turn it is, who may move another's pawn.
	HopData struct {
		Pawn     Pawn
		From, To int
		Option   Option
		Step     int
		By       rules.Player
	}
	// EventData (EventFlank): two pawns flank a village.
	EventData struct {
		Kind          EventKind
		Mover, Helper Pawn
		Village       int
		Owner         rules.Player
	}
	// ScoreData (EventScore): a player's score changed by Delta, now Score.
	ScoreData struct {
		Player       rules.Player
		Delta, Score int
	}
	// RedeployData (EventRedeploy): Card was turned from the movement deck and
	// Pawn put on its target.
	RedeployData struct {
		Pawn     Pawn
		Card     MoveCard
		From, To int
	}
	// CardData (EventPlay, EventDraw, EventTake, EventDiscard): one card, of
	// either kind, going to or from Player's hand; From is the other player
	// for EventTake.
	CardData struct {
		Player rules.Player
		Move   MoveCard
		Power  Power
		From   rules.Player
	}
	// PowerData (EventPower, EventDefense, EventBarter, EventMace,
	// EventSwap): a power card played, aimed at Target (NoPlayer if none).
	PowerData struct {
		Power             Power
		Player, Target    rules.Player
		MyPawn, TheirPawn Pawn
	}
)

// Apply plays a legal action and returns what happened.
func (s *State) Apply(a rules.Action) ([]rules.Event, error) {
	if err := s.check(a); err != nil {
		return nil, err
	}
	return s.ApplyLegal(a), nil
}

// ApplyLegal plays a, one of Legal's (see rules.State).
func (s *State) ApplyLegal(a rules.Action) []rules.Event {
	s.ev = make([]rules.Event, 0, 4)
	m := s.Describe(a)
	me := s.turn
	switch m.Kind {
	case KindPass:
		s.emit(EventPass, me, playerTexts[me].passes, nil)
		s.drawMoves(me, 2)
		s.endOfTurn()
	case KindMove:
		s.moves[me] = removeFirst(s.moves[me], m.Card)
		s.moveDiscard = append(s.moveDiscard, m.Card)
		s.emit(EventPlay, me, playerTexts[me].play[m.Card], playerTexts[me].moveData[m.Card])
		s.move(m.Card, m.Pawn, m.Option)
	case KindPower:
		s.powers[me] = removeFirst(s.powers[me], m.Power)
		s.powerDiscard = append(s.powerDiscard, m.Power)
		s.phase = PhasePlay
		text := pn(me) + " plays " + m.Power.String()
		if m.Player != rules.NoPlayer {
			text += " on " + pn(m.Player)
		}
		s.emit(EventPower, me, text, PowerData{m.Power, me, m.Player, m.MyPawn, m.TheirPawn})
		if m.Player == rules.NoPlayer {
			s.resolvePower(m.Power, rules.NoPlayer, 0, 0)
			break
		}
		s.pend = Pending{Power: m.Power, Target: m.Player, MyPawn: m.MyPawn, TheirPawn: m.TheirPawn}
		if s.asks(m.Player) {
			s.phase = PhaseDefense
			break
		}
		s.unasked()
		s.resolvePending()
	case KindDefend:
		q := s.pend.Target
		s.powers[q] = removeFirst(s.powers[q], Defense)
		s.powerDiscard = append(s.powerDiscard, Defense)
		if s.pend.Power != 0 {
			s.emit(EventDefense, q, pn(q)+" plays Defense: "+s.pend.Power.String()+" is cancelled",
				PowerData{Defense, q, me, 0, 0})
			s.pend = Pending{}
			s.phase = PhasePlay
			break
		}
		s.emit(EventDefense, q, pn(q)+" plays Defense: the attack is cancelled, nobody scores", PowerData{Defense, q, me, 0, 0})
		s.afterEvent()
	case KindAccept:
		q := s.pend.Target
		s.emit(EventAccept, q, pn(q)+" does not play Defense", nil)
		s.resolvePending()
	case KindHelper:
		_, other := flankVillage(s.pawns[s.pend.Mover])
		for w, at := range s.pawns {
			if at == other && Pawn(w).Owner() == m.Player && Pawn(w) != s.pend.Mover {
				s.event(s.pend.Mover, Pawn(w))
				break
			}
		}
	case KindDiscardMove, KindDiscardPower:
		if m.Kind == KindDiscardMove {
			s.moves[me] = removeFirst(s.moves[me], m.Card)
			s.moveDiscard = append(s.moveDiscard, m.Card)
			s.emit(EventDiscard, me, pn(me)+" discards "+m.Card.String(), CardData{Player: me, Move: m.Card, From: rules.NoPlayer})
		} else {
			s.powers[me] = removeFirst(s.powers[me], m.Power)
			s.powerDiscard = append(s.powerDiscard, m.Power)
			s.emit(EventDiscard, me, pn(me)+" discards "+m.Power.String(), CardData{Player: me, Power: m.Power, From: rules.NoPlayer})
		}
		s.endOfTurn()
	}
	ev := s.ev
	s.ev = nil
	return ev
}

// asks reports whether q gets the Defense prompt: always under the hot-seat
// option, else only when holding Defense.
func (s *State) asks(q rules.Player) bool { return s.promptAll || s.holds(q, Defense) }

// unasked marks the last event as a reveal when a target is not asked about
// Defense with only holders asked: that tells everyone the target holds none,
// so undo must not cross it.
func (s *State) unasked() {
	if !s.promptAll && len(s.ev) > 0 {
		s.ev[len(s.ev)-1].Reveal = true
	}
}

// resolvePending lets the pending power card or attack happen.
func (s *State) resolvePending() {
	if s.pend.Power != 0 {
		pd := s.pend
		s.pend = Pending{}
		s.phase = PhasePlay
		s.resolvePower(pd.Power, pd.Target, pd.MyPawn, pd.TheirPawn)
		return
	}
	s.scoreEvent()
}

// move applies movement card c to pawn w with option o; the event check runs
// after each step.
func (s *State) move(c MoveCard, w Pawn, o Option) {
	spec := c.Spec()
	switch o {
	case Circle:
		if s.hop(w, wrap(s.pawns[w]+spec.Move, s.Ring()), o, 0) {
			return
		}
	case Target:
		if s.hop(w, spec.Target, o, 0) {
			return
		}
	case Steps:
		if s.hop(w, wrap(s.pawns[w]+spec.Steps[0], s.Ring()), o, 1) ||
			s.hop(w, wrap(s.pawns[w]+spec.Steps[1], s.Ring()), o, 2) {
			return
		}
	}
	s.finishMove(w.Owner() == s.turn && TerrainOf(s.pawns[w]) == Pickaxe)
}

// hop moves w to card to and checks for an event; it reports whether one
// started (the move then ends: a second step is forfeited).
func (s *State) hop(w Pawn, to int, o Option, step int) bool {
	from := s.pawns[w]
	s.pawns[w] = to
	s.emit(EventHop, w.Owner(), hopTexts[w][to], HopData{w, from, to, o, step, s.turn})
	village, _ := flankVillage(to)
	helper, many := s.helperFor(w, to)
	if helper < 0 {
		return false
	}
	if many {
		s.pend = Pending{Mover: w, Helper: -1, Village: village, Target: rules.NoPlayer}
		s.phase = PhaseHelper
		s.emit(EventHelper, s.turn, pn(s.turn)+" chooses whose pawn helps at village "+strconv.Itoa(village), nil)
		return true
	}
	s.event(w, helper)
	return true
}

// helperFor finds the pawn that helps w, on empty card at, make an event:
// the active player's pawn on the other flank if there is one, else the pawn
// there if all there belong to one player (the first); many when the active
// player must choose. helper is -1 when there is no event.
func (s *State) helperFor(w Pawn, at int) (helper Pawn, many bool) {
	helper = -1
	if TerrainOf(at) != Empty {
		return helper, false
	}
	_, other := flankVillage(at)
	for v, pos := range s.pawns {
		if pos != other || Pawn(v) == w {
			continue
		}
		switch h := Pawn(v); {
		case helper < 0:
			helper = h
		case h.Owner() == s.turn && helper.Owner() != s.turn:
			helper, many = h, false
		case h.Owner() != helper.Owner() && helper.Owner() != s.turn:
			many = true
		}
	}
	return helper, many
}

// event starts the event of mover and helper flanking a village. An attack
// on the village of anyone but the active player waits for its owner's
// answer about Defense, whatever their score: Defense cancels the whole
// attack, so it is worth playing at 0 too, and a question asked only of
// players with a point would tell their score. Anything else scores at once.
func (s *State) event(mover, helper Pawn) {
	village, _ := flankVillage(s.pawns[mover])
	v := rules.Player(VillageOwner(village))
	kind := eventKind(mover.Owner(), helper.Owner(), v)
	s.emit(EventFlank, s.turn, kind.String()+" at village "+strconv.Itoa(village)+" ("+pn(v)+")", EventData{kind, mover, helper, village, v})
	s.pend = Pending{Mover: mover, Helper: helper, Village: village, Target: v}
	if kind != Supply && v != s.turn {
		if s.asks(v) {
			s.phase = PhaseDefense
			return
		}
		s.unasked()
	}
	s.scoreEvent()
}

// eventKind is the event of pawns of p and h flanking v's village.
func eventKind(p, h, v rules.Player) EventKind {
	switch {
	case p == h && v == p:
		return Supply
	case p == h:
		return NobleAttack
	}
	return SneakyAttack
}

// scoreEvent scores the pending event, the gains before the village owner's
// loss, then redeploys its pawns.
func (s *State) scoreEvent() {
	pd := s.pend
	a, p, h := s.turn, pd.Mover.Owner(), pd.Helper.Owner()
	switch {
	case p == h:
		s.gain(p, 3)
	case a == p || a == h:
		s.gain(a, 2)
		s.gain(p+h-a, 1)
	default:
		s.gain(p, 2)
		s.gain(h, 1)
	}
	s.gain(pd.Target, -1)
	s.afterEvent()
}

// afterEvent redeploys the two pawns of the event (the mover first) and
// ends the move, which gives no power card.
func (s *State) afterEvent() {
	pd := s.pend
	s.pend = Pending{}
	s.phase = PhasePlay
	s.redeploy(pd.Mover)
	s.redeploy(pd.Helper)
	s.finishMove(false)
}

// redeploy turns the top movement card and puts w on its target. With no
// card left anywhere the pawn stays (decision).
func (s *State) redeploy(w Pawn) {
	c := s.popMove()
	if c == 0 {
		return
	}
	from := s.pawns[w]
	s.pawns[w] = c.Spec().Target
	s.moveDiscard = append(s.moveDiscard, c)
	s.emitReveal(EventRedeploy, w.Owner(), c.String()+" turned: "+w.String()+" goes to "+strconv.Itoa(s.pawns[w]), RedeployData{w, c, from, s.pawns[w]})
}

// finishMove draws the card after a movement card, plus a power card when
// the move put the active player's pawn on a pickaxe.
func (s *State) finishMove(pickaxe bool) {
	s.drawMoves(s.turn, 1)
	if pickaxe {
		s.drawPower(s.turn)
	}
	s.endOfTurn()
}

func (s *State) resolvePower(pw Power, q rules.Player, mine, theirs Pawn) {
	me := s.turn
	switch pw {
	case Bandit:
		nm := len(s.moves[q])
		i := s.rng.IntN(nm + len(s.powers[q]))
		cd := CardData{Player: me, From: q}
		if i < nm {
			cd.Move = s.moves[q][i]
			s.moves[q] = slices.Delete(s.moves[q], i, i+1)
			s.moves[me] = append(s.moves[me], cd.Move)
		} else {
			cd.Power = s.powers[q][i-nm]
			s.powers[q] = slices.Delete(s.powers[q], i-nm, i-nm+1)
			s.powers[me] = append(s.powers[me], cd.Power)
		}
		s.ev = append(s.ev, rules.Event{Kind: EventTake, Player: me, Private: true, Reveal: true,
			Text: pn(me) + " takes " + cardName(cd) + " from " + pn(q), Public: pn(me) + " takes a card from " + pn(q), Data: cd})
	case Barter:
		s.moves[me], s.moves[q] = s.moves[q], s.moves[me]
		s.powers[me], s.powers[q] = s.powers[q], s.powers[me]
		// Each now holds cards only the other knew: a reveal for both.
		s.emitReveal(EventBarter, me, pn(me)+" and "+pn(q)+" swap hands", PowerData{Barter, me, q, 0, 0})
	case Fortune:
		s.drawMoves(me, 1)
		s.drawPower(me)
	case Strength:
		s.gain(me, 2)
	case Heal:
		s.gain(me, 1)
	case Thief:
		// The thief gains the point the target lost (none below 0).
		s.gain(me, -s.gain(q, -1))
		if s.hideScore {
			// The thief learns whether the target had a point to lose.
			s.ev[len(s.ev)-1].Reveal = true
		}
	case BlackMagic:
		nm := len(s.moves[q])
		i := s.rng.IntN(nm + len(s.powers[q]))
		cd := CardData{Player: q, From: rules.NoPlayer}
		if i < nm {
			cd.Move = s.moves[q][i]
			s.moves[q] = slices.Delete(s.moves[q], i, i+1)
			s.moveDiscard = append(s.moveDiscard, cd.Move)
		} else {
			cd.Power = s.powers[q][i-nm]
			s.powers[q] = slices.Delete(s.powers[q], i-nm, i-nm+1)
			s.powerDiscard = append(s.powerDiscard, cd.Power)
		}
		s.emitReveal(EventDiscard, q, pn(q)+" discards "+cardName(cd)+" at random", cd)
	case Curse:
		s.gain(q, -1)
	case Mace:
		s.skips[q]++
		s.emit(EventMace, q, pn(q)+" will skip their next turn", PowerData{Mace, me, q, 0, 0})
	case Swap:
		s.pawns[mine], s.pawns[theirs] = s.pawns[theirs], s.pawns[mine]
		s.emit(EventSwap, me, mine.String()+" and "+theirs.String()+" change places", PowerData{Swap, me, q, mine, theirs})
	case Speed:
		s.extra = true
	}
}

// endOfTurn asks for discards above the hand limit, then ends the game at 12
// points or passes the turn (Speed, then Mace skips).
func (s *State) endOfTurn() {
	me := s.turn
	if s.HandSize(me) > HandLimit {
		s.phase = PhaseDiscard
		return
	}
	if slices.Max(s.scores) >= Goal {
		s.phase = PhaseOver
		s.emit(EventEnd, rules.NoPlayer, "the game ends at 12 points", nil)
		return
	}
	s.phase = PhaseTurn
	if s.extra {
		s.extra = false
		s.emit(EventTurn, me, pn(me)+" plays again (Speed)", nil)
		return
	}
	next := (int(me) + 1) % len(s.scores)
	for s.skips[next] > 0 {
		s.skips[next]--
		s.emit(EventSkip, rules.Player(next), pn(rules.Player(next))+" skips a turn (Mace)", nil)
		next = (next + 1) % len(s.scores)
	}
	s.turn = rules.Player(next)
	s.emit(EventTurn, s.turn, playerTexts[s.turn].toPlay, nil)
}

// gain adds delta to p's score, never below 0, and returns the change. With
// hidden scores the change is private and logged even when it is 0, so the
// others cannot tell that the floor cancelled it.
func (s *State) gain(p rules.Player, delta int) int {
	before := s.scores[p]
	s.scores[p] = max(0, before+delta)
	d := s.scores[p] - before
	switch {
	case s.hideScore:
		s.ev = append(s.ev, rules.Event{Kind: EventScore, Player: p, Private: true,
			Text: scoreText(p, d, s.scores[p]), Public: pn(p) + "'s score changes", Data: ScoreData{p, d, s.scores[p]}})
	case d != 0:
		s.emit(EventScore, p, scoreText(p, d, s.scores[p]), ScoreData{p, d, s.scores[p]})
	}
	return d
}

func (s *State) drawMoves(p rules.Player, n int) {
	for range n {
		c := s.popMove()
		if c == 0 {
			return
		}
		s.moves[p] = append(s.moves[p], c)
		s.ev = append(s.ev, rules.Event{Kind: EventDraw, Player: p, Private: true, Reveal: true,
			Text: playerTexts[p].drawMove[c], Public: playerTexts[p].drawsMove,
			Data: playerTexts[p].moveData[c]})
	}
}

func (s *State) drawPower(p rules.Player) {
	if len(s.powerDeck) == 0 && len(s.powerDiscard) > 0 {
		s.powerDeck, s.powerDiscard = s.powerDiscard, s.powerDeck[:0]
		rules.ShuffleSlice(&s.rng, s.powerDeck)
		s.emitReveal(EventReshuffle, rules.NoPlayer, "the power discard is shuffled into a new deck", nil)
	}
	if len(s.powerDeck) == 0 {
		return
	}
	c := s.powerDeck[len(s.powerDeck)-1]
	s.powerDeck = s.powerDeck[:len(s.powerDeck)-1]
	s.powers[p] = append(s.powers[p], c)
	s.ev = append(s.ev, rules.Event{Kind: EventDraw, Player: p, Private: true, Reveal: true,
		Text: playerTexts[p].drawPower[c], Public: playerTexts[p].drawsPower,
		Data: playerTexts[p].powerData[c]})
}

// popMove takes the top movement card, shuffling the discard into a new deck
// when the deck is empty; 0 when there is no card at all.
func (s *State) popMove() MoveCard {
	if len(s.moveDeck) == 0 && len(s.moveDiscard) > 0 {
		s.moveDeck, s.moveDiscard = s.moveDiscard, s.moveDeck[:0]
		rules.ShuffleSlice(&s.rng, s.moveDeck)
		s.emitReveal(EventReshuffle, rules.NoPlayer, "the movement discard is shuffled into a new deck", nil)
	}
	if len(s.moveDeck) == 0 {
		return 0
	}
	c := s.moveDeck[len(s.moveDeck)-1]
	s.moveDeck = s.moveDeck[:len(s.moveDeck)-1]
	return c
}

func (s *State) emit(kind string, p rules.Player, text string, data any) {
	s.ev = append(s.ev, rules.Event{Kind: kind, Player: p, Text: text, Data: data})
}

func (s *State) emitReveal(kind string, p rules.Player, text string, data any) {
	s.ev = append(s.ev, rules.Event{Kind: kind, Player: p, Reveal: true, Text: text, Data: data})
}

func removeFirst[T comparable](s []T, v T) []T {
	if i := slices.Index(s, v); i >= 0 {
		return slices.Delete(s, i, i+1)
	}
	return s
}

func cardName(cd CardData) string {
	if cd.Move != 0 {
		return cd.Move.String()
	}
	return cd.Power.String()
}

// String is the pawn as notation writes it: 2a is player 2's first pawn.
func (w Pawn) String() string {
	if w < 0 || int(w) >= len(pawnNames) {
		return "?"
	}
	return pawnNames[w]
}

var pawnNames = [...]string{"1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b", "5a", "5b"}

// pn is a player's name in the log.
func pn(p rules.Player) string {
	if p < 0 || int(p) >= len(playerNames) {
		return "nobody"
	}
	return playerNames[p]
}

var playerNames = [...]string{"P1", "P2", "P3", "P4", "P5"}

// playerTexts are the log lines of every ply, made once: random playouts
// write millions of them.
var playerTexts = func() (out [len(playerNames)]struct {
	passes, toPlay, drawsMove, drawsPower string
	play, drawMove                        [len(moveSpecs)]string
	drawPower                             [numPowers + 1]string
	// moveData and powerData are the CardData of a play or draw, boxed once.
	moveData  [len(moveSpecs)]any
	powerData [numPowers + 1]any
}) {
	for p, name := range playerNames {
		t := &out[p]
		t.passes, t.toPlay = name+" passes", name+" to play"
		t.drawsMove, t.drawsPower = name+" draws a movement card", name+" draws a power card"
		for c := MoveCard(1); int(c) < len(moveSpecs); c++ {
			t.play[c], t.drawMove[c] = name+" plays "+c.String(), name+" draws "+c.String()
			t.moveData[c] = CardData{Player: rules.Player(p), Move: c, From: rules.NoPlayer}
		}
		for c := Power(1); c <= numPowers; c++ {
			t.drawPower[c] = name + " draws " + c.String()
			t.powerData[c] = CardData{Player: rules.Player(p), Power: c, From: rules.NoPlayer}
		}
	}
	return out
}()

// hopTexts are the log lines of pawn moves: "1a goes to 7".
var hopTexts = func() (out [len(pawnNames)][21]string) {
	for w, name := range pawnNames {
		for to := 1; to <= 20; to++ {
			out[w][to] = name + " goes to " + strconv.Itoa(to)
		}
	}
	return out
}()

// scoreText is the log line of a score change, "P2 +3: 7", from a table for
// the usual changes.
func scoreText(p rules.Player, delta, score int) string {
	if delta >= -1 && delta <= 3 && score < len(scoreTexts[p][0]) {
		return scoreTexts[p][delta+1][score]
	}
	return pn(p) + " " + signed(delta) + ": " + strconv.Itoa(score)
}

var scoreTexts = func() (out [len(playerNames)][5][32]string) {
	for p, name := range playerNames {
		for d := -1; d <= 3; d++ {
			for score := range out[p][d+1] {
				out[p][d+1][score] = name + " " + signed(d) + ": " + strconv.Itoa(score)
			}
		}
	}
	return out
}()
