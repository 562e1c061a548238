package gosu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/rules/gosu"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// drawArmyPicture draws an army of one clan: three Troops in row I, two
// Heroes in row II above them, an Immortal in row III, and empty slots
// beside them, four places a row: cards wide enough for their names to
// read whole at the text floor on a phone.
func drawArmyPicture(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	sprites.FillRoundRect(dst, r, ctx.Px(12), sprites.Fade(sprites.Ink, 0.25))
	in := r.Inset(ctx.Px(8))
	label := math.Min(in.W*0.1, ctx.Px(36))
	gap := ctx.Px(4)
	ch := (in.H - 2*gap) / 3
	const places = 4
	cw := math.Min((in.W-label-(places-1)*gap)/places, ch*0.72)
	byLevel := pictureCards(gosu.Clan(0))
	shown := [3]int{3, 2, 1} // cards in rows I, II, III
	for row := range 3 {
		y := in.Y + float64(2-row)*(ch+gap)
		ui.DrawTextIn(dst, [...]string{"I", "II", "III"}[row], ui.Rect{X: in.X, Y: y, W: label, H: ch},
			text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11})
		for k := range places {
			slot := ui.Rect{X: in.X + label + float64(k)*(cw+gap), Y: y, W: cw, H: ch}
			if k < shown[row] && k < len(byLevel[row]) {
				drawGosuCard(dst, ctx, slot, byLevel[row][k], nil)
			} else {
				sprites.StrokeRoundRect(dst, slot, cw*0.08, math.Max(1, ctx.Px(1)), sprites.Fade(sprites.Paper, 0.35))
			}
		}
	}
}

// pictureCards are cards of clan k by level (Troops, Heroes, Immortals),
// a few of each.
func pictureCards(k gosu.Clan) (by [3][]gosu.Card) {
	for c := gosu.Card(0); c.Known(); c++ {
		if l := c.Level(); c.Clan() == k && l >= 1 && l <= 3 && len(by[l-1]) < 3 {
			by[l-1] = append(by[l-1], c)
		}
	}
	return by
}
