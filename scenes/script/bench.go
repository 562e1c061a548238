package script

import (
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// benchRunner measures the frames of the first scene (cmd/kamon
// --bench-frames N): N frames drawn in full every frame, then N idle frames
// (nothing changes, so Draw is skipped), each after a short warm-up.
// For each frame it takes the wall time of Update plus Draw (the CPU side:
// the GPU works later) and the heap allocations made inside them (not
// those of Ebitengine's own loop between them).
type benchRunner struct {
	app      App
	n, frame int
	warm     int
	mem      runtime.MemStats
	t0       time.Time
	cost     time.Duration
	allocs   uint64
	phases   [2]benchPhase
}

type benchPhase struct {
	times  []time.Duration
	allocs []uint64
}

const benchWarmup = 30

// Bench measures n frames of the first scene of app drawn in full, then n
// idle ones, prints the figures and quits: a scenes.Hook.
func Bench(app App, n int) *benchRunner {
	b := &benchRunner{app: app, n: n, warm: benchWarmup}
	for i := range b.phases {
		b.phases[i].times = make([]time.Duration, 0, n)
		b.phases[i].allocs = make([]uint64, 0, n)
	}
	return b
}

func (b *benchRunner) phase() int { return min(b.frame/(b.n+b.warm), 1) }

func (b *benchRunner) ForceDraw() bool { return b.phase() == 0 }
func (b *benchRunner) Scripted() bool  { return false }

// begin and end bracket Update or Draw; ReadMemStats runs outside the timed
// span. allocs counts end minus begin (unsigned wrap-around cancels out).
func (b *benchRunner) begin() {
	runtime.ReadMemStats(&b.mem)
	b.allocs -= b.mem.Mallocs
	b.t0 = time.Now()
}

func (b *benchRunner) end() {
	b.cost += time.Since(b.t0)
	runtime.ReadMemStats(&b.mem)
	b.allocs += b.mem.Mallocs
}

func (b *benchRunner) BeforeUpdate() error { b.cost, b.allocs = 0, 0; b.begin(); return nil }

func (b *benchRunner) AfterUpdate() {
	b.end()
	if b.frame >= 2*(b.n+b.warm) {
		b.report()
		b.app.Quit()
	}
}

func (b *benchRunner) BeforeDraw() { b.begin() }

// AfterDraw closes the frame; screen is nil for a skipped (idle) Draw.
func (b *benchRunner) AfterDraw(screen *ebiten.Image) {
	if screen != nil {
		b.end()
	}
	p := b.phase()
	if b.frame%(b.n+b.warm) >= b.warm && b.frame < 2*(b.n+b.warm) {
		b.phases[p].times = append(b.phases[p].times, b.cost)
		b.phases[p].allocs = append(b.phases[p].allocs, b.allocs)
	}
	b.frame++
}

func (b *benchRunner) report() {
	w, h, scale, zoom := b.app.Screen()
	fmt.Printf("bench: %d frames of %q at %.0fx%.0f physical px (device scale %.2f, zoom %.2f)\n",
		b.n, b.app.Top().Name(), w, h, scale, zoom)
	for i, name := range []string{"drawn", "idle"} {
		p := b.phases[i]
		if len(p.times) == 0 {
			continue
		}
		t := slices.Clone(p.times)
		slices.Sort(t)
		var sum uint64
		for _, n := range p.allocs {
			sum += n
		}
		fmt.Printf("bench %-5s frames: update+draw median %.3f ms, p99 %.3f ms, allocs/frame %.2f\n",
			name, ms(t[len(t)/2]), ms(t[min(len(t)-1, len(t)*99/100)]), float64(sum)/float64(len(p.allocs)))
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
