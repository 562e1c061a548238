package tween

import "math"

// Props is what an animation moves: a position, a rotation in radians, a scale factor and
// an opacity in [0, 1].
type Props struct{ X, Y, Rot, Scale, Alpha float64 }

// Lerp interpolates every field from a to b; t = 0 gives a, t = 1 gives b. Values of t
// outside [0, 1] extrapolate, which is what overshooting eases want.
func Lerp(a, b Props, t float64) Props {
	return Props{
		X:     a.X + (b.X-a.X)*t,
		Y:     a.Y + (b.Y-a.Y)*t,
		Rot:   a.Rot + (b.Rot-a.Rot)*t,
		Scale: a.Scale + (b.Scale-a.Scale)*t,
		Alpha: a.Alpha + (b.Alpha-a.Alpha)*t,
	}
}

// Step is one piece of a timeline. Time only moves forward: Seek is called with
// non-decreasing times, and a step that reaches its Duration is finished.
type Step interface {
	// Duration is the step's length in seconds.
	Duration() float64
	// Seek moves the step to time t in [0, Duration], applying its effect.
	Seek(t float64)
}

// duration sanitises a length in seconds: negative or NaN lengths count as zero.
func duration(d float64) float64 {
	if !(d > 0) {
		return 0
	}
	return d
}

// tween moves a target from one Props to another.
type tween struct {
	target      *Props
	from, to    Props
	d           float64
	ease        Ease
	fromCurrent bool // take from as the target's value when the tween starts
	started     bool
}

// Tween moves *target from `from` to `to` over d seconds with the given ease.
func Tween(target *Props, from, to Props, d float64, ease Ease) Step {
	return &tween{target: target, from: from, to: to, d: duration(d), ease: ease}
}

// To moves *target from wherever it is when the step starts to `to`: the usual way to send a
// card somewhere without tracking where it was.
func To(target *Props, to Props, d float64, ease Ease) Step {
	return &tween{target: target, to: to, d: duration(d), ease: ease, fromCurrent: true}
}

func (tw *tween) Duration() float64 { return tw.d }

func (tw *tween) Seek(t float64) {
	if tw.target == nil {
		return
	}
	if !tw.started && tw.fromCurrent {
		tw.from = *tw.target
	}
	tw.started = true
	*tw.target = Lerp(tw.from, tw.to, progress(t, tw.d, tw.ease))
}

// float moves a single number.
type float struct {
	target   *float64
	from, to float64
	d        float64
	ease     Ease
}

// Float moves *target from `from` to `to` over d seconds: any animated number that is not a
// position, such as a card's flip progress or a score counting up.
func Float(target *float64, from, to, d float64, ease Ease) Step {
	return &float{target: target, from: from, to: to, d: duration(d), ease: ease}
}

func (f *float) Duration() float64 { return f.d }

func (f *float) Seek(t float64) {
	if f.target != nil {
		*f.target = f.from + (f.to-f.from)*progress(t, f.d, f.ease)
	}
}

// path walks a target through waypoints, one segment after another.
type path struct {
	target *Props
	points []Props
	seg    float64 // seconds per segment
	ease   Ease
}

// Path moves *target through the points in order, spending perSegment seconds on each leg
// with the ease applied within each leg: Linear gives a constant speed per segment, InOutSine
// a slide that pauses on every square. Fewer than two points just place the target.
func Path(target *Props, points []Props, perSegment float64, ease Ease) Step {
	return &path{target: target, points: append([]Props(nil), points...), seg: duration(perSegment), ease: ease}
}

func (p *path) legs() int { return max(0, len(p.points)-1) }

func (p *path) Duration() float64 { return p.seg * float64(p.legs()) }

func (p *path) Seek(t float64) {
	if p.target == nil || len(p.points) == 0 {
		return
	}
	n := p.legs()
	if n == 0 || p.seg == 0 {
		*p.target = p.points[len(p.points)-1]
		return
	}
	i := min(n-1, int(math.Max(0, t)/p.seg))
	local := t - float64(i)*p.seg
	*p.target = Lerp(p.points[i], p.points[i+1], progress(local, p.seg, p.ease))
}

// arc flies a target on a curve, lifted at its middle.
type arc struct {
	tween
	height float64
}

// Arc moves *target from `from` to `to` like Tween while lifting it height pixels up
// (towards negative Y) at the middle of the flight, on a parabola: a card tossed onto the
// table or a bird hopping to its square.
func Arc(target *Props, from, to Props, height, d float64, ease Ease) Step {
	return &arc{tween: tween{target: target, from: from, to: to, d: duration(d), ease: ease}, height: height}
}

func (a *arc) Seek(t float64) {
	if a.target == nil {
		return
	}
	p := progress(t, a.d, a.ease)
	*a.target = Lerp(a.from, a.to, p)
	a.target.Y -= a.height * 4 * p * (1 - p)
}
