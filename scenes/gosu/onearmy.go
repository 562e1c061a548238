package gosu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// One army at a time: on a phone, both armies at once leave each card too
// little room for its name, so the board shows one army, as large as the
// names need, under two tabs that name whose army each is. A tap on a tab
// shows that army; the table shows by itself the army a decision asks to
// tap in, the army a card is played into while it flies there, and the
// viewer's own once they take a card of their hand. A tab whose army is
// out of sight and holds cards to tap now is lit.

// Sizes of the tabs, logical px.
const (
	gosuTabH        = ui.Fingertip
	gosuTabGap      = 3
	gosuMiddleTallH = 46 // three lines at the text floor
	// The bar of the draft upright: its prompt over three rows of
	// clans' buttons.
	gosuDraftBarH = gosuPromptH + 4 + 3*gosuButtonH + 2*ui.Gap
)

// layoutGosuOne lays out the table with one army at a time: the tabs, the
// counters of the player whose army shows and their army, in the column
// upright (then the middle strip, the bar, the hand) or on the left of a
// landscape screen (the rest in a column on the right). Upright, the rows
// are as tall as the names need, taller while the hand keeps room for
// seven cards whose names read whole, up to the cards' aspect; the rows
// that can take no card yet fold away (the larger count of either army,
// so that a tap on a tab moves nothing).
func layoutGosuOne(l *gosuLayout, area ui.Rect, unit float64) {
	px := func(v float64) float64 { return v * unit }
	gap, pad := px(ui.Gap), px(3)
	*l = gosuLayout{one: true, labelW: px(gosuLabelW), buttonH: px(gosuButtonH), list: l.list, rows: l.rows, showing: l.showing, draft: l.draft}
	portrait := area.H >= area.W
	board, col := area, area
	headH := px(gosuHeadH)
	if !portrait { // the army as wide as its cards at their aspect, the column the rest
		headH = px(gosuHead2H)
		rowH := (area.H - px(gosuTabH) - headH - 2*px(gosuTabGap) - 2*pad) / 3
		cw, _ := gosuArmyCard(rowH, (area.W*0.58-l.labelW-4*pad)/5, unit)
		board, col = ui.CutLeft(area, math.Ceil(l.labelW+5*cw+4*pad))
		_, col = ui.CutLeft(col, px(ui.Margin))
	}
	l.top, col = ui.CutTop(col, px(ui.ButtonH))
	_, col = ui.CutTop(col, gap)
	if portrait {
		board = col
		if board.W < px(gosuHeadMin) {
			headH = px(gosuHead2H)
		}
	}
	n := 3
	if portrait {
		n = max(l.shown(0), l.shown(1))
	}
	l.rows = [2]int{n, n}
	above := px(gosuTabH) + px(gosuTabGap) + headH + px(gosuTabGap) // the tabs and the counters
	// The cards' size is that of three rows, so that it stays as rows
	// unfold.
	wide := (board.W - l.labelW - 4*pad) / 5
	rowH := (board.H - above - 2*pad) / 3
	if portrait {
		rest := board.H - above - gap - px(gosuMiddleTallH) - gap - px(gosuBarOneH) - gap - px(table.LogStripH) - gap
		w := math.Floor(math.Min(wide, px(110))/unit) * unit
		free := (rest - gosuHandWhole(board.W, 7, unit) - 2*pad) / 3
		rowH = ui.Clamp(free, math.Min(gosuCardNeed(w, unit), rowH), w/gosuAspect)
	}
	l.cardW, l.cardH = gosuArmyCard(rowH, wide, unit)
	armyW, armyH := l.labelW+5*l.cardW+4*pad, float64(n)*l.cardH+float64(n-1)*pad
	if !portrait { // the stack stands in the middle of its column
		_, board = ui.CutTop(board, math.Max(0, (board.H-above-armyH)/2))
	}
	top := board.Y
	tabs, board := ui.CutTop(board, px(gosuTabH))
	l.tabs[0], l.tabs[1] = ui.CutLeft(tabs, (tabs.W-px(gosuTabGap))/2)
	_, l.tabs[1] = ui.CutLeft(l.tabs[1], px(gosuTabGap))
	_, board = ui.CutTop(board, px(gosuTabGap))
	l.heads[0], board = ui.CutTop(board, headH)
	_, board = ui.CutTop(board, px(gosuTabGap))
	l.armies[0], board = ui.CutTop(board, armyH)
	l.armies[0].X, l.armies[0].W = l.armies[0].X+(l.armies[0].W-armyW)/2, armyW
	l.heads[1], l.armies[1] = l.heads[0], l.armies[0]
	l.board = ui.Rect{X: tabs.X, Y: top, W: tabs.W, H: board.Y - top}
	if portrait {
		_, col = ui.CutTop(board, gap)
		l.middle, col = ui.CutTop(col, px(gosuMiddleTallH)) // the facts beside the tiles on three lines
	} else {
		l.middle, col = ui.CutTop(col, px(gosuMiddleH))
	}
	_, col = ui.CutTop(col, gap)
	layoutGosuColumn(l, col, portrait, unit)
	if l.draft && portrait { // no hand yet: the list of tiles takes the board down to the bar, at the foot
		l.bar, col = ui.CutBottom(col, px(gosuDraftBarH))
		l.board.H = col.Y + col.H - px(ui.Gap) - l.board.Y
		l.hand, l.log = ui.Rect{}, ui.Rect{}
	}
}

// gosuHandWhole is the height a hand of n cards needs in width w for every
// name to read whole: its label over as many rows as cards of that width
// (gosuHandRead) need, three at most.
func gosuHandWhole(w float64, n int, unit float64) float64 {
	cw := gosuHandRead(unit)
	per := max(1, int((w+unit*gosuHandGap)/(cw+unit*gosuHandGap)))
	rows := min(gosuHandRows, (n+per-1)/per)
	return unit*gosuHandLabelH + float64(rows)*cw/gosuAspect + float64(rows-1)*unit*gosuHandRowGap
}

// Which sides the board shows: both, or the one army showing.
var (
	gosuBothSides = []int{0, 1}
	gosuOneSide   = [2][]int{{0}, {1}}
)

// sides are the sides (0 far, 1 near) whose army and counters are drawn
// and answer taps.
func (t *tableScene) sides() []int {
	if t.lay.one {
		return gosuOneSide[t.lay.showing&1]
	}
	return gosuBothSides
}

// visible reports whether side a's army is on the screen.
func (t *tableScene) visible(a int) bool { return !t.lay.one || t.lay.showing == a }

// counters is where side a's player's things land and leave (a card
// played from their hand, a discard, the Supremacy token): their tab when
// one army shows at a time, else their counters.
func (t *tableScene) counters(a int) ui.Rect {
	if t.lay.one {
		return t.lay.tabs[a]
	}
	return t.lay.heads[a]
}

// show puts side a's army on the board, when one shows at a time.
func (t *tableScene) show(a int) {
	if t.lay.one && t.lay.showing != a {
		t.lay.showing = a
		t.hover = gosu.Unknown
	}
}

// litSide is the side holding every army card lit now, if they all lie
// in one army.
func (t *tableScene) litSide() (int, bool) {
	side := -1
	for a := range 2 {
		for _, row := range t.army[t.armyOf(a)] {
			for _, s := range row {
				if !t.litSlot[s.Card] {
					continue
				}
				if side >= 0 && side != a {
					return 0, false
				}
				side = a
			}
		}
	}
	return side, side >= 0
}

// showAsked shows, one army at a time, the army the person has to look
// at now: their own once they take a card of the hand (its rows and
// cards are lit), else the one holding every card a decision other than
// the turn's asks to tap. A turn lights the cards to activate, which the
// person may leave: the army in sight stays (the opponent's, just played
// into).
func (t *tableScene) showAsked(kind string) {
	switch {
	case !t.lay.one:
	case t.sel != gosu.Unknown:
		t.show(t.own())
	case kind != gosu.DecisionTurn:
		if a, ok := t.litSide(); ok {
			t.show(a)
		}
	}
}

// tabLit reports whether side a's tab is lit: its army is out of sight
// and holds cards to tap now.
func (t *tableScene) tabLit(a int) bool {
	if !t.lay.one || t.lay.showing == a || len(t.acts) == 0 {
		return false
	}
	for _, row := range t.army[t.armyOf(a)] {
		for _, s := range row {
			if t.litSlot[s.Card] {
				return true
			}
		}
	}
	return false
}

// tabTapped shows the army of the tab tapped, and reports a tap.
func (t *tableScene) tabTapped(ctx *ui.Context) bool {
	if !t.lay.one || t.drafting() {
		return false
	}
	for a := range 2 {
		if ctx.Input.Tapped(t.lay.tabs[a]) {
			t.show(a)
			ctx.Redraw()
			return true
		}
	}
	return false
}

// tabLabel is what side a's tab says: whose army it is, or the name
// alone where that does not fit at the text floor. Kept while the name,
// the language and the room stay.
func (t *tableScene) tabLabel(a int, w float64) string {
	name := t.Names()[t.armyOf(a)]
	return t.tabTexts[a].get(gosuTabKey{i18n.Lang(), name, w, text.Scale()}, func() string {
		label := i18n.T("gosu.army_of", name)
		if lw, _ := text.Measure(label, text.Style{Size: text.Floor, Bold: true}); lw > w {
			return name
		}
		return label
	})
}

// gosuTabKey is what a tab's words depend on.
type gosuTabKey struct {
	lang, name string
	w, scale   float64
}

// registerTabs lists the tabs, "tab:1" (far) and "tab:2" (near), with
// what they say.
func (t *tableScene) registerTabs(ctx *ui.Context) {
	if !t.lay.one || t.drafting() {
		return
	}
	for a := range 2 {
		_, box := gosuTabParts(t.lay.tabs[a], len(t.seat[t.armyOf(a)].Clans), ctx.Unit)
		ctx.Register(gosuTabIDs[a], t.tabLabel(a, box.W), t.lay.tabs[a])
	}
}

// gosuTabParts is where a tab r's n clan badges go (their radius) and its
// words (the room right of them).
func gosuTabParts(r ui.Rect, n int, unit float64) (rad float64, words ui.Rect) {
	in := r.Inset(6 * unit)
	rad = math.Min(in.H*0.32, 9*unit)
	x := in.X + float64(n)*(2*rad+2*unit) + 4*unit
	return rad, ui.Rect{X: x, Y: in.Y, W: math.Max(0, in.X+in.W-x), H: in.H}
}

// drawTabs draws the two tabs over the army: the one showing outlined,
// the other dimmer (lit when its army holds cards to tap now); each with
// its player's clans and whose army it is.
func (t *tableScene) drawTabs(dst *ebiten.Image, ctx *ui.Context) {
	if !t.lay.one || t.drafting() {
		return
	}
	for a := range 2 {
		r := t.lay.tabs[a]
		on := t.lay.showing == a
		fill, ink := sprites.Fade(sprites.Ink, 0.3), sprites.Fade(sprites.Paper, 0.9) // dimmer, yet 4.5:1 on the lightest felt
		if on {
			fill, ink = sprites.Fade(sprites.Ink, 0.6), sprites.Paper
		}
		sprites.FillRoundRect(dst, r, ctx.Px(8), fill)
		switch {
		case on:
			sprites.StrokeRoundRect(dst, r, ctx.Px(8), ctx.Px(2), sprites.Paper)
		case t.tabLit(a):
			sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(1)), ctx.Px(8), ctx.Px(2.5), sprites.AccentColor)
		}
		clans := t.seat[t.armyOf(a)].Clans
		rad, box := gosuTabParts(r, len(clans), ctx.Unit)
		_, cy := box.Center()
		x := r.X + ctx.Px(6)
		for _, k := range clans {
			drawGosuClanBadge(dst, ctx, k, x+rad, cy, rad)
			x += 2*rad + ctx.Px(2)
		}
		st := text.Style{Size: ui.SizeSmall, Bold: true, Color: ink, Align: text.Left | text.Middle}
		ui.DrawTextIn(dst, t.tabLabel(a, box.W), box, st, gosuHeadFit)
	}
}
