package game

import (
	"slices"

	"kamon/rules"
)

// Twin is a second world of m: a match that went as m went as far as
// everyone saw, but whose hidden facts are world's. world is a position
// consistent with all the public saw of m (a rules.Determinizer's deal);
// the twin's history is m's, each event as the public read it, and play
// goes on from world, with m's seats and config (so bots draw the same
// seeds). Whatever shows only what the public may see of m must show the
// same of its twin: the checks that a screen keeps secrets compare the
// two. A twin saves nothing and undo never takes it back past world.
func (m *Match) Twin(world rules.State) *Match {
	t := newMatch(m.Game, m.cfg, slices.Clone(m.Seats), world)
	t.base = len(m.history)
	t.history = make([]Record, len(m.history), len(m.history)+16)
	for i, r := range m.history {
		ev := make([]rules.Event, len(r.Events))
		for j, e := range r.Events {
			ev[j] = e.For(rules.NoPlayer)
		}
		t.history[i] = Record{Player: r.Player, Action: r.Action, Events: ev, action: r.action}
	}
	return t
}
