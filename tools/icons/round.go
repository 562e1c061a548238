package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"kamon/sprites/svgpath"
)

// roundPath writes the path data d again with every point on a grid of tenths of a unit. The
// icons are 512 units wide and drawn at most a few hundred pixels, so a tenth is far below a
// pixel; game-icons gives three decimals, which cost a third of the icons' size in the bundle.
//
// Relative commands stay relative, but each of their points is placed on the grid in absolute
// terms (its offset is taken from the rounded previous point), so the rounding never adds up
// along an outline: every point lands within 0.05 of where it was. Arcs keep their radii and
// rotation as they were, and their flags.
func roundPath(d string) (string, error) {
	r := rounder{s: d}
	if err := r.run(); err != nil {
		return "", err
	}
	return r.out.String(), nil
}

// tenths is v on the grid, in tenths.
func tenths(v float64) int64 { return int64(math.Round(v * 10)) }

// formatTenths writes n tenths as short as SVG allows: 20 → "2", 5 → ".5", -23 → "-2.3".
func formatTenths(n int64) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	whole, frac := n/10, n%10
	switch {
	case frac == 0:
		return sign + strconv.FormatInt(whole, 10)
	case whole == 0:
		return sign + "." + strconv.FormatInt(frac, 10)
	}
	return sign + strconv.FormatInt(whole, 10) + "." + strconv.FormatInt(frac, 10)
}

type rounder struct {
	s   string
	pos int
	out strings.Builder
	// The current point and the start of the subpath: as in d (exact), and as written, in
	// tenths (on the grid).
	cur, start       [2]float64
	curOut, startOut [2]int64
	last             string // the last token written, to know whether a separator is needed
}

// write appends a number or flag, with a separator only where the two would run together.
func (r *rounder) write(tok string) {
	if r.last != "" && !isLetter(r.last[len(r.last)-1]) && tok[0] != '-' &&
		!(tok[0] == '.' && strings.Contains(r.last, ".")) {
		r.out.WriteByte(' ')
	}
	r.out.WriteString(tok)
	r.last = tok
}

func (r *rounder) command(c byte) {
	r.out.WriteByte(c)
	r.last = string(c)
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func (r *rounder) skip() {
	for r.pos < len(r.s) && strings.IndexByte(" \t\r\n,", r.s[r.pos]) >= 0 {
		r.pos++
	}
}

// atNumber reports whether a number comes next.
func (r *rounder) atNumber() bool {
	r.skip()
	return r.pos < len(r.s) && strings.IndexByte("+-.0123456789", r.s[r.pos]) >= 0
}

func (r *rounder) number() (float64, error) {
	r.skip()
	n := svgpath.NumberLen(r.s[r.pos:])
	v, err := strconv.ParseFloat(r.s[r.pos:r.pos+n], 64)
	if n == 0 || err != nil {
		return 0, fmt.Errorf("at byte %d: expected a number", r.pos)
	}
	r.pos += n
	return v, nil
}

func (r *rounder) flag() (string, error) {
	r.skip()
	if r.pos < len(r.s) && (r.s[r.pos] == '0' || r.s[r.pos] == '1') {
		r.pos++
		return r.s[r.pos-1 : r.pos], nil
	}
	return "", fmt.Errorf("at byte %d: expected an arc flag", r.pos)
}

// point reads a point of a command (axis 0 and 1 for x and y, or one of them for H and V),
// writes it on the grid and returns it exactly and as written.
func (r *rounder) point(rel bool, axes ...int) (exact [2]float64, out [2]int64, err error) {
	exact, out = r.cur, r.curOut
	for _, a := range axes {
		v, err := r.number()
		if err != nil {
			return exact, out, err
		}
		if rel {
			v += r.cur[a]
		}
		exact[a], out[a] = v, tenths(v)
		if rel {
			r.write(formatTenths(out[a] - r.curOut[a]))
		} else {
			r.write(formatTenths(out[a]))
		}
	}
	return exact, out, nil
}

// params is how many points each command takes, its arcs' radii and flags aside.
var params = map[byte]int{'M': 1, 'L': 1, 'T': 1, 'H': 1, 'V': 1, 'C': 3, 'S': 2, 'Q': 2, 'A': 1}

func (r *rounder) run() error {
	for r.skip(); r.pos < len(r.s); r.skip() {
		c := r.s[r.pos]
		if !isLetter(c) {
			return fmt.Errorf("at byte %d: expected a command", r.pos)
		}
		r.pos++
		upper, rel := c&^0x20, c >= 'a'
		r.command(c)
		if upper == 'Z' {
			r.cur, r.curOut = r.start, r.startOut
			continue
		}
		n, ok := params[upper]
		if !ok {
			return fmt.Errorf("at byte %d: unknown command %q", r.pos-1, c)
		}
		for first := true; first || r.atNumber(); first = false {
			axes := []int{0, 1}
			switch upper {
			case 'H':
				axes = []int{0}
			case 'V':
				axes = []int{1}
			case 'A':
				for range 3 { // radii and rotation, as they were: a rounded radius bends the
					// whole arc, by ten times the rounding on the club's lobes
					v, err := r.number()
					if err != nil {
						return err
					}
					r.write(strconv.FormatFloat(v, 'f', -1, 64))
				}
				for range 2 {
					f, err := r.flag()
					if err != nil {
						return err
					}
					r.write(f)
				}
			}
			var exact [2]float64
			var out [2]int64
			for range n { // control points, then the end point
				var err error
				if exact, out, err = r.point(rel, axes...); err != nil {
					return err
				}
			}
			r.cur, r.curOut = exact, out
			if upper == 'M' && first {
				r.start, r.startOut = exact, out
			}
		}
	}
	return nil
}
