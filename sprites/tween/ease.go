// Package tween animates positions, rotation, scale and alpha over time: easing curves,
// tweens, paths and arcs, composed into sequences and parallel groups, and played by a
// Player that the game loop advances with Update(dt). Pure Go, no drawing: scenes read the
// animated Props and draw them however they like.
package tween

import "math"

// Ease maps progress in [0, 1] to eased progress; 0 maps to 0 and 1 to 1.
type Ease func(t float64) float64

// The usual easing curves. Out curves start fast and settle; In curves start slow.
var (
	Linear    Ease = func(t float64) float64 { return t }
	InQuad    Ease = func(t float64) float64 { return t * t }
	OutQuad   Ease = func(t float64) float64 { return 1 - (1-t)*(1-t) }
	InOutQuad Ease = func(t float64) float64 {
		if t < 0.5 {
			return 2 * t * t
		}
		u := 2 - 2*t
		return 1 - u*u/2
	}
	OutCubic   Ease = func(t float64) float64 { u := 1 - t; return 1 - u*u*u }
	InOutCubic Ease = func(t float64) float64 {
		if t < 0.5 {
			return 4 * t * t * t
		}
		u := 2 - 2*t
		return 1 - u*u*u/2
	}
	// OutBack overshoots the end by about 10% and comes back: a card snapping into place.
	OutBack Ease = func(t float64) float64 {
		const s = 1.70158
		u := t - 1
		return 1 + (s+1)*u*u*u + s*u*u
	}
	// OutBounce lands like a dropped piece, with three shrinking bounces.
	OutBounce Ease = func(t float64) float64 {
		const k, w = 7.5625, 2.75
		switch {
		case t < 1/w:
			return k * t * t
		case t < 2/w:
			t -= 1.5 / w
			return k*t*t + 0.75
		case t < 2.5/w:
			t -= 2.25 / w
			return k*t*t + 0.9375
		default:
			t -= 2.625 / w
			return k*t*t + 0.984375
		}
	}
	InOutSine Ease = func(t float64) float64 { return (1 - math.Cos(math.Pi*t)) / 2 }
)

// progress turns elapsed time into eased progress, guarding against zero durations and
// eases left nil.
func progress(t, d float64, ease Ease) float64 {
	p := 1.0
	if d > 0 {
		p = math.Min(1, math.Max(0, t/d))
	}
	if ease == nil {
		return p
	}
	return ease(p)
}
