package mana

import (
	"kamon/rules"
	"kamon/rules/mana"
)

// manaDecisionKinds are the kinds manaDecisionKind names, each with its
// "hint.mana.<kind>".
var manaDecisionKinds = []string{"place", "pass", "reenter", "free", "obey", "disobey"}

// manaDecisionKind is the kind of decision a view of Mana waits for, for
// the first-game hints: placing the pieces, a forced pass, a Ronin that
// may come back from the tray, a free move, a move the bird asks for, or
// any move when no piece can obey.
func manaDecisionKind(v rules.State, legal []rules.Action) string {
	s, ok := v.(*mana.State)
	if !ok || s.Outcome().Over {
		return ""
	}
	for p := rules.Player(0); p < 2; p++ {
		if d, r := s.ToPlace(p); d || r > 0 {
			return "place"
		}
	}
	if len(legal) == 0 {
		return ""
	}
	if len(legal) == 1 && legal[0] == mana.Pass {
		return "pass"
	}
	obey := s.Mana() != 0
	for _, a := range legal {
		if !mana.IsMove(a) {
			return "reenter"
		}
		if mana.Symbol(mana.From(a)) != s.Mana() {
			obey = false
		}
	}
	switch {
	case s.Mana() == 0:
		return "free"
	case obey:
		return "obey"
	}
	return "disobey"
}
