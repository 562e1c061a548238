//go:build js

package main

import (
	"strings"
	"syscall/js"

	"kamon/device"
	"kamon/scenes"
)

// systemLang is the browser's language ("fr-CA" → "fr").
func systemLang() string {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return ""
	}
	l := nav.Get("language")
	if l.Type() != js.TypeString {
		return ""
	}
	s := l.String()
	return strings.ToLower(s[:min(2, len(s))])
}

// fetchLang fetches the catalog file of a language the browser's build left out (see package
// i18n), which make wasm writes beside the page.
func fetchLang(lang string) (string, error) { return device.FetchText("lang/" + lang + ".txt") }

// askText asks with the browser's prompt: a phone or tablet shows its
// keyboard for it.
func askText(title, text string) (string, bool) {
	v := js.Global().Call("prompt", title, text)
	if v.Type() != js.TypeString {
		return "", false // cancelled
	}
	return v.String(), true
}

var published stateTracker

// publishState sets window.kamonState to the app's state as JSON when it
// changed, and at least every refreshFrames ticks so "frame" moves on.
func publishState(app *scenes.App) {
	if data, ok := published.next(app); ok {
		js.Global().Set("kamonState", string(data))
	}
}
