package ui

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/text"
)

// The recorder hears each text drawn with its size in CSS px (physical
// over the device scale), leaves decoration out of Below, and hears
// nothing once stopped; a line fitted to a narrow box stops at the floor.
func TestTextRecorderMeasuresCSSPx(t *testing.T) {
	text.SetScale(3) // a phone at 3×, no zoom
	defer text.SetScale(1)
	dst := ebiten.NewImage(300, 100)
	r := TextRecorder{Scale: 3}
	r.Start()
	text.Draw(dst, "Small", 0, 0, text.Style{Size: 9})
	text.Draw(dst, "Kamon", 0, 0, text.Style{Size: 8, Decor: true})
	DrawFitText(dst, "A long line that cannot fit a narrow box", 0, 0, 60, text.Style{Size: SizeBody})
	r.Stop()
	text.Draw(dst, "Unheard", 0, 0, text.Style{Size: 5})
	if len(r.Texts) != 3 {
		t.Fatalf("recorded %+v, want 3 texts", r.Texts)
	}
	if got := r.Texts[0]; got.Text != "Small" || got.Size != 9 || got.Decor {
		t.Errorf("first text %+v, want Small at 9 CSS px", got)
	}
	if got := r.Texts[2]; got.Size != MinText || got.Text[len(got.Text)-len("…"):] != "…" {
		t.Errorf("fitted line %+v, want it cut at %d CSS px", got, MinText)
	}
	if len(r.Cut) != 1 || r.Cut[0] != "A long line that cannot fit a narrow box" {
		t.Errorf("cut texts %q, want the long line", r.Cut)
	}
	low := r.Below(MinText)
	if len(low) != 1 || low[0].Text != "Small" {
		t.Errorf("below the floor: %+v, want only Small", low)
	}
}

// A veil marks the texts it lies over, on its image, as Veiled: not those
// beside it, on another image, or drawn over it after.
func TestDrawVeilMarksTheTextsUnderIt(t *testing.T) {
	dst, other := ebiten.NewImage(300, 200), ebiten.NewImage(300, 200)
	r := TextRecorder{}
	r.Start()
	defer r.Stop()
	st := text.Style{Size: SizeBody}
	text.Draw(dst, "Under", 10, 10, st)
	text.Draw(dst, "Beside", 10, 150, st)
	text.Draw(other, "Elsewhere", 10, 10, st)
	// drawn clipped to a part of dst, as a scroll view draws its content
	text.Draw(dst.SubImage(image.Rect(100, 40, 300, 90)).(*ebiten.Image), "Clipped", 110, 50, st)
	DrawVeil(dst, Rect{W: 300, H: 100}, color.RGBA{0, 0, 0, 180})
	text.Draw(dst, "Over", 10, 10, st)
	want := map[string]bool{"Under": true, "Beside": false, "Elsewhere": false, "Over": false, "Clipped": true}
	for _, d := range r.Texts {
		if d.Veiled != want[d.Text] {
			t.Errorf("%s: veiled %v, want %v", d.Text, d.Veiled, want[d.Text])
		}
	}
	if len(r.Texts) != len(want) {
		t.Errorf("recorded %d texts, want %d", len(r.Texts), len(want))
	}
}
