package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// runTemplates runs testdata/templates, with the overlay when it is not empty.
func runTemplates(t *testing.T, overlay string) []string {
	t.Helper()
	args := []string{"run"}
	if overlay != "" {
		args = append(args, "-overlay", overlay)
	}
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), append(args, "./testdata/templates")...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.Split(strings.TrimSpace(string(out)), "\n")
}

func TestOverlayKeepsFieldsAndCutsMethods(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("js/wasm starts no processes; the native run builds with the overlay")
	}
	overlay, err := write(t.TempDir(), runtime.GOROOT())
	if err != nil {
		t.Fatal(err)
	}
	plain := runTemplates(t, "")
	if len(plain) != 2 || plain[0] != "fields compared" || plain[1] != "a method ran" {
		t.Fatalf("without the overlay the templates gave %q", plain)
	}
	cut := runTemplates(t, overlay)
	if len(cut) != 2 || cut[0] != "fields compared" {
		t.Fatalf("with the overlay, the fields' template gave %q", cut)
	}
	if !strings.Contains(cut[1], `can't evaluate field Name`) {
		t.Errorf("with the overlay, the method's template gave %q, not text/template's error", cut[1])
	}
}

func TestOverlayRefusesAChangedTextTemplate(t *testing.T) {
	goroot := t.TempDir()
	dir := filepath.Join(goroot, "src", "text", "template")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "exec.go"), []byte("package template\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := write(t.TempDir(), goroot); err == nil || !strings.Contains(err.Error(), "changed") {
		t.Errorf("write over a text/template without the method lookup: %v, want an error saying it changed", err)
	}
}
