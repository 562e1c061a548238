package text

import (
	"strings"
	"testing"
)

// Marks set apart by a space are held to their word by a no-break space;
// other spaces stay where a line may break.
func TestGlueHoldsMarksToTheirWords(t *testing.T) {
	for s, want := range map[string]string{
		"Vous découvrez Le Dernier Peuple ? Apprenez-le.": "Vous découvrez Le Dernier Peuple\u00a0? Apprenez-le.",
		"ici : /tmp/save":                "ici\u00a0: /tmp/save",
		"les robots « Moyen » — jouées":  "les robots «\u00a0Moyen\u00a0» — jouées",
		"Player 3 to play · action 3":    "Player 3 to play\u00a0· action 3",
		"Bot 2 (White) moves":            "Bot 2 (White) moves",
		"a ( b ) c":                      "a (\u00a0b\u00a0) c",
		"no marks at all":                "no marks at all",
		"":                               "",
		"? at the start, ! at the end !": "? at the start,\u00a0! at the end\u00a0!",
	} {
		if got := Glue(s); got != want {
			t.Errorf("Glue(%q) = %q, want %q", s, got, want)
		}
	}
}

// A no-break space is as wide as a space: a glued line measures as it did.
func TestNoBreakSpaceIsAsWideAsASpace(t *testing.T) {
	st := Style{Size: 14}
	a, _ := Measure("Peuple ?", st)
	b, _ := Measure("Peuple\u00a0?", st)
	if a != b {
		t.Errorf("%q measures %g px, %q %g px", "Peuple ?", a, "Peuple\u00a0?", b)
	}
}

// A line wrapper's words are joined where a line must not break.
func TestGlueWordsJoinsMarksToTheirWords(t *testing.T) {
	got := strings.Join(GlueWords(strings.Fields("Contre les robots « Moyen » · parties : 21 ( a )")), "|")
	if want := "Contre|les|robots|« Moyen » ·|parties :|21|( a )"; got != want {
		t.Errorf("GlueWords gives %q, want %q", got, want)
	}
}

// Texts are drawn every frame: gluing one again allocates nothing, be it
// changed or not.
func TestGlueAgainAllocatesNothing(t *testing.T) {
	for _, s := range []string{"Dernier coup : Bot 1 joue", "Final move: Bot 1 plays", "no marks"} {
		Glue(s)
		if n := testing.AllocsPerRun(100, func() { Glue(s) }); n != 0 {
			t.Errorf("Glue(%q) again allocates %v times", s, n)
		}
	}
}
