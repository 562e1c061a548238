package scenes

import (
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// ShowRules implements table.App.
func (a *App) ShowRules(g rules.Game) { a.Go(newRulesScene(g)) }

// newRulesScene builds the page of g's rules, in the current language.
func newRulesScene(g rules.Game) *textPage {
	return newTextPage("rules", 14, func(lang string) (string, []pagePara) { return rulesPage(g, lang) })
}

// rulesPage is g's rules page in lang, a paragraph per block of text.
func rulesPage(g rules.Game, lang string) (title string, paras []pagePara) {
	page, ok := table.RulesHelp(g.ID, lang)
	if !ok || strings.TrimSpace(page) == "" {
		page = i18n.T("rules.none", table.GameName(g))
	}
	for _, p := range strings.Split(page, "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			paras = append(paras, pagePara{text: p, style: rulesStyle})
		}
	}
	return i18n.T("rules.title", table.GameName(g)), paras
}

var rulesStyle = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
