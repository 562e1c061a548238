package mana

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/rules/mana"
	"kamon/scenes/ui"
	"kamon/sprites"
)

// drawMovePicture draws the lower half of the board: the bird perched on
// a double, a Black Ronin standing on another double, the two steps of
// its path and where it lands.
func drawMovePicture(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	clip := dst.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
	g := newManaGeom(ui.Rect{X: r.X, Y: r.Y + r.H - r.W, W: r.W, H: r.W}, false)
	drawManaBoard(clip, ctx, &g)
	from, bird := -1, -1
	for sq := 0; sq < manaSize; sq++ { // the home row: a Ronin on a double
		if mana.Symbol(sq) == 2 && mana.Symbol(sq+2*manaSize) != 0 && from < 0 {
			from = sq
		}
	}
	for sq := manaSize; sq < 3*manaSize; sq++ { // the bird on another double, off the path
		if mana.Symbol(sq) == 2 && manaFile(sq) != manaFile(from) && bird < 0 {
			bird = sq
		}
	}
	if from < 0 || bird < 0 {
		return
	}
	to := from + 2*manaSize
	in := math.Max(1, ctx.Px(1.5))
	sprites.FillRoundRect(clip, g.rect(from).Inset(in), ctx.Px(2), sprites.Fade(sprites.AccentColor, 0.5))
	for _, sq := range [...]int{from, from + manaSize, to} {
		drawManaCornerSymbol(clip, g.rect(sq), mana.Symbol(sq))
	}
	ax, ay := g.center(from)
	bx, by := g.center(to)
	for k := 1; k < 10; k++ { // the path, a trail of dots
		f := float64(k) / 10
		sprites.FillCircle(clip, ax+(bx-ax)*f, ay+(by-ay)*f, g.cell*0.05, sprites.Mix(sprites.AccentColor, sprites.Ink, 0.35))
	}
	sprites.FillCircle(clip, bx, by, g.cell*0.15, sprites.Fade(sprites.Ink, 0.4))
	sprites.FillCircle(clip, bx, by, g.cell*0.12, sprites.AccentColor)
	sprites.DrawPiece(clip, ax, ay, g.cell*0.37, manaPiece('R', false, 1))
	if w := from + 3; w < manaSize { // a White Ronin standing by
		x, y := g.center(w + manaSize)
		sprites.DrawPiece(clip, x, y, g.cell*0.37, manaPiece('r', false, 1))
	}
	x, y := g.center(bird)
	drawManaBird(clip, x, y, g.cell*0.6, 0)
}
