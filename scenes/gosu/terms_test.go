package gosu

import (
	"slices"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules/gosu"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// gosuJargon are the words of Gosu X an English card or tile text may
// name, as the texts write them, each with the term whose rule explains
// it: a list of its own, apart from the table's glossary.
var gosuJargon = map[string]string{
	"Bounty": "bounty", "Echo": "echo", "Ethereal": "ethereal", "Recruiter": "recruiter",
	"Secret Shift": "secretshift", "Veteran": "veteran", "Willpower": "willpower", "Wonder": "wonder",
	"Song for the Dead": "song", "Great Battle": "battle", "Supremacy": "supremacy", "exposed": "exposed",
	"Capture": "capture", "Release": "release", "Destroy": "destroy", "Sacrifices": "sacrifice",
	"sacrifices": "sacrifice", "Unlock": "unlock", "Copy": "copy", "Remove": "remove", "Swap": "swap",
	"Reveal": "reveal", "Mill": "mill", "Passive": "passive", " X ": "x", "Text:": "text",
}

// TestGosuCloseUpsExplainEveryWord: the close-up of each of the 88 cards,
// in the four languages, gives the rule of each of its keywords and of
// every word of Gosu X its text names, and on the six screens all its
// words fit at the text floor or above, the card on the screen.
func TestGosuCloseUpsExplainEveryWord(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	for _, lang := range i18n.Langs() {
		i18n.SetLang(lang.Code)
		for _, c := range gosuCardsByID(t) {
			lines := gosuCardLines(c, c.Keywords())
			want := map[string]bool{}
			for _, n := range c.Keywords().Names() {
				want[gosuKeywordID(n)] = true
			}
			for phrase, id := range gosuJargon {
				if strings.Contains(" "+i18n.TIn("en", "gosu.card."+c.DefID())+" ", phrase) {
					want[id] = true
				}
			}
			for id := range want {
				if line := gosuTermOf(id).line(); !slices.Contains(lines, line) || !strings.Contains(line, i18n.T("gosu.rule."+id)) {
					t.Errorf("%s: the close-up of %s does not give the rule of %s", lang.Code, c.Name(), id)
				}
			}
			for _, s := range scenestest.Screens {
				unit := ui.Zoom(s.W, s.H)
				text.SetScale(unit)
				scr := ui.Rect{W: s.W, H: s.H}.Inset(unit * ui.Margin)
				card, box, size := gosuDetailLayout(scr, unit, lines)
				if need := gosuDetailHeight(lines, box.W, size, unit); need > box.H+0.5 || size < text.Floor || !scenestest.Inside(card, scr) || !scenestest.Inside(box, scr) {
					t.Errorf("%s %s: the close-up of %s: %.0f px of words at %.1f in %+v, card %+v", s, lang.Code, c.Name(), need, size, box, card)
				}
			}
		}
	}
}

// TestGosuKeywordsAreWords: a face writes its keywords as the words they
// are in the player's language, never shortened, and each has its rule;
// the catalog keeps no shortened keyword.
func TestGosuKeywordsAreWords(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	for _, key := range i18n.Keys() {
		if strings.HasPrefix(key, "gosu.kw.short.") {
			t.Errorf("the catalog still has %q", key)
		}
	}
	all := gosu.Keyword(^uint16(0)).Names()
	for _, lang := range i18n.Langs() {
		i18n.SetLang(lang.Code)
		for i, a := range all {
			for _, b := range all[i:] {
				var kw gosu.Keyword
				var want []string
				for _, n := range []string{a, b} {
					id := gosuKeywordID(n)
					if g := gosuTermOf(id); kw&g.kw == 0 {
						kw |= g.kw
						want = append(want, i18n.T("gosu.kw."+id))
					}
					if !i18n.Has(lang.Code, "gosu.rule."+id) {
						t.Errorf("%s: %s has no rule", lang.Code, n)
					}
				}
				got := strings.Split(gosuKeywordMarks(kw), ", ")
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("%s: the keywords %v written %q", lang.Code, []string{a, b}, gosuKeywordMarks(kw))
				}
			}
		}
	}
}

// TestGosuTileListExplainsItsWords: in the list of clan tiles each
// ability is followed by the rule of every word of Gosu X it names, in
// the four languages, and its row is tall enough for them.
func TestGosuTileListExplainsItsWords(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startGosu(t, f, "")
	f.Run("wait 60")
	tbl := f.gosuTable()
	if tbl == nil || !tbl.drafting() {
		t.Fatal("not the human's draft on the Gosu table")
	}
	defer i18n.SetLang(i18n.Fallback)
	named := 0
	for _, lang := range i18n.Langs() {
		f.Set(func(st *settings.Settings) { st.Lang = lang.Code })
		f.Run("wait 2")
		for k := range gosu.Clan(gosu.NumClans) {
			en := " " + i18n.TIn("en", "gosu.tile."+k.ID()) + " "
			for phrase, id := range gosuJargon {
				if !strings.Contains(en, phrase) {
					continue
				}
				named++
				if !strings.Contains(tbl.tileTerms[k], gosuTermOf(id).line()) {
					t.Errorf("%s: the list gives %s's ability without the rule of %s: %q", lang.Code, k.Name(), id, tbl.tileTerms[k])
				}
			}
			words := tileWords(f.A.Context(), tbl.lay.list.rows[k])
			if need := tbl.tileWordsHeight(f.A.Context(), k, words.W); need > words.H+0.5 {
				t.Errorf("%s: %s's words %.0f px in a row %.0f px", lang.Code, k.Name(), need, words.H)
			}
		}
	}
	if named == 0 {
		t.Fatal("no tile names a word of Gosu X")
	}
}
