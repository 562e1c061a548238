package peuple

import (
	"kamon/rules"
)

// Kind is the kind of an action.
type Kind uint8

const (
	// KindNone is not an action Describe knows.
	KindNone Kind = iota
	// KindPass: pass and draw 2 movement cards.
	KindPass
	// KindMove: play a movement card on a pawn with one of its options.
	KindMove
	// KindPower: play a power card (with its target when it has one).
	KindPower
	// KindDefend: the targeted player plays Defense.
	KindDefend
	// KindAccept: the targeted player lets the power card or the loss happen.
	KindAccept
	// KindHelper: the active player names the player whose pawn helps.
	KindHelper
	// KindDiscardMove and KindDiscardPower: discard a card down to the limit.
	KindDiscardMove
	KindDiscardPower
	numKinds
)

// Option is how a movement card moves its pawn.
type Option uint8

const (
	// Circle is the circled move.
	Circle Option = iota + 1
	// Steps is the two small circled steps of a two-step card.
	Steps
	// Target is the squared target card.
	Target
)

// Move is an action decoded for a table: which card, pawn and option, or
// which power and target. Fields that do not apply to Kind are zero.
type Move struct {
	Kind   Kind
	Card   MoveCard     // KindMove, KindDiscardMove
	Pawn   Pawn         // KindMove: the pawn moved
	Option Option       // KindMove
	Power  Power        // KindPower, KindDiscardPower
	Player rules.Player // KindPower: the target (NoPlayer if none); KindHelper: the helper
	// MyPawn and TheirPawn are Swap's pawns.
	MyPawn, TheirPawn Pawn
}

// Bits of an action: kind in 0-3, card or power in 8-15, pawn or player in
// 16-19, option (move) or Swap's pawn indices in 20-23.
const (
	kindBits   = 0xf
	cardShift  = 8
	whoShift   = 16
	extraShift = 20
	noTarget   = 0xf // in the player field: a power without a target
)

// Pass is the action that passes and draws 2 movement cards.
const Pass = rules.Action(KindPass)

// Defend and Accept answer a Defense prompt.
const (
	Defend = rules.Action(KindDefend)
	Accept = rules.Action(KindAccept)
)

// MoveAction plays movement card c on pawn w with option o.
func MoveAction(c MoveCard, w Pawn, o Option) rules.Action {
	return rules.Action(KindMove) | rules.Action(c)<<cardShift | rules.Action(w)<<whoShift | rules.Action(o)<<extraShift
}

// PowerAction plays power p at target (NoPlayer when it has none).
func PowerAction(p Power, target rules.Player) rules.Action {
	who := rules.Action(noTarget)
	if target != rules.NoPlayer {
		who = rules.Action(target)
	}
	return rules.Action(KindPower) | rules.Action(p)<<cardShift | who<<whoShift
}

// SwapAction plays Swap on my pawn and their pawn.
func SwapAction(mine, theirs Pawn) rules.Action {
	return PowerAction(Swap, theirs.Owner()) | rules.Action(mine.Index()|theirs.Index()<<1)<<extraShift
}

// HelperAction names player h as the helper of the pending event.
func HelperAction(h rules.Player) rules.Action {
	return rules.Action(KindHelper) | rules.Action(h)<<whoShift
}

// DiscardMoveAction and DiscardPowerAction discard one card at the limit.
func DiscardMoveAction(c MoveCard) rules.Action {
	return rules.Action(KindDiscardMove) | rules.Action(c)<<cardShift
}
func DiscardPowerAction(p Power) rules.Action {
	return rules.Action(KindDiscardPower) | rules.Action(p)<<cardShift
}

// Describe decodes an action for a table. It checks only the shape of the
// bits, not that the action is legal now; an action no encoder makes gives
// KindNone.
func (s *State) Describe(a rules.Action) Move { return describe(a, s.turn) }

func describe(a rules.Action, active rules.Player) Move {
	kind := Kind(a & kindBits)
	card := uint8(a >> cardShift)
	who := int(a>>whoShift) & 0xf
	extra := int(a>>extraShift) & 0xf
	var encoded rules.Action
	m := Move{Kind: kind, Player: rules.NoPlayer}
	switch kind {
	case KindPass, KindDefend, KindAccept:
		encoded = rules.Action(kind)
	case KindMove:
		m.Card, m.Pawn, m.Option = MoveCard(card), Pawn(who), Option(extra)
		if m.Card == 0 || int(m.Card) >= len(moveSpecs) || m.Option < Circle || m.Option > Target {
			return Move{Player: rules.NoPlayer}
		}
		encoded = MoveAction(m.Card, m.Pawn, m.Option)
	case KindPower:
		m.Power = Power(card)
		if m.Power == 0 || m.Power > numPowers {
			return Move{Player: rules.NoPlayer}
		}
		if who != noTarget {
			m.Player = rules.Player(who)
		}
		encoded = PowerAction(m.Power, m.Player)
		if m.Power == Swap && who != noTarget {
			m.MyPawn = PawnOf(active, extra&1)
			m.TheirPawn = PawnOf(m.Player, extra>>1&1)
			encoded = SwapAction(m.MyPawn, m.TheirPawn)
		}
	case KindHelper:
		m.Player = rules.Player(who)
		encoded = HelperAction(m.Player)
	case KindDiscardMove:
		m.Card = MoveCard(card)
		encoded = DiscardMoveAction(m.Card)
	case KindDiscardPower:
		m.Power = Power(card)
		encoded = DiscardPowerAction(m.Power)
	}
	if encoded != a {
		return Move{Player: rules.NoPlayer}
	}
	return m
}

// Legal appends ToMove's legal actions: at the start of a turn the power
// cards (each target), then the movement cards (each pawn and option), then
// Pass.
func (s *State) Legal(dst []rules.Action) []rules.Action {
	p := s.turn
	switch s.phase {
	case PhaseTurn:
		dst = s.legalPowers(dst)
		fallthrough
	case PhasePlay:
		for _, c := range s.moves[p] {
			dst = s.legalMoves(dst, c)
		}
		dst = append(dst, Pass)
	case PhaseDefense:
		if s.holds(s.pend.Target, Defense) {
			dst = append(dst, Defend)
		}
		dst = append(dst, Accept)
	case PhaseHelper:
		for _, h := range s.HelperCandidates() {
			dst = append(dst, HelperAction(h))
		}
	case PhaseDiscard:
		for _, c := range s.moves[p] {
			if c != 0 {
				dst = append(dst, DiscardMoveAction(c))
			}
		}
		for _, w := range s.powers[p] {
			if w != 0 {
				dst = append(dst, DiscardPowerAction(w))
			}
		}
	}
	return dst
}

func (s *State) legalMoves(dst []rules.Action, c MoveCard) []rules.Action {
	if c == 0 {
		return dst
	}
	spec := c.Spec()
	for w := range s.pawns {
		if (Pawn(w).Owner() == s.turn) != spec.Own {
			continue
		}
		dst = append(dst, MoveAction(c, Pawn(w), Circle))
		if spec.TwoStep() {
			dst = append(dst, MoveAction(c, Pawn(w), Steps))
		}
		dst = append(dst, MoveAction(c, Pawn(w), Target))
	}
	return dst
}

func (s *State) legalPowers(dst []rules.Action) []rules.Action {
	me := s.turn
	for _, pw := range s.powers[me] {
		switch {
		case pw == 0 || pw == Defense:
		case !pw.Targeted():
			dst = append(dst, PowerAction(pw, rules.NoPlayer))
		case pw == Swap:
			for w := range s.pawns {
				if Pawn(w).Owner() != me {
					dst = append(dst, SwapAction(PawnOf(me, 0), Pawn(w)), SwapAction(PawnOf(me, 1), Pawn(w)))
				}
			}
		default:
			for q := range s.scores {
				if rules.Player(q) != me && s.targetable(pw, rules.Player(q)) {
					dst = append(dst, PowerAction(pw, rules.Player(q)))
				}
			}
		}
	}
	return dst
}

// targetable: Thief and Curse need a point to take, Bandit and Black Magic a
// card (decisions: no power card is played for nothing). With hidden scores
// whether q has a point is secret, so Thief and Curse aim at anyone.
func (s *State) targetable(pw Power, q rules.Player) bool {
	switch pw {
	case Thief, Curse:
		return s.hideScore || s.scores[q] >= 1
	case Bandit, BlackMagic:
		return s.HandSize(q) >= 1
	}
	return true
}

func (s *State) holds(p rules.Player, pw Power) bool {
	for _, c := range s.powers[p] {
		if c == pw {
			return true
		}
	}
	return false
}

func (s *State) holdsMove(p rules.Player, c MoveCard) bool {
	for _, h := range s.moves[p] {
		if h == c {
			return true
		}
	}
	return false
}

// check says why a is not legal now, or nil.
func (s *State) check(a rules.Action) error {
	if s.phase == PhaseOver {
		return rules.ErrGameOver
	}
	m := s.Describe(a)
	me := s.turn
	switch s.phase {
	case PhaseDefense:
		if m.Kind != KindDefend && m.Kind != KindAccept {
			return s.notNow()
		}
	case PhaseHelper:
		if m.Kind != KindHelper {
			return s.notNow()
		}
	case PhaseDiscard:
		if m.Kind != KindDiscardMove && m.Kind != KindDiscardPower {
			return s.notNow()
		}
	}
	switch m.Kind {
	case KindNone:
		return rules.Illegal("that is not an action of Le Dernier Peuple")
	case KindPass:
		if s.phase != PhaseTurn && s.phase != PhasePlay {
			return s.notNow()
		}
	case KindMove:
		if s.phase != PhaseTurn && s.phase != PhasePlay {
			return s.notNow()
		}
		if !s.holdsMove(me, m.Card) {
			return rules.Illegal("%s is not in your hand", m.Card)
		}
		spec := m.Card.Spec()
		if int(m.Pawn) >= len(s.pawns) {
			return rules.Illegal("there is no such pawn")
		}
		if spec.Own && m.Pawn.Owner() != me {
			return rules.Illegal("%s moves one of your own pawns", m.Card)
		}
		if !spec.Own && m.Pawn.Owner() == me {
			return rules.Illegal("%s moves an opponent's pawn", m.Card)
		}
		if m.Option == Steps && !spec.TwoStep() {
			return rules.Illegal("%s has no two-step move", m.Card)
		}
	case KindPower:
		if s.phase != PhaseTurn {
			return rules.Illegal("a power card is played at the start of your turn, before any movement")
		}
		if m.Power == Defense {
			return rules.Illegal("Defense is played only when you are targeted, out of your turn")
		}
		if !s.holds(me, m.Power) {
			return rules.Illegal("%s is not in your hand", m.Power)
		}
		if m.Power.Targeted() != (m.Player != rules.NoPlayer) {
			if m.Player == rules.NoPlayer {
				return rules.Illegal("%s needs a target opponent", m.Power)
			}
			return rules.Illegal("%s has no target", m.Power)
		}
		if m.Player != rules.NoPlayer {
			if int(m.Player) >= len(s.scores) || m.Player == me {
				return rules.Illegal("%s aims at an opponent", m.Power)
			}
			if !s.targetable(m.Power, m.Player) {
				if m.Power == Thief || m.Power == Curse {
					return rules.Illegal("P%d has no point to lose", m.Player+1)
				}
				return rules.Illegal("P%d has no card", m.Player+1)
			}
		}
	case KindDefend, KindAccept:
		if s.phase != PhaseDefense {
			return rules.Illegal("nobody is being asked about Defense")
		}
		if m.Kind == KindDefend && !s.holds(s.pend.Target, Defense) {
			return rules.Illegal("you do not hold Defense")
		}
	case KindHelper:
		if s.phase != PhaseHelper {
			return s.notNow()
		}
		ok := false
		for _, h := range s.HelperCandidates() {
			ok = ok || h == m.Player
		}
		if !ok {
			return rules.Illegal("P%d has no pawn flanking the village", m.Player+1)
		}
	case KindDiscardMove, KindDiscardPower:
		if s.phase != PhaseDiscard {
			return rules.Illegal("you discard only at the end of your turn, above %d cards", HandLimit)
		}
		if m.Kind == KindDiscardMove && (m.Card == 0 || !s.holdsMove(me, m.Card)) ||
			m.Kind == KindDiscardPower && (m.Power == 0 || !s.holds(me, m.Power)) {
			return rules.Illegal("that card is not in your hand")
		}
	}
	return nil
}

func (s *State) notNow() error {
	switch s.phase {
	case PhaseDefense:
		return rules.Illegal("P%d must first answer with Defense or not", s.pend.Target+1)
	case PhaseHelper:
		return rules.Illegal("first choose whose pawn helps the event")
	case PhaseDiscard:
		return rules.Illegal("first discard down to %d cards", HandLimit)
	}
	return rules.Illegal("not now")
}
