package shinobi

import (
	"bytes"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// A player's view loads as that view (an online client rebuilds it from
// JSON); TestUnmarshalRefusesEachFaultAlone refuses views that show what
// they hide or carry a seed.
func TestViewsLoad(t *testing.T) {
	s, err := New(rules.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	chooser := rules.NewRNG(1)
	rulestest.Playout(t, s, &chooser, 10, nil)
	data := rulestest.Marshal(t, s.View(1))
	back, err := Unmarshal(data)
	if err != nil {
		t.Fatalf("a view refused: %v", err)
	}
	if p, ok := back.Viewer(); !ok || p != 1 {
		t.Errorf("a view of p1 read back as the view of %d (%v)", p, ok)
	}
	if again := rulestest.Marshal(t, back); !bytes.Equal(again, data) {
		t.Error("a view's round trip differs")
	}
}
