//go:build !langfiles

package i18n

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// Each refusal of Load refuses a catalog file written as tools/langfiles
// writes it, with one thing changed, and only that refusal does. (The
// browser's build, which fetches its files, checks that a refused file
// leaves nothing behind.)
func TestLoadRefusesEachFaultAlone(t *testing.T) {
	var b strings.Builder
	b.WriteString("// Kamon's messages in fr, written by tools/langfiles from i18n/*_fr.go.\n")
	for _, key := range []string{"settings.title", "ui.back", "settings.save_failed"} {
		b.WriteString(strconv.Quote(key) + ": " + strconv.Quote(TIn("fr", key)) + ",\n")
	}
	valid := b.String()
	if !strings.Contains(valid, "%s") {
		t.Fatalf("the file has no verb to change: %s", valid)
	}
	if err := Load("fr", valid); err != nil {
		t.Fatalf("the valid file: %v", err)
	}
	if err := Load("xx", valid); err == nil || errors.Is(err, ErrBadFile) || !strings.Contains(err.Error(), `unsupported language "xx"`) {
		t.Errorf("an unsupported language: %v", err)
	}
	replace := func(old, by string) string { return strings.Replace(valid, old, by, 1) }
	for _, c := range []struct {
		name, src, why string
	}{
		{"no colon", replace(`": "`, `" "`), "line 2 of the block: expected ':'"},
		{"no comma", replace("\",\n", "\"\n"), "line 3 of the block: expected ','"},
		{"a key not quoted", replace(`"ui.back"`, `ui.back`), "line 3 of the block: expected a quoted string"},
		{"a part not quoted", replace(`",`+"\n"+`"ui.back"`, `" + x,`+"\n"+`"ui.back"`), "line 2 of the block: expected a quoted string"},
		{"an unterminated string", valid[:len(valid)-3] + ",\n", "line 4 of the block: unterminated string"},
		{"an escape of none", replace(`"ui.back": "`, `"ui.back": "\q`), "line 3 of the block: bad string"},
		{"a key twice", valid + `"ui.back": "Retour",` + "\n", `line 5 of the block: the key "ui.back" is given twice`},
		{"no messages", valid[:strings.IndexByte(valid, '\n')+1], "the fr file has no messages"},
		{"a key English lacks", replace(`"ui.back"`, `"ui.forth"`), `the fr file has the key "ui.forth", which English does not`},
		{"verbs of another kind", replace("%s", "%d"), `"settings.save_failed" has the verbs "%d" where English has "%s"`},
	} {
		if c.src == valid {
			t.Fatalf("%s: the valid file", c.name)
		}
		if err := Load("fr", c.src); !errors.Is(err, ErrBadFile) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: %v, want %q", c.name, err, c.why)
		}
	}
}
