package table

import (
	"math"

	"kamon/scenes/ui"
)

// Side is the edge of a shared screen a player sits at in table mode.
type Side int

// Sides, clockwise from the bottom edge.
const (
	SideBottom Side = iota
	SideLeft
	SideTop
	SideRight
)

// Angle is the rotation (radians, clockwise on screen) that turns content
// drawn for the bottom edge to face this side.
func (s Side) Angle() float64 {
	switch s {
	case SideLeft:
		return math.Pi / 2
	case SideTop:
		return math.Pi
	case SideRight:
		return -math.Pi / 2
	}
	return 0
}

// SeatSide is where seat i of n sits on a shared screen: everyone at the
// bottom unless table mode is on; then two players face each other and more
// go round the table clockwise.
func SeatSide(i, n int, tableMode bool) Side {
	if !tableMode || i < 0 {
		return SideBottom
	}
	if n == 2 {
		return [2]Side{SideBottom, SideTop}[i%2]
	}
	return Side(i % 4)
}

// PeopleSides reports which sides of a table in table mode have a person
// sitting at them (human says whether seat i is a person's). With bots
// only, the first seat's side counts, so the game still faces someone.
func PeopleSides(n int, human func(seat int) bool) (people [4]bool) {
	for i := range n {
		s := SeatSide(i, n, true)
		people[s] = people[s] || human(i)
	}
	if people == [4]bool{} {
		people[SeatSide(0, n, true)] = true
	}
	return people
}

// CutStrips cuts from area a strip depth deep along each edge where a
// person sits, a gap inside each, and returns the strips by Side and
// what is left in the middle. The short edges' strips are cut first, so
// they run the whole length and take the corners.
func CutStrips(area ui.Rect, people [4]bool, depth, gap float64) (strips [4]ui.Rect, rest ui.Rect) {
	order := [4]Side{SideLeft, SideRight, SideTop, SideBottom}
	if area.H > area.W {
		order = [4]Side{SideTop, SideBottom, SideLeft, SideRight}
	}
	rest = area
	for _, side := range order {
		if !people[side] {
			continue
		}
		switch side {
		case SideLeft:
			strips[side], rest = ui.CutLeft(rest, depth)
			_, rest = ui.CutLeft(rest, gap)
		case SideRight:
			strips[side], rest = ui.CutRight(rest, depth)
			_, rest = ui.CutRight(rest, gap)
		case SideTop:
			strips[side], rest = ui.CutTop(rest, depth)
			_, rest = ui.CutTop(rest, gap)
		default:
			strips[side], rest = ui.CutBottom(rest, depth)
			_, rest = ui.CutBottom(rest, gap)
		}
	}
	return strips, rest
}
