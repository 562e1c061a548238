//go:build !js

package device

import "errors"

// Outside the browser the app is a window of its own: nothing to ask of the device here.

// KeepAwake does nothing outside the browser.
func KeepAwake(bool) {}

// SetFullscreen does nothing outside the browser (the desktop window has its own).
func SetFullscreen(bool) {}

// Fullscreen is false outside the browser.
func Fullscreen() bool { return false }

// FullscreenAvailable is false outside the browser.
func FullscreenAvailable() bool { return false }

// Vibrate does nothing outside the browser.
func Vibrate(...int) {}

// UpdateReady is false outside the browser: a desktop build is updated by installing it.
func UpdateReady() bool { return false }

// ApplyUpdate does nothing and reports false outside the browser.
func ApplyUpdate() bool { return false }

// FetchText fails outside the browser: a desktop build has every file it needs inside it.
func FetchText(path string) (string, error) {
	return "", errors.New("device: nothing to fetch " + path + " from outside the browser")
}

// PageURL: the desktop app is no page.
func PageURL() string { return "" }

// TakeFragment: the desktop app has no address bar to bring a link.
func TakeFragment() string { return "" }

// CopyText: the desktop app reaches no clipboard (Ebitengine offers none); the link shows
// whole on screen instead.
func CopyText(string) bool { return false }
