package game

import "kamon/rules"

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

// Undoable reports whether the person to move could take a back with Undo
// right after playing it. It is false for an illegal action and for a bot's
// turn. The card games ask it before they apply a move that cannot be taken
// back (it reveals something, passes the turn or ends the game), to commit
// such a move only after a clear last step. It plays a on a copy of the
// position and changes nothing.
func (m *Match) Undoable(a rules.Action) bool {
	p := m.state.ToMove()
	if !m.human(p) {
		return false
	}
	s := m.state.Clone()
	ev, err := s.Apply(a)
	if err != nil {
		return false
	}
	// The new record alone gives the answer the whole history would: the
	// hidden-information rule reads only the last record, and the
	// perfect-information one stops at the last person's action, this one.
	_, why := m.undoRule([]Record{{Player: p, Events: ev}}, s)
	return why == UndoAllowed
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
	case revealed(last.Events):
		return -1, UndoRevealed
	}
	return n - 1, UndoAllowed
}

func revealed(events []rules.Event) bool {
	for _, e := range events {
		if e.Reveal {
			return true
		}
	}
	return false
}
