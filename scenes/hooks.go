package scenes

import (
	"encoding/json"

	"kamon/scenes/ui"
)

// AddHook has h drive or watch the app from its next frame.
func (a *App) AddHook(h ui.Hook) { a.hooks = append(a.hooks, h) }

// SetHooks replaces the app's hooks: a test plays a new script.
func (a *App) SetHooks(hs ...ui.Hook) { a.hooks, a.quit = hs, false }

// scripted reports whether a hook feeds the input.
func (a *App) scripted() bool {
	for _, h := range a.hooks {
		if h.Scripted() {
			return true
		}
	}
	return false
}

// Input is the app's pointer and keys, which a script feeds.
func (a *App) Input() *ui.Input { return &a.input }

// Steady reports no fade under way and the top scene updated once: a
// script's next step may look at it.
func (a *App) Steady() bool { return a.stack.steady() }

// Screen is the screen in physical px, the device scale and the UI zoom.
func (a *App) Screen() (w, h, scale, zoom float64) { return a.w, a.h, a.scale, a.zoom }

// StateJSON is the app's state (State) as JSON, as a script saves it.
func (a *App) StateJSON() ([]byte, error) { return json.MarshalIndent(a.State(), "", "  ") }
