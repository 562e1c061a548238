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

// TestAatHasItsMirrorsPassives: Aat has its mirror's passive (§13.7) with
// every continuous modifier of §14.3 it brings: clans, levels, military,
// names, keywords.
func TestAatHasItsMirrorsPassives(t *testing.T) {
	// Mirroring All in One, Aat belongs to its owner's three clans: a Galmi
	// Hero may be played over it, a Justice Troop joins it for free.
	s := table(t, "tomorrow galmi justice", "xian phoenix goan-sul")
	field(t, s, 1, "tomorrow.aat#1")
	hand(t, s, "galmi.kan-te", "justice.volantis#1", "phoenix.arpia#1", "phoenix.arpia#2")
	aat, _ := s.find(cardOf(t, "tomorrow.aat#1"))
	if isLegalText(s, "play galmi.kan-te") || s.PlayCost(Card(cardOf(t, "justice.volantis#1")), 0) != 2 {
		t.Fatalf("Aat without a mirror is Tomorrow only: %s", legalText(s))
	}
	field(t, s, 1, "xian.all-in-one#1")
	if m := s.clansAt(aat); m != 1<<tomorrow|1<<galmi|1<<justice {
		t.Errorf("Aat mirroring All in One: clans %08b", m)
	}
	if !isLegalText(s, "play galmi.kan-te") || s.PlayCost(Card(cardOf(t, "justice.volantis#1")), 0) != 0 {
		t.Errorf("Aat mirroring All in One does not share Galmi and Justice: %s", legalText(s))
	}

	// Mirroring Phoenix (Immortal), Aat has levels I-III: it is the
	// different Tomorrow Hero the Immortal Tomorrow needs beside a Tomorrow
	// Troop, and a level III target for Cylak.
	s = table(t, "tomorrow galmi justice", "phoenix xian abhilasha")
	field(t, s, 1, "tomorrow.aat#1", "tomorrow.obeezs#1")
	field(t, s, 2, "galmi.kan-te")
	hand(t, s, "tomorrow.tomorrow")
	aat, _ = s.find(cardOf(t, "tomorrow.aat#1"))
	if isLegalText(s, "play tomorrow.tomorrow") {
		t.Fatal("Tomorrow playable without a Tomorrow Hero")
	}
	field(t, s, 1, "phoenix.phoenix-immortal")
	if s.levelsAt(aat) != lv1|lv2|lv3 || s.military(aat) != 2 {
		t.Errorf("Aat mirroring Phoenix (Immortal): levels %03b, military %d", s.levelsAt(aat), s.military(aat))
	}
	if !isLegalText(s, "play tomorrow.tomorrow") {
		t.Errorf("Aat mirroring Phoenix (Immortal) is no Hero: %s", legalText(s))
	}
	if s.choosable(aat, 1) {
		t.Error("Aat mirroring Phoenix (Immortal) is not Ethereal")
	}
	// Being level III, it has Echo under the Tomorrow tile and its owner's
	// three clans under the Xi'an tile.
	s.d.Tiles[tomorrow].Active, s.d.Tiles[xian].Active = true, true
	if s.kwAt(aat)&kwEcho == 0 || s.clansAt(aat) != 1<<tomorrow|1<<galmi|1<<justice {
		t.Errorf("Aat at level III under the Tomorrow and Xi'an tiles: keywords %v, clans %08b",
			Keyword(s.kwAt(aat)).Names(), s.clansAt(aat))
	}

	// Mirroring a Goan Sul Troop, Aat is a Veteran: 2 + 1 in a battle.
	s = table(t, "tomorrow galmi justice", "goan-sul xian phoenix")
	field(t, s, 1, "tomorrow.aat#1")
	field(t, s, 1, "goan-sul.lava-goddesses#1")
	aat, _ = s.find(cardOf(t, "tomorrow.aat#1"))
	if s.military(aat) != 3 || s.MilitaryTotal(0) != 3 {
		t.Errorf("Aat mirroring a Veteran: military %d", s.military(aat))
	}

	// Names and military by the mirror's passive, in positions play cannot
	// reach (Aat is a Troop): mirroring Phoenix (Eliana) it is also named
	// Arpia and Timer; mirroring Galmi (Avatar) its value doubles against
	// a face-up Bounty card.
	s = table(t, "tomorrow xian justice", "phoenix galmi abhilasha")
	field(t, s, 1, "tomorrow.obeezs#1", "xian.all-in-one#1")
	field(t, s, 2, "tomorrow.ne-o", "tomorrow.aat#1")
	field(t, s, 1, "phoenix.arpia#1", "galmi.bun-to#1")
	field(t, s, 2, "galmi.kan-te", "phoenix.phoenix-eliana")
	aat, _ = s.find(cardOf(t, "tomorrow.aat#1"))
	if s.faceUpNamed(0, "Timer") != 1 || s.faceUpNamed(0, "Arpia") != 1 {
		t.Error("Aat mirroring Phoenix (Eliana) is not named Arpia and Timer")
	}
	s.seat(1).Army.Rows[1][1].C = cardOf(t, "galmi.galmi-avatar")
	s.takeOut(cardOf(t, "galmi.galmi-avatar"))
	s.seat(1).Hand = append(s.seat(1).Hand, cardOf(t, "phoenix.phoenix-eliana"))
	if s.military(aat) != 2 {
		t.Errorf("Aat mirroring Galmi (Avatar), no Bounty card: %d", s.military(aat))
	}
	s.d.Bounty = int16(cardOf(t, "galmi.bun-to#1"))
	if s.military(aat) != 4 {
		t.Errorf("Aat mirroring Galmi (Avatar) against a Bounty card: %d, want 2 doubled", s.military(aat))
	}
}
