package manabot

import (
	"kamon/rules"
	"kamon/rules/mana"
)

// Zobrist keys: one random number per feature of a position; a position's
// key is the xor of its features', so a move updates it by a few xors.
var (
	zPiece   [2][2][mana.Squares]uint64 // side, Daimio?, square
	zReserve [2][6]uint64               // side, count
	zMana    [4]uint64
	zSide    uint64
)

func init() {
	r := rules.NewRNG(0x6d616e61) // fixed: keys are the same in every run
	for side := range zPiece {
		for kind := range zPiece[side] {
			for sq := range zPiece[side][kind] {
				zPiece[side][kind][sq] = r.Uint64()
			}
		}
		for n := range zReserve[side] {
			zReserve[side][n] = r.Uint64()
		}
	}
	for v := range zMana {
		zMana[v] = r.Uint64()
	}
	zSide = r.Uint64()
}

// hash is the key of p from scratch.
func hash(p *mana.Bare) uint64 {
	var h uint64
	for side := range 2 {
		for m := p.Pieces(side); m != 0; m &= m - 1 {
			sq := lowest(m)
			h ^= zPiece[side][btoi(sq == p.Daimio(side))][sq]
		}
		h ^= zReserve[side][p.Reserve(side)]
	}
	h ^= zMana[p.Mana()]
	if p.Side() == 1 {
		h ^= zSide
	}
	return h
}

// child plays a on a copy of p, whose key is h, and returns the copy and its
// key.
func (s *searcher) child(p *mana.Bare, h uint64, a rules.Action) (mana.Bare, uint64) {
	me := p.Side()
	them := 1 - me
	h ^= zMana[p.Mana()] ^ zSide
	switch {
	case mana.IsMove(a):
		from, to := mana.From(a), mana.To(a)
		d := btoi(p.Daimio(me) == from)
		h ^= zPiece[me][d][from] ^ zPiece[me][d][to]
		if p.Pieces(them)&(1<<to) != 0 {
			h ^= zPiece[them][btoi(p.Daimio(them) == to)][to]
			if n := p.Reserve(them); p.Daimio(them) != to {
				h ^= zReserve[them][n] ^ zReserve[them][n+1]
			}
		}
	case a != mana.Pass:
		n := p.Reserve(me)
		h ^= zPiece[me][0][mana.To(a)] ^ zReserve[me][n] ^ zReserve[me][n-1]
	}
	c := *p
	c.Play(a)
	return c, h ^ zMana[c.Mana()]
}
