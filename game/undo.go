package game

import (
	"errors"
	"fmt"

	"kamon/rules"
)

// UndoBlock says why Undo can do nothing now, so that a disabled undo can
// say why; UndoAllowed when it can. The app maps each to a sentence.
type UndoBlock string

const (
	UndoAllowed UndoBlock = ""
	// UndoNothing: nothing was played yet.
	UndoNothing UndoBlock = "nothing"
	// UndoRevealed: the last action made hidden or random information
	// known (a card drawn or turned over).
	UndoRevealed UndoBlock = "revealed"
	// UndoTurnPassed: the turn has passed since the last action, to
	// another player (hidden information: undo stays within one's turn).
	UndoTurnPassed UndoBlock = "turn-passed"
	// UndoBotMoved: the last action was a bot's; with perfect
	// information, every action so far was.
	UndoBotMoved UndoBlock = "bot-moved"
	// UndoGameOver: with hidden information a finished game stays
	// finished.
	UndoGameOver UndoBlock = "game-over"
)

// UndoBlocker is why Undo can do nothing now, UndoAllowed when it can.
func (m *Match) UndoBlocker() UndoBlock {
	_, why := m.undoRule(m.history, m.state)
	return why
}

// Pending is a person's action played once, on a copy of the match's
// position, and not yet part of the match: the table knows from it whether
// the action could be taken back (Undoable) before anyone sees its result,
// and holds an action that cannot for a moment of grace, then commits it
// without playing it again, or drops it.
type Pending struct {
	m        *Match
	gen      int // the match's generation the action was played at
	state    rules.State
	rec      Record
	undoable bool
}

// ErrStale is a pending action committed after the match changed.
var ErrStale = errors.New("the game changed before the move was made")

// Prepare plays a for the person to move on a copy of the position. a must
// be one of the position's legal actions, taken from them: legality is
// checked where an action comes in from outside (Apply), not again here.
// It is an error on a bot's turn and once the game is over.
func (m *Match) Prepare(a rules.Action) (*Pending, error) {
	p := m.state.ToMove()
	if p == rules.NoPlayer {
		return nil, rules.ErrGameOver
	}
	if !m.human(p) {
		return nil, fmt.Errorf("seat %d is a bot's: only its bot moves there", p+1)
	}
	s := m.state.Clone()
	notation := s.FormatAction(a)
	ev := s.ApplyLegal(a)
	rec := Record{Player: p, Action: notation, Events: ev, action: a}
	// The new record alone gives the answer the whole history would: the
	// hidden-information rule reads only the last record, and the
	// perfect-information one stops at the last person's action, this one.
	_, why := m.undoRule([]Record{rec}, s)
	return &Pending{m: m, gen: m.gen, state: s, rec: rec, undoable: why == UndoAllowed}, nil
}

// Undoable reports whether Undo could take the action back right after it
// is committed.
func (p *Pending) Undoable() bool { return p.undoable }

// Events are what the action made happen, as the rules told it.
func (p *Pending) Events() []rules.Event { return p.rec.Events }

// Commit makes the action part of the match, as Apply would: recorded,
// the redo list cleared, autosaved. It fails, changing nothing, when the
// match changed since Prepare, and when it was committed already.
func (p *Pending) Commit() error {
	m := p.m
	if m == nil || m.gen != p.gen {
		return ErrStale
	}
	m.state = p.state
	m.history = append(m.history, p.rec)
	m.redo = nil
	p.m = nil
	m.changed()
	return nil
}

// undoRule is where one Undo after hist, now at s, goes back to: the
// history length, or -1 and why not.
//
// With hidden information, undo must not take back anything someone has
// seen: only the last action, only if it was the human to move's own (in
// this same turn), and only if it revealed nothing. With perfect information
// it goes back to the last position where a human was to move, taking back
// the bots' replies too.
func (m *Match) undoRule(hist []Record, s rules.State) (int, UndoBlock) {
	n := len(hist)
	if n == 0 {
		return -1, UndoNothing
	}
	if !m.Game.Hidden {
		for i := n - 1; i >= 0; i-- {
			if m.human(hist[i].Player) {
				return i, UndoAllowed
			}
		}
		return -1, UndoBotMoved
	}
	last := hist[n-1]
	switch {
	case s.ToMove() == rules.NoPlayer: // over; Outcome would allocate, and menus ask every frame
		return -1, UndoGameOver
	case !m.human(last.Player):
		return -1, UndoBotMoved
	case last.Player != s.ToMove():
		return -1, UndoTurnPassed
	case rules.Reveals(last.Events):
		return -1, UndoRevealed
	}
	return n - 1, UndoAllowed
}
