package peuple

import (
	"testing"

	"kamon/rules/peuple"
)

// With the first-game hints on, the table shows each kind of decision's
// hint the first time the person meets it, and never again; every kind
// has its hint in every language.
func TestPeupleFirstGameHintsShowOncePerKind(t *testing.T) {
	kit.CheckHintsOncePerKind(t, peuple.ID, 3, []uint64{1, 2, 3}, 80, peupleDecisionKind, peupleDecisionKinds, peupleDecisionKinds)
}
