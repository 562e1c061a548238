package ui

import (
	"math"
)

// GestureKind is what a pointer did.
type GestureKind uint8

// Gesture kinds, in the order they can happen during one press.
const (
	GestureNone GestureKind = iota
	Press                   // the pointer went down
	Move                    // it moved while down
	LongPress               // held still for LongPressSeconds
	DragStart               // it moved farther than the slop: a drag, not a tap
	Drag                    // it moved during a drag
	DragEnd                 // released after a drag
	Release                 // it went up (after any DragEnd)
	Tap                     // released soon enough, without moving and without a long press
)

var gestureNames = [...]string{"none", "press", "move", "longpress", "dragstart", "drag", "dragend", "release", "tap"}

func (k GestureKind) String() string {
	if int(k) < len(gestureNames) {
		return gestureNames[k]
	}
	return "unknown"
}

// PointerEvent is one gesture event, in physical pixels.
type PointerEvent struct {
	Kind           GestureKind
	X, Y           float64 // where the pointer is
	StartX, StartY float64 // where the press began
	DX, DY         float64 // movement since the previous sample (Move, Drag)
	T              float64 // seconds, the time of the sample
}

// sample is the pointer as seen once per frame.
type sample struct {
	T    float64 // seconds, increasing
	X, Y float64
	Down bool
}

// LongPressSeconds is how long a still press lasts before it is a long press.
const LongPressSeconds = 0.45

// recognizer turns pointer samples into gestures. It is a pure state
// machine, fed one sample per frame, so tests can drive it with made-up
// samples and the test hook injects input through the very same code.
type recognizer struct {
	Slop float64 // movement (pixels) under which a press may still be a tap

	down         bool
	startT       float64
	sx, sy, x, y float64
	dragging     bool
	longFired    bool
	cancelled    bool
}

// Feed adds the events of sample s to out and returns it.
func (r *recognizer) Feed(s sample, out []PointerEvent) []PointerEvent {
	ev := func(k GestureKind, dx, dy float64) PointerEvent {
		return PointerEvent{Kind: k, X: s.X, Y: s.Y, StartX: r.sx, StartY: r.sy, DX: dx, DY: dy, T: s.T}
	}
	switch {
	case s.Down && !r.down:
		r.down, r.dragging, r.longFired, r.cancelled = true, false, false, false
		r.startT, r.sx, r.sy, r.x, r.y = s.T, s.X, s.Y, s.X, s.Y
		out = append(out, ev(Press, 0, 0))
	case s.Down:
		dx, dy := s.X-r.x, s.Y-r.y
		moved := dx != 0 || dy != 0
		r.x, r.y = s.X, s.Y
		if moved {
			out = append(out, ev(Move, dx, dy))
		}
		if r.cancelled {
			break
		}
		if !r.dragging && !r.longFired && math.Hypot(s.X-r.sx, s.Y-r.sy) > r.Slop {
			r.dragging = true
			out = append(out, ev(DragStart, 0, 0))
			out = append(out, ev(Drag, s.X-r.sx, s.Y-r.sy))
		} else if r.dragging && moved {
			out = append(out, ev(Drag, dx, dy))
		}
		if !r.dragging && !r.longFired && s.T-r.startT >= LongPressSeconds {
			r.longFired = true
			out = append(out, ev(LongPress, 0, 0))
		}
	case r.down:
		r.down = false
		if r.dragging {
			out = append(out, ev(DragEnd, 0, 0))
		}
		out = append(out, ev(Release, 0, 0))
		if !r.dragging && !r.longFired && !r.cancelled && math.Hypot(s.X-r.sx, s.Y-r.sy) <= r.Slop {
			out = append(out, ev(Tap, 0, 0))
		}
	}
	return out
}

// Down reports a press in progress.
func (r *recognizer) Down() bool { return r.down }

// Cancel turns a press in progress into nothing: no drag, long press or
// tap comes of it, only its Release. The app calls it when the scene changes
// under a finger.
func (r *recognizer) Cancel() {
	if r.down && !r.dragging {
		r.cancelled = true
	}
}
