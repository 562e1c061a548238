// Command langfiles writes the catalog files the browser's build fetches: one file per
// language but English, dist/lang/<code>.txt, with every message of that language in the shape
// i18n.Load reads (i18n's catalog files, without the Go around them). The browser's build
// leaves those languages out of the bundle (the build tag langfiles); make wasm runs this
// beside it, natively, where the catalog has all four:
//
//	go run ./tools/langfiles -out wasm/dist/lang
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"kamon/i18n"
)

func main() {
	out := flag.String("out", "", "the folder to write <code>.txt into")
	flag.Parse()
	if *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: langfiles -out DIR")
		os.Exit(2)
	}
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "langfiles:", err)
		os.Exit(1)
	}
}

// write writes the file of every language but the fallback into dir.
func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, l := range i18n.Langs() {
		if l.Code == i18n.Fallback {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, l.Code+".txt"), []byte(catalog(l.Code)), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// catalog is lang's messages as one file, one "key": "message", to a line in key order.
func catalog(lang string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Kamon's messages in %s, written by tools/langfiles from i18n/*_%s.go.\n", lang, lang)
	for _, key := range i18n.Keys() {
		if i18n.Has(lang, key) {
			b.WriteString(strconv.Quote(key) + ": " + strconv.Quote(i18n.TIn(lang, key)) + ",\n")
		}
	}
	return b.String()
}
