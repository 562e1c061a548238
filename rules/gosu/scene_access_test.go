package gosu

import (
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestCardAccessors(t *testing.T) {
	c := Card(cardOf(t, "galmi.bun-to#1"))
	if c.String() != "galmi.bun-to#1" || c.DefID() != "galmi.bun-to" || c.Name() != "Bun To" ||
		c.Clan().ID() != "galmi" || c.Clan().Name() != "Galmi" || c.Level() != 1 || c.Rows() != 1 ||
		c.ShiftCost() != 2 || c.Military() != 2 || c.Slots() != 1 || c.Keywords() != Wonder || !c.Known() {
		t.Errorf("Bun To reads %s %s %s %v lv%d rows%b shift%d mil%d slots%d %v", c, c.DefID(), c.Name(), c.Clan(),
			c.Level(), c.Rows(), c.ShiftCost(), c.Military(), c.Slots(), c.Keywords().Names())
	}
	if imm := Card(cardOf(t, "phoenix.phoenix-immortal")); imm.Rows() != 7 || imm.Level() != 2 {
		t.Errorf("Phoenix (Immortal) rows %b", imm.Rows())
	}
	if got := Keyword(kwSecretShift | kwWillpower).Names(); len(got) != 2 || got[0] != "Secret Shift" || got[1] != "Willpower" {
		t.Errorf("keyword names %v", got)
	}
	if Unknown.Known() || Unknown.String() != "?" || Unknown.Level() != 0 || Unknown.Clan() != -1 || Clan(9).Name() != "?" {
		t.Error("an unknown card or clan reads as a real one")
	}
}

func TestSeatAccessorsRespectTheView(t *testing.T) {
	s := table(t, "galmi abhilasha justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "abhilasha.night-apostles#1")
	hand(t, s, "abhilasha.night-wardens#1", "galmi.bun-to#1", "justice.volantis#1")
	play(t, s, "shift abhilasha.night-apostles#1 abhilasha.night-wardens#1", "pick galmi.bun-to#1", "pick justice.volantis#1")
	own := s.View(0).(*State).Seat(0)
	opp := s.View(1).(*State).Seat(0)
	if len(own.Hand) != 0 || own.Deck != len(s.seat(0).Deck) || own.Reserve != 2 || own.Unlocked != 2 || own.Clans[1].ID() != "abhilasha" {
		t.Errorf("own seat %+v", own)
	}
	if len(own.Discard) != 3 || own.Discard[0] != (Discarded{Card(cardOf(t, "galmi.bun-to#1")), true}) {
		t.Errorf("own discard %+v", own.Discard)
	}
	if opp.Discard[0] != (Discarded{Unknown, true}) || opp.Discard[2].Card != Card(cardOf(t, "abhilasha.night-apostles#1")) {
		t.Errorf("the opponent's view of the discard %+v", opp.Discard)
	}
	hand(t, s, "galmi.kno-bo#1")
	if h := s.View(1).(*State).Seat(0).Hand; len(h) != 1 || h[0] != Unknown {
		t.Errorf("the opponent sees the hand %v", h)
	}
	if none := s.Seat(5); none.Hand != nil || none.Clans != nil || none.Deck != 0 {
		t.Error("a seat for no player")
	}
}

func TestArmyAccessorsAndMilitary(t *testing.T) {
	s := table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "justice.volantis#1")
	field(t, s, 2, "goan-sul.alpha")
	field(t, s, 1, "phoenix.timer#1", "-phoenix.arpia#1")
	s.at(pos{0, 0, 1}).Tok = 1
	a := s.Army(0)
	if len(a[0]) != 2 || len(a[1]) != 1 || len(a[2]) != 0 {
		t.Fatalf("rows %d %d %d", len(a[0]), len(a[1]), len(a[2]))
	}
	lava := a[0][0]
	if lava.Card != Card(cardOf(t, "goan-sul.lava-goddesses#1")) || lava.Exposed || lava.Military != 3 || lava.Keywords&Veteran == 0 {
		t.Errorf("Lava Goddesses under Alpha: %+v", lava)
	}
	if !a[0][1].Exposed || a[0][1].Tokens != 1 || !a[1][0].Exposed {
		t.Errorf("exposed or tokens wrong: %+v %+v", a[0][1], a[1][0])
	}
	b := s.Army(1)
	if !b[0][1].Down || b[0][1].Military != 0 || b[0][1].Keywords != 0 {
		t.Errorf("a captured card %+v", b[0][1])
	}
	if p, r, i, ok := s.Where(Card(cardOf(t, "goan-sul.alpha"))); !ok || p != 0 || r != 1 || i != 0 {
		t.Errorf("Where Alpha: %d %d %d %v", p, r, i, ok)
	}
	if _, _, _, ok := s.Where(Card(cardOf(t, "galmi.galmi"))); ok {
		t.Error("Where found a card in a deck")
	}
	// The same totals the Great Battle counts (see TestGreatBattleAndSong).
	if s.MilitaryTotal(0) != 9 || s.MilitaryTotal(1) != 2 {
		t.Errorf("totals %d %d", s.MilitaryTotal(0), s.MilitaryTotal(1))
	}
	s.d.Tiles[phoenix].Active = true
	hand(t, s, "phoenix.timer#2")
	if s.MilitaryTotal(1) != 3 {
		t.Errorf("the Phoenix tile counts the hand: %d", s.MilitaryTotal(1))
	}
	if _, _, ok := s.LastBattle(); ok {
		t.Error("a battle before any")
	}
	before := [2]int{s.MilitaryTotal(0), s.MilitaryTotal(1)}
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	if tot, w, ok := s.LastBattle(); !ok || tot != before || w != 0 {
		t.Errorf("last battle %v %d %v, want %v won by P1", tot, w, ok, before)
	}
}

func TestTableCounters(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	s.d.Tiles[narashima].Active = true
	s.d.Wonder = 1
	if owner, active := s.Tile(galmiClan()); owner != 0 || active {
		t.Errorf("Galmi tile %d %v", owner, active)
	}
	if owner, active := s.Tile(Clan(narashima)); owner != rules.NoPlayer || !active {
		t.Errorf("Narashima tile %d %v", owner, active)
	}
	if s.HandLimit() != 5 || s.WonderHolder() != 1 || s.Phase() != PhasePlay || s.Round() != 1 || s.Turn() != 0 || s.FirstPlayer() != 0 {
		t.Error("counters")
	}
	if _, ok := s.BountyCard(); ok {
		t.Error("Bounty token on a card")
	}
	field(t, s, 1, "galmi.bun-to#1")
	s.d.Bounty = int16(cardOf(t, "galmi.bun-to#1"))
	if c, ok := s.BountyCard(); !ok || c.String() != "galmi.bun-to#1" {
		t.Errorf("Bounty on %s", c)
	}
}

func galmiClan() Clan { return Clan(galmi) }

func TestDecisionAccessor(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	if d, ok := s.Decision(); !ok || d.Kind != "turn" || d.Player != 0 || d.Source != Unknown {
		t.Fatalf("turn decision %+v", d)
	}
	hand(t, s, "galmi.bun-to#1", "justice.volantis#1", "galmi.kno-bo#1", "galmi.un-go#1")
	field(t, s, 1, "galmi.boul-go#1")
	play(t, s, "play justice.volantis#1")
	if d, _ := s.Decision(); d.Kind != "pay" || d.Count != 1 || d.Target.String() != "justice.volantis#1" {
		t.Errorf("pay decision %+v", d)
	}

	s = table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix")
	hand(t, s, "abhilasha.red-circle#1")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	if d, _ := s.Decision(); d.Kind != "capture" || d.Source.String() != "goan-sul.lava-goddesses#1" {
		t.Errorf("capture decision %+v", d)
	}
	play(t, s, "pick abhilasha.night-wardens#1")
	if d, _ := s.Decision(); d.Kind != "react-capture" || d.Player != 1 || d.Mode != "capture" || d.Target.String() != "abhilasha.night-wardens#1" {
		t.Errorf("reaction %+v", d)
	}
	for o, def := range ops {
		if def.options != nil && def.kind == "" {
			t.Errorf("op %d waits for a decision but has no kind", o)
		}
	}
}

func TestCostAccessors(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.bun-to#1")
	if c := s.PlayCost(Card(cardOf(t, "justice.volantis#1")), 0); c != 2 {
		t.Errorf("new-clan Troop costs %d", c)
	}
	if c := s.PlayCost(Card(cardOf(t, "justice.volantis#1")), 4); c != -1 {
		t.Errorf("row 4 costs %d", c)
	}
	if c := s.ShiftCost(Card(cardOf(t, "galmi.bun-to#1"))); c != 2 {
		t.Errorf("shift price %d", c)
	}
	if s.ShiftCost(Card(cardOf(t, "galmi.kno-bo#1"))) != -1 || s.PlayCost(Unknown, 0) != -1 {
		t.Error("cost of a card out of play")
	}
}

// Every legal action of many games decodes; what it decodes to agrees with
// the notation; the accessors never change the state.
func TestDecodeEveryLegalAction(t *testing.T) {
	rng := rules.NewRNG(9)
	for seed := range uint64(6) {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; s.ToMove() != rules.NoPlayer && steps < 3000; steps++ {
			before := rulestest.Marshal(t, s)
			v := s.View(s.ToMove()).(*State)
			_ = v.Seat(0)
			_, _ = v.Decision()
			_ = v.Army(1)
			_ = v.MilitaryTotal(0)
			if after := rulestest.Marshal(t, s); string(after) != string(before) {
				t.Fatal("reading a view changed the state")
			}
			legal := s.Legal(nil)
			for _, a := range legal {
				m, ok := Decode(a)
				if !ok {
					t.Fatalf("%s does not decode", s.FormatAction(a))
				}
				text := s.FormatAction(a)
				switch m.Kind {
				case MovePlay, MoveActivate, MovePick:
					if !m.Card.Known() || !strings.Contains(text, m.Card.String()) {
						t.Fatalf("%s decodes to %+v", text, m)
					}
				case MoveShift:
					if text != "shift "+m.Card.String()+" "+m.In.String() {
						t.Fatalf("%s decodes to %+v", text, m)
					}
				case MoveDraft, MoveClan:
					if !strings.Contains(text, m.Clan.ID()) {
						t.Fatalf("%s decodes to %+v", text, m)
					}
				}
			}
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, bad := range []rules.Action{act(aPlay, 200, 0), act(aPlay, 1, 5), act(aLevel, 7, 0), rules.Action(0xff), act(aYes, 0, 0) | 1<<40} {
		if _, ok := Decode(bad); ok {
			t.Errorf("%#x decodes", uint64(bad))
		}
	}
}
