package sprites

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// pixel reads one pixel of img (premultiplied RGBA).
func pixel(pix []byte, w, x, y int) color.RGBA {
	i := 4 * (y*w + x)
	return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
}

func readAll(img *ebiten.Image) ([]byte, int) {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	return pix, b.Dx()
}

func TestFillRoundRectCoversInsideNotCorners(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(100, 60)
	defer img.Deallocate()
	FillRoundRect(img, Rect{10, 10, 80, 40}, 12, color.RGBA{200, 0, 0, 255})
	pix, w := readAll(img)
	if got := pixel(pix, w, 50, 30); got != (color.RGBA{200, 0, 0, 255}) {
		t.Errorf("centre = %v, want solid red", got)
	}
	if got := pixel(pix, w, 11, 11); got.A != 0 {
		t.Errorf("rounded corner at (11,11) = %v, want transparent", got)
	}
	if got := pixel(pix, w, 50, 5); got.A != 0 {
		t.Errorf("outside at (50,5) = %v, want transparent", got)
	}
	// The edge pixel row is anti-aliased, not hard.
	if got := pixel(pix, w, 50, 10); got.A == 0 {
		t.Errorf("edge row at (50,10) = %v, want covered", got)
	}
}

func TestStrokeStaysInside(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(100, 60)
	defer img.Deallocate()
	StrokeRoundRect(img, Rect{10, 10, 80, 40}, 8, 4, color.RGBA{0, 0, 255, 255})
	pix, w := readAll(img)
	if got := pixel(pix, w, 50, 12); got.A != 255 {
		t.Errorf("inside the border band = %v, want opaque", got)
	}
	if got := pixel(pix, w, 50, 30); got.A != 0 {
		t.Errorf("centre = %v, want untouched", got)
	}
	if got := pixel(pix, w, 50, 8); got.A != 0 {
		t.Errorf("outside = %v, want untouched", got)
	}
}

func TestGradientRunsTopToBottom(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(40, 100)
	defer img.Deallocate()
	GradientRoundRect(img, Rect{0, 0, 40, 100}, 4, color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255})
	pix, w := readAll(img)
	top, mid, bottom := pixel(pix, w, 20, 2), pixel(pix, w, 20, 50), pixel(pix, w, 20, 97)
	if !(top.R > mid.R && mid.R > bottom.R) {
		t.Errorf("gradient not decreasing: top %v mid %v bottom %v", top, mid, bottom)
	}
	if mid.R < 110 || mid.R > 145 {
		t.Errorf("middle = %v, want about half grey", mid)
	}
}

func TestShadowIsSoft(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(100, 100)
	defer img.Deallocate()
	Shadow(img, Rect{30, 30, 40, 40}, 6, 8, color.RGBA{0, 0, 0, 200})
	pix, w := readAll(img)
	inner, edge, outer, far := pixel(pix, w, 50, 50).A, pixel(pix, w, 30, 50).A, pixel(pix, w, 25, 50).A, pixel(pix, w, 15, 50).A
	if !(inner > edge && edge > outer && outer > far) || far != 0 {
		t.Errorf("shadow alpha should fall off: inner %d edge %d outer %d far %d", inner, edge, outer, far)
	}
}

func TestDegenerateShapesDrawNothing(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(20, 20)
	defer img.Deallocate()
	FillRoundRect(img, Rect{0, 0, -5, 10}, 3, color.White)
	FillCircle(img, 10, 10, 0, color.White)
	StrokeCircle(img, 10, 10, 5, 0, color.White)
	FillRoundRect(nil, Rect{0, 0, 5, 5}, 1, color.White)
	pix, _ := readAll(img)
	for i, b := range pix {
		if b != 0 {
			t.Fatalf("byte %d = %d, want an untouched image", i, b)
		}
	}
}

func TestTransformAndPropsRoundTrip(t *testing.T) {
	base := TransformAt(Rect{10, 20, 100, 140})
	if base.X != 60 || base.Y != 90 || base.Scale != 1 || base.Alpha != 1 || base.FlipProgress != 1 {
		t.Fatalf("TransformAt = %+v", base)
	}
	p := base.Props()
	p.X, p.Rot, p.Alpha = 300, 0.5, 0.25
	moved := base.Moved(p)
	if moved.X != 300 || moved.Y != 90 || moved.Rot != 0.5 || moved.Alpha != 0.25 || moved.W != 100 || moved.FlipProgress != 1 {
		t.Errorf("Moved = %+v", moved)
	}
}
