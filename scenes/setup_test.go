package scenes

import (
	"testing"

	"kamon/game/storage"
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
	if s.model.SharedDeal || s.shared.Label != "Shared deal" {
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
	if got := f.table().Match.Config().Seed; got != 77 {
		t.Fatalf("seed %d, want the 77 typed", got)
	}
}

// Folded again, the seed typed is dropped for the drawn one.
func TestSetupFoldedSeedIsNotUsed(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\nexpect-scene setup\ntap shared-deal\ntap seed\ntype 5\nkey Enter\ntap shared-deal\nwait 2")
	s := f.A.Top().(*setupScene)
	drawn := s.model.drawn
	f.Run("tap shuffle\ntap start\nexpect-scene table\nwait 2")
	if got := f.table().Match.Config().Seed; got != drawn {
		t.Fatalf("seed %d, want the drawn %d", got, drawn)
	}
}
