package i18n

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The browser's bundle has English only: every other language's catalog file must stay out of
// it (the build tag langfiles), and no English one may.
func TestOnlyEnglishCatalogsAreInTheBrowsersBuild(t *testing.T) {
	files, err := filepath.Glob("*_*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		lang := strings.TrimSuffix(f[strings.LastIndexByte(f, '_')+1:], ".go")
		if !Supported(lang) {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tagged := strings.HasPrefix(string(data), "//go:build !langfiles\n")
		if tagged != (lang != Fallback) {
			t.Errorf("%s: left out of the browser's build %v, want %v", f, tagged, lang != Fallback)
		}
		checked++
	}
	if checked < 4*len(langs) {
		t.Errorf("only %d catalog files found", checked)
	}
}
