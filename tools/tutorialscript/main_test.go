package main

import (
	"strings"
	"testing"

	"kamon/scenes/table"
)

// Each game's script opens its tutorial, shoots every step once, taps
// each step's widgets, and ends; a game without one is refused.
func TestScriptsPlayEveryStep(t *testing.T) {
	for _, id := range []string{"mana", "shinobi", "peuple", "gosu"} {
		var b strings.Builder
		if err := write(&b, id, "out"); err != nil {
			t.Fatal(err)
		}
		s, tut := b.String(), table.TutorialOf(id)
		if !strings.Contains(s, "tap tutorial:"+id+"\n") || !strings.HasSuffix(s, "quit\n") {
			t.Errorf("%s: the script does not open the tutorial and end:\n%s", id, s)
		}
		if n := strings.Count(s, "\nshot "); n != len(tut.Steps) {
			t.Errorf("%s: %d shots for %d steps", id, n, len(tut.Steps))
		}
		for _, st := range tut.Steps {
			for _, w := range st.Taps {
				if !strings.Contains(s, "tap "+w+"\n") {
					t.Errorf("%s: the script never taps %s", id, w)
				}
			}
		}
	}
	if err := write(&strings.Builder{}, "tally", "out"); err == nil {
		t.Error("a game without a tutorial gave a script")
	}
}
