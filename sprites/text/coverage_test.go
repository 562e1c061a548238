package text

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"kamon/i18n"
)

// The embedded fonts are subsets (scripts/subset-fonts.sh): every character of every catalog
// message, in every language, must be in both, as must every character of the string and rune
// literals of the code that holds or draws texts (card and clan names, the UI's symbols).
func TestFontsHoldEveryCharacterKamonDraws(t *testing.T) {
	need := map[rune]string{} // rune -> where it was first seen
	add := func(s, where string) {
		for _, r := range s {
			if unicode.IsPrint(r) && r != utf8RuneError {
				if _, ok := need[r]; !ok {
					need[r] = where
				}
			}
		}
	}
	for _, l := range i18n.Langs() {
		for _, k := range i18n.Keys() {
			add(i18n.TIn(l.Code, k), l.Code+" "+k)
		}
	}
	for _, dir := range []string{"../../i18n", "../../rules", "../../game", "../../scenes", "../../sprites"} {
		for lit, where := range literals(t, dir) {
			add(lit, where)
		}
	}
	if len(need) < 150 {
		t.Fatalf("found only %d distinct characters; the sources were not read", len(need))
	}
	for name, f := range map[string]*sfnt.Font{"regular": regular} {
		var buf sfnt.Buffer
		for r, where := range need {
			if idx, err := f.GlyphIndex(&buf, r); err != nil || idx == 0 {
				t.Errorf("%s font lacks %q (U+%04X), used in %s", name, r, r, where)
			}
		}
	}
}

const utf8RuneError = '\uFFFD'

// literals returns the values of the string and rune literals of the non-test Go files under
// dir, each with the file it is in.
func literals(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
				return true
			}
			v := lit.Value
			if lit.Kind == token.CHAR {
				v = `"` + strings.Trim(v, "'") + `"`
			}
			if s, err := strconv.Unquote(v); err == nil {
				out[s] = path
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
