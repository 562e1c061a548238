package rulestest

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/tally"
)

// recorder is a testing.TB that notes the first failure instead of failing
// the test. Fatalf ends the goroutine, as testing's does; the methods it
// does not override panic (its TB is nil), so a helper that calls one
// shows here.
type recorder struct {
	testing.TB
	failure string
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failure = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// failure runs check with a recorder, in a goroutine of its own since a
// Fatalf ends it, and returns what it failed with, "" if it passed.
func failure(check func(t testing.TB)) string {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.failure
}

// faulty wraps a Tally game and breaks one part of the contract: "marshal
// before" and "marshal after" fail the first or the second MarshalJSON,
// "accept" accepts anything, "other" refuses with another error than the
// rules', "change" changes the state while refusing, "parse" fails to
// parse with another error than a bad notation, "parse illegal" refuses
// any text as illegal while reading it.
type faulty struct {
	*tally.State
	how       string
	marshalls int
}

func (f *faulty) MarshalJSON() ([]byte, error) {
	f.marshalls++
	if f.how == "marshal before" && f.marshalls == 1 || f.how == "marshal after" && f.marshalls == 2 {
		return nil, errors.New("disk full")
	}
	return f.State.MarshalJSON()
}

func (f *faulty) Apply(a rules.Action) ([]rules.Event, error) {
	switch f.how {
	case "accept":
		return nil, nil
	case "other":
		return nil, rules.ErrBadSave
	case "change":
		f.ApplyLegal(f.Legal(nil)[0])
	}
	return f.State.Apply(a)
}

func (f *faulty) ParseAction(text string) (rules.Action, error) {
	switch f.how {
	case "parse":
		return 0, errors.New("out of memory")
	case "parse illegal":
		return 0, rules.Illegal("%s is not in your hand", text)
	}
	return f.State.ParseAction(text)
}

func newTally(t *testing.T) *tally.State {
	t.Helper()
	s, err := tally.New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Refused passes a refusal that changes nothing, and fails on each way a
// refusal test could pass without checking one.
func TestRefusedFailsOnEachWayOut(t *testing.T) {
	// At the start every card fits the total, so "pass" is illegal (the
	// "nopass" option is on by default).
	if got := failure(func(tb testing.TB) { Refused(tb, newTally(t), "pass") }); got != "" {
		t.Fatalf("an illegal pass: %s", got)
	}
	over := newTally(t)
	chooser := rules.NewRNG(1)
	if _, err := rules.Playout(over, &chooser, 1000, nil); err != nil || !over.Outcome().Over {
		t.Fatalf("a game played out: %v, over %v", err, over.Outcome().Over)
	}
	if got := failure(func(tb testing.TB) { Refused(tb, over, "pass") }); got != "" {
		t.Fatalf("a move after the end: %s", got)
	}
	// A notation may refuse an action while reading it, as Shinobi's does
	// a card not in hand.
	if got := failure(func(tb testing.TB) { Refused(tb, &faulty{State: newTally(t), how: "parse illegal"}, "7") }); got != "" {
		t.Fatalf("refused while read: %s", got)
	}
	legal := newTally(t)
	first := legal.FormatAction(legal.Legal(nil)[0])
	for _, c := range []struct {
		name, text, want string
		s                rules.State
	}{
		{"a text that does not parse", "ten", "does not parse", newTally(t)},
		{"a text that fails to parse otherwise", "7", "does not parse", &faulty{State: newTally(t), how: "parse"}},
		{"a legal action", first, "was accepted", legal},
		{"another error than the rules'", "pass", "want an illegal action", &faulty{State: newTally(t), how: "other"}},
		{"no serialisation before", "pass", "marshal the state before", &faulty{State: newTally(t), how: "marshal before"}},
		{"no serialisation after", "pass", "marshal the state after", &faulty{State: newTally(t), how: "marshal after"}},
		{"a refusal that changes the state", "pass", "changed the state", &faulty{State: newTally(t), how: "change"}},
		{"an accepting Apply", "pass", "was accepted", &faulty{State: newTally(t), how: "accept"}},
	} {
		if got := failure(func(tb testing.TB) { Refused(tb, c.s, c.text) }); !strings.Contains(got, c.want) {
			t.Errorf("%s: failed with %q, want %q", c.name, got, c.want)
		}
	}
}

func TestRefusedBecauseChecksTheReason(t *testing.T) {
	if got := failure(func(tb testing.TB) { RefusedBecause(tb, newTally(t), "pass", "not playable") }); got != "" {
		t.Fatalf("the right reason: %s", got)
	}
	got := failure(func(tb testing.TB) { RefusedBecause(tb, newTally(t), "pass", "not your turn") })
	if !strings.Contains(got, `because "not your turn"`) {
		t.Fatalf("another reason: failed with %q", got)
	}
}

func TestUnparsableFailsOnAnAction(t *testing.T) {
	if got := failure(func(tb testing.TB) { Unparsable(tb, newTally(t), "ten") }); got != "" {
		t.Fatalf("no action: %s", got)
	}
	for _, c := range []struct {
		name, text, want string
		s                rules.State
	}{
		{"an action", "pass", "parses, as", newTally(t)},
		{"another error than a bad notation", "ten", "want a bad-notation error", &faulty{State: newTally(t), how: "parse"}},
		{"no serialisation", "ten", "marshal the state before", &faulty{State: newTally(t), how: "marshal before"}},
	} {
		if got := failure(func(tb testing.TB) { Unparsable(tb, c.s, c.text) }); !strings.Contains(got, c.want) {
			t.Errorf("%s: failed with %q, want %q", c.name, got, c.want)
		}
	}
}

func TestAppliedOrRefusedChecksTheRefusal(t *testing.T) {
	s := newTally(t)
	pass, err := s.ParseAction("pass")
	if err != nil {
		t.Fatal(err)
	}
	var applied bool
	if fail := failure(func(tb testing.TB) { applied = AppliedOrRefused(tb, s, pass) }); fail != "" || applied {
		t.Fatalf("an illegal pass: applied %v, failed with %q", applied, fail)
	}
	if fail := failure(func(tb testing.TB) { applied = AppliedOrRefused(tb, s, s.Legal(nil)[0]) }); fail != "" || !applied {
		t.Fatalf("a legal action: applied %v, failed with %q", applied, fail)
	}
	for how, want := range map[string]string{
		"other":          "want an illegal action",
		"change":         "changed the state",
		"marshal before": "marshal the state before",
		"marshal after":  "marshal the state after",
	} {
		f := &faulty{State: newTally(t), how: how}
		if fail := failure(func(tb testing.TB) { AppliedOrRefused(tb, f, pass) }); !strings.Contains(fail, want) {
			t.Errorf("%s: failed with %q, want %q", how, fail, want)
		}
	}
}
