package ui

import (
	"strings"
	"testing"
)

// feed runs samples through a recogniser with a 10 px slop and returns the
// event kinds per sample, e.g. "press|move|...".
func feed(samples []sample) []string {
	r := recognizer{Slop: 10}
	out := make([]string, len(samples))
	var evs []PointerEvent
	for i, s := range samples {
		evs = r.Feed(s, evs[:0])
		var kinds []string
		for _, e := range evs {
			kinds = append(kinds, e.Kind.String())
		}
		out[i] = strings.Join(kinds, ",")
	}
	return out
}

func held(from, to float64, x, y float64) []sample {
	var s []sample
	for t := from; t <= to+1e-9; t += 1.0 / 60 {
		s = append(s, sample{T: t, X: x, Y: y, Down: true})
	}
	return s
}

func TestTapOnQuickRelease(t *testing.T) {
	got := feed([]sample{{0, 50, 50, true}, {0.016, 52, 51, true}, {0.033, 52, 51, false}})
	want := []string{"press", "move", "release,tap"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got %v, want %v", got, want)
	}
}

func TestTouchHeldSeveralFramesStillTaps(t *testing.T) {
	// The browser test holds a touch for several frames before lifting it.
	s := held(0, 6.0/60, 100, 200)
	s = append(s, sample{T: 7.0 / 60, X: 100, Y: 200})
	got := feed(s)
	if got[len(got)-1] != "release,tap" {
		t.Fatalf("a touch held 7 frames ended with %q, want a tap", got[len(got)-1])
	}
	for _, g := range got[1 : len(got)-1] {
		if g != "" {
			t.Fatalf("still frames produced %q", g)
		}
	}
}

func TestLongPressFiresOnceAndDoesNotTap(t *testing.T) {
	s := held(0, 0.7, 10, 10)
	s = append(s, sample{T: 0.72, X: 10, Y: 10})
	got := strings.Join(feed(s), "|")
	if strings.Count(got, "longpress") != 1 {
		t.Fatalf("longpress fired %d times: %s", strings.Count(got, "longpress"), got)
	}
	if strings.Contains(got, "tap") {
		t.Fatalf("a long press also tapped: %s", got)
	}
	// It fires at the first sample at or after LongPressSeconds.
	for i, g := range feed(s) {
		if g == "longpress" {
			if s[i].T < LongPressSeconds || s[i-1].T >= LongPressSeconds {
				t.Fatalf("longpress at t=%.3f", s[i].T)
			}
		}
	}
}

func TestDragPastSlop(t *testing.T) {
	got := feed([]sample{
		{0, 0, 0, true},
		{0.016, 4, 0, true},  // within slop: a move only
		{0.033, 30, 0, true}, // past slop: the drag starts
		{0.05, 40, 5, true},
		{0.066, 40, 5, true}, // still: nothing
		{0.083, 40, 5, false},
	})
	want := []string{"press", "move", "move,dragstart,drag", "move,drag", "", "dragend,release"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

func TestDragDeltasAddUp(t *testing.T) {
	r := recognizer{Slop: 10}
	var evs []PointerEvent
	var dx, dy float64
	for i, p := range [][2]float64{{0, 0}, {15, 5}, {20, 25}, {-5, 30}} {
		evs = r.Feed(sample{T: float64(i) / 60, X: p[0], Y: p[1], Down: true}, evs[:0])
		for _, e := range evs {
			if e.Kind == Drag {
				dx, dy = dx+e.DX, dy+e.DY
			}
		}
	}
	if dx != -5 || dy != 30 {
		t.Fatalf("drag deltas add to (%v, %v), want (-5, 30)", dx, dy)
	}
}

func TestNoLongPressOnceDragging(t *testing.T) {
	s := []sample{{0, 0, 0, true}, {0.1, 50, 0, true}}
	s = append(s, held(0.2, 1, 50, 0)...)
	if got := strings.Join(feed(s), "|"); strings.Contains(got, "longpress") {
		t.Fatalf("a drag held still turned into a long press: %s", got)
	}
}

func TestCancelledPressDoesNotTap(t *testing.T) {
	r := recognizer{Slop: 10}
	evs := r.Feed(sample{T: 0, X: 5, Y: 5, Down: true}, nil)
	r.Cancel()
	evs = r.Feed(sample{T: 0.6, X: 5, Y: 5, Down: true}, evs[:0])
	evs = r.Feed(sample{T: 0.7, X: 5, Y: 5}, evs)
	if len(evs) != 1 || evs[0].Kind != Release {
		t.Fatalf("after Cancel got %v, want only a release", evs)
	}
}

func TestReleaseFarAwayWithoutMoveSamplesIsNoTap(t *testing.T) {
	// A pointer that jumps between samples and lifts at once is not a tap.
	got := feed([]sample{{0, 0, 0, true}, {0.016, 100, 0, false}})
	if got[1] != "release" {
		t.Fatalf("got %q, want a bare release", got[1])
	}
}

func TestEventsCarryStartAndTime(t *testing.T) {
	r := recognizer{Slop: 10}
	r.Feed(sample{T: 1, X: 3, Y: 4, Down: true}, nil)
	evs := r.Feed(sample{T: 1.1, X: 5, Y: 4}, nil)
	tap := evs[len(evs)-1]
	if tap.Kind != Tap || tap.StartX != 3 || tap.StartY != 4 || tap.X != 5 || tap.T != 1.1 {
		t.Fatalf("tap = %+v", tap)
	}
}

func TestFeedDoesNotAllocateWithRoom(t *testing.T) {
	r := recognizer{Slop: 10}
	buf := make([]PointerEvent, 0, 8)
	i := 0
	allocs := testing.AllocsPerRun(100, func() {
		i++
		buf = r.Feed(sample{T: float64(i) / 60, X: float64(i % 3), Y: 0, Down: i%4 != 0}, buf[:0])
	})
	if allocs != 0 {
		t.Fatalf("Feed allocated %v times per call", allocs)
	}
}
