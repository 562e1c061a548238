package gosu

// Texts meeting one another: an "at once" step with a reaction in the
// middle, an effect that chooses nothing against Ethereal, Aat and its
// mirror. Each test builds the position its comment describes.

import "testing"

// TestGoanSulRedCircleInTheMiddle: Goan Sul names Xi'an; P2's exposed
// face-up Xi'an cards are Shennong (row 2) and the Xi'an Byun Hyung Ja
// (row 3), both with Bounty. P2 cancels the first destroy with The Red
// Circle (§8.8: the rest of the effect continues, a cancelled event
// triggers nothing); the second goes on. P1's one Bounty draw waits until
// both have been dealt with, and no decision comes between them but the
// reaction windows.
func TestGoanSulRedCircleInTheMiddle(t *testing.T) {
	s := table(t, "goan-sul justice narashima", "galmi xian abhilasha")
	field(t, s, 1, "goan-sul.lava-goddesses#1")
	field(t, s, 2, "goan-sul.alpha")
	field(t, s, 3, "goan-sul.goan-sul")
	field(t, s, 1, "galmi.bun-to#1", "galmi.un-go#1")
	field(t, s, 2, "galmi.kan-te", "xian.shennong")
	field(t, s, 3, "xian.byun-hyung-ja")
	hand(t, s, "abhilasha.red-circle#1")
	resolve(t, s, "goan-sul.goan-sul")
	play(t, s, "clan xian")
	wantPrompt(t, s, 1, opReactCapture)
	if c := card(s.top().A); c != cardOf(t, "xian.shennong") {
		t.Fatalf("the first window is about %s", c)
	}
	play(t, s, "yes")
	wantWhere(t, s, "xian.shennong", "up")
	wantWhere(t, s, "xian.byun-hyung-ja", "discard")
	wantWhere(t, s, "abhilasha.red-circle#1", "discard")
	if n := len(s.seat(0).Hand); n != 1 {
		t.Errorf("P1 drew %d for the one Bounty card destroyed, want 1", n)
	}
	wantGrid(t, s, 1, "galmi.bun-to#1 galmi.un-go#1 | galmi.kan-te xian.shennong | ")
	wantPrompt(t, s, 0, opTurn)
}

// TestGoanSulTakesAnEtherealImmortal: under the Xi'an tile a level III
// card belongs to its owner's three clans, and Phoenix (Immortal) has
// level III (§2.3); Ethereal keeps it from being chosen, not from an
// effect that chooses nothing (§8.3). Goan Sul naming Galmi destroys it.
func TestGoanSulTakesAnEtherealImmortal(t *testing.T) {
	s := table(t, "goan-sul justice narashima", "galmi phoenix tomorrow")
	s.d.Tiles[xian].Active = true
	field(t, s, 1, "goan-sul.lava-goddesses#1")
	field(t, s, 2, "goan-sul.alpha")
	field(t, s, 3, "goan-sul.goan-sul")
	field(t, s, 1, "galmi.bun-to#1")
	field(t, s, 2, "galmi.kan-te")
	field(t, s, 3, "phoenix.phoenix-immortal")
	q, _ := s.find(cardOf(t, "phoenix.phoenix-immortal"))
	if s.choosable(q, 0) {
		t.Fatal("Phoenix (Immortal) is not Ethereal")
	}
	resolve(t, s, "goan-sul.goan-sul")
	play(t, s, "clan galmi")
	wantWhere(t, s, "phoenix.phoenix-immortal", "discard")
	wantGrid(t, s, 1, "galmi.bun-to#1 | galmi.kan-te | ")
}

// TestAatPutsItsOwnMirrorAway: Aat played opposite Un'Go has Un'Go's
// keywords and text (§13.7): it takes the Wonder token as it enters, and
// its text may put Un'Go itself on top of its owner's deck. From then on
// Aat has no mirror: no text, no slot, no Wonder.
func TestAatPutsItsOwnMirrorAway(t *testing.T) {
	s := table(t, "tomorrow xian justice", "galmi phoenix goan-sul")
	field(t, s, 1, "tomorrow.obeezs#1")
	field(t, s, 1, "galmi.bun-to#1", "galmi.un-go#1")
	hand(t, s, "tomorrow.aat#1")
	play(t, s, "play tomorrow.aat#1")
	if s.d.Wonder != 0 {
		t.Errorf("Aat entering with Un'Go's Wonder: the token is with %d", s.d.Wonder)
	}
	wantPrompt(t, s, 0, opPutOnDeck)
	play(t, s, "pick galmi.un-go#1")
	if d := s.seat(1).Deck; d[len(d)-1] != cardOf(t, "galmi.un-go#1") {
		t.Error("Un'Go is not on top of P2's deck")
	}
	aat, _ := s.find(cardOf(t, "tomorrow.aat#1"))
	if s.armyDef(aat) != nil || s.kwAt(aat) != 0 || s.Army(0)[0][1].Slots != 0 {
		t.Errorf("Aat without a mirror keeps %v, keywords %v", s.armyDef(aat), Keyword(s.kwAt(aat)).Names())
	}
	wantGrid(t, s, 1, "galmi.bun-to#1 |  | ")
}
