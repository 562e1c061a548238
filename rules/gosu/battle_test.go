package gosu

import (
	"testing"

	"kamon/rules"
)

// TestBattleEventExplainsTheCount: the battle event gives every army
// card's part as it stood at the battle (a captured card counting 0, the
// Song releasing it later), each bonus marked, the hand's part under the
// Phoenix tile and the Wonder holder who wins the tie; the lines and the
// hands add up to the totals.
func TestBattleEventExplainsTheCount(t *testing.T) {
	s := table(t, "tomorrow galmi phoenix", "goan-sul justice xian")
	s.d.Tiles[phoenix].Active = true
	field(t, s, 1, "tomorrow.aat#1", "phoenix.timer#1", "-phoenix.arpia#1")
	field(t, s, 2, "galmi.galmi-avatar", "galmi.ree-ab")
	field(t, s, 3, "phoenix.phoenix-immortal")
	hand(t, s, "galmi.shard", "tomorrow.wiindz#1")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "justice.volantis#1", "justice.volantis#2")
	field(t, s, 2, "goan-sul.alpha", "goan-sul.hempo")
	field(t, s, 3, "goan-sul.byun-hyung-ja") // Bounty: the Avatar doubles
	s.d.Wonder = 1
	for p := range int8(2) {
		s.seat(p).Reserve = 0
	}
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	var e rules.Event
	for _, x := range s.ev {
		if x.Kind == "battle" {
			e = x
		}
	}
	if e.Kind == "" {
		t.Fatal("no battle event")
	}
	if want := "Great Battle 1: 21 to 21, P2 takes Supremacy"; e.Text != want {
		t.Errorf("text %q, want %q", e.Text, want)
	}
	c := func(id string) Card { return Card(cardOf(t, id)) }
	u := Unknown
	want := [2][]BattleLine{{
		{Card: c("tomorrow.aat#1"), Row: 0, Printed: 2, Military: 3, Veteran: true, Mirror: c("goan-sul.lava-goddesses#1")},
		{Card: c("phoenix.timer#1"), Row: 0, Printed: 2, Military: 2, Mirror: u},
		{Card: c("phoenix.arpia#1"), Row: 0, Printed: 2, Military: 0, Down: true, Mirror: u},
		{Card: c("galmi.galmi-avatar"), Row: 1, Printed: 3, Military: 6, Doubled: true, Mirror: u},
		{Card: c("galmi.ree-ab"), Row: 1, Printed: 3, Military: 3, Mirror: u},
		{Card: c("phoenix.phoenix-immortal"), Row: 2, Printed: 3, Military: 5, ByRow: true, Mirror: u},
	}, {
		{Card: c("goan-sul.lava-goddesses#1"), Row: 0, Printed: 2, Military: 3, Veteran: true, Mirror: u},
		{Card: c("justice.volantis#1"), Row: 0, Printed: 2, Military: 2, Mirror: u},
		{Card: c("justice.volantis#2"), Row: 0, Printed: 2, Military: 2, Mirror: u},
		{Card: c("goan-sul.alpha"), Row: 1, Printed: 3, Military: 4, Veteran: true, Mirror: u},
		{Card: c("goan-sul.hempo"), Row: 1, Printed: 3, Military: 4, Veteran: true, Mirror: u},
		{Card: c("goan-sul.byun-hyung-ja"), Row: 2, Printed: 5, Military: 6, Veteran: true, Mirror: u},
	}}
	for _, viewer := range []rules.Player{0, 1, rules.NoPlayer} {
		in := Info(e, viewer)
		if in.Totals != [2]int{21, 21} || in.Battle.Hand != [2]int{2, 0} || in.Battle.Wonder != 1 {
			t.Errorf("viewer %d: totals %v, hands %v, Wonder %d", viewer, in.Totals, in.Battle.Hand, in.Battle.Wonder)
		}
		for p := range 2 {
			lines := in.Battle.Lines[p]
			if len(lines) != len(want[p]) {
				t.Fatalf("P%d: %d lines, want %d: %+v", p+1, len(lines), len(want[p]), lines)
			}
			sum := in.Battle.Hand[p]
			for i, l := range lines {
				if l != want[p][i] {
					t.Errorf("P%d line %d: %+v, want %+v", p+1, i, l, want[p][i])
				}
				sum += l.Military
			}
			if sum != in.Totals[p] {
				t.Errorf("P%d: the lines add up to %d, the total is %d", p+1, sum, in.Totals[p])
			}
		}
	}
	// The Song released the captured card since: the event still counts it 0.
	if where(t, s, "phoenix.arpia#1") != "up" {
		t.Error("the Song did not release Arpia")
	}
	// Info gives copies: a reader changing them changes no other reader.
	Info(e, 0).Battle.Lines[0][0].Military = 99
	if Info(e, 0).Battle.Lines[0][0].Military != 3 {
		t.Error("Info shares the event's lines")
	}
	if in := Info(rules.Event{Kind: "song"}, 0); in.Battle.Lines[0] != nil || in.Battle.Wonder != rules.NoPlayer {
		t.Errorf("another event reads as a battle: %+v", in.Battle)
	}
}
