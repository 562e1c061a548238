package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kamon/i18n"
)

// The files hold every message of their language, in the shape i18n.Load takes: loading them
// over the built-in catalog (all four languages in this build) is accepted and changes nothing.
func TestFilesHoldEveryMessageAndLoad(t *testing.T) {
	dir := t.TempDir()
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(names) != len(i18n.Langs())-1 {
		t.Fatalf("files %v, want one per language but English", names)
	}
	for _, l := range i18n.Langs() {
		if l.Code == i18n.Fallback {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, l.Code+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{}
		for _, key := range i18n.Keys() {
			if i18n.Has(l.Code, key) {
				want[key] = i18n.TIn(l.Code, key)
			}
		}
		if lines := strings.Count(string(data), "\n") - 1; lines != len(want) || len(want) < 500 {
			t.Errorf("%s: %d messages in the file, %d in the catalog", l.Code, lines, len(want))
		}
		if err := i18n.Load(l.Code, string(data)); err != nil {
			t.Errorf("%s: %v", l.Code, err)
		}
		for key, msg := range want {
			if got := i18n.TIn(l.Code, key); got != msg {
				t.Errorf("%s %s: %q after loading the file, %q before", l.Code, key, got, msg)
			}
		}
	}
}
