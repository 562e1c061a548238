package game

import (
	"fmt"
	"slices"

	"kamon/rules"
)

// Replay steps through a saved match, ply by ply, with every position known
// (it is for finished games, so nothing is hidden any more).
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

// At is the state after ply actions (0 is the start) and the events of that
// ply. The state is a copy the caller may keep.
func (r *Replay) At(ply int) (rules.State, []rules.Event, error) {
	if ply < 0 || ply > len(r.records) {
		return nil, nil, fmt.Errorf("ply %d is out of range 0..%d", ply, len(r.records))
	}
	var ev []rules.Event
	if ply > 0 {
		ev = r.records[ply-1].Events
	}
	return r.states[ply].Clone(), ev, nil
}

// Records are the actions with their events, oldest first.
func (r *Replay) Records() []Record { return slices.Clone(r.records) }

// Outcome is the result at the end of the replay.
func (r *Replay) Outcome() rules.Outcome { return r.states[len(r.states)-1].Outcome() }
