package scenestest

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs a test package's tests (call it from TestMain) inside the
// first frame of a running game where there is a display, the only place
// Ebitengine reads back the pixels drawn (the contrast check needs them);
// without a display it runs them as they are, and what reads pixels skips.
func Main(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		os.Exit(m.Run())
	}
	g := &testGame{m: m, code: 1}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		fmt.Fprintln(os.Stderr, "scenestest: cannot start ebiten:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

// running is true while the tests run inside a game's frame.
var running bool

// Drawing reports that the tests run inside a game's frame (Main, with a
// display): frames drawn can be read back.
func Drawing() bool { return running }

// testGame runs the tests in its first Update.
type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	running = true
	g.code = g.m.Run()
	running = false
	return ebiten.Termination
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }
