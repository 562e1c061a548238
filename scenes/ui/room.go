package ui

import "math"

// A passing panel (a notice, the countdown before a move is played) stands
// over a screen for a few seconds while the person may go on using it: it
// must cover none of the screen's controls, so that no tap meant for one
// lands on the panel instead, and as little as it can of what the person
// reads there. Room finds it that place.

// Room is a screen as a passing panel sees it.
type Room struct {
	Area     Rect   // where the panel may stand
	Controls []Rect // never covered
	// Read (RegisterRead: a prompt, a panel) and Keep (KeepClear: a
	// status line, counters) are covered as little as can be, Keep least;
	// Later (ReadLater: what is told again elsewhere) before either.
	Read, Keep, Later []Rect
	Gap               float64 // kept between the panel and a control
	// AnchorX, AnchorY are where the panel's centre stands on an empty
	// screen: the nearer a place is to it, the better.
	AnchorX, AnchorY float64
}

// Extent is the size of one form a panel may take.
type Extent struct{ W, H float64 }

// Place is where a panel of one of sizes (the most wanted first) stands
// best, and which size: off every control (with Gap to spare) and inside
// Area, covering the least of what is read, near the anchor, in a size
// wanted early. ok is false when every place of every size covers a
// control: the panel then stands at the anchor in the first size.
func (r *Room) Place(sizes []Extent) (at Rect, size int, ok bool) {
	best := math.Inf(1)
	var xs, ys []float64
	for i, s := range sizes {
		if s.W > r.Area.W+1e-9 || s.H > r.Area.H+1e-9 {
			continue
		}
		xs = r.edges(xs[:0], s.W, r.AnchorX, true)
		ys = r.edges(ys[:0], s.H, r.AnchorY, false)
		for _, y := range ys {
			for _, x := range xs {
				c := Rect{X: x, Y: y, W: s.W, H: s.H}
				if r.coversControl(c) {
					continue
				}
				if cost := r.cost(c, i); cost < best {
					best, at, size, ok = cost, c, i, true
				}
			}
		}
	}
	if !ok && len(sizes) > 0 {
		s := sizes[0]
		at = Rect{X: r.AnchorX - s.W/2, Y: r.AnchorY - s.H/2, W: s.W, H: s.H}
		at.X = Clamp(at.X, r.Area.X, r.Area.X+r.Area.W-s.W)
		at.Y = Clamp(at.Y, r.Area.Y, r.Area.Y+r.Area.H-s.H)
	}
	return at, size, ok
}

// Fits reports that a panel at c covers no control and stays in Area: a
// panel already placed stays where it is while it still does.
func (r *Room) Fits(c Rect) bool {
	in := c.X >= r.Area.X-1e-6 && c.Y >= r.Area.Y-1e-6 && c.X+c.W <= r.Area.X+r.Area.W+1e-6 && c.Y+c.H <= r.Area.Y+r.Area.H+1e-6
	return in && !r.coversControl(c)
}

// edges are the places along one axis where a panel of length n may
// start: against either end of the area, centred on the anchor, and just
// past either side of every control and every thing read, inside the area.
func (r *Room) edges(dst []float64, n, anchor float64, horizontal bool) []float64 {
	lo, span := r.Area.Y, r.Area.H
	if horizontal {
		lo, span = r.Area.X, r.Area.W
	}
	add := func(v float64) {
		v = Clamp(v, lo, lo+span-n)
		for _, d := range dst {
			if math.Abs(d-v) < 0.5 {
				return
			}
		}
		dst = append(dst, v)
	}
	add(lo)
	add(lo + span - n)
	add(anchor - n/2)
	for _, list := range [4][]Rect{r.Controls, r.Read, r.Keep, r.Later} {
		for _, c := range list {
			start, length := c.Y, c.H
			if horizontal {
				start, length = c.X, c.W
			}
			add(start + length + r.Gap)
			add(start - r.Gap - n)
		}
	}
	return dst
}

// CoversKept reports that c covers something kept clear (Keep).
func (r *Room) CoversKept(c Rect) bool {
	for _, k := range r.Keep {
		if overlap(c, k) > 0 {
			return true
		}
	}
	return false
}

// coversControl reports that a panel at c, with Gap around it, overlaps a
// control.
func (r *Room) coversControl(c Rect) bool {
	g := c.Inset(-r.Gap + 1e-6)
	for _, k := range r.Controls {
		if overlap(g, k) > 0 {
			return true
		}
	}
	return false
}

// cost weighs a place: how much of each thing read it covers counts most
// (of those kept clear ten times as much, so that a place off them wins
// even far from the anchor; of those that can wait, half),
// then the distance from the anchor (in screen sizes), then each size
// given up for a later one.
func (r *Room) cost(c Rect, size int) float64 {
	covered := func(list []Rect) (sum float64) {
		for _, k := range list {
			if a := k.W * k.H; a > 0 {
				sum += overlap(c, k) / a
			}
		}
		return sum
	}
	cx, cy := c.Center()
	dx, dy := (cx-r.AnchorX)/math.Max(r.Area.W, 1), (cy-r.AnchorY)/math.Max(r.Area.H, 1)
	return 2*covered(r.Read) + 20*covered(r.Keep) + covered(r.Later) + math.Hypot(dx, dy) + 0.15*float64(size)
}

// overlap is the area a and b share.
func overlap(a, b Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
