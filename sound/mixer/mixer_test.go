package mixer

import (
	"encoding/binary"
	"math"
	"testing"

	"kamon/sound"
	"kamon/sound/synth"
)

const rate = 48000

func constant(v float32, n int) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// readAll reads frames stereo frames through Read in uneven pieces, as a driver might, and
// decodes them.
func readAll(t *testing.T, m *Mixer, frames int) []float32 {
	t.Helper()
	var out []float32
	sizes := []int{8, 4096, 13, 800, 1 << 14}
	for i := 0; len(out) < 2*frames; i++ {
		p := make([]byte, sizes[i%len(sizes)])
		n, err := m.Read(p)
		if err != nil || n != len(p)/8*8 {
			t.Fatalf("Read(%d bytes) = %d, %v; want %d whole frames' bytes", len(p), n, err, len(p)/8*8)
		}
		for off := 0; off < n; off += 4 {
			out = append(out, math.Float32frombits(binary.LittleEndian.Uint32(p[off:])))
		}
	}
	return out
}

// The worst burst the tables could make: every sound at once, four times over, then all of
// them again while those still ring. No sample leaves above the ceiling (so none above 1.0,
// and none wraps round as a 16-bit sample), yet the burst is loud, not squashed to nothing.
func TestWorstCaseBurstNeverClips(t *testing.T) {
	m := New(rate)
	var bank [][]float32
	for _, s := range sound.All() {
		bank = append(bank, synth.Render(s, rate))
	}
	for range 4 {
		for _, b := range bank {
			m.Play(b, 1)
		}
	}
	out := readAll(t, m, rate/10)
	for _, b := range bank {
		m.Play(b, 1)
	}
	out = append(out, readAll(t, m, 2*rate)...)
	peak := 0.0
	for i, v := range out {
		peak = math.Max(peak, math.Abs(float64(v)))
		if math.Abs(float64(v)) > Ceiling+1e-6 {
			t.Fatalf("sample %d is %.4f, over the ceiling %.2f", i, v, Ceiling)
		}
		if i%2 == 1 && out[i] != out[i-1] {
			t.Fatalf("frame %d: left %v, right %v", i/2, out[i-1], out[i])
		}
	}
	if peak < 0.8 {
		t.Errorf("the burst peaks at %.3f: the limiter squashed it", peak)
	}
	if m.Playing() != 0 {
		t.Errorf("%d sounds still playing after 2.1 s", m.Playing())
	}
	t.Logf("worst burst: peak %.4f over %d frames", peak, len(out)/2)
}

// Full-scale square waves on every voice at once: the hardest input there is.
func TestLimiterHoldsFullScale(t *testing.T) {
	m := New(rate)
	sq := make([]float32, rate)
	for i := range sq {
		sq[i] = 1
		if i/50%2 == 1 {
			sq[i] = -1
		}
	}
	for range MaxVoices {
		m.Play(sq, 1)
	}
	out := make([]float32, 2*rate)
	m.Mix(out)
	for i, v := range out {
		if math.Abs(float64(v)) > Ceiling+1e-6 || math.IsNaN(float64(v)) {
			t.Fatalf("sample %d is %v", i, v)
		}
	}
	// A NaN in a sound is silence, and does not silence what follows.
	m.Play([]float32{float32(math.NaN()), 0.5}, 1)
	out = make([]float32, 4)
	m.Mix(out)
	if out[0] != 0 || math.IsNaN(float64(out[2])) {
		t.Errorf("after a NaN: %v", out)
	}
}

// Below the ceiling the mixer adds its sounds exactly, each at its gain, then the volume.
func TestQuietSoundsPassUnchanged(t *testing.T) {
	m := New(rate)
	a := []float32{0, 0.1, 0.2, 0.3, 0}
	b := []float32{0, -0.1, 0.4}
	m.Play(a, 1)
	m.Play(b, 0.5)
	out := make([]float32, 2*6)
	m.Mix(out)
	want := []float32{0, 0.05, 0.4, 0.3, 0, 0}
	for j, w := range want {
		if math.Abs(float64(out[2*j]-w)) > 1e-6 {
			t.Fatalf("frame %d: %v, want %v (all: %v)", j, out[2*j], w, out)
		}
	}
	if m.Playing() != 0 {
		t.Errorf("%d sounds playing after their end", m.Playing())
	}
}

func TestVolume(t *testing.T) {
	m := New(rate)
	for in, want := range map[float64]float64{0.5: 0.5, 2: 1, -1: 0, math.NaN(): 0, math.Inf(1): 1, 0: 0} {
		m.SetVolume(in)
		if got := m.Volume(); got != want {
			t.Errorf("SetVolume(%v): Volume %v, want %v", in, got, want)
		}
	}
	m.SetVolume(0.25)
	m.Play(constant(0.4, 10), 1)
	out := make([]float32, 20)
	m.Mix(out)
	if math.Abs(float64(out[10])-0.1) > 1e-6 {
		t.Errorf("0.4 at volume 0.25 came out %v", out[10])
	}
}

// Muting stops everything at once: silence from the next sample, no sound kept for later,
// and sounds played while muted are dropped.
func TestMuteStopsEverything(t *testing.T) {
	m := New(rate)
	for _, s := range sound.All() {
		m.Play(synth.Render(s, rate), 1)
	}
	out := make([]float32, 2*1000)
	m.Mix(out)
	if m.Playing() != len(sound.All()) {
		t.Fatalf("%d playing", m.Playing())
	}
	m.SetMuted(true)
	if !m.Muted() || m.Playing() != 0 {
		t.Fatalf("muted %v with %d playing", m.Muted(), m.Playing())
	}
	m.Play(synth.Render(sound.Chime, rate), 1)
	for range 3 {
		m.Mix(out)
		for i, v := range out {
			if v != 0 {
				t.Fatalf("sample %d is %v while muted", i, v)
			}
		}
	}
	m.SetMuted(false)
	m.Mix(out)
	for i, v := range out {
		if v != 0 {
			t.Fatalf("sample %d is %v after unmuting: a sound came back", i, v)
		}
	}
	m.Play(constant(0.3, 100), 1)
	m.Mix(out)
	if out[0] != 0.3 {
		t.Errorf("after unmuting a new sound plays %v, want 0.3", out[0])
	}
}

func TestVoiceLimit(t *testing.T) {
	m := New(rate)
	for i := range MaxVoices + 5 {
		m.Play(constant(0.01, 100+i), 1)
	}
	if m.Playing() != MaxVoices {
		t.Errorf("%d playing, want at most %d", m.Playing(), MaxVoices)
	}
	m.Play(nil, 1)
	m.Play(constant(0.1, 10), 0)
	if m.Playing() != MaxVoices {
		t.Errorf("an empty or silent sound took a voice")
	}
}

// The audio driver's read allocates nothing, whatever plays.
func TestMixAllocatesNothing(t *testing.T) {
	m := New(rate)
	chime := synth.Render(sound.Chime, rate)
	p := make([]byte, 4096)
	allocs := testing.AllocsPerRun(100, func() {
		m.Play(chime, 1)
		m.Read(p)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per read", allocs)
	}
}

func BenchmarkRead(b *testing.B) {
	m := New(rate)
	var bank [][]float32
	for _, s := range sound.All() {
		bank = append(bank, synth.Render(s, rate))
	}
	p := make([]byte, 8*rate/60) // one frame of the game's worth of audio
	for i := 0; b.Loop(); i++ {
		if i%10 == 0 {
			for _, s := range bank[:8] {
				m.Play(s, 1)
			}
		}
		m.Read(p)
	}
}
