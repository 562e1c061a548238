package gosu

import (
	"slices"
	"testing"

	"kamon/game/storage"
	"kamon/scenes/feedback"
	"kamon/sprites/tween"
)

// The Great Battle sounds as it shows: drum beats while the totals count
// up, the banner as the winner shows; the table core leaves the battle's
// events to it.
func TestGosuBattleCountsAndRaisesTheBanner(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:gosu\nexpect-scene setup\ntap start\nwait 120")
	tbl := f.gosuTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Gosu table", f.A.Top().Name())
	}
	if !tbl.OwnSound("round-end") || !tbl.OwnSound("battle") || tbl.OwnSound("play") {
		t.Fatal("the table should sound the battle's count and banner itself, and only them")
	}
	fake := &feedback.Fake{}
	defer feedback.Use(fake)()
	p := tween.NewPlayer(1)
	p.Play(tween.Sequence(tbl.battleSteps([2]int{9, 4}, 0)...))
	var heard []string
	var at []int
	for frame := 0; !p.Done() && frame < 600; frame++ {
		p.Update(1.0 / 60)
		for _, s := range fake.Take() {
			heard, at = append(heard, s), append(at, frame)
		}
	}
	tbl.Settle()
	if want := []string{"count", "count", "count", "banner"}; !slices.Equal(heard, want) {
		t.Fatalf("the battle: heard %q, want %q", heard, want)
	}
	// Beats at 0, 0.3 and 0.6 s, the banner as the count ends at 0.9 s.
	for i, want := range []int{0, 18, 36, 54} {
		if d := at[i] - want; d < -1 || d > 1 {
			t.Fatalf("heard at frames %v, want about %v", at, []int{0, 18, 36, 54})
		}
	}
}
