package peuple

import (
	"math"

	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// peupleRing is the wheel of terrain cards drawn as a ring: card 1 at the
// top, numbers increasing clockwise as in the rules. Cards are square tiles
// small enough that neighbours never touch, even on the diagonals.
type peupleRing struct {
	cx, cy float64 // centre of the ring, physical px
	rad    float64 // distance from the centre to each card's centre
	side   float64 // a card's side
	cards  int     // 4N
	tip    float64 // a fingertip, physical px: the least side of what a tap takes
}

// newPeupleRing fits a ring of n cards into the square box.
func newPeupleRing(box ui.Rect, n int) peupleRing {
	cx, cy := box.Center()
	half := math.Min(box.W, box.H) / 2
	// Neighbours are 2·rad·sin(π/n) apart; a tile of 0.66 of that leaves a gap
	// between them whichever way the ring runs. The outermost corner is
	// rad + side/√2 from the centre.
	k := 0.66 * 2 * math.Sin(math.Pi/float64(n))
	rad := half / (1 + k/math.Sqrt2)
	return peupleRing{cx: cx, cy: cy, rad: rad, side: rad * k, cards: n}
}

// angle is the direction of card i (1-based) from the centre: card 1 at the
// top, clockwise on screen.
func (g *peupleRing) angle(i int) float64 {
	return -math.Pi/2 + 2*math.Pi*float64(i-1)/float64(g.cards)
}

// at is the point at distance r from the centre in the direction of card i.
func (g *peupleRing) at(i int, r float64) (x, y float64) {
	a := g.angle(i)
	return g.cx + r*math.Cos(a), g.cy + r*math.Sin(a)
}

// center is the centre of card i.
func (g *peupleRing) center(i int) (x, y float64) { return g.at(i, g.rad) }

// rect is card i's tile.
func (g *peupleRing) rect(i int) ui.Rect {
	x, y := g.center(i)
	return ui.Rect{X: x - g.side/2, Y: y - g.side/2, W: g.side, H: g.side}
}

// pawnRadius is the radius of a pawn on the ring.
func (g *peupleRing) pawnRadius() float64 { return g.side * 0.22 }

// pawnSpot is where the k-th of n pawns standing on card i is drawn: on
// the card, in its lower half (its number and crest stay in sight above),
// side by side, a second row above when crowded.
func (g *peupleRing) pawnSpot(i, k, n int) (x, y float64) {
	cx, cy := g.center(i)
	perRow := min(n, 3)
	row, col := k/perRow, k%perRow
	y = cy + g.side*0.24
	if row > 0 {
		y -= g.pawnRadius() * 1.6
		perRow = min(n-perRow, 3)
	}
	return cx + (float64(col)-float64(perRow-1)/2)*g.pawnRadius()*1.55, y
}

// pawnAt is where a pawn alone on card i stands, and where a moving pawn
// passes over it.
func (g *peupleRing) pawnAt(i int) (x, y float64) { return g.pawnSpot(i, 0, 1) }

// reach is the area a tap on card i takes: its tile, grown to a
// fingertip (or a tenth of its side) into the gaps round it. On a phone
// the reaches of two cards on a diagonal of the ring meet at a corner:
// there the nearer card takes the tap (card).
func (g *peupleRing) reach(i int) ui.Rect {
	return ui.Reach(g.rect(i).Inset(-g.side*0.1), g.tip, g.side)
}

// card is the card whose reach holds (x, y), the nearest when two do, or
// 0.
func (g *peupleRing) card(x, y float64) int {
	best, bestD := 0, math.Inf(1)
	for i := 1; i <= g.cards; i++ {
		if !g.reach(i).Contains(x, y) {
			continue
		}
		cx, cy := g.center(i)
		if d := math.Hypot(cx-x, cy-y); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// inner is the square free inside the ring of cards, for the decks.
func (g *peupleRing) inner() ui.Rect {
	r := (g.rad - g.side*0.9) * math.Sqrt2 / 2
	r = math.Max(r, g.side)
	return ui.Rect{X: g.cx - r, Y: g.cy - r, W: 2 * r, H: 2 * r}
}

// peupleLayout is where the table puts things, in physical px. The bar
// and the hand are in the frame of the viewer's part (the screen's own,
// except in table mode).
type peupleLayout struct {
	top   ui.Rect // menu button and status
	ring  ui.Rect // the square holding the wheel
	seats []ui.Rect
	bar   ui.Rect // what to do, and the choices
	hand  ui.Rect
	log   ui.Rect
	// logBeside: the log stands at the left of the hand's row, the hand
	// in the rest (the scene's Layout puts the hand's title).
	logBeside bool
	decks     [4]ui.Rect // movement deck and discard, power deck and discard

	// Table mode: a strip along each edge where a person sits, for their
	// part (bar and hand) or their name plate.
	table  bool
	strips [4]ui.Rect
}

// Table mode, logical px: the depth of a seat's strip, and the least short
// side of the screen that holds strips round the ring.
const (
	peupleStripH     = 130
	peupleTableShort = 520
)

// peupleHandLeast is the logical height of the hand at its least: its
// title and cards still large enough to read, where the log needs room.
const peupleHandLeast = 80

// peupleLogTwoLines is the logical height of a log panel with its heading
// and two lines of small print.
const peupleLogTwoLines = 82

// peupleLogBesideW is the logical width of a log beside the hand, where
// there is no room for it under the hand.
const peupleLogBesideW = 200

// peuplePromptH is the logical height of what to do, above the choices:
// two lines of small print, three at the floor.
const peuplePromptH = 42

// Logical px: the height of a row of choices, and the least width of a
// choice before the choices take another row.
const (
	peupleChoiceH    = 52
	peupleChoiceMinW = 82
)

// Indexes of peupleLayout.decks.
const (
	deckMove = iota
	discardMove
	deckPower
	discardPower
)

// layoutPeuple lays out a table of n players in area, unit physical px per
// logical px, into l (its slices reused: idle frames allocate nothing),
// with room for rows of choices under what to do. In
// portrait: status, the players' plates in two columns, the ring, what to
// do, the hand and the log under one another. In landscape the ring fills
// the left and the rest stands in a column on its right, the log beside
// the hand where there is no room under it.
func layoutPeuple(l *peupleLayout, area ui.Rect, unit float64, n, rows int) {
	px := func(v float64) float64 { return v * unit }
	gap := px(ui.Gap)
	*l = peupleLayout{seats: l.seats[:0]}
	l.top, area = ui.CutTop(area, px(ui.ButtonH))
	_, area = ui.CutTop(area, gap)
	plateH := px(46)
	rows = max(rows, 1)
	barH := px(peuplePromptH+4) + float64(rows)*px(peupleChoiceH) + float64(rows-1)*gap
	handMin := px(96)
	var col ui.Rect // the column of plates, bar, hand and log
	if area.H >= area.W {
		cols := 2
		rows := (n + cols - 1) / cols
		seats, rest := ui.CutTop(area, float64(rows)*plateH+float64(rows-1)*gap)
		l.seats = plateGrid(l.seats, seats, n, cols, gap)
		_, rest = ui.CutTop(rest, gap)
		if rest.H > px(700) { // tall screens: larger cards; phones keep a log
			handMin = math.Max(handMin, rest.H*0.2)
		}
		// The ring leaves room for the bar, the hand and two lines of log;
		// the log gives up to its strip where the ring's cards would
		// otherwise be too small to read, and all of it only when even
		// its strip would leave them so.
		under := rest.H - barH - handMin - 3*gap
		least := px(25) * 100 / newPeupleRing(ui.Rect{W: 100, H: 100}, 4*n).side
		size := math.Max(under-px(peupleLogTwoLines), math.Min(least, under-px(table.LogStripH)))
		if size < least {
			// The strip's room, the hand down to its least, if the ring's
			// cards then stay large enough; else the ring takes it all.
			size = under + gap
			if least <= under+handMin-px(peupleHandLeast+table.LogStripH) {
				size = least
			}
		}
		size = math.Max(math.Min(size, rest.W), px(150))
		l.ring = ui.Rect{X: rest.X + (rest.W-size)/2, Y: rest.Y, W: size, H: size}
		_, col = ui.CutTop(rest, size+gap)
	} else {
		size := math.Min(area.H, area.W*0.52)
		l.ring = ui.Rect{X: area.X, Y: area.Y + (area.H-size)/2, W: size, H: size}
		_, col = ui.CutLeft(area, size+px(ui.Margin))
		// The fewest columns whose rows of full-height plates take at most
		// 40% of the column, and leave the bar, the hand and the log's strip
		// their room, as long as a plate keeps room for its name.
		most := math.Min(col.H*0.4, col.H-barH-px(peupleHandLeast+table.LogStripH)-3*gap)
		cols := 1
		for cols < n && col.W/float64(cols+1) >= px(140) && float64((n+cols-1)/cols)*(plateH+gap) > most {
			cols++
		}
		rows := (n + cols - 1) / cols
		h := math.Min(plateH, (col.H*0.4-float64(rows-1)*gap)/float64(rows))
		seats, rest := ui.CutTop(col, float64(rows)*h+float64(rows-1)*gap)
		l.seats = plateGrid(l.seats, seats, n, cols, gap)
		_, col = ui.CutTop(rest, gap)
	}
	l.bar, col = ui.CutTop(col, barH)
	_, col = ui.CutTop(col, gap)
	// The hand takes what it needs, leaving the log room for its heading
	// and two lines when it can, its strip (table.LogStripH) at least, down
	// to the least hand.
	handH := ui.Clamp(col.H*0.62, math.Min(handMin, col.H), px(170))
	handH = math.Max(math.Min(handMin, col.H), math.Min(handH, col.H-gap-px(peupleLogTwoLines)))
	if col.H-handH-gap < px(table.LogStripH) {
		handH = math.Max(math.Min(col.H, px(peupleHandLeast)), col.H-gap-px(table.LogStripH))
	}
	l.hand, col = ui.CutTop(col, handH)
	_, col = ui.CutTop(col, gap)
	switch {
	case col.H >= px(table.LogStripH)-0.5:
		l.log = col
	case l.hand.W >= px(2*peupleLogBesideW) && l.hand.H >= px(table.LogStripH):
		// No room under the hand (a phone on its side, four or five
		// players): the log takes the left of the hand's row, its
		// heading over it where the row is tall enough, and the hand
		// the rest.
		l.log, l.hand = ui.CutLeft(l.hand, px(peupleLogBesideW))
		_, l.hand = ui.CutLeft(l.hand, gap)
		l.logBeside = true
	}
	l.placeDecks(n)
}

// placeDecks puts the decks and their discards inside the ring of n
// players' cards.
func (l *peupleLayout) placeDecks(n int) {
	ring := newPeupleRing(l.ring, 4*n)
	in := ring.inner()
	cw := in.W * 0.42
	ch := math.Min(cw*1.4, in.H*0.46)
	cw = ch / 1.4
	for i := range l.decks {
		x := in.X + in.W/2 - cw - in.W*0.04
		if i%2 == 1 {
			x = in.X + in.W/2 + in.W*0.04
		}
		y := in.Y + in.H/2 - ch - in.H*0.03
		if i >= deckPower {
			y = in.Y + in.H/2 + in.H*0.03
		}
		l.decks[i] = ui.Rect{X: x, Y: y, W: cw, H: ch}
	}
}

// layoutPeupleTable lays out a table of n players for a screen lying flat
// between them: each side in people (where a person sits: bots hold no
// hand on screen) has a strip along its edge for the part of the person
// the screen is for (laid out by layoutPeupleStrip in that side's frame)
// or the name plates of those waiting; the strips of the short edges run
// their whole length. Between them, the menu and status on top, the ring
// and, beside it in landscape or around it in portrait, the players'
// plates and the log, upright for the bottom edge. It reports false (and
// leaves l alone) when area is too small: a phone falls back to the usual
// layout.
func layoutPeupleTable(l *peupleLayout, area ui.Rect, unit float64, n int, people [4]bool) bool {
	px := func(v float64) float64 { return v * unit }
	if math.Min(area.W, area.H) < px(peupleTableShort) {
		return false
	}
	gap := px(ui.Gap)
	*l = peupleLayout{seats: l.seats[:0], table: true}
	var in ui.Rect
	l.strips, in = table.CutStrips(area, people, px(peupleStripH), gap)
	plateH := px(46)
	if in.W >= in.H {
		// The ring on the left, its full height; in a column beside it the
		// menu and status, the plates, then the log.
		size := math.Min(in.H, in.W-px(300)-gap)
		colW := math.Min(in.W-size-gap, px(380))
		x := in.X + (in.W-size-gap-colW)/2
		l.ring = ui.Rect{X: x, Y: in.Y + (in.H-size)/2, W: size, H: size}
		col := ui.Rect{X: x + size + gap, Y: in.Y, W: colW, H: in.H}
		l.top, col = ui.CutTop(col, px(ui.ButtonH))
		_, col = ui.CutTop(col, gap)
		// One plate to a row, two when that leaves the log no room.
		cols := 1
		if col.H-float64(n)*(plateH+gap) < px(table.LogStripH) && col.W >= px(300) {
			cols = 2
		}
		rows := (n + cols - 1) / cols
		seats, rest := ui.CutTop(col, float64(rows)*plateH+float64(rows-1)*gap)
		l.seats = plateGrid(l.seats, seats, n, cols, gap)
		if _, rest = ui.CutTop(rest, gap); rest.H >= px(table.LogStripH) {
			l.log = rest
		}
	} else {
		// The menu and status, the plates in two columns, the ring, the
		// log under it.
		l.top, in = ui.CutTop(in, px(ui.ButtonH))
		_, in = ui.CutTop(in, gap)
		rows := (n + 1) / 2
		seats, rest := ui.CutTop(in, float64(rows)*plateH+float64(rows-1)*gap)
		l.seats = plateGrid(l.seats, seats, n, 2, gap)
		_, rest = ui.CutTop(rest, gap)
		// The ring leaves the log its strip at least (what the others did
		// stays in sight), more while the ring keeps most of its size.
		size := math.Min(rest.W, rest.H)
		if rest.H-size < px(64)+gap {
			size = math.Max(math.Min(rest.W, rest.H-px(64)-gap), math.Min(rest.W, rest.H)*0.85)
			size = math.Min(size, rest.H-px(table.LogStripH)-gap)
		}
		l.ring = ui.Rect{X: rest.X + (rest.W-size)/2, Y: rest.Y, W: size, H: size}
		if _, log := ui.CutTop(rest, size+gap); log.H >= px(table.LogStripH)-0.5 {
			l.log = log
		}
	}
	l.placeDecks(n)
	return true
}

// layoutPeupleStrip lays out the viewer's part in their strip r (in the
// frame of its side): the hand on the left, what to do on the right.
func layoutPeupleStrip(l *peupleLayout, r ui.Rect, unit float64) {
	px := func(v float64) float64 { return v * unit }
	handW := ui.Clamp(r.W*0.45, math.Min(px(240), r.W/2), px(560))
	l.hand, r = ui.CutLeft(r, handW)
	_, l.bar = ui.CutLeft(r, px(ui.Margin))
}

// peupleChoiceGrid is how n choices stand in a bar w physical px wide: as
// many to a row as keep peupleChoiceMinW, in as many rows as they need.
func peupleChoiceGrid(w float64, n int, unit float64) (cols, rows int) {
	gap := unit * ui.Gap
	cols = max(n, 1)
	for cols > 1 && (w-float64(cols-1)*gap)/float64(cols) < unit*peupleChoiceMinW {
		cols--
	}
	return cols, max((n+cols-1)/cols, 1)
}

// peupleChoiceRect is where the i-th of n choices stands in bar: under what
// to do, in the rows peupleChoiceGrid gives them, as few to a row as fill
// them evenly, each row filled by choices of one width (a lone Pass takes
// the bar's width; five choices stand three and two).
func peupleChoiceRect(bar ui.Rect, n, i int, unit float64) ui.Rect {
	_, row := ui.CutTop(bar, unit*(peuplePromptH+4))
	_, rows := peupleChoiceGrid(bar.W, n, unit)
	cols := (n + rows - 1) / rows
	r, k := i/cols, i%cols
	inRow := min(cols, n-r*cols)
	gap := unit * ui.Gap
	w := (row.W - float64(inRow-1)*gap) / float64(inRow)
	h := math.Min(unit*peupleChoiceH, (row.H-float64(rows-1)*gap)/float64(rows))
	return ui.Rect{X: row.X + float64(k)*(w+gap), Y: row.Y + float64(r)*(h+gap), W: w, H: h}
}

// plateGrid appends to dst n plates cut from r, cols to a row, filled row
// by row.
func plateGrid(dst []ui.Rect, r ui.Rect, n, cols int, gap float64) []ui.Rect {
	rows := (n + cols - 1) / cols
	h := (r.H - float64(rows-1)*gap) / float64(rows)
	for i := range n {
		row := ui.Rect{X: r.X, Y: r.Y + float64(i/cols)*(h+gap), W: r.W, H: h}
		dst = append(dst, ui.Column(row, cols, i%cols, gap))
	}
	return dst
}
