package main

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"

	"kamon/sprites/svgpath"
)

// outline records what svgpath draws of a path: every point, in order.
type outline struct{ pts []float64 }

func (o *outline) MoveTo(x, y float32)           { o.pts = append(o.pts, -1, float64(x), float64(y)) }
func (o *outline) LineTo(x, y float32)           { o.pts = append(o.pts, -2, float64(x), float64(y)) }
func (o *outline) QuadTo(x1, y1, x2, y2 float32) { o.add(-3, x1, y1, x2, y2) }
func (o *outline) CubicTo(x1, y1, x2, y2, x3, y3 float32) {
	o.add(-4, x1, y1, x2, y2, x3, y3)
}
func (o *outline) Close() { o.pts = append(o.pts, -5) }
func (o *outline) add(kind float64, v ...float32) {
	o.pts = append(o.pts, kind)
	for _, x := range v {
		o.pts = append(o.pts, float64(x))
	}
}

// farthest is how far apart the outlines of two paths are, point by point; an error when they
// are not drawn with the same commands.
func farthest(a, b string) (float64, error) {
	var oa, ob outline
	if err := svgpath.Parse(a, &oa); err != nil {
		return 0, err
	}
	if err := svgpath.Parse(b, &ob); err != nil {
		return 0, err
	}
	if len(oa.pts) != len(ob.pts) {
		return 0, fmt.Errorf("%d numbers drawn, then %d", len(oa.pts), len(ob.pts))
	}
	worst := 0.0
	for i := range oa.pts {
		worst = math.Max(worst, math.Abs(oa.pts[i]-ob.pts[i]))
	}
	return worst, nil
}

func TestRoundPathMovesPointsByAFractionOfAUnit(t *testing.T) {
	// A point drawn is within 0.05 of its place; a control point that S or T reflects from
	// the one before, and an arc whose ends move (its radii do not), a little farther.
	for d, within := range map[string]float64{
		"M10.04 10.06L500.123 10.0449L250.55 400.96z":                                             0.05,
		"m1.234 2.345l.555.555l.555.555l.555.555l.555.555l.555.555l.555.555h1.26v-3.33zm3 3l1 1z": 0.05,
		"M0 0 1.26 1.26 2.52 2.52 3.78 3.78":                                                      0.05, // a move's repeats are lines
		"M1 1c1.111 2.222 3.333 4.444 5.555 6.666s1.05 2.05 3.15 4.15q.33.33 .66 .66t2.22 2.22":   0.15,
		"M100 100a50.04 40.06 12.34 1 0 10.55-20.45a5 5 0 01.5.5":                                 0.25,
	} {
		r, err := roundPath(d)
		if err != nil {
			t.Fatalf("roundPath(%q): %v", d, err)
		}
		if far, err := farthest(d, r); err != nil || far > within+1e-4 {
			t.Errorf("roundPath(%q) = %q: points %v apart (%v), want at most %v", d, r, far, err, within)
		}
		if again, _ := roundPath(r); again != r {
			t.Errorf("rounding %q again gives %q", r, again)
		}
	}
	for _, bad := range []string{"M1", "M1 1 X", "M1 1a1 1 0 2 0 3 3", "1 1"} {
		if _, err := roundPath(bad); err == nil {
			t.Errorf("roundPath(%q) accepted it", bad)
		}
	}
}

// The icons Kamon draws: each outline stays within a fraction of a unit of game-icons' (the
// icons are 512 units wide), and all of them take a quarter less.
func TestIconsAreRoundedToTenths(t *testing.T) {
	set, err := readSet("node_modules/@iconify-json/game-icons/icons.json")
	if err != nil {
		t.Skip("the icon set is not installed here (cd tools/icons && npm ci):", err)
	}
	f, err := os.Open("icons.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, err := readList(f)
	if err != nil {
		t.Fatal(err)
	}
	before, after := 0, 0
	for _, e := range entries {
		d, err := pathData(set.Icons[e.Source].Body)
		if err != nil {
			t.Fatal(err)
		}
		r, err := roundPath(d)
		if err != nil {
			t.Fatal(err)
		}
		far, err := farthest(d, r)
		if err != nil || far > 0.2 {
			t.Errorf("%s: %v apart (%v)", e.Name, far, err)
		}
		before, after = before+len(d), after+len(r)
		t.Logf("%s: %d → %d bytes, %s apart at most", e.Name, len(d), len(r), strconv.FormatFloat(far, 'f', 3, 64))
	}
	if after > before*3/4 {
		t.Errorf("the outlines went from %d to %d bytes only", before, after)
	}
	t.Logf("all: %d → %d bytes", before, after)
}
