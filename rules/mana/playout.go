package mana

import (
	"math/bits"

	"kamon/rules"
)

// Playout plays actions chosen uniformly at random among those Legal lists
// until a Daimio is captured or limit actions were played, and returns how
// many were played. Like Perft it knows nothing of the draw rules. It lists
// no actions: it counts them and walks to the chosen one, so that a ply
// costs little more than finding where the pieces that may move can go.
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
			if r &^= own; r != 0 {
				reach[n&7], from[n&7] = r, uint64(s)
				n++
				moves += bits.OnesCount64(r)
			}
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
	var a rules.Action
	var to int
	if r < moves {
		i := 0
		for c := bits.OnesCount64(reach[0]); r >= c; c = bits.OnesCount64(reach[i&7]) {
			r -= c
			i++
		}
		to = nth(reach[i&7], r)
		f := int(from[i&7])
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
		to = nth(empty, r-moves)
		a = dropAction(kindRonin, to)
		b.occ[me] |= 1 << to
		b.reserve[me]--
	}
	b.mana, b.side = symbols[to], me^1
	return a
}

// nth is the square of the r-th lowest set bit of m (r counts from 0), 63
// at most.
func nth(m uint64, r int) int {
	for ; r > 0; r-- {
		m &= m - 1
	}
	return bits.TrailingZeros64(m) & 63
}
