package scenes

import "github.com/hajimehoshi/ebiten/v2"

// Hook drives or watches the app from outside, once per frame: a test
// script (ScriptHook) or a measurement of frames (BenchHook). The app
// holds only what its Options give; the desktop's command line makes
// them, the browser build none, so that their code stays out of the
// bundle.
type Hook interface {
	// beforeUpdate runs at the start of Update: a script sets the input
	// the frame sees. An error ends the program.
	beforeUpdate(a *App) error
	afterUpdate(a *App)
	// scripted: the input comes from the hook, not the devices.
	scripted() bool
	// forceDraw asks for a Draw even when nothing changed.
	forceDraw() bool
	beforeDraw()
	// afterDraw closes the frame; screen is nil when nothing was drawn.
	afterDraw(a *App, screen *ebiten.Image)
}

// ScriptHook plays a test script (see hook.go): input, screenshots,
// checks; the app quits at its end.
func ScriptHook(s *Script) Hook { return newHookRunner(s) }

// BenchHook measures n frames of the first scene drawn in full, then n
// idle ones, prints the figures and quits (see hook_bench.go).
func BenchHook(n int) Hook { return newBenchRunner(n) }

// scripted reports whether a hook feeds the input.
func (a *App) scripted() bool {
	for _, h := range a.hooks {
		if h.scripted() {
			return true
		}
	}
	return false
}
