// Package svgpath parses SVG path data (the d attribute) into move, line, quadratic, cubic and
// close commands. It covers every command of SVG 1.1 (M L H V C S Q T A Z, absolute and
// relative, implicit repeats); elliptical arcs become cubic béziers. Pure Go: *vector.Path from
// ebiten satisfies Builder directly.
package svgpath

import (
	"fmt"
	"math"
	"strconv"
)

// Builder receives the parsed outline in absolute coordinates.
type Builder interface {
	MoveTo(x, y float32)
	LineTo(x, y float32)
	QuadTo(x1, y1, x2, y2 float32)
	CubicTo(x1, y1, x2, y2, x3, y3 float32)
	Close()
}

// Error reports where path data stopped making sense.
type Error struct {
	Offset int    // byte offset into the path data
	Msg    string // what was expected
}

func (e *Error) Error() string { return fmt.Sprintf("svg path: at byte %d: %s", e.Offset, e.Msg) }

// Parse feeds the path data d to b. On error, b may already have received the commands before
// the fault; callers should discard what they built.
func Parse(d string, b Builder) error {
	p := parser{s: d, b: b}
	return p.run()
}

type point struct{ x, y float64 }

type parser struct {
	s   string
	pos int
	b   Builder

	cur, start point // current point and start of the current subpath
	ctrl       point // last control point, for S and T reflection
	lastCmd    byte  // previous command, upper case
	open       bool  // a subpath has been started
}

func (p *parser) fail(msg string) error { return &Error{Offset: p.pos, Msg: msg} }

func (p *parser) skipSpace() {
	for p.pos < len(p.s) {
		switch p.s[p.pos] {
		case ' ', '\t', '\n', '\r', '\f':
			p.pos++
		default:
			return
		}
	}
}

// skipSeparator skips white space and at most one comma.
func (p *parser) skipSeparator() {
	p.skipSpace()
	if p.pos < len(p.s) && p.s[p.pos] == ',' {
		p.pos++
		p.skipSpace()
	}
}

// atNumber reports whether a number starts at the current position (after separators).
func (p *parser) atNumber() bool {
	p.skipSeparator()
	if p.pos >= len(p.s) {
		return false
	}
	c := p.s[p.pos]
	return c == '+' || c == '-' || c == '.' || (c >= '0' && c <= '9')
}

// NumberLen is the length of the SVG number at the start of s (sign, digits, fraction,
// exponent), 0 when none is there. "1.5.5" starts with 1.5; "2e" with 2, as an "e" without
// digits belongs to whatever follows.
func NumberLen(s string) int {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k > j {
			i = k
		}
	}
	return i
}

// number scans one SVG number (see NumberLen).
func (p *parser) number() (float64, error) {
	p.skipSeparator()
	begin := p.pos
	n := NumberLen(p.s[p.pos:])
	if n == 0 {
		return 0, p.fail("expected a number")
	}
	i := begin + n
	v, err := strconv.ParseFloat(p.s[begin:i], 64)
	// Builders take float32: a number beyond its range could only draw infinities.
	if err != nil || math.Abs(v) > math.MaxFloat32 {
		return 0, p.fail("number out of range")
	}
	p.pos = i
	return v, nil
}

// flag scans an arc flag, a single 0 or 1 that needs no separator after it.
func (p *parser) flag() (bool, error) {
	p.skipSeparator()
	if p.pos < len(p.s) {
		switch p.s[p.pos] {
		case '0':
			p.pos++
			return false, nil
		case '1':
			p.pos++
			return true, nil
		}
	}
	return false, p.fail("expected an arc flag (0 or 1)")
}

func (p *parser) numbers(dst []float64) error {
	for i := range dst {
		v, err := p.number()
		if err != nil {
			return err
		}
		dst[i] = v
	}
	return nil
}

func (p *parser) run() error {
	var args [7]float64
	for {
		p.skipSpace()
		if p.pos >= len(p.s) {
			return nil
		}
		c := p.s[p.pos]
		cmd := c &^ 0x20 // upper case
		rel := c >= 'a'
		if !isCommand(cmd) {
			return p.fail(fmt.Sprintf("unknown command %q", c))
		}
		if !p.open && cmd != 'M' {
			return p.fail("path data must begin with a moveto")
		}
		p.pos++
		if cmd == 'Z' {
			p.b.Close()
			p.cur = p.start
			p.lastCmd = 'Z'
			continue
		}
		// A command takes one or more argument groups; extra groups repeat it.
		for first := true; first || p.atNumber(); first = false {
			if err := p.segment(cmd, rel, first, args[:]); err != nil {
				return err
			}
		}
	}
}

func isCommand(c byte) bool {
	switch c {
	case 'M', 'L', 'H', 'V', 'C', 'S', 'Q', 'T', 'A', 'Z':
		return true
	}
	return false
}

// segment reads one argument group of cmd and emits it.
func (p *parser) segment(cmd byte, rel, first bool, args []float64) error {
	var o point // origin of relative coordinates
	if rel {
		o = p.cur
	}
	// After a close, drawing goes on from the subpath start: begin a new subpath there.
	if p.lastCmd == 'Z' && cmd != 'M' {
		p.b.MoveTo(f32(p.start.x), f32(p.start.y))
	}
	switch cmd {
	case 'M':
		if err := p.numbers(args[:2]); err != nil {
			return err
		}
		pt := point{o.x + args[0], o.y + args[1]}
		if first {
			p.b.MoveTo(f32(pt.x), f32(pt.y))
			p.start = pt
			p.open = true
		} else { // extra pairs after a moveto are linetos
			p.b.LineTo(f32(pt.x), f32(pt.y))
		}
		p.cur = pt
		p.ctrl = pt
		if first {
			p.lastCmd = 'M'
		} else {
			p.lastCmd = 'L'
		}
		return nil
	case 'L', 'H', 'V':
		var pt point
		switch cmd {
		case 'L':
			if err := p.numbers(args[:2]); err != nil {
				return err
			}
			pt = point{o.x + args[0], o.y + args[1]}
		case 'H':
			if err := p.numbers(args[:1]); err != nil {
				return err
			}
			pt = point{o.x + args[0], p.cur.y}
		case 'V':
			if err := p.numbers(args[:1]); err != nil {
				return err
			}
			pt = point{p.cur.x, o.y + args[0]}
		}
		p.b.LineTo(f32(pt.x), f32(pt.y))
		p.cur, p.ctrl = pt, pt
	case 'C', 'S':
		var c1 point
		if cmd == 'C' {
			if err := p.numbers(args[:6]); err != nil {
				return err
			}
			c1 = point{o.x + args[0], o.y + args[1]}
			args = args[2:]
		} else {
			if err := p.numbers(args[:4]); err != nil {
				return err
			}
			c1 = p.reflect('C', 'S')
		}
		c2 := point{o.x + args[0], o.y + args[1]}
		end := point{o.x + args[2], o.y + args[3]}
		p.b.CubicTo(f32(c1.x), f32(c1.y), f32(c2.x), f32(c2.y), f32(end.x), f32(end.y))
		p.cur, p.ctrl = end, c2
	case 'Q', 'T':
		var c point
		if cmd == 'Q' {
			if err := p.numbers(args[:4]); err != nil {
				return err
			}
			c = point{o.x + args[0], o.y + args[1]}
			args = args[2:]
		} else {
			if err := p.numbers(args[:2]); err != nil {
				return err
			}
			c = p.reflect('Q', 'T')
		}
		end := point{o.x + args[0], o.y + args[1]}
		p.b.QuadTo(f32(c.x), f32(c.y), f32(end.x), f32(end.y))
		p.cur, p.ctrl = end, c
	case 'A':
		if err := p.numbers(args[:3]); err != nil {
			return err
		}
		large, err := p.flag()
		if err != nil {
			return err
		}
		sweep, err := p.flag()
		if err != nil {
			return err
		}
		if err := p.numbers(args[3:5]); err != nil {
			return err
		}
		end := point{o.x + args[3], o.y + args[4]}
		arcToCubics(p.b, p.cur, end, args[0], args[1], args[2], large, sweep)
		p.cur, p.ctrl = end, end
	}
	p.lastCmd = cmd
	return nil
}

// reflect mirrors the previous control point through the current point when the previous
// command was one of the two given (a smooth continuation), and is the current point otherwise.
func (p *parser) reflect(a, b byte) point {
	if p.lastCmd == a || p.lastCmd == b {
		return point{2*p.cur.x - p.ctrl.x, 2*p.cur.y - p.ctrl.y}
	}
	return p.cur
}

func f32(v float64) float32 { return float32(v) }

// arcToCubics converts an SVG elliptical arc (endpoint form, SVG 1.1 appendix F.6) to cubic
// béziers of at most a quarter turn each.
func arcToCubics(b Builder, from, to point, rx, ry, phiDeg float64, large, sweep bool) {
	if from == to {
		return // an arc to the same point draws nothing
	}
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 {
		b.LineTo(f32(to.x), f32(to.y))
		return
	}
	sinPhi, cosPhi := math.Sincos(phiDeg * math.Pi / 180)
	// Step 1: the midpoint in the ellipse's rotated frame.
	dx, dy := (from.x-to.x)/2, (from.y-to.y)/2
	x1 := cosPhi*dx + sinPhi*dy
	y1 := -sinPhi*dx + cosPhi*dy
	// Radii too small to reach are scaled up just enough (F.6.6).
	if lambda := x1*x1/(rx*rx) + y1*y1/(ry*ry); lambda > 1 {
		s := math.Sqrt(lambda)
		rx, ry = rx*s, ry*s
	}
	// Step 2: the centre in the rotated frame.
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	coef := 0.0
	if den > 0 && num > 0 {
		coef = math.Sqrt(num / den)
	}
	if large == sweep {
		coef = -coef
	}
	cxp, cyp := coef*rx*y1/ry, -coef*ry*x1/rx
	// Step 3: the centre in user space.
	cx := cosPhi*cxp - sinPhi*cyp + (from.x+to.x)/2
	cy := sinPhi*cxp + cosPhi*cyp + (from.y+to.y)/2
	// Step 4: start angle and sweep.
	theta1 := math.Atan2((y1-cyp)/ry, (x1-cxp)/rx)
	theta2 := math.Atan2((-y1-cyp)/ry, (-x1-cxp)/rx)
	delta := theta2 - theta1
	if sweep && delta < 0 {
		delta += 2 * math.Pi
	} else if !sweep && delta > 0 {
		delta -= 2 * math.Pi
	}
	if math.IsNaN(delta) || math.IsNaN(cx) || math.IsNaN(cy) {
		b.LineTo(f32(to.x), f32(to.y))
		return
	}
	n := int(math.Ceil(math.Abs(delta)/(math.Pi/2) - 1e-9))
	if n < 1 {
		n = 1
	}
	step := delta / float64(n)
	k := 4.0 / 3.0 * math.Tan(step/4)
	// onEllipse maps an angle to user space and gives the tangent scaled by k.
	onEllipse := func(t float64) (px, py, tx, ty float64) {
		st, ct := math.Sincos(t)
		ex, ey := rx*ct, ry*st
		ddx, ddy := -rx*st, ry*ct
		px = cx + cosPhi*ex - sinPhi*ey
		py = cy + sinPhi*ex + cosPhi*ey
		tx = k * (cosPhi*ddx - sinPhi*ddy)
		ty = k * (sinPhi*ddx + cosPhi*ddy)
		return
	}
	t := theta1
	px, py, tx, ty := onEllipse(t)
	for i := 0; i < n; i++ {
		t += step
		qx, qy, ux, uy := onEllipse(t)
		if i == n-1 { // land exactly on the requested end point
			qx, qy = to.x, to.y
		}
		b.CubicTo(f32(px+tx), f32(py+ty), f32(qx-ux), f32(qy-uy), f32(qx), f32(qy))
		px, py, tx, ty = qx, qy, ux, uy
	}
}
