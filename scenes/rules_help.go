package scenes

import (
	"strconv"
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
	pics := table.RulesPictures(g.ID)
	n := 0
	for _, p := range strings.Split(page, "\n\n") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		paras = append(paras, pagePara{text: p, style: rulesStyle})
		for k, pic := range pics {
			if pic.After == n && pic.Draw != nil && pic.Aspect > 0 {
				caption := i18n.TIn(lang, pic.Caption)
				paras = append(paras,
					pagePara{text: caption, pic: pic.Draw, aspect: pic.Aspect, id: rulesPicIDs.Of(k)},
					pagePara{text: caption, style: captionStyle, space: 4})
			}
		}
		n++
	}
	return i18n.T("rules.title", table.GameName(g)), paras
}

// rulesPicIDs list a rules page's pictures for scripts and tests
// ("rules:pic:0"...), labelled with their caption.
var rulesPicIDs = ui.IDs[int]{Prefix: "rules:pic:", Name: strconv.Itoa}

var captionStyle = text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.HCenter}

var rulesStyle = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
