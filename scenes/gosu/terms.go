package gosu

import (
	"strings"
	"unicode"
	"unicode/utf8"

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
// (0 for the game's words), the forms an English text writes it in (each
// a whole word, or words), and phrases that contain it but name another
// word (mask), taken out before the forms are looked for.
type gosuTerm struct {
	id    string
	kw    gosu.Keyword
	forms []string
	mask  []string
}

// gosuTerms are the words, in the order their rules are listed.
var gosuTerms = gosuReadTerms(gosuTermForms)

// gosuTermForms are the words, a line each, in the order their rules are
// listed: the id, then after a colon the forms an English text writes it
// in, a comma between them ("+" after a form: the same with a capital,
// as a text writes its operations), then after a bar the phrases to take
// out first. A table in a string: the bundle carries less code than for
// the same in literals.
const gosuTermForms = `bounty:Bounty
echo:Echo
ethereal:Ethereal
recruiter:Recruiter,Recruiters
secretshift:Secret Shift
veteran:Veteran,Veterans
willpower:Willpower
wonder:Wonder
text:text+|Copy its text,the text of,Copy the text
passive:passive+
x:X
exposed:exposed
capture:capture+,captures+,captured+
release:release+,releases+,released+
destroy:destroy+,destroys+,destroyed+
sacrifice:sacrifice+,sacrifices+,sacrificed+
unlock:Unlock
copy:Copy
remove:remove+,removes+,removed+
swap:Swap
reveal:Reveal
mill:Mill,Mills
shift:shift+,shifts+,shifted+|Secret Shift
tokens:token,tokens|Bounty token,Supremacy token,Wonder token
battle:Great Battle,Great Battles
supremacy:Supremacy
military:military
song:Song for the Dead`

// gosuReadTerms reads the words of table (gosuTermForms), with the bit
// of each that is a keyword.
func gosuReadTerms(table string) []gosuTerm {
	kws := map[string]gosu.Keyword{}
	for bit := gosu.Keyword(1); bit != 0; bit <<= 1 {
		if names := bit.Names(); len(names) == 1 {
			kws[gosuKeywordID(names[0])] = bit
		}
	}
	var terms []gosuTerm
	for _, line := range strings.Split(table, "\n") {
		id, rest, _ := strings.Cut(line, ":")
		forms, mask, _ := strings.Cut(rest, "|")
		g := gosuTerm{id: id, kw: kws[id]}
		for _, f := range strings.Split(forms, ",") {
			if base, ok := strings.CutSuffix(f, "+"); ok {
				g.forms = append(g.forms, base, strings.ToUpper(base[:1])+base[1:])
				continue
			}
			g.forms = append(g.forms, f)
		}
		if mask != "" {
			g.mask = strings.Split(mask, ",")
		}
		terms = append(terms, g)
	}
	return terms
}

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
	for _, f := range g.forms {
		if gosuHasWord(s, f) {
			return true
		}
	}
	return false
}

// gosuHasWord reports whether s holds w as a whole word (or words): no
// letter right before it or right after it.
func gosuHasWord(s, w string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+len(w):])
		if !unicode.IsLetter(before) && !unicode.IsLetter(after) {
			return true
		}
		from = i + len(w)
	}
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
