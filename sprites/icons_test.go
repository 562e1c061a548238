package sprites

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/svgpath"
)

// count is an svgpath.Builder that only counts segments and tracks the bounding box.
type count struct {
	n                      int
	minX, minY, maxX, maxY float32
}

func (c *count) pt(x, y float32) {
	if c.n == 0 || x < c.minX {
		c.minX = x
	}
	if c.n == 0 || y < c.minY {
		c.minY = y
	}
	if c.n == 0 || x > c.maxX {
		c.maxX = x
	}
	if c.n == 0 || y > c.maxY {
		c.maxY = y
	}
	c.n++
}
func (c *count) MoveTo(x, y float32)                    { c.pt(x, y) }
func (c *count) LineTo(x, y float32)                    { c.pt(x, y) }
func (c *count) QuadTo(x1, y1, x2, y2 float32)          { c.pt(x2, y2) }
func (c *count) CubicTo(x1, y1, x2, y2, x3, y3 float32) { c.pt(x3, y3) }
func (c *count) Close()                                 {}

func TestEveryIconParsesInsideItsViewBox(t *testing.T) {
	names := IconNames()
	if len(names) < 30 {
		t.Fatalf("only %d icons", len(names))
	}
	for _, name := range names {
		src := iconData[name]
		var c count
		if err := svgpath.Parse(src.Path, &c); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if c.n < 3 {
			t.Errorf("%s: only %d points", name, c.n)
		}
		w, h := float32(src.Width), float32(src.Height)
		if c.minX < -1 || c.minY < -1 || c.maxX > w+1 || c.maxY > h+1 {
			t.Errorf("%s: outline (%v,%v)-(%v,%v) leaves its %vx%v view box", name, c.minX, c.minY, c.maxX, c.maxY, w, h)
		}
	}
}

func TestPlayerCrestsAreDistinctIcons(t *testing.T) {
	seenCrest := map[string]bool{}
	seenColor := map[color.RGBA]bool{}
	for i := 0; i < PlayerCount; i++ {
		crest, clr := PlayerCrest(i), PlayerColor(i)
		if !HasIcon(crest) {
			t.Errorf("player %d crest %q is not an icon", i, crest)
		}
		if seenCrest[crest] || seenColor[clr] {
			t.Errorf("player %d repeats crest %q or colour %v", i, crest, clr)
		}
		seenCrest[crest], seenColor[clr] = true, true
	}
	if PlayerCount < 6 {
		t.Errorf("only %d player colours", PlayerCount)
	}
	// Indices wrap instead of panicking.
	if PlayerColor(-1) != PlayerColor(PlayerCount-1) || PlayerCrest(PlayerCount) != PlayerCrest(0) {
		t.Error("player indices do not wrap")
	}
}

func TestIconCreditsNameTheAuthors(t *testing.T) {
	credits := IconCredits()
	for _, want := range []string{"game-icons.net", "CC BY 3.0", "Lorc", "Delapouite", "crossed-swords"} {
		if !strings.Contains(credits, want) {
			t.Errorf("credits lack %q:\n%s", want, credits)
		}
	}
}

func TestDrawIconStaysInItsBox(t *testing.T) {
	needGPU(t)
	const size = 48
	img := ebiten.NewImage(3*size, 3*size)
	defer img.Deallocate()
	for _, name := range IconNames() {
		img.Clear()
		if err := DrawIcon(img, name, size, size, size, color.White); err != nil {
			t.Fatal(err)
		}
		pix, w := readAll(img)
		inside := 0
		for y := 0; y < 3*size; y++ {
			for x := 0; x < 3*size; x++ {
				a := pix[4*(y*w+x)+3]
				if a == 0 {
					continue
				}
				if x < size-1 || x > 2*size || y < size-1 || y > 2*size {
					t.Errorf("%s: pixel (%d,%d) drawn outside its box", name, x, y)
					goto next
				}
				inside++
			}
		}
		if inside < size*size/20 {
			t.Errorf("%s: only %d pixels drawn", name, inside)
		}
	next:
	}
}

func TestDrawUnknownIconIsAnError(t *testing.T) {
	if err := DrawIcon(nil, "no-such-icon", 0, 0, 10, color.White); err == nil {
		t.Error("unknown icon gave no error")
	}
}
