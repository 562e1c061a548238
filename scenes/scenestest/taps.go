package scenestest

import (
	"math"

	"kamon/scenes/ui"
)

// MinTarget is the least side of anything a person taps, in CSS px: a
// fingertip (Apple's and WCAG's 44).
const MinTarget = 44

// labelIDs are widgets that say something and answer no tap of their own
// that decides, listed as controls by tables that do not yet list them
// as read (ui.Context.RegisterRead): the status line, what a person is
// asked to do, the actions so far as text for scripts.
var labelIDs = map[string]bool{"status": true, "prompt": true, "moves": true, "actions": true}

// Waive reports whether a tap target smaller than MinTarget, among the
// widgets ws of its frame, is left out of CheckScreens: a thing that a
// fingertip reaches another way (a pawn among others on one card, which
// a tap on the card takes in turn).
type Waive func(tt TapTarget, ws []ui.WidgetInfo) bool

// TapTarget is a widget a person taps, and the side of its tap area.
type TapTarget struct {
	ID   string
	Area ui.Rect // physical px, within the screen
	Side float64 // the shorter side of Area, in CSS px
}

// TapTargets are the widgets of ws a person taps on a screen of w×h
// physical px at scale physical px per CSS px (the UI zoom does not come
// into it: a CSS px is a CSS px). A widget is one unless it is disabled,
// read or dragged rather than tapped (ui.WidgetInfo.Control), a label
// (labelIDs), or a container: an area that holds other targets
// (the board that holds the squares, a scroll view that holds the
// choices, a province that holds armies), whose parts are what is
// tapped. Its tap area is its rectangle within the screen: a widget
// partly covered lists the part that answers a tap.
func TapTargets(ws []ui.WidgetInfo, w, h, scale float64) []TapTarget {
	screen := ui.Rect{W: w, H: h}
	var cands []TapTarget
	for _, wi := range ws {
		if !wi.Enabled || !wi.Control() || labelIDs[wi.ID] {
			continue
		}
		a := intersect(wi.Rect, screen)
		if a.W <= 0 || a.H <= 0 {
			continue
		}
		cands = append(cands, TapTarget{ID: wi.ID, Area: a, Side: math.Min(a.W, a.H) / scale})
	}
	var out []TapTarget
	for i, c := range cands {
		container := false
		for j, d := range cands {
			if i != j && Inside(d.Area, c.Area) && d.Area.W*d.Area.H < c.Area.W*c.Area.H {
				container = true
				break
			}
		}
		if !container {
			out = append(out, c)
		}
	}
	return out
}

// intersect is the part of a inside b (empty: zero width or height).
func intersect(a, b ui.Rect) ui.Rect {
	x0, y0 := math.Max(a.X, b.X), math.Max(a.Y, b.Y)
	x1, y1 := math.Min(a.X+a.W, b.X+b.W), math.Min(a.Y+a.H, b.Y+b.H)
	if x1 <= x0 || y1 <= y0 {
		return ui.Rect{}
	}
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}
