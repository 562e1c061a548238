//go:build js

package device

import (
	"errors"
	"syscall/js"
)

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

// FetchText fetches a text file that the page has beside it ("lang/fr.txt"), through the
// loader (which may have asked for it early, while the bundle downloaded) and so through the
// service worker's copy when there is no network. It blocks until the answer comes, at most
// the 20 s the loader waits: call it from main or a goroutine of its own, never from a
// frame's Update.
func FetchText(path string) (string, error) {
	promise := call("fetchText", path)
	if promise.Type() != js.TypeObject || promise.Get("then").Type() != js.TypeFunction {
		return "", errors.New("device: no loader to fetch " + path)
	}
	type answer struct {
		text string
		err  error
	}
	done := make(chan answer, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			done <- answer{err: errors.New("device: " + path + " is not text")}
		} else {
			done <- answer{text: args[0].String()}
		}
		return nil
	})
	defer ok.Release()
	failed := js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "failed"
		if len(args) > 0 && args[0].Type() == js.TypeObject && args[0].Get("message").Type() == js.TypeString {
			why = args[0].Get("message").String()
		}
		done <- answer{err: errors.New("device: fetching " + path + ": " + why)}
		return nil
	})
	defer failed.Release()
	promise.Call("then", ok, failed)
	a := <-done
	return a.text, a.err
}

// PageURL is the page's address without its fragment: where the app is, for the links it
// gives out.
func PageURL() string {
	href := js.Global().Get("location").Get("href")
	if href.Type() != js.TypeString {
		return ""
	}
	s := href.String()
	for i := 0; i < len(s); i++ {
		if s[i] == '#' {
			return s[:i]
		}
	}
	return s
}

// TakeFragment is the page's fragment (an invite's "join=…"), which it then clears from the
// address bar, so that a reload does not join again and the secret does not linger in sight.
func TakeFragment() string {
	loc := js.Global().Get("location")
	hash := loc.Get("hash")
	if hash.Type() != js.TypeString || hash.String() == "" {
		return ""
	}
	frag := hash.String()[1:]
	if h := js.Global().Get("history"); h.Type() == js.TypeObject && h.Get("replaceState").Type() == js.TypeFunction {
		h.Call("replaceState", nil, "", PageURL())
	}
	return frag
}

// CopyText puts s on the clipboard, and reports whether the browser took it (it may refuse
// outside a tap, or without a secure context).
func CopyText(s string) bool {
	c := js.Global().Get("navigator").Get("clipboard")
	if c.Type() != js.TypeObject || c.Get("writeText").Type() != js.TypeFunction {
		return false
	}
	c.Call("writeText", s)
	return true
}
