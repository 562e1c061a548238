package rules

import (
	"reflect"
	"strings"
	"testing"
)

// What the test game's events carry: a struct by pointer and by value, a
// plain number and a masked card.
type (
	codecMove struct {
		From, To int
		Piece    byte
		Action   Action
		Seen     []int
	}
	codecCard int
)

func (codecCard) Masked() any { return codecCard(0) }

var codecGame = Game{ID: "codec-test", Payloads: []any{&codecMove{}, codecMove{}, 0, codecCard(0)}}

func codecEvents() []Event {
	return []Event{
		{Kind: "move", Player: 0, Text: "P1 moves", Data: &codecMove{From: 1, To: 2, Piece: 'R', Action: 1 << 63, Seen: []int{}}},
		{Kind: "copy", Player: 1, Text: "P2 copies", Data: codecMove{From: -1, To: 3}},
		{Kind: "draw", Player: 1, Private: true, Reveal: true, Text: "P2 draws 7", Public: "P2 draws a card", Data: codecCard(7)},
		{Kind: "count", Player: NoPlayer, Text: "12", Data: 12},
		{Kind: "end", Player: NoPlayer},
	}
}

func TestEventsRoundTripWithTheirPayloads(t *testing.T) {
	for p := NoPlayer; p < 2; p++ {
		var ev []Event
		for _, e := range codecEvents() {
			ev = append(ev, e.For(p))
		}
		data, err := EncodeEvents(codecGame, ev)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeEvents(codecGame, data)
		if err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		if !reflect.DeepEqual(back, ev) {
			t.Fatalf("viewer %d:\n%#v\n%#v\n%s", p, back, ev, data)
		}
		if _, ptr := back[0].Data.(*codecMove); !ptr {
			t.Errorf("a pointer payload came back as %T", back[0].Data)
		}
		if _, val := back[1].Data.(codecMove); !val {
			t.Errorf("a value payload came back as %T", back[1].Data)
		}
	}
	if data, err := EncodeEvents(codecGame, nil); err != nil || string(data) != "[]" {
		t.Errorf("no events: %s, %v", data, err)
	}
}

func TestEncodeRefusesAPayloadTheGameDoesNotList(t *testing.T) {
	for _, data := range []any{"text", int8(3), &struct{}{}, new(int), new(codecCard)} {
		_, err := EncodeEvents(codecGame, []Event{{Kind: "x", Data: data}})
		if err == nil || !strings.Contains(err.Error(), "not among the game's Payloads") {
			t.Errorf("%T: %v", data, err)
		}
	}
}
