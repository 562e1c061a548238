package scenes

import "math"

// shinobiLayout is where the Shinobi table puts things, in physical px.
type shinobiLayout struct {
	top    Rect   // menu button and status
	provs  []Rect // each seat's province, by seat
	center Rect   // deck, discard and each clan's total
	steps  Rect   // the three actions of a turn
	bar    Rect   // what to do, and the buttons
	hand   Rect
	log    Rect
}

// Fixed heights, logical px.
const (
	shinobiCenterH = 64
	shinobiStepsH  = 28
	shinobiPromptH = 52 // three lines of small text
	shinobiBarH    = shinobiPromptH + 4 + 40
	shinobiHandMin = 96
	shinobiHandMax = 160
)

// layoutShinobi lays out a table of n players in area, unit physical px per
// logical px, with seat bottom's province at the bottom and the others in
// seat order from the left across the top: clockwise round the table. In
// portrait everything stands in one column; in landscape the provinces and
// the piles take the left and the rest a column on the right. l's slices
// are reused.
func layoutShinobi(l *shinobiLayout, area Rect, unit float64, n, bottom int) {
	px := func(v float64) float64 { return v * unit }
	gap := px(Gap)
	provs := l.provs[:0]
	for range n {
		provs = append(provs, Rect{})
	}
	*l = shinobiLayout{provs: provs}
	l.top, area = CutTop(area, px(ButtonH))
	_, area = CutTop(area, gap)
	others := n - 1
	var board, col Rect // provinces and piles; the column of the rest
	var cols int
	if area.H >= area.W {
		board, col = area, area
		cols = min(others, 2)
	} else {
		board, col = CutLeft(area, math.Round(area.W*0.6))
		_, col = CutLeft(col, px(Margin))
		cols = others
		for cols > 2 && board.W/float64(cols) < px(110) {
			cols--
		}
	}
	rows := (others + cols - 1) / cols
	portrait := board == col
	fixed := px(shinobiCenterH) + float64(rows+1)*gap
	most := px(200)
	var handH float64
	provFor := func(fixed float64) float64 { return clampf((board.H-fixed)/float64(rows+1), px(80), most) }
	if portrait {
		// The hand takes the height its cards have at this width, the log
		// four lines, three when the provinces would shrink too much.
		most = px(150)
		handH = shinobiHandFit(col.W, unit)
		fixed += px(shinobiStepsH) + px(shinobiBarH) + handH + 4*gap
		if provFor(fixed+px(shinobiLog4)) >= px(112) {
			fixed += px(shinobiLog4)
		} else {
			fixed += px(shinobiLog3)
		}
	}
	provH := provFor(fixed)
	if !portrait { // centre the board's stack in its column
		used := fixed + provH*float64(rows+1)
		_, board = CutTop(board, math.Max(0, (board.H-used)/2))
	}
	seat := func(k int) int { return (bottom + 1 + k) % n }
	for r := range rows {
		row, rest := CutTop(board, provH)
		k0 := r * cols
		inRow := min(cols, others-k0)
		for k := range inRow {
			l.provs[seat(k0+k)] = Column(row, inRow, k, gap)
		}
		_, board = CutTop(rest, gap)
	}
	l.center, board = CutTop(board, px(shinobiCenterH))
	_, board = CutTop(board, gap)
	if portrait {
		l.steps, board = CutTop(board, px(shinobiStepsH))
		_, board = CutTop(board, gap)
		col = board
	}
	l.provs[bottom], board = CutTop(board, provH)
	if portrait {
		_, col = CutTop(board, gap)
	} else {
		l.steps, col = CutTop(col, px(shinobiStepsH))
		_, col = CutTop(col, gap)
	}
	l.bar, col = CutTop(col, px(shinobiBarH))
	_, col = CutTop(col, gap)
	if !portrait {
		handH = clampf(col.H*0.62, math.Min(px(shinobiHandMin), col.H), px(shinobiHandMax))
		if col.H-handH-gap < px(60) {
			handH = math.Min(col.H, px(shinobiHandMax))
		}
	}
	l.hand, col = CutTop(col, handH)
	_, col = CutTop(col, gap)
	if col.H >= px(60) {
		l.log = col
	}
}

// Heights (logical px) of the event log showing four or three lines of
// small text under its heading (drawLog: padding, heading, lines).
const (
	shinobiLog4 = 132
	shinobiLog3 = 110
)

// shinobiHandFit is the height the hand needs in a column w px wide: its
// title, then the clan card and four cards side by side, as large as the
// width lets them be (handParts and the fan's layout).
func shinobiHandFit(w, unit float64) float64 {
	row := w - unit*(80+14) - 3*unit*8
	cardW := clampf(row/4, unit*44, unit*96)
	return clampf(unit*20+cardW/shinobiAspect+unit*4, unit*shinobiHandMin, unit*shinobiHandMax)
}

// shinobiProvince is the inside of a province: a header with the name and
// the hand, then one column per clan where that clan's army stands.
type shinobiProvince struct {
	head  Rect
	slots [5]Rect
	cardW float64
	cardH float64
}

// provinceGeom cuts province r.
func provinceGeom(r Rect, unit float64) shinobiProvince {
	var g shinobiProvince
	in := r.Inset(unit * 5)
	g.head, in = CutTop(in, math.Min(unit*20, in.H*0.25))
	_, in = CutTop(in, unit*3)
	for c := range g.slots {
		g.slots[c] = Column(in, len(g.slots), c, unit*3)
	}
	s := g.slots[0]
	g.cardH = math.Min(s.H*0.62, s.W/0.7)
	g.cardW = g.cardH * 0.7
	return g
}

// card is the k-th card (from the bottom) of an army of n in clan slot c,
// fanned downwards so each card below shows its top edge.
func (g *shinobiProvince) card(c, k, n int) Rect {
	s := g.slots[c]
	step := 0.0
	if n > 1 {
		step = math.Min(g.cardH*0.3, (s.H-g.cardH)/float64(n-1))
	}
	return Rect{X: s.X + (s.W-g.cardW)/2, Y: s.Y + float64(k)*step, W: g.cardW, H: g.cardH}
}

// army is the whole fanned stack of n cards of clan c (one card's room
// when the army is empty).
func (g *shinobiProvince) army(c, n int) Rect {
	a := g.card(c, 0, max(n, 1))
	b := g.card(c, max(n, 1)-1, max(n, 1))
	return Rect{X: a.X, Y: a.Y, W: a.W, H: b.Y + b.H - a.Y}
}
