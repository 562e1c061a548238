package rules_test

import (
	"errors"
	"reflect"
	"testing"

	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	"kamon/rules/tally"
)

// FuzzDecodeEvents: bytes from the network, read as the events of any
// registered game, are refused with an error or give events that encode
// again into bytes that read back equal. The seeds are the events of
// random games of every game, as each seat and the public read them.
func FuzzDecodeEvents(f *testing.F) {
	// The games by name: this package's own tests register a game that
	// plays nothing.
	games := []rules.Game{mana.Game, shinobi.Game, peuple.Game, gosu.Game, tally.Game}
	for gi, g := range games {
		s, err := g.New(rules.Config{Players: g.MinPlayers, Seed: 7})
		if err != nil {
			f.Fatal(err)
		}
		chooser := rules.NewRNG(7)
		kinds := map[string]bool{} // a batch is a seed when it brings a kind not seen yet
		_, err = rules.Playout(s, &chooser, 2000, func(_ rules.Action, events []rules.Event) error {
			fresh := false
			for _, e := range events {
				fresh = fresh || !kinds[e.Kind]
				kinds[e.Kind] = true
			}
			if !fresh {
				return nil
			}
			for p := rules.NoPlayer; int(p) < g.MinPlayers; p++ {
				seen := make([]rules.Event, len(events))
				for i, e := range events {
					seen[i] = e.For(p)
				}
				data, err := rules.EncodeEvents(g, seen)
				if err != nil {
					return err
				}
				f.Add(uint8(gi), data)
			}
			return nil
		})
		if err != nil && !errors.Is(err, rules.ErrPlyLimit) {
			f.Fatal(err)
		}
	}
	f.Add(uint8(0), []byte(`[]`))
	f.Add(uint8(1), []byte(`[{"kind":"x","player":-1,"type":"int","data":0}]`))
	f.Fuzz(func(t *testing.T, gi uint8, data []byte) {
		g := games[int(gi)%len(games)]
		ev, err := rules.DecodeEvents(g, data)
		if err != nil {
			if !errors.Is(err, rules.ErrBadEvents) {
				t.Fatalf("refused without ErrBadEvents: %v", err)
			}
			return
		}
		again, err := rules.EncodeEvents(g, ev)
		if err != nil {
			t.Fatalf("accepted events do not encode again: %v", err)
		}
		back, err := rules.DecodeEvents(g, again)
		if err != nil {
			t.Fatalf("own encoding refused: %v\n%s", err, again)
		}
		if !reflect.DeepEqual(back, ev) {
			t.Fatalf("read back differently:\n%#v\n%#v\n%s", ev, back, again)
		}
	})
}
