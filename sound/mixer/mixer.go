// Package mixer plays many sounds at once into one stream of samples, as a sound card takes
// it: 32-bit float stereo frames, the format of Ebitengine's audio.Context.NewPlayerF32. It is
// pure (no Ebitengine), so it is tested natively and as WebAssembly.
//
// However many sounds play together, the output never clips: the sum goes through a limiter
// that holds its peaks under Ceiling (its gain drops at once on a peak and comes back over
// about a tenth of a second), and the volume is applied after it. Muting stops every sound at
// once, and sounds played while muted are dropped, not kept for later.
package mixer

import (
	"encoding/binary"
	"math"
	"sync"
)

// Ceiling is the highest sample the mixer ever writes, before the volume.
const Ceiling = 0.9

// MaxVoices is how many sounds play at once; a sound started beyond that takes the place of
// the one nearest its end.
const MaxVoices = 24

// releaseSeconds is how long the limiter's gain takes to come back most of the way (1/e of
// the remaining way) after a peak.
const releaseSeconds = 0.08

// Mixer mixes sounds. Its methods may be called from any goroutine: the audio driver reads
// while the game plays sounds.
type Mixer struct {
	mu      sync.Mutex
	voices  []voice
	volume  float64
	muted   bool
	env     float64 // the limiter's envelope: the recent peak level, falling back to Ceiling
	release float64 // the envelope's decay per sample
}

// voice is one sound playing: its samples (shared, never written) and how far it has got.
type voice struct {
	samples []float32
	pos     int
	gain    float64
}

// New makes a mixer for a stream of rate frames a second, at full volume, not muted.
func New(rate int) *Mixer {
	return &Mixer{
		voices:  make([]voice, 0, MaxVoices),
		volume:  1,
		env:     Ceiling,
		release: math.Exp(-1 / (releaseSeconds * float64(max(rate, 1)))),
	}
}

// Play starts mono samples at gain (1 as they are; clamped to 0..1). The mixer keeps samples
// and reads them as it plays: they must not change afterwards. While muted it does nothing.
func (m *Mixer) Play(samples []float32, gain float64) {
	gain = clamp01(gain)
	if len(samples) == 0 || gain == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.muted {
		return
	}
	v := voice{samples: samples, gain: gain}
	if len(m.voices) < MaxVoices {
		m.voices = append(m.voices, v)
		return
	}
	nearest := 0
	for i, w := range m.voices {
		if len(w.samples)-w.pos < len(m.voices[nearest].samples)-m.voices[nearest].pos {
			nearest = i
		}
	}
	m.voices[nearest] = v
}

// SetVolume sets the volume, 0 (silent) to 1 (full); other values are clamped, NaN is 0.
func (m *Mixer) SetVolume(v float64) {
	m.mu.Lock()
	m.volume = clamp01(v)
	m.mu.Unlock()
}

// Volume is the volume SetVolume set.
func (m *Mixer) Volume() float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.volume
}

// SetMuted mutes (true) or unmutes. Muting stops every sound playing: from the next sample the
// mixer writes silence, and unmuting does not bring them back.
func (m *Mixer) SetMuted(muted bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.muted = muted
	if muted {
		clear(m.voices)
		m.voices = m.voices[:0]
		m.env = Ceiling
	}
}

// Muted reports whether the mixer is muted.
func (m *Mixer) Muted() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.muted
}

// Playing is how many sounds are playing.
func (m *Mixer) Playing() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.voices)
}

// Mix writes len(dst)/2 stereo frames (left, right, left...) of the sounds playing and moves
// them on by as much; a last odd sample is left as it is.
func (m *Mixer) Mix(dst []float32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	frames := len(dst) / 2
	clear(dst[:2*frames])
	if len(m.voices) == 0 {
		return
	}
	// Sum the voices into the left channel first.
	for i := range m.voices {
		v := &m.voices[i]
		n := min(frames, len(v.samples)-v.pos)
		g := float32(v.gain)
		for j, s := range v.samples[v.pos : v.pos+n] {
			dst[2*j] += s * g
		}
		v.pos += n
	}
	live := m.voices[:0]
	for _, v := range m.voices {
		if v.pos < len(v.samples) {
			live = append(live, v)
		}
	}
	clear(m.voices[len(live):])
	m.voices = live

	// The limiter: the envelope jumps to any peak above it and falls back exponentially; the
	// gain brings the envelope down to the ceiling. As the envelope is never below the
	// sample, no sample leaves above the ceiling.
	vol := float32(m.volume)
	env := m.env
	for j := 0; j < frames; j++ {
		x := float64(dst[2*j])
		if x != x {
			x = 0 // a NaN would hold the envelope for good
		}
		env = math.Max(math.Abs(x), Ceiling+(env-Ceiling)*m.release)
		y := float32(x*Ceiling/env) * vol
		dst[2*j], dst[2*j+1] = y, y
	}
	m.env = env
}

// Read fills p with whole frames of little-endian float32 stereo, for
// audio.Context.NewPlayerF32: the stream never ends, silent when nothing plays.
func (m *Mixer) Read(p []byte) (int, error) {
	const frameBytes = 8
	n := len(p) / frameBytes * frameBytes
	var buf [512]float32
	for off := 0; off < n; {
		chunk := buf[:min(len(buf), (n-off)/4)]
		m.Mix(chunk)
		for _, s := range chunk {
			binary.LittleEndian.PutUint32(p[off:], math.Float32bits(s))
			off += 4
		}
	}
	return n, nil
}

func clamp01(v float64) float64 {
	if !(v > 0) {
		return 0
	}
	return math.Min(v, 1)
}
