package game

import (
	"encoding/json"
	"strconv"
	"testing"

	"kamon/rules"
	"kamon/scenes/feedback"
)

func TestDropsErrors(t *testing.T) {
	var s rules.State
	var v map[string]any
	before, _ := s.MarshalJSON()                                      // want: the error of MarshalJSON is assigned to _
	if after, _ := s.MarshalJSON(); string(after) != string(before) { // want: the error of MarshalJSON is assigned to _
		t.Fatal("changed")
	}
	a, _ := s.ParseAction("d1-d2")                // want: the error of ParseAction is assigned to _
	ev, _ := s.Apply(a)                           // want: the error of Apply is assigned to _
	_, _ = s.Apply(a)                             // want: the error of Apply is assigned to _
	s.Apply(a)                                    // want: the error of Apply is dropped
	data, _ := json.Marshal(v)                    // want: the error of json.Marshal is assigned to _
	_ = json.Unmarshal(data, &v)                  // want: the error of json.Unmarshal is assigned to _
	json.Unmarshal(data, &v)                      // want: the error of json.Unmarshal is dropped
	var again, _ = json.MarshalIndent(v, "", " ") // want: the error of json.MarshalIndent is assigned to _
	_ = v.UnmarshalJSON(data)                     // want: the error of UnmarshalJSON is assigned to _
	r := rules.NewRNG(1)
	rules.Playout(s, &r, 3, nil)         // want: the error of rules.Playout is dropped
	n, _ := rules.Playout(s, &r, 3, nil) // want: the error of rules.Playout is assigned to _
	_, _, _, _ = ev, again, n, data
}

// What the lint leaves alone: errors checked, other calls, and the Apply
// functions that return nothing.
func TestChecksErrors(t *testing.T) {
	var s rules.State
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, new(any)); err != nil {
		t.Fatal(err)
	}
	n, _ := strconv.Atoi("12")
	feedback.Apply(n)
	var table interface{ Apply(ctx, a any) }
	table.Apply(nil, 1)
}

// Helpers that return on an error: silently (flagged, whatever their
// name), failing, or on purpose and said so.
func mustReject(t *testing.T, s rules.State, text string) {
	a, err := s.ParseAction(text)
	if err != nil { // want: mustReject returns on an error without failing its test
		return
	}
	if _, err := s.Apply(a); err != nil { // want: mustReject returns on an error without failing its test
		return
	}
	t.Fatalf("%s was accepted", text)
}

func loadsBoth(tb testing.TB, s rules.State) bool {
	if _, err := s.MarshalJSON(); err != nil { // want: loadsBoth returns on an error without failing its test
		return false
	}
	return true
}

func mustParse(t *testing.T, s rules.State, text string) rules.Action {
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatal(err)
		return 0
	}
	return a
}

func comparable(t *testing.T, s rules.State) bool {
	if _, err := s.MarshalJSON(); err != nil { // testlint: ok, a state that cannot be written is not compared
		return false
	}
	check := func(text string) bool {
		_, err := s.ParseAction(text)
		if err != nil {
			return false
		}
		return true
	}
	return check("x")
}
