package scenes

import (
	"fmt"

	"kamon/i18n"
	"kamon/scenes/settings"
)

// langFetch is a language's catalog file on its way (see App.fetchLang).
type langFetch struct {
	lang string
	done chan error
}

// loadLang gets lang's texts where this build left them out (i18n's
// langfiles build, the browser's), with Options.FetchLang. It blocks: the
// app calls it at start, and from a goroutine afterwards.
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

// startLang is NewApp's language: the one s chose, fetched now if it must
// be. When that fails the app shows English for this visit, says why, and
// keeps the saved choice to try again at the next start.
func (a *App) startLang(s settings.Settings) settings.Settings {
	if err := a.loadLang(s.Lang); err != nil {
		a.opts.Log("kamon: the %s texts: %v", s.Lang, err)
		a.Notify(i18n.TIn(i18n.Fallback, "settings.lang_failed_start", langName(s.Lang)))
		s.Lang = i18n.Fallback
	}
	_ = i18n.SetLang(s.Lang) // settings.Load only returns supported languages
	return s
}

// fetchLang starts fetching the texts of s's language, which the settings
// chose but this build left out, and keeps s to apply once they are here
// (landLang): until then the screen stays in the language it was.
func (a *App) fetchLang(s settings.Settings) {
	a.langNext = s
	if a.langFetch != nil && a.langFetch.lang == s.Lang {
		return
	}
	f := &langFetch{lang: s.Lang, done: make(chan error, 1)}
	a.langFetch = f
	go func() { f.done <- a.loadLang(f.lang) }()
}

// landLang applies the settings fetchLang waits for once their texts have
// come, or says why they could not; it is called every frame.
func (a *App) landLang() {
	f := a.langFetch
	if f == nil {
		return
	}
	select {
	case err := <-f.done:
		a.langFetch = nil
		if a.langNext.Lang != f.lang {
			return // another language was chosen since: its own fetch is under way or done
		}
		if err != nil {
			a.opts.Log("kamon: the %s texts: %v", f.lang, err)
			a.Notify(i18n.T("settings.lang_failed", langName(f.lang)))
			return
		}
		a.SetSettings(a.langNext)
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
