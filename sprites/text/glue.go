package text

import "strings"

// Glue holds together what a line must not be broken between: a word of
// marks that close (":", "?", "!", ";", "»", "›", ")" and the "·" between
// the parts of a status line), set apart by a space as French sets them,
// stays with the word before it, and a word of marks that open ("«", "‹",
// "(") with the word after it. The space between becomes a no-break space,
// which both wrappers (etxt's and ui.FitText's) keep.
func Glue(s string) string {
	if !strings.ContainsAny(s, closingMarks+openingMarks) {
		return s
	}
	words := strings.Split(s, " ")
	var b strings.Builder
	b.Grow(len(s) + len(words))
	for i, w := range words {
		if i > 0 {
			if glued(w, closingMarks) || glued(words[i-1], openingMarks) {
				b.WriteRune('\u00a0')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w)
	}
	return b.String()
}

const (
	closingMarks = ":;!?»›)·"
	openingMarks = "«‹("
)

// glued reports a word made of marks only.
func glued(w, marks string) bool { return w != "" && strings.Trim(w, marks) == "" }
