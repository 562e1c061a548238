package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sprites"
)

// A person's win is greeted by confetti in the winners' colours falling
// over the results for a moment; a tap skips it, and with animations off
// there is none. A bot's win gets none: the sober headline alone.
const (
	celebrateTime = 1.8 // seconds at normal animation speed
	confettiN     = 48
)

// celebration is the confetti's clock; done once it has fallen.
type celebration struct {
	t      float64 // seconds played, scaled by the animation speed
	on     bool
	colors [4]color.RGBA
	n      int // colours in use
}

// newCelebration greets out's winners when one of them is a person.
func newCelebration(m *game.Match, out rules.Outcome) celebration {
	var c celebration
	if !out.Over || out.Draw() {
		return c
	}
	for _, w := range out.Winners {
		if int(w) >= 0 && int(w) < len(m.Seats) && m.Seats[w].Human() {
			c.on = true
		}
		if c.n < len(c.colors) {
			c.colors[c.n] = sprites.PlayerColor(int(w))
			c.n++
		}
	}
	return c
}

// update runs the clock; a tap anywhere ends it (a tap on a button
// still does what the button does: the confetti never stands in the way).
func (c *celebration) update(ctx *ui.Context) {
	if !c.on {
		return
	}
	speed := ctx.AnimSpeed()
	c.t += ctx.Dt * speed
	if speed <= 0 || c.t >= celebrateTime || ctx.Input.Tapped(ctx.Screen()) {
		c.on = false
	}
	ctx.Redraw() // the last frame too: the confetti leaves the screen
}

// draw draws the confetti falling over the screen, fading at the end.
func (c *celebration) draw(dst *ebiten.Image, ctx *ui.Context) {
	if !c.on || c.n == 0 {
		return
	}
	f := c.t / celebrateTime
	alpha := math.Min(1, (1-f)*4)
	size := ctx.Px(7)
	for i := range confettiN {
		// A fixed scatter: each piece's column, delay and sway from its index.
		h := float64((i*7919)%997) / 997
		k := float64((i*104729)%991) / 991
		x := h*ctx.W + math.Sin(f*9+k*6)*ctx.Px(18)
		y := (f*1.6-k*0.6)*ctx.H - size
		if y < -size || y > ctx.H {
			continue
		}
		clr := sprites.Fade(c.colors[i%c.n], alpha)
		if i%3 == 0 {
			sprites.FillCircle(dst, x, y, size*0.6, clr)
		} else {
			w := size * (0.6 + 0.6*math.Abs(math.Sin(f*12+h*5)))
			sprites.FillRoundRect(dst, ui.Rect{X: x - w/2, Y: y - size/2, W: w, H: size}, size*0.2, clr)
		}
	}
}
