package table

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/tally"
	"kamon/sound"
)

// The test game joins the app in these tests as the build's e2e games do
// (scenes/tally), with the sounds its events make.
func init() {
	Register(Game{ID: tally.ID, Table: NewGeneric, Sounds: []sound.OfKind{{Kind: tally.EventPlay, Sound: sound.Play}, {Kind: tally.EventDraw, Sound: sound.Deal}}})
}

// What the core plays for an action depends on what everyone may know: a
// private draw of another player sounds the same in two worlds that differ
// only in the card drawn.
func TestActionSoundsAlikeInTwoWorlds(t *testing.T) {
	m := newTallyMatch(t, game.Seat{Name: "A"}, game.Seat{Name: "B"})
	h := &NewGeneric(nil, Local(m)).(*Generic).Core
	world := func(card int) []rules.Event {
		return []rules.Event{
			{Kind: tally.EventPlay, Player: 1, Text: "P2 plays 3 (total 3)", Data: 3},
			{Kind: tally.EventDraw, Player: 1, Private: true, Reveal: true, Text: "P2 draws " + string(rune('0'+card)), Public: "P2 draws a card", Data: card},
		}
	}
	a, b := h.soundsOf(world(2)), h.soundsOf(world(9))
	if want := []sound.Sound{sound.Play, sound.Deal}; !slices.Equal(a, want) || !slices.Equal(b, want) {
		t.Fatalf("two worlds sound %v and %v, want %v", a, b, want)
	}
}
