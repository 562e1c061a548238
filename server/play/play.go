// Package play is the server's rules-side work, pure and without I/O:
// checking an action a seat sends against that seat's view, playing it, and
// cutting what each viewer may receive from the result. Every byte a seat
// or a spectator gets is built here from View(viewer) and Event.For(viewer),
// with the seed hidden even where a game's view keeps it (Mana's).
package play

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"kamon/online/wire"
	"kamon/rules"
)

// Errors a sender is told about. None depends on a hidden fact: the action
// is read and checked against the sender's own view.
var (
	ErrNotYourTurn = errors.New("it is not your turn")
	ErrGameOver    = errors.New("the game is over")
)

// Check reads notation as seat's action in s, against seat's view only.
func Check(s rules.State, seat rules.Player, notation string) (rules.Action, error) {
	if s.Outcome().Over {
		return 0, ErrGameOver
	}
	if s.ToMove() != seat {
		return 0, ErrNotYourTurn
	}
	if len(notation) > wire.MaxNotationLen {
		return 0, fmt.Errorf("%w: the action is longer than %d bytes", rules.ErrBadAction, wire.MaxNotationLen)
	}
	v := s.View(seat)
	a, err := v.ParseAction(notation)
	if err != nil {
		return 0, err
	}
	if !rules.IsLegal(v, a) {
		return 0, rules.Illegal("%s is not a legal action now", strconv.Quote(notation))
	}
	return a, nil
}

// Viewers are the seats then the spectators: index viewer+1 of the slices
// below, 0 being NoPlayer's.
func Viewers(players int) []rules.Player {
	out := make([]rules.Player, 0, players+1)
	for p := rules.NoPlayer; int(p) < players; p++ {
		out = append(out, p)
	}
	return out
}

// Step is one action played, cut for every viewer.
type Step struct {
	Next     rules.State
	Mover    rules.Player
	Notation string
	Events   [][]byte // [viewer+1] events as that viewer reads them, encoded
	Views    [][]byte // [viewer+1] the view after the action, seed hidden
	Snapshot []byte   // the whole state after the action (never sent before the end)
}

// Apply plays a, taken from Legal of s (see Check), on a copy of s.
func Apply(g rules.Game, s rules.State, a rules.Action) (*Step, error) {
	next := s.Clone()
	st := &Step{Next: next, Mover: s.ToMove(), Notation: s.FormatAction(a)}
	ev := next.ApplyLegal(a)
	n := s.Config().Players
	st.Events = make([][]byte, n+1)
	st.Views = make([][]byte, n+1)
	for _, p := range Viewers(n) {
		data, err := EventsFor(g, ev, p)
		if err != nil {
			return nil, err
		}
		st.Events[p+1] = data
		if st.Views[p+1], err = View(next, p); err != nil {
			return nil, err
		}
	}
	var err error
	st.Snapshot, err = next.MarshalJSON()
	return st, err
}

// EventsFor encodes ev as p reads them.
func EventsFor(g rules.Game, ev []rules.Event, p rules.Player) ([]byte, error) {
	mine := make([]rules.Event, len(ev))
	for i, e := range ev {
		mine[i] = e.For(p)
	}
	return wire.EncodeEvents(g, mine)
}

// View is p's view of s, marshalled, with the seed hidden: games with hidden
// information already hide it (rules.HideSeed); a game without keeps it in
// its view, and it is set to 0 here, since nobody is told the seed before
// the end.
func View(s rules.State, p rules.Player) ([]byte, error) {
	v := s.View(p)
	data, err := v.MarshalJSON()
	if err != nil {
		return nil, err
	}
	if seed := v.Config().Seed; seed != 0 {
		// The config is the save's second field ("version", "config", ...;
		// see rules.SaveHeader): its "seed" is the first in the text.
		old := []byte(`"seed":` + strconv.FormatUint(seed, 10))
		i := bytes.Index(data, old)
		if i < 0 {
			return nil, fmt.Errorf("the view of %s keeps its seed where it cannot be hidden", s.Game())
		}
		data = append(append(append([]byte{}, data[:i]...), `"seed":0`...), data[i+len(old):]...)
	}
	return data, nil
}

// Notation is what viewer may read of an action's notation: all of it in a
// game without hidden information, else only the mover's own.
func Notation(g rules.Game, mover, viewer rules.Player, notation string) string {
	if !g.Hidden || mover == viewer {
		return notation
	}
	return ""
}

// PublicConfig is cfg as anyone may know it: without its seed.
func PublicConfig(cfg rules.Config) rules.Config {
	cfg.Seed = 0
	return cfg
}
