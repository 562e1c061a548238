package sprites

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// haveGPU is false when no display is available; the tests that draw then skip.
var haveGPU bool

// testGame runs the whole test suite inside its first Update, the only place where images
// can be drawn and read back.
type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Println("sprites: no display; drawing tests skip (run under xvfb-run -a)")
		os.Exit(m.Run())
	}
	haveGPU = true
	g := &testGame{m: m, code: 1}
	op := &ebiten.RunGameOptions{InitUnfocused: true}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGameWithOptions(g, op); err != nil {
		fmt.Fprintln(os.Stderr, "sprites: cannot start ebiten:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

func needGPU(t testing.TB) {
	t.Helper()
	if !haveGPU {
		t.Skip("no display")
	}
}
