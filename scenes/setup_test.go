package scenes

import (
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// The seed is folded away under "Shared deal": unfolded, it shows with the
// warning that it tells the deal, and the game plays the seed typed.
func TestSetupSeedIsFoldedUnderSharedDeal(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\nwait 2")
	if _, ok := f.A.Widget("seed"); ok {
		t.Fatal("the seed shows without a shared deal")
	}
	s := f.A.Top().(*setupScene)
	if s.model.SharedDeal || s.shared.Label != "Play a shared deal" {
		t.Fatalf("shared deal %v, labelled %q", s.model.SharedDeal, s.shared.Label)
	}
	f.Run("tap shared-deal\nwait 2\ntap seed\nkey Backspace\nkey Backspace\n" +
		"key Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\n" +
		"key Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\nkey Backspace\n" +
		"key Backspace\nkey Backspace\ntype 77\nkey Enter\nwait 2")
	if s.warn.H == 0 || !s.scroll.Visible(s.warn) {
		t.Fatalf("the warning is not shown: %+v in %+v", s.warn, s.scroll.Rect)
	}
	f.Run("tap shuffle\ntap start\nexpect-scene table\nwait 2")
	if got := f.table().Match().Config().Seed; got != 77 {
		t.Fatalf("seed %d, want the 77 typed", got)
	}
}

// A game with nothing hidden (Mana) deals nothing to share: its setup has
// no shared deal, and its results name no deal.
func TestSetupOffersASharedDealOnlyOfHiddenCards(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:mana\nexpect-scene setup\nwait 2")
	if w, ok := f.A.Widget("shared-deal"); ok && w.Rect.W > 0 {
		t.Fatalf("Mana's setup offers a shared deal: %+v", w)
	}
}

// The deal code typed with its dashes, in small letters, plays that deal.
func TestSetupPlaysADealCode(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	code := strings.ToLower(game.DealCode(0xfeedface))
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\ntap shared-deal\nwait 2\ntap seed\n" +
		strings.Repeat("key Backspace\n", 20) + "type " + code + "\nkey Enter\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	if got := f.table().Match().Config().Seed; got != 0xfeedface {
		t.Fatalf("seed %x, want the feedface of %s", got, code)
	}
}

// Folded again, the seed typed is dropped for the drawn one.
func TestSetupFoldedSeedIsNotUsed(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\ntap shared-deal\ntap seed\ntype 5\nkey Enter\ntap shared-deal\nwait 2")
	s := f.A.Top().(*setupScene)
	drawn := s.model.drawn
	f.Run("tap shuffle\ntap start\nexpect-scene table\nwait 2")
	if got := f.table().Match().Config().Seed; got != drawn {
		t.Fatalf("seed %d, want the drawn %d", got, drawn)
	}
}

// The rules are one row each, the chosen one marked, so that a variant
// whose name is a sentence stays readable.
func TestSetupVariantRows(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\nwait 2")
	s := f.A.Top().(*setupScene)
	std, ok1 := f.A.Widget("variant:")
	short, ok2 := f.A.Widget("variant:short")
	if !ok1 || !ok2 || std.Label != "Standard" || short.Rect.Y <= std.Rect.Y || short.Rect.W != std.Rect.W {
		t.Fatalf("variant rows %+v %+v (listed %v %v)", std, short, ok1, ok2)
	}
	f.Run("tap variant:short\nwait 2")
	if s.model.Variant != "short" || s.variants[1].Kind != ui.ButtonPrimary || s.variants[0].Kind != ui.ButtonSecondary {
		t.Fatalf("after a tap: variant %q, kinds %v %v", s.model.Variant, s.variants[0].Kind, s.variants[1].Kind)
	}
	f.Run("tap variant:\nwait 2")
	if s.model.Variant != "" {
		t.Fatalf("back to the standard rules: variant %q", s.model.Variant)
	}
}

// A seat's kind is picked from a list of every kind, the current one marked.
func TestSetupKindFromAList(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\ntap seat:2:kind\nexpect-scene ask\nwait 2")
	human, ok1 := f.A.Widget("kind:human")
	random, ok2 := f.A.Widget("kind:random")
	if !ok1 || !ok2 || human.Label != "Human" || random.Label != "Random" {
		t.Fatalf("kinds listed: %+v %+v", human, random)
	}
	if q, _ := f.A.Top().(*askScene); q == nil || q.choices[1].button.Kind != ui.ButtonPrimary || q.question != "Who plays at seat 2?" {
		t.Fatalf("the list does not mark seat 2's Random bot: %+v", q)
	}
	f.Run("tap kind:human\nexpect-scene setup\nwait 2")
	s := f.A.Top().(*setupScene)
	if s.model.Seats[1].Kind != "human" || s.kinds[1].Label != "Human" {
		t.Fatalf("seat 2 is %q, labelled %q", s.model.Seats[1].Kind, s.kinds[1].Label)
	}
}

// Every row of the setup lies on its sheet, at every player count of
// every game and on the six screens: the sheet grows with the longer of
// its two columns, so no seat hangs below it.
func TestSetupRowsLieOnTheSheet(t *testing.T) {
	for _, g := range table.Playable() {
		for _, s := range scenestest.Screens {
			f := newFlow(t, storage.NewMemory())
			f.SetScreen(s)
			f.Run("wait 2\ntap game:" + g.ID + "\nexpect-scene setup")
			for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
				f.Run("wait 2")
				setup := f.A.Top().(*setupScene)
				sheet := setup.scroll.Rect
				sheet.H = min(sheet.H, setup.scroll.ContentH)
				for _, w := range f.A.Widgets() {
					if w.ID != setup.scroll.ID && w.Rect.H > 0 && setup.scroll.Visible(w.Rect) && !scenestest.Inside(w.Rect, sheet) &&
						scenestest.Overlaps(w.Rect, setup.scroll.Rect) {
						t.Errorf("%s, %d players, %s: %q at %v lies off the sheet %v", g.ID, n, s, w.ID, w.Rect, sheet)
					}
				}
				if n < g.MaxPlayers {
					f.Run("tap players:+")
				}
			}
		}
	}
}

// Choosing who plays a seat tells what each bot level is, one sentence
// each, and on a phone the answers and Cancel still fit under them.
func TestSetupSaysWhatEachLevelIs(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\nwait 2")
	f.A.Top().(*setupScene).model.Levels = []string{"random", "easy", "normal", "hard"}
	f.Run("tap seat:2:kind\nwait 2")
	a, ok := f.A.Top().(*askScene)
	if !ok {
		t.Fatalf("no question on top: %T", f.A.Top())
	}
	if lines := strings.Split(a.detail, "\n"); len(lines) != 4 || !strings.HasPrefix(lines[2], "Normal: ") {
		t.Fatalf("want a sentence per level, got:\n%s", a.detail)
	}
	if a.more.Y < a.note.Y+a.note.H || a.choices[0].button.Rect.Y < a.more.Y+a.more.H {
		t.Fatalf("the detail %+v overlaps the question %+v or the answers %+v", a.more, a.note, a.choices[0].button.Rect)
	}
	if c := a.cancel.Rect; c.Y+c.H > 844 || a.panel.Y < 0 {
		t.Fatalf("Cancel %+v or the panel %+v is off a 844 px phone", c, a.panel)
	}
}
