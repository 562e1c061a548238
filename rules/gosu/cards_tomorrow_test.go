package gosu

import "testing"

// One test per card of §13.7 Tomorrow.

func tmrTable(t *testing.T) *State {
	s := table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	field(t, s, 1, "tomorrow.obeezs#1", "xian.all-in-one#1")
	field(t, s, 2, "tomorrow.ne-o")
	return s
}

func TestCardTomorrow(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 3, "tomorrow.tomorrow")
	resolve(t, s, "tomorrow.tomorrow")
	if len(s.seat(0).Hand) != 1 {
		t.Error("draw 1")
	}
}

func TestCardTomorrowByunHyungJa(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 3, "tomorrow.byun-hyung-ja")
	ne := cardOf(t, "tomorrow.ne-ye")
	s.takeOut(ne)
	s.seat(0).Removed = append(s.seat(0).Removed, ne)
	endTurn(t, s)
	wantWhere(t, s, "tomorrow.ne-ye", "deck")
	if s.seat(0).Unlocked != 3 {
		t.Errorf("unlocked %d", s.seat(0).Unlocked)
	}
}

func TestCardEZ(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "tomorrow.ez")
	toDiscard(t, s, "tomorrow.ne-ye")
	resolve(t, s, "tomorrow.ez")
	play(t, s, "pick tomorrow.ne-ye")
	wantWhere(t, s, "tomorrow.ne-ye", "removed")
	if len(s.seat(0).Hand) != 2 { // EZ's draw and Ne'ye's
		t.Errorf("hand %d, want 2", len(s.seat(0).Hand))
	}
}

func TestCardFree(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "tomorrow.fre-e")
	field(t, s, 1, "-phoenix.muraena#1")
	resolve(t, s, "tomorrow.fre-e")
	play(t, s, "pick phoenix.muraena#1") // released, then its Draw X for P1
	wantWhere(t, s, "phoenix.muraena#1", "up")
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("copied Draw X: %d", len(s.seat(0).Hand))
	}
}

func TestCardNeO(t *testing.T) {
	s := tmrTable(t)
	resolve(t, s, "tomorrow.ne-o")
	if len(s.seat(0).Hand) != 3 {
		t.Fatal("draw 3")
	}
	h := append([]card(nil), s.seat(0).Hand...)
	play(t, s, "pick "+h[0].String(), "pick "+h[1].String(), "pick "+h[2].String())
	if len(s.seat(0).Hand) != 0 {
		t.Error("discard 3")
	}
}

func TestCardNeYe(t *testing.T) {
	s := tmrTable(t)
	toDiscard(t, s, "tomorrow.ne-ye")
	s.removeFromDiscard(0, cardOf(t, "tomorrow.ne-ye"), 1)
	s.run()
	if len(s.seat(1).Hand) != 1 {
		t.Error("whoever removes Ne'ye draws 1")
	}
}

func TestCardShaDow(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "tomorrow.sha-dow")
	q, _ := s.find(cardOf(t, "tomorrow.ne-o"))
	ai, _ := s.find(cardOf(t, "xian.all-in-one#1"))
	if s.kwAt(ai)&kwEcho == 0 || s.kwAt(q)&kwEcho == 0 {
		t.Error("neighbours of Sha'dow have Echo")
	}
	sh, _ := s.find(cardOf(t, "tomorrow.sha-dow"))
	if s.choosable(sh, 1) {
		t.Error("Sha'dow is Ethereal")
	}
}

func TestCardAat(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 1, "tomorrow.aat#1")
	field(t, s, 1, "justice.volantis#1", "justice.petal-faeries#1", "phoenix.muraena#1")
	q, _ := s.find(cardOf(t, "tomorrow.aat#1"))
	if d := s.armyDef(q); d == nil || d.id != "phoenix.muraena" || s.kwAt(q)&kwBounty == 0 {
		t.Fatalf("Aat mirrors Muraena: %v", d)
	}
	resolve(t, s, "tomorrow.aat#1")
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("Aat resolved Muraena's Draw X: %d", len(s.seat(0).Hand))
	}
	s.seat(1).Army.Rows[0][2].Down = true
	if s.armyDef(q) != nil {
		t.Error("a face-down mirror gives nothing")
	}
}

func TestCardSpoilSeekers(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 1, "tomorrow.spoil-seekers#1")
	toDiscard(t, s, "tomorrow.wiindz#1", "tomorrow.wiindz#2", "galmi.shard")
	resolve(t, s, "tomorrow.spoil-seekers#1")
	play(t, s, "name tomorrow.wiindz")
	wantWhere(t, s, "tomorrow.wiindz#1", "hand")
	wantWhere(t, s, "tomorrow.wiindz#2", "hand")
	wantWhere(t, s, "galmi.shard", "discard")
}

func TestCardObeezs(t *testing.T) {
	s := tmrTable(t)
	resolve(t, s, "tomorrow.obeezs#1")
	h := append([]card(nil), s.seat(0).Hand...)
	if len(h) != 2 {
		t.Fatal("draw 2")
	}
	play(t, s, "pick "+h[0].String(), "pick "+h[1].String())
	// Echo: Obeezs leaving its army resolves its text again.
	s = table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	field(t, s, 1, "tomorrow.obeezs#2")
	s.sacrificeAt(pos{0, 0, 0})
	s.run()
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("Echo did not draw 2: %d", len(s.seat(0).Hand))
	}
	wantPrompt(t, s, 0, opDiscard)
}

func TestCardWiindz(t *testing.T) {
	s := tmrTable(t)
	field(t, s, 1, "tomorrow.wiindz#1", "-galmi.bun-to#1")
	resolve(t, s, "tomorrow.wiindz#1")
	play(t, s, "pick galmi.bun-to#1")
	wantWhere(t, s, "galmi.bun-to#1", "up")
}

// TestAatPrintedValues: Aat's printed shift cost is 1 and its slot count
// 0* (§13.7): in hand it shows 0 slots, marked as taken from its mirror; in
// the army it has its mirror's slots, and none without a face-up mirror.
func TestAatPrintedValues(t *testing.T) {
	s := tmrTable(t)
	aat := Card(cardOf(t, "tomorrow.aat#1"))
	if aat.ShiftCost() != 1 || aat.Slots() != 0 || !aat.Mirrored() || Card(cardOf(t, "tomorrow.obeezs#1")).Mirrored() {
		t.Errorf("Aat prints shift %d, slots %d, mirrored %v", aat.ShiftCost(), aat.Slots(), aat.Mirrored())
	}
	field(t, s, 1, "tomorrow.aat#1")
	hand(t, s, "tomorrow.wiindz#1", "tomorrow.wiindz#2")
	if !isLegalText(s, "shift tomorrow.aat#1 tomorrow.wiindz#1") || s.ShiftCost(aat) != 1 {
		t.Errorf("shifting Aat out costs %d (want 1): %s", s.ShiftCost(aat), legalText(s))
	}
	if isLegalText(s, "activate tomorrow.aat#1") || s.Army(0)[0][2].Slots != 0 {
		t.Error("Aat without a mirror has a slot")
	}
	field(t, s, 1, "justice.volantis#1", "justice.petal-faeries#1", "phoenix.muraena#1")
	if !isLegalText(s, "activate tomorrow.aat#1") || s.Army(0)[0][2].Slots != 1 {
		t.Error("Aat does not have Muraena's slot")
	}
	play(t, s, "activate tomorrow.aat#1")
	if len(s.seat(0).Hand) != 2+2 { // Wiindz ×2 and Muraena's Draw X
		t.Errorf("Aat's activation resolved Muraena's text: hand %d", len(s.seat(0).Hand))
	}
}
