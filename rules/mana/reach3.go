package mana

// The destinations of a piece on a triple square depend only on which of the
// twelve squares one or two steps away are empty. reach3 reads them from a
// table indexed by those twelve bits, shared by every square: seen from the
// piece, the squares lie at the same offsets (board edges only remove
// squares), so the table holds destinations relative to the piece.

// reach3Origin is where the piece sits once a board is shifted to be seen from it.
const reach3Origin = 21

// near3[s] is the set of squares one or two steps from s; ring3[s] the set of
// squares one or three steps away, where a walk of three steps may end.
var near3, ring3 [nSquares]uint64

// reach3Table[i] is, relative to the piece, where it can go when the squares
// near it are empty as index i says.
var reach3Table [1 << 12]uint64

// near3Index packs the emptiness of the twelve squares near the piece, from
// the board shifted to be seen from it: offsets -12; -7, -6, -5; -2, -1; 1,
// 2; 5, 6, 7; 12.
func near3Index(x uint64) uint64 {
	return x>>9&1 | x>>13&0xe | x>>15&0x30 | x>>16&0xc0 | x>>18&0x700 | x>>22&0x800
}

// reach3 is dests3(s, empty).
func reach3(s int, empty uint64) uint64 {
	return reach3Table[near3Index(empty&near3[s]<<reach3Origin>>s)&(1<<12-1)] << s >> reach3Origin & ring3[s]
}

func init() {
	for s := range nSquares {
		near3[s] = neighbourMask[s] | around(neighbourMask[s])&^(1<<s)
		ring3[s] = neighbourMask[s] | around(near3[s])&^near3[s]&^(1<<s)
		// Every square adds what it sees; the edges hide different
		// squares from different ones, and ring3 removes what lies
		// beyond them.
		for sub := uint64(0); ; sub = (sub - near3[s]) & near3[s] {
			reach3Table[near3Index(sub<<reach3Origin>>s)] |= dests3(s, sub) << reach3Origin >> s
			if sub == near3[s] {
				break
			}
		}
	}
}
