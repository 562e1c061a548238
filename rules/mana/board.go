package mana

import (
	"math/bits"

	"kamon/rules"
)

// Squares are numbered rank*6+file: a1 = 0, f1 = 5, a6 = 30, f6 = 35. A set
// of squares is a bitboard, bit i for square i.
const (
	size     = 6
	nSquares = size * size
	allMask  = uint64(1)<<nSquares - 1
)

// Sides. Black sits at rank 1 and moves first.
const (
	black = 0
	white = 1
)

// symbols is the printed board, rank 1 first (see the spec's diagram).
var symbols = [nSquares]uint8{
	3, 2, 2, 1, 3, 2, // rank 1
	1, 3, 1, 3, 1, 2, // rank 2
	2, 1, 3, 2, 3, 1, // rank 3
	2, 3, 1, 2, 1, 3, // rank 4
	3, 1, 3, 1, 3, 2, // rank 5
	1, 2, 2, 3, 1, 2, // rank 6
}

// symbolMask[v] is the set of squares of symbol v (1..3); symbolMask[0] is
// every square, so that "no constraint" needs no special case.
var symbolMask [4]uint64

// neighbourMask[s] is the set of squares orthogonally next to s.
var neighbourMask [nSquares]uint64

func init() {
	symbolMask[0] = allMask
	for s, v := range symbols {
		symbolMask[v] |= 1 << s
		neighbourMask[s] = around(1 << s)
	}
}

const (
	fileA = uint64(0x041041041) // a1, a2, ... a6
	fileF = fileA << (size - 1)
)

// around is the set of squares orthogonally next to some square of m.
func around(m uint64) uint64 {
	return (m<<size | m>>size | (m&^fileF)<<1 | (m&^fileA)>>1) & allMask
}

// Action layout: bits 0-5 the start square (moves only), 6-11 the square
// reached, 12-14 the kind. Everything else is zero in a valid action.
const (
	kindMove   = 1 // a piece moves from-to, capturing what stands there
	kindRonin  = 2 // a Ronin from hand (setup) or reserve (play) onto a square
	kindPass   = 3
	kindDaimio = 4 // setup only: the Daimio onto a square
)

// Pass is the action of a player who can do nothing else.
const Pass = rules.Action(kindPass << 12)

func moveAction(from, to int) rules.Action {
	return rules.Action(kindMove<<12 | to<<6 | from)
}

func dropAction(kind, to int) rules.Action { return rules.Action(kind<<12 | to<<6) }

// decode splits a; ok is false for a value no valid action has.
func decode(a rules.Action) (kind, from, to int, ok bool) {
	kind, from, to = int(a>>12), int(a&63), int(a>>6&63)
	if kind < kindMove || kind > kindDaimio || from >= nSquares || to >= nSquares {
		return 0, 0, 0, false
	}
	if kind != kindMove && from != 0 || kind == kindPass && to != 0 {
		return 0, 0, 0, false
	}
	return kind, from, to, true
}

// board is a position of the play phase: everything the rules look at, in a
// small value that move generation copies instead of undoing.
type board struct {
	occ     [2]uint64 // pieces by side
	daimio  [2]int8   // each side's Daimio square, -1 if not on the board
	reserve [2]uint8  // captured Ronins each side may re-enter
	side    uint8     // to move
	mana    uint8     // the symbol the bird asks for; 0: no constraint
}

// over reports a captured Daimio: nothing can be played any more.
func (b *board) over() bool { return b.daimio[black] < 0 || b.daimio[white] < 0 }

// dests is the set of squares the piece on s can reach, given the empty
// squares, before removing those held by its own side: the ends of every
// orthogonal walk of exactly symbols[s] steps that visits no square twice and
// passes only over empty squares.
func dests(s int, empty uint64) uint64 {
	switch symbols[s] {
	case 1:
		return neighbourMask[s]
	case 2:
		return around(neighbourMask[s]&empty) &^ (1 << s)
	}
	return dests3(s, empty)
}

// dests3 is dests of a triple square.
func dests3(s int, empty uint64) uint64 {
	// Three steps s→a→b→c with a, b empty, b ≠ s and c ≠ a (c is never s: it
	// lies an odd number of steps away). Walking on from every a at once
	// also reaches the a's themselves by turning back (s→a→b→a), so those are
	// removed, then the ones reached honestly put back: a is reached from its
	// perpendicular neighbour a' through the empty diagonal square between
	// them, when both a and a' are empty (no blocked neighbour of s next to
	// that diagonal square).
	first := neighbourMask[s]
	a := first & empty
	d := around(around(a)&empty&^(1<<s)) &^ a
	diagonal := diagonalMask[s] & empty &^ around(first&^empty)
	return d | around(diagonal)&a
}

// diagonalMask[s] is the set of squares diagonally next to s.
var diagonalMask [nSquares]uint64

func init() {
	for s := range nSquares {
		f, r := s%size, s/size
		for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if df, dr := f+d[0], r+d[1]; df >= 0 && df < size && dr >= 0 && dr < size {
				diagonalMask[s] |= 1 << (dr*size + df)
			}
		}
	}
}

// anyMove reports whether a piece of the side to move among pieces can move.
func (b *board) anyMove(pieces uint64) bool {
	own := b.occ[b.side]
	empty := allMask &^ (own | b.occ[b.side^1])
	for ; pieces != 0; pieces &= pieces - 1 {
		if dests(bits.TrailingZeros64(pieces), empty)&^own != 0 {
			return true
		}
	}
	return false
}

func (b *board) appendMoves(dst []rules.Action, pieces uint64) []rules.Action {
	own := b.occ[b.side]
	empty := allMask &^ (own | b.occ[b.side^1])
	for ; pieces != 0; pieces &= pieces - 1 {
		from := bits.TrailingZeros64(pieces)
		move := moveAction(from, 0)
		for d := dests(from, empty) &^ own; d != 0; d &= d - 1 {
			dst = append(dst, move|rules.Action(bits.TrailingZeros64(d))<<6)
		}
	}
	return dst
}

// legal appends the legal actions: the moves the bird asks for; failing
// those every move and re-entry; a pass when no piece can move at all. The
// rulebook gives a player whose pieces are all blocked no re-entry: their
// turn passes to the opponent, who then plays freely, re-entries included.
// It allocates nothing when dst has room.
func (b *board) legal(dst []rules.Action) []rules.Action {
	if b.over() {
		return dst
	}
	n := len(dst)
	pieces := b.occ[b.side]
	if b.mana != 0 {
		dst = b.appendMoves(dst, pieces&symbolMask[b.mana])
		if len(dst) > n {
			return dst
		}
		pieces &^= symbolMask[b.mana] // known to have no move
	}
	dst = b.appendMoves(dst, pieces)
	if b.reserve[b.side] > 0 && (len(dst) > n || b.mana == 0) {
		for e := allMask &^ (b.occ[black] | b.occ[white]); e != 0; e &= e - 1 {
			dst = append(dst, dropAction(kindRonin, bits.TrailingZeros64(e)))
		}
	}
	if len(dst) == n {
		dst = append(dst, Pass)
	}
	return dst
}

// isLegal is legal(nil) contains a, without listing the actions.
func (b *board) isLegal(a rules.Action) bool {
	kind, from, to, ok := decode(a)
	if !ok || b.over() {
		return false
	}
	own := b.occ[b.side]
	empty := allMask &^ (own | b.occ[b.side^1])
	// obeyed: the bird asks for a symbol and some piece there can move.
	obeyed := func() bool { return b.mana != 0 && b.anyMove(own&symbolMask[b.mana]) }
	switch kind {
	case kindMove:
		if own&(1<<from) == 0 || dests(from, empty)&^own&(1<<to) == 0 {
			return false
		}
		return b.mana == 0 || symbols[from] == b.mana || !obeyed()
	case kindRonin:
		return b.reserve[b.side] > 0 && empty&(1<<to) != 0 && !obeyed() && (b.mana == 0 || b.anyMove(own))
	case kindPass:
		return !b.anyMove(own) && (b.reserve[b.side] == 0 || b.mana != 0)
	}
	return false
}

// play applies a legal play-phase action and returns what it captured
// (0 nothing, 'R' a Ronin, 'D' the Daimio).
func (b *board) play(a rules.Action) (captured byte) {
	kind, from, to := int(a>>12), int(a&63), int(a>>6&63)
	me, them := b.side, b.side^1
	switch kind {
	case kindMove:
		b.occ[me] ^= 1<<from | 1<<to
		if int(b.daimio[me]) == from {
			b.daimio[me] = int8(to)
		}
		if b.occ[them]&(1<<to) != 0 {
			b.occ[them] &^= 1 << to
			if int(b.daimio[them]) == to {
				b.daimio[them] = -1
				captured = 'D'
			} else {
				b.reserve[them]++
				captured = 'R'
			}
		}
		b.mana = symbols[to]
	case kindRonin:
		b.occ[me] |= 1 << to
		b.reserve[me]--
		b.mana = symbols[to]
	case kindPass:
		b.mana = 0
	}
	b.side = them
	return captured
}

// key identifies a position for the repetition rule: placement, side to
// move, constraint and reserves, exactly.
type key [2]uint64

func (b *board) key() key {
	return key{
		b.occ[black] | uint64(b.mana)<<36 | uint64(b.side)<<38 | uint64(b.reserve[black])<<39 |
			uint64(b.reserve[white])<<42 | uint64(uint8(b.daimio[black]))<<45,
		b.occ[white] | uint64(uint8(b.daimio[white]))<<36,
	}
}

// board is the position k identifies.
func (k key) board() board {
	return board{
		occ:     [2]uint64{k[0] & allMask, k[1] & allMask},
		daimio:  [2]int8{int8(uint8(k[0] >> 45)), int8(uint8(k[1] >> 36))},
		reserve: [2]uint8{uint8(k[0] >> 39 & 7), uint8(k[0] >> 42 & 7)},
		side:    uint8(k[0] >> 38 & 1),
		mana:    uint8(k[0] >> 36 & 3),
	}
}

// perft counts the leaves of the move tree depth plies deep from b.
func perft(b board, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var buf [maxLegal]rules.Action
	moves := b.legal(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		c := b
		c.play(m)
		n += perft(c, depth-1)
	}
	return n
}

// maxLegal bounds the legal actions of any position: at most 6 pieces with at
// most 20 destinations each, plus re-entries on at most 34 empty squares.
const maxLegal = 6*20 + 34
