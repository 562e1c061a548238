package scenes

import (
	"testing"

	"kamon/game/storage"
	"kamon/rules"
	"kamon/scenes/table"
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
