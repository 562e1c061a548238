package gosu

import (
	"testing"

	"kamon/rules/rulestest"
)

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

// TestGoanSulDestroysAllAtOnce: "Destroy, all at once, every exposed
// face-up card of that clan" (§13.3). P1's Goan Sul names Xi'an against
// P2's rows Bun To, Un'Go, Kno'Bo / Kan Te, Shard, Nio / Byun Hyung Ja,
// Xi'an: the exposed Xi'an cards are Nio and Xi'an, and both leave play
// before Nio's Echo resolves. The Echo then copies a card next to where Nio
// stood (Kno'Bo: a swap in a row of P2's own army, a draw per Galmi card in
// that column) and captures it; Byun Hyung Ja, alone in row 3 now, cannot
// be swapped and stays in play.
func TestGoanSulDestroysAllAtOnce(t *testing.T) {
	s := table(t, "goan-sul justice narashima", "galmi xian phoenix")
	field(t, s, 1, "goan-sul.lava-goddesses#1")
	field(t, s, 2, "goan-sul.alpha")
	field(t, s, 3, "goan-sul.goan-sul")
	field(t, s, 1, "galmi.bun-to#1", "galmi.un-go#1", "galmi.kno-bo#1")
	field(t, s, 2, "galmi.kan-te", "galmi.shard", "xian.nio")
	field(t, s, 3, "xian.byun-hyung-ja", "xian.xian")
	resolve(t, s, "goan-sul.goan-sul")
	play(t, s, "clan xian")
	// Both targets are gone before the first trigger asks anything.
	wantPrompt(t, s, 1, opCopy)
	wantWhere(t, s, "xian.nio", "discard")
	wantWhere(t, s, "xian.xian", "discard")
	wantGrid(t, s, 1, "galmi.bun-to#1 galmi.un-go#1 galmi.kno-bo#1 | galmi.kan-te galmi.shard | xian.byun-hyung-ja")
	if legalText(s) != "pick galmi.kno-bo#1, pick galmi.shard" {
		t.Fatalf("Nio's Echo copies a card next to where Nio stood: %s", legalText(s))
	}
	play(t, s, "pick galmi.kno-bo#1", "yes")
	if isLegalText(s, "pick xian.byun-hyung-ja") {
		t.Errorf("a swap in a row of one card: %s", legalText(s))
	}
	play(t, s, "pick galmi.un-go#1", "pick galmi.bun-to#1")
	wantGrid(t, s, 0, "goan-sul.lava-goddesses#1 | goan-sul.alpha | goan-sul.goan-sul")
	wantGrid(t, s, 1, "galmi.un-go#1 galmi.bun-to#1 -galmi.kno-bo#1 | galmi.kan-te galmi.shard | xian.byun-hyung-ja")
	if d := s.seat(1).Discard; len(d) != 2 || !hasCard(d, cardOf(t, "xian.nio")) || !hasCard(d, cardOf(t, "xian.xian")) {
		t.Errorf("P2's discard %v, want Nio and Xi'an", d)
	}
	if len(s.seat(1).Hand) != 1 || len(s.seat(0).Hand) != 0 {
		t.Errorf("hands %d and %d: only P2 draws, for the Galmi card in Nio's column", len(s.seat(0).Hand), len(s.seat(1).Hand))
	}
	wantPrompt(t, s, 0, opTurn)
}

// TestNothingLeavesTheMiddleOfARow: destroy, sacrifice and put on deck
// refuse a card that is not exposed, whatever asks, and change nothing.
func TestNothingLeavesTheMiddleOfARow(t *testing.T) {
	s := table(t, "goan-sul justice narashima", "galmi xian phoenix")
	field(t, s, 1, "galmi.bun-to#1", "galmi.un-go#1", "galmi.kno-bo#1")
	field(t, s, 2, "galmi.kan-te", "galmi.shard", "xian.nio")
	field(t, s, 3, "xian.byun-hyung-ja", "xian.xian")
	s.seat(1).Army.Rows[1][0].Tok = 1
	s.seat(1).Unlocked = 3
	before := rulestest.Marshal(t, s)
	for _, id := range []string{"galmi.bun-to#1", "galmi.un-go#1", "galmi.kno-bo#1", "galmi.kan-te", "galmi.shard", "xian.byun-hyung-ja"} {
		q, _ := s.find(cardOf(t, id))
		s.ev = nil
		s.destroy(q, 0)
		s.sacrificeAt(q)
		s.putOnDeck(q)
		if _, ok := s.seat(1).Army.removeExposed(int(q.R), int(q.I)); ok {
			t.Errorf("the grid let %s go", id)
		}
		if after := rulestest.Marshal(t, s); string(after) != string(before) || len(s.ev) > 0 {
			t.Fatalf("%s was taken from the middle of a row: %s", id, grid(s, 1))
		}
	}
	q, _ := s.find(cardOf(t, "xian.xian"))
	s.destroy(q, 0)
	wantGrid(t, s, 1, "galmi.bun-to#1 galmi.un-go#1 galmi.kno-bo#1 | galmi.kan-te galmi.shard xian.nio | xian.byun-hyung-ja")
}

// TestEachPlayerIsOneStep: "each player, you first, Sacrifices 1 card" is
// one step; triggers queue after the step that caused them (D49), so the
// Echo of the card P1 sacrificed resolves once P2 has sacrificed too.
func TestEachPlayerIsOneStep(t *testing.T) {
	s := table(t, "goan-sul tomorrow xian", "phoenix justice galmi")
	field(t, s, 1, "goan-sul.bombardment-units#1", "tomorrow.obeezs#1")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1")
	resolve(t, s, "goan-sul.bombardment-units#1")
	play(t, s, "pick tomorrow.obeezs#1")
	wantPrompt(t, s, 1, opSacrifice)
	if len(s.seat(0).Hand) != 0 {
		t.Fatalf("Obeezs' Echo drew before P2 sacrificed: hand %d", len(s.seat(0).Hand))
	}
	play(t, s, "pick phoenix.arpia#1")
	wantPrompt(t, s, 0, opDiscard) // the Echo: Draw 2, then Discard 2
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("Obeezs' Echo drew %d", len(s.seat(0).Hand))
	}
	wantGrid(t, s, 0, "goan-sul.bombardment-units#1 |  | ")
	wantGrid(t, s, 1, "phoenix.timer#1 |  | ")
}
