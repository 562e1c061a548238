package gosu

import "testing"

// One test per card of §13.2 Galmi.

func galmiTable(t *testing.T) *State {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.bun-to#1", "xian.all-in-one#1")
	field(t, s, 2, "galmi.kan-te")
	return s
}

func TestCardGalmi(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 3, "galmi.galmi")
	field(t, s, 1, "phoenix.timer#1")
	resolve(t, s, "galmi.galmi")
	play(t, s, "pick phoenix.timer#1")
	if d := s.seat(1).Deck; d[len(d)-1] != cardOf(t, "phoenix.timer#1") {
		t.Error("Timer is not on top of P2's deck")
	}
	wantPrompt(t, s, 0, opMayPass)
	play(t, s, "yes")
	if !s.seat(0).Passed || s.seat(0).Reserve != 2 {
		t.Error("Galmi's pass with tokens in reserve did not happen")
	}
}

func TestCardGalmiByunHyungJa(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 3, "galmi.byun-hyung-ja")
	s.seat(0).Reserve = 0
	play(t, s, "pass")
	if s.seat(0).Unlocked != 3 || s.seat(0).Reserve != 1 {
		t.Errorf("passing first: unlocked %d reserve %d", s.seat(0).Unlocked, s.seat(0).Reserve)
	}
}

func TestCardGalmiAvatar(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 2, "galmi.galmi-avatar")
	q, _ := s.find(cardOf(t, "galmi.galmi-avatar"))
	if s.military(q) != 3 {
		t.Errorf("military %d without enemy Bounty", s.military(q))
	}
	field(t, s, 1, "phoenix.muraena#1") // Bounty
	if s.military(q) != 6 {
		t.Errorf("military %d against a face-up Bounty card", s.military(q))
	}
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	if s.selOK(&task{P: 1}, &frame{Ctrl: 1, At: pos{-1, -1, -1}}, &sel{}, q) {
		t.Error("the opponent may choose the Ethereal Avatar")
	}
}

func TestCardKanTe(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 1, "-galmi.bun-to#2", "-galmi.kno-bo#1")
	resolve(t, s, "galmi.kan-te")
	wantWhere(t, s, "galmi.bun-to#2", "up")
	wantWhere(t, s, "galmi.kno-bo#1", "up")
}

func TestCardReeAb(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 2, "galmi.ree-ab")
	toDiscard(t, s, "galmi.shard", "galmi.she-rift", "galmi.boul-go#1")
	resolve(t, s, "galmi.ree-ab")
	play(t, s, "pick galmi.shard", "pick galmi.she-rift") // X = 2: on top, she-rift last
	wantWhere(t, s, "galmi.she-rift", "hand")             // then Draw 1 takes it back
	wantWhere(t, s, "galmi.shard", "deck")
	wantWhere(t, s, "galmi.boul-go#1", "discard")
}

func TestCardShard(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 2, "galmi.shard")
	onTop(t, s, "galmi.galmi", "galmi.un-go#1", "xian.xian", "justice.elle")
	resolve(t, s, "galmi.shard")
	play(t, s, "pick xian.xian")
	wantWhere(t, s, "xian.xian", "hand")
	for _, id := range []string{"galmi.galmi", "galmi.un-go#1", "justice.elle"} {
		wantWhere(t, s, id, "discard")
	}
}

func TestCardSheRift(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 2, "galmi.she-rift")
	field(t, s, 1, "phoenix.timer#1")
	resolve(t, s, "galmi.she-rift")
	play(t, s, "pick phoenix.timer#1")
	q, _ := s.find(cardOf(t, "phoenix.timer#1"))
	if s.kwAt(q)&kwBounty == 0 {
		t.Error("the Bounty token did not give Bounty")
	}
}

func TestCardBoulGo(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 1, "galmi.boul-go#1")
	play(t, s, "draw3")
	if s.top().P != 0 {
		t.Error("no extra turn after draw 3 with Boul Go")
	}
	s = table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.boul-go#1")
	if c := s.playCost(0, cardOf(t, "justice.volantis#1"), 0); c != 1 {
		t.Errorf("Recruiter: new clan Troop costs %d", c)
	}
}

func TestCardBunTo(t *testing.T) {
	s := galmiTable(t)
	onTop(t, s, "galmi.galmi", "galmi.un-go#1", "xian.all-in-one#2", "justice.elle")
	resolve(t, s, "galmi.bun-to#1")
	play(t, s, "level 1")
	wantWhere(t, s, "galmi.un-go#1", "hand")
	wantWhere(t, s, "xian.all-in-one#2", "hand")
	wantWhere(t, s, "galmi.galmi", "discard")
	wantWhere(t, s, "justice.elle", "discard")
}

func TestCardKnoBo(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.kno-bo#1", "galmi.bun-to#1")
	field(t, s, 2, "galmi.kan-te")
	resolve(t, s, "galmi.kno-bo#1")
	play(t, s, "yes", "pick galmi.kno-bo#1", "pick galmi.bun-to#1")
	if s.seat(0).Army.Rows[0][1].C != cardOf(t, "galmi.kno-bo#1") {
		t.Fatal("no swap")
	}
	// Kno'Bo now stands alone in column 2: 1 Galmi card, itself.
	if len(s.seat(0).Hand) != 1 {
		t.Errorf("drew %d, want 1", len(s.seat(0).Hand))
	}
	s = table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.kno-bo#1")
	field(t, s, 2, "galmi.kan-te")
	resolve(t, s, "galmi.kno-bo#1")
	play(t, s, "no")
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("column of 2 Galmi cards: drew %d", len(s.seat(0).Hand))
	}
}

func TestCardUnGo(t *testing.T) {
	s := galmiTable(t)
	field(t, s, 1, "galmi.un-go#1")
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	field(t, s, 3, "phoenix.phoenix")
	resolve(t, s, "galmi.un-go#1")
	if isLegalText(s, "pick phoenix.phoenix") {
		t.Error("level III without Supremacy")
	}
	play(t, s, "pick galmi.un-go#1")
	wantWhere(t, s, "galmi.un-go#1", "deck")
	s.seat(0).Sup = 1
	field(t, s, 1, "galmi.un-go#2")
	resolve(t, s, "galmi.un-go#2")
	if legalText(s) != "pick phoenix.phoenix" {
		t.Errorf("with Supremacy, level III instead: %s", legalText(s))
	}
}
