package scenestest

import "testing"

// A status line names a seat only as a whole word: a longer name that
// starts with it is another seat.
func TestNamesWhole(t *testing.T) {
	for _, c := range []struct {
		line, name string
		want       bool
	}{
		{"Bo to play · action 1 of 3", "Bo", true},
		{"Bot 3 to play · action 1 of 3", "Bo", false},
		{"Bot 3 to play, then Bo", "Bo", true},
		{"Au tour de Bo : action 1", "Bo", true},
		{"Ход: Александра-Мария", "Александра-Мария", true},
		{"Ход: Александра-Марияна", "Александра-Мария", false},
		{"Player 12 to play", "Player 1", false},
		{"Bo's turn", "Bo", true},
		{"", "Bo", false},
	} {
		if got := NamesWhole(c.line, c.name); got != c.want {
			t.Errorf("NamesWhole(%q, %q) = %v, want %v", c.line, c.name, got, c.want)
		}
	}
}
