package scenes

import (
	"strings"
	"sync"

	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

var (
	helpMu sync.RWMutex
	help   = map[string]func(lang string) string{}
)

// RegisterRulesHelp gives the rules page of a game: text(lang) is the whole
// page in that language (paragraphs separated by blank lines), our house
// rules and decisions stated in our own words. A game's table package calls
// it from init; a later call for the same game replaces the text.
func RegisterRulesHelp(gameID string, text func(lang string) string) {
	helpMu.Lock()
	defer helpMu.Unlock()
	help[gameID] = text
}

// RulesHelp is the rules page of a game in lang, and whether there is one.
func RulesHelp(gameID, lang string) (string, bool) {
	helpMu.RLock()
	f := help[gameID]
	helpMu.RUnlock()
	if f == nil {
		return "", false
	}
	return f(lang), true
}

// Tally (the test game) has its rules in the catalog. The entry is harmless
// where tally is not built in: the menu lists only registered games.
func init() {
	RegisterRulesHelp("tally", func(lang string) string { return i18n.TIn(lang, "tally.help") })
}

// ShowRules implements TableApp.
func (a *App) ShowRules(g rules.Game) { a.Go(NewRulesScene(g)) }

// NewRulesScene builds the page of g's rules, in the current language.
func NewRulesScene(g rules.Game) *TextPage {
	return newTextPage("rules", 14, func(lang string) (string, []pagePara) { return rulesPage(g, lang) })
}

// rulesPage is g's rules page in lang, a paragraph per block of text.
func rulesPage(g rules.Game, lang string) (title string, paras []pagePara) {
	page, ok := RulesHelp(g.ID, lang)
	if !ok || strings.TrimSpace(page) == "" {
		page = i18n.T("rules.none", GameName(g))
	}
	for _, p := range strings.Split(page, "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			paras = append(paras, pagePara{text: p, style: rulesStyle})
		}
	}
	return i18n.T("rules.title", GameName(g)), paras
}

var rulesStyle = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
