package shinobi

import (
	"math"

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
	bar      ui.Rect // what to do, and the buttons
	hand     ui.Rect // the title, the clan card and the cards
	handHead float64
}

// Fixed heights, logical px.
const (
	shinobiCenterH = 64
	shinobiStepsH  = 28
	shinobiPromptH = 52 // three lines of small text
	shinobiButtonH = 40
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
	rows := (others + cols - 1) / cols
	portrait := board == col
	fixed := px(shinobiCenterH) + float64(rows+1)*gap
	most := px(200)
	var handH float64
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
	provH := provFor(fixed)
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
	l.bar, col = ui.CutTop(col, barH(col.W, unit))
	_, col = ui.CutTop(col, gap)
	if !portrait {
		handH = ui.Clamp(col.H*0.62, math.Min(px(shinobiHandMin), col.H), px(shinobiHandMax))
		if col.H-handH-gap < px(60) {
			handH = math.Min(col.H, px(shinobiHandMax))
		}
	}
	l.hand, col = ui.CutTop(col, handH)
	l.handHead = px(20)
	_, col = ui.CutTop(col, gap)
	if col.H >= px(60) {
		l.log = col
	}
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

// shinobiStripHeadH is the height of the hand's titles in a strip,
// logical px.
const shinobiStripHeadH = 18

// Table mode, logical px: the depth of a seat's strip, and the least short
// side of the screen that holds strips and provinces round the table.
const (
	shinobiStripH     = 136
	shinobiTableShort = 520
)

// layoutShinobiTable lays out a table of n players for a screen lying flat
// between them: seat i sits at SeatSide(i, n, true) and keeps its province
// there whoever plays (the board never turns); each side in people (where
// a person sits: bots hold no hand on screen) has a strip along its edge
// for the hand of the person the screen is for. The
// strips of the short edges run their whole length, the others stop at
// them. Between the strips, the provinces at the top and the bottom span
// the width; in landscape those of the left and right seats stand beside
// the centre, which holds the menu and status, the piles and clan totals,
// and the log beside or under them; in portrait the centre goes across and
// the side seats' provinces share a row under it. The provinces give up
// some room for the log where they must; only with people on three or
// four sides of a small screen may it find none, and then the name
// plates in the strips show it. It reports false (and leaves l alone)
// when area is too small for a table: a phone falls back to the usual
// layout.
func layoutShinobiTable(l *shinobiLayout, area ui.Rect, unit float64, n int, people [4]bool) bool {
	px := func(v float64) float64 { return v * unit }
	if math.Min(area.W, area.H) < px(shinobiTableShort) || n < 3 {
		return false
	}
	gap := px(ui.Gap)
	provs := l.provs[:0]
	for range n {
		provs = append(provs, ui.Rect{})
	}
	*l = shinobiLayout{provs: provs, table: true}
	var in ui.Rect
	l.strips, in = table.CutStrips(area, people, px(shinobiStripH), gap)
	// The provinces: bands at the top and the bottom, columns at the sides.
	portrait := area.H > area.W
	var top, bottom []int // seats, left to right
	var left, right = -1, -1
	for i := range n {
		switch table.SeatSide(i, n, true) {
		case table.SideTop:
			top = append(top, i)
		case table.SideBottom: // seat 1, and seat 5 on its right (clockwise after the right side)
			bottom = append(bottom, i)
		case table.SideLeft:
			left = i
		case table.SideRight:
			right = i
		}
	}
	band := func(seats []int, r ui.Rect) {
		for k, i := range seats {
			l.provs[i] = ui.Column(r, len(seats), k, gap)
		}
	}
	topBand := func(depth float64) {
		if len(top) > 0 {
			var r ui.Rect
			r, in = ui.CutTop(in, depth)
			band(top, r)
			_, in = ui.CutTop(in, gap)
		}
	}
	bottomBand := func(depth float64) {
		if len(bottom) > 0 {
			var r ui.Rect
			r, in = ui.CutBottom(in, depth)
			band(bottom, r)
			_, in = ui.CutBottom(in, gap)
		}
	}
	bands := func(depth float64) {
		topBand(depth)
		bottomBand(depth)
	}
	// The centre's head: menu and status over the piles and the totals.
	head := px(ui.ButtonH+shinobiCenterH) + gap
	logH, logW := px(shinobiLog3), px(shinobiLogW)
	wide := func(w float64) bool { return w-gap-px(shinobiCountersW) >= logW }
	if portrait { // the centre across, then the side seats' provinces in a row
		// Beside the left seat's province when no seat is on the
		// right, else beside the centre, else in a row under it.
		row := right >= 0 && !wide(in.W)
		fixed := px(ui.ButtonH+shinobiCenterH) + 5*gap
		if row && (in.H-fixed-logH-gap)/3 >= px(100) {
			fixed += logH + gap
		} else {
			row = false
		}
		bands(ui.Clamp((in.H-fixed)/3, px(100), px(180)))
		l.top, in = ui.CutTop(in, px(ui.ButtonH))
		_, in = ui.CutTop(in, gap)
		c, rest := ui.CutTop(in, px(shinobiCenterH))
		if right >= 0 && !row {
			col := ui.Rect{X: l.top.X, Y: l.top.Y, W: l.top.W, H: c.Y + c.H - l.top.Y}
			l.log, _ = ui.CutRight(col, col.W-shinobiCountersFor(col.W, unit)-gap)
			l.top.W -= l.log.W + gap
			c.W -= l.log.W + gap
		}
		l.center, in = c, rest
		l.splitCenter(unit)
		_, in = ui.CutTop(in, gap)
		if row {
			l.log, in = ui.CutTop(in, logH)
			_, in = ui.CutTop(in, gap)
		}
		if left >= 0 {
			l.provs[left] = ui.Column(in, 2, 0, gap)
		}
		if right >= 0 {
			l.provs[right] = ui.Column(in, 2, 1, gap)
		} else if log := ui.Column(in, 2, 1, gap); log.H >= px(80) {
			l.log = log
		}
		return true
	}
	sides := 0.0
	if left >= 0 {
		sides++
	}
	if right >= 0 {
		sides++
	}
	depth := ui.Clamp((in.H-px(ui.ButtonH+shinobiCenterH)-4*gap)/2, px(90), px(170))
	sideW := ui.Clamp(in.W*0.26, px(110), px(220))
	centreW := func(sideW float64) float64 { return in.W - sides*(sideW+gap) }
	under := func(depth float64) bool { // the log fits under the head
		h := head
		if centreW(sideW) < px(shinobiCenterH)*(2*shinobiAspect+0.15)+px(ui.Margin+150) {
			h += px(shinobiCenterH) + gap // the totals under the piles
		}
		return in.H-2*(depth+gap)-h-gap >= logH && centreW(sideW) >= logW
	}
	tall := in.H-2*(depth+gap) >= math.Max(head, logH)
	beside := tall && wide(centreW(sideW))
	if !beside && !under(depth) {
		// Narrower side seats, down to 130 logical px wide, or lower
		// bands, down to 100 deep; else beside, even if it shows fewer
		// lines.
		if w := (in.W - sides*gap - px(shinobiCountersW) - gap - logW) / math.Max(sides, 1); tall && sides > 0 && w >= px(130) {
			sideW, beside = math.Min(sideW, math.Floor(w)), true
		} else {
			d := depth
			for d >= px(100) && !under(d) {
				d -= px(2)
			}
			if d >= px(100) {
				depth = d
			} else {
				beside = wide(centreW(sideW)) && in.H-2*(depth+gap) >= px(80)
			}
		}
	}
	// Each band spans the width, or stands between the side seats'
	// provinces, which then reach the edge: whichever leaves the smallest
	// cards of the table the largest (a band fans its armies across when
	// it is wide enough), the bands across the width on a tie.
	sidesCut := func() {
		if left >= 0 {
			l.provs[left], in = ui.CutLeft(in, sideW)
			_, in = ui.CutLeft(in, gap)
		}
		if right >= 0 {
			l.provs[right], in = ui.CutRight(in, sideW)
			_, in = ui.CutRight(in, gap)
		}
	}
	whole := in
	place := func(k int) float64 { // bit 0: the top band between; bit 1: the bottom one
		in = whole
		if k&1 == 0 {
			topBand(depth)
		}
		if k&2 == 0 {
			bottomBand(depth)
		}
		sidesCut()
		if k&1 != 0 {
			topBand(depth)
		}
		if k&2 != 0 {
			bottomBand(depth)
		}
		return l.smallestCard(unit)
	}
	best, most := 0, place(0)
	for k := 1; k < 4 && sides > 0; k++ {
		if c := place(k); c > most {
			best, most = k, c
		}
	}
	place(best)
	if beside {
		l.log, in = ui.CutRight(in, in.W-shinobiCountersFor(in.W, unit)-gap)
		_, in = ui.CutRight(in, gap)
	}
	l.top, in = ui.CutTop(in, px(ui.ButtonH))
	_, in = ui.CutTop(in, gap)
	h := px(shinobiCenterH)
	if in.W < h*(2*shinobiAspect+0.15)+px(ui.Margin+150) { // the bars go under the piles
		h = 2*h + gap
	}
	l.center, in = ui.CutTop(in, math.Min(h, in.H))
	l.splitCenter(unit)
	_, in = ui.CutTop(in, gap)
	if l.log.W == 0 && in.H >= px(80) && in.W >= logW {
		l.log = in
	}
	return true
}

// smallestCard is the height of the smallest province's cards.
func (l *shinobiLayout) smallestCard(unit float64) float64 {
	least := math.Inf(1)
	for _, r := range l.provs {
		least = math.Min(least, provinceGeom(r, unit).cardH)
	}
	return least
}

// Table mode, logical px: the least width of the centre's menu, status,
// piles and totals beside the log, and the log's least width there.
const (
	shinobiCountersW = 270
	shinobiLogW      = 220
)

// shinobiCountersFor is how much of a centre w px wide the menu, status,
// piles and totals take when the log stands beside them: at least
// shinobiCountersW logical px, at most 400, the log 260 when it can.
func shinobiCountersFor(w, unit float64) float64 {
	return ui.Clamp(w-unit*(ui.Gap+260), unit*shinobiCountersW, unit*400)
}

// layoutShinobiStrip lays the viewer's part out in table mode, in strip r
// of their seat frame: the steps across the top, then the clan card and
// the hand on the left, what to do and the buttons on the right. Once the
// game is over the end's explanation takes the hand's place and the steps'.
func layoutShinobiStrip(l *shinobiLayout, r ui.Rect, unit float64, over bool) {
	px := func(v float64) float64 { return v * unit }
	l.handHead = px(shinobiStripHeadH)
	if over {
		l.steps = ui.Rect{}
		l.hand, r = ui.CutLeft(r, r.W-px(200+ui.Margin))
		_, l.bar = ui.CutLeft(r, px(ui.Margin))
		return
	}
	l.steps, r = ui.CutTop(r, px(shinobiStepsH-4))
	_, r = ui.CutTop(r, px(6))
	// As wide as the clan card and four cards at this height need, so
	// what to do gets the rest.
	cardW := math.Min(r.H*shinobiAspect, px(96))
	need := 5*cardW + px(14+3*8)
	handW := ui.Clamp(math.Min(r.W*0.55, need), px(220), r.W-px(200))
	l.hand, r = ui.CutLeft(r, handW)
	_, l.bar = ui.CutLeft(r, px(ui.Margin))
}

// A name plate in Shinobi's table mode is as deep as its strip: its head
// (crest, name and what the table waits for; table.PlateParts) is
// shinobiLogPlateHeadH logical px high, and under it, the whole width,
// stand the newest lines of the log, turned to the person with the
// plate, who has the time to read them while waiting.
const shinobiLogPlateHeadH = 66

// shinobiLogPlateRect is the k-th of n such plates side by side in strip
// r (in the frame of the strip's side): in the middle of its share of
// the strip, at most plateW wide.
func shinobiLogPlateRect(r ui.Rect, unit float64, n, k int) ui.Rect {
	c := ui.Column(r, n, k, unit*ui.Gap)
	w := math.Min(c.W, unit*table.PlateW)
	return ui.Rect{X: c.X + (c.W-w)/2, Y: c.Y, W: w, H: c.H}
}

// shinobiLogPlateParts splits such a plate p into its head and its log
// (empty when p is too low for one).
func shinobiLogPlateParts(p ui.Rect, unit float64) (head, log ui.Rect) {
	head, rest := ui.CutTop(p, unit*shinobiLogPlateHeadH)
	rest = ui.Rect{X: p.X + unit*10, Y: rest.Y - unit*4, W: p.W - unit*20, H: rest.H - unit*6}
	if rest.H >= unit*40 {
		log = rest
	}
	return head, log
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
	slots  [5]ui.Rect
	cardW  float64
	cardH  float64
	label  float64
	across bool
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
// down, or, when that gives clearly larger cards, the header at the left
// and the armies fanned across.
func provinceGeom(r ui.Rect, unit float64) shinobiProvince {
	in := r.Inset(unit * 5)
	var g shinobiProvince
	g.head, in = ui.CutTop(in, math.Min(unit*20, in.H*0.25))
	_, in = ui.CutTop(in, unit*3)
	g.cut(in, unit)
	// A full army fanned down takes its column's height less 0.62 of it.
	s := g.slots[0]
	g.cardH = math.Min((s.H-g.label)*0.62, s.W/shinobiAspect)
	g.cardW = g.cardH * shinobiAspect

	in = r.Inset(unit * 5)
	var a shinobiProvince
	col, rest := ui.CutLeft(in, ui.Clamp(in.W*0.12, unit*100, unit*140))
	a.head, _ = ui.CutTop(col, math.Min(unit*20, col.H*0.25))
	_, rest = ui.CutLeft(rest, unit*6)
	a.cut(rest, unit)
	a.across = true
	// Fanned across, the cards take the height but for the count's disc,
	// which stands out of the top card by 0.4 of its radius.
	s = a.slots[0]
	h := s.H - a.label
	a.cardH = math.Min(math.Min(h/(1+0.4*0.28*shinobiAspect), h-0.4*unit*shinobiCountR), s.W*0.62/shinobiAspect)
	a.cardW = a.cardH * shinobiAspect
	if a.cardH > g.cardH*1.15 {
		return a
	}
	return g
}

// cut splits in into the five clans' columns and gives them labels where
// the names fit.
func (g *shinobiProvince) cut(in ui.Rect, unit float64) {
	for c := range g.slots {
		g.slots[c] = ui.Column(in, len(g.slots), c, unit*3)
	}
	if s := g.slots[0]; s.W >= unit*shinobiLabelW && s.H >= unit*shinobiLabelMinH {
		g.label = unit * shinobiLabelH
	}
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
