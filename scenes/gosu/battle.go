package gosu

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The Great Battle on show: each army dimmed under a badge with its
// player's name and total counting up, a banner between the armies that
// names the winner once counted, and the Supremacy token flying from the
// banner to the winner's counters (to both on a tie).

// dimArmy dims side a's army under the battle's badges.
func (t *tableScene) dimArmy(dst *ebiten.Image, ctx *ui.Context, a int) {
	sprites.FillRoundRect(dst, t.lay.armies[a], ctx.Px(8), sprites.Fade(sprites.Ink, 0.7))
}

// drawBattleArmy draws side a's badge over its army.
func (t *tableScene) drawBattleArmy(dst *ebiten.Image, ctx *ui.Context, a int) {
	b := &t.battle
	badge := t.battleBadge(ctx, a)
	bh := badge.H
	ink := sprites.Paper
	won := b.done && (b.winner == rules.NoPlayer || b.winner == t.armyOf(a))
	if b.done && !won {
		ink = sprites.Mix(sprites.Paper, sprites.Ink, 0.45)
	}
	sprites.FillRoundRect(dst, badge, ctx.Px(10), sprites.Fade(sprites.Ink, 0.85))
	if won {
		sprites.StrokeRoundRect(dst, badge, ctx.Px(10), ctx.Px(3), sprites.AccentColor)
	}
	name, num := ui.CutTop(badge.Inset(ctx.Px(6)), bh*0.32)
	nx, ny := name.Center()
	ui.DrawFitText(dst, t.Names()[t.armyOf(a)], nx, ny, name.W, text.Style{Size: ui.SizeBody, Bold: true, Color: ink, Align: text.Center | text.Middle})
	mx, my := num.Center()
	big := text.Style{Size: ui.SizeHeading * 1.6, Bold: true, Color: ink, Align: text.Center | text.Middle}
	text.Draw(dst, strconv.Itoa(int(math.Round(b.shown[a]))), mx, my, big)
}

// battleBadge is where side a's badge stands, in that side's frame: over
// the middle of its army, so it faces the army's player; one army at a
// time, both over it, the far player's on the left.
func (t *tableScene) battleBadge(ctx *ui.Context, a int) ui.Rect {
	r := t.lay.armies[a]
	if t.lay.one {
		r.W /= 2
		r.X += float64(a) * r.W
	}
	cx, cy := r.Center()
	bw, bh := math.Min(r.W*0.8, ctx.Px(220)), math.Min(r.H*0.8, ctx.Px(96))
	if t.lay.one {
		bw = r.W - ctx.Px(12)
	}
	return ui.Rect{X: cx - bw/2, Y: cy - bh/2, W: bw, H: bh}
}

// drawBattleBanner draws the banner on the screen, its words facing the
// viewer; in table mode twice, a line for each player, facing them.
func (t *tableScene) drawBattleBanner(dst *ebiten.Image, ctx *ui.Context) {
	b := &t.battle
	line := i18n.T("gosu.battle_now")
	if b.done {
		line = i18n.T("gosu.battle_tie")
		if w := b.winner; w != rules.NoPlayer {
			line = i18n.T("gosu.battle_won", gosuName(t.Names(), w))
		}
	}
	banner := t.mine(t.battleBanner(ctx))
	sprites.FillRoundRect(dst, banner.Offset(0, ctx.Px(2)), ctx.Px(8), sprites.ShadowColor)
	sprites.FillRoundRect(dst, banner, ctx.Px(8), sprites.AccentColor)
	ink := sprites.OnColor(sprites.AccentColor)
	st := text.Style{Size: ui.SizeBody, Bold: true, Color: ink, Align: text.Center | text.Middle}
	lines, n := t.battleLines(ctx)
	if n > 1 { // a seam between the two lines, clear of the banner's ends
		y, in := banner.Y+banner.H/2, banner.H*1.5
		sprites.FillRoundRect(dst, ui.Rect{X: banner.X + in, Y: y - ctx.Px(0.5), W: banner.W - 2*in, H: ctx.Px(1)}, 0, sprites.Fade(ink, 0.35))
	}
	for _, l := range lines[:n] {
		if l.side == table.SideBottom {
			cx, cy := l.r.Center()
			ui.DrawFitText(dst, line, cx, cy, l.r.W*0.92, st)
			continue
		}
		canvas, r := t.bannerFrame.Window(dst, t.bannerFrame.RectToLocal(l.r))
		cx, cy := r.Center()
		ui.DrawFitText(canvas, line, cx, cy, r.W*0.92, st)
		t.bannerFrame.Compose(dst)
	}
}

// gosuBannerLine is a line of the battle's banner: where it lies on the
// screen, and the edge its reader sits at.
type gosuBannerLine struct {
	r    ui.Rect
	side table.Side
}

// battleLines is where the banner's words go: across the banner, facing
// the bottom; in table mode one line in each half of the banner, the
// upper turned half round for the player at the top, the lower for the
// one at the bottom.
func (t *tableScene) battleLines(ctx *ui.Context) (lines [2]gosuBannerLine, n int) {
	banner := t.mine(t.battleBanner(ctx))
	if !t.lay.table {
		lines[0] = gosuBannerLine{r: banner, side: table.SideBottom}
		return lines, 1
	}
	up, down := ui.CutTop(banner, banner.H/2)
	lines[0], lines[1] = gosuBannerLine{r: up, side: table.SideTop}, gosuBannerLine{r: down, side: table.SideBottom}
	return lines, 2
}

// drawSupremacyToken draws the token on its way from the banner to the
// winner's Supremacy count, on the screen.
func (t *tableScene) drawSupremacyToken(dst *ebiten.Image, ctx *ui.Context) {
	b := &t.battle
	if !b.done || b.landed || b.token <= 0 {
		return
	}
	cx, cy := t.mine(t.battleBanner(ctx)).Center()
	for a := range 2 {
		if b.winner != rules.NoPlayer && b.winner != t.armyOf(a) {
			continue
		}
		h := t.counters(a)
		tx, ty := h.X+h.W*0.8, h.Y+h.H/2 // the Supremacy count
		if a == 0 {
			tx, ty = t.frame.ToScreen(tx, ty)
		}
		x, y := cx+(tx-cx)*b.token, cy+(ty-cy)*b.token
		rad := ctx.Px(16)
		sprites.FillCircle(dst, x, y, rad, sprites.AccentColor)
		sprites.StrokeCircle(dst, x, y, rad, ctx.Px(2), sprites.Paper)
		ui.DrawIconCentered(dst, "crown", x, y, rad*1.3, sprites.OnColor(sprites.AccentColor))
	}
}

// battleBanner is where the battle's banner stands, in the viewer's frame:
// across the seam of the two armies, as wide as the board; in table mode
// over the middle strip and most of the gaps by it (room for its two
// lines), which a half turn leaves in place.
func (t *tableScene) battleBanner(ctx *ui.Context) ui.Rect {
	if t.lay.table {
		m := t.lay.middle
		x, out := t.lay.top.X, ctx.Px(ui.Gap-2)
		return ui.Rect{X: x, Y: m.Y - out, W: m.X + m.W - x, H: m.H + 2*out}
	}
	if t.lay.one { // over the counters, between the tabs and the army
		h := t.lay.heads[0]
		bh := math.Max(ctx.Px(40), h.H)
		return ui.Rect{X: h.X, Y: h.Y + (h.H-bh)/2, W: h.W, H: bh}
	}
	far, near := t.lay.armies[0], t.lay.armies[1]
	seam := (far.Y + far.H + near.Y) / 2
	h := math.Max(ctx.Px(40), near.Y-far.Y-far.H+ctx.Px(8)) // over the tiles between them
	return ui.Rect{X: t.lay.heads[1].X, Y: seam - h/2, W: t.lay.heads[1].W, H: h}
}
