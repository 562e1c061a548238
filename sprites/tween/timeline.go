package tween

import "math"

// sequence plays its steps one after another.
type sequence struct {
	steps  []Step
	starts []float64 // start time of each step
	d      float64
	cur    int // first step not finished yet
}

// Sequence plays the steps one after another. A step is not touched before its turn, so
// several steps may move the same target in turn.
func Sequence(steps ...Step) Step {
	s := &sequence{}
	for _, st := range steps {
		if st == nil {
			continue
		}
		s.steps = append(s.steps, st)
		s.starts = append(s.starts, s.d)
		s.d += st.Duration()
	}
	return s
}

func (s *sequence) Duration() float64 { return s.d }

func (s *sequence) Seek(t float64) {
	for s.cur < len(s.steps) {
		local := t - s.starts[s.cur]
		if t >= s.d { // the end: rounding in the starts must leave no step unfinished
			local = math.Inf(1)
		}
		if local < 0 {
			return
		}
		st := s.steps[s.cur]
		d := st.Duration()
		st.Seek(math.Min(local, d))
		if local < d {
			return
		}
		s.cur++
	}
}

// parallel plays its steps together.
type parallel struct {
	steps []Step
	done  []bool
	d     float64
}

// Parallel plays the steps at the same time; it lasts as long as the longest.
func Parallel(steps ...Step) Step {
	p := &parallel{}
	for _, st := range steps {
		if st == nil {
			continue
		}
		p.steps = append(p.steps, st)
		p.d = math.Max(p.d, st.Duration())
	}
	p.done = make([]bool, len(p.steps))
	return p
}

func (p *parallel) Duration() float64 { return p.d }

func (p *parallel) Seek(t float64) {
	for i, st := range p.steps {
		if p.done[i] {
			continue
		}
		d := st.Duration()
		st.Seek(math.Min(t, d))
		p.done[i] = t >= d
	}
}

// delay waits.
type delay float64

// Delay is a pause of d seconds, to space the steps of a Sequence.
func Delay(d float64) Step { return delay(duration(d)) }

func (d delay) Duration() float64 { return float64(d) }
func (delay) Seek(float64)        {}

// call runs a hook once.
type call struct {
	f    func()
	done bool
}

// Call runs f once when the timeline reaches it: a sound as a card lands, revealing a face
// at the middle of a flip, telling the scene an animation is over.
func Call(f func()) Step { return &call{f: f} }

func (c *call) Duration() float64 { return 0 }

func (c *call) Seek(float64) {
	if c.done || c.f == nil {
		return
	}
	c.done = true
	c.f()
}

// track is one step playing on a Player, with its own clock.
type track struct {
	step Step
	t    float64
}

// Player plays steps as the game loop advances it. Each step given to Play runs on its own
// clock from the moment it was added, alongside the others. The zero Player has speed 0 and
// so finishes everything at once; NewPlayer(1) plays at normal speed.
type Player struct {
	speed  float64
	tracks []track
}

// NewPlayer returns a Player whose time runs speed times as fast as real time
// (see SetSpeed).
func NewPlayer(speed float64) *Player {
	p := &Player{}
	p.SetSpeed(speed)
	return p
}

// SetSpeed sets the animation speed factor: 1 is normal, 2 twice as fast, and 0 (or less)
// makes every animation finish on the next Update, for players who want none.
func (p *Player) SetSpeed(speed float64) {
	if !(speed > 0) || math.IsInf(speed, 1) {
		speed = 0
	}
	p.speed = speed
}

// Speed returns the speed factor.
func (p *Player) Speed() float64 { return p.speed }

// Play starts a step now. A nil step is ignored.
func (p *Player) Play(s Step) {
	if s == nil {
		return
	}
	p.tracks = append(p.tracks, track{step: s})
}

// Update advances every playing step by dt seconds of real time, scaled by the speed.
// Finished steps are dropped. Negative or NaN dt counts as no time.
func (p *Player) Update(dt float64) {
	if !(dt > 0) {
		dt = 0
	}
	if p.speed == 0 {
		dt = math.Inf(1)
	} else {
		dt *= p.speed
	}
	p.advance(dt)
}

// Skip brings every playing step to its end at once, running the hooks still ahead in
// order: a player tapping to hurry.
func (p *Player) Skip() { p.advance(math.Inf(1)) }

func (p *Player) advance(dt float64) {
	// Hooks may Play new steps while this runs: those wait for the next advance.
	n := len(p.tracks)
	for i := 0; i < n; i++ {
		st := p.tracks[i].step
		t := math.Min(p.tracks[i].t+dt, st.Duration())
		p.tracks[i].t = t
		st.Seek(t)
	}
	kept := p.tracks[:0]
	for i, tr := range p.tracks {
		if i >= n || tr.t < tr.step.Duration() {
			kept = append(kept, tr)
		}
	}
	clear(p.tracks[len(kept):])
	p.tracks = kept
}

// Done reports whether nothing is playing.
func (p *Player) Done() bool { return len(p.tracks) == 0 }
