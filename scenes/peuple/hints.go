package peuple

import (
	"kamon/rules"
	"kamon/rules/peuple"
)

// peupleDecisionKinds are the kinds peupleDecisionKind names, each with
// its "hint.peuple.<kind>".
var peupleDecisionKinds = []string{"turn", "play", "defense", "helper", "discard"}

// peupleDecisionKind is the kind of decision a view of Le Dernier Peuple
// waits for, for the first-game hints: the phase of the turn.
func peupleDecisionKind(v rules.State, _ []rules.Action) string {
	s, ok := v.(*peuple.State)
	if !ok {
		return ""
	}
	switch s.Phase() {
	case peuple.PhaseTurn:
		return "turn"
	case peuple.PhasePlay:
		return "play"
	case peuple.PhaseDefense:
		return "defense"
	case peuple.PhaseHelper:
		return "helper"
	case peuple.PhaseDiscard:
		return "discard"
	}
	return ""
}
