package shinobi

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/rules/shinobi"
	"kamon/scenes/ui"
	"kamon/sprites"
)

// drawAttackPicture draws an attack: a Mōri army of three cards on the
// left strikes an Oda army of two on the right, whose top card falls.
func drawAttackPicture(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	sprites.FillRoundRect(dst, r, ctx.Px(12), sprites.Fade(sprites.Ink, 0.25))
	cw := math.Min(r.W*0.2, r.H*0.5)
	ch := cw * 1.4
	step := ch * 0.22
	army := func(x float64, c shinobi.Clan, n int, falls bool) (top ui.Rect) {
		y := r.Y + (r.H-ch-float64(n-1)*step)/2
		for i := range n {
			card := ui.Rect{X: x, Y: y + float64(i)*step, W: cw, H: ch}
			if falls && i == n-1 { // the card the attack takes, tilted away
				card = card.Offset(cw*0.5, ch*0.15)
				sprites.FillRoundRect(dst, card.Inset(-ctx.Px(3)), cw*0.12, sprites.Fade(sprites.DangerColor, 0.6))
			}
			drawShinobiCard(dst, ctx, card, shinobi.ClanCard(c, 2+i), true, false)
			top = card
		}
		return top
	}
	a := army(r.X+r.W*0.1, shinobi.Mori, 3, false)
	d := army(r.X+r.W*0.6, shinobi.Oda, 2, true)
	// The arrow of the attack, from the attacking army to the attacked one.
	y := r.Y + r.H/2
	x0, x1 := a.X+a.W+ctx.Px(8), d.X-ctx.Px(10)
	th := math.Max(2, ctx.Px(4))
	sprites.FillRoundRect(dst, ui.Rect{X: x0, Y: y - th/2, W: x1 - x0 - th*2, H: th}, th/2, sprites.Paper)
	for k := 0.0; k < th*3; k++ { // the head, a stack of shrinking bars
		h := th * 3 * (1 - k/(th*3))
		sprites.FillRoundRect(dst, ui.Rect{X: x1 - th*3 + k, Y: y - h/2, W: 1, H: h}, 0, sprites.Paper)
	}
}
