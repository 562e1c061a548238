// Command wasmoverlay writes the `go build -overlay` file the browser's bundle is built with: it
// compiles the toolchain's own text/template with templates' method calls cut out, and prints
// the overlay file's path.
//
// Why: once any code the program can reach calls reflect.Value.MethodByName with a name the
// linker cannot see, the linker keeps every exported method of every type that ever goes into an
// interface, called or not. text/template's field lookup does that, and Ebitengine runs
// text/template to write its built-in shaders, so every program on Ebitengine pays: 2.5 MB of
// the raw bundle, 245 KB of its brotli. Ebitengine's templates only read struct fields and
// compare them with eq, which work unchanged; a template that calls a method now fails with
// text/template's "can't evaluate field" error rather than running it (main_test.go shows both).
//
// The file is written from the installed Go's source on each build, never kept in the
// repository, and the command fails if that source no longer has the line it cuts.
//
//	go run ./tools/wasmoverlay -goroot "$(go env GOROOT)" -out out/wasm-overlay
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

// methodLookup is the one expression of text/template that looks a method up by a name the
// linker cannot see; noMethod stands in for "no such method", so the lookup goes on to fields.
const (
	methodLookup = "ptr.MethodByName(fieldName)"
	noMethod     = "(reflect.Value{})"
)

func main() {
	goroot := flag.String("goroot", "", "the Go installation that builds the bundle (go env GOROOT)")
	out := flag.String("out", "", "the folder to write the overlay into")
	flag.Parse()
	if *goroot == "" || *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: wasmoverlay -goroot GOROOT -out DIR")
		os.Exit(2)
	}
	overlay, err := write(*out, *goroot)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmoverlay:", err)
		os.Exit(1)
	}
	fmt.Println(overlay)
}

// write puts the cut text/template/exec.go and the overlay naming it into dir, and returns the
// overlay's absolute path.
func write(dir, goroot string) (string, error) {
	original := filepath.Join(goroot, "src", "text", "template", "exec.go")
	src, err := os.ReadFile(original)
	if err != nil {
		return "", err
	}
	if n := bytes.Count(src, []byte(methodLookup)); n != 1 {
		return "", fmt.Errorf("%s has %q %d times, not once: this Go's text/template changed; see tools/wasmoverlay", original, methodLookup, n)
	}
	cut := bytes.Replace(src, []byte(methodLookup), []byte(noMethod), 1)
	if dir, err = filepath.Abs(dir); err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// Not a .go file, so that `go vet ./...` does not take dir for a package.
	replacement := filepath.Join(dir, "text_template_exec.go.txt")
	overlay := filepath.Join(dir, "overlay.json")
	spec, err := json.Marshal(map[string]map[string]string{"Replace": {original: replacement}})
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(replacement, cut, 0o644); err != nil {
		return "", err
	}
	return overlay, os.WriteFile(overlay, spec, 0o644)
}
