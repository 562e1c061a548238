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

// Unmarshal reads a saved state, or a player's view, and refuses it unless
// it passes every check of saveChecks, so that a corrupt save is refused
// rather than played.
func Unmarshal(b []byte) (*State, error) {
	var j stateJSON
	if err := Game.DecodeSave(b, &j); err != nil {
		return nil, err
	}
	s := &State{cfg: j.Config, rng: j.RNG, d: j.Data}
	// The one ban of an older save joins the bans before the checks, which
	// refuse it with the others if it is out of range; no turns left meant
	// the ban's last turn.
	for p := range s.d.Seats {
		if st := &s.d.Seats[p]; st.OldBan > 0 {
			left := st.OldBanLeft
			if left == 0 {
				left = 1
			}
			st.Bans = append(st.Bans, ban{Name: st.OldBan - 1, Left: left})
			st.OldBan, st.OldBanLeft = 0, 0
		}
	}
	for _, c := range saveChecks {
		if err := c.check(s); err != nil {
			return nil, Game.BadSave("%s: %w", c.name, err)
		}
	}
	return s, nil
}

// saveCheck is one thing a saved state must hold to be played: check
// returns the sentence it refuses the state with, or nil. Unmarshal runs
// them in order and names the first that refuses; each may rely on those
// before it (the armies' rows are in range before their cards are read).
type saveCheck struct {
	name  string
	check func(s *State) error
}

var saveChecks = []saveCheck{
	{"phase", checkPhase},
	{"seats", checkSeatsNamed},
	{"round", checkRound},
	{"tokens", checkTokens},
	{"winners", checkWinners},
	{"view", checkView},
	{"tiles", checkTiles},
	{"clan count", checkClanCount},
	{"clans", checkClans},
	{"support", checkSupport},
	{"cards", checkCards},
	{"card tokens", checkCardTokens},
	{"counters", checkCounters},
	{"bans", checkBans},
	{"hold", checkHold},
	{"tasks", checkTasks},
	{"task arguments", checkTaskArgs},
	{"frames", checkFrames},
	{"flow", checkFlow},
	{"decision", checkDecision},
	{"dead end", checkDeadEnd},
}

func seatOK(p int8) bool { return p == 0 || p == 1 }

// within reports whether lo <= v <= hi.
func within[T ~int8 | ~int16](v, lo, hi T) bool { return lo <= v && v <= hi }

func checkPhase(s *State) error {
	if s.d.Phase < phDraft || s.d.Phase > phOver {
		return fmt.Errorf("phase %d is none of the game's", s.d.Phase)
	}
	return nil
}

func checkSeatsNamed(s *State) error {
	if d := &s.d; !seatOK(d.P1) || !seatOK(d.First) || !seatOK(d.Turn) {
		return fmt.Errorf("first player %d, round's first %d or turn %d is not a seat", d.P1, d.First, d.Turn)
	}
	return nil
}

func checkRound(s *State) error {
	if s.d.Round < 0 || s.d.Round > 3 {
		return fmt.Errorf("round %d is not 0 to 3", s.d.Round)
	}
	return nil
}

func checkTokens(s *State) error {
	if d := &s.d; d.Wonder < -1 || d.Wonder > 1 || d.Bounty < -1 || d.Bounty >= int16(nCards) {
		return fmt.Errorf("the Wonder token's holder %d or the Bounty token's card %d is out of range", d.Wonder, d.Bounty)
	}
	return nil
}

func checkWinners(s *State) error {
	if d := &s.d; d.Winner < -1 || d.Winner > 1 || d.BWin < -1 || d.BWin > 1 {
		return fmt.Errorf("winner %d or battle winner %d is not a seat", d.Winner, d.BWin)
	}
	return nil
}

// checkView: a view is of a seat or the public's, and carries no seed nor
// RNG, from which every shuffle follows; it shows its viewer's own hand and
// discard.
func checkView(s *State) error {
	d := &s.d
	switch {
	case d.Viewer < -1 || d.Viewer > 1 || !d.Masked && d.Viewer != 0:
		return fmt.Errorf("a view of %d, or a viewer in a game", d.Viewer)
	case !d.Masked:
		return nil
	}
	if _, rng := rules.HideSeed(s.cfg); s.cfg.Seed != 0 || s.rng != rng {
		return fmt.Errorf("a view with a seed or an RNG")
	}
	if d.Viewer >= 0 {
		own := &d.Seats[d.Viewer]
		if slices.ContainsFunc(slices.Concat(own.Hand, own.Discard), func(c card) bool { return c&^hiddenBit == unknown }) {
			return fmt.Errorf("a view hides a card of its viewer's hand or discard")
		}
	}
	return nil
}

func checkTiles(s *State) error {
	for k, t := range s.d.Tiles {
		if t.Owner < -1 || t.Owner > 1 || t.Owner >= 0 && !slices.Contains(s.d.Seats[t.Owner].Clans, clan(k)) {
			return fmt.Errorf("tile %d has owner %d, who did not draft it", k, t.Owner)
		}
	}
	return nil
}

func checkClanCount(s *State) error {
	for p, st := range s.d.Seats {
		if len(st.Clans) > 3 {
			return fmt.Errorf("seat %d drafted %d clans", p, len(st.Clans))
		}
	}
	return nil
}

func checkClans(s *State) error {
	for p, st := range s.d.Seats {
		for _, c := range st.Clans {
			if c < 0 || c >= nClans || s.d.Tiles[c].Owner != int8(p) {
				return fmt.Errorf("seat %d holds clan %d, whose tile it does not own", p, c)
			}
		}
	}
	return nil
}

func checkSupport(s *State) error {
	for p := range s.d.Seats {
		if !s.d.Seats[p].Army.check() {
			return fmt.Errorf("seat %d's army rows break support", p)
		}
	}
	return nil
}

// checkCards: every card is a card, in one place at most. A view may hide
// those of decks, hands and discards (unknown); a discard
// alone marks the cards paid face down for a Secret Shift (hiddenBit).
// Armies, removed cards and the cards shown are known.
func checkCards(s *State) error {
	var seen [nCards]bool
	bad := -1
	mark := func(z []card, hideable, markable bool) {
		for _, c := range z {
			if markable {
				c &^= hiddenBit
			}
			switch {
			case bad >= 0:
			case c == unknown && hideable && s.d.Masked:
			case int(c) >= nCards || seen[c]:
				bad = int(c)
			default:
				seen[c] = true
			}
		}
	}
	for p := range s.d.Seats {
		st := &s.d.Seats[p]
		mark(st.Deck, true, false)
		mark(st.Hand, true, false)
		mark(st.Discard, true, true)
		mark(st.Removed, false, false)
		for r := range 3 {
			for _, sl := range st.Army.Rows[r][:st.Army.N[r]] {
				mark([]card{sl.C}, false, false)
			}
		}
	}
	mark(s.d.Shown, false, false)
	if bad >= 0 {
		return fmt.Errorf("card %d is out of range or in two places", bad)
	}
	return nil
}

func checkCardTokens(s *State) error {
	for p := range s.d.Seats {
		a := &s.d.Seats[p].Army
		for r := range 3 {
			for _, sl := range a.Rows[r][:a.N[r]] {
				if sl.Tok < 0 || sl.Tok > 5 {
					return fmt.Errorf("a card of seat %d holds %d tokens", p, sl.Tok)
				}
			}
		}
	}
	return nil
}

func checkCounters(s *State) error {
	for p, st := range s.d.Seats {
		if !within(st.Unlocked, 0, 5) || !within(st.Reserve, 0, 5) || !within(st.Spent, 0, 5) ||
			!within(st.Sup, 0, 3) || !within(st.Final, 0, 3) || st.Extra < 0 {
			return fmt.Errorf("seat %d's counters are out of range", p)
		}
		// Unmarshal moved an older save's ban to Bans: what is left is
		// a ban of no name, or turns left of no ban.
		if st.OldBan != 0 || st.OldBanLeft != 0 {
			return fmt.Errorf("seat %d has an older ban %d for %d turns", p, st.OldBan, st.OldBanLeft)
		}
	}
	return nil
}

func checkBans(s *State) error {
	for p, st := range s.d.Seats {
		for _, b := range st.Bans {
			if b.Name < 0 || int(b.Name) >= len(defs) || b.Left < 1 || b.Left > 2 {
				return fmt.Errorf("seat %d has a ban of name %d for %d turns", p, b.Name, b.Left)
			}
		}
	}
	return nil
}

func checkHold(s *State) error {
	holds := 0
	for _, t := range s.d.Stack {
		if t.Op == opHoldEnd {
			holds++
		}
	}
	if int(s.d.Hold) != holds {
		return fmt.Errorf("%d steps held, %d on the stack", s.d.Hold, holds)
	}
	return nil
}

func checkTasks(s *State) error {
	for _, t := range slices.Concat(s.d.Stack, s.d.Queue) {
		if !taskOK(t, len(s.d.Frames)) {
			return fmt.Errorf("a bad task on the stack: %+v", t)
		}
	}
	return nil
}

// checkTaskArgs: the tasks the engine pushes with arguments name cards,
// rows, modes and players that exist. A step of a card's program not yet
// begun (Pc set, Ph 0) gets its opcode as it begins: nothing to check.
func checkTaskArgs(s *State) error {
	for _, t := range slices.Concat(s.d.Stack, s.d.Queue) {
		if args := taskArgs[t.Op]; args != nil && (t.Pc == 0 || t.Ph > 0) && !args(s, t) {
			return fmt.Errorf("a task with arguments out of range: %+v", t)
		}
	}
	return nil
}

func isCard(a int16) bool { return a >= 0 && int(a) < nCards }
func isMode(b int16) bool { return b >= modeCapture && int(b) < len(modeNames) }

// taskArgs checks the arguments of each opcode that reads them as a card,
// a row, a mode or a player.
var taskArgs = [nOps]func(s *State, t task) bool{
	// the army position its end-of-turn walk has reached, 0 to 15
	opEndTurn: func(_ *State, t task) bool { return t.A >= 0 && t.A <= 15 },
	// the card played and a row with room for it
	opPlace: func(s *State, t task) bool {
		return isCard(t.A) && t.B >= 0 && t.B <= 2 && s.seat(t.P).Army.canPlace(int(t.B))
	},
	// the cards shifted out and in
	opShiftIn:         func(_ *State, t task) bool { return isCard(t.A) && isCard(t.B) },
	opPay:             func(_ *State, t task) bool { return t.B == 0 || t.B == 1 },
	opReactActivation: func(_ *State, t task) bool { return isCard(t.A) },
	// the card struck, how, and by whom
	opReactCapture: func(_ *State, t task) bool { return isCard(t.A) && isMode(t.B) && seatOK(t.N) },
	opStrike:       func(_ *State, t task) bool { return isCard(t.A) && isMode(t.B) },
	opRemoveCard:   func(_ *State, t task) bool { return isCard(t.A) },
	// once the mode or the first card is chosen (Ph 2)
	opPangu:        func(_ *State, t task) bool { return t.Ph != 2 || isMode(t.B) },
	opNitishStrike: func(_ *State, t task) bool { return t.Ph != 2 || isMode(t.B) },
	opSwap:         func(_ *State, t task) bool { return t.Ph != 2 || isCard(t.A) },
}

// taskOK reports whether t names an opcode, a step of a card's program
// (with that step's opcode once it has begun), a seat, a frame and
// arguments in range.
func taskOK(t task, frames int) bool {
	switch {
	case !within(t.Op, opNone, nOps-1) || !within(t.Pc, 0, int16(len(prog))) || t.Op == opNone && t.Pc == 0:
		return false
	case t.Pc > 0 && t.Ph > 0 && t.Op != prog[t.Pc-1].op:
		return false
	case !seatOK(t.P) || !within(t.Fr, 0, int16(frames)) || !within(t.A, -1, 255) || !within(t.B, -1, 255):
		return false
	}
	return t.Op != opText || within(t.A, 0, int16(len(defs)-1))
}

func checkFrames(s *State) error {
	for _, f := range s.d.Frames {
		if !seatOK(f.Ctrl) || !seatOK(f.Player) || int(f.Src) >= nCards || !within(f.Clan, -1, int8(nClans)-1) ||
			!within(f.Level, 0, 3) || !within(f.Name, 0, int16(len(defs))-1) || !within(f.Card, -1, int16(nCards)-1) ||
			f.At.R != -1 && (!seatOK(f.At.P) || !within(f.At.R, 0, 2) || !within(f.At.I, 0, 4)) {
			return fmt.Errorf("a bad effect frame: %+v", f)
		}
	}
	return nil
}

func checkFlow(s *State) error {
	if s.d.Phase != phOver && !slices.ContainsFunc(s.d.Stack, func(t task) bool { return flowOps[t.Op] }) {
		return fmt.Errorf("nothing leads the game on: no round, turn, battle or song on the stack")
	}
	return nil
}

// checkDecision: a game goes on from a decision, the task on top of the
// stack, begun (a step of a card's program has its player and count), as
// run leaves it after every action.
func checkDecision(s *State) error {
	if s.d.Phase == phOver {
		return nil
	}
	if t := s.top(); ops[t.Op].options == nil || t.Pc > 0 && t.Ph == 0 {
		return fmt.Errorf("the task on top of the stack, %+v, waits for no decision", *t)
	}
	return nil
}

// checkDeadEnd: the player to move has a decision to take. A view of the
// other seat cannot know their options; it is spared.
func checkDeadEnd(s *State) error {
	if s.d.Phase == phOver || len(s.Legal(nil)) > 0 {
		return nil
	}
	if p, view := s.Viewer(); view && p != s.ToMove() {
		return nil
	}
	return fmt.Errorf("%s, to move, has no legal action", pname(s.top().P))
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
