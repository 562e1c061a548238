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
// (rules.ErrBadAction, or any error but the rules' refusals) fails the
// test, since a test of a refusal means an action the notation reads: a
// typo or an outdated notation would otherwise pass for a refusal. A test
// that means a text which is no action says so with Unparsable. A notation
// that reads cards from the mover's hand may refuse while reading (Shinobi
// refuses "deploy H5 -> p1" without an H5 in hand as illegal): that is a
// refusal of the rules too. Refused returns the refusal, for a test that
// checks its reason.
func Refused(t testing.TB, s rules.State, text string) error {
	t.Helper()
	before := marshal(t, s, text, "before")
	a, err := s.ParseAction(text)
	switch {
	case err == nil:
		if _, err = s.Apply(a); err == nil {
			t.Fatalf("%q was accepted, want it refused", text)
		}
	case !refused(err):
		t.Fatalf("%q does not parse (%v): a refusal test needs an action the rules refuse; use rulestest.Unparsable for a text that is no action", text, err)
	}
	refusal(t, s, text, err, before)
	return err
}

// AppliedOrRefused applies a to s and reports whether the rules accepted
// it, for a fuzz target that tries whatever it is given: a refusal must
// be the rules' (an illegal action or the game over) and leave the state's
// serialisation as it was, or the test fails.
func AppliedOrRefused(t testing.TB, s rules.State, a rules.Action) bool {
	t.Helper()
	before := marshal(t, s, s.FormatAction(a), "before")
	_, err := s.Apply(a)
	if err == nil {
		return true
	}
	refusal(t, s, s.FormatAction(a), err, before)
	return false
}

// refusal fails the test unless err is one of the rules' refusals and s
// still marshals to before.
func refusal(t testing.TB, s rules.State, text string, err error, before []byte) {
	t.Helper()
	if !refused(err) {
		t.Fatalf("%q: %v, want an illegal action or the game over", text, err)
	}
	unchanged(t, s, text, before)
}

// refused reports an error of the rules refusing an action.
func refused(err error) bool {
	return errors.Is(err, rules.ErrIllegal) || errors.Is(err, rules.ErrGameOver)
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
