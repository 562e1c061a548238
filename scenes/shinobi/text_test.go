package shinobi

import (
	"regexp"
	"strings"
	"testing"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
)

// finishedShinobi plays random games until one ends for reason, and
// returns its final view as a player sees it.
func finishedShinobi(t *testing.T, reason string) *shinobi.State {
	t.Helper()
	rng := rules.NewRNG(3)
	for seed := range uint64(3000) {
		s, err := shinobi.New(rules.Config{Players: 3 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.Playout(s, &rng, 10000, nil); err != nil {
			t.Fatal(err)
		}
		if s.Outcome().Reason == reason {
			return s.View(0).(*shinobi.State)
		}
	}
	t.Fatalf("no game in 3000 ends with %q", reason)
	return nil
}

// The Results screen shows each outcome reason in the player's language,
// and the table's end explains a win, a broken tie and a shared one with
// the seats' names, never the rules' p0/P1.
func TestShinobiOutcomeReadsInEveryLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.Lang())
	seatNum := regexp.MustCompile(`\b[pP][0-9]\b`)
	for _, reason := range []string{shinobi.ReasonMost, shinobi.ReasonTieBroken, shinobi.ReasonShared} {
		v := finishedShinobi(t, reason)
		n := v.Players()
		names := []string{"Aiko", "Botan", "Chiyo", "Daichi", "Emi"}[:n]
		o := v.Outcome()
		for _, l := range i18n.Langs() {
			if err := i18n.SetLang(l.Code); err != nil {
				t.Fatal(err)
			}
			if !i18n.Has(l.Code, "shinobi.reason."+reason) {
				t.Errorf("%s: no translation of the reason %q", l.Code, reason)
			}
			if got := table.ReasonText(shinobi.ID, reason); seatNum.MatchString(got) || got == "" {
				t.Errorf("%s: reason %q reads %q", l.Code, reason, got)
			}
			lines := shinobiEnd(v, names)
			head := lines[0]
			if seatNum.MatchString(strings.Join(lines, " ")) {
				t.Errorf("%s: the end names seats by number: %q", l.Code, lines)
			}
			for _, w := range o.Winners {
				if !strings.Contains(head, names[w]) {
					t.Errorf("%s %s: the end %q does not name the winner %s", l.Code, reason, head, names[w])
				}
			}
			// A tie names everyone tied, and the tie-break's own-province count.
			if reason != shinobi.ReasonMost {
				tied := 0
				for p := range rules.Player(n) {
					if o.Scores[p] == o.Scores[o.Winners[0]] {
						tied++
						if !strings.Contains(head, names[p]) {
							t.Errorf("%s %s: the end %q leaves out %s, who tied", l.Code, reason, head, names[p])
						}
					}
				}
				if tied < 2 {
					t.Errorf("%s: %d tied", reason, tied)
				}
			}
		}
	}
}
