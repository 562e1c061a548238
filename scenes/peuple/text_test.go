package peuple

import (
	"regexp"
	"testing"
	"unicode"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/scenestest"
)

// inLang runs f with the current language set to lang.
func inLang(t *testing.T, lang string, f func()) {
	t.Helper()
	was := i18n.Lang()
	if err := i18n.SetLang(lang); err != nil {
		t.Fatal(err)
	}
	defer i18n.SetLang(was)
	f()
}

// Log lines are sentences with names: cards by what they do, pawns by
// their owner's name and colour, places by what stands there.
func TestPeupleLogSpeaksInWords(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy"}
	g6 := peuple.MoveCard(12)  // G+6>1
	b1 := peuple.MoveCard(3)   // B+1>6
	g3 := peuple.MoveCard(7)   // G+3(+2,+1)>6
	gm2 := peuple.MoveCard(16) // G-2(-1,-1)>3
	if g6.String() != "G+6>1" || b1.String() != "B+1>6" || g3.String() != "G+3(+2,+1)>6" || gm2.String() != "G-2(-1,-1)>3" {
		t.Fatalf("cards %s %s %s %s", g6, b1, g3, gm2)
	}
	cases := []struct {
		e    rules.Event
		want string
	}{
		{rules.Event{Kind: peuple.EventPlay, Player: 0, Data: peuple.CardData{Player: 0, Move: g6}},
			"Ann plays a move of 6 clockwise or to card 1"},
		{rules.Event{Kind: peuple.EventDraw, Player: 1, Data: peuple.CardData{Player: 1, Move: b1}},
			"Bo draws a move of an opponent's pawn, 1 clockwise or to card 6"},
		{rules.Event{Kind: peuple.EventDiscard, Player: 2, Data: peuple.CardData{Player: 2, Move: gm2}},
			"Cy discards a move of 2 anticlockwise (or 1 then 1) or to card 3"},
		{rules.Event{Kind: peuple.EventDiscard, Player: 2, Data: peuple.CardData{Player: 2, Power: peuple.Thief}},
			"Cy discards the Thief card"},
		{rules.Event{Kind: peuple.EventHop, Data: peuple.HopData{Pawn: peuple.PawnOf(0, 0), From: 2, To: 8}},
			"Ann's red pawn moves to the pickaxe (card 8)"},
		{rules.Event{Kind: peuple.EventHop, Data: peuple.HopData{Pawn: peuple.PawnOf(1, 1), From: 6, To: 7, By: 1}},
			"Bo's blue pawn moves to card 7"},
		{rules.Event{Kind: peuple.EventHop, Data: peuple.HopData{Pawn: peuple.PawnOf(2, 0), From: 9, To: 6}},
			"Ann moves Cy's green pawn to Bo's village"},
		{rules.Event{Kind: peuple.EventFlank, Data: peuple.EventData{Kind: peuple.NobleAttack, Village: 6, Owner: 1}},
			"Noble Attack on Bo's village"},
		{rules.Event{Kind: peuple.EventScore, Data: peuple.ScoreData{Player: 0, Delta: 3, Score: 5}},
			"Ann scores 3 points (now 5)"},
		{rules.Event{Kind: peuple.EventScore, Data: peuple.ScoreData{Player: 1, Delta: -1, Score: 0}},
			"Bo loses 1 point (now 0)"},
		{rules.Event{Kind: peuple.EventRedeploy, Data: peuple.RedeployData{Pawn: peuple.PawnOf(1, 0), Card: g3, From: 5, To: 6}},
			"A card turned from the deck sends Bo's blue pawn to Bo's village"},
		{rules.Event{Kind: peuple.EventSwap, Data: peuple.PowerData{Power: peuple.Swap, MyPawn: peuple.PawnOf(0, 1), TheirPawn: peuple.PawnOf(2, 1)}},
			"Ann's red pawn and Cy's green pawn change places"},
	}
	for _, c := range cases {
		if got := peupleLine(c.e, names, rules.NoPlayer); got != c.want {
			t.Errorf("%s: %q, want %q", c.e.Kind, got, c.want)
		}
	}
	inLang(t, "fr", func() {
		e := rules.Event{Kind: peuple.EventHop, Data: peuple.HopData{Pawn: peuple.PawnOf(0, 0), From: 2, To: 8}}
		if got, want := peupleLine(e, names, rules.NoPlayer), "Le pion rouge de Ann va sur la pioche (carte 8)"; got != want {
			t.Errorf("French hop %q, want %q", got, want)
		}
		e.Data = peuple.HopData{Pawn: peuple.PawnOf(0, 0), From: 2, To: 8, By: 2}
		if got, want := peupleLine(e, names, rules.NoPlayer), "Cy déplace le pion rouge de Ann sur la pioche (carte 8)"; got != want {
			t.Errorf("French hop by another %q, want %q", got, want)
		}
	})
}

// Counts take the plural form of each language: one, few and many in
// Russian, 0 and 1 singular in French, only 1 in English and Italian.
func TestPeuplePlurals(t *testing.T) {
	want := map[string]map[int]string{
		"en": {0: "0 cards", 1: "1 card", 2: "2 cards", 21: "21 cards"},
		"fr": {0: "0 carte", 1: "1 carte", 2: "2 cartes", 21: "21 cartes"},
		"it": {0: "0 carte", 1: "1 carta", 2: "2 carte", 21: "21 carte"},
		"ru": {0: "0 карт", 1: "1 карта", 2: "2 карты", 5: "5 карт", 11: "11 карт", 12: "12 карт", 21: "21 карта", 22: "22 карты", 25: "25 карт", 111: "111 карт"},
	}
	for lang, counts := range want {
		inLang(t, lang, func() {
			for n, w := range counts {
				if got := peupleCount(n, peupleCardsKeys, n); got != w {
					t.Errorf("%s %d: %q, want %q", lang, n, got, w)
				}
			}
		})
	}
}

// peupleNotation is what the rules' notation looks like: a card (G+6>1,
// B-2>2), a pawn (1a, 2b), an arrow between numbers, a signed score.
var peupleNotation = regexp.MustCompile(`[GB][+-]\d|\b\d[ab]\b|\d\s*→\s*\d|>\d|\(\+|\(-`)

// Whole random games read in words in every language: no log line, move
// text or banner shows the rules' notation, and every line starts with a
// capital letter.
func TestPeupleLogHasNoNotation(t *testing.T) {
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Dee"}, {Name: "Eve"}}
	for _, lang := range []string{"en", "fr", "it", "ru"} {
		inLang(t, lang, func() {
			for n := 3; n <= 5; n++ {
				m, err := game.New(peuple.ID, rules.Config{Players: n, Seed: uint64(n)}, seats[:n])
				if err != nil {
					t.Fatal(err)
				}
				names := make([]string, n)
				for i := range names {
					names[i] = seats[i].Name
				}
				rng := rules.NewRNG(uint64(n))
				for ply := 0; ply < 400 && !m.Outcome().Over; ply++ {
					scenestest.RandomMove(t, m, &rng)
				}
				for _, rec := range m.History() {
					for _, e := range rec.Events {
						for v := rules.Player(-1); int(v) < n; v++ {
							line := peupleLine(e, names, v)
							if peupleNotation.MatchString(line) || line == "" || unicode.IsLower([]rune(line)[0]) {
								t.Fatalf("%s, %d players, %s for seat %d: %q", lang, n, e.Kind, v, line)
							}
						}
					}
					if mt := peupleMoveText(rec, names); peupleNotation.MatchString(mt) {
						t.Fatalf("%s: move text %q", lang, mt)
					}
				}
			}
		})
	}
}

// A drawn frame names the powers in the hand and writes the cards'
// steps: neither allocates (6 allocations a drawn frame in make
// bench-tables), and both say what they said.
func TestPeupleCardWordsAllocateNothing(t *testing.T) {
	for p := peuple.Power(1); p.String() != "?"; p++ {
		if n := testing.AllocsPerRun(20, func() { _, _ = peuplePowerName(p), peuplePowerText(p) }); n != 0 {
			t.Errorf("naming power %v allocates %v times", p, n)
		}
		if got, want := peuplePowerName(p), i18n.T(peuplePowerKey(int(p))); got != want || got == peuplePowerKey(int(p)) {
			t.Errorf("power %v is named %q, want %q", p, got, want)
		}
	}
	for v, want := range map[int]string{-6: "−6", -1: "−1", 1: "+1", 6: "+6", 25: "+25", -30: "−30"} {
		if got := peupleSigned(v); got != want {
			t.Errorf("peupleSigned(%d) = %q, want %q", v, got, want)
		}
		if n := testing.AllocsPerRun(20, func() { _ = peupleSigned(v) }); n != 0 && v >= -peupleSignedMax && v <= peupleSignedMax {
			t.Errorf("peupleSigned(%d) allocates %v times", v, n)
		}
	}
}
