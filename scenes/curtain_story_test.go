package scenes

import (
	"slices"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/rules"
	"kamon/scenes/table"
)

// The curtain before Bob's turn tells what happened since his last turn,
// as everyone at the table may read it (Ann's card drawn as "draws a
// card"), and so does the table's own face while it waits for the hand-off.
func TestCurtainTellsWhatHappenedSinceYourLastTurn(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:tally\ntap seat:2:kind\ntap kind:human\ntap shuffle\ntap start\nexpect-scene curtain\ntap curtain\nexpect-scene table\nwait 2")
	tbl := f.table()
	m, ann := tbl.Match(), tbl.Viewer()
	f.Run("tap " + tbl.Info.Actions[0].ID + "\nexpect-scene curtain\nwait 2")
	c := f.A.Top().(*curtainScene)
	bob := m.ToMove()
	want := table.Story(nil, m.Game.ID, m.SinceLastTurn(bob), table.SeatNames(m), rules.NoPlayer)
	if len(want) == 0 || !slices.Equal(c.since, want) {
		t.Fatalf("the curtain tells %q, want %q", c.since, want)
	}
	drew := m.History()[len(m.History())-1].Events
	for _, e := range drew {
		if e.Private && e.Player == ann {
			for _, s := range c.since {
				if strings.Contains(s, e.Text) && e.Text != e.Public {
					t.Fatalf("the curtain shows %q, Ann's private %q", s, e.Text)
				}
			}
		}
	}
}
