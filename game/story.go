package game

import "kamon/rules"

// What the others did: the game log as one player may read it, what
// happened since that player last acted (the hand-off curtain shows it
// before the player lifts it), and the grouping that tells it as a short
// story per turn, "draws 5 cards" rather than five "draws a card".

// LogFor is the match's log as viewer may read it: another player's
// private event keeps only its public text and its masked payload (what
// everyone may know of it, rules.Event.For); rules.NoPlayer reads it as
// the public does.
func (m *Match) LogFor(viewer rules.Player) []LogEntry {
	return m.logFrom(0, func(e rules.Event) rules.Event { return e.For(viewer) })
}

// SinceLastTurn is what happened after p's last action, as p may read it
// (see LogFor): the whole log if p has not acted yet, nothing if p acted
// last.
func (m *Match) SinceLastTurn(p rules.Player) []LogEntry {
	from := 0
	for i := len(m.history) - 1; i >= 0; i-- {
		if m.history[i].Player == p {
			from = i + 1
			break
		}
	}
	return m.logFrom(from, func(e rules.Event) rules.Event { return e.For(p) })
}

// Turn is the events of one player's consecutive actions in a log, in runs.
type Turn struct {
	Mover rules.Player
	Runs  []Run
}

// Run is consecutive events of one kind concerning one player, such as
// five draws: a table words it once, with its count.
type Run struct {
	Kind   string
	Player rules.Player
	Events []rules.Event // in order, at least one
}

// Count is the number of events in the run.
func (r Run) Count() int { return len(r.Events) }

// Turns groups a log (from Log, LogFor or SinceLastTurn) into turns, a turn
// being the actions one player took in a row, and each turn's events into
// runs of the same kind concerning the same player.
func Turns(log []LogEntry) []Turn {
	var out []Turn
	for i, e := range log {
		if i == 0 || e.Mover != log[i-1].Mover {
			out = append(out, Turn{Mover: e.Mover})
		}
		t := &out[len(out)-1]
		if n := len(t.Runs); n > 0 && t.Runs[n-1].Kind == e.Event.Kind && t.Runs[n-1].Player == e.Event.Player {
			t.Runs[n-1].Events = append(t.Runs[n-1].Events, e.Event)
			continue
		}
		t.Runs = append(t.Runs, Run{Kind: e.Event.Kind, Player: e.Event.Player, Events: []rules.Event{e.Event}})
	}
	return out
}
