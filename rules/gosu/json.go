package gosu

import (
	"encoding/json"
	"fmt"
	"slices"

	"kamon/rules"
)

type stateJSON struct {
	rules.SaveHeader
	Data data `json:"game"`
}

func (s *State) MarshalJSON() ([]byte, error) {
	return json.Marshal(stateJSON{rules.SaveHeader{Version: version, Config: s.cfg, RNG: s.rng}, s.d})
}

// Unmarshal reads a saved state and checks that every field is in range, so
// that a corrupt save is refused rather than played.
func Unmarshal(b []byte) (*State, error) {
	var j stateJSON
	if err := Game.DecodeSave(b, &j); err != nil {
		return nil, err
	}
	if err := j.Data.check(); err != nil {
		return nil, Game.BadSave("%w", err)
	}
	for p := range j.Data.Seats {
		if st := &j.Data.Seats[p]; st.OldBan > 0 {
			st.Bans = append(st.Bans, ban{Name: st.OldBan - 1, Left: max(1, st.OldBanLeft)})
			st.OldBan, st.OldBanLeft = 0, 0
		}
	}
	return &State{cfg: j.Config, rng: j.RNG, d: j.Data}, nil
}

func (d *data) check() error {
	seen := map[card]bool{}
	zone := func(z []card, masked bool) error {
		for _, c := range z {
			c &^= hiddenBit
			if c == unknown && d.Masked {
				continue
			}
			if int(c) >= nCards || seen[c] {
				return fmt.Errorf("card %d out of range or twice", c)
			}
			seen[c] = true
		}
		return nil
	}
	pl := func(p int8) bool { return p == 0 || p == 1 }
	if d.Phase < phDraft || d.Phase > phOver || !pl(d.P1) || !pl(d.First) || !pl(d.Turn) || d.Round < 0 || d.Round > 3 ||
		d.Wonder < -1 || d.Wonder > 1 || d.Bounty < -1 || d.Bounty >= int16(nCards) || d.Winner < -1 || d.Winner > 1 || d.BWin < -1 || d.BWin > 1 {
		return fmt.Errorf("a counter is out of range")
	}
	if d.Viewer < -1 || d.Viewer > 1 || !d.Masked && d.Viewer != 0 {
		return fmt.Errorf("a view of %d", d.Viewer)
	}
	for k, t := range d.Tiles {
		if t.Owner < -1 || t.Owner > 1 || t.Owner >= 0 && !slices.Contains(d.Seats[t.Owner].Clans, clan(k)) {
			return fmt.Errorf("tile %d: owner %d", k, t.Owner)
		}
	}
	for p := range d.Seats {
		st := &d.Seats[p]
		if len(st.Clans) > 3 {
			return fmt.Errorf("%d clans", len(st.Clans))
		}
		for _, c := range st.Clans {
			if c < 0 || c >= nClans || d.Tiles[c].Owner != int8(p) {
				return fmt.Errorf("clan %d not drafted by its seat", c)
			}
		}
		for _, z := range [][]card{st.Deck, st.Hand, st.Discard, st.Removed} {
			if err := zone(z, true); err != nil {
				return err
			}
		}
		if !st.Army.check() {
			return fmt.Errorf("army rows break support")
		}
		for r := range 3 {
			for i := range int(st.Army.N[r]) {
				sl := st.Army.Rows[r][i]
				if err := zone([]card{sl.C}, false); err != nil {
					return err
				}
				if sl.Tok < 0 || sl.Tok > 5 {
					return fmt.Errorf("%d tokens on a card", sl.Tok)
				}
			}
		}
		if st.Unlocked < 0 || st.Unlocked > 5 || st.Reserve < 0 || st.Spent < 0 || st.Reserve > 5 || st.Spent > 5 ||
			st.Sup < 0 || st.Sup > 3 || st.Final < 0 || st.Final > 3 || st.Extra < 0 || st.OldBan < 0 || int(st.OldBan) > len(defs) || st.OldBanLeft < 0 || st.OldBanLeft > 2 {
			return fmt.Errorf("seat %d counters out of range", p)
		}
		for _, b := range st.Bans {
			if b.Name < 0 || int(b.Name) >= len(defs) || b.Left < 1 || b.Left > 2 {
				return fmt.Errorf("seat %d: a bad ban", p)
			}
		}
	}
	if err := zone(d.Shown, false); err != nil {
		return err
	}
	holds := 0
	for _, t := range d.Stack {
		if t.Op == opHoldEnd {
			holds++
		}
	}
	if int(d.Hold) != holds {
		return fmt.Errorf("%d steps held, %d on the stack", d.Hold, holds)
	}
	for _, t := range slices.Concat(d.Stack, d.Queue) {
		if t.Op < opNone || t.Op >= nOps || t.Pc < 0 || int(t.Pc) > len(prog) || t.Op == opNone && t.Pc == 0 || t.Pc > 0 && t.Ph > 0 && t.Op != prog[t.Pc-1].op || !pl(t.P) || t.Fr < 0 || int(t.Fr) > len(d.Frames) ||
			t.A < -1 || t.A >= 256 || t.B < -1 || t.B >= 256 || t.Op == opText && (t.A < 0 || int(t.A) >= len(defs)) {
			return fmt.Errorf("a bad task on the stack: %+v", t)
		}
	}
	for _, f := range d.Frames {
		if !pl(f.Ctrl) || !pl(f.Player) || f.Clan < -1 || f.Clan >= int8(nClans) || f.Level < 0 || f.Level > 3 ||
			f.Name < 0 || int(f.Name) >= len(defs) || f.Card < -1 || f.Card >= int16(nCards) || f.At.R < -1 || f.At.R > 2 {
			return fmt.Errorf("a bad effect frame")
		}
	}
	if d.Phase != phOver && !slices.ContainsFunc(d.Stack, func(t task) bool { return flowOps[t.Op] }) {
		return fmt.Errorf("nothing leads the game on: no round, turn, battle or song on the stack")
	}
	return nil
}

// flowOps are the tasks that lead the game on: each hands over to the next
// (a turn to its end, the end to the next turn, a battle to the song...)
// until the game ends, so a stack holding one never runs dry.
var flowOps = [nOps]bool{opStartRound: true, opTurn: true, opEndTurn: true, opNextTurn: true,
	opBattle: true, opSong: true, opSongEnd: true}

func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := &State{cfg: s.cfg, rng: s.rng, d: s.d}
	for p := range c.d.Seats {
		st := &c.d.Seats[p]
		st.Clans = slices.Clone(st.Clans)
		st.Deck, st.Hand = slices.Clone(st.Deck), slices.Clone(st.Hand)
		st.Discard, st.Removed = slices.Clone(st.Discard), slices.Clone(st.Removed)
		st.Bans = slices.Clone(st.Bans)
	}
	c.d.Stack, c.d.Queue = slices.Clone(s.d.Stack), slices.Clone(s.d.Queue)
	c.d.Frames, c.d.Shown = slices.Clone(s.d.Frames), slices.Clone(s.d.Shown)
	return c
}
