package gosu

import "testing"

// One test per card of §13.1 Abhilasha, on constructed states.

func abhTable(t *testing.T) *State {
	return table(t, "abhilasha galmi xian", "phoenix tomorrow goan-sul")
}

func TestCardAbhilasha(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "galmi.bun-to#1")
	field(t, s, 2, "galmi.kan-te")
	field(t, s, 3, "abhilasha.abhilasha")
	toDiscard(t, s, "tomorrow.tomorrow") // Text: Draw 1
	resolve(t, s, "abhilasha.abhilasha")
	play(t, s, "pick tomorrow.tomorrow")
	if len(s.seat(0).Hand) != 1 {
		t.Errorf("the copied Tomorrow did not draw 1 for P1: hand %d", len(s.seat(0).Hand))
	}
	wantWhere(t, s, "tomorrow.tomorrow", "removed")
}

func TestCardAbhilashaByunHyungJa(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "galmi.bun-to#1")
	field(t, s, 2, "galmi.kan-te")
	field(t, s, 3, "abhilasha.byun-hyung-ja")
	field(t, s, 1, "-phoenix.timer#1", "-phoenix.timer#2", "-phoenix.arpia#1")
	endTurn(t, s)
	if s.seat(0).Unlocked != 3 {
		t.Errorf("unlocked %d, want 3", s.seat(0).Unlocked)
	}
	wantWhere(t, s, "phoenix.timer#1", "up")
	wantWhere(t, s, "phoenix.arpia#1", "up")
}

func TestCardAlphaDead(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.night-apostles#1")
	field(t, s, 2, "abhilasha.alpha-dead")
	s.seat(0).Reserve, s.seat(0).Spent = 0, 2
	resolve(t, s, "abhilasha.alpha-dead")
	play(t, s, "spent", "spent")
	if s.seat(0).Reserve != 2 {
		t.Errorf("reserve %d after taking back 2", s.seat(0).Reserve)
	}
	wantWhere(t, s, "abhilasha.alpha-dead", "down")
}

func TestCardAshes(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.night-apostles#1")
	field(t, s, 2, "abhilasha.ashes")
	toDiscard(t, s, "galmi.bun-to#1", "galmi.bun-to#2", "galmi.kno-bo#1", "galmi.kan-te")
	resolve(t, s, "abhilasha.ashes")
	play(t, s, "clan galmi", "level 1")
	if isLegalText(s, "pick galmi.kan-te") {
		t.Error("a level II card matches clan and level I")
	}
	play(t, s, "pick galmi.bun-to#1", "pick galmi.kno-bo#1") // X = 2
	wantWhere(t, s, "galmi.bun-to#1", "hand")
	wantWhere(t, s, "galmi.kno-bo#1", "hand")
	wantWhere(t, s, "galmi.bun-to#2", "discard")
}

func TestCardCylak(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.night-apostles#1")
	field(t, s, 2, "abhilasha.cylak")
	field(t, s, 1, "galmi.bun-to#1")
	field(t, s, 2, "galmi.kan-te")
	field(t, s, 3, "abhilasha.abhilasha")
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	field(t, s, 3, "phoenix.phoenix")
	resolve(t, s, "abhilasha.cylak")
	play(t, s, "yes", "pick phoenix.phoenix") // P1 captures
	wantPrompt(t, s, 1, opMay)
	play(t, s, "yes", "pick abhilasha.abhilasha") // then P2
	wantWhere(t, s, "phoenix.phoenix", "down")
	wantWhere(t, s, "abhilasha.abhilasha", "down")
}

func TestCardEcnalab(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.night-apostles#1")
	field(t, s, 2, "abhilasha.ecnalab")
	hand(t, s, "galmi.bun-to#1")
	hand(t, s, "phoenix.timer#1", "phoenix.timer#2", "phoenix.arpia#1", "phoenix.arpia#2", "phoenix.muraena#1")
	resolve(t, s, "abhilasha.ecnalab")
	if len(s.seat(0).Hand) != 3 {
		t.Errorf("P1 drew to %d, want 3", len(s.seat(0).Hand))
	}
	wantPrompt(t, s, 1, opDiscard)
	play(t, s, "pick phoenix.timer#1", "pick phoenix.timer#2")
	if len(s.seat(1).Hand) != 3 {
		t.Errorf("P2 discarded to %d, want 3", len(s.seat(1).Hand))
	}
}

func TestCardSolok(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.night-apostles#1")
	field(t, s, 2, "abhilasha.solok")
	field(t, s, 1, "phoenix.timer#1", "-phoenix.timer#2")
	field(t, s, 2, "phoenix.fenghuang")
	resolve(t, s, "abhilasha.solok")
	if !isLegalText(s, "pick phoenix.fenghuang") || !isLegalText(s, "pick phoenix.timer#2") {
		t.Fatalf("targets: %s", legalText(s))
	}
	play(t, s, "pick phoenix.timer#2")
	wantWhere(t, s, "phoenix.timer#2", "up")
}

func TestCardRedCircle(t *testing.T) {
	s := table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	hand(t, s, "abhilasha.red-circle#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	play(t, s, "pick abhilasha.night-wardens#1")
	wantPrompt(t, s, 1, opReactCapture)
	play(t, s, "yes")
	wantWhere(t, s, "abhilasha.night-wardens#1", "up")
	wantWhere(t, s, "abhilasha.red-circle#1", "discard")
}

func TestCardNightApostles(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.night-apostles#1")
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	resolve(t, s, "abhilasha.night-apostles#1")
	if isLegalText(s, "pick phoenix.fenghuang") {
		t.Error("a level II card is a target")
	}
	play(t, s, "pick phoenix.timer#1")
	wantWhere(t, s, "phoenix.timer#1", "down")
}

func TestCardNightWardens(t *testing.T) {
	s := table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	hand(t, s, "galmi.bun-to#1", "galmi.kno-bo#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	play(t, s, "pick abhilasha.night-wardens#1")
	wantPrompt(t, s, 0, opDiscard) // the capturer is the wardens' owner's opponent
	play(t, s, "pick galmi.kno-bo#1")
	wantWhere(t, s, "galmi.kno-bo#1", "discard")
}

func TestCardDarkCultists(t *testing.T) {
	s := abhTable(t)
	field(t, s, 1, "abhilasha.dark-cultists#1", "abhilasha.night-apostles#1")
	field(t, s, 1, "phoenix.timer#1")
	resolve(t, s, "abhilasha.dark-cultists#1")
	play(t, s, "pick abhilasha.night-apostles#1", "pick phoenix.timer#1")
	wantWhere(t, s, "phoenix.timer#1", "down")
	if isLegalText(s, "pick abhilasha.dark-cultists#1") {
		t.Error("Dark Cultists may copy itself")
	}
}
