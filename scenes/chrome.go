package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The shared look of the app's screens: a felt table inside a wooden rim,
// a header with a back button and a title, a paper sheet for the content,
// and a footer for the main action.

// maxSheetW is the widest a screen's content grows (logical px): on a
// desktop the form stays a readable column in the middle of the table.
const maxSheetW = 760

// screenLayout is where a standard screen puts things, in physical px.
type screenLayout struct {
	Header ui.Rect // back button and title
	Body   ui.Rect // the screen's content
	Footer ui.Rect // the main action(s); zero height when none
}

// layoutScreen splits the safe area into header, body and a footer of
// footerRows button rows, the whole centred and at most maxW logical px
// wide (maxSheetW suits a column of text and controls).
func layoutScreen(ctx *ui.Context, footerRows int, maxW float64) screenLayout {
	safe := ctx.Safe().Inset(ctx.Px(ui.RimW))
	w := math.Min(safe.W, ctx.Px(maxW))
	area := ui.Rect{X: safe.X + (safe.W-w)/2, Y: safe.Y, W: w, H: safe.H}
	var l screenLayout
	l.Header, area = ui.CutTop(area, ctx.Px(ui.ButtonH))
	_, area = ui.CutTop(area, ctx.Px(ui.Margin))
	if footerRows > 0 {
		h := float64(footerRows)*ctx.Px(ui.ButtonH) + float64(footerRows-1)*ctx.Px(ui.Gap)
		l.Footer, area = ui.CutBottom(area, h)
		_, area = ui.CutBottom(area, ctx.Px(ui.Margin))
	}
	l.Body = area
	return l
}

// backLabel is the back button's text, made once per language so laying
// out a screen every frame allocates nothing.
var backLabel struct{ lang, text string }

// backButton is the "back" button every pushed screen has at its top left.
func backButton(ctx *ui.Context, header ui.Rect) ui.Button {
	if backLabel.lang != ctx.Lang {
		backLabel.lang, backLabel.text = ctx.Lang, "‹ "+i18n.T("ui.back")
	}
	label := backLabel.text
	w, _ := text.Measure(label, text.Style{Size: ui.SizeButton, Bold: true})
	bw := math.Min(math.Max(w+ctx.Px(28), ctx.Px(96)), header.W*0.4)
	return ui.Button{ID: "back", Label: label, Kind: ui.ButtonSecondary, Rect: ui.Rect{X: header.X, Y: header.Y, W: bw, H: header.H}}
}

// drawTitle draws a screen title in the header, right of the back button
// when there is one, else centred: shrunk to fit, and on two lines where
// one would be smaller than body text (a long game's name on a phone).
func drawTitle(dst *ebiten.Image, ctx *ui.Context, header ui.Rect, back *ui.Button, title string) {
	st := text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.Paper, Align: text.Center}
	r := header
	if back != nil {
		_, r = ui.CutLeft(header, back.Rect.W+ctx.Px(ui.Margin))
		st.Align = text.Left | text.Middle
	}
	ui.DrawTextIn(dst, title, r, st, ui.Fit{Floor: ui.MinText, Lines: 2, Shrink: ui.SizeBody})
}

// drawSheet draws the paper sheet a scroll view's content sits on, no
// taller than the content.
func drawSheet(dst *ebiten.Image, ctx *ui.Context, v *ui.ScrollView) {
	r := v.Rect
	r.H = math.Min(r.H, v.ContentH)
	sprites.Panel(dst, r, ctx.Px(14))
}

// drawSectionTitle draws a small heading inside a sheet and returns its height.
func drawSectionTitle(dst *ebiten.Image, ctx *ui.Context, s string, r ui.Rect) {
	_, cy := r.Center()
	ui.DrawFitText(dst, s, r.X, cy, r.W, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.TextMutedColor, Align: text.Left | text.Middle})
}

// drawMessage draws a wrapped message (an error under a form) in colour clr
// and returns its height.
func drawMessage(dst *ebiten.Image, ctx *ui.Context, s string, r ui.Rect, clr color.RGBA) float64 {
	return ui.DrawParagraph(dst, s, r, text.Style{Size: ui.SizeBody, Color: clr})
}

// sheetScreen is the frame of the screens that scroll one paper sheet under
// a header (about, rules, settings, setup, the game log): the back button,
// the sheet's scroll view and the section headings on it. A screen embeds
// it, calls place from its layout, update first in Update and draw first in
// Draw. A screen that faces a side other than the bottom (the game log in
// table mode) lays out and draws in local(ctx) onto frame.Canvas.
type sheetScreen struct {
	back   ui.Button
	scroll ui.ScrollView
	lay    screenLayout
	heads  []sectionHead   // filled by the screen's layout
	side   table.Side      // the edge the screen faces
	frame  table.SeatFrame // turned to side
	turned ui.Context      // the context in the frame
}

type sectionHead struct {
	key  string // i18n key of the heading
	rect ui.Rect
}

// place lays out the header and gives the sheet the whole body; footerRows
// and maxW are as for layoutScreen.
func (f *sheetScreen) place(ctx *ui.Context, footerRows int, maxW float64) {
	f.lay = layoutScreen(ctx, footerRows, maxW)
	f.back = backButton(ctx, f.lay.Header)
	f.scroll.Rect = f.lay.Body
	f.heads = f.heads[:0]
}

// update lays the screen out (again when the sheet scrolled) and follows
// the back button; it reports whether the screen went back, after which
// the caller does nothing more.
func (f *sheetScreen) update(ctx *ui.Context, layout func(*ui.Context)) (back bool) {
	local := f.local(ctx)
	layout(local)
	events := ctx.Input.Events()
	if f.side != table.SideBottom {
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
func (f *sheetScreen) local(ctx *ui.Context) *ui.Context {
	f.frame.Place(f.side, ctx.W, ctx.H)
	if f.side == table.SideBottom {
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
func (f *sheetScreen) draw(dst *ebiten.Image, ctx *ui.Context, title string) *ebiten.Image {
	ui.DrawBackdrop(dst, ctx)
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
