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
