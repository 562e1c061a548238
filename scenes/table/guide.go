package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// guide is a lesson's panel: a paper card that stays on screen through
// the lesson, saying what the step asks and why, with Next beside the
// text of a step to read and the way on under the closing words. It keeps
// a band of the screen for itself (ui.Context.Aside): a column along the
// right edge of a wide screen, headed by the step's number, else a band
// along the top as deep as the longest step needs, so the table lays
// itself out around it and nothing it talks about lies under it. It rings
// the widget the step asks the person to tap next ("tutorial" lists its
// text; "tutorial:next", "tutorial:play" and "tutorial:menu" its
// buttons).
type guide struct {
	panel      ui.Rect // the card
	head, body ui.Rect // the step's number (a column's only), and the text
	wide       bool    // a column at the right, not a band at the top
	deep       float64 // a band's text height: the longest step's
	laid       guideKey
	next       ui.Button
	play, menu ui.Button // the end's: a real game, or the menu
	ring       ui.Rect   // the widget to tap next, zero for none
}

type guideKey struct {
	w, h, unit float64
	lang       string
}

// guideFit lets a step's text shrink to the floor where a screen is short
// of room, never below.
var guideFit = ui.Fit{Floor: ui.MinText, Lines: 99}

var (
	guideText  = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
	guideNo    = text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.DangerColor}
	guideTitle = text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.TextMutedColor, Align: text.Left | text.Middle}
)

// Panel geometry, logical px.
const (
	guidePad  = 10
	guideHead = 24  // a column's heading line
	guideColW = 340 // a column's width, at most
	guideNext = 124 // Next's width, at most
)

// place lays the panel out for the step shown and keeps its room aside.
func (g *guide) place(ctx *ui.Context, l *Lesson) {
	m, pad, gap := ctx.Px(ui.Margin), ctx.Px(guidePad), ctx.Px(ui.Gap)
	if key := (guideKey{ctx.W, ctx.H, ctx.Unit, ctx.Lang}); key != g.laid {
		g.laid = key
		g.wide = ctx.W >= 1.5*ctx.H
		g.next = ui.Button{ID: "tutorial:next", Label: i18n.T("tutorial.next"), Kind: ui.ButtonPrimary}
		g.play = ui.Button{ID: "tutorial:play", Label: i18n.T("tutorial.play"), Icon: "play", Kind: ui.ButtonPrimary}
		g.menu = ui.Button{ID: "tutorial:menu", Label: i18n.T("results.menu"), Icon: "menu", Kind: ui.ButtonSecondary}
		g.deep = 0
		for i := range l.tut.Steps {
			g.deep = math.Max(g.deep, g.height(ctx, l, i, g.width(ctx)-2*pad))
		}
	}
	w := g.width(ctx)
	if g.wide {
		top := ctx.Px(guideHead)
		deep := g.height(ctx, l, l.step, w-2*pad)
		if no, _ := g.shown(l); no != "" {
			_, h := text.MeasureWrapped(no, w-2*pad, guideNo)
			deep += h + ctx.Px(4)
		}
		deep = math.Min(deep, ctx.H-2*m-2*pad-top)
		g.panel = ui.Rect{X: ctx.W - m - w, Y: m, W: w, H: deep + 2*pad + top}
		g.head, g.body = ui.CutTop(g.panel.Inset(pad), top)
		ctx.Aside = ui.Insets{Right: w + m}
	} else {
		g.panel = ui.Rect{X: (ctx.W - w) / 2, Y: m, W: w, H: g.deep + 2*pad}
		g.head, g.body = ui.Rect{}, g.panel.Inset(pad)
		ctx.Aside = ui.Insets{Top: g.panel.H + m}
	}
	g.next.Rect, g.play.Rect, g.menu.Rect = ui.Rect{}, ui.Rect{}, ui.Rect{}
	row := ctx.Px(ui.ButtonH)
	switch b := g.body; {
	case l.Over():
		if g.pair(ctx, b.W) {
			b, _ = ui.CutBottom(b, row)
			g.play.Rect, g.menu.Rect = ui.Column(b, 2, 0, gap), ui.Column(b, 2, 1, gap)
		} else {
			b, _ = ui.CutBottom(b, 2*row+gap)
			g.play.Rect, g.menu.Rect = ui.Stack(b, row, gap, 0), ui.Stack(b, row, gap, 1)
		}
		g.body.H = g.play.Rect.Y - gap - g.body.Y
	case l.current().Do == "" && !l.watching():
		g.next.Rect, g.body = ui.CutRight(b, g.nextW(ctx, b.W))
		g.next.Rect.H = row
		g.body.W -= gap
	}
}

// width is the panel's width on this screen.
func (g *guide) width(ctx *ui.Context) float64 {
	if g.wide {
		return math.Min(ctx.Px(guideColW), ctx.W*0.27)
	}
	return math.Min(ctx.W-2*ctx.Px(ui.Margin), ctx.Px(760))
}

// nextW is Next's width beside a text w wide.
func (g *guide) nextW(ctx *ui.Context, w float64) float64 {
	return math.Min(ctx.Px(guideNext), w*0.32)
}

// pair reports that the end's two buttons share a row w wide.
func (g *guide) pair(ctx *ui.Context, w float64) bool { return w >= ctx.Px(2*150+ui.Gap) }

// height is what step i needs on a panel w wide inside: its text, beside
// Next on a step to read, above the end's buttons at the end.
func (g *guide) height(ctx *ui.Context, l *Lesson, i int, w float64) float64 {
	s := &l.tut.Steps[i]
	gap, row := ctx.Px(ui.Gap), ctx.Px(ui.ButtonH)
	if i == len(l.tut.Steps)-1 {
		_, h := text.MeasureWrapped(i18n.T(s.Text), w, guideText)
		if h += gap + row; !g.pair(ctx, w) {
			h += gap + row
		}
		return h
	}
	_, watch := text.MeasureWrapped(i18n.T("tutorial.watch"), w, guideText)
	if s.Do == "" {
		_, h := text.MeasureWrapped(i18n.T(s.Text), w-g.nextW(ctx, w)-gap, guideText)
		return math.Max(math.Max(h, row), watch)
	}
	_, h := text.MeasureWrapped(i18n.T(s.Text), w, guideText)
	return math.Max(h, watch)
}

// shown is what the panel says now: a refusal ("" for none) and the text.
func (g *guide) shown(l *Lesson) (no, say string) {
	if l.watching() {
		return "", i18n.T("tutorial.watch")
	}
	if l.refused {
		no = i18n.T("tutorial.refused")
	}
	return no, i18n.T(l.current().Text)
}

// update lists the panel and answers its buttons; a tap on the panel goes
// no further. It reports whether the lesson was left.
func (g *guide) update(ctx *ui.Context, c *Core) bool {
	l := c.tut
	_, say := g.shown(l)
	ctx.RegisterWidget("tutorial", say, g.panel, false)
	switch {
	case g.next.Rect.W > 0 && g.next.Update(ctx):
		l.next()
	case g.play.Rect.W > 0 && g.play.Update(ctx):
		c.app.ShowSetup(l.game)
		return true
	case g.menu.Rect.W > 0 && g.menu.Update(ctx):
		ctx.App.Home()
		return true
	}
	if ctx.Input.Tapped(g.panel) {
		ctx.Input.ClearTaps()
	}
	return false
}

// follow moves the ring on after a frame at the table: a tap on the ringed
// widget counts, unless the step ended or refused it; then the ring goes
// to the widget the step asks for next, as listed this frame.
func (g *guide) follow(ctx *ui.Context, c *Core, step int, refused bool) {
	l := c.tut
	if l.step == step && !refused && !l.refused && g.ring.W > 0 {
		for _, e := range ctx.Input.Events() {
			if e.Kind == ui.Tap && g.ring.Contains(e.X, e.Y) {
				l.taps++
				l.refused = false // on the right track again
				break
			}
		}
	}
	g.ring = ui.Rect{}
	taps := l.current().Taps
	if !c.Decides() || l.watching() || l.taps >= len(taps) {
		return
	}
	for _, w := range ctx.Widgets() {
		if w.ID == taps[l.taps] {
			g.ring = w.Rect
		}
	}
}

// draw draws the panel and the ring. A refusal goes above the step's
// text, which shrinks a little if the two need it.
func (g *guide) draw(dst *ebiten.Image, ctx *ui.Context, l *Lesson) {
	if g.ring.W > 0 {
		sprites.StrokeRoundRect(dst, g.ring.Inset(-ctx.Px(3)), ctx.Px(ui.Radius), ctx.Px(3), sprites.AccentColor)
	}
	sprites.PanelColored(dst, g.panel, ctx.Px(ui.Radius), sprites.PanelColor, sprites.AccentColor)
	if g.head.H > 0 {
		ui.DrawTextIn(dst, i18n.T("tutorial.step", l.step+1, len(l.tut.Steps)), g.head, guideTitle, ui.Fit{Floor: ui.MinText})
	}
	for _, b := range [...]*ui.Button{&g.next, &g.play, &g.menu} {
		if b.Rect.W > 0 {
			b.Draw(dst, ctx)
		}
	}
	no, say := g.shown(l)
	body := g.body
	if no != "" {
		f := ui.DrawTextIn(dst, no, body, guideNo, guideFit)
		_, body = ui.CutTop(body, f.H+ctx.Px(4))
	}
	ui.DrawTextIn(dst, say, body, guideText, guideFit)
}
