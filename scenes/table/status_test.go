package table

import (
	"testing"

	"kamon/i18n"
	"kamon/rules"
)

// The status line names who must act now first, whoever's turn it is:
// a plain turn, a decision named by the game, someone acting in another's
// turn (a reaction, a discard), the game's context between.
func TestStatusNamesWhoActsNow(t *testing.T) {
	names := []string{"Ana", "Bot 2"}
	cases := []struct {
		s    Status
		want string
	}{
		{Status{Names: names, ToMove: 0}, "Ana to play"},
		{Status{Names: names, ToMove: 1, Turn: 1, Context: "Round 2"}, "Bot 2 to play · Round 2"},
		{Status{Names: names, ToMove: 0, Turn: 1, Context: "Round 2"}, "Ana to act · Round 2 · Bot 2’s turn"},
		{Status{Names: names, ToMove: 0, Turn: 1, Decision: "Defense or not?"}, "Ana: Defense or not? · Bot 2’s turn"},
		{Status{Names: names, ToMove: 0, Turn: rules.NoPlayer, Context: "Clan draft"}, "Ana to play · Clan draft"},
		{Status{Names: names, ToMove: rules.NoPlayer, Turn: 1, Context: "Round 3"}, "Round 3"},
	}
	if err := i18n.SetLang("en"); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if got := c.s.Line(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.s, got, c.want)
		}
	}
}
