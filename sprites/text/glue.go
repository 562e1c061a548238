package text

import "strings"

// A line is never broken between a word and a word of marks set apart
// from it by a space, as French sets them: marks that close (":", "?",
// "!", ";", "»", "›", ")" and the "·" between the parts of a status line)
// stay with the word before them, marks that open ("«", "‹", "(") with
// the word after them. Glue holds them so for etxt's wrapper, GlueWords
// for one that breaks between words of its own (ui.FitText).

// Glue turns the spaces a line must not be broken at into no-break
// spaces, which etxt does not break at. Texts are drawn every frame: a
// text that needs none is given back as it is, and one that does is kept
// glued (up to gluedMost of them), so that drawing allocates nothing.
func Glue(s string) string {
	if !needsGlue(s) {
		return s
	}
	if g, ok := gluedTexts[s]; ok {
		return g
	}
	words := strings.Split(s, " ")
	var b strings.Builder
	b.Grow(len(s) + len(words))
	for i, w := range words {
		if i > 0 {
			if heldApart(words[i-1], w) {
				b.WriteRune('\u00a0')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w)
	}
	if len(gluedTexts) >= gluedMost {
		clear(gluedTexts)
	}
	gluedTexts[s] = b.String()
	return gluedTexts[s]
}

// gluedTexts are the texts Glue changed, and what it made of them.
var gluedTexts = map[string]string{}

const gluedMost = 256

// needsGlue reports a space of s a line must not be broken at.
func needsGlue(s string) bool {
	if !strings.ContainsAny(s, closingMarks+openingMarks) {
		return false
	}
	for i := strings.IndexByte(s, ' '); i >= 0; {
		j := strings.IndexByte(s[i+1:], ' ')
		next := s[i+1:]
		if j >= 0 {
			next = s[i+1 : i+1+j]
		}
		if heldApart(s[:i], next) {
			return true
		}
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// GlueWords joins, with a space, each word to the next where a line must
// not be broken between them; it reuses words' array.
func GlueWords(words []string) []string {
	out := words[:0]
	for _, w := range words {
		if n := len(out); n > 0 && heldApart(out[n-1], w) {
			out[n-1] += " " + w
			continue
		}
		out = append(out, w)
	}
	return out
}

const (
	closingMarks = ":;!?»›)·"
	openingMarks = "«‹("
)

// heldApart reports two words a line must not be broken between.
func heldApart(before, after string) bool {
	return only(after, closingMarks) || only(lastWord(before), openingMarks)
}

// lastWord is the last of the space-joined words of s.
func lastWord(s string) string { return s[strings.LastIndexByte(s, ' ')+1:] }

// only reports a word made of marks only.
func only(w, marks string) bool { return w != "" && strings.Trim(w, marks) == "" }
