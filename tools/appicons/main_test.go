package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"kamon/sprites"
)

// The committed manifest and icons are what the tool draws now: the manifest byte for byte,
// the icons pixel for pixel within 2 levels (floating point may round another way on another
// processor).
func TestCommittedFilesAreCurrent(t *testing.T) {
	want, err := files()
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range want {
		got, err := os.ReadFile(filepath.Join("..", "..", "wasm", filepath.FromSlash(name)))
		if err != nil {
			t.Errorf("%v (run go run ./tools/appicons)", err)
			continue
		}
		if filepath.Ext(name) != ".png" {
			if !bytes.Equal(got, data) {
				t.Errorf("wasm/%s differs from what the tool writes (run go run ./tools/appicons)", name)
			}
			continue
		}
		if d := maxDiff(t, decode(t, got), decode(t, data)); d > 2 {
			t.Errorf("wasm/%s differs by up to %d levels from what the tool draws (run go run ./tools/appicons)", name, d)
		}
	}
}

func decode(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func maxDiff(t *testing.T, a, b image.Image) int {
	t.Helper()
	if a.Bounds() != b.Bounds() {
		t.Fatalf("sizes %v and %v", a.Bounds(), b.Bounds())
	}
	worst := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			for _, d := range []int{int(r1>>8) - int(r2>>8), int(g1>>8) - int(g2>>8), int(b1>>8) - int(b2>>8), int(a1>>8) - int(a2>>8)} {
				worst = max(worst, d, -d)
			}
		}
	}
	return worst
}

// The manifest has what installers ask for: names, a start URL within its scope, a display
// mode of an app, the palette's colours, and icons of 192 and 512 px of both purposes, each
// a PNG of the size it claims.
func TestManifest(t *testing.T) {
	all, err := files()
	if err != nil {
		t.Fatal(err)
	}
	var m webManifest
	if err := json.Unmarshal(all["manifest.webmanifest"], &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Kamon" || m.ShortName == "" || len(m.ShortName) > 12 || m.StartURL != "./" || m.Scope != "./" {
		t.Errorf("names or URLs: %+v", m)
	}
	if m.Display != "standalone" && m.Display != "fullscreen" {
		t.Errorf("display %q", m.Display)
	}
	if m.ThemeColor != "#1f4035" || m.BackgroundColor != hex(sprites.FeltDark) {
		t.Errorf("colours %s %s, want the felt of the page", m.ThemeColor, m.BackgroundColor)
	}
	have := map[string]bool{}
	for _, ic := range m.Icons {
		have[ic.Purpose+" "+ic.Sizes] = true
		data, ok := all[ic.Src]
		if !ok || ic.Type != "image/png" {
			t.Errorf("icon %+v is not one the tool writes", ic)
			continue
		}
		b := decode(t, data).Bounds()
		if got := fmt.Sprintf("%dx%d", b.Dx(), b.Dy()); got != ic.Sizes {
			t.Errorf("%s is %s, the manifest says %s", ic.Src, got, ic.Sizes)
		}
	}
	for _, want := range []string{"any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"} {
		if !have[want] {
			t.Errorf("no %s icon", want)
		}
	}
}

// A maskable icon is felt to its edges and keeps the crest inside the safe zone (the circle of
// 40% of its side), so that no launcher's mask cuts it; an "any" icon has clear corners and the
// crest in the middle.
func TestIconShapes(t *testing.T) {
	for _, size := range []int{192, 512} {
		img := drawIcon(size, true)
		s := float64(size)
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				d := math.Hypot(float64(x)+0.5-s/2, float64(y)+0.5-s/2)
				if d > 0.4*s && img.RGBAAt(x, y) != sprites.FeltDark {
					t.Fatalf("maskable %d: pixel (%d,%d) outside the safe zone is %v, not the felt", size, x, y, img.RGBAAt(x, y))
				}
			}
		}
		any := drawIcon(size, false)
		for _, p := range []image.Point{{0, 0}, {size - 1, 0}, {0, size - 1}, {size - 1, size - 1}} {
			if a := any.RGBAAt(p.X, p.Y).A; a != 0 {
				t.Errorf("any %d: corner %v has alpha %d", size, p, a)
			}
		}
		// The lotus, in wood, at the middle of the crest; the disc's gold around it.
		if c := any.RGBAAt(size/2, size*62/100); c != sprites.WoodDark {
			t.Errorf("any %d: the lotus's middle is %v, want %v", size, c, sprites.WoodDark)
		}
		if c := any.RGBAAt(size/2, size*16/100); c.R < 0xd0 || c.A != 0xff {
			t.Errorf("any %d: the disc above the lotus is %v, want gold", size, c)
		}
	}
}
