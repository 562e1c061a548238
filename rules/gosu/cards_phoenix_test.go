package gosu

import "testing"

// One test per card of §13.6 Phoenix.

func phxTable(t *testing.T) *State {
	s := table(t, "phoenix xian galmi", "justice tomorrow abhilasha")
	field(t, s, 1, "phoenix.timer#1", "xian.all-in-one#1")
	field(t, s, 2, "phoenix.fenghuang")
	return s
}

func TestCardPhoenix(t *testing.T) {
	s := phxTable(t)
	field(t, s, 3, "phoenix.phoenix")
	resolve(t, s, "phoenix.phoenix")
	if s.seat(0).Extra != 1 {
		t.Error("no extra turn")
	}
}

func TestCardPhoenixByunHyungJa(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "phoenix.phoenix-eliana", "phoenix.phoenix-immortal")
	field(t, s, 3, "phoenix.phoenix", "phoenix.byun-hyung-ja")
	endTurn(t, s)
	wantWhere(t, s, "phoenix.byun-hyung-ja", "down")
	if s.seat(0).Unlocked != 3 {
		t.Errorf("unlocked %d", s.seat(0).Unlocked)
	}
}

func TestCardFenghuang(t *testing.T) {
	s := phxTable(t)
	resolve(t, s, "phoenix.fenghuang")
	if legalText(s) != "pick phoenix.phoenix, pick phoenix.phoenix-eliana, pick phoenix.phoenix-immortal" {
		t.Fatalf("cards named Phoenix: %s", legalText(s))
	}
	ev := play(t, s, "pick phoenix.phoenix-eliana")
	if d := s.seat(0).Deck; d[len(d)-1] != cardOf(t, "phoenix.phoenix-eliana") {
		t.Error("not on top of the deck")
	}
	// Which card went on top is P1's to know: P2 reads "a card" (§7's
	// search shows the deck to its owner only).
	if len(ev) != 1 || ev[0].Kind != "search" || !ev[0].Private {
		t.Fatalf("the search is not one private event: %+v", ev)
	}
	if own, other := ev[0].TextFor(0), ev[0].TextFor(1); own != "P1 puts Phoenix (Eliana) on top of the deck" ||
		other != "P1 puts a card from the deck on top of it" {
		t.Errorf("P1 reads %q, P2 reads %q", own, other)
	}
	if in := Info(ev[0], 1); in.Card != Unknown || in.How != "top" || !Info(ev[0], 0).Card.Known() {
		t.Errorf("P2's reading of the search names a card: %+v", in)
	}
}

func TestCardGenious(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "phoenix.genious")
	s.seat(0).Deck = s.seat(0).Deck[:0]
	toDiscard(t, s, "galmi.galmi", "galmi.shard", "xian.xian")
	toDiscard(t, s, "justice.elle")
	resolve(t, s, "phoenix.genious")
	play(t, s, "clan galmi", "clan justice")
	if len(s.seat(0).Hand) != 2 || where(t, s, "xian.xian") != "discard" {
		t.Errorf("shuffled the Galmi cards back and drew 2: hand %d", len(s.seat(0).Hand))
	}
	wantWhere(t, s, "justice.elle", "deck")
}

func TestCardKaez(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "xian.all-in-one#2")
	field(t, s, 2, "phoenix.kaez")
	toDiscard(t, s, "phoenix.phoenix", "phoenix.arpia#1")
	s.takeOut(cardOf(t, "phoenix.phoenix-eliana"))
	s.seat(0).Removed = append(s.seat(0).Removed, cardOf(t, "phoenix.phoenix-eliana"))
	resolve(t, s, "phoenix.kaez")
	wantWhere(t, s, "phoenix.phoenix", "hand")
	wantWhere(t, s, "phoenix.phoenix-eliana", "hand")
	wantWhere(t, s, "phoenix.arpia#1", "discard")
}

func TestCardPhoenixEliana(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "phoenix.arpia#1")
	field(t, s, 2, "phoenix.phoenix-eliana")
	resolve(t, s, "phoenix.arpia#1") // Draw 1; a face-up "Timer" (Eliana) gives an extra turn
	if s.seat(0).Extra != 1 {
		t.Error("Eliana is not named Timer in the army")
	}
	if s.faceUpNamed(0, "Phoenix") != 1 { // Eliana is, Fenghuang is not
		t.Errorf("named Phoenix: %d", s.faceUpNamed(0, "Phoenix"))
	}
}

func TestCardPhoenixImmortal(t *testing.T) {
	s := phxTable(t)
	field(t, s, 2, "phoenix.phoenix-immortal")
	q, _ := s.find(cardOf(t, "phoenix.phoenix-immortal"))
	if s.military(q) != 3 {
		t.Errorf("military in row 2: %d", s.military(q))
	}
	s2 := table(t, "phoenix xian galmi", "justice tomorrow abhilasha")
	field(t, s2, 1, "phoenix.phoenix-immortal")
	q2, _ := s2.find(cardOf(t, "phoenix.phoenix-immortal"))
	if s2.military(q2) != 2 || s2.kwAt(q2)&kwEthereal == 0 {
		t.Error("row 1: military 2, Ethereal")
	}
}

func TestCardArpia(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "phoenix.arpia#1")
	resolve(t, s, "phoenix.arpia#1")
	if len(s.seat(0).Hand) != 1 || s.seat(0).Extra != 1 {
		t.Error("draw 1 and, with a Timer face up, an extra turn")
	}
}

func TestCardMuraena(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "phoenix.muraena#1")
	s.seat(0).Unlocked = 3
	resolve(t, s, "phoenix.muraena#1")
	if len(s.seat(0).Hand) != 3 {
		t.Errorf("Draw X = 3: %d", len(s.seat(0).Hand))
	}
}

func TestCardSqeezs(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "phoenix.sqeezs#1")
	onTop(t, s, "galmi.galmi", "galmi.shard", "xian.xian")
	resolve(t, s, "phoenix.sqeezs#1")
	play(t, s, "pick galmi.shard", "pick xian.xian")
	wantWhere(t, s, "galmi.shard", "hand")
	d := s.seat(0).Deck
	if d[len(d)-1] != cardOf(t, "xian.xian") || d[0] != cardOf(t, "galmi.galmi") {
		t.Error("one on top, the other at the bottom")
	}
}

func TestCardTimer(t *testing.T) {
	s := phxTable(t)
	field(t, s, 1, "phoenix.arpia#1")
	resolve(t, s, "phoenix.timer#1")
	if s.seat(0).Extra != 1 || len(s.seat(0).Hand) != 1 {
		t.Error("an extra turn and, with an Arpia face up, draw 1")
	}
}
