package mana

import (
	"slices"
	"testing"

	"kamon/rules"
)

func mustNew(t *testing.T, variant string) *State {
	t.Helper()
	s, err := New(cfg(variant))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustParse(t *testing.T, position string) *State {
	t.Helper()
	s, err := ParsePosition(position)
	if err != nil {
		t.Fatalf("%s: %v", position, err)
	}
	return s
}

// square is the square written text (a1), failing the test when there is
// none.
func square(t *testing.T, text string) int {
	t.Helper()
	sq, err := ParseSquare(text)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// play applies actions in notation, failing the test on any refusal, and
// returns the events of the last one.
func play(t *testing.T, s *State, actions ...string) []rules.Event {
	t.Helper()
	var events []rules.Event
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if events, err = s.Apply(a); err != nil {
			t.Fatalf("%s in %s: %v", text, s.Position(), err)
		}
	}
	return events
}

// legalTexts is the legal actions in notation, sorted.
func legalTexts(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.FormatAction(a))
	}
	slices.Sort(out)
	return out
}

// destinations lists, sorted, where the piece on square from may go.
func destinations(t *testing.T, s *State, from string) []string {
	t.Helper()
	var out []string
	for _, text := range legalTexts(s) {
		if len(text) == 5 && text[:2] == from {
			out = append(out, text[3:])
		}
	}
	return out
}
