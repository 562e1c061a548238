package peuple

import (
	"kamon/rules"
)

// Landing is where one option of a movement card would take a pawn, and
// what would happen there.
type Landing struct {
	Option Option
	// Stops are the cards the pawn ends each step on: one, or two for the
	// steps of a two-step card (one when the first step makes an event).
	Stops []int
	// Event is the event the last stop would make (0 for none, or when the
	// active player must first choose among several Helpers).
	Event   EventKind
	Village int            // the village of the event
	Helpers []rules.Player // the players whose pawn could help: one, or several to choose from
	// Power reports that the move puts the active player's pawn on a
	// pickaxe: a power card is drawn.
	Power bool
}

// Preview lists, for movement card c played on pawn w by the active player,
// each option's landing. It changes nothing and does not check that the
// card is in hand or the pawn allowed.
func (s *State) Preview(c MoveCard, w Pawn) []Landing {
	spec := c.Spec()
	if c == 0 || w < 0 || int(w) >= len(s.pawns) {
		return nil
	}
	ring := s.Ring()
	out := []Landing{s.landing(w, Circle, wrap(s.pawns[w]+spec.Move, ring))}
	if spec.TwoStep() {
		first := s.landing(w, Steps, wrap(s.pawns[w]+spec.Steps[0], ring))
		if len(first.Helpers) == 0 {
			// No event: the second step starts from the first stop.
			second := s.clone()
			second.pawns[w] = first.Stops[0]
			l := second.landing(w, Steps, wrap(first.Stops[0]+spec.Steps[1], ring))
			first.Stops = append(first.Stops, l.Stops...)
			first.Event, first.Village, first.Helpers, first.Power = l.Event, l.Village, l.Helpers, l.Power
		}
		out = append(out, first)
	}
	return append(out, s.landing(w, Target, spec.Target))
}

func (s *State) landing(w Pawn, o Option, to int) Landing {
	l := Landing{Option: o, Stops: []int{to}}
	helper, many := s.helperFor(w, to)
	if helper < 0 {
		l.Power = w.Owner() == s.turn && TerrainOf(to) == Pickaxe
		return l
	}
	l.Village, _ = flankVillage(to)
	if many {
		_, other := flankVillage(to)
		for v, at := range s.pawns {
			p := Pawn(v).Owner()
			if at == other && Pawn(v) != w && (len(l.Helpers) == 0 || l.Helpers[len(l.Helpers)-1] != p) {
				l.Helpers = append(l.Helpers, p)
			}
		}
		return l
	}
	l.Helpers = []rules.Player{helper.Owner()}
	l.Event = eventKind(w.Owner(), helper.Owner(), rules.Player(VillageOwner(l.Village)))
	return l
}
