package sprites

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/text"
)

// renderGallery draws the gallery offscreen, writes out/gallery.png and returns its pixels.
func renderGallery(t *testing.T) *image.RGBA {
	t.Helper()
	img := ebiten.NewImage(GalleryWidth, GalleryHeight)
	defer img.Deallocate()
	DrawGallery(img)
	rgba := image.NewRGBA(image.Rect(0, 0, GalleryWidth, GalleryHeight))
	img.ReadPixels(rgba.Pix)
	out := filepath.Join("..", "out")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(out, "gallery.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
	return rgba
}

// dist is the sum of absolute channel differences of two opaque colours.
func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

func TestGallery(t *testing.T) {
	needGPU(t)
	pix := renderGallery(t)
	g := gallery()
	at := func(x, y float64) color.RGBA { return pix.RGBAAt(int(x), int(y)) }
	cardsPanel := g.sections[2]
	// The panel behind the cards shades only vertically: its left margin gives the
	// background of any row.
	background := func(y float64) color.RGBA { return at(cardsPanel.X+6, y) }

	for i, c := range g.cards {
		r, u := c.rect, c.rect.W/100
		// The art window shows the card's colour (darkened on a dimmed card).
		want := c.face.Color
		if c.face.Dim {
			want = Mix(want, Ink, 0.45)
		}
		y := r.Y + r.H*0.45
		if got := at(r.X+15*u, y); dist(got, want) > 110 || dist(got, background(y)) < 60 {
			t.Errorf("card %d: art window pixel %v, want near %v and unlike the panel %v", i, got, want, background(y))
		}
		// Below the window the card is paper (shaded toward the bottom, with grain).
		if got := at(r.X+r.W/2, r.Y+r.H*0.6); !c.face.Dim && dist(got, Mix(Paper, PaperShade, 0.6)) > 50 {
			t.Errorf("card %d: face below the window %v, want paper", i, got)
		}
		if c.face.Highlight {
			continue // a gold glow surrounds it
		}
		// The pixel at the very corner lies outside the rounded corner: it is background.
		for _, corner := range [][2]float64{{r.X + 0.5, r.Y + 0.5}, {r.X + r.W - 1.5, r.Y + 0.5}} {
			if got := at(corner[0], corner[1]); dist(got, background(corner[1])) > 30 {
				t.Errorf("card %d: corner pixel %v at %v, want background %v", i, got, corner, background(corner[1]))
			}
		}
	}

	for _, ic := range g.icons {
		inside, outside := 0, 0
		for y := int(ic.cell.Y) + 1; y < int(ic.cell.Y+ic.cell.H)-1; y++ {
			for x := int(ic.cell.X) + 1; x < int(ic.cell.X+ic.cell.W)-1; x++ {
				changed := dist(pix.RGBAAt(x, y), ButtonColor) > 6
				fx, fy := float64(x), float64(y)
				switch {
				case ic.box.Contains(fx, fy):
					if changed {
						inside++
					}
				case ic.box.Inset(-1.5).Contains(fx, fy):
					// The anti-aliased edge may touch the box's border pixels.
				case changed:
					outside++
				}
			}
		}
		if area := int(ic.box.W * ic.box.H); inside < area/15 {
			t.Errorf("icon %s: only %d of %d pixels drawn in its box", ic.name, inside, area)
		}
		if outside > 0 {
			t.Errorf("icon %s: %d pixels drawn outside its box", ic.name, outside)
		}
	}

	// A Daimyo is clearly not a Ronin, and every piece covers its spot.
	ronin, daimyo := g.pieces[0], g.pieces[1]
	differ, total := 0, 0
	for dy := -ronin.r; dy < ronin.r; dy++ {
		for dx := -ronin.r; dx < ronin.r; dx++ {
			total++
			if dist(at(ronin.cx+dx, ronin.cy+dy), at(daimyo.cx+dx, daimyo.cy+dy)) > 60 {
				differ++
			}
		}
	}
	if differ < total/8 {
		t.Errorf("Daimyo and Ronin differ in only %d of %d pixels", differ, total)
	}
	piecesPanel := g.sections[4]
	for i, p := range g.pieces {
		bg := at(piecesPanel.X+6, p.cy)
		if got := at(p.cx, p.cy); dist(got, bg) < 40 {
			t.Errorf("piece %d (%s): centre %v looks like the panel %v", i, p.label, got, bg)
		}
	}

	// The flip narrows the card: at 0.45 it is a sliver of its width at 0.
	width := func(tr Transform) int {
		n := 0
		for x := tr.X - tr.W; x < tr.X+tr.W; x++ {
			if dist(at(x, tr.Y), background(tr.Y)) > 40 {
				n++
			}
		}
		return n
	}
	flat, edge := width(g.flips[0]), width(g.flips[2])
	if flat < int(g.flips[0].W*0.9) || edge > flat/3 {
		t.Errorf("flip widths: %d px face down, %d px at 0.45", flat, edge)
	}
}

func TestCardCornersAreTransparent(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(300, 400)
	defer img.Deallocate()
	for _, w := range []float64{60, 120, 240} {
		img.Clear()
		r := Rect{20, 20, w, w * cardAspect}
		DrawCardFace(img, r, CardFace{Title: "Test", Corner: "9", Color: PlayerColor(1), Crest: "wave"})
		pix, stride := readAll(img)
		if a := pixel(pix, stride, 20, 20).A; a > 8 {
			t.Errorf("width %v: top-left corner alpha %d, want transparent", w, a)
		}
		if a := pixel(pix, stride, int(r.X+r.W)-1, 20).A; a > 8 {
			t.Errorf("width %v: top-right corner alpha %d, want transparent", w, a)
		}
		cx, cy := r.Center()
		if a := pixel(pix, stride, int(cx), int(cy)).A; a != 255 {
			t.Errorf("width %v: centre alpha %d, want opaque", w, a)
		}
	}
}

func TestIdleDrawingAllocatesNothing(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(400, 400)
	defer img.Deallocate()
	face := CardFace{Title: "A", Corner: "1", Color: PlayerColor(0), Crest: "sun"}
	rest := TransformAt(Rect{10, 10, 100, 140})
	flying := rest
	flying.Rot, flying.Scale, flying.Alpha, flying.FlipProgress = 0.3, 1.2, 0.5, 0.7
	piece := Piece{Color: WoodWhite, Symbol: "ninja", Crown: true, Alpha: 1}
	draws := map[string]func(){
		"card at rest":   func() { DrawCard(img, &face, rest) },
		"card in flight": func() { DrawCard(img, &face, flying) },
		"card back":      func() { DrawCardBack(img, Rect{10, 10, 100, 140}, 2) },
		"piece":          func() { DrawPiece(img, 50, 50, 20, piece) },
		"pawn":           func() { DrawPawn(img, 50, 50, 20, piece) },
		"icon":           func() { _ = DrawIcon(img, "sun", 1, 1, 40, Paper) },
		"round rect":     func() { FillRoundRect(img, Rect{1, 1, 50, 50}, 5, Paper) },
		"gradient":       func() { GradientCircle(img, 30, 30, 20, Paper, Ink) },
		"panel":          func() { Panel(img, Rect{1, 1, 50, 50}, 5) },
		"text":           func() { text.Draw(img, "Ab", 1, 1, text.Style{Size: 14, Color: TextColor}) },
		"wrapped text":   func() { text.DrawWrapped(img, "Ab cd", 1, 1, 30, text.Style{Size: 14, Color: Fade(Ink, 0.5)}) },
	}
	for name, draw := range draws {
		draw() // the first call renders into the cache
		if n := testing.AllocsPerRun(50, draw); n != 0 {
			t.Errorf("%s: %v allocations per draw, want 0", name, n)
		}
	}
}

func TestCacheStaysWithinBudget(t *testing.T) {
	needGPU(t)
	ClearCache()
	saved := sprites.budget
	sprites.budget = 400 * 400
	defer func() { sprites.budget = saved; ClearCache() }()
	img := ebiten.NewImage(300, 300)
	defer img.Deallocate()
	face := CardFace{Title: "Size", Corner: "3", Color: PlayerColor(2), Crest: "pine"}
	for w := 40.0; w < 200; w += 7 {
		DrawCardFace(img, Rect{0, 0, w, w * cardAspect}, face)
		if sprites.pixels > sprites.budget && len(sprites.entries) > 1 {
			t.Fatalf("cache holds %d pixels in %d images, over its budget of %d", sprites.pixels, len(sprites.entries), sprites.budget)
		}
	}
	// The most recent size is still cached: drawing it again renders nothing new.
	n := len(sprites.entries)
	DrawCardFace(img, Rect{0, 0, 194, 194 * cardAspect}, face)
	if len(sprites.entries) != n {
		t.Errorf("redrawing the last size changed the cache from %d to %d images", n, len(sprites.entries))
	}
	ClearCache()
	if len(sprites.entries) != 0 || sprites.pixels != 0 || sprites.head != nil || sprites.tail != nil {
		t.Errorf("ClearCache left %d images, %d pixels", len(sprites.entries), sprites.pixels)
	}
}

func TestBadTransformsDrawNothing(t *testing.T) {
	needGPU(t)
	img := ebiten.NewImage(100, 100)
	defer img.Deallocate()
	face := CardFace{Title: "X", Color: PlayerColor(0)}
	nan := 0.0
	nan /= nan
	for _, tr := range []Transform{
		{X: 50, Y: 50, W: 40, H: 60},                               // zero scale and alpha
		{X: nan, Y: 50, W: 40, H: 60, Scale: 1, Alpha: 1},          // NaN position
		{X: 50, Y: 50, W: 4, H: 6, Scale: 1, Alpha: 1},             // too small to draw
		{X: 50, Y: 50, W: 40, H: 60, Scale: -1, Alpha: 1},          // negative scale
		{X: 50, Y: 50, W: 40, H: 60, Scale: 1, Alpha: 1, Rot: nan}, // NaN rotation
	} {
		DrawCard(img, &face, tr)
		DrawPieceTransformed(img, Piece{Color: WoodWhite, Alpha: 1}, tr)
	}
	DrawCard(nil, &face, TransformAt(Rect{0, 0, 40, 60}))
	pix, _ := readAll(img)
	for i, b := range pix {
		if b != 0 {
			t.Fatalf("byte %d = %d: a bad transform drew something", i, b)
		}
	}
}
