package shinobi

import (
	"fmt"
	"strings"

	"kamon/rules"
)

// FormatAction prints a in the notation of the spec: deploy H3 -> p1,
// ninja O2 @p2, reinforce T5, move U1 p1 -> p2, attack H -> O@p1, skip. A
// card the state cannot name (an action that is not legal now) is written
// as its clan letter, which ParseAction also reads.
func (s *State) FormatAction(a rules.Action) string {
	k, clan, from, to, target, ok := unpack(a)
	if !ok {
		return fmt.Sprintf("?%#x", uint64(a))
	}
	p := s.turn
	name := func(card Card, c Clan) string {
		if card == Unknown {
			return string(c.Letter())
		}
		return card.String()
	}
	switch k {
	case Deploy:
		return fmt.Sprintf("deploy %s -> p%d", name(s.firstInHand(p, clan), clan), to)
	case Ninja:
		return fmt.Sprintf("ninja %s @p%d", name(s.top(to, target), target), to)
	case Reinforce:
		return "reinforce " + name(s.firstInHand(p, clan), clan)
	case MoveCard:
		return fmt.Sprintf("move %s p%d -> p%d", name(s.top(from, clan), clan), from, to)
	case Attack:
		return fmt.Sprintf("attack %c -> %c@p%d", clan.Letter(), target.Letter(), to)
	}
	return "skip"
}

// ParseAction reads the notation of FormatAction. A card may be written as
// its clan letter; a card that is named must be where the action takes it
// from (the mover's hand, the named province). Cards of one clan are alike:
// "deploy H5 -> p1" with H2 and H5 in hand plays the first of them, H2.
func (s *State) ParseAction(text string) (rules.Action, error) {
	f := strings.Fields(strings.NewReplacer("->", " -> ", "@", " @ ").Replace(text))
	bad := func(format string, args ...any) (rules.Action, error) {
		return 0, fmt.Errorf("%w: %q: %s", rules.ErrBadAction, text, fmt.Sprintf(format, args...))
	}
	shape := func(want ...string) bool {
		if len(f) != len(want) {
			return false
		}
		for i, w := range want {
			if w != "" && f[i] != w {
				return false
			}
		}
		return true
	}
	if len(f) == 0 {
		return bad("empty; want deploy, ninja, reinforce, move, attack or skip")
	}
	p := s.turn
	switch strings.ToLower(f[0]) {
	case "skip":
		if len(f) != 1 {
			return bad("skip takes nothing after it")
		}
		return SkipAction, nil
	case "deploy":
		if !shape("", "", "->", "") {
			return bad("want deploy <card> -> p<k>")
		}
		card, clan, err := s.readCard(f[1], false)
		if err != nil {
			return bad("%v", err)
		}
		to, err := s.readPlayer(f[3])
		if err != nil {
			return bad("%v", err)
		}
		if err := s.inHand(p, card); err != nil {
			return 0, err
		}
		return deployAction(clan, to), nil
	case "reinforce":
		if !shape("", "") {
			return bad("want reinforce <card>")
		}
		card, clan, err := s.readCard(f[1], false)
		if err != nil {
			return bad("%v", err)
		}
		if err := s.inHand(p, card); err != nil {
			return 0, err
		}
		return reinforceAction(clan), nil
	case "ninja":
		if !shape("", "", "@", "") {
			return bad("want ninja <card of the army struck> @p<k>")
		}
		card, clan, err := s.readCard(f[1], true)
		if err != nil {
			return bad("%v", err)
		}
		at, err := s.readPlayer(f[3])
		if err != nil {
			return bad("%v", err)
		}
		if err := s.inProvince(at, card); err != nil {
			return 0, err
		}
		return ninjaAction(at, clan), nil
	case "move":
		if !shape("", "", "", "->", "") {
			return bad("want move <card> p<j> -> p<k>")
		}
		card, clan, err := s.readCard(f[1], true)
		if err != nil {
			return bad("%v", err)
		}
		from, err := s.readPlayer(f[2])
		if err != nil {
			return bad("%v", err)
		}
		to, err := s.readPlayer(f[4])
		if err != nil {
			return bad("%v", err)
		}
		if err := s.inProvince(from, card); err != nil {
			return 0, err
		}
		return moveAction(clan, from, to), nil
	case "attack":
		if !shape("", "", "->", "", "@", "") {
			return bad("want attack <clan> -> <clan>@p<k>")
		}
		a, ok1 := parseClan(f[1])
		b, ok2 := parseClan(f[3])
		if !ok1 || !ok2 {
			return bad("clans are written H, M, O, T or U")
		}
		to, err := s.readPlayer(f[5])
		if err != nil {
			return bad("%v", err)
		}
		return attackAction(a, to, b), nil
	}
	return bad("unknown action %q; want deploy, ninja, reinforce, move, attack or skip", f[0])
}

// readCard reads a clan card (H3) or a clan letter (H), card Unknown then.
func (s *State) readCard(word string, army bool) (Card, Clan, error) {
	if c, ok := parseClan(word); ok {
		return Unknown, c, nil
	}
	card, ok := parseCard(word)
	switch {
	case !ok:
		return Unknown, NoClan, fmt.Errorf("%q is not a card (H1-H11, M, O, T, U; N1-N3)", word)
	case card.IsNinja() && army:
		return Unknown, NoClan, fmt.Errorf("a Ninja never lies in a province")
	case card.IsNinja():
		return Unknown, NoClan, fmt.Errorf("a Ninja is played with: ninja <card> @p<k>")
	}
	return card, card.Clan(), nil
}

func (s *State) readPlayer(word string) (rules.Player, error) {
	if len(word) == 2 && (word[0] == 'p' || word[0] == 'P') && word[1] >= '0' && word[1] < '0'+byte(s.n) {
		return rules.Player(word[1] - '0'), nil
	}
	return 0, fmt.Errorf("%q is not a player (p0-p%d)", word, s.n-1)
}

// inHand checks a named card is in p's hand, when this state knows it.
func (s *State) inHand(p rules.Player, card Card) error {
	if card == Unknown || s.handHidden(p) {
		return nil
	}
	for _, c := range s.Hand(p) {
		if c == card {
			return nil
		}
	}
	return rules.Illegal("%s is not in p%d's hand", card, p)
}

// inProvince checks a named card lies in p's province.
func (s *State) inProvince(p rules.Player, card Card) error {
	if card == Unknown {
		return nil
	}
	for _, c := range s.Army(p, card.Clan()) {
		if c == card {
			return nil
		}
	}
	return rules.Illegal("%s is not in p%d's province", card, p)
}
