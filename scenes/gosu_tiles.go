package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The clan tiles in words: during the draft they take the armies' place as
// a list (crest, name, drafter, ongoing ability; a tap drafts), and at any
// time a long press on a tile (or a tap on one that nothing asks for)
// opens the same list over the table. Active tiles are lit.

// drafting reports whether the draft list stands in the armies' place.
func (t *GosuTable) drafting() bool {
	return t.view != nil && t.view.Phase() == gosu.PhaseDraft
}

// tileListRect is where the list of tiles is drawn: over both armies
// during the draft, else over the whole screen.
func (t *GosuTable) tileListRect(ctx *Context) Rect {
	if t.tiles { // centred, no wider than reads well
		r := ctx.Safe().Inset(ctx.Px(Margin))
		w := math.Min(r.W, ctx.Px(640))
		r.X, r.W = r.X+(r.W-w)/2, w
		return r
	}
	a, b := t.lay.armies[0], t.lay.armies[1]
	return Rect{X: t.lay.heads[0].X, Y: a.Y, W: t.lay.heads[0].W, H: b.Y + b.H - a.Y}
}

// tileRow is clan k's row in the list.
func (t *GosuTable) tileRow(ctx *Context, k gosu.Clan) Rect {
	return Row(t.tileListRect(ctx).Inset(ctx.Px(6)), gosu.NumClans, int(k), ctx.Px(4))
}

// drawTileList draws the eight tiles with their names and abilities.
func (t *GosuTable) drawTileList(dst *ebiten.Image, ctx *Context) {
	sprites.Panel(dst, t.tileListRect(ctx), ctx.Px(10))
	for k := range gosu.Clan(gosu.NumClans) {
		r := t.tileRow(ctx, k)
		owner, active := t.view.Tile(k)
		face := gosuClanColor(k)
		if !active {
			face = sprites.Mix(face, sprites.Ink, 0.55)
		}
		if t.tileMove(k) != nil {
			sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(2)), ctx.Px(5), ctx.Px(2.5), sprites.AccentColor)
		}
		sq := math.Min(r.H, ctx.Px(44))
		icon, words := CutLeft(r, sq)
		icon.H, icon.Y = sq, r.Y+(r.H-sq)/2
		sprites.FillRoundRect(dst, icon, ctx.Px(4), face)
		if active {
			sprites.StrokeRoundRect(dst, icon.Inset(-ctx.Px(1)), ctx.Px(4), ctx.Px(2), sprites.AccentColor)
		}
		cx, cy := icon.Center()
		drawIconCentered(dst, gosuClanCrest(k), cx, cy, sq*0.7, sprites.OnColor(face))
		_, words = CutLeft(words, ctx.Px(6))
		head := k.Name()
		if owner != rules.NoPlayer {
			head = i18n.T("gosu.tile_of", k.Name(), t.names[owner])
		}
		ink := sprites.TextColor
		if !active {
			ink = sprites.Mix(ink, sprites.Paper, 0.35)
		}
		drawFitParagraph(dst, head, k.Ability(), words, ink)
	}
}

// drawFitParagraph draws a bold head line and body wrapped under it in r,
// shrinking both until they fit.
func drawFitParagraph(dst *ebiten.Image, head, body string, r Rect, clr color.RGBA) {
	hs := text.Style{Size: SizeSmall, Bold: true, Color: clr}
	bs := text.Style{Size: SizeSmall * 0.9, Color: clr}
	for hs.Size > 8 {
		_, hh := text.MeasureWrapped(head, r.W, hs)
		_, bh := text.MeasureWrapped(body, r.W, bs)
		if hh+bh <= r.H {
			break
		}
		hs.Size--
		bs.Size = hs.Size * 0.9
	}
	_, hh := text.MeasureWrapped(head, r.W, hs)
	_, bh := text.MeasureWrapped(body, r.W, bs)
	y := r.Y + math.Max(0, (r.H-hh-bh)/2)
	text.DrawWrapped(dst, head, r.X, y, r.W, hs)
	text.DrawWrapped(dst, body, r.X, y+hh, r.W, bs)
}
