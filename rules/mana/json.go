package mana

import (
	"encoding/json"
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
	if j.Last < -1 || j.Last >= nSquares || j.Passes < 0 {
		return bad("last square %d, passes %d", j.Last, j.Passes)
	}
	if j.Draw != "" && j.Draw != drawPasses && j.Draw != drawRepetition {
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
	return s, nil
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
