package gosu

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/sprites/text"
)

// gosuGameEvents plays random games and returns their events.
func gosuGameEvents(t *testing.T, games int) []rules.Event {
	t.Helper()
	chooser := rules.NewRNG(11)
	var events []rules.Event
	for seed := range games {
		s, err := gosu.New(rules.Config{Players: 2, Seed: uint64(seed)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.Playout(s, &chooser, 100000, func(_ rules.Action, evs []rules.Event) error {
			events = append(events, evs...)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	return events
}

// TestGosuLogLinesInEveryLanguage: every event of random games reads in
// each language from the catalog (Russian lines are Cyrillic, so none fell
// back to the rules' English), names the seats, and another player's private
// event names none of its hidden cards.
func TestGosuLogLinesInEveryLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	names := []string{"Ann", "Bo"}
	events := gosuGameEvents(t, 12)
	kinds := map[string]bool{}
	for _, lang := range []string{"en", "fr", "it", "ru"} {
		if err := i18n.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			kinds[e.Kind] = true
			for viewer := range rules.Player(2) {
				line := gosuLine(e, names, viewer)
				if line == "" || strings.Contains(line, "gosu.") || strings.Contains(line, "%!") || strings.Contains(line, "P1") || strings.Contains(line, "P2") {
					t.Fatalf("%s, %s event %q seen by %d: %q", lang, e.Kind, e.Text, viewer, line)
				}
				if lang == "ru" && !strings.ContainsFunc(line, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
					t.Fatalf("%s event %q reads %q in Russian", e.Kind, e.Text, line)
				}
				if e.Private && viewer != e.Player {
					own := gosu.Info(e, e.Player)
					for _, c := range append([]gosu.Card{own.Card, own.Other}, own.Hand...) {
						if c.Known() && strings.Contains(line, c.Name()) {
							t.Fatalf("%s: %d reads %s's hidden %s in %q", lang, viewer, e.Kind, c.Name(), line)
						}
					}
				}
			}
		}
	}
	for _, k := range []string{"draft", "tile", "round", "draw", "play", "battle", "song", "end"} {
		if !kinds[k] {
			t.Errorf("no %s event in the sample games: %v", k, kinds)
		}
	}
}

// TestGosuLogLinesOfRareEvents: events random games seldom make, each in
// its own words.
func TestGosuLogLinesOfRareEvents(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	i18n.SetLang("fr")
	names := []string{"Ann", "Bo"}
	won, tie := gosuFirstBattle(t, true), gosuFirstBattle(t, false)
	wt, tt := gosu.Info(won, 0).Totals, gosu.Info(tie, 0).Totals
	if won.Player == rules.NoPlayer || tie.Player != rules.NoPlayer {
		t.Fatalf("battles won by %d and %d, want one won and a tie", won.Player, tie.Player)
	}
	rare := []rules.Event{
		{Kind: gosu.EventExtraTurn, Player: 0, Data: "boul-go"},
		{Kind: gosu.EventUnlock, Player: 1, Data: 5},
		won,
		tie,
		{Kind: gosu.EventEnd, Player: 1, Data: "Wonder token after 3 battles"},
		{Kind: gosu.EventEnd, Player: rules.NoPlayer, Data: "both hold 2 Supremacy"},
		{Kind: gosu.EventSpend, Player: 0, Data: 3},
	}
	want := []string{
		"Boul Go: Ann joue un tour supplémentaire",
		"Bo débloque un jeton et en a maintenant 5",
		fmt.Sprintf("Grande Bataille : Ann %d, Bo %d — %s prend la Suprématie", wt[0], wt[1], names[won.Player]),
		fmt.Sprintf("Grande Bataille : Ann %d, Bo %d — égalité, chacun prend la Suprématie", tt[0], tt[1]),
		"Bo gagne : le jeton Merveille après 3 batailles",
		"Égalité : chacun a 2 Suprématies",
		"Ann dépense 2 jetons pour piocher 3",
	}
	for i, e := range rare {
		if got := gosuLine(e, names, 0); got != want[i] {
			t.Errorf("%s line %q, want %q", e.Kind, got, want[i])
		}
	}
}

// gosuFirstBattle is the first Great Battle of a game of seed 7 where
// both players play a card whenever they can (plays) or always take their
// last choice (both then pass at once: a tie of empty armies).
func gosuFirstBattle(t *testing.T, plays bool) rules.Event {
	t.Helper()
	st, err := gosu.New(rules.Config{Players: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for range 2000 {
		legal := st.Legal(nil)
		if len(legal) == 0 {
			break
		}
		a := legal[len(legal)-1]
		for _, b := range legal {
			if m, _ := gosu.Decode(b); plays && m.Kind == gosu.MovePlay {
				a = b
				break
			}
		}
		ev, err := st.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if e.Kind == gosu.EventBattle {
				return e
			}
		}
	}
	t.Fatal("no Great Battle")
	return rules.Event{}
}

func TestGosuReasonsInEveryLanguage(t *testing.T) {
	for _, r := range gosu.Reasons() {
		for _, l := range i18n.Langs() {
			if !i18n.Has(l.Code, "gosu.reason."+r) {
				t.Errorf("reason %q has no %s text", r, l.Code)
			}
		}
	}
}

// TestGosuCardTextsInEveryLanguage: every card and clan tile has its text in
// each language, each language its own words (Russian in Cyrillic).
func TestGosuCardTextsInEveryLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	ids := gosu.CardIDs()
	if len(ids) != 88 {
		t.Fatalf("%d card ids", len(ids))
	}
	for _, l := range i18n.Langs() {
		for _, id := range ids {
			if !i18n.Has(l.Code, "gosu.card."+id) {
				t.Errorf("card %s has no %s text", id, l.Code)
			}
		}
		for k := range gosu.Clan(gosu.NumClans) {
			if !i18n.Has(l.Code, "gosu.tile."+k.ID()) {
				t.Errorf("tile %s has no %s text", k.ID(), l.Code)
			}
		}
	}
	i18n.SetLang("ru")
	for c := range gosu.Card(120) {
		if !c.Known() {
			continue
		}
		if txt := gosuCardText(c); !strings.ContainsFunc(txt, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
			t.Errorf("%s reads %q in Russian", c.DefID(), txt)
		}
	}
	if gosuCardText(gosu.Unknown) != "" {
		t.Error("a hidden card shows a text")
	}
	if txt := gosuTileText(0); !strings.Contains(txt, "Тайную замену") {
		t.Errorf("Abhilasha's tile reads %q in Russian", txt)
	}
}

func TestGosuKeywordNames(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	i18n.SetLang("fr")
	if got := strings.Join(gosuKeywordNames(gosu.SecretShift|gosu.Willpower|gosu.Bounty), ", "); got != "Prime, Échange secret, Volonté" {
		t.Errorf("French keywords %q", got)
	}
	all := gosu.Keyword(0xffff)
	for _, l := range i18n.Langs() {
		i18n.SetLang(l.Code)
		for _, n := range gosuKeywordNames(all) {
			if strings.HasPrefix(n, "gosu.") {
				t.Errorf("%s: keyword %q has no name", l.Code, n)
			}
		}
	}
}

// TestGosuPluralForms: the form of a count in each language.
func TestGosuPluralForms(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want int
	}{
		{"en", 0, pluralOther}, {"en", 1, pluralOne}, {"en", 2, pluralOther}, {"en", 21, pluralOther},
		{"it", 1, pluralOne}, {"it", 3, pluralOther},
		{"fr", 0, pluralOne}, {"fr", 1, pluralOne}, {"fr", 2, pluralOther},
		{"ru", 1, pluralOne}, {"ru", 21, pluralOne}, {"ru", 11, pluralOther}, {"ru", 2, pluralFew},
		{"ru", 4, pluralFew}, {"ru", 24, pluralFew}, {"ru", 12, pluralOther}, {"ru", 5, pluralOther}, {"ru", 0, pluralOther},
	} {
		if got := gosuPluralForm(c.lang, c.n); got != c.want {
			t.Errorf("%s %d: form %d, want %d", c.lang, c.n, got, c.want)
		}
	}
}

// TestGosuCountedPrompts: a prompt that counts cards says "card" for one
// and "cards" for more, in each language its own way, never "card(s)".
func TestGosuCountedPrompts(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	names := []string{"Ann", "Bo"}
	for _, c := range []struct {
		lang, kind string
		n          int
		want       string
	}{
		{"en", "discard", 1, "Ann, discard 1 more card."},
		{"en", "discard", 2, "Ann, discard 2 more cards."},
		{"en", "take-back", 1, "Ann, take back up to 1 token."},
		{"fr", "hand-limit", 1, "Ann, défaussez 1 carte jusqu’à la limite de main."},
		{"fr", "hand-limit", 3, "Ann, défaussez 3 cartes jusqu’à la limite de main."},
		{"it", "sacrifice", 1, "Ann, sacrifica ancora 1 carta esposta."},
		{"it", "sacrifice", 2, "Ann, sacrifica ancora 2 carte esposte."},
		{"ru", "discard", 1, "Ann, сбросьте ещё 1 карту."},
		{"ru", "discard", 3, "Ann, сбросьте ещё 3 карты."},
		{"ru", "discard", 5, "Ann, сбросьте ещё 5 карт."},
		{"ru", "from-discard", 1, "Ann, возьмите до 1 карты из сброса."},
	} {
		i18n.SetLang(c.lang)
		d := gosu.Decision{Kind: c.kind, Player: 0, Count: c.n, Source: gosu.Unknown, Target: gosu.Unknown}
		if got := gosuPrompt(d, names, nil); got != c.want {
			t.Errorf("%s %s %d: %q, want %q", c.lang, c.kind, c.n, got, c.want)
		}
	}
	for _, lang := range []string{"en", "fr", "it", "ru"} {
		for kind, forms := range gosuCounted {
			for _, key := range append(forms[:], "gosu.decision."+kind) {
				if msg := i18n.TIn(lang, key); strings.Contains(msg, "(") {
					t.Errorf("%s %s: %q", lang, key, msg)
				}
			}
		}
	}
}

// Every prompt is one sentence: the decider named, then what they must
// do, after the card that asks ("Goan Sul: Ann, name a clan."), never a
// second colon; for every kind of decision and count, in every language.
// A card chosen in the hand says where it may go in sentences, no colon.
func TestGosuPromptsHaveOneColon(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	names := []string{"Ann", "Bo"}
	kinds := map[string]bool{}
	for _, k := range i18n.Keys() {
		if kind, ok := strings.CutPrefix(k, "gosu.decision."); ok && kind != "source" {
			kind, _, _ = strings.Cut(kind, ".")
			kinds[kind] = true
		}
	}
	if len(kinds) < 30 {
		t.Fatalf("%d kinds of decision", len(kinds))
	}
	goanSul := gosuCardNamed(t, "Goan Sul")
	for _, lang := range i18n.Langs() {
		i18n.SetLang(lang.Code)
		for kind := range kinds {
			for _, n := range []int{1, 2, 5} {
				d := gosu.Decision{Kind: kind, Player: 1, Count: n, Source: goanSul, Target: goanSul}
				got := gosuPrompt(d, names, nil)
				if strings.Count(got, ":") != 1 || !strings.HasPrefix(got, "Goan Sul") || !strings.Contains(got, "Bo") {
					t.Errorf("%s %s %d: %q", lang.Code, kind, n, got)
				}
				d.Source = gosu.Unknown
				if got := gosuPrompt(d, names, nil); strings.Contains(got, ":") || !strings.HasPrefix(got, "Bo") {
					t.Errorf("%s %s %d without a card: %q", lang.Code, kind, n, got)
				}
			}
		}
		// A card chosen in the hand: where it may go, and what each costs.
		for _, n := range []int{0, 1, 2, 5} {
			got := i18n.T("gosu.prompt.selected", "Goan Sul") + " " + i18n.T("gosu.prompt.row_free", "I") + " " + i18n.T("gosu.prompt.shift_free", "Kaez")
			if n > 0 {
				got += " " + i18n.N("gosu.prompt.row_cost", n, "II") + " " + i18n.N("gosu.prompt.shift_cost", n, "Kaez")
			}
			if strings.Contains(got, ":") || strings.Contains(got, "%!") {
				t.Errorf("%s: %q", lang.Code, got)
			}
		}
	}
	i18n.SetLang("en")
	d := gosu.Decision{Kind: "name-clan", Player: 0, Source: gosuCardNamed(t, "Shard"), Target: gosu.Unknown}
	if got, want := gosuPrompt(d, names, nil), "Shard: Ann, name a clan."; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// A card that has something named says what for, in every language: a
// bare "name a level" leaves the person to find the card's text.
func TestGosuNamingSaysWhatFor(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	names := []string{"Ann", "Bo"}
	cases := []struct{ kind, card string }{
		{gosu.DecisionNameLevel, "Bun To"}, {gosu.DecisionNameLevel, "Ashes"}, {gosu.DecisionNameClan, "Ashes"},
		{gosu.DecisionNameClan, "Goan Sul"}, {gosu.DecisionNameClan, "Orgah"}, {gosu.DecisionNameClan, "Genious"},
		{gosu.DecisionNameClan, "Three Wishes"}, {gosu.DecisionNameCard, "Arrows of Justice"}, {gosu.DecisionNameCard, "Spoil Seekers"},
	}
	for _, lang := range i18n.Langs() {
		i18n.SetLang(lang.Code)
		for _, c := range cases {
			d := gosu.Decision{Kind: c.kind, Player: 0, Source: gosuCardNamed(t, c.card), Target: gosu.Unknown}
			bare := i18n.T("gosu.decision.source", c.card, i18n.T("gosu.decision."+c.kind, "Ann"))
			got := gosuPrompt(d, names, nil)
			if got == bare || !strings.HasPrefix(got, c.card) || !strings.Contains(got, "Ann") || strings.Count(got, ":") != 1 {
				t.Errorf("%s %s for %s: %q", lang.Code, c.kind, c.card, got)
			}
		}
	}
	i18n.SetLang("en")
	d := gosu.Decision{Kind: gosu.DecisionNameLevel, Player: 1, Source: gosuCardNamed(t, "Bun To"), Target: gosu.Unknown}
	want := "Bun To: Bo, name the level of the cards to take into your hand from the top 4 of your deck, the rest to your discard."
	if got := gosuPrompt(d, names, nil); got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// gosuCardNamed is a card named name.
func gosuCardNamed(t *testing.T, name string) gosu.Card {
	t.Helper()
	for c := gosu.Card(0); c.Known(); c++ {
		if c.Name() == name {
			return c
		}
	}
	t.Fatalf("no card named %q", name)
	return gosu.Unknown
}

// TestGosuMoveTextIsASentence: every move of random games reads in the
// results as a sentence, in each language, never the notation.
func TestGosuMoveTextIsASentence(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	names := []string{"Ann", "Bo"}
	chooser := rules.NewRNG(5)
	var recs []game.Record
	for seed := range 4 {
		s, err := gosu.New(rules.Config{Players: 2, Seed: uint64(seed)})
		if err != nil {
			t.Fatal(err)
		}
		for range 5000 {
			legal := s.Legal(nil)
			if len(legal) == 0 {
				break
			}
			a := legal[chooser.IntN(len(legal))]
			rec := game.Record{Player: s.ToMove(), Action: s.FormatAction(a)}
			if rec.Events, err = s.Apply(a); err != nil {
				t.Fatal(err)
			}
			recs = append(recs, rec)
		}
	}
	for _, lang := range []string{"en", "fr", "it", "ru"} {
		i18n.SetLang(lang)
		for _, rec := range recs {
			text := gosuMoveText(rec, names)
			if text == "" || strings.Contains(text, "gosu.") || strings.Contains(text, "%!") || strings.Contains(text, "#") ||
				strings.ContainsAny(rec.Action, " .") && strings.Contains(text, rec.Action) {
				t.Fatalf("%s: %s's %q reads %q", lang, names[rec.Player], rec.Action, text)
			}
		}
	}
	i18n.SetLang("en")
	if got := gosuMoveText(game.Record{Player: 1, Action: "pass"}, names); got != "Bo passes" {
		t.Errorf("pass: %q", got)
	}
	if got := gosuMoveText(game.Record{Player: 0, Action: "no"}, names); got != "Ann answers no" {
		t.Errorf("an answer without events: %q", got)
	}
}

// TestGosuFaceDownDiscardTurnedUp: a face-down discard made public reads
// as such, not as a card its owner chose to reveal.
func TestGosuFaceDownDiscardTurnedUp(t *testing.T) {
	names := []string{"Ann", "Bo"}
	n := 0
	for _, e := range gosuGameEvents(t, 12) {
		if e.Kind != gosu.EventReveal || gosu.Info(e, 0).How != "discard" {
			continue
		}
		n++
		name := gosu.Info(e, rules.NoPlayer).Card.Name()
		if got, want := gosuLine(e, names, 1-e.Player), names[e.Player]+"'s face-down discard is turned up: "+name; got != want {
			t.Fatalf("%q, want %q", got, want)
		}
	}
	if n == 0 {
		t.Fatal("no face-down discard turned up in the sample games")
	}
}

// TestGosuRulesPageInPlainWords: the rules page speaks to players: no
// section numbers, no decision ids, no pointer to a specification, and it
// says which rules are this table's own.
func TestGosuRulesPageInPlainWords(t *testing.T) {
	notation := regexp.MustCompile(`§|\bD\d+\b|\(s\)|spec`)
	own := map[string]string{"en": "house rules", "fr": "règles maison", "it": "regole della casa", "ru": "домашние правила"}
	for lang, words := range own {
		page, ok := table.RulesHelp(gosu.ID, lang)
		if !ok {
			t.Fatal("Gosu X has no rules page")
		}
		if m := notation.FindString(page); m != "" {
			t.Errorf("%s: the rules page reads %q", lang, m)
		}
		if !strings.Contains(page, words) || len(strings.Split(page, "\n\n")) != 7 {
			t.Errorf("%s: the rules page does not name its %q, or is not in 7 paragraphs", lang, words)
		}
	}
}

// TestGosuAatSlots: Aat's slots are its mirror card's, said in words (the
// card table's "0*" never shows); in an army it shows the rings of the
// slots it has now, any other card its own.
func TestGosuAatSlots(t *testing.T) {
	var aat, nitish gosu.Card
	for c := gosu.Card(0); c.Known(); c++ {
		switch c.DefID() {
		case "tomorrow.aat":
			aat = c
		case "narashima.nitish":
			nitish = c
		}
	}
	if !aat.Mirrored() || nitish.Mirrored() {
		t.Fatalf("Aat %v mirrored %v, Nitish %v mirrored %v", aat, aat.Mirrored(), nitish, nitish.Mirrored())
	}
	if got := gosuSlotsText(aat); got != i18n.T("gosu.slots_mirror") || strings.ContainsAny(got, "*0123456789") {
		t.Errorf("Aat's printed slots %q, want %q", got, i18n.T("gosu.slots_mirror"))
	}
	if got := gosuSlotsText(nitish); got != "1" {
		t.Errorf("Nitish's printed slots %q, want 1", got)
	}
	if n := gosuRings(aat, nil); n != 0 {
		t.Errorf("Aat in hand: %d rings", n)
	}
	if n := gosuRings(aat, &gosu.Slot{Card: aat, Slots: 2}); n != 2 {
		t.Errorf("Aat mirroring a card of 2 slots: %d rings", n)
	}
	if n := gosuRings(nitish, &gosu.Slot{Card: nitish, Slots: 1}); n != 1 {
		t.Errorf("Nitish in an army: %d rings", n)
	}
}

// TestGosuFactLinesBreakBetweenFacts: the counters' facts on two lines
// break between facts, never inside one, the first line within its width.
func TestGosuFactLinesBreakBetweenFacts(t *testing.T) {
	st := text.Style{Size: 12, Bold: true}
	facts := "main 7 · pioche 38 · défausse 0 · jetons 2 sur 2 · Suprématie 0 · militaire 0"
	full, _ := text.Measure(facts, st)
	first, second := gosuFactLines(facts, full*0.7, st)
	if w, _ := text.Measure(first, st); w > full*0.7 || first+" · "+second != facts || strings.HasSuffix(first, " ·") {
		t.Errorf("%q | %q", first, second)
	}
	for _, part := range strings.Split(facts, " · ") {
		if !strings.Contains(first, part) && !strings.Contains(second, part) {
			t.Errorf("%q broken: %q | %q", part, first, second)
		}
	}
	if a, b := gosuFactLines("hand 7", 10, st); a != "hand 7" || b != "" {
		t.Errorf("one fact: %q | %q", a, b)
	}
}

// A turn's prompt names passing only where the person may pass, and
// spending tokens only where they may spend some, in every language.
func TestGosuTurnPromptNamesOnlyWhatMayBeDone(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	d := gosu.Decision{Kind: gosu.DecisionTurn, Source: gosu.Unknown, Target: gosu.Unknown}
	play, pass, draw := gosu.Move{Kind: gosu.MovePlay}, gosu.Move{Kind: gosu.MovePass}, gosu.Move{Kind: gosu.MoveDraw1}
	for _, lang := range i18n.Langs() {
		i18n.SetLang(lang.Code)
		passing := gosuPrompt(d, []string{"Ann"}, []gosu.Move{play, pass})
		spending := gosuPrompt(d, []string{"Ann"}, []gosu.Move{play, draw})
		both := gosuPrompt(d, []string{"Ann"}, []gosu.Move{play, draw, pass})
		if passing == spending || passing == both || spending == both || !strings.HasPrefix(passing, "Ann") || !strings.HasPrefix(spending, "Ann") {
			t.Errorf("%s: passing %q, spending %q, both %q: want three sentences", lang.Code, passing, spending, both)
		}
		if lang.Code == "en" && (strings.Contains(spending, "pass") || strings.Contains(passing, "token")) {
			t.Errorf("the turn with tokens says %q, the turn without says %q", spending, passing)
		}
	}
}
