package mana

import (
	"testing"

	"kamon/rules"
)

func cfg(variant string) rules.Config { return rules.Config{Players: 2, Variant: variant} }

// perftTable: the first row is given by the issue; the start positions were
// computed once the generator agreed with it, and pinned. The counts at
// depths 1-4 do not depend on where the Daimios stand (a Daimio moves like a
// Ronin); depth 5 does, through Daimio captures ending branches.
var perftTable = []struct {
	position string
	counts   []uint64 // depths 1, 2, ...
}{
	{"rrdrrr/6/6/6/6/RRDRRR b - 0 0", []uint64{16, 56, 261, 1209, 16422}},
	// the nine standard starts (Black's Daimio on b1, c1, f1; White's on b6, c6, f6)
	{"rdrrrr/6/6/6/6/RDRRRR b - 0 0", []uint64{16, 56, 261, 1209, 16456}},
	{"rrdrrr/6/6/6/6/RDRRRR b - 0 0", []uint64{16, 56, 261, 1209, 16456}},
	{"rrrrrd/6/6/6/6/RDRRRR b - 0 0", []uint64{16, 56, 261, 1209, 16456}},
	{"rdrrrr/6/6/6/6/RRDRRR b - 0 0", []uint64{16, 56, 261, 1209, 16422}},
	{"rrrrrd/6/6/6/6/RRDRRR b - 0 0", []uint64{16, 56, 261, 1209, 16422}},
	{"rdrrrr/6/6/6/6/RRRRRD b - 0 0", []uint64{16, 56, 261, 1209, 16456}},
	{"rrdrrr/6/6/6/6/RRRRRD b - 0 0", []uint64{16, 56, 261, 1209, 16456}},
	{"rrrrrd/6/6/6/6/RRRRRD b - 0 0", []uint64{16, 56, 261, 1209, 16456}},
	// reserves: re-entries on any empty square join the moves when there is
	// no constraint
	{"rrdrr1/6/6/6/6/RRD1RR b - 1 1", []uint64{43, 178, 2622, 20094, 306824}},
	{"1rdr2/6/2R3/6/6/2D3 w 2 4 3", []uint64{6, 165, 2710, 43316, 717469}},
	// the bird asks for a single and Black has none: every move is allowed
	{"rrdrrr/6/6/6/3R2/RRD1RR b 1 0 0", []uint64{22, 68, 933, 3640, 41562}},
	// Black's Daimio is walled in and has no reserve: pass is the only move
	{"5d/6/6/6/r5/Dr4 b - 0 0", []uint64{1, 9, 20, 155, 480}},
	{"5d/6/6/6/r5/Dr4 b 2 0 1", []uint64{1, 41, 52, 815, 1753}},
}

func TestPerftTable(t *testing.T) {
	for _, row := range perftTable {
		s, err := ParsePosition(row.position)
		if err != nil {
			t.Fatalf("%s: %v", row.position, err)
		}
		for d, want := range row.counts {
			if testing.Short() && want > 50000 {
				break
			}
			if got := s.Perft(d + 1); got != want {
				t.Errorf("%s depth %d: %d, want %d", row.position, d+1, got, want)
			}
		}
	}
}

// The nine standard starts reached through the setup actions are the
// table's first nine rows.
func TestStartPositions(t *testing.T) {
	starts := map[string]bool{}
	for _, row := range perftTable[:9] {
		starts[row.position] = true
	}
	for _, bd := range []string{"b1", "c1", "f1"} {
		for _, wd := range []string{"b6", "c6", "f6"} {
			s := mustNew(t, "")
			play(t, s, "D@"+bd, "D@"+wd)
			if !starts[s.Position()] {
				t.Errorf("start %s %s: %s is not in the perft table", bd, wd, s.Position())
			}
			delete(starts, s.Position())
		}
	}
}

func TestDivideSumsToPerft(t *testing.T) {
	s := mustParse(t, "rrdrr1/6/6/6/6/RRD1RR b - 1 1")
	actions, counts := s.Divide(3)
	var total uint64
	for _, c := range counts {
		total += c
	}
	if len(actions) != 43 || total != 2622 {
		t.Errorf("divide: %d moves, total %d; want 43 and 2622", len(actions), total)
	}
}
