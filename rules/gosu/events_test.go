package gosu

import (
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// TestInfoHidesPrivateParts: over random games, another player's private
// event (a draw, a face-down discard, a search, a look at a hand) gives no
// card to the viewer, while its owner reads it; every event's data is one
// Info reads.
func TestInfoHidesPrivateParts(t *testing.T) {
	chooser := rules.NewRNG(7)
	private := map[string]int{}
	for seed := range 40 {
		s, err := New(rules.Config{Players: 2, Seed: uint64(seed)})
		if err != nil {
			t.Fatal(err)
		}
		_, err = rules.Playout(s, &chooser, 100000, func(_ rules.Action, evs []rules.Event) error {
			for _, e := range evs {
				switch e.Data.(type) {
				case nil, card, clan, int, battleNote, string, note:
				default:
					t.Fatalf("%s event carries %T", e.Kind, e.Data)
				}
				if !e.Private {
					continue
				}
				private[e.Kind]++
				other := 1 - e.Player
				in := Info(e, other)
				if !in.Hidden || in.Card != Unknown || in.Other != Unknown || in.Hand != nil {
					t.Fatalf("%s event of %d read by %d: %+v", e.Kind, e.Player, other, in)
				}
				own := Info(e, e.Player)
				if own.Hidden || e.Kind != "look" && !own.Card.Known() {
					t.Fatalf("%s event read by its owner: %+v", e.Kind, own)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if private["draw"] == 0 {
		t.Errorf("no private draw seen: %v", private)
	}
}

func TestInfoReadsNotes(t *testing.T) {
	e := rules.Event{Kind: "look", Player: 0, Private: true,
		Data: note{c: unknown, d: unknown, p: 1, hand: []card{3, 40}}}
	if in := Info(e, 0); in.Whom != 1 || !slices.Equal(in.Hand, []Card{3, 40}) {
		t.Errorf("look read by its owner: %+v", in)
	}
	if in := Info(e, 1); in.Whom != 1 || in.Hand != nil {
		t.Errorf("look read by the other: %+v", in)
	}
	e = rules.Event{Kind: "shift", Player: 1, Data: note{c: 5, d: 9, p: -1}}
	if in := Info(e, 0); in.Card != 5 || in.Other != 9 || in.Whom != rules.NoPlayer {
		t.Errorf("shift: %+v", in)
	}
	if in := Info(rules.Event{Kind: "round", Data: note{c: unknown, d: unknown, n: 2, p: 1}}, 0); in.N != 2 || in.Whom != 1 || in.Card != Unknown {
		t.Errorf("round: %+v", in)
	}
}

// TestReasonsAreTheOutcomes: every game ends with one of Reasons.
func TestReasonsAreTheOutcomes(t *testing.T) {
	chooser := rules.NewRNG(3)
	for seed := range 20 {
		s, err := New(rules.Config{Players: 2, Seed: uint64(seed)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.Playout(s, &chooser, 100000, nil); err != nil {
			t.Fatal(err)
		}
		if o := s.Outcome(); !slices.Contains(Reasons(), o.Reason) {
			t.Errorf("seed %d ends with %q, not one of Reasons()", seed, o.Reason)
		}
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

// The notes' own decoders refuse what DecodeEvents refuses of every other
// payload: a field they do not have, a value of another shape.
func TestDecodeEventsRefusesBadNotes(t *testing.T) {
	valid, err := rules.EncodeEvents(Game, []rules.Event{
		{Kind: "look", Player: 0, Private: true, Data: note{c: 3, d: unknown, p: 1, hand: []card{3, 40}}},
		{Kind: "battle", Player: rules.NoPlayer, Data: battleNote{tot: [2]int{4, 7}, wonder: -1}},
	})
	if err != nil {
		t.Fatal(err)
	}
	type events = []map[string]any
	load := func(data []byte) error {
		_, err := rules.DecodeEvents(Game, data)
		return err
	}
	bad := rules.ErrBadEvents
	rulestest.RefusedSaves(t, load, valid, []rulestest.SaveRefusal[events]{
		{Name: "a note with a field of none", Spoil: func(j *events) { (*j)[0]["data"].(map[string]any)["x"] = 1 }, Kind: bad, Because: `payload gosu.note: json: unknown field "x"`},
		{Name: "a note that is no object", Spoil: func(j *events) { (*j)[0]["data"] = 3 }, Kind: bad, Because: "payload gosu.note: json: cannot unmarshal number"},
		{Name: "a battle with a field of none", Spoil: func(j *events) { (*j)[1]["data"].(map[string]any)["x"] = 1 }, Kind: bad, Because: `payload gosu.battleNote: json: unknown field "x"`},
		{Name: "a battle that is no object", Spoil: func(j *events) { (*j)[1]["data"] = "won" }, Kind: bad, Because: "payload gosu.battleNote: json: cannot unmarshal string"},
	})
}
