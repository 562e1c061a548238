package mana

import (
	"testing"

	"kamon/rules/mana"
)

// With the first-game hints on, the table shows each kind of decision's
// hint the first time the person meets it, and never again; every kind
// has its hint in every language.
func TestManaFirstGameHintsShowOncePerKind(t *testing.T) {
	kit.CheckHintsOncePerKind(t, mana.ID, 2, []uint64{1, 2, 3}, 80, manaDecisionKind, manaDecisionKinds, []string{"place", "free", "obey", "disobey", "reenter"})
}
