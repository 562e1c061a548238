package demo

import (
	"testing"

	"kamon/rules"
)

// A rules package's own refusal helpers, in every shape.
func refuse(t *testing.T, s rules.State, text string) {} // want: refuse is a refusal helper

func refusedAll(t *testing.T, s rules.State, texts ...string) {} // want: refusedAll is a refusal helper

func (s *State) refuseMove(t *testing.T, text string) {} // want: refuseMove is a refusal helper

var refuseLater = func(t *testing.T, text string) {} // want: refuseLater is a refusal helper

func TestRefusesWhatItMust(t *testing.T) {
	refusedHere := func(text string) {} // want: refusedHere is a refusal helper
	refusedHere("x")
}

// Not helpers: a test named for what it checks, and a value.
func TestEverySaveCheckRefuses(t *testing.T) {
	refused := 3
	_ = refused
}
