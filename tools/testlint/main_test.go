package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fixture marks each line the lint must flag with a "// want: " comment
// and what the finding says; the lint flags those lines and no other.
func TestCheckFindsEachPattern(t *testing.T) {
	root := filepath.Join("testdata", "repo")
	want := wanted(t, root)
	if len(want) < 15 {
		t.Fatalf("the fixture marks only %d lines", len(want))
	}
	found, err := Check(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		at := fmt.Sprintf("%s:%d", f.Path, f.Line)
		switch w, ok := want[at]; {
		case !ok:
			t.Errorf("flagged a line the fixture does not mark: %s", f)
		case !strings.Contains(f.What, w):
			t.Errorf("%s: says %q, want %q", at, f.What, w)
		}
		delete(want, at)
	}
	for at, w := range want {
		t.Errorf("%s: not flagged, want %q", at, w)
	}
}

// wanted is every line of the fixture marked "// want: ", by path:line,
// with what the finding must say.
func wanted(t *testing.T, root string) map[string]string {
	t.Helper()
	want := map[string]string{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		for n := 1; sc.Scan(); n++ {
			if _, w, ok := strings.Cut(sc.Text(), "// want: "); ok {
				want[fmt.Sprintf("%s:%d", filepath.ToSlash(rel), n)] = w
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return want
}

// The repository keeps every rule: `make lint` runs the same check.
func TestTheRepositoryPasses(t *testing.T) {
	found, err := Check(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Error(f)
	}
}

func TestRunExitCodes(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, &out, &errs); code != 2 {
		t.Errorf("no folder: exit %d", code)
	}
	if code := run([]string{filepath.Join("testdata", "repo")}, &out, &errs); code != 1 || !strings.Contains(out.String(), "testlint: 21 tests") {
		t.Errorf("the fixture: exit %d, printed %s", code, out.String())
	}
	if code := run([]string{filepath.Join("testdata", "repo", "rules", "rulestest")}, &out, &errs); code != 0 {
		t.Errorf("a folder with nothing to flag: exit %d", code)
	}
	if code := run([]string{filepath.Join("testdata", "no such folder")}, &out, &errs); code != 1 {
		t.Errorf("a folder that is not there: exit %d", code)
	}
}
