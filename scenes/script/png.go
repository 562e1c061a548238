//go:build !js

package script

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/hajimehoshi/ebiten/v2"
)

// WritePNG saves a screenshot, a script's or a test's, making its folder.
// Only the desktop build has it: the browser build leaves the PNG encoder
// (and image/png's decoder, registered by its init) out of the bundle.
func WritePNG(path string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return fmt.Errorf("shot %s: %w", path, err)
	}
	return writeFile(path, buf.Bytes())
}
