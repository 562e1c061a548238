package main

import (
	"image"
	"image/color"
	"math"
	"testing"

	"kamon/scenes"
	"kamon/sprites"
)

// Probes of what a screenshot must show, in window pixels: a colour at a
// point of a widget, or a share of an area in a colour. A screenshot of
// bare felt, or of a table that draws one thing wrong, fails them.

// shot is a screenshot with the state the app listed for it.
type shot struct {
	name string
	img  image.Image
	st   scenes.AppState
}

// newShot reads NAME.png and the state NAME.json from dir.
func newShot(t *testing.T, dir, name string) shot {
	t.Helper()
	return shot{name: name + ".png", img: readPNG(t, dir, name+".png"), st: readState(t, dir, name+".json")}
}

// newShotOf reads NAME.png from dir, taken without a state of its own:
// st gives its size (and the widgets of the screen it shares).
func newShotOf(t *testing.T, dir, name string, st scenes.AppState) shot {
	t.Helper()
	return shot{name: name + ".png", img: readPNG(t, dir, name+".png"), st: st}
}

// at is the colour at window point (x, y).
func (s shot) at(x, y float64) color.RGBA { return at(s.img, s.st.Scale, x, y) }

// probe fails t unless the colour at (fx, fy) of widget id's rect (as
// fractions of its width and height) is what want accepts.
func (s shot) probe(t *testing.T, id string, fx, fy float64, want func(color.RGBA) bool, what string) {
	t.Helper()
	w := widget(t, s.st, id)
	x, y := w.X+w.W*fx, w.Y+w.H*fy
	if c := s.at(x, y); !want(c) {
		t.Errorf("%s: %s at (%.0f, %.0f) is drawn %v, want %s", s.name, id, x, y, c, what)
	}
}

// share is the part of the window rect (x, y, w, h) whose pixels want
// accepts, sampled every physical pixel.
func (s shot) share(x, y, w, h float64, want func(color.RGBA) bool) float64 {
	n, in := 0, 0
	b := s.img.Bounds()
	x0, y0 := max(int(x*s.st.Scale), b.Min.X), max(int(y*s.st.Scale), b.Min.Y)
	x1, y1 := min(int((x+w)*s.st.Scale), b.Max.X), min(int((y+h)*s.st.Scale), b.Max.Y)
	for py := y0; py < y1; py++ {
		for px := x0; px < x1; px++ {
			n++
			if want(color.RGBAModel.Convert(s.img.At(px, py)).(color.RGBA)) {
				in++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(in) / float64(n)
}

// shade accepts base as the app draws it lit or shaded: mixed with up to
// 35% of paper or of ink (gradients, a card's sheen), to within 40 in RGB,
// and closer to base than to any other seat colour so mixed.
func shade(base color.RGBA) func(color.RGBA) bool { return shadeMix(base, 0.35) }

// shadeMix is shade with up to dark of ink (a clan tile no one may draft
// darkens its colour).
func shadeMix(base color.RGBA, dark float64) func(color.RGBA) bool {
	return func(c color.RGBA) bool {
		d := shadeDist(c, base, dark)
		if d > 40 {
			return false
		}
		for i := range sprites.PlayerCount {
			if o := sprites.PlayerColor(i); o != base && shadeDist(c, o, dark) < d {
				return false
			}
		}
		return true
	}
}

// shadeDist is how far c is from base mixed with up to 35% of paper or
// dark of ink.
func shadeDist(c, base color.RGBA, dark float64) float64 {
	best := math.Inf(1)
	for _, mix := range []struct {
		with color.RGBA
		most float64
	}{{sprites.Paper, 0.35}, {sprites.Ink, dark}} {
		for f := 0.0; f <= mix.most+1e-9; f += 0.05 {
			m := sprites.Mix(base, mix.with, f)
			dr, dg, db := float64(c.R)-float64(m.R), float64(c.G)-float64(m.G), float64(c.B)-float64(m.B)
			best = math.Min(best, math.Sqrt(dr*dr+dg*dg+db*db))
		}
	}
	return best
}

// cardBackLike is the red-brown back of a card lying face down.
func cardBackLike(c color.RGBA) bool {
	return c.R > 120 && c.R < 200 && c.G < 120 && c.B < 100 && int(c.R)-int(c.G) > 40
}

// shareIn is the part of widget id's rect that want accepts.
func (s shot) shareIn(t *testing.T, id string, want func(color.RGBA) bool) float64 {
	t.Helper()
	w := widget(t, s.st, id)
	return s.share(w.X, w.Y, w.W, w.H, want)
}

// shareAround is the part of the ring around widget id's rect, out to
// grow times its size on every side, that want accepts.
func (s shot) shareAround(t *testing.T, id string, grow float64, want func(color.RGBA) bool) float64 {
	t.Helper()
	w := widget(t, s.st, id)
	gx, gy := w.W*grow, w.H*grow
	all := s.share(w.X-gx, w.Y-gy, w.W+2*gx, w.H+2*gy, want) * (w.W + 2*gx) * (w.H + 2*gy)
	in := s.share(w.X, w.Y, w.W, w.H, want) * w.W * w.H
	return (all - in) / ((w.W+2*gx)*(w.H+2*gy) - w.W*w.H)
}

// probePage checks a page of text (the game log, the rules): the paper
// of its scroll view id, with words on it.
func probePage(t *testing.T, s shot, id string) {
	t.Helper()
	paper, ink := s.shareIn(t, id, paperLike), s.shareIn(t, id, func(c color.RGBA) bool { return int(c.R)+int(c.G)+int(c.B) < 300 })
	if paper < 0.6 || paper+ink < 0.9 || ink < 0.01 {
		t.Errorf("%s: %s is %.0f%% paper and %.1f%% ink, want words on paper", s.name, id, 100*paper, 100*ink)
	}
}
