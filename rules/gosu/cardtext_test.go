package gosu

import (
	"testing"

	"kamon/rules"
)

func TestEveryCardAndTileHasText(t *testing.T) {
	ids := CardIDs()
	if len(ids) != 88 || len(cardTexts) != 88 {
		t.Fatalf("%d ids, %d texts; want 88 each", len(ids), len(cardTexts))
	}
	for _, id := range ids {
		if cardTexts[id] == "" {
			t.Errorf("card %s has no text", id)
		}
	}
	for k := Clan(0); k < Clan(NumClans); k++ {
		if k.Ability() == "" {
			t.Errorf("tile %s has no ability text", k.Name())
		}
	}
	for c := Card(0); int(c) < nCards; c++ {
		if c.Text() != cardTexts[c.DefID()] {
			t.Fatalf("card %v: Text() differs from its definition's", c)
		}
	}
	if Unknown.Text() != "" {
		t.Error("an unknown card shows a text")
	}
}

func TestEventCardNamesThePlayedCard(t *testing.T) {
	if c, ok := EventCard(rules.Event{Kind: "play", Data: card(5)}); !ok || c != Card(5) {
		t.Errorf("EventCard of a play = %v %v", c, ok)
	}
	if c, ok := EventCard(rules.Event{Kind: "take", Data: cardNote(7, "from-discard")}); !ok || c != Card(7) {
		t.Errorf("EventCard of a take from the discard = %v %v", c, ok)
	}
	for _, d := range []any{nil, 3, card(nCards), note{c: unknown, d: unknown, p: -1}} {
		if _, ok := EventCard(rules.Event{Data: d}); ok {
			t.Errorf("EventCard(%v) names a card", d)
		}
	}
}
