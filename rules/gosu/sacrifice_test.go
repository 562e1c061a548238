package gosu

import "testing"

// TestQuaeSacrificesAreOneStep: "Sacrifice n" is one operation (§7: n
// times, the owner chooses an exposed card), and triggers resolve once the
// step that caused them is complete (§6.4, D49). Quae makes P2, two cards
// ahead, sacrifice two: Obeezs first, whose Echo (Draw 2, then Discard 2)
// waits until the second sacrifice is made.
func TestQuaeSacrificesAreOneStep(t *testing.T) {
	s := table(t, "justice xian galmi", "tomorrow phoenix abhilasha")
	field(t, s, 1, "justice.volantis#1")
	field(t, s, 2, "justice.quae")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1", "tomorrow.obeezs#1")
	field(t, s, 2, "tomorrow.ne-ye")
	resolve(t, s, "justice.quae")
	wantPrompt(t, s, 1, opSacrifice)
	play(t, s, "pick tomorrow.obeezs#1")
	if len(s.seat(1).Hand) != 0 {
		t.Errorf("Obeezs' Echo drew before Quae's second sacrifice: hand %d", len(s.seat(1).Hand))
	}
	wantPrompt(t, s, 1, opSacrifice)
	play(t, s, "pick tomorrow.ne-ye")
	if s.seat(0).Army.count() != s.seat(1).Army.count() {
		t.Errorf("armies of %d and %d after Quae", s.seat(0).Army.count(), s.seat(1).Army.count())
	}
	if len(s.seat(1).Hand) != 2 {
		t.Errorf("Obeezs' Echo drew %d", len(s.seat(1).Hand))
	}
	wantPrompt(t, s, 1, opDiscard)
}
