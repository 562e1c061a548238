package play

import (
	"bytes"
	"errors"
	"strconv"
	"testing"

	"kamon/rules"
	"kamon/rules/mana"
	_ "kamon/rules/shinobi"
)

// TestViewHidesSeed: Mana's view keeps the seed (nothing is hidden in
// Mana); what is sent has it at 0, and still loads.
func TestViewHidesSeed(t *testing.T) {
	s, err := mana.Game.New(rules.Config{Players: 2, Seed: 987654321987})
	if err != nil {
		t.Fatal(err)
	}
	for p := rules.NoPlayer; p < 2; p++ {
		data, err := View(s, p)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(data, []byte(strconv.FormatUint(987654321987, 10))) {
			t.Fatalf("the view of %d holds the seed: %s", p, data)
		}
		v, err := mana.Game.Unmarshal(data)
		if err != nil || v.Config().Seed != 0 {
			t.Fatalf("the view sent does not load: %v", err)
		}
	}
}

// TestCheck: an action is read against the mover's view; another seat's,
// a finished game's and an illegal one are refused with the error kinds
// callers tell apart.
func TestCheck(t *testing.T) {
	g, _ := rules.Lookup("shinobi")
	s, _ := g.New(rules.Config{Players: 3, Seed: 4})
	mover := s.ToMove()
	legal := s.Legal(nil)
	if a, err := Check(s, mover, s.FormatAction(legal[0])); err != nil || a != legal[0] {
		t.Fatalf("a legal action: %v, %v", a, err)
	}
	if _, err := Check(s, (mover+1)%3, s.FormatAction(legal[0])); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("another seat's turn: %v", err)
	}
	if _, err := Check(s, mover, "deploy Q99 -> p0"); err == nil {
		t.Fatal("a card that does not exist was accepted")
	}
	if _, err := Check(s, mover, string(make([]byte, 200))); !errors.Is(err, rules.ErrBadAction) {
		t.Fatalf("a long action: %v", err)
	}
}
