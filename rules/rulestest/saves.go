package rulestest

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"kamon/rules"
)

// SaveRefusal is one way to spoil a valid save so that one check of its
// decoder, and that check alone, refuses it.
type SaveRefusal[J any] struct {
	Name string
	// Spoil changes one thing of the save read into a J. Edit, set instead,
	// changes its text, for what a J cannot hold: a save that is no JSON, a
	// field of another type.
	Spoil func(j *J)
	Edit  func(text []byte) []byte
	// Kind is the error the refusal wraps, rules.ErrBadSave unless set;
	// Because is a part of its message that the check alone writes, so that
	// a case cannot pass by being refused by another check.
	Kind    error
	Because string
}

// RefusedSaves checks a decoder's refusals one by one: load accepts valid,
// a save the code wrote, and refuses each case's spoiled copy of it with
// an error wrapping Kind whose message holds Because. A case that changes
// nothing fails, and so does a J that does not hold the whole save (valid
// read into a J must write back the same values): either would let a
// refusal test pass on the valid save.
func RefusedSaves[J any](t testing.TB, load func([]byte) error, valid []byte, cases []SaveRefusal[J]) {
	t.Helper()
	if err := load(valid); err != nil {
		t.Fatalf("the valid save is refused: %v", err)
	}
	if back := spoiled[J](t, valid, nil); !sameJSON(back, valid) {
		t.Fatalf("the valid save, read into a %T and written back, differs %s", *new(J), firstDifference(valid, back))
	}
	for _, c := range cases {
		if c.Because == "" || (c.Spoil == nil) == (c.Edit == nil) {
			t.Fatalf("%s: a case needs a reason and either Spoil or Edit", c.Name)
		}
		var data []byte
		if c.Edit != nil {
			data = c.Edit(bytes.Clone(valid))
		} else {
			data = spoiled(t, valid, c.Spoil)
		}
		if c.Edit != nil && bytes.Equal(data, valid) || c.Spoil != nil && sameJSON(data, valid) {
			t.Fatalf("%s: the spoiled save is the valid one", c.Name)
		}
		kind := c.Kind
		if kind == nil {
			kind = rules.ErrBadSave
		}
		switch err := load(data); {
		case err == nil:
			t.Fatalf("%s: accepted, want it refused because %q", c.Name, c.Because)
		case !errors.Is(err, kind) || !strings.Contains(err.Error(), c.Because):
			t.Fatalf("%s: %v, want %v because %q", c.Name, err, kind, c.Because)
		}
	}
}

// spoiled is valid read into a J, changed by spoil (when not nil) and
// written back.
func spoiled[J any](t testing.TB, valid []byte, spoil func(*J)) []byte {
	t.Helper()
	var j J
	dec := json.NewDecoder(bytes.NewReader(valid))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		t.Fatalf("the valid save does not read into a %T: %v", j, err)
	}
	if spoil != nil {
		spoil(&j)
	}
	data, err := json.Marshal(&j)
	if err != nil {
		t.Fatalf("the spoiled save cannot be written: %v", err)
	}
	return data
}

// sameJSON reports whether a and b are the same text or, as JSON, the same
// values: a J that is a map writes its keys in another order.
func sameJSON(a, b []byte) bool {
	if bytes.Equal(a, b) {
		return true
	}
	va, erra := decodeAny(a)
	vb, errb := decodeAny(b)
	return erra == nil && errb == nil && reflect.DeepEqual(va, vb)
}

func decodeAny(data []byte) (any, error) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	err := dec.Decode(&v)
	return v, err
}

// Replace is an Edit that replaces the first old in a save's text by by;
// a text without old is left as it is, which RefusedSaves reports.
func Replace(old, by string) func([]byte) []byte {
	return func(text []byte) []byte { return bytes.Replace(text, []byte(old), []byte(by), 1) }
}
