//go:build langfiles

package i18n

import (
	"strings"
	"testing"
)

func TestLangFilesBuildHasOnlyEnglish(t *testing.T) {
	if !Loaded("en") {
		t.Fatal("English is not built in")
	}
	for _, lang := range []string{"fr", "it", "ru"} {
		if Loaded(lang) {
			t.Errorf("%s is built in", lang)
		}
		if got, want := TIn(lang, "settings.title"), TIn("en", "settings.title"); got != want {
			t.Errorf("%s before its file: %q, want the English %q", lang, got, want)
		}
	}
}

// A file fetched from the network is input: whatever is wrong with it, none of it is kept.
func TestLangFileLoadKeepsNothingOfABadFile(t *testing.T) {
	for src, want := range map[string]string{
		``: "has no messages",
		`"settings.title": "Réglages",` + "\n" + `"settings.title": "Encore",`:        "given twice",
		`"settings.title": "Réglages",` + "\n" + `"settings.nope": "Non",`:            `the key "settings.nope", which English does not`,
		`"settings.title": "Réglages",` + "\n" + `"settings.save_failed": "Raté %d",`: `has the verbs "%d" where English has "%s"`,
		`"settings.title": "Réglages", "ui.back": "Retour\`:                           "unterminated string",
		`"settings.title": "Réglages" "ui.back": "Retour",`:                           "expected ','",
	} {
		err := Load("fr", src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Load(%q) = %v, want %q", src, err, want)
		}
		if Loaded("fr") {
			t.Fatalf("Load(%q) kept some of it", src)
		}
	}
	if err := Load("xx", `"settings.title": "Réglages",`); err == nil {
		t.Error("Load of an unsupported language")
	}
}

func TestLangFileLoadMakesTheLanguageReady(t *testing.T) {
	defer func() {
		mu.Lock()
		delete(catalog, "ru")
		mu.Unlock()
	}()
	if err := Load("ru", `"settings.title": "Настройки", "ui.back": "Назад",`); err != nil {
		t.Fatal(err)
	}
	if !Loaded("ru") || TIn("ru", "settings.title") != "Настройки" || TIn("ru", "ui.back") != "Назад" {
		t.Errorf("after Load: loaded %v, %q %q", Loaded("ru"), TIn("ru", "settings.title"), TIn("ru", "ui.back"))
	}
	if got, want := TIn("ru", "settings.volume"), TIn("en", "settings.volume"); got != want {
		t.Errorf("a key the file lacks: %q, want the English %q", got, want)
	}
}
