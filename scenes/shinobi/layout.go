package shinobi

import (
	"math"

	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// shinobiLayout is where the Shinobi table puts things, in physical px.
// The viewer's part (steps, bar, hand) is in the coordinates of the seat
// frame it is drawn in: the screen's own, except in table mode.
type shinobiLayout struct {
	top    ui.Rect   // menu button and status
	provs  []ui.Rect // each seat's province, by seat
	center ui.Rect   // deck, discard and each clan's total
	piles  ui.Rect   // deck and discard, side by side
	// pileStep is from the deck's left edge to the discard's.
	pileStep float64
	bars     ui.Rect // each clan's total
	log      ui.Rect

	// Table mode: the screen is a table with seats round its edges; a
	// side where a person sits has a strip along its edge that holds the
	// viewer's part when the viewer sits there, drawn turned to face them.
	table  bool
	strips [4]ui.Rect // by Side, on screen; empty where no person sits

	steps    ui.Rect // the three actions of a turn
	bar      ui.Rect // what to do, and the buttons when row is in it
	words    ui.Rect // what to do while buttons show
	row      ui.Rect // the buttons
	hand     ui.Rect // the title, the clan card and the cards
	handHead float64
	// rowOverLog: the buttons' row stands over the log, which takes its
	// room while no button shows (logRoom): logTall, from the row's top.
	rowOverLog bool
	logTall    ui.Rect
}

// splitBar puts the buttons' row in the bar: beside the words or under
// them (barParts).
func (l *shinobiLayout) splitBar(unit float64) {
	l.words, l.row = barParts(l.bar, unit)
}

// logRoom is where the log stands: with the buttons' row when it stands
// over the log and holds no button.
func (l *shinobiLayout) logRoom(buttons int) ui.Rect {
	if !l.rowOverLog || buttons > 0 {
		return l.log
	}
	return l.logTall
}

// Fixed heights, logical px.
const (
	shinobiCenterH = 64
	shinobiStepsH  = 28
	shinobiPromptH = 52 // three lines of small text
	shinobiButtonH = ui.Fingertip
	shinobiBarH    = shinobiPromptH + 4 + shinobiButtonH
	shinobiHandMin = 96
	shinobiHandMax = 160
)

// The bar holds what to do and a button (skip, cancel or the results):
// shinobiButtonW logical px wide, beside the words where the bar is at
// least shinobiBesideW wide, else under them.
const (
	shinobiButtonW = 180
	shinobiBesideW = shinobiButtonW + ui.Gap + 300
)

// barH is the height of a bar w px wide.
func barH(w, unit float64) float64 {
	if w >= unit*shinobiBesideW {
		return unit * shinobiPromptH
	}
	return unit * shinobiBarH
}

// barParts splits bar into the words' box and the buttons' row.
func barParts(bar ui.Rect, unit float64) (words, buttons ui.Rect) {
	if bar.W >= unit*shinobiBesideW {
		buttons, words = ui.CutRight(bar, unit*shinobiButtonW)
		words.W -= unit * ui.Gap
		buttons.H = math.Min(buttons.H, unit*shinobiButtonH)
		return words, buttons
	}
	words, buttons = ui.CutTop(bar, unit*shinobiPromptH)
	_, buttons = ui.CutTop(buttons, unit*4)
	return words, buttons
}

// layoutShinobi lays out a table of n players in area, unit physical px per
// logical px, with seat bottom's province at the bottom and the others in
// seat order from the left across the top: clockwise round the table. In
// portrait everything stands in one column; in landscape the provinces and
// the piles take the left and the rest a column on the right. l's slices
// are reused.
func layoutShinobi(l *shinobiLayout, area ui.Rect, unit float64, n, bottom int) {
	px := func(v float64) float64 { return v * unit }
	gap := px(ui.Gap)
	provs := l.provs[:0]
	for range n {
		provs = append(provs, ui.Rect{})
	}
	*l = shinobiLayout{provs: provs}
	l.top, area = ui.CutTop(area, px(ui.ButtonH))
	_, area = ui.CutTop(area, gap)
	others := n - 1
	var board, col ui.Rect // provinces and piles; the column of the rest
	var cols int
	if area.H >= area.W {
		board, col = area, area
		cols = min(others, 2)
	} else {
		board, col = ui.CutLeft(area, math.Round(area.W*0.6))
		_, col = ui.CutLeft(col, px(ui.Margin))
		cols = others
		for cols > 2 && board.W/float64(cols) < px(110) {
			cols--
		}
	}
	portrait := board == col
	// Fewer provinces to a row where theirs are too narrow for an army's
	// column to take a fingertip, while the provinces stay high enough.
	rows, fixed, provH, handH := shinobiRows(board, col, unit, others, cols, portrait)
	for c := cols - 1; c >= 1 && ui.Column(board, cols, 0, gap).W < px(shinobiProvTapW); c-- {
		r, f, h, hh := shinobiRows(board, col, unit, others, c, portrait)
		if h < px(shinobiProvTapH) || f+h*float64(r+1) > board.H+0.5 {
			break
		}
		cols, rows, fixed, provH, handH = c, r, f, h, hh
	}
	if !portrait { // centre the board's stack in its column
		used := fixed + provH*float64(rows+1)
		_, board = ui.CutTop(board, math.Max(0, (board.H-used)/2))
	}
	seat := func(k int) int { return (bottom + 1 + k) % n }
	for r := range rows {
		row, rest := ui.CutTop(board, provH)
		k0 := r * cols
		inRow := min(cols, others-k0)
		for k := range inRow {
			l.provs[seat(k0+k)] = ui.Column(row, inRow, k, gap)
		}
		_, board = ui.CutTop(rest, gap)
	}
	l.center, board = ui.CutTop(board, px(shinobiCenterH))
	l.splitCenter(unit)
	_, board = ui.CutTop(board, gap)
	if portrait {
		l.steps, board = ui.CutTop(board, px(shinobiStepsH))
		_, board = ui.CutTop(board, gap)
		col = board
	}
	l.provs[bottom], board = ui.CutTop(board, provH)
	if portrait {
		_, col = ui.CutTop(board, gap)
	} else {
		l.steps, col = ui.CutTop(col, px(shinobiStepsH))
		_, col = ui.CutTop(col, gap)
	}
	// In a landscape column too narrow for the buttons beside the words,
	// their row stands under the hand, over the log: the log, short on a
	// phone, takes the row's room while no button shows, which is most of
	// a turn.
	rowOverLog := !portrait && col.W < px(shinobiBesideW)
	var rowH float64 // the row and its gap, where they are under the hand
	if rowOverLog {
		l.bar, col = ui.CutTop(col, px(shinobiPromptH))
		l.words = l.bar
		rowH = px(shinobiButtonH + 4) // as under the words
	} else {
		l.bar, col = ui.CutTop(col, barH(col.W, unit))
		l.splitBar(unit)
	}
	_, col = ui.CutTop(col, gap)
	if !portrait {
		// The hand takes what it may, and leaves the log at least its
		// strip (table.LogStripH): what the others did stays in sight.
		free := col.H - rowH
		handH = ui.Clamp(free*0.62, math.Min(px(shinobiHandMin), free), px(shinobiHandMax))
		if free-handH-gap < px(table.LogStripH) {
			handH = math.Max(math.Min(free, px(shinobiHandMin)), free-gap-px(table.LogStripH))
		}
		if rowOverLog { // the row under it keeps a fingertip's height
			handH = math.Min(handH, free-gap)
		}
	}
	l.hand, col = ui.CutTop(col, handH)
	l.handHead = px(20)
	_, col = ui.CutTop(col, gap)
	if rowOverLog {
		if col.H >= px(table.LogStripH)-0.5 {
			l.logTall = col
		}
		l.row, col = ui.CutTop(col, px(shinobiButtonH))
		_, col = ui.CutTop(col, px(4))
		l.rowOverLog = true
	}
	if col.H >= px(table.LogStripH)-0.5 {
		l.log = col
	}
}

// A province's army columns take a fingertip's width when the province
// is shinobiProvTapW wide (logical px; its inset and the gaps between
// columns besides); shinobiProvTapH is the least height of a province
// made narrower for that, to stay high enough for its cards.
const (
	shinobiProvTapW = 5*ui.Fingertip + 4*3 + 10
	shinobiProvTapH = 100
)

// shinobiRows is, for the others' provinces cols to a row in board (the
// rest in col, the same in portrait), how many rows they take, the height
// of all but the provinces, a province's height and the hand's (upright).
func shinobiRows(board, col ui.Rect, unit float64, others, cols int, portrait bool) (rows int, fixed, provH, handH float64) {
	px := func(v float64) float64 { return v * unit }
	gap := px(ui.Gap)
	rows = (others + cols - 1) / cols
	fixed = px(shinobiCenterH) + float64(rows+1)*gap
	most := px(200)
	provFor := func(fixed float64) float64 { return ui.Clamp((board.H-fixed)/float64(rows+1), px(80), most) }
	if portrait {
		// The hand takes the height its cards have at this width, the log
		// four lines, three when the provinces would shrink too much; the
		// provinces grow while their cards do, and the log takes the rest.
		most = math.Max(px(150), provinceTallest(ui.Column(board, cols, 0, gap).W, unit))
		handH = shinobiHandFit(col.W, unit)
		fixed += px(shinobiStepsH) + barH(col.W, unit) + handH + 4*gap
		if provFor(fixed+px(shinobiLog4)) >= px(112) {
			fixed += px(shinobiLog4)
		} else {
			fixed += px(shinobiLog3)
		}
	}
	return rows, fixed, provFor(fixed), handH
}

// splitCenter places the piles and the clan bars in the centre: side by
// side when it is wide enough, the bars under the piles when not.
func (l *shinobiLayout) splitCenter(unit float64) {
	c := l.center
	h := math.Min(c.H, unit*shinobiCenterH)
	// Side by side, a little apart; never closer than their counts' discs
	// need (shinobiCountR), which do not shrink with the piles.
	pileStep := func(h float64) float64 {
		return math.Max(h*(shinobiAspect+0.15), unit*(2*shinobiCountR+4))
	}
	l.pileStep = pileStep(h)
	pilesW := l.pileStep + h*shinobiAspect
	if c.W >= pilesW+unit*(ui.Margin+150) {
		l.piles, l.bars = ui.CutLeft(ui.Rect{X: c.X, Y: c.Y, W: c.W, H: h}, pilesW)
		_, l.bars = ui.CutLeft(l.bars, unit*ui.Margin)
		l.bars.W = math.Min(l.bars.W, unit*480)
		return
	}
	h = math.Min(h, (c.H-unit*ui.Gap)/2)
	l.pileStep = pileStep(h)
	pilesW = l.pileStep + h*shinobiAspect
	l.piles = ui.Rect{X: c.X + (c.W-pilesW)/2, Y: c.Y, W: pilesW, H: h}
	l.bars = ui.Rect{X: c.X, Y: c.Y + h + unit*ui.Gap, W: c.W, H: h}
}

// Heights (logical px) of the event log showing four or three lines of
// small text under its heading (table.DrawLog: padding, heading, lines).
const (
	shinobiLog4 = 132
	shinobiLog3 = 110
)

// shinobiHandFit is the height the hand needs in a column w px wide: its
// title, then the clan card and four cards side by side, as large as the
// width lets them be, the cards' row room below for the chosen card to
// rise (layoutHand and the fan's layout).
func shinobiHandFit(w, unit float64) float64 {
	row := w - unit*(80+14) - 3*unit*8
	cardW := ui.Clamp(row/4, unit*44, unit*96)
	return ui.Clamp(unit*(20+shinobiRaise)+cardW/shinobiAspect+unit*4, unit*shinobiHandMin, unit*shinobiHandMax)
}

// provinceTallest is the height past which a province w px wide gets no
// larger cards (fanned down, they are as wide as its columns).
func provinceTallest(w, unit float64) float64 {
	in := w - unit*(10+4*3)
	cardH := in / 5 / shinobiAspect
	return cardH/0.62 + unit*(10+20+3+shinobiLabelH)
}

// shinobiProvince is the inside of a province: a header with the name and
// the hand, then one column per clan where that clan's army stands, with
// the clan's name at its foot where there is room (label high, else 0).
// A province much wider than high (a band along the table's edge in
// table mode) puts its header at its left and fans its armies across
// (across), so the cards take its whole height.
type shinobiProvince struct {
	head   ui.Rect
	slots  [shinobi.Clans]ui.Rect
	cardW  float64
	cardH  float64
	label  float64
	across bool
	// narrow: its columns are narrower than a fingertip, so a tap does
	// not tell its armies apart (onBoard).
	narrow bool
}

// A province's columns carry their clan's name where a column is at
// least shinobiLabelW wide and shinobiLabelMinH high (logical px); the
// name takes shinobiLabelH at its foot.
const (
	shinobiLabelW    = 46
	shinobiLabelMinH = 96
	shinobiLabelH    = 15
)

// shinobiFan is how far each card of an army stands from the one under
// it, as a share of the card's height (fanned down) or width (across),
// while its column has the room; the cards close up when it has not.
const shinobiFan = 0.3

// provinceGeom cuts province r: the header on top and the armies fanned
// down, or, when that gives clearly larger cards (and columns as apt to
// a fingertip), the header at the left and the armies fanned across.
func provinceGeom(r ui.Rect, unit float64) shinobiProvince {
	all := [shinobi.Clans]bool{true, true, true, true, true}
	g := fannedDown(r, unit, all)
	in := r.Inset(unit * 5)
	var a shinobiProvince
	col, rest := ui.CutLeft(in, ui.Clamp(in.W*0.12, unit*100, unit*140))
	a.head, _ = ui.CutTop(col, math.Min(unit*20, col.H*0.25))
	_, rest = ui.CutLeft(rest, unit*6)
	a.cut(rest, unit, all)
	a.across = true
	// Fanned across, the cards take the height but for the count's disc,
	// which stands out of the top card by 0.4 of its radius.
	s := a.slots[0]
	h := s.H - a.label
	a.cardH = math.Min(math.Min(h/(1+0.4*0.28*shinobiAspect), h-0.4*unit*shinobiCountR), s.W*0.62/shinobiAspect)
	a.cardW = a.cardH * shinobiAspect
	// Not when its columns, narrower, would take no fingertip and the
	// others do: a tap on a column takes its army.
	tip := unit * ui.Fingertip
	if a.cardH > g.cardH*1.15 && (a.slots[0].W >= tip || g.slots[0].W < tip) {
		a.narrow = math.Min(a.slots[0].W, a.slots[0].H) < tip
		return a
	}
	return g
}

// fannedDown cuts province r with the header on top and a column for each
// clan in cols, its army fanned down.
func fannedDown(r ui.Rect, unit float64, cols [shinobi.Clans]bool) shinobiProvince {
	in := r.Inset(unit * 5)
	var g shinobiProvince
	g.head, in = ui.CutTop(in, math.Min(unit*20, in.H*0.25))
	_, in = ui.CutTop(in, unit*3)
	g.fanDown(in, unit, cols)
	return g
}

// edgeHeadGeom cuts province r with its header along its left edge (left)
// or its right one, to be read from that edge of the table, and the five
// clans' armies fanned down beside it.
func edgeHeadGeom(r ui.Rect, unit float64, left bool) shinobiProvince {
	in := r.Inset(unit * 5)
	var g shinobiProvince
	w := math.Min(unit*20, in.W*0.25)
	if left {
		g.head, in = ui.CutLeft(in, w)
		_, in = ui.CutLeft(in, unit*3)
	} else {
		g.head, in = ui.CutRight(in, w)
		_, in = ui.CutRight(in, unit*3)
	}
	g.fanDown(in, unit, [shinobi.Clans]bool{true, true, true, true, true})
	return g
}

// fanDown cuts in into a column for each clan in cols, its army fanned
// down.
func (g *shinobiProvince) fanDown(in ui.Rect, unit float64, cols [shinobi.Clans]bool) {
	s := g.cut(in, unit, cols)
	// A full army fanned down takes its column's height less 0.62 of it.
	g.cardH = math.Min((s.H-g.label)*0.62, s.W/shinobiAspect)
	g.cardW = g.cardH * shinobiAspect
	g.narrow = math.Min(s.W, s.H) < unit*ui.Fingertip
}

// cut splits in into columns for the clans in cols, in the clans' order
// (the others get none), gives them labels where the names fit, and
// returns the size of a column.
func (g *shinobiProvince) cut(in ui.Rect, unit float64, cols [shinobi.Clans]bool) ui.Rect {
	n := 0
	for _, ok := range cols {
		if ok {
			n++
		}
	}
	var s ui.Rect
	k := 0
	for c, ok := range cols {
		if ok {
			g.slots[c] = ui.Column(in, n, k, unit*3)
			s = g.slots[c]
			k++
		}
	}
	if s.W >= unit*shinobiLabelW && s.H >= unit*shinobiLabelMinH {
		g.label = unit * shinobiLabelH
	}
	return s
}

// card is the k-th card (from the bottom) of an army of n in clan slot c,
// fanned so each card below shows its top edge (down) or its left edge
// (across), where the card's number is. The army stands in the middle of
// its column, as a fan of three while it is smaller.
func (g *shinobiProvince) card(c, k, n int) ui.Rect {
	s := g.slots[c]
	s.H -= g.label
	if g.across {
		x, step := fanAlong(s.W, g.cardW, n)
		return ui.Rect{X: s.X + x + float64(k)*step, Y: s.Y, W: g.cardW, H: g.cardH}
	}
	y, step := fanAlong(s.H, g.cardH, n)
	return ui.Rect{X: s.X + (s.W-g.cardW)/2, Y: s.Y + y + float64(k)*step, W: g.cardW, H: g.cardH}
}

// countDisc is the disc with an army's count on the corner of its top
// card, standing out of it but not out of the clan's column (nor more
// than halfway into the gap beside it): its centre and radius.
func (g *shinobiProvince) countDisc(c, n int, unit float64) (x, y, r float64) {
	top, s := g.card(c, n-1, n), g.slots[c]
	r = math.Max(unit*shinobiCountR, top.W*0.28)
	x = math.Min(top.X+top.W-r*0.6, s.X+s.W+unit*1.5-r)
	y = math.Min(top.Y+top.H-r*0.6, s.Y+s.H-g.label-r)
	return x, y, r
}

// fanAlong fans n cards size long along a column room long: where the
// first one starts and how far each next one is.
func fanAlong(room, size float64, n int) (start, step float64) {
	if n > 1 {
		step = math.Min(size*shinobiFan, (room-size)/float64(n-1))
	}
	span := size + float64(n-1)*step
	three := math.Min(size*(1+2*shinobiFan), room)
	return (room - math.Max(span, three)) / 2, step
}

// army is the whole fanned stack of n cards of clan c (one card's room
// when the army is empty).
func (g *shinobiProvince) army(c, n int) ui.Rect {
	a := g.card(c, 0, max(n, 1))
	b := g.card(c, max(n, 1)-1, max(n, 1))
	return ui.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: b.Y + b.H - a.Y}
}
