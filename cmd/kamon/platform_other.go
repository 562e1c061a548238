//go:build !js

package main

import (
	"os"
	"strings"

	"kamon/scenes"
)

// systemLang is the user's language from the usual environment variables
// ("fr_FR.UTF-8" → "fr"); the app falls back to English when unsupported.
func systemLang() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" && s != "C" && s != "POSIX" {
			return strings.ToLower(s[:min(2, len(s))])
		}
	}
	return ""
}

// askText is for touch screens without a keyboard; the desktop has one.
var askText func(title, text string) (string, bool)

// publishState exposes the app's state to a browser page; the desktop has none.
func publishState(*scenes.App) {}

// fetchLang is nil outside the browser: a desktop build has every language inside it.
var fetchLang func(lang string) (string, error)
