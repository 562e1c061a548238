package gosu

import (
	"math"

	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// gosuLayout is where the Gosu X table puts things, in physical px.
//
// In table mode (the screen lies flat between the two players) each player
// has a half of the screen facing their edge: the near player's at the
// bottom, the far player's at the top, turned half round (a table.SeatFrame).
// Both halves are laid out alike, each at the bottom of its own frame, so
// the far player's head, army and (when they decide) bar and hand are in
// that frame's coordinates: they equal the near player's own places. The
// menu, the tiles and the rest lie in a strip across the middle.
type gosuLayout struct {
	table  bool       // table mode: index 0 is in the turned top frame
	top    ui.Rect    // menu button and status
	heads  [2]ui.Rect // each player's counters: the viewer's is heads[1]
	armies [2]ui.Rect // the far army (index 0) and the near one (index 1)
	middle ui.Rect    // the eight clan tiles, Wonder, Bounty, the last battle
	bar    ui.Rect    // what to do, and the buttons
	hand   ui.Rect
	log    ui.Rect
	away   ui.Rect // table mode: the other player's half, as either frame sees it
	cardW  float64 // an army card
	cardH  float64
	labelW float64 // the row level marks at the left of an army
	// rows is how many rows each army shows (0: all three), set before
	// the layout: on a portrait screen (not in table mode) the rows that
	// can take no card yet fold away, and their room goes to the hand.
	rows    [2]int
	buttonH float64
	list    gosuTileList // the clan tiles in words, when shown; kept across layouts for its scroll
	// One army at a time (a phone, where both at once leave no card room
	// for its name): the tabs, far then near, say whose army shows; both
	// armies and both heads share one place, and showing, kept across
	// layouts, is the army there (0 far, 1 near).
	one     bool
	showing int
	tabs    [2]ui.Rect
	board   ui.Rect // the counters and armies together (the draft's list covers them)
	draft   bool    // the clans are drafted: no hand yet (set before the layout)
}

// Fixed sizes, logical px.
const (
	gosuAspect  = 0.7          // a card's width over its height
	gosuHeadH   = ui.Fingertip // a tap on the counters opens the discard pile
	gosuHead2H  = ui.Fingertip // the counters in two lines, on a narrow board (facts at the text floor)
	gosuHead3H  = 58           // the name over two lines of facts, on a narrow upright board
	gosuHeadMin = 420          // the narrowest board whose counters fit one line
	gosuMiddleH = ui.Fingertip // the clan tiles, tapped as one where each is smaller than a fingertip
	// gosuTableMiddleH is the strip across the middle in table mode:
	// its menu and undo take a fingertip.
	gosuTableMiddleH = ui.Fingertip
	gosuPromptH      = 36 // two lines of small text
	gosuPromptTallH  = 52 // three, in a narrow bar
	gosuButtonMinW   = 110
	gosuDraftButtonW = 80                        // the least width of a clan's button in the draft
	gosuNarrowBar    = 2*gosuButtonMinW + ui.Gap // a bar narrower has its buttons one under another
	gosuButtonH      = ui.Fingertip
	gosuBarH         = gosuPromptH + 4 + 2*gosuButtonH + ui.Gap
	// gosuBarOneH is a bar that keeps one row of buttons (more scroll),
	// on a phone and in a phone's half in table mode: there two rows of
	// buttons a fingertip high would leave the cards, or the log, too
	// little.
	gosuBarOneH = gosuPromptH + 4 + gosuButtonH
	gosuHandMin = 78
	gosuHandLow = 70 // a phone's half in table mode: the smallest hand that still reads
	gosuHandMax = 150
	gosuLabelW  = 18
	// gosuLabelRoomy is the rows' marks' width where the board has room.
	gosuLabelRoomy = 26
	gosuLogMin     = 110 // the log's heading and three lines (as Shinobi's)
)

// The hand's cards, logical px: its label over them, the narrowest card
// before they overlap in a row, the widest (about 110 physical px on a
// desktop), and the gaps between cards and between rows (more than a
// selected card rises).
const (
	gosuHandLabelH  = 18
	gosuHandCardMin = ui.Fingertip
	gosuHandCardMax = 85
	gosuHandGap     = 6
	gosuHandRowGap  = 10
	gosuHandRows    = 3 // at most
)

// gosuHandMost is the height a hand may use at most: its label and two
// rows of the widest cards.
func gosuHandMost(unit float64) float64 {
	return unit * (gosuHandLabelH + 2*gosuHandCardMax/gosuAspect + gosuHandRowGap)
}

// gosuHandCards places n hand cards in the hand's room r, under their
// label: in the number of rows (up to gosuHandRows) that makes them
// largest (by their shorter side), up to gosuHandCardMax wide, side by
// side with gosuHandGap between them, fewer rows on a tie; when even that
// would make them narrower than gosuHandCardMin, a row of cards that
// wide overlapping.
// Overlapping cards count as a tenth narrower than they are when the rows
// are weighed, and cards on which some name would not show whole as half.
// A card too narrow for every name at the cards' aspect grows taller,
// where its row has the height, until they show; in a row too low for a
// fingertip's width at the cards' aspect, squatter; in a row too low for
// the names, wider, up to square, as the row allows. The rows stand at the
// foot of r, centred, so the cards stay where they are when r grows
// upwards; later cards lie on earlier ones.
func gosuHandCards(f *table.HandFan, r ui.Rect, n int, unit float64) {
	f.Rects = f.Rects[:0]
	if f.Drag >= n {
		f.Drag = -1
	}
	if n == 0 {
		f.Drag = -1
		return
	}
	_, r = ui.CutTop(r, unit*gosuHandLabelH)
	gap, rowGap := unit*gosuHandGap, unit*gosuHandRowGap
	rows, w, h, best := 1, 0.0, 0.0, math.Inf(-1)
	for k := 1; k <= min(gosuHandRows, n); k++ {
		per := (n + k - 1) / k
		room := (r.H - float64(k-1)*rowGap) / float64(k) // a row's height
		tall := math.Min(unit*gosuHandCardMax, room*gosuAspect)
		fit := (r.W - float64(per-1)*gap) / float64(per)
		kw := math.Min(math.Min(tall, math.Max(fit, unit*gosuHandCardMin)), r.W)
		kh := kw / gosuAspect
		if tip := math.Min(unit*gosuHandCardMin, r.W); kw < tip { // a fingertip wide, squatter, in a low room
			kw, kh = tip, room
		}
		// In a row too low for every name at the cards' aspect, wider,
		// up to square, where the row has the room: names take fewer lines.
		if wide := math.Floor(math.Min(math.Min(fit, room), unit*gosuHandCardMax)/unit) * unit; tall < unit*gosuHandCardMax && wide > kw &&
			gosuCardNeed(math.Floor(kw/unit+1e-6)*unit, unit) > room {
			kw, kh = wide, room
		}
		// A squat card is as small as its height.
		s := math.Min(kw, kh)
		if kw > fit { // overlapping cards read less than their width
			s *= 0.9
		}
		if need := gosuCardNeed(math.Floor(kw/unit+1e-6)*unit, unit); need <= room {
			kh = math.Max(kh, need)
		} else { // and cards whose names do not show whole, much less
			s *= 0.5
		}
		if s > best+0.01 {
			rows, best, w, h = k, s, kw, kh
		}
	}
	w = math.Max(w, 0)
	per := (n + rows - 1) / rows
	y := r.Y + r.H - float64(rows)*h - float64(rows-1)*rowGap
	for i := 0; i < n; i += per {
		k := min(per, n-i)
		step := 0.0
		if k > 1 {
			step = math.Min(w+gap, (r.W-w)/float64(k-1))
		}
		x := r.X + (r.W-step*float64(k-1)-w)/2
		for j := range k {
			f.Rects = append(f.Rects, ui.Rect{X: x + float64(j)*step, Y: y, W: w, H: h})
		}
		y += h + rowGap
	}
}

// gosuHandRoom is the room of the hand once the buttons are placed: the
// layout's, grown upwards over the rows of buttons the bar keeps but
// does not use (used of them, in a buttons' area that starts at
// buttonsY, rows rowH apart) when the hand lies right under the bar.
func gosuHandRoom(l *gosuLayout, unit float64, buttonsY, rowH float64, used int) ui.Rect {
	hand := l.hand
	free := buttonsY + float64(used)*rowH
	if !gosuUnder(l.bar, hand, unit) || hand.H <= 0 || free >= hand.Y {
		return hand
	}
	hand.H += hand.Y - free
	hand.Y = free
	return hand
}

// layoutGosu lays out the table in area, unit physical px per logical px.
// In portrait everything stands in one column: the menu and status, the
// far player's counters and army, the tiles, the near army and counters,
// the bar, the hand and the log. In landscape the counters and armies take
// the whole height on the left and the rest a column on the right.
func layoutGosu(l *gosuLayout, area ui.Rect, unit float64) {
	if l.table {
		layoutGosuTable(l, area, unit)
		return
	}
	// Both armies with all their rows: where their cards have no room
	// for every name, one army at a time. The screen alone decides, so
	// the table keeps its form all game.
	full := gosuLayout{}
	layoutGosuTwo(&full, area, unit)
	if w := math.Floor(full.cardW/unit+1e-6) * unit; w <= 0 || gosuCardNeed(w, unit) > full.cardH+0.01 {
		layoutGosuOne(l, area, unit)
		return
	}
	layoutGosuTwo(l, area, unit)
}

// layoutGosuTwo lays out both armies, the far one facing the near one.
func layoutGosuTwo(l *gosuLayout, area ui.Rect, unit float64) {
	px := func(v float64) float64 { return v * unit }
	gap := px(ui.Gap)
	*l = gosuLayout{labelW: px(gosuLabelW), buttonH: px(gosuButtonH), list: l.list, rows: l.rows, showing: l.showing}
	portrait := area.H >= area.W
	if !portrait {
		l.rows = [2]int{}
	}
	board, col := area, area
	if !portrait { // the board takes the whole height on the left
		board, col = ui.CutLeft(area, math.Round(area.W*0.58))
		_, col = ui.CutLeft(col, px(ui.Margin))
	}
	l.top, col = ui.CutTop(col, px(ui.ButtonH))
	_, col = ui.CutTop(col, gap)
	if portrait {
		board = col
	}
	headH := px(gosuHeadH)
	if board.W < px(gosuHeadMin) {
		headH = px(gosuHead2H)
		if portrait { // the rows folded away leave room for facts that read
			headH = px(gosuHead3H)
		}
	}
	fixed := 2*headH + 3*gap
	if portrait {
		fixed += px(gosuMiddleH) + px(gosuBarH) + gosuHandLeast(unit) + px(table.LogStripH) + 4*gap
	}
	armyH := math.Max(0, (board.H-fixed)/2)
	// Cards as large as the width and the height allow; when that is too
	// small for the names, upright, the rows shown take the room of those
	// folded away too.
	rowH := (armyH - 2*px(3)) / 3
	wide := (board.W - l.labelW - 4*px(3)) / 5
	l.cardW, l.cardH = gosuArmyCard(rowH, wide, unit)
	if n := l.shown(0) + l.shown(1); portrait && l.cardH > rowH+0.01 && n < 6 {
		l.cardW, l.cardH = gosuArmyCard((2*armyH-float64(n-2)*px(3))/float64(n), wide, unit)
	}
	armyW := l.labelW + 5*l.cardW + 4*px(3)
	// Where the cards leave the board room beside them, the rows' marks
	// take some of it, to show their numerals large.
	wider := ui.Clamp(board.W-armyW, 0, px(gosuLabelRoomy-gosuLabelW))
	l.labelW, armyW = l.labelW+wider, armyW+wider
	var armyHs [2]float64
	for a := range 2 {
		n := l.shown(a)
		armyHs[a] = float64(n)*l.cardH + float64(n-1)*px(3)
	}
	if !portrait { // centre the board's stack in its column
		used := armyHs[0] + armyHs[1] + fixed
		_, board = ui.CutTop(board, math.Max(0, (board.H-used)/2))
	}
	center := func(r ui.Rect) ui.Rect { r.X += (r.W - armyW) / 2; r.W = armyW; return r }
	l.heads[0], board = ui.CutTop(board, headH)
	_, board = ui.CutTop(board, gap)
	l.armies[0], board = ui.CutTop(board, armyHs[0])
	l.armies[0] = center(l.armies[0])
	_, board = ui.CutTop(board, gap)
	if portrait {
		l.middle, board = ui.CutTop(board, px(gosuMiddleH))
		_, board = ui.CutTop(board, gap)
	}
	l.armies[1], board = ui.CutTop(board, armyHs[1])
	l.armies[1] = center(l.armies[1])
	_, board = ui.CutTop(board, gap)
	l.heads[1], board = ui.CutTop(board, headH)
	l.board = ui.Rect{X: l.heads[0].X, Y: l.heads[0].Y, W: l.heads[0].W, H: l.heads[1].Y + l.heads[1].H - l.heads[0].Y}
	if portrait {
		_, col = ui.CutTop(board, gap)
	} else {
		l.middle, col = ui.CutTop(col, px(gosuMiddleH))
		_, col = ui.CutTop(col, gap)
	}
	layoutGosuColumn(l, col, portrait, unit)
}

// layoutGosuColumn places the bar, the hand and the log down col, the
// room under the board (upright) or under the middle strip (on a
// landscape screen).
func layoutGosuColumn(l *gosuLayout, col ui.Rect, portrait bool, unit float64) {
	px := func(v float64) float64 { return v * unit }
	gap := px(ui.Gap)
	l.bar, col = ui.CutTop(col, px(gosuBarOf(l)))
	_, col = ui.CutTop(col, gap)
	// The hand takes what its cards may use, two rows of the largest, and
	// leaves the log at least its three lines; without room for those, the
	// log's strip (table.LogStripH), the hand no lower than a phone's
	// (gosuHandLow: its names cut short then read whole in the close-up),
	// and the hand the rest. Upright, the hand comes first: it takes what
	// 7 cards need to be their largest (the room of the rows folded away),
	// and the log what is left, its strip at least.
	strip := px(table.LogStripH)
	most := gosuHandMost(unit)
	handH := math.Min(col.H-gap-px(gosuLogMin), most)
	if portrait {
		most = math.Max(px(gosuHandMax), gosuHandNeed(col.W, 7, unit))
		handH = math.Min(col.H-gap-strip, most)
	}
	if handH < gosuHandLeast(unit) {
		handH = math.Min(col.H, math.Max(px(gosuHandLow), col.H-gap-strip))
	}
	l.hand, col = ui.CutTop(col, handH)
	_, col = ui.CutTop(col, gap)
	if col.H >= strip-0.5 {
		l.log = col
	}
}

// gosuBarOf is the height of the bar of l, logical px: one row of buttons
// on a phone (one army at a time), else two.
func gosuBarOf(l *gosuLayout) float64 {
	if l.one {
		return gosuBarOneH
	}
	return gosuBarH
}

// gosuArmyCard is the size of an army card in rows rowH tall, at most
// wide wide: as large as they allow at the cards' aspect, when every name
// shows whole on it; else the narrowest card wider than that on which
// they do, squatter, as tall as the row. When no card of the row's height
// has the room, the first: the names that do not fit are cut short, and
// read whole in the close-up. A card is a fingertip wide at least where
// the row has the room, squatter too: a person taps it.
func gosuArmyCard(rowH, wide, unit float64) (w, h float64) {
	w, h = gosuArmyCardRead(rowH, wide, unit)
	if tip := unit * ui.Fingertip; w > 0 && w < tip && math.Floor(wide/unit)*unit >= tip {
		w, h = tip, math.Min(rowH, math.Max(h, tip/gosuAspect))
	}
	return w, h
}

// gosuArmyCardRead is gosuArmyCard but for the fingertip.
func gosuArmyCardRead(rowH, wide, unit float64) (w, h float64) {
	wide = math.Floor(math.Min(wide, unit*110)/unit) * unit // whole logical px, as gosuCardNeed measures
	w = math.Max(0, math.Min(rowH*gosuAspect, wide))
	if w <= 0 {
		return 0, 0
	}
	if whole := math.Floor(w/unit) * unit; whole > 0 && gosuCardNeed(whole, unit) <= whole/gosuAspect {
		return w, w / gosuAspect
	}
	if gosuCardNeed(wide, unit) > math.Min(rowH, wide/gosuAspect) { // not even the widest card: a phone's
		return w, w / gosuAspect
	}
	for x := math.Floor(w/unit)*unit + unit; x <= wide; x += unit {
		if h := math.Min(rowH, x/gosuAspect); gosuCardNeed(x, unit) <= h {
			return x, h
		}
	}
	return w, w / gosuAspect
}

// gosuHandRead is the width of the narrowest hand card, at the cards'
// aspect, on which every name shows whole (to a logical px, found by
// halving: a wider card is taller too), gosuHandCardMax if none.
func gosuHandRead(unit float64) float64 {
	lo, hi := float64(gosuHandCardMin), float64(gosuHandCardMax)
	for lo < hi {
		mid := math.Floor((lo + hi) / 2)
		if w := mid * unit; gosuCardNeed(w, unit) <= w/gosuAspect {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return hi * unit
}

// gosuHandLeast is the least height of a hand: its label over a row of
// cards whose names show whole.
func gosuHandLeast(unit float64) float64 {
	return math.Max(unit*gosuHandMin, unit*gosuHandLabelH+gosuHandRead(unit)/gosuAspect)
}

// shown is how many rows army a shows.
func (l *gosuLayout) shown(a int) int {
	if n := l.rows[a]; n >= 1 && n <= 3 {
		return n
	}
	return 3
}

// gosuRowsShown is how many rows an army of rows (Troops first) shows
// folded: those with cards and the one above them, which the next card
// may take (a card needs one below it).
func gosuRowsShown(rows [3][]gosu.Slot) int {
	n := 1
	for r := range rows {
		if len(rows[r]) > 0 {
			n = r + 2
		}
	}
	return min(n, 3)
}

// gosuHandNeed is the height a hand of n cards needs in width w for its
// cards to be their largest: one row if they fit side by side, else two.
func gosuHandNeed(w float64, n int, unit float64) float64 {
	per := int((w + unit*gosuHandGap) / (unit * (gosuHandCardMax + gosuHandGap)))
	rows := 1
	if per < n {
		rows = 2
	}
	return unit * (gosuHandLabelH + float64(rows)*gosuHandCardMax/gosuAspect + float64(rows-1)*gosuHandRowGap)
}

// slot is where row r (0 Troops .. 2 Immortals), position i of army a
// stands: the near army builds upwards from its Troops, the far one
// downwards, facing it. A folded row stands where it would unfold, past
// the army's edge.
func (l *gosuLayout) slot(a, r, i int) ui.Rect {
	ar := l.armies[a]
	step := l.cardH + (ar.H-float64(l.shown(a))*l.cardH)/float64(max(1, l.shown(a)-1))
	y := ar.Y + float64(l.shown(a)-1-r)*step
	if a == 0 && !l.table && !l.one { // in table mode both build up from their own edge, and one army alone from the bottom
		y = ar.Y + float64(r)*step
	}
	gapX := (ar.W - l.labelW - 5*l.cardW) / 4
	return ui.Rect{X: ar.X + l.labelW + float64(i)*(l.cardW+gapX), Y: y, W: l.cardW, H: l.cardH}
}

// row is the whole of row r of army a, level mark included.
func (l *gosuLayout) row(a, r int) ui.Rect {
	s := l.slot(a, r, 0)
	ar := l.armies[a]
	return ui.Rect{X: ar.X, Y: s.Y, W: ar.W, H: s.H}
}

// layoutGosuTable lays out table mode: the middle strip (menu, tiles and
// the rest) across the centre, and each player's half on either side of
// it, both laid out as the near player's, at the bottom of their frame.
func layoutGosuTable(l *gosuLayout, area ui.Rect, unit float64) {
	px := func(v float64) float64 { return v * unit }
	gap := px(ui.Gap)
	*l = gosuLayout{table: true, labelW: px(gosuLabelW), buttonH: px(gosuButtonH), list: l.list, showing: l.showing}
	mh := px(gosuTableMiddleH)
	half := (area.H - mh - 2*gap) / 2
	away, rest := ui.CutTop(area, half+gap)
	away.H = half
	middle, rest := ui.CutTop(rest, mh)
	_, own := ui.CutTop(rest, gap)
	l.top, l.middle = ui.CutLeft(middle, 2*px(ui.ButtonH)+gap) // the menu and undo (table.PlaceMenu)
	_, l.middle = ui.CutLeft(l.middle, gap)
	layoutGosuHalf(l, own, unit)
	l.heads[0], l.armies[0], l.away = l.heads[1], l.armies[1], away
}

// layoutGosuHalf lays out one player's half r in table mode, the army
// nearest the middle and the counters at the player's edge:
//   - a narrow half stacks army, counters, bar and hand;
//   - a short one (a phone on its side) puts the army on the left and the
//     counters over the bar and hand, side by side, on the right;
//   - a wide one puts the army on the left and the bar (and hand) on its
//     right, the counters along the edge, and under the army the hand
//     across the half when the half is not much wider than tall.
func layoutGosuHalf(l *gosuLayout, r ui.Rect, unit float64) {
	px := func(v float64) float64 { return v * unit }
	gap, pad := px(ui.Gap), px(3)
	narrow, short := r.W < r.H*1.25, r.H < px(250)
	var board, col ui.Rect
	switch {
	case narrow: // a phone's half is short: every px goes to the cards
		gap = px(4)
		fixed := px(gosuHead2H) + px(gosuBarOneH) + px(gosuHandLow) + 3*gap
		board, col = ui.CutTop(r, math.Max(0, r.H-fixed))
		_, col = ui.CutTop(col, gap)
		l.heads[1], col = ui.CutTop(col, px(gosuHead2H)) // in two lines
		_, col = ui.CutTop(col, gap)
		l.bar, col = ui.CutTop(col, px(gosuBarOneH))
		_, l.hand = ui.CutTop(col, gap)
	case short:
		board, col = ui.CutLeft(r, math.Round(r.W*0.55))
		_, col = ui.CutLeft(col, px(ui.Margin))
		l.heads[1], col = ui.CutTop(col, px(gosuHeadH))
		_, col = ui.CutTop(col, gap)
	default:
		l.heads[1], board = ui.CutBottom(r, px(gosuHeadH))
		_, board = ui.CutBottom(board, gap)
		if r.W < r.H*2.2 {
			l.hand, board = ui.CutBottom(board, ui.Clamp(board.H*0.3, gosuHandLeast(unit), math.Max(px(gosuHandMax), gosuHandLeast(unit))))
			_, board = ui.CutBottom(board, gap)
		}
		// The board no wider than its army at the rows' height, so that
		// the bar, the hand and the log get the rest.
		cardW, _ := gosuArmyCard((board.H-2*pad)/3, board.W, unit)
		board, col = ui.CutLeft(board, math.Round(math.Min(board.W*0.55, l.labelW+5*cardW+6*pad)))
		_, col = ui.CutLeft(col, px(ui.Margin))
	}
	rowH := (board.H - 2*pad) / 3
	l.cardW, l.cardH = gosuArmyCard(rowH, (board.W-l.labelW-4*pad)/5, unit)
	armyH, armyW := 3*l.cardH+2*pad, l.labelW+5*l.cardW+4*pad
	l.armies[1] = ui.Rect{X: board.X + (board.W-armyW)/2, Y: board.Y + (board.H-armyH)/2, W: armyW, H: armyH}
	if narrow {
		return
	}
	// The bar over the hand (or the hand across under the army) and the
	// log, where the column holds the three: the player deciding reads
	// what happened.
	logH := px(table.LogStripH) + gap
	if l.hand.H > 0 || col.H >= px(gosuBarH)+px(gosuHandMin)+gap+logH {
		l.bar, col = ui.CutTop(col, px(gosuBarH))
		_, col = ui.CutTop(col, gap)
		if l.hand.H == 0 { // the hand gives up height, down to its least, for the log
			l.hand, col = ui.CutTop(col, math.Min(col.H-logH, px(gosuHandMax)))
			_, col = ui.CutTop(col, gap)
		}
		if col.H >= px(table.LogStripH) {
			l.log = col
		}
		return
	}
	// The bar wide enough for its prompt to keep to two lines, over a
	// row of buttons, and the log under it where it has room.
	l.bar, l.hand = ui.CutLeft(col, math.Max(math.Round((col.W-gap)/2), math.Min(px(gosuNarrowBar), col.W*0.65)))
	_, l.hand = ui.CutLeft(l.hand, gap)
	if rest := l.bar.H - px(gosuBarH) - gap; rest >= px(table.LogStripH) {
		l.bar.H = px(gosuBarH)
		l.log = ui.Rect{X: l.bar.X, Y: l.bar.Y + l.bar.H + gap, W: l.bar.W, H: rest}
	}
}

// gosuPlateRoom is, in table mode, the room a half keeps for its bar, hand
// and log beside or under its army (in the half's frame), or its hand's
// when that lies across the half, wider: the name plate of the player who
// does not decide stands there, in their half.
func gosuPlateRoom(l *gosuLayout, unit float64) ui.Rect {
	room := l.bar
	for _, r := range []ui.Rect{l.hand, l.log} {
		if r.W <= 0 || r.H <= 0 {
			continue
		}
		x, y := math.Min(room.X, r.X), math.Min(room.Y, r.Y)
		u := ui.Rect{X: x, Y: y, W: math.Max(room.X+room.W, r.X+r.W) - x, H: math.Max(room.Y+room.H, r.Y+r.H) - y}
		if !gosuMeets(u, l.armies[1]) && !gosuMeets(u, l.heads[1]) {
			room = u
		}
	}
	// The hand across the half, under the army: nearer its edge, and
	// wider, unless it is too low for a line of the story and the rest is not.
	if l.hand.W > room.W {
		_, handLog := table.LogPlateParts(l.hand, unit)
		if _, roomLog := table.LogPlateParts(room, unit); handLog.H > 0 || roomLog.H == 0 {
			room = l.hand
		}
	}
	return room
}

// gosuUnder reports whether b lies right under a, in the same column (a
// gap between them at most).
func gosuUnder(a, b ui.Rect, unit float64) bool {
	return math.Abs(b.X-a.X) < 1 && math.Abs(b.W-a.W) < 1 && b.Y >= a.Y+a.H-1 && b.Y <= a.Y+a.H+unit*ui.Gap+1
}

// gosuMeets reports whether rects a and b overlap.
func gosuMeets(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// gosuNames are the names of every card, once each.
var gosuNames = func() []string {
	var names []string
	seen := map[string]bool{}
	for c := gosu.Card(0); c.Known(); c++ {
		if !seen[c.Name()] {
			seen[c.Name()] = true
			names = append(names, c.Name())
		}
	}
	return names
}()

type gosuNeedKey struct{ w, unit, scale float64 }

var gosuNeedCache = map[gosuNeedKey]float64{}

// gosuWorst is the name that last did not fit: tried first, it most often
// settles a height at once.
var gosuWorst int

// gosuCardNeed is the height a card w physical px wide (a whole number of
// logical px: the layout's cards are) needs for every card's name to show
// whole on its face (gosuCardFace): the least, to a logical px, between
// half as tall as wide and twice, found by halving; twice as tall as wide
// when none is enough. Kept: the layout asks at every frame.
func gosuCardNeed(w, unit float64) float64 {
	key := gosuNeedKey{w, unit, text.Scale()}
	if h, ok := gosuNeedCache[key]; ok {
		return h
	}
	fits := func(h float64) bool {
		r := ui.Rect{W: w, H: h * unit}
		if !gosuCardFace(r, unit, gosuNames[gosuWorst], "").whole {
			return false
		}
		for i, name := range gosuNames {
			if !gosuCardFace(r, unit, name, "").whole {
				gosuWorst = i
				return false
			}
		}
		return true
	}
	lo, hi := math.Ceil(w/unit/2), math.Ceil(2*w/unit)
	if fits(hi) {
		for lo < hi {
			if mid := math.Floor((lo + hi) / 2); fits(mid) {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
	}
	if len(gosuNeedCache) > 256 {
		clear(gosuNeedCache)
	}
	gosuNeedCache[key] = hi * unit
	return hi * unit
}

// gosuScrollbarW is the strip, logical px, at the right of the choices
// that their scrollbar takes when they scroll (ui.ScrollView draws it in
// its last 6 px).
const gosuScrollbarW = 10

// gosuButtonGrid places n buttons h tall in rows in width w, each minW
// wide at least (logical px): how many to a row, their width, the rows and
// the height they take.
func gosuButtonGrid(n int, w, h, minW, unit float64) (per int, bw float64, rows int, content float64) {
	gap := unit * ui.Gap
	per = max(1, int((w+gap)/(unit*minW+gap)))
	per = min(per, max(1, n))
	bw = math.Min(math.Min(unit*170, w), (w-float64(per-1)*gap)/float64(per))
	rows = (n + per - 1) / per
	return per, bw, rows, float64(rows)*(h+gap) - gap
}

// Layout places everything for the current screen.
func (t *tableScene) Layout(ctx *ui.Context) {
	area := ctx.Safe().Inset(ctx.Px(ui.RimW))
	t.tip = ui.Fingertip * ctx.Scale
	t.lay.table = ctx.App.Settings().TableMode
	t.lay.draft = t.drafting()
	for a := range 2 { // the draft's list takes the armies' place whole
		t.lay.rows[a] = 0
		if !t.drafting() {
			t.lay.rows[a] = gosuRowsShown(t.army[t.armyOf(a)])
		}
	}
	layoutGosu(&t.lay, area, ctx.Unit)
	side := table.SideBottom
	if t.lay.table {
		side = table.SideTop
	}
	t.frame.Place(side, ctx.W, ctx.H)
	t.bannerFrame.Place(side, ctx.W, ctx.H)
	t.plate = ui.Rect{}
	if t.lay.table && t.plateSeat != rules.NoPlayer && !t.drafting() { // the draft's list covers both halves
		side = table.SideBottom
		if t.own() == 1 { // the plate is the far player's
			side = table.SideTop
		}
		t.plateFrame.Place(side, ctx.W, ctx.H)
		t.plate = table.LogPlateRect(gosuPlateRoom(&t.lay, ctx.Unit), ctx.Unit, 1, 0)
		if t.Seats()[t.plateSeat].Bot != "" { // nobody sits at a bot's edge: its plate faces the person across
			at := t.plateFrame.RectToScreen(t.plate)
			across := table.SideTop
			if side == table.SideTop {
				across = table.SideBottom
			}
			t.plateFrame.Place(across, ctx.W, ctx.H)
			t.plate = t.plateFrame.RectToLocal(at)
		}
	}
	t.PlaceMenu(ctx, t.lay.top)
	// The buttons flow in rows under the prompt, over the hand's place too
	// when no hand is shown there (under or beside the bar), then over the
	// log's room but its strip when they need it too (the draft's eight
	// clans), then with shorter names in the draft, and scroll when still
	// too many.
	t.promptBox = gosuPromptBox(&t.lay, ctx.Unit, t.promptLine())
	_, area = ui.CutTop(t.lay.bar, t.promptBox.H+ctx.Px(4))
	if hand := t.lay.hand; len(t.hand) == 0 && hand.H > 0 {
		switch {
		case gosuUnder(t.lay.bar, hand, ctx.Unit):
			area.H = hand.Y + hand.H - area.Y
		case math.Abs(hand.Y-t.lay.bar.Y) < 1 && hand.X > area.X: // beside the bar, on a short half
			area.W = hand.X + hand.W - area.X
		}
	}
	h := t.lay.buttonH
	if short := h - area.H; len(t.buttons) > 0 && short > 0 && gosuUnder(t.lay.bar, t.lay.hand, ctx.Unit) {
		// A prompt longer than the bar planned for (a language's longer
		// words) leaves its buttons less than a row: the hand under it
		// gives them the rest, so that Cancel is never out of reach,
		// where its cards stay a fingertip wide (else the buttons scroll).
		hand := ui.Rect{X: t.lay.hand.X, Y: t.lay.hand.Y + short, W: t.lay.hand.W, H: t.lay.hand.H - short}
		var fan table.HandFan
		gosuHandCards(&fan, hand, len(t.hand), ctx.Unit)
		if len(fan.Rects) == 0 || min(fan.Rects[0].W, fan.Rects[0].H) >= t.tip {
			area.H, t.lay.hand = h, hand
		}
	}
	minW := float64(gosuButtonMinW)
	if t.drafting() { // each clan's name in the small size at least, where all eight stay in sight
		minW = 0
		for _, b := range t.buttons {
			minW = max(minW, ui.ButtonWidth(ctx, b.title, ui.SizeSmall))
		}
	}
	per, bw, rows, content := gosuButtonGrid(len(t.buttons), area.W, h, minW, ctx.Unit)
	if log := t.lay.log; content > area.H && log.H > 0 && gosuUnder(area, log, ctx.Unit) {
		// All of the log's room but its strip: what the others did stays
		// in sight.
		if strip := ctx.Px(table.LogStripH); log.H > strip+ctx.Px(ui.Gap) {
			t.lay.log, _ = ui.CutBottom(log, strip)
			area.H = t.lay.log.Y - ctx.Px(ui.Gap) - area.Y
		}
	}
	if t.drafting() && content > area.H { // else shorter names: more to a row
		per, bw, rows, content = gosuButtonGrid(len(t.buttons), area.W, h, gosuDraftButtonW, ctx.Unit)
	}
	if content > area.H { // the buttons scroll: they leave the scrollbar its own strip
		per, bw, rows, content = gosuButtonGrid(len(t.buttons), area.W-ctx.Px(gosuScrollbarW), h, minW, ctx.Unit)
	}
	t.btnSize = ui.SizeButton
	for i := range t.buttons {
		r, c := i/per, i%per
		t.buttons[i].rect = ui.Rect{X: area.X + float64(c)*(bw+ctx.Px(ui.Gap)), Y: area.Y + float64(r)*(h+ctx.Px(ui.Gap)) - t.btnView.Offset, W: bw, H: h}
		t.btnSize = min(t.btnSize, ui.LabelSize(ctx, t.buttons[i].title, t.buttons[i].rect))
	}
	t.btnView.Rect, t.btnView.ContentH = area, content
	// The hand grows over the rows of buttons left unused.
	t.handRoom = t.lay.hand
	if len(t.hand) > 0 && t.btnView.ContentH <= area.H {
		t.handRoom = gosuHandRoom(&t.lay, ctx.Unit, area.Y, h+ctx.Px(ui.Gap), rows)
		if t.handRoom != t.lay.hand { // the buttons keep the rows they use, and the gap under them
			t.btnView.Rect.H = math.Min(area.H, math.Max(0, t.handRoom.Y-area.Y))
		}
	}
	gosuHandCards(&t.fan, t.handRoom, len(t.hand), ctx.Unit)
	t.layoutTileList(ctx)
}
