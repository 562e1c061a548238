// Package mana is the rules of Mana (Claude Leroy), as docs/rules/mana.md
// tells them: a 6×6 board of single, double and triple squares, a
// Daimio and five Ronins a side, and the Mana-bird that tells the next player
// which symbol to move from.
//
// The play phase lives in a small value type (board) with bitboards and
// precomputed walks, so that move generation, perft and random playouts
// allocate nothing; State wraps it with setup, the draw rules and the
// rules.State contract.
package mana

import (
	"fmt"
	"math/bits"
	"sort"

	"kamon/rules"
)

// ID is the registry id.
const ID = "mana"

const version = 1

// Advanced is the variant id of the advanced setup: free placement in the
// first two rows.
const Advanced = "advanced"

// Why a game was drawn (Outcome.Reason).
const (
	drawPasses     = "both players passed in a row"
	drawRepetition = "the same position occurred three times"
)

// Draw-rule options, both on by default.
const (
	OptRepetition = "repetition" // the third occurrence of a position draws
	OptPasses     = "passes"     // both players passing in a row draws
)

// Game is the registry entry.
var Game = rules.Game{
	ID: ID, Name: "Mana", Order: 1,
	MinPlayers: 2, MaxPlayers: 2,
	Variants: []rules.Variant{{ID: Advanced, Name: "Advanced setup: free placement in your first two rows"}},
	Options: []rules.Option{
		{ID: OptRepetition, Name: "Draw when a position occurs for the third time", Default: true},
		{ID: OptPasses, Name: "Draw when both players pass in a row", Default: true},
	},
	Version: version,
	// The Data of every event.
	Payloads: []any{&Played{}},
}

func init() {
	Game.New = func(c rules.Config) (rules.State, error) { return New(c) }
	Game.Unmarshal = func(b []byte) (rules.State, error) { return Unmarshal(b) }
	rules.Register(Game)
}

// hand is what a side still has to place during setup.
type hand struct {
	daimio bool
	ronins int
}

// State is a game of Mana.
type State struct {
	cfg  rules.Config
	b    board
	hand [2]hand // pieces still to place; all empty once play has begun
	last int8    // the square the last move or re-entry reached, -1 if none
	// history holds the key of every position since play began, the current
	// one last, for the repetition rule.
	history []key
	seen    bloom  // the keys in history, to skip most repetition scans
	passes  int    // passes in a row just before this position
	draw    string // why the game was drawn, "" if it was not
	// the draw rules in force (Config.Options, with their defaults)
	repetition, doublePass bool
	// slots is the unused rest of a block of event storage: each Apply takes
	// one slot, never handed out twice, so its events belong to the caller.
	slots []eventSlot
}

// New sets up a game: Black places first, then White, then Black moves.
func New(cfg rules.Config) (*State, error) {
	if err := Game.CheckConfig(cfg); err != nil {
		return nil, err
	}
	s := &State{cfg: cfg, b: board{daimio: [2]int8{-1, -1}}, last: -1}
	s.hand = [2]hand{{true, 5}, {true, 5}}
	s.options()
	return s, nil
}

func (s *State) options() {
	s.repetition = Game.OptionOn(s.cfg, OptRepetition)
	s.doublePass = Game.OptionOn(s.cfg, OptPasses)
}

// start begins the play phase from the current board.
func (s *State) start() {
	s.options()
	s.history = append(make([]key, 0, 64), s.b.key())
	s.seen = bloom{}
	s.seen.add(s.b.key())
}

// bloom is a 1024-bit set of key hashes: a key whose bit is clear has not
// occurred yet.
type bloom [16]uint64

func (k key) hash() uint64 { return (k[0]*0x9e3779b97f4a7c15 ^ k[1]*0xc2b2ae3d27d4eb4f) >> 54 }

// add records k and reports whether k may have been recorded before.
func (f *bloom) add(k key) bool {
	h := k.hash()
	had := f[h>>6]&(1<<(h&63)) != 0
	f[h>>6] |= 1 << (h & 63)
	return had
}

func (s *State) setup() bool { return s.hand[black] != hand{} || s.hand[white] != hand{} }

func (s *State) Game() string         { return ID }
func (s *State) Config() rules.Config { return s.cfg }

// over reports the end: a captured Daimio (not one still to place) or a draw.
func (s *State) over() bool { return s.won() || s.draw != "" }

func (s *State) won() bool { return !s.setup() && s.b.over() }

func (s *State) ToMove() rules.Player {
	if s.over() {
		return rules.NoPlayer
	}
	return rules.Player(s.b.side)
}

// Mana is the symbol (1-3) the bird asks the player to move from, 0 when
// there is no constraint (the first move, after a pass, during setup).
func (s *State) Mana() int { return int(s.b.mana) }

// Bird is the bird's square, -1 while it is off the board. The rules only
// need its symbol; the square is the free square of that symbol nearest to
// where the last piece arrived (the lowest on a tie, and the lowest of all
// for a position read from notation), which the table may show elsewhere on
// another free square of the same symbol.
func (s *State) Bird() int {
	if s.b.mana == 0 {
		return -1
	}
	from := nSquares
	if s.last >= 0 {
		from = int(s.last)
	}
	all := s.b.occ[black] | s.b.occ[white]
	for _, sq := range birdOrder[from][s.b.mana] {
		if all&(1<<sq) == 0 {
			return int(sq)
		}
	}
	return -1
}

// birdOrder[from][v] lists the squares of symbol v, nearest to from first
// (then lowest); from = nSquares, no arrival square, lists them lowest first.
var birdOrder [nSquares + 1][4][]uint8

func init() {
	for from := range birdOrder {
		for sq := range nSquares {
			v := symbols[sq]
			birdOrder[from][v] = append(birdOrder[from][v], uint8(sq))
		}
		if from == nSquares {
			continue
		}
		for v := 1; v <= 3; v++ {
			order := birdOrder[from][v]
			sort.SliceStable(order, func(i, j int) bool {
				return distance(from, int(order[i])) < distance(from, int(order[j]))
			})
		}
	}
}

func distance(a, b int) int { return abs(a%size-b%size) + abs(a/size-b/size) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Piece is what stands on square sq: 'D' or 'R' for Black, 'd' or 'r' for
// White, 0 for nothing.
func (s *State) Piece(sq int) byte {
	if sq < 0 || sq >= nSquares {
		return 0
	}
	return pieceLetter(&s.b, sq)
}

// Symbol is the symbol (1-3) printed on square sq.
func Symbol(sq int) int {
	if sq < 0 || sq >= nSquares {
		return 0
	}
	return int(symbols[sq])
}

// Reserve is how many captured Ronins player p may re-enter.
func (s *State) Reserve(p rules.Player) int { return int(s.b.reserve[p&1]) }

// ToPlace is how many pieces player p still has to put on the board during
// setup (Daimio included).
func (s *State) ToPlace(p rules.Player) (daimio bool, ronins int) {
	h := s.hand[p&1]
	return h.daimio, h.ronins
}

// Legal lists the legal actions; without allocating when dst has room.
func (s *State) Legal(dst []rules.Action) []rules.Action {
	if s.over() {
		return dst
	}
	if s.setup() {
		return s.setupLegal(dst)
	}
	return s.b.legal(dst)
}

// homeRows is the set of squares a side sets up on: its home row in the
// standard game, its first two rows in the advanced variant.
func (s *State) homeRows(side uint8) uint64 {
	rows := 1
	if s.cfg.Variant == Advanced {
		rows = 2
	}
	m := uint64(1)<<(rows*size) - 1
	if side == white {
		m <<= nSquares - rows*size
	}
	return m
}

// setupLegal: in the standard game the Daimio goes on a double of the home
// row (the Ronins fill the rest); in the advanced variant each piece goes on
// any empty square of the first two rows.
func (s *State) setupLegal(dst []rules.Action) []rules.Action {
	side := s.b.side
	free := s.homeRows(side) &^ (s.b.occ[black] | s.b.occ[white])
	h := s.hand[side]
	if h.daimio {
		where := free
		if s.cfg.Variant != Advanced {
			where &= symbolMask[2]
		}
		for ; where != 0; where &= where - 1 {
			dst = append(dst, dropAction(kindDaimio, bits.TrailingZeros64(where)))
		}
	}
	if h.ronins > 0 && s.cfg.Variant == Advanced {
		for ; free != 0; free &= free - 1 {
			dst = append(dst, dropAction(kindRonin, bits.TrailingZeros64(free)))
		}
	}
	return dst
}

func (s *State) isLegal(a rules.Action) bool {
	if !s.setup() {
		return s.b.isLegal(a)
	}
	var buf [2 * 2 * size]rules.Action
	for _, l := range s.setupLegal(buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// The kinds of the events Apply returns (rules.Event.Kind).
const (
	EventPlace   = "place"   // a piece was set on its starting square (setup)
	EventMove    = "move"    // a piece moved on the board
	EventEnter   = "enter"   // a captured Ronin came back onto the board
	EventPass    = "pass"    // the side to move could not play and passed
	EventCapture = "capture" // the move took a Ronin or the Daimio
	EventWin     = "win"     // the Daimio was captured: the mover won
	EventDraw    = "draw"    // the game ended drawn (repetition or two passes)
)

// EventKinds lists every kind of event the game emits, for tables keyed by
// kind (sounds, log lines) to check they miss none.
var EventKinds = []string{EventPlace, EventMove, EventEnter, EventPass, EventCapture, EventWin, EventDraw}

// Played is the Data of EventPlace, EventMove, EventEnter and EventPass
// events (and of the EventCapture that follows a move): what the table
// animates.
type Played struct {
	Side     rules.Player
	Action   rules.Action
	From, To int  // From is -1 for re-entries and placements, both -1 for a pass
	Piece    byte // the piece placed, moved or brought back: 'D' or 'R' (either side); 0 for a pass
	Captured byte // 'R', 'D' or 0
	Bird     int  // the bird's square after the action, -1 if off the board
	Mana     int  // what the bird now asks for, 0 for nothing
}

// eventSlot holds the events of an Apply (one, or two with a capture; the
// rare third, the end, is appended) and their payload.
type eventSlot struct {
	ev   [2]rules.Event
	info Played
}

func (s *State) slot() *eventSlot {
	if len(s.slots) == 0 {
		s.slots = make([]eventSlot, 32)
	}
	e := &s.slots[0]
	s.slots = s.slots[1:]
	return e
}

// Log lines, made once so that applying an action allocates nothing but its
// event slot: moveLog[side][from][to], enterLog[side][to] (a Ronin dropped
// in setup or play), daimioLog[side][to] (setup), captureLog[side][Daimio?][to].
var (
	moveLog    [2][nSquares][nSquares]string
	enterLog   [2][nSquares]string
	daimioLog  [2][nSquares]string
	captureLog [2][2][nSquares]string
	passLog    [2]string
	winLog     [2]string
)

func init() {
	for side, name := range sideName {
		for f := range nSquares {
			for t := range nSquares {
				moveLog[side][f][t] = name + ": " + moveTexts[f][t]
			}
			enterLog[side][f] = name + ": R@" + SquareName(f)
			daimioLog[side][f] = name + ": D@" + SquareName(f)
			for d, what := range [2]string{"a Ronin", "the Daimio"} {
				captureLog[side][d][f] = fmt.Sprintf("%s captures %s of %s on %s", name, what, sideName[side^1], SquareName(f))
			}
		}
		passLog[side] = name + " cannot play and passes"
		winLog[side] = name + " wins: the Daimio is captured"
	}
}

// Apply plays a if it is legal; otherwise the state is left as it was.
func (s *State) Apply(a rules.Action) ([]rules.Event, error) {
	if s.over() {
		return nil, rules.ErrGameOver
	}
	if !s.isLegal(a) {
		return nil, rules.Illegal("%s", s.whyIllegal(a))
	}
	return s.ApplyLegal(a), nil
}

// ApplyLegal plays a, one of Legal's (see rules.State).
func (s *State) ApplyLegal(a rules.Action) []rules.Event {
	side := s.b.side
	p := rules.Player(side)
	sl := s.slot()
	sl.info = Played{Side: p, Action: a, From: -1, To: -1}
	ev := sl.ev[:1]
	ev[0] = rules.Event{Player: p, Data: &sl.info}
	kind, from, to := int(a>>12), int(a&63), int(a>>6&63)
	switch {
	case kind == kindDaimio:
		sl.info.Piece = 'D'
	case kind == kindRonin:
		sl.info.Piece = 'R'
	case kind == kindMove:
		sl.info.Piece = pieceLetter(&s.b, from) &^ 0x20 // upper case: either side
	}
	if s.setup() {
		s.place(a)
		ev[0].Kind, ev[0].Text = EventPlace, enterLog[side][to]
		if kind == kindDaimio {
			ev[0].Text = daimioLog[side][to]
		}
		sl.info.To = to
		return ev[:1:1]
	}
	captured := s.b.play(a)
	switch kind {
	case kindMove:
		ev[0].Kind, ev[0].Text = EventMove, moveLog[side][from][to]
		sl.info.From, sl.info.To, sl.info.Captured = from, to, captured
		s.last, s.passes = int8(to), 0
	case kindRonin:
		ev[0].Kind, ev[0].Text = EventEnter, enterLog[side][to]
		sl.info.To = to
		s.last, s.passes = int8(to), 0
	default:
		ev[0].Kind, ev[0].Text = EventPass, passLog[side]
		s.last = -1
		s.passes++
	}
	sl.info.Bird, sl.info.Mana = s.Bird(), int(s.b.mana)
	if captured != 0 {
		ev = append(ev, rules.Event{Kind: EventCapture, Player: p, Data: &sl.info,
			Text: captureLog[side][btoi(captured == 'D')][to]})
	}
	k := s.b.key()
	s.history = append(s.history, k)
	switch {
	case s.b.over():
		ev = append(ev[:len(ev):len(ev)], rules.Event{Kind: EventWin, Player: p, Text: winLog[side]})
	case s.doublePass && s.passes >= 2:
		s.draw = drawPasses
	case s.seen.add(k) && s.repetition && s.occurrences(k) >= 3:
		s.draw = drawRepetition
	}
	if s.draw != "" {
		ev = append(ev[:len(ev):len(ev)], rules.Event{Kind: EventDraw, Player: rules.NoPlayer, Text: "Draw: " + s.draw})
	}
	return ev[:len(ev):len(ev)]
}

func (s *State) occurrences(k key) int {
	n := 0
	for _, h := range s.history {
		if h == k {
			n++
		}
	}
	return n
}

// place puts a setup piece on the board; the standard Daimio brings its
// Ronins along. The last placement starts play.
func (s *State) place(a rules.Action) {
	side := s.b.side
	to := int(a >> 6 & 63)
	s.b.occ[side] |= 1 << to
	if int(a>>12) == kindDaimio {
		s.b.daimio[side] = int8(to)
		s.hand[side].daimio = false
		if s.cfg.Variant != Advanced {
			s.b.occ[side] |= s.homeRows(side)
			s.hand[side].ronins = 0
		}
	} else {
		s.hand[side].ronins--
	}
	if s.hand[side] == (hand{}) {
		s.b.side ^= 1
		if !s.setup() {
			s.b.side = black
			s.start()
		}
	}
}

// whyIllegal says, in a player's words, why a is not playable now.
func (s *State) whyIllegal(a rules.Action) string {
	kind, from, to, ok := decode(a)
	if !ok {
		return fmt.Sprintf("%#x is not a Mana action", uint64(a))
	}
	text := formatAction(a)
	side := s.b.side
	if s.setup() {
		if kind == kindDaimio && s.cfg.Variant != Advanced {
			return fmt.Sprintf("%s: the Daimio starts on a double square of your home row", text)
		}
		return fmt.Sprintf("%s is not a placement you can make now", text)
	}
	own := s.b.occ[side]
	empty := allMask &^ (own | s.b.occ[side^1])
	asks := [4]string{"", "a single", "a double", "a triple"}[s.b.mana]
	switch kind {
	case kindMove:
		switch {
		case own&(1<<from) == 0:
			return fmt.Sprintf("%s: you have no piece on %s", text, SquareName(from))
		case dests(from, empty)&^own&(1<<to) == 0:
			return fmt.Sprintf("%s: the piece on %s moves exactly %d squares and cannot reach %s", text, SquareName(from), symbols[from], SquareName(to))
		default:
			return fmt.Sprintf("%s: the Mana-bird asks for %s", text, asks)
		}
	case kindRonin:
		switch {
		case s.b.reserve[side] == 0:
			return fmt.Sprintf("%s: you have no captured Ronin to re-enter", text)
		case empty&(1<<to) == 0:
			return fmt.Sprintf("%s: %s is not empty", text, SquareName(to))
		default:
			return fmt.Sprintf("%s: the Mana-bird asks for %s", text, asks)
		}
	case kindPass:
		return "you may pass only when you can do nothing else"
	}
	return fmt.Sprintf("%s: the Daimio is placed only during setup", text)
}

// Outcome is the result so far.
func (s *State) Outcome() rules.Outcome {
	switch {
	case s.won() && s.b.daimio[white] < 0:
		return rules.Outcome{Over: true, Winners: []rules.Player{black}, Reason: "Daimio captured"}
	case s.won():
		return rules.Outcome{Over: true, Winners: []rules.Player{white}, Reason: "Daimio captured"}
	case s.draw != "":
		return rules.Outcome{Over: true, Reason: s.draw}
	}
	return rules.Outcome{}
}

func (s *State) Clone() rules.State {
	c := *s
	c.history = append([]key(nil), s.history...)
	c.slots = nil
	return &c
}

// View is a copy: Mana has nothing hidden.
func (s *State) View(rules.Player) rules.State { return s.Clone() }

func (s *State) FormatAction(a rules.Action) string { return formatAction(a) }

func (s *State) ParseAction(text string) (rules.Action, error) { return parseAction(text) }

// Perft counts the leaves of the move tree depth plies deep from this
// position, ignoring the draw rules as the spec says. It is 0 during setup.
func (s *State) Perft(depth int) uint64 {
	if s.setup() {
		return 0
	}
	return perft(s.b, depth)
}

// Divide is Perft split by first action, in the order of Legal.
func (s *State) Divide(depth int) (actions []string, counts []uint64) {
	if s.setup() || depth < 1 {
		return nil, nil
	}
	for _, a := range s.b.legal(nil) {
		c := s.b
		c.play(a)
		actions = append(actions, formatAction(a))
		counts = append(counts, perft(c, depth-1))
	}
	return actions, counts
}
