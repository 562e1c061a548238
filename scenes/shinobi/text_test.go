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

// Every line of a whole game's log reads as a sentence in each language,
// for the players and for an onlooker: the seats by name, the clans by
// name, never the rules' notation (card letters, "p2", arrows) nor a
// broken format; a move names the clan it plays.
func TestShinobiLogReadsAsSentences(t *testing.T) {
	defer i18n.SetLang(i18n.Lang())
	notation := regexp.MustCompile(`->|@|\b[pP][0-9]\b|\b[HMOTUN][0-9]+\b|(^|\s)[HMOTUN](\s|$)|%!|\?`)
	names := []string{"Aiko", "Botan", "Chiyo", "Daichi"}
	s, err := shinobi.New(rules.Config{Players: 4, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	var log []rules.Event
	rng := rules.NewRNG(5)
	if _, err := rules.Playout(s, &rng, 10000, func(_ rules.Action, ev []rules.Event) error {
		log = append(log, ev...)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for _, l := range i18n.Langs() {
		if err := i18n.SetLang(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, e := range log {
			for _, viewer := range []rules.Player{rules.NoPlayer, 0, 1} {
				line := shinobiLine(e, names, viewer)
				if e.Kind == shinobi.EventEnd {
					continue
				}
				if line == "" || notation.MatchString(line) {
					t.Fatalf("%s: event %q reads %q", l.Code, e.Kind, line)
				}
				if m, ok := e.Data.(*shinobi.Move); ok && m.Clan != shinobi.NoClan && !strings.Contains(line, shinobiClanName(m.Clan)) {
					t.Errorf("%s: %q does not name the clan %s", l.Code, line, shinobiClanName(m.Clan))
				}
				if e.Player >= 0 && !strings.Contains(line, names[e.Player]) {
					t.Errorf("%s: %q does not name %s", l.Code, line, names[e.Player])
				}
			}
			kinds[e.Kind] = true
		}
	}
	for _, k := range []string{"deploy", "reinforce", "move", "attack", "draw", "reveal"} {
		if !kinds[k] {
			t.Errorf("the game played no %q: the test saw too little", k)
		}
	}
}

// A drawn frame names the clans some forty times: naming one allocates
// nothing (each name built its catalog key anew: 37-40 allocations a
// drawn frame in make bench-tables).
func TestShinobiClanNamesAllocateNothing(t *testing.T) {
	for c := range shinobi.Clan(shinobi.Clans) {
		if n := testing.AllocsPerRun(20, func() { _ = shinobiClanName(c) }); n != 0 {
			t.Errorf("naming clan %d allocates %v times", c, n)
		}
		if got, want := shinobiClanName(c), i18n.T("shinobi.clan."+string(rune('0'+c))); got != want {
			t.Errorf("clan %d is named %q, want %q", c, got, want)
		}
	}
}
