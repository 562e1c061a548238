package mana

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kamon/rules"
)

// SquareName is the square's coordinate, "a1" to "f6".
func SquareName(s int) string {
	if s < 0 || s >= nSquares {
		return "??"
	}
	return string([]byte{byte('a' + s%size), byte('1' + s/size)})
}

// ParseSquare reads "a1" to "f6".
func ParseSquare(text string) (int, error) {
	if len(text) != 2 || text[0] < 'a' || text[0] > 'f' || text[1] < '1' || text[1] > '6' {
		return 0, fmt.Errorf("%q is not a square (a1 to f6)", text)
	}
	return int(text[1]-'1')*size + int(text[0]-'a'), nil
}

// moveTexts[f][t] is "f-t", made once so that logging a move allocates nothing.
var moveTexts [nSquares][nSquares]string

func init() {
	for f := range moveTexts {
		for t := range moveTexts[f] {
			moveTexts[f][t] = SquareName(f) + "-" + SquareName(t)
		}
	}
}

// formatAction prints a in the spec's notation: "c1-c3", "R@d4", "pass", and
// "D@c1" for placing a Daimio during setup.
func formatAction(a rules.Action) string {
	kind, from, to, ok := decode(a)
	if !ok {
		return fmt.Sprintf("?%#x", uint64(a))
	}
	switch kind {
	case kindMove:
		return moveTexts[from][to]
	case kindRonin:
		return "R@" + SquareName(to)
	case kindDaimio:
		return "D@" + SquareName(to)
	}
	return "pass"
}

// parseAction reads what formatAction prints. Whether the action is legal is
// for Apply to say.
func parseAction(text string) (rules.Action, error) {
	t := strings.TrimSpace(text)
	bad := func(why string) (rules.Action, error) {
		return 0, fmt.Errorf("%w: %q: %s", rules.ErrBadAction, text, why)
	}
	switch {
	case t == "pass":
		return Pass, nil
	case len(t) == 4 && t[1] == '@':
		to, err := ParseSquare(t[2:])
		if err != nil {
			return bad(err.Error())
		}
		switch t[0] {
		case 'R', 'r':
			return dropAction(kindRonin, to), nil
		case 'D', 'd':
			return dropAction(kindDaimio, to), nil
		}
		return bad("only a Ronin (R@) or, during setup, a Daimio (D@) is put on a square")
	case len(t) == 5 && t[2] == '-':
		from, err := ParseSquare(t[:2])
		if err != nil {
			return bad(err.Error())
		}
		to, err := ParseSquare(t[3:])
		if err != nil {
			return bad(err.Error())
		}
		return moveAction(from, to), nil
	}
	return bad(`want a move like "c1-c3", a re-entry like "R@d4", or "pass"`)
}

// placement prints the board part of a position: ranks 6 to 1, files a to f.
func (b *board) placement() string {
	var sb strings.Builder
	for r := size - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < size; f++ {
			s := r*size + f
			c := pieceLetter(b, s)
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

func pieceLetter(b *board, s int) byte {
	for side, letters := range [2]string{"RD", "rd"} {
		if b.occ[side]&(1<<s) != 0 {
			if int(b.daimio[side]) == s {
				return letters[1]
			}
			return letters[0]
		}
	}
	return 0
}

// position prints the full notation: placement, side, mana, reserves.
func (b *board) position() string {
	mana := "-"
	if b.mana != 0 {
		mana = strconv.Itoa(int(b.mana))
	}
	return fmt.Sprintf("%s %c %s %d %d", b.placement(), "bw"[b.side], mana, b.reserve[black], b.reserve[white])
}

// parseBoard reads a position. It checks the notation and the piece counts
// (at most one Daimio and five Ronins a side, Ronins on the board and in
// reserve together at most five) but allows missing Daimios: whether that is
// acceptable depends on the caller.
func parseBoard(text string) (board, error) {
	b := board{daimio: [2]int8{-1, -1}}
	fields := strings.Fields(text)
	if len(fields) != 5 {
		return b, fmt.Errorf("want 5 fields (placement side mana black-reserve white-reserve), got %d", len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != size {
		return b, fmt.Errorf("placement %q: want 6 ranks separated by /, got %d", fields[0], len(ranks))
	}
	var ronins [2]int
	for i, rank := range ranks {
		r := size - 1 - i
		f := 0
		for _, c := range []byte(rank) {
			if c >= '1' && c <= '6' {
				f += int(c - '0')
				if f > size {
					break
				}
				continue
			}
			side, isDaimio := -1, false
			switch c {
			case 'R':
				side = black
			case 'D':
				side, isDaimio = black, true
			case 'r':
				side = white
			case 'd':
				side, isDaimio = white, true
			default:
				return b, fmt.Errorf("rank %d %q: %q is not a piece (D R d r) or a count of empty squares (1-6)", r+1, rank, c)
			}
			if f >= size {
				f++
				break
			}
			s := r*size + f
			b.occ[side] |= 1 << s
			if isDaimio {
				if b.daimio[side] >= 0 {
					return b, fmt.Errorf("%s has two Daimios", sideName[side])
				}
				b.daimio[side] = int8(s)
			} else {
				ronins[side]++
			}
			f++
		}
		if f != size {
			return b, fmt.Errorf("rank %d %q covers %d squares, not 6", r+1, rank, f)
		}
	}
	switch fields[1] {
	case "b":
		b.side = black
	case "w":
		b.side = white
	default:
		return b, fmt.Errorf("side to move %q: want b or w", fields[1])
	}
	switch fields[2] {
	case "-":
	case "1", "2", "3":
		b.mana = fields[2][0] - '0'
	default:
		return b, fmt.Errorf("mana %q: want - (no constraint) or 1, 2, 3", fields[2])
	}
	for side := range 2 {
		v := fields[3+side]
		if len(v) != 1 || v[0] < '0' || v[0] > '5' {
			return b, fmt.Errorf("%s reserve %q: want 0 to 5", sideName[side], v)
		}
		b.reserve[side] = v[0] - '0'
		if ronins[side]+int(b.reserve[side]) > 5 {
			return b, fmt.Errorf("%s has %d Ronins on the board and %d in reserve: at most 5 in all",
				sideName[side], ronins[side], b.reserve[side])
		}
	}
	return b, nil
}

var sideName = [2]string{"Black", "White"}

// ParsePosition reads a position of the play phase in the spec's notation,
// e.g. "rrdrrr/6/6/6/6/RRDRRR b - 0 0", with an error that says what is
// wrong. The game starts there with the standard options and no history.
// A position with one Daimio missing is a finished game.
func ParsePosition(text string) (*State, error) {
	b, err := parseBoard(text)
	if err != nil {
		return nil, fmt.Errorf("mana position: %w", err)
	}
	if b.daimio[black] < 0 && b.daimio[white] < 0 {
		return nil, errors.New("mana position: both Daimios are missing")
	}
	s := &State{cfg: rules.Config{Players: 2}, b: b, last: -1}
	s.start()
	return s, nil
}

// Position is the state in the spec's notation. During setup it shows the
// pieces placed so far and the side placing.
func (s *State) Position() string { return s.b.position() }
