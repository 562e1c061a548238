package rules

import (
	"errors"
	"fmt"
)

// ErrPlyLimit is what Playout returns (wrapped) when the game is not over
// after maxPlies: a caller that cuts playouts short on purpose tells it
// apart from a broken rule with errors.Is.
var ErrPlyLimit = errors.New("ply limit reached")

// Playout plays uniformly random legal actions from s until the game ends or
// maxPlies actions were applied, calling visit (if not nil) after each one.
// The choices come from rng, never from the state's own RNG. It is what bots,
// benchmarks and the generic tests use.
func Playout(s State, rng *RNG, maxPlies int, visit func(a Action, events []Event) error) (plies int, err error) {
	var buf [256]Action
	for plies < maxPlies {
		if s.Outcome().Over {
			return plies, nil
		}
		legal := s.Legal(buf[:0])
		if len(legal) == 0 {
			return plies, fmt.Errorf("%s: player %d to move has no legal action but the game is not over", s.Game(), s.ToMove())
		}
		a := legal[rng.IntN(len(legal))]
		events, err := s.Apply(a)
		if err != nil {
			return plies, fmt.Errorf("%s: legal action %s refused: %w", s.Game(), s.FormatAction(a), err)
		}
		plies++
		if visit != nil {
			if err := visit(a, events); err != nil {
				return plies, err
			}
		}
	}
	if !s.Outcome().Over {
		return plies, fmt.Errorf("%s: not over after %d plies: %w", s.Game(), maxPlies, ErrPlyLimit)
	}
	return plies, nil
}
