package scenes

import (
	"fmt"

	"kamon/i18n"
)

// The settings say which language the person chose; the texts on screen
// (i18n.Lang, ctx.Lang) follow once that language's texts are here. In the
// browser's build a language other than English is fetched first
// (Options.FetchLang): at start the app waits for it, afterwards it comes in
// the background and the screen changes language when it has come.

// langFetch is a language's catalog file on its way (see useLang).
type langFetch struct {
	lang string
	done chan error
}

// loadLang gets lang's texts where this build left them out, with
// Options.FetchLang. It blocks: the app calls it at start, and from a
// goroutine afterwards.
func (a *App) loadLang(lang string) error {
	if i18n.Loaded(lang) {
		return nil
	}
	if a.opts.FetchLang == nil {
		return fmt.Errorf("this build has no %s texts and no way to fetch them", lang)
	}
	src, err := a.opts.FetchLang(lang)
	if err != nil {
		return err
	}
	return i18n.Load(lang, src)
}

// startLang shows the chosen language from the first frame, its texts
// fetched first if they must be. When they cannot be had the app shows
// English for now and says so; the choice stays, saved, and the texts are
// asked for again at the next start or change of the settings.
func (a *App) startLang() {
	lang := a.settings.Lang
	if err := a.loadLang(lang); err != nil {
		a.opts.Log("kamon: the %s texts: %v", lang, err)
		a.Notify(i18n.TIn(i18n.Fallback, "settings.lang_failed_start", langName(lang)))
		lang = i18n.Fallback
	}
	_ = i18n.SetLang(lang) // settings.Load only returns supported languages
}

// useLang shows lang's texts at once if they are here, else starts
// fetching them, to show them when they have come (landLang). A fetch under
// way for another language is forgotten.
func (a *App) useLang(lang string) {
	if i18n.Loaded(lang) {
		a.langFetch = nil
		_ = i18n.SetLang(lang)
		return
	}
	if f := a.langFetch; f != nil && f.lang == lang {
		return
	}
	f := &langFetch{lang: lang, done: make(chan error, 1)}
	a.langFetch = f
	go func() { f.done <- a.loadLang(f.lang) }()
}

// landLang shows the texts useLang waits for once they have come, or says
// why they could not; it is called every frame.
func (a *App) landLang() {
	f := a.langFetch
	if f == nil {
		return
	}
	select {
	case err := <-f.done:
		a.langFetch = nil
		if err != nil {
			a.opts.Log("kamon: the %s texts: %v", f.lang, err)
			a.Notify(i18n.T("settings.lang_failed", langName(f.lang)))
			return
		}
		_ = i18n.SetLang(f.lang)
		a.ctx.Redraw()
	default:
	}
}

// langName is a language's name in itself ("Français").
func langName(code string) string {
	for _, l := range i18n.Langs() {
		if l.Code == code {
			return l.Name
		}
	}
	return code
}
