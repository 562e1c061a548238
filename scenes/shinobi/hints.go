package shinobi

import (
	"kamon/rules"
	"kamon/rules/shinobi"
)

// shinobiDecisionKinds are the kinds shinobiDecisionKind names, each with
// its "hint.shinobi.<kind>".
var shinobiDecisionKinds = []string{"deploy", "ninja", "reinforce", "attack", "skip"}

// shinobiDecisionKind is the kind of decision a view of Shinobi waits
// for, for the first-game hints: the step of the turn (the deployment
// says "ninja" when a Ninja may strike), or a step that must be skipped.
func shinobiDecisionKind(v rules.State, legal []rules.Action) string {
	s, ok := v.(*shinobi.State)
	if !ok {
		return ""
	}
	switch {
	case len(legal) == 0:
		return ""
	case len(legal) == 1 && legal[0] == shinobi.SkipAction:
		return "skip"
	}
	switch s.Step() {
	case shinobi.StepDeploy:
		for _, a := range legal {
			if m, ok := s.Describe(a); ok && m.Kind == shinobi.Ninja {
				return "ninja"
			}
		}
		return "deploy"
	case shinobi.StepReinforce:
		return "reinforce"
	case shinobi.StepAttack:
		return "attack"
	}
	return ""
}
