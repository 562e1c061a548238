package shinobi

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// FuzzApply: after some random plies of a game, an action parsed from any
// text is either refused with the state untouched or played into a state
// that keeps every invariant and survives a JSON round trip.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint8(0), "deploy H1 -> p1")
	f.Add(uint64(2), uint8(4), uint8(7), "move M p1 -> p2")
	f.Add(uint64(3), uint8(5), uint8(20), "attack H -> O@p3")
	f.Add(uint64(4), uint8(3), uint8(41), "ninja T2 @p2")
	f.Add(uint64(5), uint8(4), uint8(90), "skip")
	f.Fuzz(func(t *testing.T, seed uint64, players, plies uint8, text string) {
		s, err := New(rules.Config{Players: MinPlayers + int(players)%3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		chooser := rules.NewRNG(seed)
		rulestest.Playout(t, s, &chooser, int(plies), nil)
		a, err := s.ParseAction(text)
		if err != nil {
			return
		}
		s.FormatAction(a)
		s.Describe(a)
		if !rulestest.AppliedOrRefused(t, s, a) {
			return
		}
		if err := checkState(s); err != nil {
			t.Fatal(err)
		}
		if err := rulestest.JSONRoundTrip(Game, s); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzParseAction: any text is refused with an error or read as an action
// whose printed form reads back to the same action.
func FuzzParseAction(f *testing.F) {
	for _, text := range []string{"deploy H1 -> p1", "ninja O @p2", "reinforce t5", "move U1 p1->p2",
		"attack H -> O@p1", "skip", "deploy N1 -> p0", "attack H->H @ p9"} {
		f.Add(uint8(4), text)
	}
	f.Fuzz(func(t *testing.T, seed uint8, text string) {
		s, err := New(rules.Config{Players: MinPlayers + int(seed)%3, Seed: uint64(seed)})
		if err != nil {
			t.Fatal(err)
		}
		chooser := rules.NewRNG(uint64(seed))
		rulestest.Playout(t, s, &chooser, int(seed)%50, nil)
		a, err := s.ParseAction(text)
		if err != nil {
			if !errors.Is(err, rules.ErrBadAction) && !errors.Is(err, rules.ErrIllegal) {
				t.Fatalf("%q: an error of no kind: %v", text, err)
			}
			return
		}
		printed := s.FormatAction(a)
		if back, err := s.ParseAction(printed); err != nil || back != a {
			t.Fatalf("%q reads as %#x, printed %q, which reads as %#x (%v)", text, uint64(a), printed, uint64(back), err)
		}
	})
}

// FuzzUnmarshal: any bytes are refused or give a state that is no dead
// end, saves back to itself and, a game, keeps every invariant and plays to
// the end. A view plays on as a world dealt from it, when Unmarshal takes
// that world for a game: bytes can make a view that no game matches.
func FuzzUnmarshal(f *testing.F) {
	for _, n := range []int{3, 4, 5} {
		s, err := New(rules.Config{Players: n, Seed: uint64(n)})
		if err != nil {
			f.Fatal(err)
		}
		chooser := rules.NewRNG(1)
		for i := range 3 {
			rulestest.Playout(f, s, &chooser, 9*i, nil)
			data := rulestest.Marshal(f, s)
			f.Add(data)
		}
		view := rulestest.Marshal(f, s.View(1))
		f.Add(view)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Unmarshal(data)
		if err != nil {
			return
		}
		if err := rulestest.Playable(s); err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		if err := rulestest.JSONRoundTrip(Game, s); err != nil {
			t.Fatal(err)
		}
		chooser := rules.NewRNG(1)
		if s.view {
			world := rulestest.Marshal(t, s.Determinize(&chooser))
			if s, err = Unmarshal(world); err != nil {
				return
			}
		}
		if err := checkState(s); err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		if _, err := rules.Playout(s, &chooser, 10000, nil); err != nil {
			t.Fatal(err)
		}
	})
}

// pinnedTranscript is the sha256 of 30 random games (3, 4 and 5 players):
// moves, events and final states. It must be the same natively and under
// js/wasm; if it changes, the rules, the deal, the legal-action order or
// the log changed.
const pinnedTranscript = "0a098660a51b5b4176e07069dcfa1eb5e2c69e78dcc0054b22bad88b1ef926b6"

func TestTranscriptDeterminism(t *testing.T) {
	h := sha256.New()
	chooser := rules.NewRNG(42)
	for i := range 30 {
		s, err := New(rules.Config{Players: MinPlayers + i%3, Seed: uint64(1000 + i)})
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		_, err = rules.Playout(s, &chooser, 10000, func(a rules.Action, ev []rules.Event) error {
			moves = append(moves, s.FormatAction(a))
			for _, e := range ev {
				moves = append(moves, e.Text)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		data := rulestest.Marshal(t, s)
		fmt.Fprintf(h, "%s|%s|%v\n", strings.Join(moves, ";"), data, s.Outcome())
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != pinnedTranscript {
		t.Errorf("transcript sha256 %s, pinned %s", got, pinnedTranscript)
	}
}
