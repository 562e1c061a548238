package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
)

// MaxEventsJSON bounds what DecodeEvents reads. One action's events, even a
// Great Battle's count or a hand looked at, take a few KB; a batch of a whole
// game's log stays far below this.
const MaxEventsJSON = 4 << 20

// ErrBadEvents is what DecodeEvents wraps when it refuses its input.
var ErrBadEvents = errors.New("bad events")

// wireEvent is an Event as it crosses the network: the payload in Data,
// named by Type, the payload's Go type as reflect spells it ("*mana.Played",
// "gosu.note", "int"), which keeps whether the event held a pointer.
type wireEvent struct {
	Kind    string          `json:"kind"`
	Player  Player          `json:"player"`
	Private bool            `json:"private,omitempty"`
	Reveal  bool            `json:"reveal,omitempty"`
	Text    string          `json:"text,omitempty"`
	Public  string          `json:"public,omitempty"`
	Type    string          `json:"type,omitempty"`
	Data    json.RawMessage `json:"data,omitempty"`
}

// payloadTypes maps the type tags of g's payloads to their types. Two types
// that reflect spells alike would make a tag ambiguous: that is an error of
// the game's registration, reported rather than guessed around.
func payloadTypes(g Game) (map[string]reflect.Type, error) {
	types := make(map[string]reflect.Type, len(g.Payloads))
	for _, p := range g.Payloads {
		t := reflect.TypeOf(p)
		if t == nil {
			return nil, fmt.Errorf("%s: a nil among the Payloads", g.ID)
		}
		if u, dup := types[t.String()]; dup && u != t {
			return nil, fmt.Errorf("%s: two payload types spelled %s", g.ID, t)
		}
		types[t.String()] = t
	}
	return types, nil
}

// EncodeEvents writes ev as JSON for DecodeEvents, payloads included, each
// with its type tag. Every payload's type must be among g.Payloads: a
// missing one is an error, so that a game cannot send what its clients
// cannot read. The events are written as they are: to send a seat its
// events, encode e.For(p) of each.
func EncodeEvents(g Game, ev []Event) ([]byte, error) {
	types, err := payloadTypes(g)
	if err != nil {
		return nil, err
	}
	out := make([]wireEvent, len(ev))
	for i, e := range ev {
		out[i] = wireEvent{Kind: e.Kind, Player: e.Player, Private: e.Private, Reveal: e.Reveal,
			Text: e.Text, Public: e.Public}
		if e.Data == nil {
			continue
		}
		t := reflect.TypeOf(e.Data)
		if types[t.String()] != t {
			return nil, fmt.Errorf("%s: event %q: its payload type %s is not among the game's Payloads", g.ID, e.Kind, t)
		}
		data, err := json.Marshal(e.Data)
		if err != nil {
			return nil, fmt.Errorf("%s: event %q: %w", g.ID, e.Kind, err)
		}
		out[i].Type, out[i].Data = t.String(), data
	}
	return json.Marshal(out)
}

// DecodeEvents reads events written by EncodeEvents for game g. The bytes
// come from the network: more than MaxEventsJSON, anything but a JSON
// array of events, an unknown field, an event without a kind, a payload
// type not among g.Payloads or a payload that does not read as its type
// are refused with an error wrapping ErrBadEvents.
func DecodeEvents(g Game, data []byte) ([]Event, error) {
	if len(data) > MaxEventsJSON {
		return nil, badEvents("%d bytes, more than %d", len(data), MaxEventsJSON)
	}
	types, err := payloadTypes(g)
	if err != nil {
		return nil, err
	}
	var in []wireEvent
	if err := strictJSON(data, &in); err != nil {
		return nil, badEvents("%v", err)
	}
	if in == nil {
		return nil, badEvents("not a list of events")
	}
	ev := make([]Event, len(in))
	for i, w := range in {
		if w.Kind == "" {
			return nil, badEvents("event %d has no kind", i)
		}
		if w.Player < NoPlayer {
			return nil, badEvents("event %d: player %d", i, w.Player)
		}
		ev[i] = Event{Kind: w.Kind, Player: w.Player, Private: w.Private, Reveal: w.Reveal,
			Text: w.Text, Public: w.Public}
		switch {
		case w.Type == "" && w.Data == nil:
			continue
		case w.Type == "":
			return nil, badEvents("event %d (%s): a payload without a type", i, w.Kind)
		case w.Data == nil:
			return nil, badEvents("event %d (%s): type %q without a payload", i, w.Kind, w.Type)
		}
		t, ok := types[w.Type]
		if !ok {
			return nil, badEvents("event %d (%s): %s has no payload of type %q", i, w.Kind, g.ID, w.Type)
		}
		v := reflect.New(t)
		if err := strictJSON(w.Data, v.Interface()); err != nil {
			return nil, badEvents("event %d (%s): payload %s: %v", i, w.Kind, w.Type, err)
		}
		ev[i].Data = v.Elem().Interface()
	}
	return ev, nil
}

func badEvents(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadEvents, fmt.Sprintf(format, args...))
}

// strictJSON reads exactly one JSON value into v, refusing unknown fields
// and anything after the value.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the value")
	}
	return nil
}
