package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game/storage"
	"kamon/rules"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Each game's rules page shows its picture after the paragraph it
// illustrates, captioned in a sentence, and draws it.
func TestRulesPagesHavePictures(t *testing.T) {
	for _, id := range []string{"mana", "shinobi", "peuple", "gosu"} {
		t.Run(id, func(t *testing.T) {
			pics := table.RulesPictures(id)
			if len(pics) == 0 {
				t.Fatal("no picture")
			}
			g, err := rules.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			f := newFlow(t, storage.NewMemory())
			f.Run("wait 2")
			f.A.ShowRules(g)
			f.Run("wait 2\nexpect-scene rules")
			page := f.A.Top().(*textPage)
			text := 0
			for i, q := range page.paras {
				if q.pic == nil {
					text++
					continue
				}
				if text != pics[0].After+1 || i+1 >= len(page.paras) || page.paras[i+1].text != q.text || q.text == "" {
					t.Fatalf("the picture stands after %d paragraphs (want %d), captioned %q", text, pics[0].After+1, q.text)
				}
			}
			// Scrolled to it, the picture is listed with its caption.
			for _, q := range page.paras {
				if q.pic != nil {
					page.scroll.Offset += q.rect.Y - page.paras[0].rect.Y
					break
				}
			}
			f.Run("wait 2")
			w, ok := f.A.Widget("rules:pic:0")
			if !ok || w.Label == "" || w.Rect.W <= 0 || w.Rect.H <= 0 {
				t.Fatalf("picture listed as %+v (%v)", w, ok)
			}
		})
	}
}

// The pictures of the rules pages draw every word whole, at the text
// floor or above, at the six sizes: a card's name on a Gosu X army, a
// pawn's count... (the language does not change them).
func TestRulesPicturesCutNoText(t *testing.T) {
	for _, id := range []string{"mana", "shinobi", "peuple", "gosu"} {
		g, err := rules.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range scenestest.Screens {
			f := newFlow(t, storage.NewMemory())
			f.SetScreen(s)
			f.Run("wait 2")
			f.A.ShowRules(g)
			f.Run("wait 2\nexpect-scene rules")
			page := f.A.Top().(*textPage)
			ctx := f.A.Context()
			for _, q := range page.paras {
				if q.pic == nil {
					continue
				}
				w, h := picSize(ctx, &q, q.rect.W)
				img := ebiten.NewImage(int(w)+1, int(h)+1)
				rec := &ui.TextRecorder{Scale: s.Scale}
				rec.Start()
				q.pic(img, ctx, ui.Rect{W: w, H: h})
				rec.Stop()
				img.Deallocate()
				if len(rec.Cut) > 0 {
					t.Errorf("%s at %s: the picture cuts %q", id, s, rec.Cut)
				}
				for _, d := range rec.Texts {
					if !d.Decor && d.Size < ui.MinText-0.01 {
						t.Errorf("%s at %s: the picture draws %q at %.1f CSS px", id, s, d.Text, d.Size)
					}
				}
			}
		}
	}
}
