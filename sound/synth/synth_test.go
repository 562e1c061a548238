package synth

import (
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"kamon/sound"
)

const rate = 48000

// outDir is where the test leaves each sound as a WAV file and a picture of its waveform:
// $KAMON_SOUND_DIR when set, to listen to them and look at them, else a temporary directory.
func outDir(t *testing.T) string {
	if d := os.Getenv("KAMON_SOUND_DIR"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// Every sound is short, within its peak, starts and ends at zero, has no jump between two
// samples that would click, and is written to a WAV file that reads back the same length.
func TestEverySoundRenders(t *testing.T) {
	dir := outDir(t)
	for _, s := range sound.All() {
		samples := Render(s, rate)
		secs := float64(len(samples)) / rate
		if secs < 0.08 || secs > 1.2 {
			t.Errorf("%v lasts %.3f s, want 0.08 to 1.2", s, secs)
		}
		peak, jump := 0.0, 0.0
		for i, v := range samples {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				t.Fatalf("%v: sample %d is %v", s, i, v)
			}
			peak = math.Max(peak, math.Abs(float64(v)))
			if i > 0 {
				jump = math.Max(jump, math.Abs(float64(v-samples[i-1])))
			}
		}
		want := recipes[s].peak
		if math.Abs(peak-want) > 1e-6 || peak > 1 {
			t.Errorf("%v: peak %.4f, want %.2f", s, peak, want)
		}
		if jump > 0.6 {
			t.Errorf("%v: two samples %.3f apart, a click", s, jump)
		}
		if samples[0] != 0 || samples[len(samples)-1] != 0 {
			t.Errorf("%v: starts at %v, ends at %v, want 0 and 0", s, samples[0], samples[len(samples)-1])
		}
		for _, edge := range [][]float32{samples[:5], samples[len(samples)-5:]} {
			for _, v := range edge {
				if math.Abs(float64(v)) > 0.05 {
					t.Errorf("%v: %.3f within 5 samples of an end, want near zero", s, v)
					break
				}
			}
		}
		file := filepath.Join(dir, s.String()+".wav")
		if err := writeWAV(file, samples); err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(file); err != nil || info.Size() != int64(44+2*len(samples)) {
			t.Errorf("%s: %v, size %d for %d samples", file, err, info.Size(), len(samples))
		}
		if err := plot(filepath.Join(dir, s.String()+".png"), samples); err != nil {
			t.Fatal(err)
		}
		t.Logf("%-8v %.3f s, peak %.2f, largest step %.3f", s, secs, peak, jump)
	}
}

func TestDeterministicAndAnyRate(t *testing.T) {
	for _, s := range sound.All() {
		if !slices.Equal(Render(s, rate), Render(s, rate)) {
			t.Errorf("%v renders differently twice", s)
		}
		a, b := Render(s, 44100), Render(s, 48000)
		if d := math.Abs(float64(len(a))/44100 - float64(len(b))/48000); d > 0.001 {
			t.Errorf("%v lasts %.4f s longer at one rate", s, d)
		}
	}
	for _, bad := range []struct {
		s    sound.Sound
		rate int
	}{{sound.None, rate}, {sound.Sound(99), rate}, {sound.Chime, 0}, {sound.Chime, -48000}, {sound.Chime, 1 << 30}} {
		if got := Render(bad.s, bad.rate); got != nil {
			t.Errorf("Render(%v, %d) gave %d samples", bad.s, bad.rate, len(got))
		}
	}
}

func BenchmarkRenderAll(b *testing.B) {
	for b.Loop() {
		for _, s := range sound.All() {
			Render(s, rate)
		}
	}
}

// writeWAV writes mono 16-bit PCM.
func writeWAV(name string, samples []float32) error {
	data := make([]byte, 44+2*len(samples))
	le := binary.LittleEndian
	copy(data[0:], "RIFF")
	le.PutUint32(data[4:], uint32(36+2*len(samples)))
	copy(data[8:], "WAVEfmt ")
	le.PutUint32(data[16:], 16)
	le.PutUint16(data[20:], 1) // PCM
	le.PutUint16(data[22:], 1) // mono
	le.PutUint32(data[24:], rate)
	le.PutUint32(data[28:], rate*2)
	le.PutUint16(data[32:], 2)
	le.PutUint16(data[34:], 16)
	copy(data[36:], "data")
	le.PutUint32(data[40:], uint32(2*len(samples)))
	for i, v := range samples {
		le.PutUint16(data[44+2*i:], uint16(int16(math.Round(float64(v)*32767))))
	}
	return os.WriteFile(name, data, 0o644)
}

// plot draws the waveform: each column's lowest and highest sample, ±1 at the edges.
func plot(name string, samples []float32) error {
	const w, h = 800, 200
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	per := (len(samples) + w - 1) / w
	for x := 0; x < w && x*per < len(samples); x++ {
		lo, hi := float32(1), float32(-1)
		for _, v := range samples[x*per : min(len(samples), (x+1)*per)] {
			lo, hi = min(lo, v), max(hi, v)
		}
		for y := int((1 - hi) * h / 2); y <= int((1-lo)*h/2) && y < h; y++ {
			img.Set(x, y, color.RGBA{0x33, 0x54, 0x6e, 0xff})
		}
		img.Set(x, h/2, color.RGBA{0xc0, 0xc0, 0xc0, 0xff})
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, img)
}
