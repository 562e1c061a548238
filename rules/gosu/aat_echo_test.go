package gosu

import "testing"

// TestAatEchoResolvesItsMirrorsText: Aat has the text of its mirror (§13.7)
// and, beside Sha'dow, Echo (§13.7 Sha'dow). Shifted out, it leaves its
// army with Echo and a text, so its owner resolves that text once more
// (§8.4): Muraena's Draw X gives P1 two cards.
func TestAatEchoResolvesItsMirrorsText(t *testing.T) {
	s := table(t, "tomorrow xian galmi", "phoenix justice abhilasha")
	field(t, s, 1, "tomorrow.aat#1", "tomorrow.obeezs#1")
	field(t, s, 2, "tomorrow.sha-dow")
	field(t, s, 1, "phoenix.muraena#1")
	hand(t, s, "xian.all-in-one#1", "galmi.boul-go#1")
	aat, _ := s.find(cardOf(t, "tomorrow.aat#1"))
	if s.kwAt(aat)&kwEcho == 0 {
		t.Fatal("Aat beside Sha'dow has no Echo")
	}
	play(t, s, "shift tomorrow.aat#1 xian.all-in-one#1", "pick galmi.boul-go#1")
	wantWhere(t, s, "tomorrow.aat#1", "discard")
	if n := len(s.seat(0).Hand); n != 2 {
		t.Errorf("Aat's Echo resolved Muraena's Draw X: P1 holds %d cards, want 2", n)
	}
}
