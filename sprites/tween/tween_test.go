package tween

import (
	"math"
	"reflect"
	"testing"
)

const eps = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) < eps }

func nearProps(a, b Props) bool {
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.Rot, b.Rot) && near(a.Scale, b.Scale) && near(a.Alpha, b.Alpha)
}

func TestEasesFixEndsAndKnownMidpoints(t *testing.T) {
	eases := map[string]Ease{
		"Linear": Linear, "InQuad": InQuad, "OutQuad": OutQuad, "InOutQuad": InOutQuad,
		"OutCubic": OutCubic, "InOutCubic": InOutCubic, "OutBack": OutBack,
		"OutBounce": OutBounce, "InOutSine": InOutSine,
	}
	for name, e := range eases {
		if !near(e(0), 0) || !near(e(1), 1) {
			t.Errorf("%s: e(0)=%v e(1)=%v, want 0 and 1", name, e(0), e(1))
		}
	}
	mids := map[string]struct{ got, want float64 }{
		"Linear":     {Linear(0.5), 0.5},
		"InQuad":     {InQuad(0.5), 0.25},
		"OutQuad":    {OutQuad(0.5), 0.75},
		"InOutQuad":  {InOutQuad(0.25), 0.125},
		"OutCubic":   {OutCubic(0.5), 0.875},
		"InOutCubic": {InOutCubic(0.75), 0.9375},
		"InOutSine":  {InOutSine(0.5), 0.5},
		"OutBounce":  {OutBounce(1 / 2.75), 1},
	}
	for name, m := range mids {
		if !near(m.got, m.want) {
			t.Errorf("%s midpoint = %v, want %v", name, m.got, m.want)
		}
	}
	// OutBack overshoots past 1 before settling.
	peak := 0.0
	for i := 0; i <= 100; i++ {
		peak = math.Max(peak, OutBack(float64(i)/100))
	}
	if peak < 1.05 || peak > 1.15 {
		t.Errorf("OutBack peak = %v, want an overshoot of about 10%%", peak)
	}
}

func TestTweenValuesAtStartMiddleEnd(t *testing.T) {
	var p Props
	from := Props{X: 10, Y: 20, Rot: 0, Scale: 1, Alpha: 0}
	to := Props{X: 110, Y: -20, Rot: math.Pi, Scale: 2, Alpha: 1}
	tw := Tween(&p, from, to, 2, Linear)
	if tw.Duration() != 2 {
		t.Fatalf("duration %v", tw.Duration())
	}
	tw.Seek(0)
	if !nearProps(p, from) {
		t.Errorf("t=0: %+v, want %+v", p, from)
	}
	tw.Seek(1)
	if want := (Props{X: 60, Y: 0, Rot: math.Pi / 2, Scale: 1.5, Alpha: 0.5}); !nearProps(p, want) {
		t.Errorf("t=1: %+v, want %+v", p, want)
	}
	tw.Seek(2)
	if !nearProps(p, to) {
		t.Errorf("t=2: %+v, want %+v", p, to)
	}

	// The ease shapes the middle: InQuad is a quarter of the way at half time.
	tw = Tween(&p, Props{}, Props{X: 100}, 1, InQuad)
	tw.Seek(0.5)
	if !near(p.X, 25) {
		t.Errorf("InQuad at half time: X = %v, want 25", p.X)
	}
}

func TestFloatAnimatesOneNumber(t *testing.T) {
	flip := 0.0
	step := Float(&flip, 0, 1, 0.4, InOutSine)
	step.Seek(0.2)
	if !near(flip, 0.5) {
		t.Errorf("flip at half time = %v, want 0.5", flip)
	}
	step.Seek(0.4)
	if flip != 1 {
		t.Errorf("flip at the end = %v, want 1", flip)
	}
}

func TestToStartsFromTheCurrentValue(t *testing.T) {
	p := Props{X: 40, Scale: 1, Alpha: 1}
	step := To(&p, Props{X: 80, Scale: 1, Alpha: 1}, 1, Linear)
	p.X = 50 // moved after the step was built but before it started
	step.Seek(0.5)
	if !near(p.X, 65) {
		t.Errorf("X = %v, want 65 (halfway from 50 to 80)", p.X)
	}
}

func TestPathVisitsEveryWaypointAtConstantSpeed(t *testing.T) {
	var p Props
	pts := []Props{{X: 0}, {X: 10}, {X: 10, Y: 10}, {X: 20, Y: 10}}
	step := Path(&p, pts, 0.5, Linear)
	if step.Duration() != 1.5 {
		t.Fatalf("duration %v, want 1.5 (3 legs)", step.Duration())
	}
	for i, want := range pts {
		step.Seek(float64(i) * 0.5)
		if !nearProps(p, want) {
			t.Errorf("at waypoint %d: %+v, want %+v", i, p, want)
		}
	}
	step.Seek(0.75) // halfway along the second leg
	if !nearProps(p, Props{X: 10, Y: 5}) {
		t.Errorf("mid second leg: %+v", p)
	}
	// The caller's slice can change afterwards without moving the path.
	pts[3].X = 999
	step.Seek(1.5)
	if p.X != 20 {
		t.Errorf("path followed a changed caller slice: %+v", p)
	}
	// One point just places the target.
	Path(&p, []Props{{X: 7}}, 1, Linear).Seek(0)
	if p.X != 7 {
		t.Errorf("single point path: %+v", p)
	}
}

func TestArcLiftsAtTheMiddleAndLands(t *testing.T) {
	var p Props
	step := Arc(&p, Props{X: 0, Y: 100}, Props{X: 100, Y: 100}, 40, 1, Linear)
	step.Seek(0)
	if p.X != 0 || p.Y != 100 {
		t.Errorf("start %+v", p)
	}
	step.Seek(0.5)
	if !near(p.X, 50) || !near(p.Y, 60) {
		t.Errorf("middle %+v, want X 50 lifted to Y 60", p)
	}
	step.Seek(1)
	if p.X != 100 || p.Y != 100 {
		t.Errorf("end %+v", p)
	}
}

func TestSequenceRunsHooksInOrderAndStepsInTurn(t *testing.T) {
	var log []string
	var p Props
	seq := Sequence(
		Call(func() { log = append(log, "start") }),
		Tween(&p, Props{X: 0}, Props{X: 10}, 1, Linear),
		Call(func() { log = append(log, "landed") }),
		Delay(0.5),
		Tween(&p, Props{X: 100}, Props{X: 200}, 1, Linear),
		Call(func() { log = append(log, "end") }),
	)
	if seq.Duration() != 2.5 {
		t.Fatalf("duration %v, want 2.5", seq.Duration())
	}
	seq.Seek(0.5)
	// The second tween, on the same target, must not have written its start yet.
	if !near(p.X, 5) || !reflect.DeepEqual(log, []string{"start"}) {
		t.Errorf("t=0.5: X=%v log=%v", p.X, log)
	}
	seq.Seek(1.2)
	if p.X != 10 || !reflect.DeepEqual(log, []string{"start", "landed"}) {
		t.Errorf("t=1.2: X=%v log=%v", p.X, log)
	}
	seq.Seek(2)
	if !near(p.X, 150) {
		t.Errorf("t=2: X=%v, want 150", p.X)
	}
	seq.Seek(2.5)
	seq.Seek(3) // past the end changes nothing and repeats no hook
	if p.X != 200 || !reflect.DeepEqual(log, []string{"start", "landed", "end"}) {
		t.Errorf("end: X=%v log=%v", p.X, log)
	}
}

func TestParallelLastsAsLongAsItsLongest(t *testing.T) {
	var a, b Props
	par := Parallel(Tween(&a, Props{}, Props{X: 1}, 1, Linear), Tween(&b, Props{}, Props{Y: 1}, 3, Linear))
	if par.Duration() != 3 {
		t.Fatalf("duration %v", par.Duration())
	}
	par.Seek(1.5)
	if a.X != 1 || !near(b.Y, 0.5) {
		t.Errorf("a %+v b %+v", a, b)
	}
}

func TestPlayerSpeedFactorAndDone(t *testing.T) {
	var p Props
	pl := NewPlayer(2)
	pl.Play(Tween(&p, Props{}, Props{X: 100}, 1, Linear))
	pl.Update(0.25) // 0.5 s of animation time at speed 2
	if !near(p.X, 50) || pl.Done() {
		t.Errorf("after 0.25 s at speed 2: X=%v done=%v", p.X, pl.Done())
	}
	pl.Update(0.25)
	if p.X != 100 || !pl.Done() {
		t.Errorf("after 0.5 s at speed 2: X=%v done=%v", p.X, pl.Done())
	}

	// Speed 0 finishes everything on the next update, hooks included.
	fired := false
	pl.SetSpeed(0)
	pl.Play(Sequence(Tween(&p, Props{}, Props{X: 7}, 10, Linear), Call(func() { fired = true })))
	pl.Update(0)
	if p.X != 7 || !fired || !pl.Done() {
		t.Errorf("speed 0: X=%v fired=%v done=%v", p.X, fired, pl.Done())
	}

	// Bad input is harmless.
	pl = NewPlayer(math.NaN())
	if pl.Speed() != 0 {
		t.Errorf("NaN speed = %v, want 0 (instant)", pl.Speed())
	}
	pl = NewPlayer(1)
	pl.Play(nil)
	pl.Play(Tween(&p, Props{}, Props{X: 1}, 1, Linear))
	pl.Update(-5)
	pl.Update(math.NaN())
	if p.X != 0 || pl.Done() {
		t.Errorf("negative and NaN dt moved time: X=%v", p.X)
	}
}

func TestPlayerSkipRunsRemainingHooksInOrder(t *testing.T) {
	var log []int
	var p Props
	pl := NewPlayer(1)
	pl.Play(Sequence(
		Call(func() { log = append(log, 1) }),
		Tween(&p, Props{}, Props{X: 10}, 5, OutCubic),
		Call(func() { log = append(log, 2) }),
		Delay(3),
		Call(func() { log = append(log, 3) }),
	))
	pl.Update(1)
	if !reflect.DeepEqual(log, []int{1}) {
		t.Fatalf("after 1 s: %v", log)
	}
	pl.Skip()
	if !reflect.DeepEqual(log, []int{1, 2, 3}) || p.X != 10 || !pl.Done() {
		t.Errorf("after Skip: log=%v X=%v done=%v", log, p.X, pl.Done())
	}
	pl.Skip() // nothing left: no hook runs twice
	if len(log) != 3 {
		t.Errorf("second Skip re-ran hooks: %v", log)
	}
}

func TestHooksMayStartNewAnimations(t *testing.T) {
	var p Props
	pl := NewPlayer(1)
	pl.Play(Call(func() {
		pl.Play(Tween(&p, Props{}, Props{X: 10}, 1, Linear))
	}))
	pl.Update(0.1)
	if pl.Done() {
		t.Fatal("the animation started by a hook was lost")
	}
	pl.Update(0.5)
	if !near(p.X, 5) {
		t.Errorf("X = %v, want 5", p.X)
	}
}

func BenchmarkPlayerUpdate(b *testing.B) {
	var props [64]Props
	pl := NewPlayer(1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if pl.Done() {
			for j := range props {
				pl.Play(Arc(&props[j], Props{}, Props{X: 100, Y: 50, Scale: 1, Alpha: 1}, 30, 1, OutCubic))
			}
		}
		pl.Update(1.0 / 60)
	}
}

// A sequence played frame by frame to its end finishes every step and runs
// every hook, even when its start times, sums of durations, round off
// (0.36 + 0.32 plays to 0.68 but the second step starts at 0.36000000000000004).
func TestSequenceEndsEveryStepDespiteRounding(t *testing.T) {
	var a, b Props
	ended := false
	p := NewPlayer(1)
	p.Play(Sequence(
		Tween(&a, Props{}, Props{X: 1}, 0.36, Linear),
		Path(&b, []Props{{}, {X: 1}, {X: 2}}, 0.16, Linear),
		Call(func() { ended = true })))
	for frames := 0; !p.Done() && frames < 100; frames++ {
		p.Update(1.0 / 60)
	}
	if !p.Done() || !ended || !near(b.X, 2) {
		t.Fatalf("done %v, last hook run %v, path at %v: want all finished", p.Done(), ended, b.X)
	}
}
