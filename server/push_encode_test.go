package server

import (
	"bytes"
	"encoding/json"
	"testing"

	"kamon/online/wire"
	"kamon/rules"
)

// TestEncodePush: the push written by hand is the bytes json.Marshal
// writes of the same wire.Push.
func TestEncodePush(t *testing.T) {
	for _, k := range []struct {
		notation string
		deadline int64
	}{{"deploy T2 -> p0", 1700000000123}, {"", 0}, {"a \"quoted\" <thing> é", 5}} {
		out := rules.Outcome{Over: true, Winners: []rules.Player{1}, Reason: "because"}
		outJSON, err := json.Marshal(out)
		if err != nil {
			t.Fatal(err)
		}
		events := []byte(`[{"kind":"x","player":1,"text":"t"}]`)
		view := []byte(`{"version":1,"config":{"players":2,"seed":0}}`)
		want, err := json.Marshal(wire.Push{Game: "g1", Ply: 7, Record: &wire.Record{Ply: 7, Mover: 1, Action: k.notation, Events: events},
			ToMove: rules.NoPlayer, Deadline: k.deadline, View: view, Outcome: out})
		if err != nil {
			t.Fatal(err)
		}
		got := encodePush("g1", 7, 1, k.notation, events, rules.NoPlayer, k.deadline, view, outJSON)
		if !bytes.Equal(got, want) {
			t.Errorf("\n got %s\nwant %s", got, want)
		}
	}
}
