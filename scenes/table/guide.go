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
// the lesson, saying what the step asks and why, with Next beside (or
// under) the text of a step to read and the way on under the closing
// words. It keeps a band of the screen for itself (ui.Context.Aside): a
// column along the right edge of a phone on its side, else a band along
// the top as deep as the step shown needs, so the table lays itself out
// around it and nothing it talks about lies under it. It rings the widget the step asks
// the person to tap next ("tutorial" lists its text, after the refusal
// when there is one; "tutorial:ring" the ring, labelled with the id of
// the widget it rings; "tutorial:next", "tutorial:play" and
// "tutorial:menu" its buttons).
type guide struct {
	panel, body ui.Rect   // the card, and its text
	wide        bool      // a column at the right, not a band at the top
	w           float64   // the card's width
	deeps       []float64 // each step's text height, buttons and all
	laid        guideKey
	next        ui.Button
	play, menu  ui.Button // the end's: a real game, or the menu
	ring        ui.Rect   // the widget to tap next, zero for none
	// ringTaps: the ringed widget is a control, so a tap on it is the
	// tap the step asks for; a widget only read (a Shinobi army too
	// narrow to tap) is ringed to show where, and a tap there opens the
	// way to the control of that name.
	ringTaps bool
	say, no  text.Style // the text, and a refusal above it
}

type guideKey struct {
	w, h, unit float64
	lang       string
}

// guideFit lets a step's text shrink to the floor where a screen is short
// of room, never below.
var guideFit = ui.Fit{Floor: ui.MinText, Lines: 99}

// Panel geometry, logical px: the padding, a column's width at most,
// Next's width at most, and the screen's height under which the panel
// stands in a column beside the table rather than above it (a phone on
// its side).
const (
	guidePad   = 10
	guideColW  = 340
	guideNext  = 124
	guideShort = 480
)

// place lays the panel out for the step shown and keeps its room aside.
func (g *guide) place(ctx *ui.Context, l *Lesson) {
	m, pad, gap, row := ctx.Px(ui.Margin), ctx.Px(guidePad), ctx.Px(ui.Gap), ctx.Px(ui.ButtonH)
	if key := (guideKey{ctx.W, ctx.H, ctx.Unit, ctx.Lang}); key != g.laid {
		g.laid = key
		g.wide = ctx.W >= 1.5*ctx.H && ctx.H < ctx.Px(guideShort)
		g.w = math.Min(ctx.W-2*m, ctx.Px(760))
		g.say = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
		if g.wide { // narrow, in small print: the table keeps its width
			g.w, g.say.Size = math.Min(ctx.Px(guideColW), ctx.W*0.2), ui.SizeSmall
		}
		g.no = g.say
		g.no.Bold, g.no.Color = true, sprites.DangerColor
		g.next = ui.Button{ID: "tutorial:next", Label: i18n.T("tutorial.next"), Kind: ui.ButtonPrimary}
		g.play = ui.Button{ID: "tutorial:play", Label: i18n.T("tutorial.play"), Kind: ui.ButtonPrimary}
		g.menu = ui.Button{ID: "tutorial:menu", Label: i18n.T("results.menu"), Kind: ui.ButtonSecondary}
		g.deeps = g.deeps[:0]
		for i := range l.tut.Steps {
			g.deeps = append(g.deeps, g.height(ctx, l, i))
		}
	}
	deep := g.deeps[min(l.step, len(g.deeps)-1)]
	if g.wide {
		deep = math.Min(deep, ctx.H-2*m-2*pad)
		g.panel = ui.Rect{X: ctx.W - m - g.w, Y: m, W: g.w, H: deep + 2*pad}
		ctx.Aside = ui.Insets{Right: g.w + m}
	} else {
		// As deep as the step needs: on a phone every line kept from the
		// table counts, and the table lays itself out anew for the next.
		g.panel = ui.Rect{X: (ctx.W - g.w) / 2, Y: m, W: g.w, H: deep + 2*pad}
		ctx.Aside = ui.Insets{Top: g.panel.H + m}
	}
	g.body = g.panel.Inset(pad)
	g.next.Rect, g.play.Rect, g.menu.Rect = ui.Rect{}, ui.Rect{}, ui.Rect{}
	switch b := g.body; {
	case l.over():
		b, _ = ui.CutBottom(b, 2*row+gap)
		g.play.Rect, g.menu.Rect = ui.Stack(b, row, gap, 0), ui.Stack(b, row, gap, 1)
		if g.pair(ctx) {
			b, _ = ui.CutBottom(g.body, row)
			g.play.Rect, g.menu.Rect = ui.Column(b, 2, 0, gap), ui.Column(b, 2, 1, gap)
		}
		g.body.H = g.play.Rect.Y - gap - g.body.Y
	case l.current().Do == "" && !l.watching() && g.wide: // under the text
		g.next.Rect, g.body = ui.CutBottom(b, row)
		g.body.H -= gap
	case l.current().Do == "" && !l.watching():
		g.next.Rect, g.body = ui.CutRight(b, math.Min(ctx.Px(guideNext), b.W*0.32))
		g.next.Rect.H = row
		g.body.W -= gap
	}
}

// pair reports that the end's two buttons share a row: a band wide
// enough for both labels.
func (g *guide) pair(ctx *ui.Context) bool { return !g.wide && g.w >= ctx.Px(480) }

// height is what step i needs on the panel: its text, beside Next on a
// step to read, above the end's buttons at the end, under a refusal on a
// step that asks for a move.
func (g *guide) height(ctx *ui.Context, l *Lesson, i int) float64 {
	s := &l.tut.Steps[i]
	gap, row, w := ctx.Px(ui.Gap), ctx.Px(ui.ButtonH), g.w-2*ctx.Px(guidePad)
	next := 0.0
	if s.Do == "" && i < len(l.tut.Steps)-1 && !g.wide {
		next = math.Min(ctx.Px(guideNext), w*0.32) + gap
	}
	_, h := text.MeasureWrapped(i18n.T(s.Text), w-next, g.say)
	switch {
	case s.Do == "" && i < len(l.tut.Steps)-1 && g.wide: // Next under it
		h += gap + row
	case i == len(l.tut.Steps)-1 && g.pair(ctx):
		h += gap + row
	case i == len(l.tut.Steps)-1:
		h += 2 * (gap + row)
	case next > 0:
		h = math.Max(h, row)
	default: // room for a refusal above the text, the longest
		most := 0.0
		for _, k := range refusals {
			_, no := text.MeasureWrapped(i18n.T(k), w, g.no)
			most = math.Max(most, no)
		}
		h += most + ctx.Px(4)
	}
	_, watch := text.MeasureWrapped(i18n.T("tutorial.watch"), w, g.say)
	return math.Max(h, watch)
}

// shown is what the panel says now: a refusal ("" for none) and the text.
func (g *guide) shown(l *Lesson) (no, say string) {
	if l.watching() {
		return "", i18n.T("tutorial.watch")
	}
	if l.refused {
		no = i18n.T(g.refusal(l))
	}
	return no, i18n.T(l.current().Text)
}

// refusals are the keys of what the panel says of a refused tap: a
// widget is ringed, the step is read (Next ends it), or it asks for a
// move whose widget is not in sight.
var refusals = [...]string{"tutorial.refused", "tutorial.refused_read", "tutorial.refused_do"}

// refusal is the key of what the panel says of a refused tap now: "tap
// what is ringed" only where something is.
func (g *guide) refusal(l *Lesson) string {
	switch {
	case g.ring.W > 0:
		return refusals[0]
	case l.current().Do == "":
		return refusals[1]
	}
	return refusals[2]
}

// update lists the panel and answers its buttons; a tap on the panel goes
// no further. It reports whether the lesson was left.
func (g *guide) update(ctx *ui.Context, c *Core) bool {
	l := c.tut
	no, say := g.shown(l)
	if no != "" {
		say = no + " " + say
	}
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
// control counts, unless the step ended or a tap was refused this frame;
// then the ring goes to the widget the step asks for next, as listed this
// frame.
func (g *guide) follow(ctx *ui.Context, c *Core, step int, refused bool) {
	l := c.tut
	if l.step == step && !refused && g.ring.W > 0 && g.ringTaps {
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
			g.ring, g.ringTaps = w.Rect, w.Control()
		}
	}
	if g.ring.W > 0 {
		ctx.RegisterWidget("tutorial:ring", taps[l.taps], g.ring, false)
	}
}

// draw draws the panel and the ring. A refusal goes above the step's
// text, which shrinks a little if the two need it.
func (g *guide) draw(dst *ebiten.Image, ctx *ui.Context, l *Lesson) {
	if g.ring.W > 0 {
		sprites.StrokeRoundRect(dst, g.ring.Inset(-ctx.Px(3)), ctx.Px(ui.Radius), ctx.Px(3), sprites.AccentColor)
	}
	sprites.PanelColored(dst, g.panel, ctx.Px(ui.Radius), sprites.PanelColor, sprites.AccentColor)
	for _, b := range [...]*ui.Button{&g.next, &g.play, &g.menu} {
		if b.Rect.W > 0 {
			b.Draw(dst, ctx)
		}
	}
	no, say := g.shown(l)
	body := g.body
	if no != "" {
		f := ui.DrawTextIn(dst, no, body, g.no, guideFit)
		_, body = ui.CutTop(body, f.H+ctx.Px(4))
	}
	ui.DrawTextIn(dst, say, body, g.say, guideFit)
}
