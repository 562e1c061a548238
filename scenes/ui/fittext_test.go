package ui

import (
	"strings"
	"testing"

	"kamon/sprites/text"
)

// The fit shrinks a line to its box, wraps it where the box is tall
// enough rather than shrink, and cuts with an ellipsis only at the floor.
func TestFitTextShrinksWrapsThenCuts(t *testing.T) {
	defer text.SetScale(text.Scale())
	text.SetScale(1)
	st := text.Style{Size: 14, Bold: true}
	s := "Atalante of the Great Shield"
	w, _ := text.Measure(s, st)
	lh := text.LineHeight(st)
	if f := FitText(s, st, w+1, lh, Fit{Floor: 7, Lines: 2}); f.Size != 14 || len(f.Lines) != 1 || f.Cut {
		t.Errorf("room enough: %+v", f)
	}
	if f := FitText(s, st, w*0.8, lh, Fit{Floor: 7, Lines: 2}); f.Size >= 14 || f.Size < 7 || len(f.Lines) != 1 || f.W > w*0.8 || f.Cut {
		t.Errorf("one line shrunk: %+v", f)
	}
	if f := FitText(s, st, w*0.6, 2*lh+1, Fit{Floor: 7, Lines: 2}); f.Size != 14 || len(f.Lines) != 2 || f.W > w*0.6 || f.Cut {
		t.Errorf("two lines at full size: %+v", f)
	}
	if f := FitText(s, st, w*0.8, 2*lh+1, Fit{Floor: 7, Lines: 2, Shrink: 10}); f.Size >= 14 || f.Size < 10 || len(f.Lines) != 1 {
		t.Errorf("one line shrunk before it wraps: %+v", f)
	}
	if f := FitText(s, st, w*0.6, 2*lh+1, Fit{Floor: 7, Lines: 2, Shrink: 10}); f.Size != 14 || len(f.Lines) != 2 {
		t.Errorf("two lines where one would be smaller than Shrink: %+v", f)
	}
	if f := FitText(s, st, w*0.1, 2*lh+1, Fit{Floor: 7, Lines: 2}); !f.Cut || f.Size != 7 || len(f.Lines) != 2 || f.W > w*0.1 {
		t.Errorf("cut at the floor: %+v", f)
	} else if last := f.Lines[1]; last[len(last)-len(ellipsis):] != ellipsis {
		t.Errorf("no ellipsis: %q", f.Lines)
	}
	if f := FitText(s, st, w*0.3, lh, Fit{Floor: 7, Lines: 1}); !f.Cut || len(f.Lines) != 1 || f.W > w*0.3 {
		t.Errorf("one line cut: %+v", f)
	}
}

// A line breaks at a space, never at a no-break space.
func TestFitTextKeepsNoBreakSpaces(t *testing.T) {
	defer text.SetScale(text.Scale())
	text.SetScale(1)
	st := text.Style{Size: 14}
	s := "Move 3 of 27 · Deal\u00a0number\u00a017087468256803168398"
	tail := "Deal\u00a0number\u00a017087468256803168398"
	w, _ := text.Measure(tail, st)
	lh := text.LineHeight(st)
	f := FitText(s, st, w+1, 2*lh+1, Fit{Floor: 14, Lines: 2})
	if len(f.Lines) != 2 || f.Lines[0] != "Move 3 of 27 ·" || f.Lines[1] != tail || f.Cut {
		t.Errorf("wrapped as %q (cut %v), want the deal number on the second line with its label", f.Lines, f.Cut)
	}
}

// A mark French sets apart by a space stays with its word: no line starts
// with ":" or "?" or "»", none ends with "«"; nor does a status line's "·"
// start one.
func TestFitTextKeepsFrenchMarksWithTheirWords(t *testing.T) {
	defer text.SetScale(text.Scale())
	text.SetScale(1)
	st := text.Style{Size: 14}
	lh := text.LineHeight(st)
	for _, s := range []string{
		"Une partie a été conservée, intacte, ici : /tmp/save",
		"Supprimer cette partie inachevée ? Elle ne pourra pas être récupérée.",
		"Contre les robots « Moyen » — parties jouées : 21",
		"Player 3 to play · action 3 of 3 · final round",
	} {
		for w := 60.0; w < 400; w += 3 {
			f := FitText(s, st, w, 8*lh, Fit{Floor: 14, Lines: 8})
			if f.Cut {
				continue
			}
			for i, l := range f.Lines {
				starts := strings.HasPrefix(l, ":") || strings.HasPrefix(l, "?") || strings.HasPrefix(l, "»") || strings.HasPrefix(l, "·")
				if i > 0 && starts || i < len(f.Lines)-1 && strings.HasSuffix(l, "«") {
					t.Fatalf("%q at %g px wraps as %q", s, w, f.Lines)
				}
			}
		}
	}
}
