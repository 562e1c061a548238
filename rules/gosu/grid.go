package gosu

// The army grid (§2.2): three rows of up to five cards, left-aligned and
// gapless, each card above row 1 supported by the card below it. Only the
// exposed card of a row (its last, with nothing above) ever leaves, so rows
// never develop gaps.

// slot is one position of an army.
type slot struct {
	C    card `json:"c"`
	Down bool `json:"down,omitempty"` // captured: face down
	Tok  int8 `json:"tok,omitempty"`  // activation tokens sitting on it
}

// army is one player's grid; N[r] cards fill positions 0..N[r]-1 of row r.
type army struct {
	Rows [3][5]slot `json:"rows"`
	N    [3]int8    `json:"n"`
}

// pos names a position of an army: owner, row 0-2 (Troop, Hero, Immortal)
// and position 0-4.
type pos struct{ P, R, I int8 }

// canPlace reports whether row r has a free, supported position.
func (a *army) canPlace(r int) bool {
	n := a.N[r]
	return n < 5 && (r == 0 || a.N[r-1] > n)
}

// place puts c at the next position of row r (canPlace must hold).
func (a *army) place(r int, c card) int {
	i := a.N[r]
	a.Rows[r][i] = slot{C: c}
	a.N[r]++
	return int(i)
}

// exposed reports whether row r position i is exposed: the last card of its
// row with no card above it.
func (a *army) exposed(r, i int) bool {
	return i == int(a.N[r])-1 && (r == 2 || int(a.N[r+1]) <= i)
}

// removeExposed takes the exposed card at (r, i) out of the grid. Any other
// position is refused (false) and the grid stays as it is: a card taken
// from the middle of a row would leave a gap.
func (a *army) removeExposed(r, i int) (slot, bool) {
	if r < 0 || r > 2 || i < 0 || !a.exposed(r, i) {
		return slot{}, false
	}
	sl := a.Rows[r][i]
	a.Rows[r][i] = slot{}
	a.N[r]--
	return sl, true
}

// count is the number of cards in the army, face up or down.
func (a *army) count() int { return int(a.N[0] + a.N[1] + a.N[2]) }

// faceUp is the number of face-up cards.
func (a *army) faceUp() int {
	n := 0
	for r := range 3 {
		for i := range int(a.N[r]) {
			if !a.Rows[r][i].Down {
				n++
			}
		}
	}
	return n
}

// check verifies the grid invariants: supported, gapless rows.
func (a *army) check() bool {
	for r := range 3 {
		if a.N[r] < 0 || a.N[r] > 5 || r > 0 && a.N[r] > a.N[r-1] {
			return false
		}
	}
	return true
}
