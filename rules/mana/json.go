package mana

import (
	"encoding/json"
	"errors"
	"fmt"

	"kamon/rules"
)

type stateJSON struct {
	rules.SaveHeader        // Mana draws nothing at random: no RNG
	Position         string `json:"position"`
	// ToPlace is, during setup, each side's pieces still to place: [Daimio (0/1), Ronins].
	ToPlace [2][2]int `json:"to_place"`
	Last    int       `json:"last"`
	History []key     `json:"history"`
	Passes  int       `json:"passes"`
	Draw    string    `json:"draw,omitempty"`
}

func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{SaveHeader: rules.SaveHeader{Version: version, Config: s.cfg}, Position: s.b.position(), Last: int(s.last),
		History: s.history, Passes: s.passes, Draw: s.draw}
	if j.History == nil {
		j.History = []key{}
	}
	for side, h := range s.hand {
		if h.daimio {
			j.ToPlace[side][0] = 1
		}
		j.ToPlace[side][1] = h.ronins
	}
	return json.Marshal(j)
}

// Unmarshal reads a saved state and checks it is one Mana could reach.
func Unmarshal(data []byte) (*State, error) {
	var j stateJSON
	if err := Game.DecodeSave(data, &j); err != nil {
		return nil, err
	}
	bad := func(format string, args ...any) (*State, error) {
		return nil, Game.BadSave(format, args...)
	}
	b, err := parseBoard(j.Position)
	if err != nil {
		return bad("position: %v", err)
	}
	s := &State{cfg: j.Config, b: b, last: int8(j.Last), passes: j.Passes, draw: j.Draw}
	s.options()
	for side, tp := range j.ToPlace {
		if tp[0] < 0 || tp[0] > 1 || tp[1] < 0 || tp[1] > 5 {
			return bad("%s has %v pieces to place", sideName[side], tp)
		}
		s.hand[side] = hand{daimio: tp[0] == 1, ronins: tp[1]}
	}
	switch {
	case j.Last < -1 || j.Last >= nSquares:
		return bad("the last move reached square %d, off the board", j.Last)
	case j.Passes < 0:
		return bad("%d passes in a row", j.Passes)
	case j.Draw != "" && j.Draw != drawPasses && j.Draw != drawRepetition:
		return bad("unknown draw %q", j.Draw)
	}
	if s.setup() {
		if err := s.checkSetup(); err != nil {
			return bad("%v", err)
		}
		if len(j.History) != 0 || j.Passes != 0 || j.Draw != "" || j.Last != -1 {
			return bad("a game still in setup has a history")
		}
		return s, nil
	}
	if b.over() && (b.daimio[black] < 0) == (b.daimio[white] < 0) {
		return bad("both Daimios are missing")
	}
	if len(j.History) == 0 || j.History[len(j.History)-1] != b.key() {
		return bad("the history does not end with the position")
	}
	s.history = j.History
	for _, k := range s.history {
		s.seen.add(k)
	}
	if err := s.checkLast(); err != nil {
		return bad("%v", err)
	}
	if err := s.checkDraw(); err != nil {
		return bad("%v", err)
	}
	return s, nil
}

// checkLast checks the square the last move or entry reached: the piece
// of the side that moved stands there, and the mana asked for is its
// symbol. A position read from its notation has none (-1).
func (s *State) checkLast() error {
	if s.last < 0 {
		return nil
	}
	moved := s.b.side ^ 1
	switch {
	case s.b.occ[moved]&(1<<s.last) == 0:
		return fmt.Errorf("%s moved last to %s, where it has no piece", sideName[moved], SquareName(int(s.last)))
	case s.b.mana != symbols[s.last]:
		return fmt.Errorf("mana %d after a move to %s, a %d", s.b.mana, SquareName(int(s.last)), symbols[s.last])
	}
	return nil
}

// checkDraw checks that the game was drawn exactly when a rule in force
// drew it: a position's third occurrence (but at the move that won), or
// the second pass in a row, which the rules check first. A position seen
// a third time before the last one would have ended the game there.
func (s *State) checkDraw() error {
	seen := map[key]int{}
	for i, k := range s.history {
		if seen[k]++; s.repetition && seen[k] >= 3 && i < len(s.history)-1 {
			return fmt.Errorf("the position after move %d occurred a third time, and play went on", i)
		}
	}
	last := seen[s.history[len(s.history)-1]]
	byPasses := s.doublePass && s.passes >= 2
	switch {
	case s.draw != "" && s.b.over():
		return errors.New("a game both won and drawn")
	case s.draw == drawPasses && !byPasses:
		return fmt.Errorf("drawn by passing after %d passes in a row, with that rule %s", s.passes, onOff(s.doublePass))
	case s.draw == drawRepetition && (!s.repetition || last < 3 || byPasses):
		return fmt.Errorf("drawn by repetition of a position seen %d times, with that rule %s", last, onOff(s.repetition))
	case s.draw == "" && byPasses:
		return fmt.Errorf("%d passes in a row, and no draw", s.passes)
	case s.draw == "" && s.repetition && last >= 3 && !s.b.over():
		return errors.New("the position occurred a third time, and no draw")
	}
	return nil
}

func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// checkSetup checks a setup in progress: every piece placed or still in hand,
// on its own rows, in placing order.
func (s *State) checkSetup() error {
	for side := range s.hand {
		h := s.hand[side]
		if s.cfg.Variant != Advanced && h != (hand{}) && h != (hand{true, 5}) {
			return fmt.Errorf("%s: the standard setup places the Daimio and its Ronins at once", sideName[side])
		}
		placed := s.b.occ[side]
		if s.b.reserve[side] != 0 || placed&^s.homeRows(uint8(side)) != 0 {
			return fmt.Errorf("%s has pieces outside its setup rows or in reserve", sideName[side])
		}
		n := 0
		for m := placed; m != 0; m &= m - 1 {
			n++
		}
		if (s.b.daimio[side] >= 0) == h.daimio || n+h.ronins+btoi(h.daimio) != 6 {
			return fmt.Errorf("%s: %d pieces placed and %d Ronins to place", sideName[side], n, h.ronins)
		}
	}
	placing := s.b.side
	if s.hand[placing] == (hand{}) || placing == white && s.hand[black] != (hand{}) || s.b.mana != 0 {
		return fmt.Errorf("%s is placing out of turn", sideName[placing])
	}
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
