package table

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/tally"
)

// A log reads as a story per turn: the same line again in a row once,
// with its count in the language's plural; another seat's private event
// as the public reads it; a turn with nothing to read left out.
func TestStoryGroupsRepeatsWithTheirCount(t *testing.T) {
	draw := func(p rules.Player, card string) rules.Event {
		return rules.Event{Kind: tally.EventDraw, Player: p, Private: true, Text: "Cy draws " + card, Public: "Cy draws a card"}
	}
	log := []game.LogEntry{
		{Ply: 1, Mover: 0, Event: rules.Event{Kind: tally.EventPlay, Player: 0, Text: "Ana plays 3"}},
		{Ply: 2, Mover: 1, Event: draw(1, "7")},
		{Ply: 2, Mover: 1, Event: draw(1, "2")},
		{Ply: 3, Mover: 1, Event: rules.Event{Kind: tally.EventPlay, Player: 1, Text: "Cy plays 5"}},
		{Ply: 4, Mover: 0, Event: rules.Event{Kind: "quiet", Player: 0}},
	}
	for _, c := range []struct {
		lang string
		want [][]string
	}{
		{"en", [][]string{{"Ana plays 3"}, {"Cy draws a card (2 times)", "Cy plays 5"}}},
		{"ru", [][]string{{"Ana plays 3"}, {"Cy draws a card (2 раза)", "Cy plays 5"}}},
	} {
		if err := i18n.SetLang(c.lang); err != nil {
			t.Fatal(err)
		}
		got := StoryTurns("no-such-game", log, []string{"Ana", "Cy"}, 0)
		if !slices.EqualFunc(got, c.want, slices.Equal) {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
	_ = i18n.SetLang(i18n.Fallback)
	if got := Story(nil, "no-such-game", log, []string{"Ana", "Cy"}, 1); !slices.Equal(got, []string{"Ana plays 3", "Cy draws 7", "Cy draws 2", "Cy plays 5"}) {
		t.Errorf("Cy's own story %q: his own cards are his to read, one line each", got)
	}
}

// A plate says that a bot thinks, that it is its own seat's turn (the
// screen comes to that person next), or whom its seat waits for.
func TestPlateWaitSaysWhoseTurnItIs(t *testing.T) {
	names := []string{"Ana", "Bo", "Cy"}
	for _, c := range []struct {
		p, mover rules.Player
		bot      bool
		want     string
	}{
		{0, 1, false, i18n.T("table.waiting", "Bo")},
		{1, 1, false, i18n.T("table.turn", "Bo")},
		{0, 2, true, i18n.T("table.thinking", "Cy")},
		{2, 2, true, i18n.T("table.thinking", "Cy")},
	} {
		if got := PlateWait(names, c.p, c.mover, c.bot); got != c.want {
			t.Errorf("seat %d's plate, %d to play (bot %v): %q, want %q", c.p, c.mover, c.bot, got, c.want)
		}
	}
}
