//go:build js

package main

import (
	"strings"
	"syscall/js"

	"kamon/device"
	"kamon/i18n"
	"kamon/scenes"
)

// systemLang is the first of the browser's languages that Kamon speaks ("fr-CA" → "fr"), the
// rule the loader follows too when it asks early for that language's texts; "" when none.
func systemLang() string {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return ""
	}
	var prefs []string
	if l := nav.Get("languages"); l.Type() == js.TypeObject {
		for i := 0; i < l.Length(); i++ {
			if v := l.Index(i); v.Type() == js.TypeString {
				prefs = append(prefs, v.String())
			}
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		prefs = append(prefs, l.String())
	}
	for _, p := range prefs {
		if code := strings.ToLower(p[:min(2, len(p))]); i18n.Supported(code) {
			return code
		}
	}
	return ""
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
