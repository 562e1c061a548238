package scenes

import (
	"strings"

	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// newAbout builds the About screen: what Kamon is, and credits for the work
// it is built on: the game-icons.net authors (CC BY 3.0 asks for it), the
// Go fonts, Ebitengine and etxt.
func newAbout() *textPage { return newTextPage("about", 12, aboutPage) }

// aboutPage is the About screen in the current language.
func aboutPage(string) (title string, paras []pagePara) {
	body := text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
	head := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.TextMutedColor}
	small := text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor}
	add := func(s string, st text.Style) { paras = append(paras, pagePara{text: s, style: st}) }
	authors, lines := iconCredits()
	add(i18n.T("about.body"), body)
	add(i18n.T("about.engine"), body)
	add(i18n.T("about.fonts"), body)
	add(i18n.T("about.icons"), head)
	add(i18n.T("about.icons_by", authors), body)
	for _, l := range lines {
		add(l, small)
	}
	return i18n.T("about.title"), paras
}

// iconCredits splits sprites.IconCredits into the authors and the lines
// "Author: icon, icon" that follow its first (English) sentence.
func iconCredits() (authors string, lines []string) {
	all := strings.Split(strings.TrimSpace(sprites.IconCredits()), "\n")
	var names []string
	for _, l := range all[1:] {
		if name, _, ok := strings.Cut(l, ":"); ok {
			names = append(names, name)
			lines = append(lines, l)
		}
	}
	return strings.Join(names, ", "), lines
}
