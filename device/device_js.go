//go:build js

package device

import "syscall/js"

// call calls window.kamonDevice[name](args...) where the loader defined it, else returns
// undefined (a page without the loader, Node in tests).
func call(name string, args ...any) js.Value {
	d := js.Global().Get("kamonDevice")
	if d.Type() != js.TypeObject || d.Get(name).Type() != js.TypeFunction {
		return js.Undefined()
	}
	return d.Call(name, args...)
}

// KeepAwake asks for the screen to stay on (true) or lets it sleep again (false). While asked,
// the lock is taken again each time the page comes back into view.
func KeepAwake(on bool) { call("keepAwake", on) }

// SetFullscreen enters or leaves full screen and remembers the choice on this device: a
// remembered full screen comes back at the first tap of the next visit. Browsers enter full
// screen only in answer to a tap, so call it from one.
func SetFullscreen(on bool) { call("setFullscreen", on) }

// Fullscreen reports whether the page fills the screen now.
func Fullscreen() bool { return call("fullscreen").Truthy() }

// FullscreenAvailable reports whether this browser can take the whole screen (an iPhone's
// Safari cannot; the installed app's window may already be).
func FullscreenAvailable() bool { return call("fullscreenAvailable").Truthy() }

// Vibrate vibrates for ms milliseconds, or a pattern: on, off, on... Nothing happens where the
// device has no vibrator. Pulses are kept within 0..1000 ms, ten at most.
func Vibrate(ms ...int) {
	if len(ms) > 0 {
		call("vibrate", pattern(ms))
	}
}

// UpdateReady reports whether a new version of the app has been downloaded and waits to be
// taken.
func UpdateReady() bool { return js.Global().Get("kamonUpdateReady").Truthy() }

// ApplyUpdate takes the new version: the page reloads with it, so call it only between games
// (a game in progress is saved, but the screen starts over). It reports false when no update
// is ready.
func ApplyUpdate() bool {
	f := js.Global().Get("kamonApplyUpdate")
	return f.Type() == js.TypeFunction && js.Global().Call("kamonApplyUpdate").Truthy()
}
