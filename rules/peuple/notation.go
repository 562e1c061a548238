package peuple

import (
	"fmt"
	"strconv"
	"strings"

	"kamon/rules"
)

// Notation of actions:
//
//	pass                     pass and draw 2 movement cards
//	G+3(+2,+1)>6 1a steps    play a movement card on pawn 1a: circle, steps or target
//	Bandit P2 · Fortune      play a power card, with its target player
//	Swap 1a 3b               Swap one of your pawns with an opponent's
//	defend · accept          answer a Defense prompt
//	helper P3                name the helper of an event
//	discard G+1>2 · discard Mace
var optionWords = [...]string{"", "circle", "steps", "target"}

func (s *State) FormatAction(a rules.Action) string {
	m := s.Describe(a)
	switch m.Kind {
	case KindPass:
		return "pass"
	case KindMove:
		return m.Card.String() + " " + m.Pawn.String() + " " + optionWords[m.Option]
	case KindPower:
		switch {
		case m.Power == Swap && m.Player != rules.NoPlayer:
			return "Swap " + m.MyPawn.String() + " " + m.TheirPawn.String()
		case m.Player != rules.NoPlayer:
			return m.Power.notation() + " P" + strconv.Itoa(int(m.Player)+1)
		}
		return m.Power.notation()
	case KindDefend:
		return "defend"
	case KindAccept:
		return "accept"
	case KindHelper:
		return "helper P" + strconv.Itoa(int(m.Player)+1)
	case KindDiscardMove:
		return "discard " + m.Card.String()
	case KindDiscardPower:
		return "discard " + m.Power.notation()
	}
	return fmt.Sprintf("?%#x", uint64(a))
}

func (s *State) ParseAction(text string) (rules.Action, error) {
	f := strings.Fields(text)
	bad := func(why string) (rules.Action, error) {
		return 0, fmt.Errorf("%w: %q: %s", rules.ErrBadAction, text, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	switch strings.ToLower(f[0]) {
	case "pass", "defend", "accept":
		if len(f) != 1 {
			return bad("takes nothing after it")
		}
		return map[string]rules.Action{"pass": Pass, "defend": Defend, "accept": Accept}[strings.ToLower(f[0])], nil
	case "helper":
		if len(f) != 2 {
			return bad("want helper P<n>")
		}
		p, ok := s.parsePlayer(f[1])
		if !ok {
			return bad("no such player")
		}
		return HelperAction(p), nil
	case "discard":
		if len(f) != 2 {
			return bad("want discard <card>")
		}
		if c, ok := parseMoveCard(f[1]); ok {
			return DiscardMoveAction(c), nil
		}
		if p, ok := parsePower(f[1]); ok {
			return DiscardPowerAction(p), nil
		}
		return bad("no such card")
	}
	if pw, ok := parsePower(f[0]); ok {
		switch {
		case len(f) == 1:
			return PowerAction(pw, rules.NoPlayer), nil
		case pw == Swap && len(f) == 3:
			mine, ok1 := s.parsePawn(f[1])
			theirs, ok2 := s.parsePawn(f[2])
			if !ok1 || !ok2 || mine.Owner() != s.turn {
				return bad("want Swap <your pawn> <their pawn>, e.g. Swap 1a 2b")
			}
			return SwapAction(mine, theirs), nil
		case pw != Swap && len(f) == 2:
			p, ok := s.parsePlayer(f[1])
			if !ok {
				return bad("no such player")
			}
			return PowerAction(pw, p), nil
		}
		return bad("want a power card and its target")
	}
	c, ok := parseMoveCard(f[0])
	if !ok {
		return bad("not a card or action")
	}
	if len(f) != 3 {
		return bad("want <card> <pawn> circle|steps|target")
	}
	w, ok := s.parsePawn(f[1])
	if !ok {
		return bad("no such pawn")
	}
	for o := Circle; o <= Target; o++ {
		if strings.EqualFold(f[2], optionWords[o]) {
			return MoveAction(c, w, o), nil
		}
	}
	return bad("the option is circle, steps or target")
}

func (s *State) parsePlayer(t string) (rules.Player, bool) {
	if len(t) < 2 || (t[0] != 'P' && t[0] != 'p') {
		return 0, false
	}
	n, err := strconv.Atoi(t[1:])
	if err != nil || n < 1 || n > len(s.scores) {
		return 0, false
	}
	return rules.Player(n - 1), true
}

func (s *State) parsePawn(t string) (Pawn, bool) {
	if len(t) < 2 {
		return 0, false
	}
	n, err := strconv.Atoi(t[:len(t)-1])
	i := int(t[len(t)-1]) - 'a'
	if err != nil || n < 1 || n > len(s.scores) || i < 0 || i > 1 {
		return 0, false
	}
	return PawnOf(rules.Player(n-1), i), true
}
