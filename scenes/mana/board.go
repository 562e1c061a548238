package mana

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The Mana board: its geometry on screen, the squares' symbols, the walks
// pieces take, and the drawing of board, pieces and bird.

const manaSize = 6

// manaSquareIDs and manaSquareNames are made once: the test hook lists the
// squares every frame and idle frames must not allocate.
var manaSquareIDs, manaSquareNames [manaSize * manaSize]string

func init() {
	for sq := range manaSquareNames {
		manaSquareNames[sq] = mana.SquareName(sq)
		manaSquareIDs[sq] = "sq:" + manaSquareNames[sq]
	}
}

// manaFile and manaRank are a square's column (a=0) and row (rank 1 = 0),
// numbered as the rules number them: a1 = 0, b1 = 1, ..., f6 = 35.
func manaFile(sq int) int { return sq % manaSize }
func manaRank(sq int) int { return sq / manaSize }

// manaGeom places the board on screen. Unflipped, Black's home row (rank 1)
// is at the bottom and file a on the left, as Black sees it.
type manaGeom struct {
	board ui.Rect // the whole wooden board, frame included
	grid  ui.Rect // the 36 squares
	cell  float64
	flip  bool
}

func newManaGeom(board ui.Rect, flip bool) manaGeom {
	// A frame thin enough that on a phone on its side, where the board
	// takes the screen's height, a square is still a fingertip wide.
	frame := board.W * 0.045
	grid := board.Inset(frame)
	return manaGeom{board: board, grid: grid, cell: grid.W / manaSize, flip: flip}
}

// rect is square sq on screen.
//
//go:noinline
func (g *manaGeom) rect(sq int) ui.Rect {
	col, row := manaFile(sq), manaSize-1-manaRank(sq)
	if g.flip {
		col, row = manaSize-1-col, manaSize-1-row
	}
	return ui.Rect{X: g.grid.X + float64(col)*g.cell, Y: g.grid.Y + float64(row)*g.cell, W: g.cell, H: g.cell}
}

func (g *manaGeom) center(sq int) (x, y float64) { return g.rect(sq).Center() }

// at is the square under (x, y), or -1.
func (g *manaGeom) at(x, y float64) int {
	if !g.grid.Contains(x, y) || g.cell <= 0 {
		return -1
	}
	col := min(int((x-g.grid.X)/g.cell), manaSize-1)
	row := min(int((y-g.grid.Y)/g.cell), manaSize-1)
	if g.flip {
		col, row = manaSize-1-col, manaSize-1-row
	}
	return (manaSize-1-row)*manaSize + col
}

// manaPlay is one legal action, read from its notation.
type manaPlay struct {
	a        rules.Action
	kind     byte // 'm' move, 'R' Ronin re-entry or placement, 'D' Daimio placement, 'p' pass
	from, to int  // -1 when not on the board
}

// readManaPlay reads legal action a from its notation s.
func readManaPlay(a rules.Action, s string) manaPlay {
	p := manaPlay{a: a, kind: 'p', from: -1, to: -1}
	switch {
	case len(s) == 5 && s[2] == '-':
		p.kind = 'm'
		p.from, _ = mana.ParseSquare(s[:2])
		p.to, _ = mana.ParseSquare(s[3:])
	case len(s) == 4 && s[1] == '@':
		p.kind = s[0]
		p.to, _ = mana.ParseSquare(s[2:])
	}
	return p
}

// manaPath finds a walk of exactly Symbol(from) orthogonal steps from from to
// to that visits no square twice and passes only over empty squares (the
// last one may hold an enemy): the path a piece actually slides along.
func manaPath(pieces *[manaSize * manaSize]byte, from, to int) []int {
	n := mana.Symbol(from)
	path := make([]int, 0, n+1)
	path = append(path, from)
	var walk func(sq, left int) bool
	walk = func(sq, left int) bool {
		if left == 0 {
			return sq == to
		}
		f, r := manaFile(sq), manaRank(sq)
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nf, nr := f+d[0], r+d[1]
			if nf < 0 || nr < 0 || nf >= manaSize || nr >= manaSize {
				continue
			}
			next := nr*manaSize + nf
			if visited(path, next) || (pieces[next] != 0 && (left > 1 || next != to)) {
				continue
			}
			path = append(path, next)
			if walk(next, left-1) {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	if !walk(from, n) {
		return []int{from, to}
	}
	return path
}

func visited(path []int, sq int) bool {
	for _, p := range path {
		if p == sq {
			return true
		}
	}
	return false
}

// Symbol colours: they only help; the number of marks carries the meaning.
var manaSymbolColors = [4]color.RGBA{
	{},
	{0x3a, 0x5f, 0x8a, 0xff}, // single: indigo
	{0xa2, 0x3b, 0x2e, 0xff}, // double: vermilion
	{0x3f, 0x6b, 0x3a, 0xff}, // triple: pine
}

// drawManaBoard draws the wooden board, its squares and symbols, and the
// coordinates along the frame.
func drawManaBoard(dst *ebiten.Image, ctx *ui.Context, g *manaGeom) {
	b := g.board
	sprites.Shadow(dst, b.Offset(0, ctx.Px(4)), ctx.Px(10), ctx.Px(10), sprites.ShadowColor)
	sprites.GradientRoundRect(dst, b, ctx.Px(10), sprites.WoodLight, sprites.Wood)
	sprites.StrokeRoundRect(dst, b, ctx.Px(10), math.Max(1, ctx.Px(1.5)), sprites.WoodDark)
	sprites.FillRoundRect(dst, g.grid.Inset(-ctx.Px(2)), ctx.Px(3), sprites.WoodDark)
	for sq := 0; sq < manaSize*manaSize; sq++ {
		r := g.rect(sq)
		face := sprites.Paper
		if (manaFile(sq)+manaRank(sq))%2 == 1 {
			face = sprites.PaperShade
		}
		sprites.FillRoundRect(dst, r.Inset(math.Max(1, ctx.Px(1))), ctx.Px(2), face)
		drawManaSymbol(dst, r, mana.Symbol(sq), 1)
	}
}

// drawManaCornerSymbol repeats a square's symbol small in its corner, where
// a piece standing on the square leaves it visible.
func drawManaCornerSymbol(dst *ebiten.Image, r ui.Rect, v int) {
	s := r.W * 0.36
	c := ui.Rect{X: r.X + r.W - s - r.W*0.02, Y: r.Y + r.H - s - r.W*0.02, W: s, H: s}
	sprites.FillCircle(dst, c.X+s/2, c.Y+s/2, s*0.5, sprites.Fade(sprites.Paper, 0.9))
	drawManaSymbol(dst, c, v, 1.3)
}

// drawManaCoords writes the files and ranks in the frame, each on a
// dark disc: the wood's grain runs from dark to light, too light in part
// for paper letters and too dark in part for ink ones.
func drawManaCoords(dst *ebiten.Image, g *manaGeom) {
	b := g.board
	st := text.Style{Size: ui.SizeSmall * 0.8, Bold: true, Color: sprites.Paper, Align: text.Center}
	lh := text.LineHeight(st)
	if lh > (g.grid.Y-b.Y)*1.3 {
		return // the frame is too thin for readable letters
	}
	disc := sprites.Mix(sprites.Wood, sprites.Ink, 0.4)
	mark := func(s string, x, y float64) {
		sprites.FillCircle(dst, x, y, lh*0.5, disc)
		text.Draw(dst, s, x, y, st)
	}
	for i := 0; i < manaSize; i++ {
		fsq, rsq := i, i*manaSize // a1..f1, a1..a6
		fx, _ := g.center(fsq)    // where the square is drawn, flipped or not
		_, ry := g.center(rsq)
		mark(manaSquareNames[fsq][:1], fx, g.grid.Y+g.grid.H+(b.Y+b.H-g.grid.Y-g.grid.H)/2)
		mark(manaSquareNames[rsq][1:], b.X+(g.grid.X-b.X)/2, ry)
	}
}

// drawManaSymbol draws one, two or three marks like the pips of a die, in
// the symbol's colour.
func drawManaSymbol(dst *ebiten.Image, r ui.Rect, v int, alpha float64) {
	cx, cy := r.Center()
	clr := sprites.Fade(manaSymbolColors[v], math.Min(1, 0.8*alpha))
	m := manaMarksOf(r.W, v)
	if m.ring > 0 { // a ring around the single mark, so it never reads as a stray dot
		sprites.StrokeCircle(dst, cx, cy, m.ring, m.ringW, clr)
	}
	for _, p := range m.dots[:v] {
		sprites.FillCircle(dst, cx+p[0], cy+p[1], m.rad, clr)
	}
}

// manaMarks is where the marks of a symbol go in a box: its dots (from
// the box's centre) and their radius, the single's ring.
type manaMarks struct {
	dots        [3][2]float64
	rad         float64
	ring, ringW float64
}

// manaMarksOf lays out the marks of symbol v (1-3) in a box w wide.
func manaMarksOf(w float64, v int) manaMarks {
	d := w * 0.2
	m := manaMarks{rad: w * 0.08}
	switch v {
	case 1:
		m.ring, m.ringW = m.rad*2.1, m.rad*0.45
	case 2:
		m.dots[0], m.dots[1] = [2]float64{-d, d}, [2]float64{d, -d}
	case 3:
		m.dots[0], m.dots[1], m.dots[2] = [2]float64{0, -d}, [2]float64{-d, d * 0.75}, [2]float64{d, d * 0.75}
	}
	return m
}

// reach is how far from the box's centre the marks of symbol v go.
func (m manaMarks) reach(v int) float64 {
	r := m.ring + m.ringW/2
	for _, p := range m.dots[:v] {
		r = math.Max(r, math.Hypot(p[0], p[1])+m.rad)
	}
	return r
}

// The Mana-bird's size on its square, in cells: its disc (half as wide)
// covers the square's symbol whole, so that no mark peeks out from under
// it.
const manaBirdSize = 0.78

// manaPiece is how a piece letter looks.
func manaPiece(c byte, selected bool, alpha float64) sprites.Piece {
	p := sprites.Piece{Color: sprites.WoodBlack, Crown: c == 'D' || c == 'd', Selected: selected, Alpha: alpha}
	if p.Crown {
		p.Symbol = "crown"
	}
	if c == 'd' || c == 'r' {
		p.Color = sprites.WoodWhite
	}
	return p
}

// manaPieceOf is the piece letter of player p: 'D'/'R' for Black, 'd'/'r' for White.
func manaPieceOf(p rules.Player, daimio bool) byte {
	c := byte('R')
	if daimio {
		c = 'D'
	}
	if p == 1 {
		c += 'a' - 'A'
	}
	return c
}

// drawManaBird draws the Mana-bird at (x, y); flap (0..1) folds the wings a
// little while it flies.
func drawManaBird(dst *ebiten.Image, x, y, size, flap float64) {
	// A solid disc: nothing of the square (its symbol, a shadow) shows
	// through the bird, landed or flying.
	sprites.FillCircle(dst, x, y, size*0.5, sprites.Paper)
	sprites.StrokeCircle(dst, x, y, size*0.5, size*0.05, sprites.AccentColor)
	s := size * 0.78 * (1 - 0.25*flap)
	_ = sprites.DrawIcon(dst, "bird", x-s/2, y-s/2, s, sprites.Ink)
}
