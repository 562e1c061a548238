// Package synth draws Kamon's sounds (kamon/sound) as samples, in Go, when the app starts: no
// sample files to ship or license. Each sound is a few physical-minded parts, wood knocks
// (damped modes), noise shaped by a swept band-pass filter (cards, wings, slides), and tones of
// a few partials (bells, the fanfare), under envelopes that start and end at zero, so that
// nothing clicks. Every sound is scaled to its own peak, the frequent ones softer, and rendering
// is deterministic: the noise comes from a generator seeded per sound.
package synth

import (
	"math"

	"kamon/sound"
)

// Render draws sound s as mono samples at rate samples a second, within -1..1, starting and
// ending at zero. None and unknown sounds, or a rate below 8000, give no samples.
func Render(s sound.Sound, rate int) []float32 {
	if rate < 8000 || rate > 384000 || int(s) >= len(recipes) || recipes[s].draw == nil {
		return nil
	}
	rc := recipes[s]
	r := &renderer{rate: float64(rate), seed: 0x9e3779b9 ^ uint32(s)*0x85ebca6b}
	buf := make([]float64, int(rc.seconds*float64(rate)))
	rc.draw(r, buf)
	return finish(buf, rc.peak, rate)
}

// recipe is how one sound is drawn: its length, its loudest sample, and the parts.
type recipe struct {
	seconds float64
	peak    float64
	draw    func(r *renderer, buf []float64)
}

// Peaks: the app's signals and rare events stand out; cards and pieces, which come in quick
// runs, are softer.
var recipes = [sound.NumSounds]recipe{
	sound.Move: {0.34, 0.45, func(r *renderer, b []float64) {
		r.swish(b, 0, 0.21, 900, 1400, 1.2, 2.5, 0.4, 30)
		r.knock(b, 0.2, 780, 1)
	}},
	sound.Land: {0.14, 0.5, func(r *renderer, b []float64) {
		r.knock(b, 0, 820, 1)
	}},
	sound.Capture: {0.32, 0.6, func(r *renderer, b []float64) {
		r.knock(b, 0, 1050, 1)
		r.knock(b, 0.045, 900, 0.8)
		r.thump(b, 0.045, 140, 80, 0.09, 0.7)
	}},
	sound.Wings: {0.46, 0.42, func(r *renderer, b []float64) {
		for i, at := range []float64{0, 0.13, 0.26} {
			gain := 1 - 0.15*float64(i)
			r.swish(b, at, 0.16, 350, 1300, 0.9, gain, 0.35, 0)
		}
	}},
	sound.Deal: {0.11, 0.38, func(r *renderer, b []float64) {
		r.swish(b, 0, 0.1, 2500, 5500, 1.1, 1, 0.2, 0)
	}},
	sound.Flip: {0.1, 0.4, func(r *renderer, b []float64) {
		r.swish(b, 0, 0.04, 1800, 3000, 1.4, 0.7, 0.3, 0)
		r.swish(b, 0.035, 0.05, 3000, 4800, 1.6, 1, 0.15, 0)
	}},
	sound.Play: {0.14, 0.45, func(r *renderer, b []float64) {
		r.swish(b, 0, 0.06, 1500, 2600, 0.9, 1, 0.12, 0)
		r.thump(b, 0.005, 190, 120, 0.035, 0.6)
	}},
	sound.Discard: {0.22, 0.35, func(r *renderer, b []float64) {
		r.swish(b, 0, 0.2, 3200, 1100, 0.8, 1, 0.3, 0)
	}},
	sound.Token: {0.24, 0.42, func(r *renderer, b []float64) {
		r.tone(b, 0, 0.22, 2093, []partial{{1, 1, 0.06}, {1.62, 0.55, 0.04}, {2.43, 0.35, 0.025}, {3.71, 0.2, 0.015}}, 0.001)
	}},
	sound.Attack: {0.36, 0.62, func(r *renderer, b []float64) {
		r.thump(b, 0, 95, 48, 0.14, 1)
		r.swish(b, 0, 0.12, 2200, 900, 0.7, 0.55, 0.08, 0)
		r.swish(b, 0.06, 0.22, 4500, 6500, 3, 0.25, 0.05, 0) // the metal's ring
	}},
	sound.Count: {0.16, 0.45, func(r *renderer, b []float64) {
		r.tone(b, 0, 0.15, 659.25, []partial{{1, 1, 0.05}, {4, 0.25, 0.012}, {10, 0.08, 0.005}}, 0.002)
	}},
	sound.Banner: {0.95, 0.55, func(r *renderer, b []float64) {
		brass := func(at, dur, f, gain float64) {
			var ps []partial
			for n := 1.0; n <= 7; n++ {
				ps = append(ps, partial{n, gain / n, dur})
			}
			r.tone(b, at, dur, f, ps, 0.025)
		}
		brass(0, 0.16, 392, 0.8)    // G4
		brass(0.17, 0.16, 392, 0.8) // G4
		for _, f := range []float64{523.25, 659.25, 783.99} {
			brass(0.34, 0.58, f, 0.55) // C5 E5 G5 together
		}
	}},
	sound.Win: {1.1, 0.55, func(r *renderer, b []float64) {
		for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
			ring := 0.18
			if i == 3 {
				ring = 0.45
			}
			r.tone(b, 0.11*float64(i), 1.1-0.11*float64(i), f, []partial{{1, 1, ring}, {2, 0.3, ring / 2}, {3, 0.12, ring / 3}}, 0.004)
		}
	}},
	sound.Chime: {1.0, 0.5, func(r *renderer, b []float64) {
		bell := []partial{{1, 1, 0.35}, {2.76, 0.35, 0.12}, {5.4, 0.12, 0.05}}
		r.tone(b, 0, 0.98, 783.99, bell, 0.003)    // G5
		r.tone(b, 0.24, 0.74, 659.25, bell, 0.003) // E5
	}},
	sound.Refused: {0.24, 0.4, func(r *renderer, b []float64) {
		soft := []partial{{1, 1, 0.05}, {3, 0.2, 0.03}}
		r.tone(b, 0, 0.1, 220, soft, 0.006)
		r.tone(b, 0.11, 0.12, 185, soft, 0.006)
	}},
}

// renderer holds the sample rate and the noise generator of one sound.
type renderer struct {
	rate float64
	seed uint32
}

// noise is white noise within -1..1 (xorshift32).
func (r *renderer) noise() float64 {
	r.seed ^= r.seed << 13
	r.seed ^= r.seed >> 17
	r.seed ^= r.seed << 5
	return float64(r.seed)/float64(math.MaxUint32)*2 - 1
}

// span is the samples from at seconds for dur seconds, cut to buf.
func (r *renderer) span(buf []float64, at, dur float64) (start, n int) {
	start = int(at * r.rate)
	n = int(dur * r.rate)
	if start >= len(buf) {
		return len(buf), 0
	}
	return start, min(n, len(buf)-start)
}

// partial is one sine of a tone: its frequency as a ratio of the tone's, its amplitude, and
// the time its amplitude takes to fall to 1/e.
type partial struct{ ratio, amp, decay float64 }

// tone adds a note of frequency f at at seconds for dur: its partials, each rising over attack
// seconds and decaying on its own; the note fades to zero over its last fifth.
func (r *renderer) tone(buf []float64, at, dur, f float64, ps []partial, attack float64) {
	start, n := r.span(buf, at, dur)
	for i := 0; i < n; i++ {
		t := float64(i) / r.rate
		env := math.Min(1, t/attack) * tail(float64(i)/float64(n), 0.2)
		v := 0.0
		for _, p := range ps {
			if fp := f * p.ratio; fp < r.rate/2 {
				v += p.amp * math.Exp(-t/p.decay) * math.Sin(2*math.Pi*fp*t)
			}
		}
		buf[start+i] += env * v
	}
}

// knock adds a wooden knock at at seconds: a struck block's few damped modes around pitch, and
// the click of the hit.
func (r *renderer) knock(buf []float64, at, pitch, gain float64) {
	modes := []partial{{1, gain, 0.028}, {2.32, 0.5 * gain, 0.013}, {3.87, 0.28 * gain, 0.007}, {5.5, 0.12 * gain, 0.004}}
	r.tone(buf, at, 0.12, pitch, modes, 0.0008)
	r.swish(buf, at, 0.012, pitch*3, pitch*2.5, 1.5, 0.5*gain, 0.1, 0)
}

// thump adds a low sine whose pitch falls from f0 to f1 as it decays (time constant tau): a
// drum, a heavy piece.
func (r *renderer) thump(buf []float64, at, f0, f1, tau, gain float64) {
	start, n := r.span(buf, at, 6*tau)
	phase := 0.0
	for i := 0; i < n; i++ {
		t := float64(i) / r.rate
		f := f1 + (f0-f1)*math.Exp(-t/(tau/2))
		phase += 2 * math.Pi * f / r.rate
		env := math.Min(1, t/0.002) * math.Exp(-t/tau) * tail(float64(i)/float64(n), 0.3)
		buf[start+i] += gain * env * math.Sin(phase)
	}
}

// swish adds noise through a band-pass filter whose centre sweeps from f0 to f1 over dur
// seconds, at quality q: a card through the air, a wing, wood rubbing. The envelope rises over
// the first rise fraction of dur and falls smoothly to zero at its end; grain Hz of slow
// amplitude wobble make a rough surface (0 for none).
func (r *renderer) swish(buf []float64, at, dur, f0, f1, q, gain, rise, grain float64) {
	start, n := r.span(buf, at, dur)
	var bp biquad
	for i := 0; i < n; i++ {
		x := float64(i) / float64(n)
		f := f0 * math.Pow(f1/f0, x)
		bp.bandPass(math.Min(f, r.rate*0.45), q, r.rate)
		env := 0.0
		if x < rise {
			env = math.Sin(math.Pi / 2 * x / rise)
		} else {
			env = math.Cos(math.Pi / 2 * (x - rise) / (1 - rise))
		}
		env *= env
		if grain > 0 {
			env *= 0.75 + 0.25*math.Sin(2*math.Pi*grain*float64(i)/r.rate)
		}
		buf[start+i] += gain * env * bp.step(r.noise())
	}
}

// tail is 1, falling to 0 over the last frac of a part (x from 0 to 1) along a cosine.
func tail(x, frac float64) float64 {
	if x < 1-frac {
		return 1
	}
	c := math.Cos(math.Pi / 2 * (x - (1 - frac)) / frac)
	return c * c
}

// biquad is a second-order filter (the Audio EQ Cookbook's), its coefficients set per sample
// for sweeps.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

// bandPass sets a band-pass of centre f and quality q, 0 dB at the peak.
func (b *biquad) bandPass(f, q, rate float64) {
	w := 2 * math.Pi * f / rate
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	b.b0, b.b1, b.b2 = alpha/a0, 0, -alpha/a0
	b.a1, b.a2 = -2*math.Cos(w)/a0, (1-alpha)/a0
}

func (b *biquad) step(x float64) float64 {
	y := b.b0*x + b.b1*b.x1 + b.b2*b.x2 - b.a1*b.y1 - b.a2*b.y2
	b.x2, b.x1, b.y2, b.y1 = b.x1, x, b.y1, y
	return y
}

// Edge fades: every sound rises from zero over its first fadeIn seconds and falls to zero over
// its last fadeOut, whatever its parts did, so that starting or stopping one never clicks.
const (
	fadeIn  = 0.002
	fadeOut = 0.006
)

// finish fades buf's edges to zero, scales it so that its loudest sample is peak and returns
// it as float32.
func finish(buf []float64, peak float64, rate int) []float32 {
	in, fade := int(fadeIn*float64(rate)), int(fadeOut*float64(rate))
	most := 0.0
	for i := range buf {
		if i < in {
			buf[i] *= float64(i) / float64(in)
		}
		if j := len(buf) - 1 - i; j < fade {
			buf[i] *= float64(j) / float64(fade)
		}
		most = math.Max(most, math.Abs(buf[i]))
	}
	out := make([]float32, len(buf))
	if most == 0 {
		return out
	}
	for i, v := range buf {
		out[i] = float32(v * peak / most)
	}
	return out
}
