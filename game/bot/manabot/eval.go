package manabot

import (
	"math/bits"

	"kamon/rules/mana"
)

// Evaluation weights, in hundredths of a Ronin on the board.
const (
	roninValue    = 100
	reserveValue  = 70 // a captured Ronin may come back, but re-entering costs a turn
	mobilityValue = 4
)

// danger[n] is what it costs to have the Daimio attacked from squares of n
// different symbols: the more symbols, the fewer squares the owner may end a
// move on without letting the bird send the attacker in.
var danger = [4]int{0, 40, 130, 320}

// evaluate scores p for the side to move: material (the reserve included),
// the threats on each Daimio by the symbols they come from, and mobility.
func evaluate(p *mana.Bare) int {
	me := p.Side()
	them := 1 - me
	occ := [2]uint64{p.Pieces(0), p.Pieces(1)}
	empty := mana.AllSquares &^ (occ[0] | occ[1])
	var mob [2]int
	var from [2]uint // symbols (bits 1-3) from which a side attacks the other's Daimio
	for side := range 2 {
		var target uint64
		if d := p.Daimio(1 - side); d >= 0 {
			target = 1 << d
		}
		for m := occ[side]; m != 0; m &= m - 1 {
			sq := lowest(m)
			r := mana.Reach(sq, empty) &^ occ[side]
			mob[side] += popcount(r)
			if r&target != 0 {
				from[side] |= 1 << mana.Symbol(sq)
			}
		}
	}
	score := roninValue*(popcount(occ[me])-popcount(occ[them])) +
		reserveValue*(p.Reserve(me)-p.Reserve(them)) +
		mobilityValue*(mob[me]-mob[them])
	// Their threats strike after my next move; mine after theirs, which may
	// parry them, so mine count half.
	score -= danger[bits.OnesCount(from[them])]
	score += danger[bits.OnesCount(from[me])] / 2
	return score
}

func lowest(m uint64) int { return bits.TrailingZeros64(m) }
