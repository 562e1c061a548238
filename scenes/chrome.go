package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The shared look of the app's screens: a felt table inside a wooden rim,
// a header with a back button and a title, a paper sheet for the content,
// and a footer for the main action.

// maxSheetW is the widest a screen's content grows (logical px): on a
// desktop the form stays a readable column in the middle of the table.
const maxSheetW = 760

// rimW is the width of the wooden rim around the table (logical px).
const rimW = 7

// screenLayout is where a standard screen puts things, in physical px.
type screenLayout struct {
	Header Rect // back button and title
	Body   Rect // the screen's content
	Footer Rect // the main action(s); zero height when none
}

// layoutScreen splits the safe area into header, body and a footer of
// footerRows button rows, the whole centred and at most maxW logical px
// wide (maxSheetW suits a column of text and controls).
func layoutScreen(ctx *Context, footerRows int, maxW float64) screenLayout {
	safe := ctx.Safe().Inset(ctx.Px(rimW))
	w := math.Min(safe.W, ctx.Px(maxW))
	area := Rect{X: safe.X + (safe.W-w)/2, Y: safe.Y, W: w, H: safe.H}
	var l screenLayout
	l.Header, area = CutTop(area, ctx.Px(ButtonH))
	_, area = CutTop(area, ctx.Px(Margin))
	if footerRows > 0 {
		h := float64(footerRows)*ctx.Px(ButtonH) + float64(footerRows-1)*ctx.Px(Gap)
		l.Footer, area = CutBottom(area, h)
		_, area = CutBottom(area, ctx.Px(Margin))
	}
	l.Body = area
	return l
}

// drawBackdrop paints the table: felt in a wooden rim.
func drawBackdrop(dst *ebiten.Image, ctx *Context) {
	scr := ctx.Screen()
	sprites.GradientRoundRect(dst, scr, 0, sprites.WoodLight, sprites.WoodDark)
	inner := scr.Inset(ctx.Px(rimW))
	rad := ctx.Px(18)
	sprites.Shadow(dst, inner.Offset(0, ctx.Px(1)), rad, ctx.Px(6), sprites.ShadowColor)
	sprites.GradientRoundRect(dst, inner, rad, sprites.FeltLight, sprites.FeltDark)
	sprites.StrokeRoundRect(dst, inner, rad, math.Max(1, ctx.Px(1.5)), sprites.Fade(sprites.Ink, 0.45))
}

// backLabel is the back button's text, made once per language so laying
// out a screen every frame allocates nothing.
var backLabel struct{ lang, text string }

// backButton is the "back" button every pushed screen has at its top left.
func backButton(ctx *Context, header Rect) Button {
	if backLabel.lang != ctx.Lang {
		backLabel.lang, backLabel.text = ctx.Lang, "‹ "+i18n.T("ui.back")
	}
	label := backLabel.text
	w, _ := text.Measure(label, text.Style{Size: SizeButton, Bold: true})
	bw := math.Min(math.Max(w+ctx.Px(28), ctx.Px(96)), header.W*0.4)
	return Button{ID: "back", Label: label, Kind: ButtonSecondary, Rect: Rect{X: header.X, Y: header.Y, W: bw, H: header.H}}
}

// drawTitle draws a screen title in the header, shrunk to fit: right of the
// back button when there is one, else centred.
func drawTitle(dst *ebiten.Image, ctx *Context, header Rect, back *Button, title string) {
	st := text.Style{Size: SizeHeading, Bold: true, Color: sprites.Paper, Align: text.Center}
	cx, cy := header.Center()
	r := header
	if back != nil {
		_, r = CutLeft(header, back.Rect.W+ctx.Px(Margin))
		cx, st.Align = r.X, text.Left|text.Middle
	}
	DrawFitText(dst, title, cx, cy, r.W, st)
}

// drawSheet draws the paper sheet a scroll view's content sits on, no
// taller than the content.
func drawSheet(dst *ebiten.Image, ctx *Context, v *ScrollView) {
	r := v.Rect
	r.H = math.Min(r.H, v.ContentH)
	sprites.Panel(dst, r, ctx.Px(14))
}

// drawSectionTitle draws a small heading inside a sheet and returns its height.
func drawSectionTitle(dst *ebiten.Image, ctx *Context, s string, r Rect) {
	_, cy := r.Center()
	DrawFitText(dst, s, r.X, cy, r.W, text.Style{Size: SizeSmall, Bold: true, Color: sprites.TextMutedColor, Align: text.Left | text.Middle})
}

// drawCrest draws seat i's crest: its colour as a disc with its icon, so a
// seat is told apart by shape as well as colour.
func drawCrest(dst *ebiten.Image, ctx *Context, i int, cx, cy, rad float64) {
	c := sprites.PlayerColor(i)
	sprites.FillCircle(dst, cx, cy+ctx.Px(1), rad, sprites.ShadowColor)
	sprites.GradientCircle(dst, cx, cy, rad, sprites.Mix(c, sprites.Paper, 0.2), c)
	sprites.StrokeCircle(dst, cx, cy, rad, math.Max(1, ctx.Px(1)), sprites.Mix(c, sprites.Ink, 0.4))
	drawIconCentered(dst, sprites.PlayerCrest(i), cx, cy, rad*1.25, sprites.OnColor(c))
}

// drawIconCentered draws an icon centred on (cx, cy); a missing icon draws
// nothing (the label next to it still says what it is).
func drawIconCentered(dst *ebiten.Image, name string, cx, cy, size float64, clr color.RGBA) {
	_ = sprites.DrawIcon(dst, name, cx-size/2, cy-size/2, size, clr)
}

// drawMessage draws a wrapped message (an error under a form) in colour clr
// and returns its height.
func drawMessage(dst *ebiten.Image, ctx *Context, s string, r Rect, clr color.RGBA) float64 {
	return DrawParagraph(dst, s, r, text.Style{Size: SizeBody, Color: clr})
}

// centeredGrid is NewGrid for tiles at most maxW wide: when a row does not
// fill area, the grid is narrowed to its tiles and centred.
func centeredGrid(area Rect, count int, minW, maxW, h, gap float64) Grid {
	g := NewGrid(area, count, minW, 0, h, gap)
	if g.TileW > maxW {
		w := float64(g.Cols)*maxW + float64(g.Cols-1)*gap
		area.X += (area.W - w) / 2
		area.W = w
		g = NewGrid(area, count, minW, 0, h, gap)
	}
	return g
}

// sheetScreen is the frame of the screens that scroll one paper sheet under
// a header (about, rules, settings, setup, the game log): the back button,
// the sheet's scroll view and the section headings on it. A screen embeds
// it, calls place from its layout, update first in Update and draw first in
// Draw. A screen that faces a side other than the bottom (the game log in
// table mode) lays out and draws in local(ctx) onto frame.Canvas.
type sheetScreen struct {
	back   Button
	scroll ScrollView
	lay    screenLayout
	heads  []sectionHead // filled by the screen's layout
	side   Side          // the edge the screen faces
	frame  seatFrame     // turned to side
	turned Context       // the context in the frame
}

type sectionHead struct {
	key  string // i18n key of the heading
	rect Rect
}

// place lays out the header and gives the sheet the whole body; footerRows
// and maxW are as for layoutScreen.
func (f *sheetScreen) place(ctx *Context, footerRows int, maxW float64) {
	f.lay = layoutScreen(ctx, footerRows, maxW)
	f.back = backButton(ctx, f.lay.Header)
	f.scroll.Rect = f.lay.Body
	f.heads = f.heads[:0]
}

// update lays the screen out (again when the sheet scrolled) and follows
// the back button; it reports whether the screen went back, after which
// the caller does nothing more.
func (f *sheetScreen) update(ctx *Context, layout func(*Context)) (back bool) {
	local := f.local(ctx)
	layout(local)
	events := ctx.Input.Events()
	if f.side != SideBottom {
		events = f.frame.Events(events)
	}
	if f.scroll.UpdateIn(ctx, events, f.frame.RectToScreen(f.scroll.Rect)) {
		layout(local)
		ctx.Redraw()
	}
	b := f.back
	b.Rect = f.frame.RectToScreen(b.Rect) // tapped and listed where it shows
	if b.Update(ctx) {
		ctx.App.Back()
		return true
	}
	return false
}

// local places the frame and returns the context to lay out and draw in:
// ctx itself at the bottom, else the screen turned to face side.
func (f *sheetScreen) local(ctx *Context) *Context {
	f.frame.place(f.side, ctx.W, ctx.H)
	if f.side == SideBottom {
		return ctx
	}
	f.turned = *ctx
	s := f.frame.Screen()
	f.turned.W, f.turned.H = s.W, s.H
	return &f.turned
}

// draw draws the table, the header with title, the sheet and its visible
// headings, and returns the sheet's clip for the content. The screen ends
// with f.scroll.DrawScrollbar.
func (f *sheetScreen) draw(dst *ebiten.Image, ctx *Context, title string) *ebiten.Image {
	drawBackdrop(dst, ctx)
	f.back.Draw(dst, ctx)
	drawTitle(dst, ctx, f.lay.Header, &f.back, title)
	drawSheet(dst, ctx, &f.scroll)
	clip := f.scroll.Clip(dst)
	for _, h := range f.heads {
		if f.scroll.Visible(h.rect) {
			drawSectionTitle(clip, ctx, i18n.T(h.key), h.rect)
		}
	}
	return clip
}
