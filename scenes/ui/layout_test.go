package ui

import (
	"testing"
)

func TestZoomFromPhoneToDesktop(t *testing.T) {
	for _, c := range []struct {
		w, h, want float64
	}{
		{390, 844, 1},     // phone portrait
		{844, 390, 1},     // phone landscape
		{768, 1024, 1.1},  // tablet portrait
		{1024, 768, 1.1},  // tablet landscape
		{1280, 800, 1.3},  // desktop
		{2560, 1440, 2.4}, // big desktop
		{5000, 5000, 2.5}, // capped
	} {
		if got := Zoom(c.w, c.h); got != c.want {
			t.Errorf("Zoom(%v, %v) = %v, want %v", c.w, c.h, got, c.want)
		}
	}
}

func TestCutsPartitionTheRect(t *testing.T) {
	r := Rect{X: 10, Y: 20, W: 100, H: 50}
	top, rest := CutTop(r, 15)
	if top != (Rect{X: 10, Y: 20, W: 100, H: 15}) || rest != (Rect{X: 10, Y: 35, W: 100, H: 35}) {
		t.Errorf("CutTop: %v %v", top, rest)
	}
	bottom, rest := CutBottom(r, 80) // more than there is: clamped
	if bottom != r || rest.H != 0 {
		t.Errorf("CutBottom past the height: %v %v", bottom, rest)
	}
	left, rest := CutLeft(r, 30)
	if left.W != 30 || rest.X != 40 || rest.W != 70 {
		t.Errorf("CutLeft: %v %v", left, rest)
	}
	right, rest := CutRight(r, 30)
	if right.X != 80 || rest.W != 70 || rest.X != 10 {
		t.Errorf("CutRight: %v %v", right, rest)
	}
}

func TestColumnsAndRowsFillWithGaps(t *testing.T) {
	r := Rect{W: 320, H: 100}
	last := Column(r, 3, 2, 10)
	if first := Column(r, 3, 0, 10); first.W != 100 || first.X != 0 {
		t.Errorf("first column %v", first)
	}
	if last.X+last.W != 320 {
		t.Errorf("last column ends at %v, want 320", last.X+last.W)
	}
	if row := Row(Rect{H: 210, W: 5}, 2, 1, 10); row.Y != 110 || row.H != 100 {
		t.Errorf("second row %v", row)
	}
}

func TestGridReflows(t *testing.T) {
	portrait := NewGrid(Rect{W: 360, H: 800}, 4, 160, 0.75, 0, 12)
	landscape := NewGrid(Rect{W: 1200, H: 600}, 4, 160, 0.75, 0, 12)
	if portrait.Cols != 2 || portrait.RowCount != 2 {
		t.Errorf("portrait grid %d×%d, want 2 columns × 2 rows", portrait.Cols, portrait.RowCount)
	}
	if landscape.Cols != 4 || landscape.RowCount != 1 {
		t.Errorf("landscape grid %d×%d, want 4×1", landscape.Cols, landscape.RowCount)
	}
	for _, g := range []Grid{portrait, landscape} {
		last := g.Cell(g.Cols - 1)
		if d := last.X + last.W - g.Area.W; d > 1e-9 || d < -1e-9 {
			t.Errorf("the row does not fill the width: ends at %v of %v", last.X+last.W, g.Area.W)
		}
		if g.TileH != g.TileW*0.75 {
			t.Errorf("aspect not kept: %v×%v", g.TileW, g.TileH)
		}
	}
	if one := NewGrid(Rect{W: 1000}, 1, 100, 0, 50, 10); one.Cols != 1 || one.TileW != 1000 || one.TileH != 50 {
		t.Errorf("a single tile: %+v", one)
	}
	if h := portrait.Height(); h != 2*portrait.TileH+12 {
		t.Errorf("Height = %v", h)
	}
}

func TestCentered(t *testing.T) {
	if c := Centered(Rect{X: 0, Y: 0, W: 100, H: 100}, 40, 200); c != (Rect{X: 30, Y: 0, W: 40, H: 100}) {
		t.Errorf("Centered = %v", c)
	}
}
