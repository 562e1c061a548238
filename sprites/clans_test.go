package sprites

import "testing"

// Every clan has an icon that exists, no two clans share a colour or a
// crest (colour is never the only cue), and no clan wears a seat's crest.
func TestClansHaveDistinctColoursAndCrests(t *testing.T) {
	for i := range ClanCount {
		if !HasIcon(ClanCrest(i)) {
			t.Errorf("clan %d: no icon %q", i, ClanCrest(i))
		}
		for seat := range 5 {
			if ClanCrest(i) == PlayerCrest(seat) {
				t.Errorf("clan %d has the crest of seat %d", i, seat)
			}
		}
		for j := i + 1; j < ClanCount; j++ {
			if ClanColor(i) == ClanColor(j) || ClanCrest(i) == ClanCrest(j) {
				t.Errorf("clans %d and %d share a colour or a crest", i, j)
			}
		}
	}
	if ClanColor(-1) != ClanColor(ClanCount-1) || ClanCrest(ClanCount) != ClanCrest(0) {
		t.Error("clan indices do not wrap")
	}
}
