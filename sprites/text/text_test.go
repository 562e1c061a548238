package text

import (
	"math"
	"testing"
)

func TestMeasureLatinAndCyrillic(t *testing.T) {
	SetScale(1)
	for _, s := range []string{"Kamon", "Réglages", "Velocità", "Настройки"} {
		w, h := Measure(s, Style{Size: 20})
		if w <= 0 || h <= 0 {
			t.Errorf("Measure(%q) = %v×%v, want a real size", s, w, h)
		}
	}
}

func TestMissingGlyphDoesNotPanic(t *testing.T) {
	SetScale(1)
	w, _ := Measure("漢字 ☃ ok", Style{Size: 16})
	if w <= 0 {
		t.Fatalf("text with missing glyphs measured %v wide", w)
	}
}

func TestScaleMultipliesSize(t *testing.T) {
	st := Style{Size: 18, Bold: true}
	SetScale(1)
	w1, _ := Measure("Pass to Alice", st)
	SetScale(2)
	w2, _ := Measure("Pass to Alice", st)
	SetScale(1)
	if math.Abs(w2-2*w1) > 4 {
		t.Fatalf("width at scale 2 = %v, want about 2×%v", w2, w1)
	}
}

func TestFitSizeShrinksToFit(t *testing.T) {
	SetScale(1.5)
	defer SetScale(1)
	st := Style{Size: 24}
	s := "Limiter les demandes de réaction"
	full, _ := Measure(s, st)
	if got := FitSize(s, st, full+10); got != 24 {
		t.Errorf("fits already: FitSize = %v, want 24", got)
	}
	size := FitSize(s, st, full/2)
	if size >= 24 || size < minSize {
		t.Fatalf("FitSize = %v, want between %v and 24", size, minSize)
	}
	if w, _ := Measure(s, Style{Size: size}); w > full/2 {
		t.Errorf("shrunk text is %v wide, limit %v", w, full/2)
	}
	if got := FitSize(s, st, 1); got != minSize {
		t.Errorf("impossible fit: FitSize = %v, want the minimum %v", got, minSize)
	}
}

func TestMeasureWrappedBreaksLines(t *testing.T) {
	SetScale(1)
	st := Style{Size: 16}
	s := "one two three four five six seven eight nine ten"
	w, h := Measure(s, st)
	ww, wh := MeasureWrapped(s, w/3, st)
	if ww > w/3+1 || wh < 2.5*h {
		t.Fatalf("wrapped to %v×%v from one line %v×%v; want ≤ %v wide and ≥ 3 lines", ww, wh, w, h, w/3)
	}
}

func TestMeasuringAllocatesNothing(t *testing.T) {
	// Scenes measure text while laying out in Update, which runs on idle
	// frames too.
	SetScale(2)
	defer SetScale(1)
	st := Style{Size: 17, Bold: true}
	s := "Some words that wrap across a few lines"
	for name, f := range map[string]func(){
		"Measure":        func() { Measure(s, st) },
		"MeasureWrapped": func() { MeasureWrapped(s, 100, st) },
		"FitSize":        func() { FitSize(s, st, 100) },
		"LineHeight":     func() { LineHeight(st) },
	} {
		if n := testing.AllocsPerRun(20, f); n != 0 {
			t.Errorf("%s allocates %v times", name, n)
		}
	}
}
