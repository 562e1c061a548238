package table

import (
	"testing"

	"kamon/scenes/ui"
)

// A refused tap is told what to do: "tap what is ringed" only where
// something is ringed; on a step to read, to read it and tap Next; on a
// step whose widget is not in sight, to do what it says.
func TestGuideRefusalSaysWhatIsTrue(t *testing.T) {
	l := &Lesson{tut: Tutorial{Steps: []Step{{Text: "a"}, {Text: "b", Do: "x", Taps: []string{"w"}}, {Text: "end"}}}}
	var g guide
	for _, c := range []struct {
		step int
		ring ui.Rect
		want string
	}{
		{0, ui.Rect{}, "tutorial.refused_read"},
		{1, ui.Rect{}, "tutorial.refused_do"},
		{1, ui.Rect{W: 10, H: 10}, "tutorial.refused"},
	} {
		l.step, g.ring = c.step, c.ring
		if got := g.refusal(l); got != c.want {
			t.Errorf("step %d, ring %+v: %s, want %s", c.step, c.ring, got, c.want)
		}
	}
}
