// Command appicons draws the browser app's icons from Kamon's crest, the menu's golden disc
// with the lotus (scenes' Menu.drawHead), and writes the web app manifest that lists them, its
// colours taken from the sprites palette. Installers want 192 and 512 px icons, in two kinds:
// "any", the crest on a clear ground, and "maskable", the crest inside the middle 80% of a
// full felt square that a launcher may cut to a circle, a squircle or a rounded square.
// apple-touch-icon.png is the 180 px one iOS takes, opaque like the maskable ones.
//
// Its output is committed under wasm/ (the bundle build copies it); run it again after
// changing the crest, the palette or the list below, from the repository root:
//
//	go run ./tools/appicons            # writes wasm/manifest.webmanifest and wasm/icons/
//
// A test fails while the committed files differ from what it draws.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"golang.org/x/image/vector"

	"kamon/sprites"
	"kamon/sprites/svgpath"
)

func main() {
	out := flag.String("out", "wasm", "directory of the page: the manifest goes there, the icons in its icons/")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "appicons:", err)
		os.Exit(1)
	}
}

// icon is one PNG the manifest lists (or the page links, for apple-touch-icon).
type icon struct {
	file     string
	size     int
	maskable bool
	listed   bool // in the manifest
}

var icons = []icon{
	{"icon-192.png", 192, false, true},
	{"icon-512.png", 512, false, true},
	{"icon-maskable-192.png", 192, true, true},
	{"icon-maskable-512.png", 512, true, true},
	{"apple-touch-icon.png", 180, true, false},
}

// files returns every file the tool writes, by path relative to the page's directory.
func files() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, ic := range icons {
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, drawIcon(ic.size, ic.maskable)); err != nil {
			return nil, err
		}
		out["icons/"+ic.file] = buf.Bytes()
	}
	m, err := manifest()
	if err != nil {
		return nil, err
	}
	out["manifest.webmanifest"] = m
	return out, nil
}

func write(dir string) error {
	fs, err := files()
	if err != nil {
		return err
	}
	for name, data := range fs {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// manifestIcon and webManifest are the fields of the web app manifest Kamon uses.
type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

type webManifest struct {
	ID              string         `json:"id"`
	Name            string         `json:"name"`
	ShortName       string         `json:"short_name"`
	Description     string         `json:"description"`
	Lang            string         `json:"lang"`
	StartURL        string         `json:"start_url"`
	Scope           string         `json:"scope"`
	Display         string         `json:"display"`
	Orientation     string         `json:"orientation"`
	BackgroundColor string         `json:"background_color"`
	ThemeColor      string         `json:"theme_color"`
	Categories      []string       `json:"categories"`
	Icons           []manifestIcon `json:"icons"`
}

// manifest is the web app manifest. Paths are relative to it, so the bundle works from any
// folder of a host. Standalone, not fullscreen: the app's own button takes the whole screen
// where the person wants it (and the device allows it), remembered per device.
func manifest() ([]byte, error) {
	m := webManifest{
		ID:              "./",
		Name:            "Kamon",
		ShortName:       "Kamon",
		Description:     "Mana, Shinobi, Le Dernier Peuple and Gosu X: four tabletop games against bots or with friends around one screen.",
		Lang:            "en",
		StartURL:        "./",
		Scope:           "./",
		Display:         "standalone",
		Orientation:     "any",
		BackgroundColor: hex(sprites.FeltDark),
		ThemeColor:      hex(sprites.FeltDark),
		Categories:      []string{"games", "entertainment"},
	}
	for _, ic := range icons {
		if !ic.listed {
			continue
		}
		purpose := "any"
		if ic.maskable {
			purpose = "maskable"
		}
		m.Icons = append(m.Icons, manifestIcon{Src: "icons/" + ic.file, Sizes: fmt.Sprintf("%dx%d", ic.size, ic.size), Type: "image/png", Purpose: purpose})
	}
	data, err := json.MarshalIndent(m, "", "  ")
	return append(data, '\n'), err
}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// The crest as the menu draws it, in units of its radius: the disc's ring, the inner ring at
// 0.86 and its width, the lotus 1.25 radii wide.
const (
	ringWidth      = 2.0 / 38
	innerRing      = 0.86
	innerRingWidth = 1.0 / 38
	lotusSize      = 1.25
	// A maskable icon keeps what matters inside the circle of 40% of its side around the
	// middle (the W3C's safe zone); the crest's disc takes 36%.
	maskableRadius = 0.36
	// An "any" icon fills its square but for a margin for the drop shadow.
	anyRadius = 0.46
)

// drawIcon draws the crest on a size×size image.
func drawIcon(size int, maskable bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	c := s / 2
	rad := s * anyRadius
	if maskable {
		draw.Draw(img, img.Bounds(), image.NewUniform(sprites.FeltDark), image.Point{}, draw.Src)
		rad = s * maskableRadius
	}
	shadow := rad * 3 / 38
	fill(img, circle(c, c+shadow, rad, false), image.NewUniform(sprites.ShadowColor)) // premultiplied, as image/draw takes it
	top, bottom := sprites.Mix(sprites.AccentColor, sprites.Paper, 0.35), sprites.AccentColor
	fill(img, circle(c, c, rad, false), gradient{top: top, bottom: bottom, y0: c - rad, y1: c + rad})
	fill(img, ring(c, c, rad, rad*ringWidth), image.NewUniform(sprites.WoodDark))
	fill(img, ring(c, c, rad*innerRing, rad*innerRingWidth), image.NewUniform(sprites.Fade(sprites.WoodDark, 0.6)))
	fill(img, lotus(c, c, rad*lotusSize), image.NewUniform(sprites.WoodDark))
	return img
}

// shape is an outline for the rasterizer, in pixels.
type shape func(z *vector.Rasterizer)

func fill(dst *image.RGBA, sh shape, src image.Image) {
	b := dst.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	sh(z)
	z.Draw(dst, b, src, image.Point{})
}

// circle is a polygon fine enough to pass for a circle at any icon size (under a tenth of a
// pixel from the true one at 512 px), clockwise or not: a hole is a circle the other way round.
func circle(cx, cy, r float64, reverse bool) shape {
	return func(z *vector.Rasterizer) { addCircle(z, cx, cy, r, reverse) }
}

func addCircle(z *vector.Rasterizer, cx, cy, r float64, reverse bool) {
	const n = 256
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		if reverse {
			a = -a
		}
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// ring is a circle's stroke of width w centred on radius r.
func ring(cx, cy, r, w float64) shape {
	w = math.Max(w, 1)
	return func(z *vector.Rasterizer) {
		addCircle(z, cx, cy, r+w/2, false)
		addCircle(z, cx, cy, r-w/2, true)
	}
}

// lotus is the lotus icon centred on (cx, cy), size wide, as sprites draws it.
func lotus(cx, cy, size float64) shape {
	return func(z *vector.Rasterizer) {
		d, w, h, ok := sprites.IconOutline("lotus")
		if !ok {
			return
		}
		k := size / float64(max(w, h))
		b := placed{z: z, k: float32(k), dx: float32(cx - k*float64(w)/2), dy: float32(cy - k*float64(h)/2)}
		if err := svgpath.Parse(d, b); err != nil {
			panic(err) // the embedded icon data is parsed by sprites' tests as well
		}
	}
}

// placed feeds an outline to the rasterizer scaled by k and moved by (dx, dy).
type placed struct {
	z         *vector.Rasterizer
	k, dx, dy float32
}

func (p placed) at(x, y float32) (float32, float32) { return x*p.k + p.dx, y*p.k + p.dy }

func (p placed) MoveTo(x, y float32) { p.z.MoveTo(p.at(x, y)) }
func (p placed) LineTo(x, y float32) { p.z.LineTo(p.at(x, y)) }
func (p placed) QuadTo(x1, y1, x2, y2 float32) {
	ax, ay := p.at(x1, y1)
	bx, by := p.at(x2, y2)
	p.z.QuadTo(ax, ay, bx, by)
}
func (p placed) CubicTo(x1, y1, x2, y2, x3, y3 float32) {
	ax, ay := p.at(x1, y1)
	bx, by := p.at(x2, y2)
	cx, cy := p.at(x3, y3)
	p.z.CubeTo(ax, ay, bx, by, cx, cy)
}
func (p placed) Close() { p.z.ClosePath() }

// gradient is a vertical blend from top at y0 to bottom at y1, as sprites' GradientCircle.
type gradient struct {
	top, bottom color.RGBA
	y0, y1      float64
}

func (g gradient) ColorModel() color.Model { return color.RGBAModel }
func (g gradient) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}
func (g gradient) At(_, y int) color.Color {
	return sprites.Mix(g.top, g.bottom, (float64(y)+0.5-g.y0)/(g.y1-g.y0))
}
