package gosu

import "testing"

// One test per card of §13.3 Goan Sul.

func goanTable(t *testing.T) *State {
	s := table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "xian.all-in-one#1")
	field(t, s, 2, "goan-sul.smook")
	return s
}

func TestCardGoanSul(t *testing.T) {
	s := goanTable(t)
	field(t, s, 3, "goan-sul.goan-sul")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1")
	field(t, s, 1, "galmi.bun-to#1") // not Phoenix
	field(t, s, 2, "phoenix.fenghuang")
	resolve(t, s, "goan-sul.goan-sul")
	play(t, s, "clan phoenix")
	// Exposed face-up Phoenix cards: Fenghuang (row 2). Arpia is not
	// exposed (Bun To follows it), Timer is under Fenghuang.
	wantWhere(t, s, "phoenix.fenghuang", "discard")
	wantWhere(t, s, "phoenix.arpia#1", "up")
	wantWhere(t, s, "phoenix.timer#1", "up")
	// The Red Circle stops one destroy of an opponent's card.
	s = table(t, "goan-sul xian justice", "phoenix abhilasha galmi")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "xian.all-in-one#1")
	field(t, s, 2, "goan-sul.smook")
	field(t, s, 3, "goan-sul.goan-sul")
	field(t, s, 1, "phoenix.timer#1")
	hand(t, s, "abhilasha.red-circle#1")
	resolve(t, s, "goan-sul.goan-sul")
	play(t, s, "clan phoenix", "yes")
	wantWhere(t, s, "phoenix.timer#1", "up")
}

func TestCardGoanSulByunHyungJa(t *testing.T) {
	s := goanTable(t)
	field(t, s, 3, "goan-sul.byun-hyung-ja")
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	if s.seat(0).Unlocked != 3 {
		t.Errorf("winning the battle: unlocked %d", s.seat(0).Unlocked)
	}
}

func TestCardAlpha(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "goan-sul.alpha")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1")
	field(t, s, 2, "phoenix.fenghuang")
	field(t, s, 3, "phoenix.phoenix")
	resolve(t, s, "goan-sul.alpha")
	if isLegalText(s, "pick phoenix.phoenix") || !isLegalText(s, "pick phoenix.timer#1") {
		t.Fatalf("targets without Supremacy: %s", legalText(s))
	}
	play(t, s, "pick phoenix.timer#1") // not exposed: capture needs no exposure
	wantWhere(t, s, "phoenix.timer#1", "down")
	s.seat(0).Sup = 1
	resolve(t, s, "goan-sul.alpha")
	play(t, s, "pick phoenix.phoenix")
	wantWhere(t, s, "phoenix.phoenix", "down")
}

func TestCardHempo(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "goan-sul.hempo")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1")
	resolve(t, s, "goan-sul.hempo")
	play(t, s, "yes", "pick phoenix.timer#1", "pick phoenix.arpia#1")
	if legalText(s) != "pick xian.all-in-one#2, pick goan-sul.hempo, pick phoenix.timer#1" {
		t.Fatalf("exposed level I-II targets: %s", legalText(s))
	}
	play(t, s, "pick phoenix.timer#1")
	wantWhere(t, s, "phoenix.timer#1", "discard")
}

func TestCardHemro(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "goan-sul.hemro")
	field(t, s, 1, "phoenix.muraena#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	play(t, s, "pick phoenix.muraena#1")
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("Bounty draw with Hemro: %d cards, want 2", len(s.seat(0).Hand))
	}
}

func TestCardOrgah(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "goan-sul.orgah")
	toDiscard(t, s, "justice.elle", "justice.sati", "xian.xian", "phoenix.timer#1", "galmi.shard")
	resolve(t, s, "goan-sul.orgah")
	if isLegalText(s, "clan galmi") {
		t.Error("P1 may name a clan absent from their discard")
	}
	play(t, s, "clan justice", "clan phoenix")
	wantWhere(t, s, "justice.elle", "removed")
	wantWhere(t, s, "justice.sati", "removed")
	wantWhere(t, s, "xian.xian", "discard")
	wantWhere(t, s, "phoenix.timer#1", "removed")
	wantWhere(t, s, "galmi.shard", "discard")
}

func TestCardSmook(t *testing.T) {
	s := goanTable(t)
	toDiscard(t, s, "goan-sul.demon-wardens#1", "goan-sul.lava-goddesses#2", "goan-sul.alpha", "justice.elle")
	s.seat(0).Unlocked = 4
	resolve(t, s, "goan-sul.smook")
	play(t, s, "pick goan-sul.demon-wardens#1")
	if isLegalText(s, "pick goan-sul.lava-goddesses#2") || isLegalText(s, "pick justice.elle") {
		t.Errorf("one per level, Veterans only: %s", legalText(s))
	}
	play(t, s, "pick goan-sul.alpha") // no level III Veteran left: done
	if s.seat(0).Extra != 1 {
		t.Error("X = 4 gives no extra turn")
	}
}

func TestCardLavaGoddesses(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	if legalText(s) != "pick goan-sul.lava-goddesses#1, pick xian.all-in-one#1, pick phoenix.timer#1" {
		t.Fatalf("face-up level I targets: %s", legalText(s))
	}
	play(t, s, "pick phoenix.timer#1")
	wantWhere(t, s, "phoenix.timer#1", "down")
}

func TestCardSmookSpirits(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "goan-sul.smook-spirits#1")
	toDiscard(t, s, "goan-sul.alpha", "justice.elle")
	resolve(t, s, "goan-sul.smook-spirits#1")
	if legalText(s) != "pick goan-sul.alpha" {
		t.Fatalf("Veterans in the discard: %s", legalText(s))
	}
	play(t, s, "pick goan-sul.alpha")
	wantWhere(t, s, "goan-sul.alpha", "hand")
}

func TestCardDemonWardens(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "goan-sul.demon-wardens#1")
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	resolve(t, s, "goan-sul.demon-wardens#1")
	play(t, s, "no")
	if isLegalText(s, "pick phoenix.timer#1") || isLegalText(s, "pick phoenix.fenghuang") {
		t.Errorf("only exposed level I: %s", legalText(s))
	}
	play(t, s, "pick goan-sul.demon-wardens#1")
	wantWhere(t, s, "goan-sul.demon-wardens#1", "discard")
}

func TestCardBombardmentUnits(t *testing.T) {
	s := goanTable(t)
	field(t, s, 1, "goan-sul.bombardment-units#1")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1")
	s.seat(0).Sup = 1
	resolve(t, s, "goan-sul.bombardment-units#1")
	play(t, s, "pick goan-sul.bombardment-units#1", "pick phoenix.arpia#1")
	wantPrompt(t, s, 0, opMay)
	play(t, s, "yes", "pick goan-sul.smook", "pick phoenix.timer#1")
	if s.seat(0).Army.count() != 2 || s.seat(1).Army.count() != 0 {
		t.Errorf("armies %d and %d", s.seat(0).Army.count(), s.seat(1).Army.count())
	}
}
