package gosu

import "testing"

// One test per card of §13.8 Xi'an.

func xianTable(t *testing.T) *State {
	s := table(t, "xian galmi justice", "phoenix tomorrow abhilasha")
	field(t, s, 1, "xian.thousand-faces#1", "xian.dancing-dragon#1")
	field(t, s, 2, "xian.valeen")
	return s
}

func TestCardXian(t *testing.T) {
	s := xianTable(t)
	field(t, s, 3, "xian.xian")
	field(t, s, 1, "phoenix.muraena#1")
	resolve(t, s, "xian.xian")
	play(t, s, "pick phoenix.muraena#1") // Draw X = 2 for P1
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("hand %d", len(s.seat(0).Hand))
	}
	if isLegalText(s, "pick xian.xian") {
		t.Error("Xi'an may copy itself")
	}
}

func TestCardXianByunHyungJa(t *testing.T) {
	s := xianTable(t)
	field(t, s, 3, "xian.byun-hyung-ja")
	hand(t, s, "galmi.galmi", "galmi.shard", "galmi.kan-te", "galmi.ree-ab", "galmi.she-rift", "justice.elle")
	endTurn(t, s)
	play(t, s, "clan galmi")
	for range 5 {
		play(t, s, "pick "+s.seat(0).Hand[0].String())
	}
	if s.seat(0).Unlocked != 3 || len(s.seat(0).Hand) != 2 {
		t.Errorf("unlocked %d hand %d", s.seat(0).Unlocked, len(s.seat(0).Hand))
	}
}

func TestCardDalisteer(t *testing.T) {
	s := xianTable(t)
	field(t, s, 2, "xian.dalisteer")
	s.seat(0).Army.Rows[1][1].C = cardOf(t, "xian.dalisteer")
	s.seat(0).Army.N[1] = 2
	s.takeOut(cardOf(t, "xian.dalisteer"))
	s.seat(0).Army.Rows[1][0].C = cardOf(t, "justice.elle")
	s.takeOut(cardOf(t, "justice.elle"))
	s.seat(0).Discard = append(s.seat(0).Discard, cardOf(t, "xian.valeen"))
	resolve(t, s, "xian.dalisteer") // row 2: Justice and Xi'an
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("2 clans in the row: drew %d", len(s.seat(0).Hand))
	}
}

func TestCardNio(t *testing.T) {
	s := xianTable(t)
	field(t, s, 2, "xian.nio")
	resolve(t, s, "xian.nio")
	if legalText(s) != "pick xian.dancing-dragon#1, pick xian.valeen" {
		t.Fatalf("adjacent cards: %s", legalText(s))
	}
	play(t, s, "pick xian.dancing-dragon#1") // copies Dragon: copy a level I card
	play(t, s, "pick xian.thousand-faces#1") // which draws per clan in Nio's column
	wantWhere(t, s, "xian.dancing-dragon#1", "down")
}

func TestCardPangu(t *testing.T) {
	s := xianTable(t)
	field(t, s, 2, "xian.pangu")
	field(t, s, 1, "phoenix.timer#1", "-phoenix.arpia#1")
	resolve(t, s, "xian.pangu")
	if legalText(s) != "capture, destroy, release" {
		t.Fatalf("modes: %s", legalText(s))
	}
	play(t, s, "destroy", "pick phoenix.arpia#1")
	wantWhere(t, s, "phoenix.arpia#1", "discard")
}

func TestCardShennong(t *testing.T) {
	s := xianTable(t)
	field(t, s, 2, "xian.shennong")
	if m := s.clansOf(cardOf(t, "xian.shennong")); m != 1<<xian|1<<galmi|1<<justice {
		t.Errorf("clans %b", m)
	}
}

func TestCardValeen(t *testing.T) {
	s := xianTable(t)
	field(t, s, 1, "phoenix.muraena#1")
	resolve(t, s, "xian.valeen")
	play(t, s, "pick phoenix.muraena#1")
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("copied Draw X: %d", len(s.seat(0).Hand))
	}
	if s.d.Wonder != -1 {
		t.Error("resolving the text is not entering: no Wonder")
	}
	s = xianTable(t)
	s.takeOut(cardOf(t, "xian.valeen"))
	s.seat(0).Army.N[1] = 0
	hand(t, s, "xian.valeen")
	play(t, s, "play xian.valeen")
	if s.d.Wonder != 0 {
		t.Error("playing Valeen takes the Wonder token")
	}
}

func TestCardThousandFaces(t *testing.T) {
	s := xianTable(t)
	s.seat(0).Army.Rows[1][0].C = cardOf(t, "justice.elle")
	s.takeOut(cardOf(t, "justice.elle"))
	s.seat(0).Discard = append(s.seat(0).Discard, cardOf(t, "xian.valeen"))
	resolve(t, s, "xian.thousand-faces#1") // column 1: Xi'an and Justice
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("drew %d", len(s.seat(0).Hand))
	}
}

func TestCardThreeWishes(t *testing.T) {
	s := xianTable(t)
	field(t, s, 1, "xian.three-wishes#1")
	onTop(t, s, "galmi.galmi", "xian.nio", "xian.all-in-one#1", "justice.elle")
	resolve(t, s, "xian.three-wishes#1")
	play(t, s, "clan xian")
	wantWhere(t, s, "xian.nio", "hand")
	wantWhere(t, s, "xian.all-in-one#1", "hand")
	wantWhere(t, s, "galmi.galmi", "discard")
	wantWhere(t, s, "justice.elle", "discard")
}

func TestCardAllInOne(t *testing.T) {
	s := xianTable(t)
	if c := s.playCost(0, cardOf(t, "xian.all-in-one#1"), 0); c != 0 {
		t.Errorf("All in One shares a clan with every Troop: %d", c)
	}
	field(t, s, 1, "xian.all-in-one#1")
	if s.playCost(0, cardOf(t, "galmi.kan-te"), 1) != 0 {
		t.Error("All in One supports a Galmi Hero's prerequisite")
	}
}

func TestCardDancingDragon(t *testing.T) {
	s := xianTable(t)
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	resolve(t, s, "xian.dancing-dragon#1")
	if isLegalText(s, "pick phoenix.fenghuang") || isLegalText(s, "pick xian.dancing-dragon#1") {
		t.Fatalf("level I only, not itself: %s", legalText(s))
	}
	play(t, s, "pick phoenix.timer#1")
	if s.seat(0).Extra != 1 {
		t.Error("copied Timer: extra turn")
	}
}
