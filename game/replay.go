package game

import (
	"errors"
	"fmt"
	"slices"

	"kamon/rules"
)

// Replay steps through a saved match, ply by ply. It keeps every position
// (about 1 to 1.5 KB each in the card games), so a step costs one view.
// The replay viewer draws ViewAt and animates EventsAt: the public view, or
// once the game is over each player's.
type Replay struct {
	Game   rules.Game
	Seats  []Seat
	Config rules.Config

	records []Record
	states  []rules.State // states[i] is the position after i actions
}

// NewReplay reads a save (as Load does, with the same refusals).
func NewReplay(data []byte) (*Replay, error) {
	m, err := Load(data)
	if err != nil {
		return nil, err
	}
	r := &Replay{Game: m.Game, Seats: m.Seats, Config: m.Config(), records: m.History()}
	s := m.start.Clone()
	r.states = append(r.states, s.Clone())
	for i, rec := range r.records {
		if _, err := s.Apply(rec.action); err != nil {
			return nil, fmt.Errorf("replaying action %d (%s): %w", i+1, rec.Action, err)
		}
		r.states = append(r.states, s.Clone())
	}
	return r, nil
}

// Len is the number of actions.
func (r *Replay) Len() int { return len(r.records) }

// Records are the actions with their events, oldest first.
func (r *Replay) Records() []Record { return slices.Clone(r.records) }

// Outcome is the result at the end of the replay.
func (r *Replay) Outcome() rules.Outcome { return r.states[len(r.states)-1].Outcome() }

// ViewAt is the position after ply actions (0 is the start) as viewer may
// see it: rules.NoPlayer gives the public view, at any ply; a player's own
// view is given once the game is over, when nothing of it is secret any
// more. The view is a copy the caller may keep.
func (r *Replay) ViewAt(ply int, viewer rules.Player) (rules.State, error) {
	if err := r.check(ply, viewer); err != nil {
		return nil, err
	}
	return r.states[ply].View(viewer), nil
}

// EventsAt are the events of ply (none at 0) as viewer may read them (see
// ViewAt for who may be the viewer): another player's private event keeps
// only its public text and its masked payload (rules.Event.For).
func (r *Replay) EventsAt(ply int, viewer rules.Player) ([]rules.Event, error) {
	if err := r.check(ply, viewer); err != nil {
		return nil, err
	}
	if ply == 0 {
		return nil, nil
	}
	ev := r.records[ply-1].Events
	out := make([]rules.Event, len(ev))
	for i, e := range ev {
		out[i] = e.For(viewer)
	}
	return out, nil
}

// Mover is the player who played ply; rules.NoPlayer for 0 or a ply out of
// range.
func (r *Replay) Mover(ply int) rules.Player {
	if ply < 1 || ply > len(r.records) {
		return rules.NoPlayer
	}
	return r.records[ply-1].Player
}

// check refuses a ply out of range and a player's view of a game that is
// not over.
func (r *Replay) check(ply int, viewer rules.Player) error {
	if ply < 0 || ply > len(r.records) {
		return fmt.Errorf("ply %d is out of range 0..%d", ply, len(r.records))
	}
	if viewer != rules.NoPlayer && (viewer < 0 || int(viewer) >= len(r.Seats)) {
		return fmt.Errorf("no player %d in a game of %d", viewer, len(r.Seats))
	}
	if viewer != rules.NoPlayer && !r.Outcome().Over {
		return errors.New("a player's view is shown only once the game is over")
	}
	return nil
}
