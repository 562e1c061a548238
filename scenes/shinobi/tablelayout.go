package shinobi

import (
	"math"

	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Table mode: the screen lies flat among the players, each person's hand
// in a strip along their edge, the provinces round the centre.

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
	if math.Min(area.W, area.H) < unit*shinobiTableShort || n < 3 {
		return false
	}
	provs := l.provs[:0]
	for range n {
		provs = append(provs, ui.Rect{})
	}
	*l = shinobiLayout{provs: provs, table: true}
	c := shinobiTableCut{l: l, unit: unit, gap: unit * ui.Gap, people: people}
	l.strips, c.in = table.CutStrips(area, people, c.px(shinobiStripH), c.gap)
	c.seatSides(n)
	if area.H > area.W {
		c.portrait()
	} else {
		c.landscape()
	}
	return true
}

// shinobiTableCut is a table-mode layout under way: what is left of the
// screen between the strips (in), cut region by region, and which seats'
// provinces stand along which edge.
type shinobiTableCut struct {
	l           *shinobiLayout
	in          ui.Rect
	unit, gap   float64
	top, bottom []int // seats, left to right
	left, right int   // seats; -1 for none
	people      [4]bool
}

func (c *shinobiTableCut) px(v float64) float64 { return v * c.unit }

// seatSides sorts the n seats by the edge they sit at.
func (c *shinobiTableCut) seatSides(n int) {
	c.left, c.right = -1, -1
	for i := range n {
		switch table.SeatSide(i, n, true) {
		case table.SideTop:
			c.top = append(c.top, i)
		case table.SideBottom: // seat 1, and seat 5 on its right (clockwise after the right side)
			c.bottom = append(c.bottom, i)
		case table.SideLeft:
			c.left = i
		case table.SideRight:
			c.right = i
		}
	}
}

// wide reports that a centre w px wide holds the log beside the menu,
// status, piles and totals.
func (c *shinobiTableCut) wide(w float64) bool {
	return w-c.gap-c.px(shinobiCountersW) >= c.px(shinobiLogW)
}

// band places seats' provinces side by side in r.
func (c *shinobiTableCut) band(seats []int, r ui.Rect) {
	for k, i := range seats {
		c.l.provs[i] = ui.Column(r, len(seats), k, c.gap)
	}
}

// topBand and bottomBand cut the band of the provinces at that edge,
// depth deep, off what is left.
func (c *shinobiTableCut) topBand(depth float64) {
	if len(c.top) > 0 {
		var r ui.Rect
		r, c.in = ui.CutTop(c.in, depth)
		c.band(c.top, r)
		_, c.in = ui.CutTop(c.in, c.gap)
	}
}

func (c *shinobiTableCut) bottomBand(depth float64) {
	if len(c.bottom) > 0 {
		var r ui.Rect
		r, c.in = ui.CutBottom(c.in, depth)
		c.band(c.bottom, r)
		_, c.in = ui.CutBottom(c.in, c.gap)
	}
}

// portrait lays out a screen taller than wide: the bands, the centre
// across, and the side seats' provinces in a row under it. The log stands
// beside the left seat's province when no seat is on the right, else
// beside the centre, else in a row under it.
func (c *shinobiTableCut) portrait() {
	logH := c.px(shinobiLog3)
	row := c.right >= 0 && !c.wide(c.in.W)
	fixed := c.px(ui.ButtonH+shinobiCenterH) + 5*c.gap
	if row && (c.in.H-fixed-logH-c.gap)/3 >= c.px(100) {
		fixed += logH + c.gap
	} else {
		row = false
	}
	depth := ui.Clamp((c.in.H-fixed)/3, c.px(100), c.px(180))
	c.topBand(depth)
	c.bottomBand(depth)
	c.portraitCentre(row)
	c.portraitSides()
}

// portraitCentre cuts the menu and status, then the piles and totals, the
// log beside them when a seat is on the right and it is not in a row of
// its own (row), which follows them.
func (c *shinobiTableCut) portraitCentre(row bool) {
	l := c.l
	l.top, c.in = ui.CutTop(c.in, c.px(ui.ButtonH))
	_, c.in = ui.CutTop(c.in, c.gap)
	centre, rest := ui.CutTop(c.in, c.px(shinobiCenterH))
	if c.right >= 0 && !row {
		col := ui.Rect{X: l.top.X, Y: l.top.Y, W: l.top.W, H: centre.Y + centre.H - l.top.Y}
		l.log, _ = ui.CutRight(col, col.W-shinobiCountersFor(col.W, c.unit)-c.gap)
		l.top.W -= l.log.W + c.gap
		centre.W -= l.log.W + c.gap
	}
	l.center, c.in = centre, rest
	l.splitCenter(c.unit)
	_, c.in = ui.CutTop(c.in, c.gap)
	if row {
		l.log, c.in = ui.CutTop(c.in, c.px(shinobiLog3))
		_, c.in = ui.CutTop(c.in, c.gap)
	}
}

// portraitSides puts the side seats' provinces in a row in what is left,
// the log in the right one's place when no seat is there.
func (c *shinobiTableCut) portraitSides() {
	if c.left >= 0 {
		c.l.provs[c.left] = ui.Column(c.in, 2, 0, c.gap)
	}
	if c.right >= 0 {
		c.l.provs[c.right] = ui.Column(c.in, 2, 1, c.gap)
	} else if log := ui.Column(c.in, 2, 1, c.gap); log.H >= c.px(80) {
		c.l.log = log
	}
}

// landscape lays out a screen wider than tall: the bands and the side
// seats' provinces round the centre, the log beside the centre or under
// it.
func (c *shinobiTableCut) landscape() {
	depth, sideW, beside := c.landscapeSizes()
	c.provinces(depth, sideW)
	c.landscapeCentre(beside)
}

// sides is how many side seats there are: 0, 1 or 2.
func (c *shinobiTableCut) sides() float64 {
	n := 0.0
	if c.left >= 0 {
		n++
	}
	if c.right >= 0 {
		n++
	}
	return n
}

// landscapeSizes is how deep the bands are, how wide the side seats'
// provinces, and whether the log stands beside the centre (else under
// it, or nowhere) on a screen wider than tall.
func (c *shinobiTableCut) landscapeSizes() (depth, sideW float64, beside bool) {
	in, gap, sides := c.in, c.gap, c.sides()
	head := c.px(ui.ButtonH+shinobiCenterH) + gap // the centre's: menu and status over the piles and the totals
	logH, logW := c.px(shinobiLog3), c.px(shinobiLogW)
	depth = ui.Clamp((in.H-c.px(ui.ButtonH+shinobiCenterH)-4*gap)/2, c.px(90), c.px(170))
	sideW = ui.Clamp(in.W*0.26, c.px(110), c.px(220))
	centreW := func(sideW float64) float64 { return in.W - sides*(sideW+gap) }
	under := func(depth float64) bool { // the log fits under the head
		h := head
		if centreW(sideW) < c.px(shinobiCenterH)*(2*shinobiAspect+0.15)+c.px(ui.Margin+150) {
			h += c.px(shinobiCenterH) + gap // the totals under the piles
		}
		return in.H-2*(depth+gap)-h-gap >= logH && centreW(sideW) >= logW
	}
	tall := in.H-2*(depth+gap) >= math.Max(head, logH)
	beside = tall && c.wide(centreW(sideW))
	if beside || under(depth) {
		return depth, sideW, beside
	}
	// Narrower side seats, down to 130 logical px wide, or lower bands,
	// down to 100 deep; else beside, even if it shows fewer lines.
	if w := (in.W - sides*gap - c.px(shinobiCountersW) - gap - logW) / math.Max(sides, 1); tall && sides > 0 && w >= c.px(130) {
		return depth, math.Min(sideW, math.Floor(w)), true
	}
	d := depth
	for d >= c.px(100) && !under(d) {
		d -= c.px(2)
	}
	if d >= c.px(100) {
		return d, sideW, false
	}
	return depth, sideW, c.wide(centreW(sideW)) && in.H-2*(depth+gap) >= c.px(80)
}

// provinces places the bands depth deep and the side seats' provinces
// sideW wide. Each band spans the width, or stands between the side
// seats' provinces, which then reach the edge: whichever leaves the
// smallest cards of the table the largest (a band fans its armies across
// when it is wide enough), the bands across the width on a tie.
func (c *shinobiTableCut) provinces(depth, sideW float64) {
	whole := c.in
	place := func(k int) float64 { // bit 0: the top band between; bit 1: the bottom one
		c.in = whole
		if k&1 == 0 {
			c.topBand(depth)
		}
		if k&2 == 0 {
			c.bottomBand(depth)
		}
		c.sideColumns(sideW)
		if k&1 != 0 {
			c.topBand(depth)
		}
		if k&2 != 0 {
			c.bottomBand(depth)
		}
		return c.smallestCard()
	}
	best, most := 0, place(0)
	for k := 1; k < 4 && c.sides() > 0; k++ {
		if s := place(k); s > most {
			best, most = k, s
		}
	}
	place(best)
}

// sideColumns cuts the side seats' provinces, sideW wide, off the left
// and the right of what is left.
func (c *shinobiTableCut) sideColumns(sideW float64) {
	if c.left >= 0 {
		c.l.provs[c.left], c.in = ui.CutLeft(c.in, sideW)
		_, c.in = ui.CutLeft(c.in, c.gap)
	}
	if c.right >= 0 {
		c.l.provs[c.right], c.in = ui.CutRight(c.in, sideW)
		_, c.in = ui.CutRight(c.in, c.gap)
	}
}

// landscapeCentre cuts the centre out of what the provinces leave: the
// log at its right when beside, the menu and status, the piles and
// totals (the totals under the piles when narrow), and the log under
// them when it was not beside and fits.
func (c *shinobiTableCut) landscapeCentre(beside bool) {
	l := c.l
	if beside {
		l.log, c.in = ui.CutRight(c.in, c.in.W-shinobiCountersFor(c.in.W, c.unit)-c.gap)
		_, c.in = ui.CutRight(c.in, c.gap)
	}
	l.top, c.in = ui.CutTop(c.in, c.px(ui.ButtonH))
	_, c.in = ui.CutTop(c.in, c.gap)
	h := c.px(shinobiCenterH)
	if c.in.W < h*(2*shinobiAspect+0.15)+c.px(ui.Margin+150) { // the bars go under the piles
		h = 2*h + c.gap
	}
	l.center, c.in = ui.CutTop(c.in, math.Min(h, c.in.H))
	l.splitCenter(c.unit)
	_, c.in = ui.CutTop(c.in, c.gap)
	if l.log.W == 0 && c.in.H >= c.px(80) && c.in.W >= c.px(shinobiLogW) {
		l.log = c.in
	}
}

// smallestCard is the height of the smallest province's cards, each
// province cut as the table draws it: a person's at the left or the right
// with its head along its edge.
func (c *shinobiTableCut) smallestCard() float64 {
	least := math.Inf(1)
	for i, r := range c.l.provs {
		g := provinceGeom(r, c.unit)
		if i == c.left && c.people[table.SideLeft] || i == c.right && c.people[table.SideRight] {
			g = edgeHeadGeom(r, c.unit, i == c.left)
		}
		least = math.Min(least, g.cardH)
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
		l.splitBar(unit)
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
	l.splitBar(unit)
}
