package bot

import (
	"time"

	"kamon/rules"
)

// randomBot picks uniformly among the legal actions, from its own RNG.
type randomBot struct {
	rng    rules.RNG
	choice rules.Action
	ok     bool
	legal  []rules.Action
}

// NewRandom makes the random bot. The same seed and the same sequence of
// views give the same choices.
func NewRandom(seed uint64) Bot { return &randomBot{rng: rules.NewRNG(seed)} }

func (b *randomBot) Start(view rules.State, _ rules.Player) {
	b.legal = view.Legal(b.legal[:0])
	b.ok = len(b.legal) > 0
	if b.ok {
		b.choice = b.legal[b.rng.IntN(len(b.legal))]
	}
}

// Step returns at once: the choice was made in Start, which is cheap. With no
// legal action (a game over) it returns done with action 0, which the match
// refuses as it would any illegal action.
func (b *randomBot) Step(time.Duration) (rules.Action, bool) {
	if !b.ok {
		return 0, true
	}
	return b.choice, true
}
