package svgpath

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// recorder writes every command as text with coordinates rounded to 3 decimals.
type recorder struct{ ops []string }

func r3(v float32) string {
	s := fmt.Sprintf("%.3f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

func (r *recorder) add(op string, v ...float32) {
	parts := []string{op}
	for _, x := range v {
		parts = append(parts, r3(x))
	}
	r.ops = append(r.ops, strings.Join(parts, " "))
}

func (r *recorder) MoveTo(x, y float32)                    { r.add("M", x, y) }
func (r *recorder) LineTo(x, y float32)                    { r.add("L", x, y) }
func (r *recorder) QuadTo(x1, y1, x2, y2 float32)          { r.add("Q", x1, y1, x2, y2) }
func (r *recorder) CubicTo(x1, y1, x2, y2, x3, y3 float32) { r.add("C", x1, y1, x2, y2, x3, y3) }
func (r *recorder) Close()                                 { r.add("Z") }

func parse(t *testing.T, d string) []string {
	t.Helper()
	var r recorder
	if err := Parse(d, &r); err != nil {
		t.Fatalf("Parse(%q): %v", d, err)
	}
	return r.ops
}

func TestParseCommands(t *testing.T) {
	cases := []struct {
		d    string
		want string
	}{
		{"M10 20 L30 40", "M 10 20|L 30 40"},
		{"M10,20L30,40Z", "M 10 20|L 30 40|Z"},
		// Implicit repeats: extra pairs after m are relative linetos.
		{"m10 10 20 0 0 20z", "M 10 10|L 30 10|L 30 30|Z"},
		{"M0 0 L1 1 2 2", "M 0 0|L 1 1|L 2 2"},
		{"M5 5 H10 V20 h-5 v-5", "M 5 5|L 10 5|L 10 20|L 5 20|L 5 15"},
		{"M0 0 H1 2 3", "M 0 0|L 1 0|L 2 0|L 3 0"},
		// Compact numbers: signs and second dots start new numbers, exponents belong to theirs.
		{"M1.5.5-1e1 2E+1", "M 1.5 0.5|L -10 20"},
		{"M-.5-.5l.25.25", "M -0.5 -0.5|L -0.25 -0.25"},
		{"M1e-1 +2", "M 0.1 2"},
		// S reflects the previous cubic's second control point.
		{"M0 0 C0 10 10 10 10 0 S20 -10 20 0", "M 0 0|C 0 10 10 10 10 0|C 10 -10 20 -10 20 0"},
		// S after a non-curve uses the current point as first control.
		{"M0 0 L5 0 S10 10 15 0", "M 0 0|L 5 0|C 5 0 10 10 15 0"},
		{"M0 0 c0 10 10 10 10 0 s10 -10 10 0", "M 0 0|C 0 10 10 10 10 0|C 10 -10 20 -10 20 0"},
		// T reflects the previous quadratic's control point, chained.
		{"M0 0 Q5 10 10 0 T20 0 T30 0", "M 0 0|Q 5 10 10 0|Q 15 -10 20 0|Q 25 10 30 0"},
		{"M0 0 T10 0", "M 0 0|Q 0 0 10 0"},
		{"M0 0 q5 10 10 0 t10 0", "M 0 0|Q 5 10 10 0|Q 15 -10 20 0"},
		// After a close, drawing goes on from the subpath start.
		{"M10 10 l10 0 z l0 10", "M 10 10|L 20 10|Z|M 10 10|L 10 20"},
		{"M10 10 L20 10 Z M0 0 L1 1", "M 10 10|L 20 10|Z|M 0 0|L 1 1"},
		{"  \n\tM 1 , 2 \r\n", "M 1 2"},
		{"", ""},
	}
	for _, c := range cases {
		got := strings.Join(parse(t, c.d), "|")
		if got != c.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", c.d, got, c.want)
		}
	}
}

func TestArcs(t *testing.T) {
	// A half circle of radius 10 from (0,0) to (20,0), sweeping clockwise on screen (y down),
	// passes over the top at (10,-10) as two quarter-turn cubics.
	k := float32(10 * 4.0 / 3.0 * math.Tan(math.Pi/8))
	want := fmt.Sprintf("M 0 0|C 0 %s %s -10 10 -10|C %s -10 20 %s 20 0", r3(-k), r3(10-k), r3(10+k), r3(-k))
	for _, d := range []string{
		"M0 0 A10 10 0 0 1 20 0",
		"M0 0 a10 10 0 0 1 20 0",
		"M0 0 a10,10,0,0,1,20,0",
		"M0 0 A1 1 0 0 1 20 0",     // radii too small are scaled up to reach
		"M0 0 A-10 -10 0 0 1 20 0", // negative radii count as their magnitude
	} {
		if got := strings.Join(parse(t, d), "|"); got != want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", d, got, want)
		}
	}
	// The other sweep goes under, through (10,10).
	got := parse(t, "M0 0 A10 10 0 0 0 20 0")
	if len(got) != 3 || !strings.HasSuffix(got[1], " 10 10") {
		t.Errorf("counter-clockwise half circle = %v, want its middle at (10,10)", got)
	}
	// Flags need no separators: large arc, sweep, then the end point.
	got = parse(t, "M0 0a10 10 0 1120 0")
	if len(got) != 3 || got[2][len(got[2])-4:] != "20 0" {
		t.Errorf("compact flags: %v", got)
	}
	// The large arc over a chord of 20 on a circle of radius 20 turns 300 degrees: 4 cubics,
	// whose top passes through the far side of the circle at (10, -37.32).
	got = parse(t, "M0 0 A20 20 0 1 1 20 0")
	if len(got) != 5 || !strings.HasSuffix(got[2], " 10 -37.321") {
		t.Errorf("large arc: %v, want 4 cubics over (10,-37.321)", got)
	}
	// Degenerate arcs: zero radius is a line, the same point is nothing.
	if got := strings.Join(parse(t, "M0 0 A0 5 0 0 1 7 8"), "|"); got != "M 0 0|L 7 8" {
		t.Errorf("zero radius arc = %s", got)
	}
	if got := strings.Join(parse(t, "M3 3 A5 5 0 0 1 3 3"), "|"); got != "M 3 3" {
		t.Errorf("arc to the same point = %s", got)
	}
	// A rotated ellipse still lands exactly on its end point.
	got = parse(t, "M0 0 A30 10 45 0 1 20 20")
	if last := got[len(got)-1]; !strings.HasSuffix(last, " 20 20") {
		t.Errorf("rotated arc ends at %s, want 20 20", last)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		d      string
		offset int
		msg    string
	}{
		{"L10 10", 0, "moveto"},
		{"M10", 3, "expected a number"},
		{"M10 10 X 5", 7, "unknown command"},
		{"M1e999 0", 1, "out of range"},
		{"M0 1e39", 3, "out of range"}, // fine as a float64, infinite as a float32
		{"M0 0 A10 10 0 2 1 5 5", 14, "arc flag"},
		{"M0 0 L", 6, "expected a number"},
		{"M0 0 C1 2 3", 11, "expected a number"},
		{"M0 0 Z 5", 7, "unknown command"},
		{"M . 5", 2, "expected a number"},
		{"M0 0 L1e 2", 7, "expected a number"}, // "1e" without digits is 1, then "e",
	}
	for _, c := range cases {
		var r recorder
		err := Parse(c.d, &r)
		var pe *Error
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a *svgpath.Error", c.d, err)
			continue
		}
		if pe.Offset != c.offset || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("Parse(%q) = %v, want offset %d and %q", c.d, err, c.offset, c.msg)
		}
	}
}

// finite checks that every coordinate handed to the builder is a real number.
type finite struct{ bad bool }

func (f *finite) check(v ...float32) {
	for _, x := range v {
		if math.IsNaN(float64(x)) {
			f.bad = true
		}
	}
}
func (f *finite) MoveTo(x, y float32)                    { f.check(x, y) }
func (f *finite) LineTo(x, y float32)                    { f.check(x, y) }
func (f *finite) QuadTo(x1, y1, x2, y2 float32)          { f.check(x1, y1, x2, y2) }
func (f *finite) CubicTo(x1, y1, x2, y2, x3, y3 float32) { f.check(x1, y1, x2, y2, x3, y3) }
func (f *finite) Close()                                 {}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"M10 20 L30 40Z", "m10 10 20 0 0 20z", "M0 0 C0 10 10 10 10 0 S20 -10 20 0",
		"M0 0 Q5 10 10 0 T20 0", "M0 0a10 10 0 1120 0", "M1.5.5-1e1 2E+1", "M0 0 A30 10 45 0 1 20 20",
		"M0 0 A1e300 1e-300 90 1 0 1e300 -1e300", "M0 0 H1 V2 h3 v4 z l1 1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, d string) {
		var b finite
		err := Parse(d, &b)
		if err == nil && b.bad {
			t.Errorf("Parse(%q) produced NaN coordinates", d)
		}
		var pe *Error
		if err != nil && !errors.As(err, &pe) {
			t.Errorf("Parse(%q) returned %T, want *svgpath.Error", d, err)
		}
		if pe != nil && (pe.Offset < 0 || pe.Offset > len(d)) {
			t.Errorf("Parse(%q) error offset %d out of range", d, pe.Offset)
		}
	})
}
