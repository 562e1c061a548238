package mana

import (
	"math/bits"
	"slices"
	"testing"

	"kamon/rules"
)

// TestLegalAgreesWithARuleReadingOverRandomPositions: over random positions
// of the play phase — crowded corners where pieces wall each other in,
// every bird symbol and none, reserves from 0 to what the board leaves —
// legal lists exactly the actions a plain reading of the rules gives
// (refLegal: paths walked one step at a time), once each, and isLegal says
// yes to exactly those among every action the notation can write.
func TestLegalAgreesWithARuleReadingOverRandomPositions(t *testing.T) {
	rng := rules.NewRNG(2024)
	n := 60000
	if testing.Short() {
		n = 6000
	}
	walledWithReserve, freeWalledWithReserve := 0, 0
	for i := range n {
		b := randomBoard(&rng, i%2 == 0)
		want := refLegal(&b)
		got := b.legal(nil)
		if !slices.Equal(sorted(got), sorted(want)) {
			t.Fatalf("%s: legal %v, the rules %v", boardText(&b), texts(got), texts(want))
		}
		in := map[rules.Action]bool{}
		for _, a := range got {
			in[a] = true
		}
		for _, a := range everyAction() {
			// Moves from squares the side to move does not hold are
			// asked of one position in ten.
			if kind, from, _, _ := decode(a); kind == kindMove && b.occ[b.side]>>from&1 == 0 && i%10 != 0 {
				continue
			}
			if b.isLegal(a) != in[a] {
				t.Fatalf("%s: isLegal(%s) = %v, legal lists it: %v", boardText(&b), formatAction(a), b.isLegal(a), in[a])
			}
		}
		if !b.over() && b.reserve[b.side] > 0 && !b.anyMove(b.occ[b.side]) {
			if b.mana != 0 {
				walledWithReserve++
			} else {
				freeWalledWithReserve++
			}
		}
	}
	t.Logf("%d positions; walled in with a Ronin in reserve: %d under the bird, %d on a free turn", n, walledWithReserve, freeWalledWithReserve)
	if walledWithReserve == 0 || freeWalledWithReserve == 0 {
		t.Errorf("the walled-in cases were not reached: %d and %d", walledWithReserve, freeWalledWithReserve)
	}
}

// randomBoard places both sides' pieces at random, crowded into a corner of
// the board when tight, so that pieces often block each other.
func randomBoard(rng *rules.RNG, tight bool) board {
	var b board
	region := allMask
	if tight {
		w, h := 2+rng.IntN(2), 2+rng.IntN(3)
		x, y := rng.IntN(size-w+1), rng.IntN(size-h+1)
		region = 0
		for r := y; r < y+h; r++ {
			for f := x; f < x+w; f++ {
				region |= 1 << (r*size + f)
			}
		}
	}
	free := func() int {
		for {
			sq := rng.IntN(nSquares)
			if (region>>sq&1 == 1 || rng.IntN(8) == 0) && (b.occ[0]|b.occ[1])>>sq&1 == 0 {
				return sq
			}
		}
	}
	for side := range 2 {
		b.daimio[side] = -1
		if rng.IntN(20) > 0 { // now and then a captured Daimio: the game is over
			sq := free()
			b.occ[side] |= 1 << sq
			b.daimio[side] = int8(sq)
		}
		ronins := rng.IntN(6)
		for range ronins {
			b.occ[side] |= 1 << free()
		}
		b.reserve[side] = uint8(rng.IntN(6 - ronins))
	}
	b.side = uint8(rng.IntN(2))
	b.mana = uint8(rng.IntN(4))
	return b
}

// refLegal reads the rules (docs/rules/mana.md, the seed's paragraphs on
// the bird and on blocked pieces): the moves of the pieces on the bird's
// symbol; if none of them can move, every move, and a re-entry unless no
// piece can move at all under the bird; if nothing, a pass.
func refLegal(b *board) []rules.Action {
	if b.over() {
		return nil
	}
	own := b.occ[b.side]
	var out []rules.Action
	if b.mana != 0 {
		out = refMoves(b, own&symbolMask[b.mana])
		if len(out) > 0 {
			return out
		}
	}
	out = refMoves(b, own)
	if b.reserve[b.side] > 0 && (len(out) > 0 || b.mana == 0) {
		for sq := range nSquares {
			if (b.occ[0]|b.occ[1])>>sq&1 == 0 {
				out = append(out, dropAction(kindRonin, sq))
			}
		}
	}
	if len(out) == 0 {
		out = append(out, Pass)
	}
	return out
}

// refMoves walks every path of exactly the start square's symbol in steps,
// never through a piece nor twice over a square, ending on an empty square
// or an opposing piece.
func refMoves(b *board, pieces uint64) []rules.Action {
	occ := b.occ[0] | b.occ[1]
	var out []rules.Action
	for ; pieces != 0; pieces &= pieces - 1 {
		from := bits.TrailingZeros64(pieces)
		ends := uint64(0)
		var walk func(sq int, left int, seen uint64)
		walk = func(sq, left int, seen uint64) {
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				f, r := sq%size+d[0], sq/size+d[1]
				if f < 0 || f >= size || r < 0 || r >= size {
					continue
				}
				next := r*size + f
				if seen>>next&1 == 1 {
					continue
				}
				if left == 1 {
					if b.occ[b.side]>>next&1 == 0 {
						ends |= 1 << next
					}
					continue
				}
				if occ>>next&1 == 0 {
					walk(next, left-1, seen|1<<next)
				}
			}
		}
		walk(from, int(symbols[from]), 1<<from)
		for ; ends != 0; ends &= ends - 1 {
			out = append(out, moveAction(from, bits.TrailingZeros64(ends)))
		}
	}
	return out
}

func everyAction() []rules.Action {
	var out []rules.Action
	for from := range nSquares {
		for to := range nSquares {
			out = append(out, moveAction(from, to))
		}
	}
	for to := range nSquares {
		out = append(out, dropAction(kindRonin, to), dropAction(kindDaimio, to))
	}
	return append(out, Pass)
}

func sorted(a []rules.Action) []rules.Action {
	c := slices.Clone(a)
	slices.Sort(c)
	return c
}

func texts(a []rules.Action) []string {
	var out []string
	for _, x := range sorted(a) {
		out = append(out, formatAction(x))
	}
	return out
}

func boardText(b *board) string {
	s := &State{b: *b}
	return s.Position()
}
