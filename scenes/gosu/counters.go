package gosu

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// Each player's counters, in the head of their half: their clans' crests, their
// name and the facts of their game, on one line or two.

// drawHead draws one player's counters: name, hand, deck, discard,
// tokens ready of unlocked, Supremacy and the army's military now.
func (t *tableScene) drawHead(dst *ebiten.Image, ctx *ui.Context, a int) {
	p := t.armyOf(a)
	s := &t.seat[p]
	r := t.lay.heads[a]
	rad := math.Min(r.H/2, ctx.Px(12))
	sprites.FillRoundRect(dst, r, rad, sprites.Fade(sprites.Ink, 0.5))
	if p == t.view.ToMove() && !t.Outcome().Over {
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(2), sprites.AccentColor)
	}
	won := t.Outcome().Over && t.Outcome().Won(p) && !t.battle.on
	if b := &t.battle; b.on && b.landed && (b.winner == rules.NoPlayer || b.winner == p) {
		won = true // the Supremacy token has just landed here
	}
	if won {
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(3), sprites.AccentColor)
	}
	facts := t.headFactsOf(a)
	if t.lay.one { // the tab over it names the player and their clans
		t.drawFacts(dst, a, facts, r.Inset(ctx.Px(4)))
		return
	}
	hp := gosuHead(r, ctx.Unit, len(s.Clans), t.Names()[p], facts)
	_, cy := hp.line.Center()
	x := hp.crestX
	for _, k := range s.Clans {
		drawGosuClanBadge(dst, ctx, k, x+hp.crestR, cy, hp.crestR)
		x += 2*hp.crestR + ctx.Px(2)
	}
	ns, st := gosuHeadNameStyle, gosuHeadFactsStyle
	ns.Align, st.Align = text.Left|text.Middle, text.Left|text.Middle
	if !hp.two {
		st.Align = text.Right | text.Middle
	}
	ui.DrawTextIn(dst, t.Names()[p], hp.name, ns, gosuHeadFit)
	t.drawFactLines(dst, a, facts, hp.facts, st)
}

// drawFacts draws army a's counters alone in box, on one line or two,
// from its left (one army at a time: the tab names the player).
func (t *tableScene) drawFacts(dst *ebiten.Image, a int, facts string, box ui.Rect) {
	box.X, box.W = box.X+box.H*0.2, box.W-box.H*0.2
	st := gosuHeadFactsStyle
	st.Align = text.Left | text.Middle
	t.drawFactLines(dst, a, facts, box, st)
}

// drawFactLines draws the counters facts in box: on one line, or on two
// broken between facts where the box has room for two.
func (t *tableScene) drawFactLines(dst *ebiten.Image, a int, facts string, box ui.Rect, st text.Style) {
	lines := t.headLinesOf(a, facts, box, st)
	if !lines.two {
		ui.DrawTextIn(dst, lines.first, box, st, gosuHeadFit)
		return
	}
	top, bottom := ui.CutTop(box, box.H/2)
	fit := ui.Fit{Floor: gosuHeadFloor, Lines: 1}
	ui.DrawTextIn(dst, lines.first, top, st, fit)
	ui.DrawTextIn(dst, lines.second, bottom, st, fit)
}

// headFactsOf is the counters of army a's player (gosuHeadFacts), made
// again only when they change.
func (t *tableScene) headFactsOf(a int) string {
	p := t.armyOf(a)
	s := &t.seat[p]
	sup, mil := s.Supremacy-t.supremacyGained(a), t.view.MilitaryTotal(p)
	key := gosuHeadKey{i18n.Lang(), sup, mil, s.Reserve, s.Unlocked, len(s.Hand), s.Deck, len(s.Discard), s.Passed}
	return t.headFacts[a].get(key, func() string { return gosuHeadFacts(s, sup, mil) })
}

// gosuHeadLines are the counters as drawn: the facts that fit whole on
// one line, or on two, broken between facts.
type gosuHeadLines struct {
	first, second string
	two           bool
}

// headLinesOf breaks army a's counters facts into their lines in box, in
// style st, again only when the facts or the box change.
func (t *tableScene) headLinesOf(a int, facts string, box ui.Rect, st text.Style) gosuHeadLines {
	return t.headLines[a].get(gosuLinesKey{facts, box.W, box.H, text.Scale()}, func() gosuHeadLines {
		if w, _ := text.Measure(facts, st); w <= box.W || box.H < 2*text.LineHeight(text.Style{Size: gosuHeadFloor, Bold: true}) {
			return gosuHeadLines{first: gosuWholeFacts(facts, box.W, st)}
		}
		// Two lines, broken between facts, never inside one.
		first, second := gosuFactLines(facts, box.W, st)
		return gosuHeadLines{first, gosuWholeFacts(second, box.W, st), true}
	})
}

// gosuHeadKey is what a player's counters say depends on: the language
// and the counts.
type gosuHeadKey struct {
	lang                                             string
	sup, mil, reserve, unlocked, hand, deck, discard int
	passed                                           bool
}

// gosuLinesKey is what the counters' lines depend on: the facts and
// their box.
type gosuLinesKey struct {
	facts       string
	w, h, scale float64
}

// gosuHeadFacts are a player's counters, the weightiest first (a pass,
// Supremacy, military, tokens ready of unlocked, hand, deck, discard), so
// that where the line is short the last ones give way (a tap on the
// counters shows them all).
func gosuHeadFacts(s *gosu.Seat, supremacy, military int) string {
	facts := i18n.T("gosu.head", supremacy, military, gosuTokens(*s), len(s.Hand), s.Deck, len(s.Discard))
	if s.Passed {
		facts = i18n.T("gosu.passed") + " · " + facts
	}
	return facts
}

// gosuWholeFacts is as many of the facts (" · " between them) as fit
// width w whole, in st shrunk no lower than the text floor: the first
// ones, at least one.
func gosuWholeFacts(facts string, w float64, st text.Style) string {
	st.Size = math.Min(st.Size, gosuHeadFloor)
	if fw, _ := text.Measure(facts, st); fw <= w {
		return facts
	}
	parts := strings.Split(facts, " · ")
	k := 1
	for k < len(parts) {
		if fw, _ := text.Measure(strings.Join(parts[:k+1], " · "), st); fw > w {
			break
		}
		k++
	}
	return strings.Join(parts[:k], " · ")
}

// gosuFactLines breaks the counters' facts (" · " between them) into two
// lines: the first holds as many as fit width w in style st (at least
// one), the second the rest.
func gosuFactLines(facts string, w float64, st text.Style) (string, string) {
	parts := strings.Split(facts, " · ")
	k := 1
	for k < len(parts)-1 {
		if lw, _ := text.Measure(strings.Join(parts[:k+1], " · "), st); lw > w {
			break
		}
		k++
	}
	return strings.Join(parts[:k], " · "), strings.Join(parts[k:], " · ")
}

// gosuHeadFloor is the smallest size of the facts on two lines, logical px.
const gosuHeadFloor = 11

// The counters' words: the name, and the facts a little smaller.
var (
	gosuHeadNameStyle  = text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper}
	gosuHeadFactsStyle = text.Style{Size: ui.SizeSmall * 0.9, Bold: true, Color: sprites.Paper}
)

// gosuHeadParts is where a player's counters go in their head.
type gosuHeadParts struct {
	line           ui.Rect // the line of crests and name
	crestX, crestR float64 // the first crest's left and the crests' radius
	name, facts    ui.Rect
	two            bool // the facts on a line of their own
}

// gosuHead lays out the counters in head r (unit physical px per logical
// px): the crests of n clans and the name keep their room and the facts
// take the rest of the line, or a line of their own in a tall head.
func gosuHead(r ui.Rect, unit float64, n int, name, facts string) gosuHeadParts {
	in := r.Inset(4 * unit)
	h := gosuHeadParts{line: in}
	if in.H >= (gosuHead2H-8)*unit {
		h.line, in = ui.CutTop(in, math.Min(in.H*0.55, 20*unit))
		h.two = true
	}
	line := h.line
	h.crestR = line.H * 0.45
	h.crestX = line.X + 4*unit
	x := h.crestX + float64(n)*(2*h.crestR+2*unit)
	nw, _ := text.Measure(name, gosuHeadNameStyle)
	if h.two {
		h.name = ui.Rect{X: x + 4*unit, Y: line.Y, W: line.X + line.W - x - 8*unit, H: line.H}
		h.facts = ui.Rect{X: in.X + 4*unit, Y: in.Y, W: in.W - 4*unit, H: in.H}
		return h
	}
	fw, _ := text.Measure(facts, gosuHeadFactsStyle)
	nw = math.Min(nw, in.W*0.3)
	fw = math.Max(0, math.Min(fw, in.X+in.W-x-nw-14*unit))
	h.name = ui.Rect{X: x + 4*unit, Y: line.Y, W: nw, H: line.H}
	h.facts = ui.Rect{X: in.X + in.W - fw, Y: line.Y, W: fw, H: line.H}
	return h
}

// gosuHeadFit: the counters' words shrink on their line, and are cut
// short below the smallest size text has.
var gosuHeadFit = ui.Fit{Floor: text.Floor, Lines: 1}
