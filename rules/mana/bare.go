package mana

import "kamon/rules"

// Bare is the play-phase position alone, a small value for searchers (the
// bots): copy it to make a move and drop the copy to unmake it. It knows
// nothing of setup or the draw rules, like Perft.
type Bare struct{ b board }

// Bare returns the play-phase position; ok is false during setup.
func (s *State) Bare() (p Bare, ok bool) { return Bare{s.b}, !s.setup() }

// Legal appends the legal actions as State.Legal does in play (nothing once
// a Daimio is captured), without allocating when dst has room.
func (p *Bare) Legal(dst []rules.Action) []rules.Action { return p.b.legal(dst) }

// Play applies an action that Legal listed and returns what it captured:
// 0, 'R' or 'D'.
func (p *Bare) Play(a rules.Action) byte { return p.b.play(a) }

// Side is the side to move: 0 Black, 1 White.
func (p *Bare) Side() int { return int(p.b.side) }

// Mana is the symbol the bird asks for, 0 for no constraint.
func (p *Bare) Mana() int { return int(p.b.mana) }

// Pieces is the set of squares (bit i for square i) of side's pieces.
func (p *Bare) Pieces(side int) uint64 { return p.b.occ[side&1] }

// Daimio is side's Daimio square, -1 once captured.
func (p *Bare) Daimio(side int) int { return int(p.b.daimio[side&1]) }

// Reserve is how many captured Ronins side may re-enter.
func (p *Bare) Reserve(side int) int { return int(p.b.reserve[side&1]) }

// Over reports a captured Daimio.
func (p *Bare) Over() bool { return p.b.over() }

// Reach is the set of squares a piece on sq could end on given the set of
// empty squares, before removing its own side's squares.
func Reach(sq int, empty uint64) uint64 { return dests(sq, empty) }

// SymbolSquares is the set of squares of symbol v (1-3); every square for 0.
func SymbolSquares(v int) uint64 { return symbolMask[v&3] }

// Squares is the number of squares of the board.
const Squares = nSquares

// AllSquares is the set of every square.
const AllSquares = allMask

// IsMove, From and To take a piece move apart: re-entries and passes are not
// moves; To is also the square a re-entry fills.
func IsMove(a rules.Action) bool { return a>>12 == kindMove }
func From(a rules.Action) int    { return int(a & 63) }
func To(a rules.Action) int      { return int(a >> 6 & 63) }

// MaxLegal bounds the number of legal actions of any play-phase position.
const MaxLegal = maxLegal

// Positions lists the play-phase positions of the game so far, oldest
// first, the current one last (none during setup): what a searcher needs
// to apply the repetition rule.
func (s *State) Positions() []Bare {
	out := make([]Bare, len(s.history))
	for i, k := range s.history {
		out[i] = Bare{k.board()}
	}
	return out
}

// DrawRules says which draw rules are in force.
func (s *State) DrawRules() (repetition, passes bool) { return s.repetition, s.doublePass }

// Passed reports whether the last action was a pass: another one now
// draws when the passes rule is in force.
func (s *State) Passed() bool { return s.passes > 0 }
