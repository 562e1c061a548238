package gosu

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// How a Great Battle was counted: a tap (or long press) on the count while
// it shows, or on the facts beside the clan tiles afterwards, opens a
// panel listing each player's army cards, row by row, with what each
// counted and why (the bonuses), the hand under the Phoenix tile, the
// totals and the Wonder token on a tie. It reads the battle event, so it
// shows the armies as they fought, before the Song for the Dead. Opened
// from the facts beside the tiles, it first says them all in full (who
// holds the Wonder token, the Bounty card), each with the rule of its
// word; before any battle it says only those.

// gosuCount is the last Great Battle as the viewer may read it, and the
// panel that explains it.
type gosuCount struct {
	info gosu.EventInfo
	ok   bool // a battle has been fought
	// open is where the panel faces: 0 closed, 1 the screen's bottom, 2
	// the far side's frame (the top player in table mode).
	open int
	// The panel's words, worded when it opens (frames then allocate
	// nothing): the facts beside the tiles with their rules (opened from
	// there), each player's lines, both in one list, the title and the
	// last line.
	facts       []gosuCountItem
	items       [2][]gosuCountItem
	all         []gosuCountItem
	title, foot string
}

// gosuCountID is the id scripts tap to open the panel.
const gosuCountID = "count"

// readCount keeps the newest battle of the log, as viewer may read it.
func (c *gosuCount) readCount(log []game.LogEntry, viewer rules.Player) {
	for i := len(log) - 1; i >= 0; i-- {
		if e := log[i].Event; e.Kind == gosu.EventBattle {
			c.info, c.ok = gosu.Info(e, viewer), true
			return
		}
	}
	c.ok = false
}

// gosuCountBlock is one player's part of the panel: a heading with the
// total, a line per army card, and the hand's line if it counted.
type gosuCountBlock struct {
	head  string
	lines []string
}

// gosuCountText words battle in as the panel says it: a block per player
// (in seat order) and the closing line (the Wonder token on a tie, or who
// won).
func gosuCountText(in gosu.EventInfo, names []string) (blocks [2]gosuCountBlock, foot string) {
	for p := range 2 {
		b := &blocks[p]
		b.head = i18n.T("gosu.count.total", gosuName(names, rules.Player(p)), in.Totals[p])
		for _, l := range in.Battle.Lines[p] {
			b.lines = append(b.lines, gosuCountLine(l))
		}
		if len(in.Battle.Lines[p]) == 0 {
			b.lines = append(b.lines, i18n.T("gosu.count.empty"))
		}
		if h := in.Battle.Hand[p]; h > 0 {
			b.lines = append(b.lines, i18n.T("gosu.count.hand", h))
		}
	}
	switch {
	case in.Totals[0] != in.Totals[1]:
		w := 0
		if in.Totals[1] > in.Totals[0] {
			w = 1
		}
		foot = i18n.T("gosu.count.won", names[w], in.Totals[w], in.Totals[1-w])
	case in.Battle.Wonder != rules.NoPlayer:
		foot = i18n.T("gosu.count.tie_wonder", gosuName(names, in.Battle.Wonder))
	default:
		foot = i18n.T("gosu.count.tie")
	}
	return blocks, foot
}

// gosuCountLine is one card's line: its row, its name, what it counted,
// and why when that is not its printed value.
func gosuCountLine(l gosu.BattleLine) string {
	var why []string
	if l.Mirror.Known() {
		why = append(why, i18n.T("gosu.count.mirror", l.Mirror.Name()))
	}
	switch {
	case l.Down:
		why = append(why, i18n.T("gosu.count.down"))
	case l.ByRow:
		why = append(why, i18n.T("gosu.count.by_row", gosuRoman(l.Row+1)))
	case l.Doubled:
		why = append(why, i18n.T("gosu.count.doubled", l.Printed))
	case l.Veteran || l.Mirror.Known():
		why = append(why, i18n.T("gosu.count.printed", l.Printed))
	}
	if l.Veteran && !l.Down {
		why = append(why, i18n.T("gosu.count.veteran"))
	}
	line := i18n.T("gosu.count.card", gosuRoman(l.Row+1), l.Card.Name(), l.Military)
	if len(why) > 0 {
		line += " (" + strings.Join(why, ", ") + ")"
	}
	return line
}

// countTargets are where a tap opens the panel, on the screen: the badges
// and the banner while the count shows, the facts beside the tiles after
// (and before any battle, while they say something).
func (t *tableScene) countTargets(ctx *ui.Context, f func(r ui.Rect) bool) bool {
	if t.battle.on {
		if !t.count.ok {
			return false
		}
		for a := range 2 {
			if f(t.onScreen(a, t.battleBadge(ctx, a))) {
				return true
			}
		}
		return f(t.mine(t.battleBanner(ctx)))
	}
	return !t.drafting() && t.middleLine() != "" && f(gosuInfoBox(&t.lay, ctx.Unit))
}

// openCount opens the panel if the count was tapped or long pressed,
// facing the half it was tapped in (table mode), and reports so.
func (t *tableScene) openCount(ctx *ui.Context) bool {
	in := ctx.Input
	var at ui.Rect
	if !t.countTargets(ctx, func(r ui.Rect) bool {
		at = r
		return in.Tapped(r) || in.LongPressed(r)
	}) {
		return false
	}
	t.count.open = 1
	t.wordCount(!t.battle.on)
	if _, cy := at.Center(); t.lay.table && cy < ctx.Screen().H/2 {
		t.count.open = 2
	}
	ctx.Redraw()
	return true
}

// AnimTap opens the panel on a tap on the count while it shows; the
// battle's animation then runs to its end under it.
func (t *tableScene) AnimTap(ctx *ui.Context) bool { return t.openCount(ctx) }

// registerCount lists the count while it shows, for scripts. The last
// battle beside the tiles opens the panel too, but is not listed: a
// restless tapper (scenestest.Explore) would open it between every move.
func (t *tableScene) registerCount(ctx *ui.Context) {
	if !t.battle.on {
		return
	}
	t.countTargets(ctx, func(r ui.Rect) bool {
		ctx.Register(gosuCountID, i18n.T("gosu.count.open"), r)
		return true
	})
}

// drawCount draws the open panel, facing its reader.
func (t *tableScene) drawCount(dst *ebiten.Image, ctx *ui.Context) {
	if t.count.open == 2 {
		t.drawCountPanel(t.frame.Canvas(dst), ctx)
		t.frame.Compose(dst)
		return
	}
	t.drawCountPanel(dst, ctx)
}

// gosuCountSizes are the sizes the panel's lines try, logical px, the
// largest first: they shrink, down to the text floor, until the armies fit.
var gosuCountSizes = [...]float64{ui.SizeSmall, 12.5, 11}

// gosuCountItem is a line of the panel: a heading (bold), a card's, or
// the rule of a word (on the lines it needs, gosuCountRuleLines at most).
type gosuCountItem struct {
	s    string
	bold bool
	rule bool
}

// gosuCountRuleLines is the most lines a rule in the panel takes.
const gosuCountRuleLines = 8

// lines is the most lines item it takes.
func (it gosuCountItem) lines() int {
	if it.rule {
		return gosuCountRuleLines
	}
	return 2
}

// wordCount words the panel for the battle read last, after the facts
// beside the tiles and their rules when facts.
func (t *tableScene) wordCount(facts bool) {
	c := &t.count
	c.facts, c.all = c.facts[:0], c.all[:0]
	c.items = [2][]gosuCountItem{c.items[0][:0], c.items[1][:0]}
	c.title, c.foot = i18n.T("gosu.info.title"), i18n.T("gosu.count.close")
	if facts {
		for _, f := range t.middleFactList() {
			c.facts = append(c.facts, gosuCountItem{s: f.fact, bold: true}, gosuCountItem{s: gosuTermOf(f.term).line(), rule: true})
		}
	}
	if !c.ok {
		return
	}
	blocks, foot := gosuCountText(c.info, t.Names())
	c.title, c.foot = i18n.T("gosu.count.title"), foot+" "+i18n.T("gosu.count.close")
	for p, b := range blocks {
		c.items[p] = append(c.items[p], gosuCountItem{b.head, true, false})
		for _, l := range b.lines {
			c.items[p] = append(c.items[p], gosuCountItem{s: l})
		}
		c.all = append(c.all, c.items[p]...)
	}
}

// drawCountPanel draws the panel in the middle of dst's screen: as wide
// as its lines want up to gosuCountMaxW, as high as they need.
func (t *tableScene) drawCountPanel(dst *ebiten.Image, ctx *ui.Context) {
	c := &t.count
	scr := ctx.Safe().Inset(ctx.Px(ui.Gap))
	pad, titleH, footH := ctx.Px(14), ctx.Px(30), ctx.Px(40)
	in := ui.Rect{W: math.Min(scr.W, ctx.Px(gosuCountMaxW)) - 2*pad, H: scr.H - 2*pad - titleH - footH}
	// A column per player when the panel is wide, else one under the other.
	cols := [2][]gosuCountItem{c.all}
	n := 1
	if in.W >= in.H && in.W >= ctx.Px(560) {
		cols, n = c.items, 2
	}
	colW := (in.W - float64(n-1)*ctx.Px(ui.Gap*2)) / float64(n)
	size, need, factsH := gosuCountSizes[len(gosuCountSizes)-1], 0.0, 0.0
	for _, sz := range gosuCountSizes {
		factsH = gosuCountHeight(ctx, c.facts, in.W, sz)
		need = 0
		for _, col := range cols[:n] {
			need = math.Max(need, gosuCountHeight(ctx, col, colW, sz))
		}
		need += factsH
		size = sz
		if need <= in.H {
			break
		}
	}
	in.H = math.Min(in.H, need)
	box := ui.Rect{W: in.W + 2*pad, H: in.H + 2*pad + titleH + footH}
	box.X, box.Y = scr.X+(scr.W-box.W)/2, scr.Y+(scr.H-box.H)/2
	sprites.Panel(dst, box, ctx.Px(12))
	title, rest := ui.CutTop(box.Inset(pad), titleH)
	ui.DrawTextIn(dst, c.title, title, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11, Shrink: 11})
	footR, rest := ui.CutBottom(rest, footH)
	ui.DrawTextIn(dst, c.foot, footR, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11, Lines: 2})
	factsR, rest := ui.CutTop(rest, factsH)
	drawCountItems(dst, ctx, c.facts, factsR, size)
	for i, col := range cols[:n] {
		drawCountItems(dst, ctx, col, ui.Column(rest, n, i, ctx.Px(ui.Gap*2)), size)
	}
}

// drawCountItems draws the panel's lines items down r at size.
func drawCountItems(dst *ebiten.Image, ctx *ui.Context, items []gosuCountItem, r ui.Rect, size float64) {
	y := r.Y
	for _, it := range items {
		st := text.Style{Size: size, Bold: it.bold, Color: sprites.TextColor, Align: text.Left | text.Middle}
		if it.rule {
			st.Color = sprites.TextMutedColor
		}
		f := ui.FitText(it.s, st, r.W, float64(it.lines())*ctx.Px(size*gosuCountLead), ui.Fit{Floor: size, Lines: it.lines()})
		h := float64(len(f.Lines)) * ctx.Px(size*gosuCountLead)
		ui.DrawFit(dst, f, ui.Rect{X: r.X, Y: y, W: r.W, H: h}, st)
		y += h
	}
}

// gosuCountMaxW is the panel's widest, logical px.
const gosuCountMaxW = 820

// gosuCountLead is a line's height for its text size.
const gosuCountLead = 1.4

// gosuCountHeight is the height of lines c in a column w wide at size sz.
func gosuCountHeight(ctx *ui.Context, c []gosuCountItem, w, sz float64) float64 {
	h := 0.0
	for _, it := range c {
		st := text.Style{Size: sz, Bold: it.bold}
		f := ui.FitText(it.s, st, w, float64(it.lines())*ctx.Px(sz*gosuCountLead), ui.Fit{Floor: sz, Lines: it.lines()})
		h += float64(len(f.Lines)) * ctx.Px(sz*gosuCountLead)
	}
	return h
}
