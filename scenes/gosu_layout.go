package scenes

import "math"

// gosuLayout is where the Gosu X table puts things, in physical px.
type gosuLayout struct {
	top     Rect    // menu button and status
	heads   [2]Rect // each player's counters: the viewer's is heads[1]
	armies  [2]Rect // the far army (index 0) and the near one (index 1)
	middle  Rect    // the eight clan tiles, Wonder, Bounty, the last battle
	bar     Rect    // what to do, and the buttons
	hand    Rect
	log     Rect
	cardW   float64 // an army card
	cardH   float64
	labelW  float64 // the row level marks at the left of an army
	buttonH float64
	list    gosuTileList // the clan tiles in words, when shown; kept across layouts for its scroll
}

// Fixed sizes, logical px.
const (
	gosuAspect  = 0.7 // a card's width over its height
	gosuHeadH   = 24
	gosuMiddleH = 34
	gosuPromptH = 36 // two lines of small text
	gosuButtonH = 34
	gosuBarH    = gosuPromptH + 4 + 2*gosuButtonH + Gap
	gosuHandMin = 78
	gosuHandMax = 150
	gosuLabelW  = 18
)

// layoutGosu lays out the table in area, unit physical px per logical px.
// In portrait everything stands in one column: the menu and status, the
// far player's counters and army, the tiles, the near army and counters,
// the bar, the hand and the log. In landscape the counters and armies take
// the whole height on the left and the rest a column on the right.
func layoutGosu(l *gosuLayout, area Rect, unit float64) {
	px := func(v float64) float64 { return v * unit }
	gap := px(Gap)
	*l = gosuLayout{labelW: px(gosuLabelW), buttonH: px(gosuButtonH), list: l.list}
	portrait := area.H >= area.W
	board, col := area, area
	if !portrait { // the board takes the whole height on the left
		board, col = CutLeft(area, math.Round(area.W*0.58))
		_, col = CutLeft(col, px(Margin))
	}
	l.top, col = CutTop(col, px(ButtonH))
	_, col = CutTop(col, gap)
	if portrait {
		board = col
	}
	fixed := 2*px(gosuHeadH) + 3*gap
	if portrait {
		fixed += px(gosuMiddleH) + px(gosuBarH) + px(gosuHandMin) + 3*gap
	}
	armyH := math.Max(0, (board.H-fixed)/2)
	// Cards as large as the width and the height allow.
	rowH := (armyH - 2*px(3)) / 3
	w := math.Min(rowH*gosuAspect, (board.W-l.labelW-4*px(3))/5)
	w = math.Min(w, px(110))
	l.cardW, l.cardH = w, w/gosuAspect
	armyH = 3*l.cardH + 2*px(3)
	armyW := l.labelW + 5*w + 4*px(3)
	if !portrait { // centre the board's stack in its column
		used := 2*armyH + fixed
		_, board = CutTop(board, math.Max(0, (board.H-used)/2))
	}
	center := func(r Rect) Rect { r.X += (r.W - armyW) / 2; r.W = armyW; return r }
	l.heads[0], board = CutTop(board, px(gosuHeadH))
	_, board = CutTop(board, gap)
	l.armies[0], board = CutTop(board, armyH)
	l.armies[0] = center(l.armies[0])
	_, board = CutTop(board, gap)
	if portrait {
		l.middle, board = CutTop(board, px(gosuMiddleH))
		_, board = CutTop(board, gap)
	}
	l.armies[1], board = CutTop(board, armyH)
	l.armies[1] = center(l.armies[1])
	_, board = CutTop(board, gap)
	l.heads[1], board = CutTop(board, px(gosuHeadH))
	if portrait {
		_, col = CutTop(board, gap)
	} else {
		l.middle, col = CutTop(col, px(gosuMiddleH))
		_, col = CutTop(col, gap)
	}
	l.bar, col = CutTop(col, px(gosuBarH))
	_, col = CutTop(col, gap)
	handH := clampf(col.H*0.6, math.Min(px(gosuHandMin), col.H), px(gosuHandMax))
	if col.H-handH-gap < px(50) {
		handH = math.Min(col.H, px(gosuHandMax))
	}
	l.hand, col = CutTop(col, handH)
	_, col = CutTop(col, gap)
	if col.H >= px(50) {
		l.log = col
	}
}

// slot is where row r (0 Troops .. 2 Immortals), position i of army a
// stands: the near army builds upwards from its Troops, the far one
// downwards, facing it.
func (l *gosuLayout) slot(a, r, i int) Rect {
	ar := l.armies[a]
	step := (ar.H - l.cardH) / 2
	y := ar.Y + float64(2-r)*step
	if a == 0 {
		y = ar.Y + float64(r)*step
	}
	gapX := (ar.W - l.labelW - 5*l.cardW) / 4
	return Rect{X: ar.X + l.labelW + float64(i)*(l.cardW+gapX), Y: y, W: l.cardW, H: l.cardH}
}

// row is the whole of row r of army a, level mark included.
func (l *gosuLayout) row(a, r int) Rect {
	s := l.slot(a, r, 0)
	ar := l.armies[a]
	return Rect{X: ar.X, Y: s.Y, W: ar.W, H: s.H}
}
