package rulestest

import (
	"errors"
	"strings"
	"testing"

	"kamon/rules"
)

func TestMarshalFailsWithoutASerialisation(t *testing.T) {
	s := newTally(t)
	want, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var got []byte
	if fail := failure(func(tb testing.TB) { got = Marshal(tb, s) }); fail != "" || string(got) != string(want) {
		t.Fatalf("a state that marshals: failed with %q, got %s", fail, got)
	}
	if fail := failure(func(tb testing.TB) { Marshal(tb, &faulty{State: s, how: "marshal before"}) }); !strings.Contains(fail, "disk full") {
		t.Fatalf("a state that does not marshal: failed with %q", fail)
	}
}

func TestPlayoutFailsOnABrokenRule(t *testing.T) {
	chooser := rules.NewRNG(1)
	if fail := failure(func(tb testing.TB) { Playout(tb, newTally(t), &chooser, 3, nil) }); fail != "" {
		t.Fatalf("a game stopped at the ply limit: %s", fail)
	}
	broken := func(rules.Action, []rules.Event) error { return errors.New("a rule broke") }
	if fail := failure(func(tb testing.TB) { Playout(tb, newTally(t), &chooser, 3, broken) }); !strings.Contains(fail, "a rule broke") {
		t.Fatalf("a broken rule: failed with %q", fail)
	}
}
