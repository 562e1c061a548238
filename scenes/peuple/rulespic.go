package peuple

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites"
)

// drawNoblePicture draws a Noble Attack: the second player's two pawns
// on the cards either side of the first player's village.
func drawNoblePicture(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	sprites.FillRoundRect(dst, r, ctx.Px(12), sprites.Fade(sprites.Ink, 0.25))
	const village = 2 // the first player's village; 1 and 3 flank it
	cw := math.Min(r.W*0.22, r.H*0.62)
	gap := cw * 0.18
	x := r.X + (r.W-3*cw-2*gap)/2
	y := r.Y + (r.H-cw)/2 - r.H*0.06
	for k := range 3 {
		card := ui.Rect{X: x + float64(k)*(cw+gap), Y: y, W: cw, H: cw}
		drawTerrainCard(dst, ctx, card, village-1+k, k == 1)
		if k != 1 { // the attacker's pawns, on the flanking cards
			cx, cy := card.Center()
			owner := 1
			sprites.DrawPawn(dst, cx, cy+cw*0.38, cw*0.2, sprites.Piece{Color: sprites.PlayerColor(owner), Symbol: sprites.PlayerCrest(owner), Alpha: 1})
		}
	}
}
