package shinobi

import (
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
)

// On a phone the others' provinces are too narrow for a finger to tell
// their armies apart: a tap on one, when the Ninja chosen may strike
// several armies there, opens the province large, where each army takes
// a fingertip and nothing else is listed; Back closes it and plays
// nothing, as does a tap beside it; a tap on an army there strikes it.
func TestShinobiNarrowProvinceOpensLarge(t *testing.T) {
	var p rules.Player
	m := shinobiMatchWhere(t, 1, func(st *shinobi.State) bool {
		n := map[rules.Player]int{}
		for _, s := range legalMoves(st, shinobi.Ninja) {
			n[s.To]++
			if n[s.To] > 1 {
				p = s.To
				return true
			}
		}
		return false
	})
	full := m.State().(*shinobi.State)
	f, tbl := openShinobi(t, m)
	if !tbl.geom[p].narrow {
		t.Fatalf("at 390×844 province %d is not narrow: columns %.0f px", p+1, tbl.geom[p].slots[0].W)
	}
	strikes := legalMoves(full, shinobi.Ninja)
	ninja := "hand:" + strikes[0].Card.String()
	prov := shinobiProvIDs[p]
	n := len(m.History())
	open := func() {
		t.Helper()
		f.Run("tap " + ninja + "\nwait 1\ntap " + prov + "\nwait 1")
		if tbl.zoom.p != p {
			t.Fatalf("a tap on %s with the Ninja chosen left it closed", prov)
		}
		armies := 0
		for _, w := range f.A.Widgets() {
			switch {
			case strings.HasPrefix(w.ID, "army:"):
				armies++
				if !strings.HasPrefix(w.ID, "army:"+prov[len("prov:"):]+":") || w.Read || w.Rect.W < scenestest.MinTarget || w.Rect.H < scenestest.MinTarget {
					t.Errorf("opened, %s lists %s at %+v (read %v): want its own armies, a fingertip each", prov, w.ID, w.Rect, w.Read)
				}
			case strings.HasPrefix(w.ID, "hand:") || strings.HasPrefix(w.ID, "prov:"):
				t.Errorf("opened, %s still lists %s under it", prov, w.ID)
			}
		}
		if armies < 2 {
			t.Errorf("opened, %s lists %d armies, want its %d at least", prov, armies, 2)
		}
	}
	open()
	f.Run("tap zoom:back\nwait 1")
	if tbl.zoom.p != rules.NoPlayer || len(m.History()) != n {
		t.Fatalf("Back left it open (%d) or played (%d actions, want %d)", tbl.zoom.p, len(m.History()), n)
	}
	f.Run("tap cancel\nwait 1")
	open()
	f.Run("tap 3 840\nwait 1")
	if tbl.zoom.p != rules.NoPlayer || len(m.History()) != n {
		t.Fatalf("a tap beside it left it open or played")
	}
	f.Run("tap cancel\nwait 1")
	open()
	var target shinobi.Move
	for _, s := range strikes {
		if s.To == p {
			target = s
			break
		}
	}
	f.Run("tap " + shinobiArmyID(p, target.Target) + "\nwait 2")
	if h := m.History(); len(h) != n+1 || !strings.HasPrefix(h[n].Action, "ninja") || tbl.zoom.p != rules.NoPlayer {
		t.Fatalf("a tap on the army opened: %+v, open %d", h[n:], tbl.zoom.p)
	}
}
