package i18n

import "testing"

func TestCatalogComplete(t *testing.T) {
	if len(Keys()) == 0 {
		t.Fatal("the catalog is empty")
	}
	for _, err := range Check() {
		t.Error(err)
	}
}

func TestCheckFindsGaps(t *testing.T) {
	Add("en", map[string]string{"test.gap": "%d left of %s"})
	Add("fr", map[string]string{"test.gap": "%s: %d restants"})
	Add("it", map[string]string{"test.gap": "%d rimasti di %s"})
	defer func() {
		mu.Lock()
		for _, m := range catalog {
			delete(m, "test.gap")
		}
		mu.Unlock()
	}()
	var missing, order bool
	for _, err := range Check() {
		s := err.Error()
		missing = missing || s == `key "test.gap" has no ru text`
		order = order || s == `key "test.gap": fr verbs "%s%d" differ from en verbs "%d%s"`
	}
	if !missing || !order {
		t.Fatalf("Check missed a gap (missing=%v order=%v): %v", missing, order, Check())
	}
}

func TestVerbs(t *testing.T) {
	for in, want := range map[string]string{
		"plain":            "",
		"100%% sure":       "",
		"%s and %d":        "%s%d",
		"%-5.2f, %+v %%":   "%f%v",
		"trailing %":       "%!",
		"Pass to %s — tap": "%s",
	} {
		if got := Verbs(in); got != want {
			t.Errorf("Verbs(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLangSwitchAndFallback(t *testing.T) {
	defer SetLang(Fallback)
	Add("en", map[string]string{"test.only_en": "only %s"})
	defer func() {
		mu.Lock()
		delete(catalog["en"], "test.only_en")
		mu.Unlock()
	}()
	if err := SetLang("xx"); err == nil || Lang() != Fallback {
		t.Fatalf("SetLang(xx) = %v, lang %q; want an error and no change", err, Lang())
	}
	if err := SetLang("ru"); err != nil || Lang() != "ru" {
		t.Fatalf("SetLang(ru) = %v, lang %q", err, Lang())
	}
	if got := T("test.only_en", "English"); got != "only English" {
		t.Errorf("fallback: got %q", got)
	}
	if got := T("no.such.key"); got != "no.such.key" {
		t.Errorf("unknown key: got %q", got)
	}
	if T("app.name") == "" {
		t.Error("app.name is empty in ru")
	}
}

func TestLangNames(t *testing.T) {
	want := map[string]string{"en": "English", "fr": "Français", "it": "Italiano", "ru": "Русский"}
	got := Langs()
	if len(got) != len(want) {
		t.Fatalf("Langs() = %v", got)
	}
	for _, l := range got {
		if want[l.Code] != l.Name {
			t.Errorf("language %q named %q, want %q", l.Code, l.Name, want[l.Code])
		}
	}
}
