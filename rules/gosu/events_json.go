package gosu

import (
	"bytes"
	"encoding/json"
)

// The payloads of the events, for rules.EncodeEvents: an online client
// gets each seat's events with them. Notes keep their fields unexported, so
// that tables read them only through Info and EventCard; these methods
// write and read every field.

// payloads is one value of each type an event's Data may hold (Game.Payloads).
var payloads = []any{card(0), clan(0), 0, "", note{}, battleNote{}}

// noteJSON is a note with its fields exported.
type noteJSON struct {
	C    card   `json:"c"`
	D    card   `json:"d"`
	N    int    `json:"n,omitempty"`
	P    int8   `json:"p"`
	Name string `json:"name,omitempty"`
	Hand []card `json:"hand,omitempty"`
	How  string `json:"how,omitempty"`
}

// MarshalJSON writes every field of the note.
func (n note) MarshalJSON() ([]byte, error) {
	return json.Marshal(noteJSON{C: n.c, D: n.d, N: n.n, P: n.p, Name: n.name, Hand: n.hand, How: n.how})
}

// UnmarshalJSON reads what MarshalJSON wrote. An empty hand reads as none,
// as the rules make it: a hand looked at is nil when it holds nothing.
func (n *note) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var j noteJSON
	if err := strictJSON(b, &j); err != nil {
		return err
	}
	if len(j.Hand) == 0 {
		j.Hand = nil
	}
	*n = note{c: j.C, d: j.D, n: j.N, p: j.P, name: j.Name, hand: j.Hand, how: j.How}
	return nil
}

// battleJSON is a battleNote with its fields exported.
type battleJSON struct {
	Totals [2]int          `json:"totals"`
	Lines  [2][]BattleLine `json:"lines"`
	Hand   [2]int          `json:"hand"`
	Wonder int8            `json:"wonder"` // -1 for nobody
}

// MarshalJSON writes every field of the count.
func (b battleNote) MarshalJSON() ([]byte, error) {
	return json.Marshal(battleJSON{Totals: b.tot, Lines: b.lines, Hand: b.hand, Wonder: b.wonder})
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (b *battleNote) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	var j battleJSON
	if err := strictJSON(data, &j); err != nil {
		return err
	}
	*b = battleNote{tot: j.Totals, lines: j.Lines, hand: j.Hand, wonder: j.Wonder}
	return nil
}

// strictJSON reads a payload as rules.DecodeEvents reads every other: a
// field the payload does not have is refused, not dropped. The payload is
// one value already, as DecodeEvents found it.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
