//go:build langfiles

package scenes

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kamon/game/storage"
	"kamon/i18n"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
)

// These tests run in the browser's kind of build (make test-go runs them with -tags langfiles),
// where only English is built in. What i18n has loaded stays loaded for the rest of the run:
// French and Russian are each loaded by one test, Italian is left out until the last.

// langApp starts an app whose saved settings chose lang, fetching with fetch.
func langApp(t *testing.T, lang string, fetch func(string) (string, error)) *App {
	t.Helper()
	store := storage.NewMemory()
	s, _ := settings.Load(store, lang)
	if err := s.Save(store); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLang(i18n.Fallback) })
	var log []string
	home := &probe{name: "home", log: &log}
	a := NewApp(Options{Store: store, Home: func(*App) ui.Scene { return home }, FetchLang: fetch, Log: t.Logf})
	Testing{a}.SetScreen(390, 844, 1, 1)
	return a
}

// framesUntil runs frames until done, for at most two seconds: the texts come from another
// goroutine.
func framesUntil(t *testing.T, a *App, done func() bool) {
	t.Helper()
	for end := time.Now().Add(2 * time.Second); !done() && time.Now().Before(end); time.Sleep(time.Millisecond) {
		frames(t, a, 1)
	}
}

func TestLangFileIsFetchedBeforeTheFirstFrame(t *testing.T) {
	if i18n.Loaded("fr") {
		t.Fatal("French is built in: run with -tags langfiles")
	}
	var asked []string
	a := langApp(t, "fr", func(lang string) (string, error) {
		asked = append(asked, lang)
		return `"settings.title": "Réglages",`, nil
	})
	if i18n.Lang() != "fr" || a.Settings().Lang != "fr" || i18n.T("settings.title") != "Réglages" {
		t.Errorf("after the start: language %q (settings %q), settings.title %q", i18n.Lang(), a.Settings().Lang, i18n.T("settings.title"))
	}
	if strings.Join(asked, " ") != "fr" || a.Notice() != "" {
		t.Errorf("asked for %v; notice %q", asked, a.Notice())
	}
}

func TestLangFileThatFailsAtStartLeavesEnglishForNow(t *testing.T) {
	for name, fetch := range map[string]func(string) (string, error){
		"no network":  func(string) (string, error) { return "", errors.New("HTTP 503") },
		"broken file": func(string) (string, error) { return `"settings.title": "Impostazioni"`, nil },
		"wrong verbs": func(string) (string, error) { return `"settings.save_failed": "Non salvato",`, nil },
	} {
		a := langApp(t, "it", fetch)
		if i18n.Loaded("it") || i18n.Lang() != "en" {
			t.Errorf("%s: Italian loaded %v, language shown %q; want English", name, i18n.Loaded("it"), i18n.Lang())
		}
		if want := "The texts for Italiano could not be downloaded"; !strings.HasPrefix(a.Notice(), want) {
			t.Errorf("%s: notice %q, want %q…", name, a.Notice(), want)
		}
		// The choice stays, saved, through any later change of the settings, for the next
		// start to try again.
		s := a.Settings()
		s.Volume = 50
		a.SetSettings(s)
		if saved, _ := settings.Load(a.Store(), "en"); saved.Lang != "it" || saved.Volume != 50 || a.Settings().Lang != "it" {
			t.Errorf("%s: saved %+v, chosen %q; want Italian kept", name, saved, a.Settings().Lang)
		}
	}
}

func TestLangFileThatFailsInTheSettingsSaysSo(t *testing.T) {
	var asks atomic.Int32 // the fetches run on goroutines of their own
	a := langApp(t, "en", func(string) (string, error) { asks.Add(1); return "", errors.New("offline") })
	frames(t, a, 2)
	s := a.Settings()
	s.Lang = "it"
	a.SetSettings(s)
	framesUntil(t, a, func() bool { return a.Notice() != "" })
	if want := "The texts for Italiano could not be downloaded. Check the connection"; !strings.HasPrefix(a.Notice(), want) {
		t.Errorf("notice %q, want %q…", a.Notice(), want)
	}
	if i18n.Lang() != "en" || a.Settings().Lang != "it" {
		t.Errorf("language shown %q, chosen %q; want English shown, Italian chosen", i18n.Lang(), a.Settings().Lang)
	}
	// Choosing it again asks again.
	a.SetSettings(a.Settings())
	framesUntil(t, a, func() bool { return asks.Load() == 2 })
	if n := asks.Load(); n != 2 {
		t.Errorf("asked %d times, want 2", n)
	}
}

func TestLangFileChosenInTheSettingsShowsWhenItComes(t *testing.T) {
	arrive := make(chan string, 1)
	a := langApp(t, "en", func(lang string) (string, error) { return <-arrive, nil })
	frames(t, a, 2)
	s := a.Settings()
	s.Lang, s.Volume = "ru", 25
	a.SetSettings(s)
	frames(t, a, 3)
	if i18n.Lang() != "en" || a.Settings().Lang != "ru" || a.Settings().Volume != 25 {
		t.Fatalf("before the texts came: shown %q, settings %+v; want English shown, the rest applied", i18n.Lang(), a.Settings())
	}
	// Another setting changed meanwhile keeps the language on its way.
	s = a.Settings()
	s.Sound = false
	a.SetSettings(s)
	arrive <- `"settings.title": "Настройки",`
	framesUntil(t, a, func() bool { return i18n.Lang() == "ru" })
	if i18n.Lang() != "ru" || i18n.T("settings.title") != "Настройки" {
		t.Fatalf("after: shown %q, settings.title %q", i18n.Lang(), i18n.T("settings.title"))
	}
	if saved, _ := settings.Load(a.Store(), "en"); saved.Lang != "ru" || saved.Volume != 25 || saved.Sound {
		t.Errorf("saved %+v", saved)
	}
}

// Last: it loads Italian, which the tests above need left out.
func TestLangFileOnItsWayIsForgottenWhenAnotherIsChosen(t *testing.T) {
	arrive := make(chan string, 1)
	a := langApp(t, "en", func(lang string) (string, error) { return <-arrive, nil })
	frames(t, a, 2)
	s := a.Settings()
	s.Lang = "it"
	a.SetSettings(s)
	frames(t, a, 2)
	s.Lang = "en"
	a.SetSettings(s)
	arrive <- `"settings.title": "Impostazioni",`
	framesUntil(t, a, func() bool { return i18n.Loaded("it") })
	frames(t, a, 3)
	if i18n.Lang() != "en" || a.Settings().Lang != "en" || a.Notice() != "" {
		t.Errorf("shown %q, chosen %q, notice %q; want English and no word", i18n.Lang(), a.Settings().Lang, a.Notice())
	}
}
