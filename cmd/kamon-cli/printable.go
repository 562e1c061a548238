package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// printable returns s as it may be printed to a terminal: control characters (which could move
// the cursor, clear the screen or set the window title), invisible format characters (which
// could reorder the text, U+202E) and bytes that are not UTF-8 are escaped, Go style (\x1b,
// \u202e, \xff), and so is a backslash, so that an escape in the output always stands for one.
// Everything else, accents and Cyrillic included, is printed as it is. A save is any file a
// person was given: every text of it passes through here.
func printable(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\\':
			b.WriteString(`\\`)
		case r < utf8.RuneSelf && unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}
