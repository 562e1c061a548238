package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A save file over the size any save may have is refused from its size,
// with a short message, not read into memory.
func TestReplayRefusesATooBigFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(file, bytes.Repeat([]byte(" "), 20<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI("replay", file)
	if code != 1 || !strings.Contains(errs, "big.json: the save is too big (at most 4194304 bytes)") || len(errs) > 300 {
		t.Fatalf("exit %d: %s", code, errs)
	}
}
