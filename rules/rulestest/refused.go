package rulestest

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"kamon/rules"
)

// Refused checks that the rules refuse the action written text in s, as
// illegal (rules.ErrIllegal) or as coming after the end (rules.ErrGameOver),
// and that reading and refusing it leave the state exactly as it was: its
// serialisation, before and after, is the same. A text that does not parse
// fails the test, since a test of a refusal means an action the notation
// reads: a typo or an outdated notation would otherwise pass for a refusal.
// A test that means a text which is no action says so with Unparsable.
// Refused returns the refusal, for a test that checks its reason.
func Refused(t testing.TB, s rules.State, text string) error {
	t.Helper()
	before := marshal(t, s, text, "before")
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatalf("%q does not parse (%v): a refusal test needs an action the rules refuse; use rulestest.Unparsable for a text that is no action", text, err)
	}
	_, err = s.Apply(a)
	switch {
	case err == nil:
		t.Fatalf("%q was accepted, want it refused", text)
	case !errors.Is(err, rules.ErrIllegal) && !errors.Is(err, rules.ErrGameOver):
		t.Fatalf("%q: %v, want an illegal action or the game over", text, err)
	}
	unchanged(t, s, text, before)
	return err
}

// RefusedBecause is Refused, also checking that the reason the rules give
// contains because.
func RefusedBecause(t testing.TB, s rules.State, text, because string) {
	t.Helper()
	if err := Refused(t, s, text); !strings.Contains(err.Error(), because) {
		t.Fatalf("%q: %v, want it refused because %q", text, err, because)
	}
}

// Unparsable checks that text is no action in s's notation: ParseAction
// returns an error wrapping rules.ErrBadAction and leaves the state as it
// was.
func Unparsable(t testing.TB, s rules.State, text string) {
	t.Helper()
	before := marshal(t, s, text, "before")
	a, err := s.ParseAction(text)
	switch {
	case err == nil:
		t.Fatalf("%q parses, as %q; want it to be no action", text, s.FormatAction(a))
	case !errors.Is(err, rules.ErrBadAction):
		t.Fatalf("%q: %v, want a bad-notation error", text, err)
	}
	unchanged(t, s, text, before)
}

// marshal is s's serialisation, failing the test when there is none: a
// state that cannot be written cannot be shown unchanged.
func marshal(t testing.TB, s rules.State, text, when string) []byte {
	t.Helper()
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatalf("%q: marshal the state %s: %v", text, when, err)
	}
	return data
}

// unchanged fails the test when s no longer marshals to before.
func unchanged(t testing.TB, s rules.State, text string, before []byte) {
	t.Helper()
	if after := marshal(t, s, text, "after"); !bytes.Equal(before, after) {
		t.Fatalf("refusing %q changed the state %s", text, firstDifference(before, after))
	}
}
