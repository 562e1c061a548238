package gosu

import (
	"testing"

	"kamon/rules/gosu"
	"kamon/sprites"
)

// Every clan has a mark of its own, an icon that exists, and no clan
// wears the crest of any seat: the set of clan marks and the set of seat
// crests share no icon, so a clan never looks like a player.
func TestGosuClanMarksAreNotSeatCrests(t *testing.T) {
	seats := map[string]int{}
	for i := range sprites.PlayerCount {
		seats[sprites.PlayerCrest(i)] = i
	}
	if len(seats) != sprites.PlayerCount {
		t.Fatalf("%d seat crests for %d seats", len(seats), sprites.PlayerCount)
	}
	clans := map[string]gosu.Clan{}
	for k := range gosu.Clan(gosu.NumClans) {
		m := gosuClanCrest(k)
		if !sprites.HasIcon(m) {
			t.Errorf("%s: no icon %q", k.Name(), m)
		}
		if s, ok := seats[m]; ok {
			t.Errorf("%s wears %q, the crest of seat %d", k.Name(), m, s+1)
		}
		if o, ok := clans[m]; ok {
			t.Errorf("%s and %s share the mark %q", o.Name(), k.Name(), m)
		}
		clans[m] = k
	}
}
