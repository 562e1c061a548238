package sprites

import (
	"image/color"
	"math"
	"testing"
)

// WCAG's figures: black on white is 21:1, a colour on itself 1:1, and
// the grey #767676 on white just 4.54:1.
func TestContrastAsWCAG(t *testing.T) {
	black, white := color.RGBA{0, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	grey := color.RGBA{0x76, 0x76, 0x76, 255}
	for _, c := range []struct {
		a, b color.RGBA
		want float64
	}{{black, white, 21}, {white, black, 21}, {grey, grey, 1}, {grey, white, 4.54}} {
		if got := Contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// Whatever a seat's or a clan's colour, Readable gives a ground near it
// on which its ink reads at TextContrast, and the text colours of the
// palette read on paper and its shade.
func TestReadableGrounds(t *testing.T) {
	for i := range PlayerCount {
		ground, ink := Readable(PlayerColor(i))
		if c := Contrast(ground, ink); c < TextContrast {
			t.Errorf("player %d: %v on %v is %.2f:1", i, ink, ground, c)
		}
	}
	for _, bg := range []color.RGBA{Paper, PaperShade} {
		for _, fg := range []color.RGBA{TextColor, TextMutedColor} {
			if c := Contrast(fg, bg); c < TextContrast {
				t.Errorf("%v on %v is %.2f:1", fg, bg, c)
			}
		}
	}
}
