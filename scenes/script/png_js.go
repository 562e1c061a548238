//go:build js

package script

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// WritePNG: the browser build has no screenshots (see png.go); the
// browser tests read window.kamonState and take screenshots from Chromium.
func WritePNG(path string, _ *ebiten.Image) error {
	return fmt.Errorf("shot %s: screenshots need the desktop app", path)
}
