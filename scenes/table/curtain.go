package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// Indigo of the curtain cloth, a noren hung across the table.
var (
	curtainCloth = color.RGBA{0x24, 0x30, 0x52, 0xff}
	curtainDeep  = color.RGBA{0x15, 0x1c, 0x33, 0xff}
)

// DrawCurtainFace draws the curtain into r: cloth split in panels under a
// wooden rod, the seat's crest, "Pass to <name>" and "Tap when ready",
// and, when there is any, what happened since that person's last turn
// (since, the newest last) in a panel at the bottom.
func DrawCurtainFace(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, name string, seat int, since []string) {
	sprites.GradientRoundRect(dst, r, 0, curtainCloth, curtainDeep)
	rod := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: ctx.Px(16)}
	// The cloth hangs in three panels, slit from just under the rod.
	for i := 1; i < 3; i++ {
		x := r.X + r.W*float64(i)/3
		sprites.FillRoundRect(dst, ui.Rect{X: x - ctx.Px(1.5), Y: rod.Y + rod.H + ctx.Px(40), W: ctx.Px(3), H: r.H}, ctx.Px(1.5), sprites.Fade(sprites.Ink, 0.55))
	}
	sprites.Shadow(dst, rod.Offset(0, ctx.Px(2)), 0, ctx.Px(5), sprites.ShadowColor)
	sprites.GradientRoundRect(dst, rod, 0, sprites.WoodLight, sprites.WoodDark)

	l := layCurtain(ctx, r, name, since)
	if l.story.H > 0 {
		DrawLogPanel(dst, ctx, i18n.T("curtain.since"), since, l.story)
	}
	sprites.FillCircle(dst, l.cx, l.crestY, l.rad*1.18, sprites.Paper)
	if seat >= 0 {
		ui.DrawCrest(dst, ctx, seat, l.cx, l.crestY, l.rad)
	} else {
		ui.DrawIconCentered(dst, "pass", l.cx, l.crestY, l.rad*1.3, curtainCloth)
	}
	ui.DrawParagraph(dst, i18n.T("curtain.pass_to", name), l.title, curtainTitle)
	hint, hs := i18n.T("curtain.tap"), curtainHint
	icon := ctx.Px(22)
	if w, _ := text.Measure(hint, hs); w+icon+ctx.Px(8) <= l.hint.W {
		x := l.cx - (w+icon+ctx.Px(8))/2
		_ = sprites.DrawIcon(dst, "pass", x, l.hint.Y+(l.hint.H-icon)/2, icon, hs.Color)
		hs.Align = text.Left | text.Top
		text.Draw(dst, hint, x+icon+ctx.Px(8), l.hint.Y, hs)
		return
	}
	ui.DrawParagraph(dst, hint, l.hint, hs)
}

var (
	curtainTitle = text.Style{Size: ui.SizeTitle, Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Top}
	curtainHint  = text.Style{Size: ui.SizeBody, Color: sprites.Mix(sprites.Paper, curtainCloth, 0.3), Align: text.HCenter | text.Top}
)

// curtainLayout is where a curtain's parts go: the story panel at the
// bottom, and above it the crest (centre and radius), the title and the
// hint, as one block in the middle of the room left.
type curtainLayout struct {
	story, title, hint ui.Rect
	cx, crestY, rad    float64
}

// layCurtain lays the curtain out in r. Where the room over the story is
// short (a phone on its side) the crest shrinks, so the hint stays clear
// of the story.
func layCurtain(ctx *ui.Context, r ui.Rect, name string, since []string) curtainLayout {
	var l curtainLayout
	content := r.Inset(ctx.Px(24))
	content.Y += ctx.Px(16) // under the rod
	content.H -= ctx.Px(16)
	if len(since) > 0 {
		w := math.Min(content.W, ctx.Px(560))
		h := LogPanelHeight(ctx, since, w, content.H*0.45)
		var story ui.Rect
		story, content = ui.CutBottom(content, h)
		l.story = ui.Rect{X: story.X + (story.W-w)/2, Y: story.Y, W: w, H: h}
		_, content = ui.CutBottom(content, ctx.Px(ui.Gap))
	}
	_, titleH := text.MeasureWrapped(i18n.T("curtain.pass_to", name), content.W, curtainTitle)
	_, hintH := text.MeasureWrapped(i18n.T("curtain.tap"), content.W, curtainHint)
	words := ctx.Px(24) + titleH + ctx.Px(14) + hintH // under the crest
	l.rad = math.Min(ctx.Px(64), math.Min(content.W, content.H)*0.16)
	l.rad = math.Max(ctx.Px(14), math.Min(l.rad, (content.H-words)/(2*1.18)))
	top := content.Y + math.Max(0, (content.H-words-2*1.18*l.rad)/2)
	l.cx, l.crestY = content.X+content.W/2, top+1.18*l.rad
	y := top + 2*1.18*l.rad + ctx.Px(24)
	l.title = ui.Rect{X: content.X, Y: y, W: content.W, H: titleH}
	y += titleH + ctx.Px(14)
	l.hint = ui.Rect{X: content.X, Y: y, W: content.W, H: hintH}
	return l
}
