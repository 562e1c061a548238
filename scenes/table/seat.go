package table

import (
	"math"
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
