package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestSameGlyphs checks that sfnt, Kamon's renderer, sees the stripped fonts exactly as the
// originals: every rune's glyph, every outline, advance and bound, the kerning, the metrics.
func TestSameGlyphs(t *testing.T) {
	for _, f := range fonts {
		t.Run(f.file, func(t *testing.T) {
			stripped, err := Unhint(f.ttf)
			if err != nil {
				t.Fatal(err)
			}
			if len(stripped) > len(f.ttf)*6/10 {
				t.Errorf("stripped font is %d bytes of %d: expected under 60%%", len(stripped), len(f.ttf))
			}
			orig, err := sfnt.Parse(f.ttf)
			if err != nil {
				t.Fatal(err)
			}
			got, err := sfnt.Parse(stripped)
			if err != nil {
				t.Fatal(err)
			}
			compareFonts(t, orig, got)
		})
	}
}

func compareFonts(t *testing.T, want, got *sfnt.Font) {
	t.Helper()
	var bw, bg sfnt.Buffer
	ppem := fixed.I(37)
	for _, h := range []font.Hinting{font.HintingNone, font.HintingFull} {
		mw, err1 := want.Metrics(&bw, ppem, h)
		mg, err2 := got.Metrics(&bg, ppem, h)
		if mw != mg || err1 != nil || err2 != nil {
			t.Errorf("metrics (hinting %v): %+v, %v; want %+v, %v", h, mg, err2, mw, err1)
		}
	}
	if want.NumGlyphs() != got.NumGlyphs() {
		t.Fatalf("%d glyphs, want %d", got.NumGlyphs(), want.NumGlyphs())
	}
	var mapped []sfnt.GlyphIndex
	for r := rune(0); r <= 0xFFFF; r++ {
		iw, err1 := want.GlyphIndex(&bw, r)
		ig, err2 := got.GlyphIndex(&bg, r)
		if iw != ig || (err1 == nil) != (err2 == nil) {
			t.Fatalf("rune %U: glyph %d, want %d", r, ig, iw)
		}
		if iw != 0 {
			mapped = append(mapped, iw)
		}
	}
	if len(mapped) < 600 {
		t.Fatalf("only %d runes mapped: expected the Go fonts' Latin, Greek and Cyrillic", len(mapped))
	}
	for g := range sfnt.GlyphIndex(want.NumGlyphs()) {
		sw, err1 := want.LoadGlyph(&bw, g, ppem, nil)
		sw = slices.Clone(sw)
		sg, err2 := got.LoadGlyph(&bg, g, ppem, nil)
		if err1 != nil || err2 != nil || !slices.Equal(sw, sg) {
			t.Fatalf("glyph %d: outline differs (errors %v, %v)", g, err1, err2)
		}
		bdw, aw, _ := want.GlyphBounds(&bw, g, ppem, font.HintingNone)
		bdg, ag, _ := got.GlyphBounds(&bg, g, ppem, font.HintingNone)
		if bdw != bdg || aw != ag {
			t.Fatalf("glyph %d: bounds %v advance %v, want %v %v", g, bdg, ag, bdw, aw)
		}
	}
	for _, a := range mapped[:120] {
		for _, b := range mapped[:120] {
			kw, _ := want.Kern(&bw, a, b, ppem, font.HintingNone)
			kg, _ := got.Kern(&bg, a, b, ppem, font.HintingNone)
			if kw != kg {
				t.Fatalf("kerning %d,%d: %v, want %v", a, b, kg, kw)
			}
		}
	}
}

// TestCommittedFontsFresh checks that the fonts Kamon embeds are this tool's output, subset by
// scripts/subset-fonts.sh: each character they map is drawn exactly as in the Go font (outline,
// advance, bounds), and the font's metrics are the Go font's. Which characters they must hold is
// sprites/text's test.
func TestCommittedFontsFresh(t *testing.T) {
	const ppem = fixed.Int26_6(32 << 6)
	for _, f := range fonts {
		data, err := os.ReadFile(filepath.Join("..", "..", "sprites", "text", "fonts", f.file))
		if err != nil {
			t.Fatal(err)
		}
		want, err1 := sfnt.Parse(f.ttf)
		got, err2 := sfnt.Parse(data)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		mw, _ := want.Metrics(nil, ppem, font.HintingNone)
		mg, _ := got.Metrics(nil, ppem, font.HintingNone)
		if mw != mg {
			t.Errorf("%s: metrics %+v, want %+v: run go generate ./sprites/text", f.file, mg, mw)
		}
		var bw, bg sfnt.Buffer
		mapped := 0
		for r := rune(0); r < 0x10000; r++ {
			ig, _ := got.GlyphIndex(&bg, r)
			if ig == 0 {
				continue
			}
			mapped++
			iw, _ := want.GlyphIndex(&bw, r)
			sw, err1 := want.LoadGlyph(&bw, iw, ppem, nil)
			sw = slices.Clone(sw)
			sg, err2 := got.LoadGlyph(&bg, ig, ppem, nil)
			aw, _ := want.GlyphAdvance(&bw, iw, ppem, font.HintingNone)
			ag, _ := got.GlyphAdvance(&bg, ig, ppem, font.HintingNone)
			if iw == 0 || err1 != nil || err2 != nil || !slices.Equal(sw, sg) || aw != ag {
				t.Fatalf("%s: %q is not drawn as in the Go font: run go generate ./sprites/text", f.file, r)
			}
		}
		if mapped < 300 {
			t.Errorf("%s maps only %d characters", f.file, mapped)
		}
	}
}

func TestRefusesMalformed(t *testing.T) {
	good := fonts[0].ttf
	for name, ttf := range map[string][]byte{
		"empty":       nil,
		"header only": good[:12],
		"cut short":   good[:len(good)/2],
		"OpenType":    append([]byte("OTTO"), good[4:]...),
	} {
		if _, err := Unhint(ttf); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestChecksums(t *testing.T) {
	stripped, err := Unhint(fonts[0].ttf)
	if err != nil {
		t.Fatal(err)
	}
	if sum := checksum(stripped); sum != 0xB1B0AFBA {
		t.Errorf("whole-file checksum %#x, want 0xB1B0AFBA", sum)
	}
	tables, err := readTables(stripped)
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range []string{"fpgm", "prep", "cvt "} {
		if tables[tag] != nil {
			t.Errorf("table %q kept", tag)
		}
	}
}
