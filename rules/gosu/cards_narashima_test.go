package gosu

import "testing"

// One test per card of §13.5 Narashima.

func naraTable(t *testing.T) *State {
	s := table(t, "narashima xian galmi", "phoenix tomorrow abhilasha")
	field(t, s, 1, "narashima.nakshatra#1", "xian.all-in-one#1")
	field(t, s, 2, "narashima.nachiketa")
	return s
}

func TestCardNarashima(t *testing.T) {
	s := naraTable(t)
	field(t, s, 3, "narashima.narashima")
	deck := len(s.seat(0).Deck)
	resolve(t, s, "narashima.narashima")
	if len(s.seat(0).Discard) != 10 || len(s.seat(0).Deck) != deck-10 {
		t.Fatalf("mill 10: discard %d", len(s.seat(0).Discard))
	}
	top := s.seat(0).Discard[3]
	play(t, s, "pick "+top.String())
	wantWhere(t, s, top.String(), "hand")
}

func TestCardNarashimaByunHyungJa(t *testing.T) {
	s := naraTable(t)
	field(t, s, 3, "narashima.byun-hyung-ja")
	st := s.seat(0)
	toDiscard(t, s, "galmi.galmi")
	st.Discard = append(st.Discard, st.Deck...)
	st.Deck = st.Deck[:0]
	play(t, s, "draw1")
	if st.Unlocked != 3 {
		t.Errorf("refill: unlocked %d", st.Unlocked)
	}
}

func TestCardNachiketa(t *testing.T) {
	s := naraTable(t)
	hand(t, s, "galmi.galmi", "galmi.shard", "galmi.kan-te")
	hand(t, s, "phoenix.timer#1", "phoenix.arpia#1")
	resolve(t, s, "narashima.nachiketa")
	play(t, s, "pick galmi.galmi", "pick galmi.shard")
	wantPrompt(t, s, 1, opDiscard)
	play(t, s, "pick phoenix.timer#1", "pick phoenix.arpia#1")
	if len(s.seat(0).Hand) != 1 || len(s.seat(1).Hand) != 0 {
		t.Error("each player discards 2")
	}
}

func TestCardNalin(t *testing.T) {
	s := naraTable(t)
	field(t, s, 2, "narashima.nalin")
	resolve(t, s, "narashima.nalin")
	play(t, s, "player 2")
	if len(s.seat(1).Discard) != 10 {
		t.Errorf("P2 milled %d", len(s.seat(1).Discard))
	}
}

func TestCardNarashimaLion(t *testing.T) {
	s := naraTable(t)
	field(t, s, 2, "narashima.narashima-lion")
	hand(t, s, "galmi.galmi", "galmi.shard", "galmi.kan-te")
	hand(t, s, "phoenix.timer#1")
	resolve(t, s, "narashima.narashima-lion")
	play(t, s, "pick galmi.galmi", "pick galmi.shard", "pick phoenix.timer#1")
	if len(s.seat(0).Hand) != 1 || len(s.seat(1).Hand) != 0 {
		t.Error("half, rounded up")
	}
}

func TestCardNiranjan(t *testing.T) {
	s := naraTable(t)
	field(t, s, 2, "narashima.niranjan")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1")
	resolve(t, s, "narashima.niranjan")
	wantPrompt(t, s, 1, opSacrifice)
	play(t, s, "pick phoenix.arpia#1")
	wantWhere(t, s, "phoenix.arpia#1", "discard")
}

func TestCardNityananda(t *testing.T) {
	s := naraTable(t)
	field(t, s, 2, "narashima.nityananda")
	toDiscard(t, s, "narashima.navaj#1")
	resolve(t, s, "narashima.nityananda")
	endTurn(t, s)
	if s.top().P != 0 || !isLegalText(s, "play narashima.navaj#1") {
		t.Fatalf("the extra turn may play from the discard: %s", legalText(s))
	}
	play(t, s, "play narashima.navaj#1")
	wantWhere(t, s, "narashima.navaj#1", "up")
}

func TestCardNakshatra(t *testing.T) {
	s := naraTable(t)
	onTop(t, s, "galmi.galmi", "galmi.boul-go#1")
	resolve(t, s, "narashima.nakshatra#1") // X = 2
	if legalText(s) != "pick galmi.boul-go#1" {
		t.Fatalf("level I from the discard: %s", legalText(s))
	}
	play(t, s, "pick galmi.boul-go#1")
	wantWhere(t, s, "galmi.boul-go#1", "hand")
}

func TestCardNavaj(t *testing.T) {
	s := naraTable(t)
	field(t, s, 1, "narashima.navaj#1")
	toDiscard(t, s, "galmi.galmi", "xian.xian", "narashima.nalin")
	resolve(t, s, "narashima.navaj#1")
	if isLegalText(s, "pick xian.xian") {
		t.Error("Xi'an has neither Wonder nor Willpower")
	}
	play(t, s, "pick galmi.galmi", "pick narashima.nalin")
	wantWhere(t, s, "narashima.nalin", "hand")
}

func TestCardNikhilesh(t *testing.T) {
	s := naraTable(t)
	field(t, s, 1, "narashima.nikhilesh#1")
	toDiscard(t, s, "galmi.galmi", "xian.xian", "xian.nio")
	resolve(t, s, "narashima.nikhilesh#1")
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("2 clans in the discard: drew %d", len(s.seat(0).Hand))
	}
}

func TestCardNitish(t *testing.T) {
	s := naraTable(t)
	field(t, s, 1, "narashima.nitish#1")
	field(t, s, 1, "phoenix.timer#1")
	field(t, s, 2, "phoenix.fenghuang")
	hand(t, s, "narashima.nikhilesh#2") // Bounty, level I
	resolve(t, s, "narashima.nitish#1")
	play(t, s, "pick narashima.nikhilesh#2")
	play(t, s, "capture")
	if isLegalText(s, "pick phoenix.fenghuang") {
		t.Error("a level II target for a level I Bounty card")
	}
	play(t, s, "pick phoenix.timer#1")
	wantWhere(t, s, "phoenix.timer#1", "down")
}
