package ui

import "testing"

// A panel finds the place nearest its anchor that covers no control, with
// the gap kept; of two free places it takes the one over less that is
// read; a smaller size serves where the first does not fit; with no free
// place it says so and stands at the anchor.
func TestRoomPlacesPanelsOffControls(t *testing.T) {
	area := Rect{W: 400, H: 300}
	top := Rect{X: 0, Y: 0, W: 400, H: 60}      // a row of controls along the top
	bottom := Rect{X: 0, Y: 240, W: 400, H: 60} // and along the bottom
	r := Room{Area: area, Controls: []Rect{top, bottom}, Gap: 8, AnchorX: 200, AnchorY: 30}
	at, size, ok := r.Place([]Extent{{300, 80}})
	if !ok || size != 0 {
		t.Fatalf("no place for a panel that fits between the rows: %+v %d %v", at, size, ok)
	}
	if at.Y < 68-1e-6 || at.Y+at.H > 232+1e-6 {
		t.Errorf("the panel %+v does not keep the gap from the rows", at)
	}
	if at.Y > 68+1e-6 {
		t.Errorf("the panel %+v is not the nearest its anchor at the top", at)
	}
	if !r.Fits(at) || r.Fits(top) {
		t.Errorf("Fits: the place found %v, the row of controls %v", r.Fits(at), r.Fits(top))
	}

	// A status line read just under the top row: the panel goes below it.
	r.Read = []Rect{{X: 0, Y: 68, W: 400, H: 40}}
	at, _, _ = r.Place([]Extent{{300, 80}})
	if overlap(at, r.Read[0]) > 0 {
		t.Errorf("the panel %+v covers the line read %+v though room was left below it", at, r.Read[0])
	}

	// Too tall for the room left in its first size: the second serves.
	at, size, ok = r.Place([]Extent{{300, 200}, {390, 100}})
	if !ok || size != 1 || at.H != 100 {
		t.Errorf("the second size was not taken: %+v size %d ok %v", at, size, ok)
	}

	// Controls everywhere: no place, the panel at its anchor.
	r.Controls = []Rect{area}
	at, _, ok = r.Place([]Extent{{300, 80}})
	if ok {
		t.Fatalf("a place was found over a screen of controls: %+v", at)
	}
	if cx, _ := at.Center(); cx != 200 || at.Y != 0 {
		t.Errorf("with no place the panel is at %+v, not at its anchor", at)
	}
}

// With room for a panel only over what is read, it covers what can wait
// (told again elsewhere) before anything listed as read, and that before
// what is kept clear, even when that is nearer its anchor; and it still
// goes far to cover nothing at all.
func TestRoomCoversWhatCanWaitFirst(t *testing.T) {
	area := Rect{W: 400, H: 300}
	near := Rect{X: 0, Y: 0, W: 400, H: 100}     // by the anchor
	middle := Rect{X: 0, Y: 100, W: 400, H: 100} // between
	far := Rect{X: 0, Y: 200, W: 400, H: 100}    // the farthest
	cases := []struct {
		name string
		room Room
		want Rect
	}{
		{"read near, later far", Room{Read: []Rect{near, middle}, Later: []Rect{far}}, far},
		{"kept near, read far", Room{Keep: []Rect{near, middle}, Read: []Rect{far}}, far},
		{"later near, kept far", Room{Later: []Rect{near}, Keep: []Rect{middle, far}}, near},
		{"later near, nothing far", Room{Later: []Rect{near, middle}}, far},
	}
	for _, c := range cases {
		c.room.Area, c.room.AnchorX, c.room.AnchorY = area, 200, 0
		at, _, ok := c.room.Place([]Extent{{400, 100}})
		if !ok || at != c.want {
			t.Errorf("%s: the panel stands at %+v (ok %v), want %+v", c.name, at, ok, c.want)
		}
	}
}
