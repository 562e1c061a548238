package mana

import (
	"math/bits"

	"kamon/rules"
)

// Playout plays actions chosen uniformly at random among those Legal lists
// until a Daimio is captured or limit actions were played, and returns how
// many were played. Like Perft it knows nothing of the draw rules. It lists
// no actions: it counts them and finds the chosen one by arithmetic, so that
// a ply costs little more than finding where the pieces that may move can go.
func (p *Bare) Playout(rng *rules.RNG, limit int) int {
	d := draws{rng: rng}
	n := 0
	for ; n < limit && !p.b.over(); n++ {
		p.b.randomPly(&d)
	}
	return n
}

// draws holds random bits of the RNG not used yet: a ply needs 16 of them,
// so one Uint64 serves four plies.
type draws struct {
	rng  *rules.RNG
	bits uint64
	left int // 16-bit draws left in bits
	// reach[i] is where the i-th piece that may move can go, from[i] where
	// it stands, in the order legal lists them: randomPly's scratch, kept
	// here because js/wasm would clear local arrays with a memory.fill on
	// every ply, some 8% of a ply's time there.
	reach, from [8]uint64
}

// randomPly plays an action of legal(nil) chosen by d, each with the same
// chance, and returns it. The game must not be over.
//
// It is one function with dests, play and the draw written out inside: in
// js/wasm a call spills every live value to memory and a jump goes through
// the function's dispatch table, and this loop is what random playouts
// spend their time in. TestRandomPlyIsLegal holds it to
// legal and play.
func (b *board) randomPly(d *draws) rules.Action {
	me := b.side & 1
	own, opp := b.occ[me], b.occ[me^1]
	empty := allMask &^ (own | opp)
	reach, from := &d.reach, &d.from
	pieces, n, moves := own&symbolMask[b.mana&3], 0, 0
	// Byte i of ends is how many moves the pieces up to the i-th have;
	// bytes not filled stay above any count.
	ends := uint64(unfilled)
	for i := 0; i < 2; i++ {
		for ; pieces != 0; pieces &= pieces - 1 {
			s := bits.TrailingZeros64(pieces)
			// dests(s, empty) for each symbol, kept by selects rather than
			// a switch: js/wasm pays more for a jump than for the sums.
			first := neighbourMask[s]
			a := first & empty
			r := first
			d2 := around(a) &^ (1 << s)
			d3 := reach3(s, empty)
			if symbols[s] == 2 {
				r = d2
			}
			if symbols[s] == 3 {
				r = d3
			}
			r &^= own
			moves += bits.OnesCount64(r)
			reach[n&7], from[n&7] = r, uint64(s)
			ends ^= uint64(moves^0x7f) << (8 * (n & 7))
			n++
		}
		if moves > 0 || b.mana == 0 {
			break
		}
		pieces = own &^ symbolMask[b.mana&3] // the bird cannot be obeyed
	}
	drops := 0
	if (moves == 0 || b.mana == 0) && b.reserve[me] > 0 {
		drops = bits.OnesCount64(empty)
	}
	total := uint64(moves + drops)
	if total == 0 {
		b.mana, b.side = 0, me^1
		return Pass
	}
	// A uniform r in [0, total) from 16 random bits: Lemire's
	// multiply-and-reject, unbiased, with a division only when the low half
	// falls below total (rarely, total being small).
	var r int
	for {
		if d.left == 0 {
			d.bits, d.left = d.rng.Uint64(), 4
		}
		m := (d.bits & 0xffff) * total
		d.bits >>= 16
		d.left--
		if low := m & 0xffff; low >= total || low >= (1<<16-total)%total {
			r = int(m >> 16)
			break
		}
	}
	// A move is the j-th destination of piece i, i being the number of
	// pieces whose moves all come before r (bytes of ends at most r,
	// compared all at once); a re-entry the (r-moves)-th empty square.
	i := bits.OnesCount64(((uint64(r)*lowBytes|highBits)-ends)&highBits) & 7
	set, j := reach[i], uint64(r)-(ends<<8>>(8*i)&0xff)
	if r >= moves {
		set, j = empty, uint64(r-moves)
	}
	// to is the square of the j-th lowest set bit of set: halve the range
	// to look in by selects, then read the bit from a table.
	to := 0
	if below := uint64(bits.OnesCount32(uint32(set))); j >= below {
		set, j, to = set>>32, j-below, 32
	}
	if below := uint64(bits.OnesCount16(uint16(set))); j >= below {
		set, j, to = set>>16, j-below, to+16
	}
	if below := uint64(bits.OnesCount8(uint8(set))); j >= below {
		set, j, to = set>>8, j-below, to+8
	}
	to += int(nthInByte[set&0xff][j&7])
	var a rules.Action
	if r < moves {
		f := int(from[i])
		a = moveAction(f, to)
		b.occ[me] ^= 1<<f | 1<<to
		if int(b.daimio[me]) == f {
			b.daimio[me] = int8(to)
		}
		if opp&(1<<to) != 0 {
			b.occ[me^1] = opp &^ (1 << to)
			if int(b.daimio[me^1]) == to {
				b.daimio[me^1] = -1
			} else {
				b.reserve[me^1]++
			}
		}
	} else {
		a = dropAction(kindRonin, to)
		b.occ[me] |= 1 << to
		b.reserve[me]--
	}
	b.mana, b.side = symbols[to], me^1
	return a
}

const (
	lowBytes = 0x0101010101010101 // 1 in every byte
	highBits = 0x8080808080808080 // the top bit of every byte
	unfilled = 0x7f7f7f7f7f7f7f7f // 127 in every byte
)

// nthInByte[m][i] is the position of the i-th lowest set bit of the byte m.
var nthInByte [256][8]uint8

func init() {
	for m := range 256 {
		i := 0
		for bit := range 8 {
			if m>>bit&1 != 0 {
				nthInByte[m][i] = uint8(bit)
				i++
			}
		}
	}
}
