package shinobi

import (
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes"
	"kamon/scenes/scenestest"
)

// reach is this table for the reachability checks.
var reach = scenestest.Reach[scenes.Testing]{
	Table: kit,
}

// reachSeeds are the games played per setup: one in -short.
func reachSeeds() []uint64 {
	if testing.Short() {
		return []uint64{1}
	}
	return []uint64{1, 2}
}

// In random games of people, every player count, every legal action of
// every decision is made by taps on what the table lists: a button, or
// a card of the hand, an army or a province, then another.
func TestShinobiEveryActionReachable(t *testing.T) {
	total := reach.CheckSetups(t, shinobi.ID, reachSeeds(), 1000, 3)
	t.Logf("%d decisions (%d with one move only), %d legal actions reached", total.Decisions, total.Only, total.Actions)
}

// With the hand's cards left out of the taps, the deployments of the
// first decision cannot be made: the check sees a way gone.
func TestShinobiReachMissesAHiddenWay(t *testing.T) {
	m := scenestest.PeopleMatch(t, shinobi.ID, rules.Config{Players: 3, Seed: 1})
	r := reach
	f := r.Open(t, m)
	r.Ready(f, m)
	if miss := r.Unreachable(f, m, 2); len(miss) != 0 {
		t.Fatalf("with every way, %q missed", miss)
	}
	r.Skip = func(id string) bool { return strings.HasPrefix(id, "hand:") }
	miss := r.Unreachable(f, m, 2)
	if n := len(m.State().Legal(nil)); len(miss) != n {
		t.Fatalf("without the hand, %d of %d actions missed: %q", len(miss), n, miss)
	}
}
