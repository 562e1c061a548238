package shinobi

import "kamon/rules"

// Step is the action of the turn the player to move is at.
type Step int8

// The three actions of a turn, always in this order.
const (
	StepDeploy    Step = 1 // deploy a clan card to an opponent, or a Ninja strike
	StepReinforce Step = 2 // reinforce your province, or move a card out of an opponent's
	StepAttack    Step = 3 // the compulsory attack
)

// Kind is what an action does.
type Kind int8

// Action kinds. Skip is legal only when the step cannot be carried out.
const (
	Deploy    Kind = 1 + iota // a clan card from the hand to an opponent's province (step 1)
	Ninja                     // a Ninja and one card of an opponent's army to the discard (step 1)
	Reinforce                 // a clan card from the hand to your own province (step 2)
	MoveCard                  // the top card of an opponent's army to another province (step 2)
	Attack                    // your army takes one card of a smaller army of another clan (step 3)
	Skip                      // the step cannot be carried out
)

var kindNames = [...]string{"", "deploy", "ninja", "reinforce", "move", "attack", "skip"}

// String is the kind's word in the notation.
func (k Kind) String() string {
	if k < Deploy || k > Skip {
		return "?"
	}
	return kindNames[k]
}

// An action packs, from bit 0: kind (3 bits), clan (3), from player (3),
// to player (3), target clan (3). Cards of one clan are interchangeable, so
// actions name clans; the card that actually moves is the first of that clan
// in the hand, or the top (last placed) card of an army.
func pack(k Kind, clan Clan, from, to rules.Player, target Clan) rules.Action {
	return rules.Action(k) | rules.Action(clan)<<3 | rules.Action(from)<<6 | rules.Action(to)<<9 | rules.Action(target)<<12
}

func deployAction(c Clan, to rules.Player) rules.Action   { return pack(Deploy, c, 0, to, 0) }
func ninjaAction(to rules.Player, army Clan) rules.Action { return pack(Ninja, 0, 0, to, army) }
func reinforceAction(c Clan) rules.Action                 { return pack(Reinforce, c, 0, 0, 0) }
func moveAction(c Clan, from, to rules.Player) rules.Action {
	return pack(MoveCard, c, from, to, 0)
}
func attackAction(c Clan, to rules.Player, target Clan) rules.Action {
	return pack(Attack, c, 0, to, target)
}

// SkipAction is the action "skip".
const SkipAction = rules.Action(Skip)

// unpack takes an action apart; ok is false for values no action packs to.
func unpack(a rules.Action) (k Kind, clan Clan, from, to rules.Player, target Clan, ok bool) {
	k = Kind(a & 7)
	clan, from, to, target = Clan(a>>3&7), rules.Player(a>>6&7), rules.Player(a>>9&7), Clan(a>>12&7)
	ok = a>>15 == 0 && k >= Deploy && k <= Skip && clan < Clans && target < Clans && from < MaxPlayers && to < MaxPlayers
	return
}

// Move is an action spelled out for a table: what kind, which card goes
// from where to where. Players are provinces; the hand is NoPlayer.
type Move struct {
	Kind   Kind
	Player rules.Player // who acts
	// Card is the card that leaves the hand or an army: the card deployed or
	// reinforced, the Ninja played, the card moved. Unknown for an attack or
	// a skip.
	Card Card
	// Clan is the clan of the card played or moved, or of the attacking army.
	Clan Clan
	// From is the province the card leaves (a move; the attacker's own for
	// an attack), NoPlayer when it leaves the hand.
	From rules.Player
	// To is the province that receives the card, or that is struck by the
	// Ninja or the attack; NoPlayer for a skip.
	To rules.Player
	// Target is the army struck by a Ninja or an attack, NoClan otherwise.
	Target Clan
	// Lost is the card that army loses to the discard (its top card).
	Lost Card
	// Why says, for a skip, why the step cannot be carried out.
	Why string
}

// Describe spells out a legal action of this state for a table: which card
// of the hand or of which army it takes and where it goes. ok is false for
// an action that is not legal now.
func (s *State) Describe(a rules.Action) (m Move, ok bool) {
	if !s.legal(a) {
		return Move{}, false
	}
	return s.describe(a), true
}

// describe spells out an action already known to be legal.
func (s *State) describe(a rules.Action) Move {
	k, clan, from, to, target, _ := unpack(a)
	p := s.turn
	m := Move{Kind: k, Player: p, Card: Unknown, Clan: NoClan, From: rules.NoPlayer, To: to, Target: NoClan, Lost: Unknown}
	switch k {
	case Deploy:
		m.Card, m.Clan = s.firstInHand(p, clan), clan
	case Reinforce:
		m.Card, m.Clan, m.To = s.firstInHand(p, clan), clan, p
	case Ninja:
		m.Card, m.Target, m.Lost = s.firstInHand(p, NoClan), target, s.top(to, target)
	case MoveCard:
		m.Card, m.Clan, m.From = s.top(from, clan), clan, from
	case Attack:
		m.Clan, m.From, m.Target, m.Lost = clan, p, target, s.top(to, target)
	case Skip:
		m.To, m.Why = rules.NoPlayer, s.whySkip()
	}
	return m
}
