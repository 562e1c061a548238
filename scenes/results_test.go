package scenes

import (
	"testing"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/tally"
)

// The results' headline names the winner, the winners sharing the game,
// or a draw, in the player's language; a wrong or missing message key
// shows here as the key itself.
func TestResultsHeadlines(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLang("en") })
	win := rules.Outcome{Over: true, Winners: []rules.Player{1}}
	shared := rules.Outcome{Over: true, Winners: []rules.Player{0, 2}}
	draw := rules.Outcome{Over: true}
	for _, c := range []struct {
		lang              string
		win, shared, draw string
	}{
		{"en", "Bob wins!", "Ann, Cy share the victory!", "A draw: nobody wins."},
		{"fr", "Bob gagne !", "Ann, Cy se partagent la victoire !", "Égalité : personne ne gagne."},
		{"it", "Vince Bob!", "Ann, Cy si dividono la vittoria!", "Pareggio: nessuno vince."},
		{"ru", "Побеждает Bob!", "Победу делят: Ann, Cy!", "Ничья: никто не победил."},
	} {
		t.Run(c.lang, func(t *testing.T) {
			if err := i18n.SetLang(c.lang); err != nil {
				t.Fatal(err)
			}
			for _, h := range []struct {
				out  rules.Outcome
				want string
			}{{win, c.win}, {shared, c.shared}, {draw, c.draw}} {
				if got := headline(m, h.out); got != h.want {
					t.Errorf("winners %v: headline %q, want %q", h.out.Winners, got, h.want)
				}
			}
		})
	}
}
