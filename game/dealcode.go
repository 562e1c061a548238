package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A deal code is a seed written to be read out and typed: thirteen
// letters and digits of Crockford's base 32 in groups ("7K2M-QX4P-AZ9RT"),
// instead of up to twenty digits. It names the whole deal of a game with
// hidden information, so it is shown only once the game is over, or in a
// setup where the people mean to share it.

// dealAlphabet is Crockford's base 32: no I, L, O or U, which read as 1, 1,
// 0 and V, or as a word.
const dealAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// dealLen is the code's length: 13 × 5 bits hold the seed's 64.
const dealLen = 13

// ErrDealCode is a deal code that is not one; ParseDealCode's error wraps
// it and says why.
var ErrDealCode = errors.New("not a deal code")

// DealCode is seed as a deal code.
func DealCode(seed uint64) string {
	var b [dealLen + 2]byte
	for i := dealLen - 1; i >= 0; i-- {
		b[i] = dealAlphabet[seed&31]
		seed >>= 5
	}
	// Groups of four, the last of five: 7K2M-QX4P-AZ9RT.
	copy(b[10:], b[8:13])
	b[9] = '-'
	copy(b[5:9], b[4:8])
	b[4] = '-'
	return string(b[:])
}

// ParseDealCode reads a deal code as a person may type it: in either
// case, with or without its dashes and spaces, I and L for 1 and O for 0.
// A string of digits alone is a seed in decimal, as earlier versions
// showed it.
func ParseDealCode(s string) (uint64, error) {
	s = strings.TrimSpace(s)
	if s != "" && strings.Trim(s, "0123456789") == "" {
		if v, err := strconv.ParseUint(s, 10, 64); err == nil {
			return v, nil
		}
	}
	var seed uint64
	n := 0
	for _, r := range strings.ToUpper(s) {
		switch r {
		case '-', ' ':
			continue
		case 'I', 'L':
			r = '1'
		case 'O':
			r = '0'
		}
		d := strings.IndexRune(dealAlphabet, r)
		switch {
		case d < 0:
			return 0, fmt.Errorf("%w: %q is none of its letters and digits", ErrDealCode, r)
		case n == dealLen:
			return 0, fmt.Errorf("%w: more than %d letters and digits", ErrDealCode, dealLen)
		case n == 0 && d > 15: // the first holds 4 bits
			return 0, fmt.Errorf("%w: it begins with %c, past F", ErrDealCode, r)
		}
		seed = seed<<5 | uint64(d)
		n++
	}
	if n != dealLen {
		return 0, fmt.Errorf("%w: %d letters and digits, not %d", ErrDealCode, n, dealLen)
	}
	return seed, nil
}
