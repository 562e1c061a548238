package rules_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// decodeGame is a game to decode saves of: version 2, a variant and
// options.
var decodeGame = rules.Game{ID: "decode-test", Name: "Decode Test", MinPlayers: 2, MaxPlayers: 4, Version: 2,
	Variants: []rules.Variant{{ID: "fast"}}, Options: []rules.Option{{ID: "open"}}}

type decodeSave struct {
	rules.SaveHeader
	Counts []int `json:"counts"`
}

func decodeSaveOf(g rules.Game) func([]byte) error {
	return func(data []byte) error {
		var s decodeSave
		return g.DecodeSave(data, &s)
	}
}

func decodeData(t *testing.T, version int) []byte {
	t.Helper()
	rng := rules.NewRNG(7)
	rng.Uint64()
	cfg := rules.Config{Players: 3, Variant: "fast", Options: map[string]string{"open": "1"}, Seed: 9}
	data, err := json.Marshal(decodeSave{rules.SaveHeader{Version: version, Config: cfg, RNG: rng}, []int{4, 5}})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Each check of DecodeSave refuses a save with one thing changed, and
// only that check does; the current version and an older one load.
func TestDecodeSaveRefusesEachFaultAlone(t *testing.T) {
	load := decodeSaveOf(decodeGame)
	if err := load(decodeData(t, 1)); err != nil {
		t.Fatalf("a save of the version before: %v", err)
	}
	rulestest.RefusedSaves(t, load, decodeData(t, 2), []rulestest.SaveRefusal[decodeSave]{
		{Name: "not JSON", Edit: func(b []byte) []byte { return b[:len(b)-1] }, Because: "not a saved state: unexpected end of JSON input"},
		{Name: "a version that is no number", Edit: rulestest.Replace(`"version":2`, `"version":"2"`), Because: "not a saved state: json: cannot unmarshal string"},
		{Name: "the next version", Spoil: func(j *decodeSave) { j.Version = 3 }, Kind: rules.ErrNewVersion, Because: "decode-test format 3, this build reads up to 2"},
		// The version is read first: a newer save whose fields changed
		// shape is told as newer, not as corrupt.
		{Name: "the next version, its fields changed", Edit: func(b []byte) []byte {
			return bytes.Replace(bytes.Replace(b, []byte(`"version":2`), []byte(`"version":3`), 1), []byte(`[4,5]`), []byte(`"many"`), 1)
		}, Kind: rules.ErrNewVersion, Because: "format 3"},
		{Name: "version 0", Spoil: func(j *decodeSave) { j.Version = 0 }, Because: "version 0 is none Kamon writes"},
		{Name: "no version", Edit: rulestest.Replace(`"version":2,`, ``), Because: "version 0 is none Kamon writes"},
		{Name: "a field of another type", Edit: rulestest.Replace(`[4,5]`, `"many"`), Because: "cannot unmarshal string into Go struct field decodeSave.counts"},
		{Name: "an RNG that is no string", Edit: rulestest.Replace(`"rng":"`, `"rng":7,"x":"`), Because: "rng: json: cannot unmarshal number"},
		{Name: "an RNG that is no hex", Edit: rulestest.Replace(`"rng":"`, `"rng":"z`), Because: "rng: encoding/hex"},
		{Name: "an RNG of another length", Edit: rulestest.Replace(`"rng":"`, `"rng":"00`), Because: "rng: invalid PCG encoding"},
		{Name: "too many players", Spoil: func(j *decodeSave) { j.Config.Players = 5 }, Kind: rules.ErrBadConfig, Because: "Decode Test is for 2 to 4 players, not 5"},
		{Name: "too few players", Spoil: func(j *decodeSave) { j.Config.Players = 1 }, Kind: rules.ErrBadConfig, Because: "for 2 to 4 players, not 1"},
		{Name: "an unknown variant", Spoil: func(j *decodeSave) { j.Config.Variant = "slow" }, Kind: rules.ErrBadConfig, Because: `Decode Test has no variant "slow"`},
		{Name: "an unknown option", Spoil: func(j *decodeSave) { j.Config.Options["tiny"] = "1" }, Kind: rules.ErrBadConfig, Because: `Decode Test has no option "tiny"`},
		{Name: "an option neither on nor off", Spoil: func(j *decodeSave) { j.Config.Options["open"] = "yes" }, Kind: rules.ErrBadConfig, Because: `option "open" must be 0 or 1, not "yes"`},
	})
	// A game for a number of players says that number.
	three := decodeGame
	three.MinPlayers, three.MaxPlayers = 3, 3
	rulestest.RefusedSaves(t, decodeSaveOf(three), decodeData(t, 2), []rulestest.SaveRefusal[decodeSave]{
		{Name: "players of another number", Spoil: func(j *decodeSave) { j.Config.Players = 4 }, Kind: rules.ErrBadConfig, Because: "Decode Test is for 3 players, not 4"},
	})
}

// What the codec's game carries: a struct by pointer and a number.
type codecPlace struct{ Square int }

var eventsGame = rules.Game{ID: "events-test", Payloads: []any{&codecPlace{}, 0}}

func decodeEventsOf(g rules.Game) func([]byte) error {
	return func(data []byte) error {
		_, err := rules.DecodeEvents(g, data)
		return err
	}
}

// Each check of DecodeEvents refuses events EncodeEvents wrote with one
// thing changed, and only that check does.
func TestDecodeEventsRefusesEachFaultAlone(t *testing.T) {
	valid, err := rules.EncodeEvents(eventsGame, []rules.Event{
		{Kind: "place", Player: 0, Text: "P1 places", Data: &codecPlace{Square: 3}},
		{Kind: "count", Player: rules.NoPlayer, Data: 12},
		{Kind: "end", Player: rules.NoPlayer},
	})
	if err != nil {
		t.Fatal(err)
	}
	type events = []map[string]any
	bad := rules.ErrBadEvents
	rulestest.RefusedSaves(t, decodeEventsOf(eventsGame), valid, []rulestest.SaveRefusal[events]{
		{Name: "too long", Edit: func(b []byte) []byte { return append(b, bytes.Repeat([]byte(" "), rules.MaxEventsJSON)...) }, Kind: bad, Because: "more than 4194304"},
		{Name: "not JSON", Edit: func(b []byte) []byte { return b[:len(b)-1] }, Kind: bad, Because: "unexpected EOF"},
		{Name: "an unknown field", Spoil: func(j *events) { (*j)[2]["who"] = 1 }, Kind: bad, Because: `unknown field "who"`},
		{Name: "something after the list", Edit: func(b []byte) []byte { return append(b, "[]"...) }, Kind: bad, Because: "data after the value"},
		{Name: "null", Spoil: func(j *events) { *j = nil }, Kind: bad, Because: "not a list of events"},
		{Name: "no kind", Spoil: func(j *events) { delete((*j)[1], "kind") }, Kind: bad, Because: "event 1 has no kind"},
		{Name: "a player below NoPlayer", Spoil: func(j *events) { (*j)[0]["player"] = -2 }, Kind: bad, Because: "event 0: player -2"},
		{Name: "a payload without its type", Spoil: func(j *events) { delete((*j)[1], "type") }, Kind: bad, Because: "event 1 (count): a payload without a type"},
		{Name: "a type without its payload", Spoil: func(j *events) { delete((*j)[1], "data") }, Kind: bad, Because: `event 1 (count): type "int" without a payload`},
		{Name: "a type not among the payloads", Spoil: func(j *events) { (*j)[1]["type"] = "int8" }, Kind: bad, Because: `events-test has no payload of type "int8"`},
		{Name: "a payload of another type", Spoil: func(j *events) { (*j)[1]["data"] = "twelve" }, Kind: bad, Because: "payload int: json: cannot unmarshal string"},
		{Name: "a payload with an unknown member", Spoil: func(j *events) { (*j)[0]["data"] = map[string]any{"Sq": 3} }, Kind: bad, Because: `payload *rules_test.codecPlace: json: unknown field "Sq"`},
	})
}

// A game whose payloads are not told apart by their names cannot decode:
// that is its registration's fault, not the input's.
func TestDecodeEventsRefusesAmbiguousPayloads(t *testing.T) {
	type twin int
	ambiguous := rules.Game{ID: "twins", Payloads: []any{twin(0), func() any { type twin int; return twin(0) }()}}
	for _, c := range []struct {
		g    rules.Game
		want string
	}{
		{rules.Game{ID: "nil", Payloads: []any{nil}}, "nil: a nil among the Payloads"},
		{ambiguous, "twins: two payload types spelled rules_test.twin"},
	} {
		_, err := rules.DecodeEvents(c.g, []byte("[]"))
		if err == nil || errors.Is(err, rules.ErrBadEvents) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error of the game's %q", c.g.ID, err, c.want)
		}
	}
}
