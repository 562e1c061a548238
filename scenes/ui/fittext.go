package ui

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/text"
)

// Text fitted into a box: FitText finds the largest size, from the style's
// own down to a floor, at which a text fits a w×h box: first on one line
// shrunk no smaller than Fit.Shrink, then at each size on one line or
// wrapped at spaces onto as many lines as the box holds (up to Fit.Lines),
// so a text wraps rather than shrinks further where the box has the
// height for it; at the floor, what still does not fit ends in an
// ellipsis. DrawTextIn draws the result with the same measures
// (kamon/sprites/text), so what a test measures is what the screen shows.

// Fit is how a text may give way to its box.
type Fit struct {
	Floor  float64 // the smallest size, logical px; 0: the style's size
	Lines  int     // the most lines; 0 or 1: one line
	Shrink float64 // a line shrinks down to this size (logical px) before it wraps; 0: it wraps first
}

// TextFit is how a text fits its box.
type TextFit struct {
	Size  float64  // logical px, at most the style's size
	Lines []string // the text's lines; shared, read only
	W, H  float64  // the lines' block, physical px
	Cut   bool     // cut short at the floor: an ellipsis, or a word broken
}

// fitKey is what a fit depends on; fits are kept, as a frame draws the
// same texts again and measuring each at several sizes costs.
type fitKey struct {
	s           string
	size, scale float64
	w, h        float64
	bold        bool
	fit         Fit
}

var fitCache = map[fitKey]TextFit{}

// ellipsis ends a text cut short.
const ellipsis = "…"

// FitText fits s into w×h physical px in style st (its Size the largest
// size, logical px) as fit allows.
func FitText(s string, st text.Style, w, h float64, fit Fit) TextFit {
	size := st.Size
	if size <= 0 {
		size = 16
	}
	if fit.Floor <= 0 || fit.Floor > size {
		fit.Floor = size
	}
	fit.Lines = max(fit.Lines, 1)
	if fit.Shrink <= 0 {
		fit.Shrink = size
	}
	fit.Shrink = Clamp(fit.Shrink, fit.Floor, size)
	key := fitKey{s: s, size: size, scale: text.Scale(), w: w, h: h, bold: st.Bold, fit: fit}
	if f, ok := fitCache[key]; ok {
		return f
	}
	f := fitText(s, size, st.Bold, w, h, fit)
	if len(fitCache) > 2048 { // a new screen size or language: start over
		clear(fitCache)
	}
	fitCache[key] = f
	return f
}

// fitSizes calls try at sizes from size down to floor, and reports
// whether one took.
func fitSizes(size, floor float64, try func(sz float64) bool) bool {
	for sz := size; ; sz = math.Max(floor, sz*0.94) {
		if try(sz) {
			return true
		}
		if sz <= floor {
			return false
		}
	}
}

func fitText(s string, size float64, bold bool, w, h float64, fit Fit) TextFit {
	if s == "" {
		return TextFit{Size: size}
	}
	var f TextFit
	lines := func(st text.Style) (lh float64, n int) {
		lh = text.LineHeight(st)
		return lh, min(fit.Lines, max(1, int((h+0.5)/lh))) // the lines the box holds
	}
	if fitSizes(size, fit.Shrink, func(sz float64) bool {
		st := text.Style{Size: sz, Bold: bold}
		lh, _ := lines(st)
		var ok bool
		f, ok = fitAt(s, st, w, lh, 1)
		return ok
	}) {
		return f
	}
	if fitSizes(size, fit.Floor, func(sz float64) bool {
		st := text.Style{Size: sz, Bold: bold}
		lh, n := lines(st)
		var ok bool
		f, ok = fitAt(s, st, w, lh, n)
		return ok
	}) {
		return f
	}
	st := text.Style{Size: fit.Floor, Bold: bold}
	lh, n := lines(st)
	return cutAt(s, st, w, lh, n)
}

// fitAt lays s out at st on at most n lines of w, if it fits whole.
func fitAt(s string, st text.Style, w, lh float64, n int) (TextFit, bool) {
	if tw, _ := text.Measure(s, st); tw <= w {
		return TextFit{Size: st.Size, Lines: []string{s}, W: tw, H: lh}, true
	}
	if n < 2 {
		return TextFit{}, false
	}
	lines, bw := wrapWords(s, st, w, false)
	if lines == nil || len(lines) > n {
		return TextFit{}, false
	}
	return TextFit{Size: st.Size, Lines: lines, W: bw, H: float64(len(lines)) * lh}, true
}

// cutAt is s at st on n lines of w, broken inside a word too wide for a
// line, the last line ending in an ellipsis where the text runs on.
func cutAt(s string, st text.Style, w, lh float64, n int) TextFit {
	lines := []string{s}
	if n > 1 {
		lines, _ = wrapWords(s, st, w, true)
	}
	if len(lines) > n || n == 1 {
		last := strings.Join(lines[min(n, len(lines))-1:], " ")
		lines = append(lines[:n-1:n-1], cutToWidth(last, st, w))
	}
	bw := 0.0
	for _, l := range lines {
		lw, _ := text.Measure(l, st)
		bw = math.Max(bw, lw)
	}
	return TextFit{Size: st.Size, Lines: lines, W: bw, H: float64(len(lines)) * lh, Cut: true}
}

// cutToWidth is s, or as much of it as fits w followed by an ellipsis.
func cutToWidth(s string, st text.Style, w float64) string {
	if tw, _ := text.Measure(s, st); tw <= w {
		return s
	}
	for s != "" {
		_, n := utf8.DecodeLastRuneInString(s)
		s = strings.TrimRight(s[:len(s)-n], " ")
		if tw, _ := text.Measure(s+ellipsis, st); tw <= w {
			break
		}
	}
	return s + ellipsis
}

// wrapWords breaks s at spaces into lines no wider than w, and gives the
// widest line's width. A no-break space (U+00A0, U+202F) holds the words
// on its two sides together, a number with its label; and marks set apart
// by a space stay with their word (text.GlueWords), the space kept. A word
// wider than w makes it fail (nil), or, with breakWords, is broken between
// letters.
func wrapWords(s string, st text.Style, w float64, breakWords bool) ([]string, float64) {
	var lines []string
	widest := 0.0
	line := ""
	push := func(l string) {
		lw, _ := text.Measure(l, st)
		widest = math.Max(widest, lw)
		lines = append(lines, l)
	}
	for _, word := range text.GlueWords(strings.FieldsFunc(s, breakableSpace)) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if tw, _ := text.Measure(try, st); tw <= w {
			line = try
			continue
		}
		if line != "" {
			push(line)
		}
		line = word
		for {
			if tw, _ := text.Measure(line, st); tw <= w {
				break
			}
			if !breakWords {
				return nil, 0
			}
			head := breakWord(line, st, w)
			push(head)
			line = line[len(head):]
		}
	}
	if line != "" {
		push(line)
	}
	return lines, widest
}

// breakableSpace is a space a line may break at.
func breakableSpace(r rune) bool {
	return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f'
}

// breakWord is the longest start of word (one letter at least) that fits w.
func breakWord(word string, st text.Style, w float64) string {
	_, first := utf8.DecodeRuneInString(word)
	end := first
	for i, r := range word {
		next := i + utf8.RuneLen(r)
		if i == 0 {
			continue
		}
		if tw, _ := text.Measure(word[:next], st); tw > w {
			break
		}
		end = next
	}
	return word[:end]
}

// DrawTextIn draws s fitted into r (FitText), placed in r by st.Align:
// each line aligned across, the block up, down or in the middle. It
// returns the fit.
func DrawTextIn(dst *ebiten.Image, s string, r Rect, st text.Style, fit Fit) TextFit {
	f := FitText(s, st, r.W, r.H, fit)
	DrawFit(dst, f, r, st)
	return f
}

// DrawFit draws the lines of f in r, placed by st.Align.
func DrawFit(dst *ebiten.Image, f TextFit, r Rect, st text.Style) {
	if f.Cut && cutHeard != nil {
		cutHeard(strings.Join(f.Lines, " "))
	}
	st.Size = f.Size
	y := r.Y
	switch st.Align &^ 3 {
	case text.Middle:
		y += (r.H - f.H) / 2
	case text.Bottom, text.Baseline:
		y += r.H - f.H
	}
	x := anchorX(r, st.Align)
	st.Align = st.Align&3 | text.Top
	lh := 0.0
	if len(f.Lines) > 0 {
		lh = f.H / float64(len(f.Lines))
	}
	for i, l := range f.Lines {
		text.Draw(dst, l, x, y+float64(i)*lh, st)
	}
}
