package i18n

import "testing"

func TestPluralForms(t *testing.T) {
	cases := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "one"}, {"en", 0, "many"}, {"en", 2, "many"}, {"en", 21, "many"},
		{"it", 1, "one"}, {"it", 5, "many"},
		{"fr", 0, "one"}, {"fr", 1, "one"}, {"fr", 2, "many"},
		{"ru", 1, "one"}, {"ru", 21, "one"}, {"ru", 11, "many"}, {"ru", 2, "few"}, {"ru", 4, "few"},
		{"ru", 22, "few"}, {"ru", 12, "many"}, {"ru", 14, "many"}, {"ru", 5, "many"}, {"ru", 0, "many"}, {"ru", 111, "many"},
	}
	for _, c := range cases {
		if got := PluralForm(c.lang, c.n); got != c.want {
			t.Errorf("PluralForm(%s, %d) = %s, want %s", c.lang, c.n, got, c.want)
		}
	}
}

// The story's count reads in each language's own forms.
func TestNWordsCounts(t *testing.T) {
	cases := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 2, "Cy draws a card (2 times)"},
		{"ru", 2, "Cy draws a card (2 раза)"},
		{"ru", 5, "Cy draws a card (5 раз)"},
		{"ru", 21, "Cy draws a card (21 раз)"},
	}
	for _, c := range cases {
		if got := NIn(c.lang, "table.story.times", c.n, "Cy draws a card"); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
