package gosu

import (
	"regexp"
	"strings"

	"kamon/i18n"
	"kamon/rules/gosu"
)

// The words of Gosu X that a card, a clan tile or the table names without
// saying what they do: the keywords printed on the cards (Bounty, Echo,
// Secret Shift...) and the game's own words (the Song for the Dead, a
// capture, X...). Each has its rule in a sentence or two, shown where the
// word is: in the close-up of a card (a tap on an army card, a long press
// on any), beside a mouse resting on one, under a tile's ability in the
// list of tiles, and in the panel behind the facts beside the tiles and
// behind a player's counters.
//
// Which words a text names is read from its English version: the other
// languages translate the same texts, and inflect the words (Тайную
// замену, Песни мёртвых) where the English does not.

// gosuTerm is one word: its id ("gosu.rule.<id>" is its rule; its name is
// "gosu.kw.<id>" for a keyword, else "gosu.term.<id>"), its keyword bit
// (0 for the game's words), and where an English text names it, once the
// phrases of mask (other words that contain it) are taken out.
type gosuTerm struct {
	id   string
	kw   gosu.Keyword
	en   *regexp.Regexp
	mask []string
}

// gosuTerms are the words, in the order their rules are listed.
var gosuTerms = func() []gosuTerm {
	kws := map[string]gosu.Keyword{}
	for bit := gosu.Keyword(1); bit != 0; bit <<= 1 {
		if names := bit.Names(); len(names) == 1 {
			kws[gosuKeywordID(names[0])] = bit
		}
	}
	terms := []gosuTerm{
		{id: "bounty", en: regexp.MustCompile(`\bBounty\b`)},
		{id: "echo", en: regexp.MustCompile(`\bEcho\b`)},
		{id: "ethereal", en: regexp.MustCompile(`\bEthereal\b`)},
		{id: "recruiter", en: regexp.MustCompile(`\bRecruiters?\b`)},
		{id: "secretshift", en: regexp.MustCompile(`\bSecret Shift\b`)},
		{id: "veteran", en: regexp.MustCompile(`\bVeterans?\b`)},
		{id: "willpower", en: regexp.MustCompile(`\bWillpower\b`)},
		{id: "wonder", en: regexp.MustCompile(`\bWonder\b`)},
		{id: "text", en: regexp.MustCompile(`\b(Text|text)\b`), mask: []string{"Copy its text", "the text of", "Copy the text", "Copy its"}},
		{id: "passive", en: regexp.MustCompile(`\b[Pp]assive\b`)},
		{id: "x", en: regexp.MustCompile(`\bX\b`)},
		{id: "exposed", en: regexp.MustCompile(`\bexposed\b`)},
		{id: "capture", en: regexp.MustCompile(`\b[Cc]aptur(e|es|ed)\b`)},
		{id: "release", en: regexp.MustCompile(`\b[Rr]eleas(e|es|ed)\b`)},
		{id: "destroy", en: regexp.MustCompile(`\b[Dd]estroy(s|ed)?\b`)},
		{id: "sacrifice", en: regexp.MustCompile(`\b[Ss]acrific(e|es|ed)\b`)},
		{id: "unlock", en: regexp.MustCompile(`\bUnlock\b`)},
		{id: "copy", en: regexp.MustCompile(`\bCopy\b`)},
		{id: "remove", en: regexp.MustCompile(`\b[Rr]emov(e|es|ed)\b`)},
		{id: "swap", en: regexp.MustCompile(`\bSwap\b`)},
		{id: "reveal", en: regexp.MustCompile(`\bReveal\b`)},
		{id: "mill", en: regexp.MustCompile(`\bMills?\b`)},
		{id: "shift", en: regexp.MustCompile(`\b[Ss]hift(s|ed)?\b`), mask: []string{"Secret Shift"}},
		{id: "tokens", en: regexp.MustCompile(`\btokens?\b`), mask: []string{"Bounty token", "Supremacy token", "Wonder token"}},
		{id: "battle", en: regexp.MustCompile(`\bGreat Battles?\b`)},
		{id: "supremacy", en: regexp.MustCompile(`\bSupremacy\b`)},
		{id: "military", en: regexp.MustCompile(`\bmilitary\b`)},
		{id: "song", en: regexp.MustCompile(`\bSong for the Dead\b`)},
	}
	for i := range terms {
		terms[i].kw = kws[terms[i].id]
	}
	return terms
}()

// gosuKeywordID is a keyword's id in the catalog: its English name in
// lower case, without spaces.
func gosuKeywordID(name string) string {
	return strings.ToLower(strings.ReplaceAll(name, " ", ""))
}

// name is the term's name in the current language.
func (g gosuTerm) name() string {
	if g.kw != 0 {
		return i18n.T("gosu.kw." + g.id)
	}
	return i18n.T("gosu.term." + g.id)
}

// line is the term's rule, named, in the current language.
func (g gosuTerm) line() string {
	return i18n.T("gosu.term.line", g.name(), i18n.T("gosu.rule."+g.id))
}

// names reports whether English text s names the term.
func (g gosuTerm) names(s string) bool {
	for _, m := range g.mask {
		s = strings.ReplaceAll(s, m, "")
	}
	return g.en.MatchString(s)
}

// gosuTermsOf are the terms of keywords kw and of the English texts en,
// in the order of gosuTerms, each once.
func gosuTermsOf(kw gosu.Keyword, en ...string) []gosuTerm {
	var out []gosuTerm
	for _, g := range gosuTerms {
		hit := g.kw != 0 && kw&g.kw != 0
		for _, s := range en {
			hit = hit || g.names(s)
		}
		if hit {
			out = append(out, g)
		}
	}
	return out
}

// gosuTermLines are the rules of terms, a line each, in the current
// language.
func gosuTermLines(terms []gosuTerm) []string {
	out := make([]string, len(terms))
	for i, g := range terms {
		out[i] = g.line()
	}
	return out
}

// gosuCardTerms are the terms card c names: its keywords kw (printed, or
// as it stands in an army) and the words of its text.
func gosuCardTerms(c gosu.Card, kw gosu.Keyword) []gosuTerm {
	if !c.Known() {
		return nil
	}
	return gosuTermsOf(kw, i18n.TIn("en", "gosu.card."+c.DefID()))
}

// gosuTileTerms are the terms clan k's tile ability names.
func gosuTileTerms(k gosu.Clan) []gosuTerm {
	return gosuTermsOf(0, i18n.TIn("en", "gosu.tile."+k.ID()))
}

// gosuTermOf is the term of id; it panics on an id gosuTerms does not
// hold, which the table names only as constants.
func gosuTermOf(id string) gosuTerm {
	for _, g := range gosuTerms {
		if g.id == id {
			return g
		}
	}
	panic("gosu: no term " + id)
}
