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

	content := r.Inset(ctx.Px(24))
	if len(since) > 0 {
		w := math.Min(content.W, ctx.Px(560))
		h := LogPanelHeight(ctx, since, w, content.H*0.45)
		var story ui.Rect
		story, content = ui.CutBottom(content, h)
		story = ui.Rect{X: story.X + (story.W-w)/2, Y: story.Y, W: w, H: h}
		DrawLogPanel(dst, ctx, i18n.T("curtain.since"), since, story)
		_, content = ui.CutBottom(content, ctx.Px(ui.Gap))
	}
	cx, cy := content.Center()
	rad := math.Min(ctx.Px(64), math.Min(content.W, content.H)*0.16)
	crestY := cy - rad*1.1
	sprites.FillCircle(dst, cx, crestY, rad*1.18, sprites.Paper)
	if seat >= 0 {
		ui.DrawCrest(dst, ctx, seat, cx, crestY, rad)
	} else {
		ui.DrawIconCentered(dst, "pass", cx, crestY, rad*1.3, curtainCloth)
	}
	title := i18n.T("curtain.pass_to", name)
	st := text.Style{Size: ui.SizeTitle, Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Top}
	y := crestY + rad*1.18 + ctx.Px(24)
	h := ui.DrawParagraph(dst, title, ui.Rect{X: content.X, Y: y, W: content.W}, st)
	y += h + ctx.Px(14)
	hint := i18n.T("curtain.tap")
	hs := text.Style{Size: ui.SizeBody, Color: sprites.Mix(sprites.Paper, curtainCloth, 0.3), Align: text.HCenter | text.Top}
	icon := ctx.Px(22)
	w, _ := text.Measure(hint, hs)
	if w+icon+ctx.Px(8) <= content.W {
		x := cx - (w+icon+ctx.Px(8))/2
		lh := text.LineHeight(hs)
		_ = sprites.DrawIcon(dst, "pass", x, y+(lh-icon)/2, icon, hs.Color)
		hs.Align = text.Left | text.Top
		text.Draw(dst, hint, x+icon+ctx.Px(8), y, hs)
		return
	}
	ui.DrawParagraph(dst, hint, ui.Rect{X: content.X, Y: y, W: content.W}, hs)
}
