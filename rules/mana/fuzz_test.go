package mana

import (
	"errors"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// FuzzParsePosition: any text either fails with an error or gives a state
// whose notation reads back to itself, with a move generator that works.
func FuzzParsePosition(f *testing.F) {
	for _, row := range perftTable {
		f.Add(row.position)
	}
	f.Add("rrdrrr/33/6/15/42/RRDRRR  b 1 0 0")
	f.Add("rrrrr1/6/6/6/6/RRDRRR w - 0 0")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParsePosition(text)
		if err != nil {
			return
		}
		again, err := ParsePosition(s.Position())
		if err != nil || again.Position() != s.Position() {
			t.Fatalf("%q prints as %q, which reads back as %v", text, s.Position(), err)
		}
		s.Perft(2)
		if err := checkState(s, false); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzApply: actions parsed from any text, applied to a position, are
// either refused with the state untouched or played into a state that keeps
// every invariant and survives a JSON round trip.
func FuzzApply(f *testing.F) {
	f.Add("rrdrrr/6/6/6/6/RRDRRR b - 0 0", "c1-c3", "pass")
	f.Add("5d/6/6/4r1/r5/Dr4 b 2 0 1", "pass", "R@c3")
	f.Add("5d/6/6/6/1rr3/RRDR2 b 2 1 0", "R@d6", "f6-f4")
	f.Add("6/6/6/6/3d2/D2R2 b 1 0 0", "d1-d2", "pass")
	f.Fuzz(func(t *testing.T, position, first, second string) {
		s, err := ParsePosition(position)
		if err != nil {
			return
		}
		for _, text := range []string{first, second} {
			a, err := s.ParseAction(text)
			if err != nil {
				continue
			}
			if !rulestest.AppliedOrRefused(t, s, a) {
				continue
			}
			if err := checkState(s, false); err != nil {
				t.Fatal(err)
			}
			if err := rulestest.JSONRoundTrip(Game, s); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzUnmarshal: any bytes are refused or give a state that is no dead end,
// saves back to itself and plays on by the rules.
func FuzzUnmarshal(f *testing.F) {
	for i, row := range perftTable {
		s, err := ParsePosition(row.position)
		if err != nil {
			f.Fatal(err)
		}
		chooser := rules.NewRNG(uint64(i))
		rulestest.Playout(f, s, &chooser, 3*i, nil)
		f.Add(rulestest.Marshal(f, s))
	}
	for _, variant := range []string{"", Advanced} {
		s, err := New(rules.Config{Players: 2, Variant: variant})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(rulestest.Marshal(f, s))
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
		if _, err := rules.Playout(s, &chooser, 300, nil); err != nil && !errors.Is(err, rules.ErrPlyLimit) {
			t.Fatal(err)
		}
	})
}
