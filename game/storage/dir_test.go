//go:build !js

package storage

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestDir(t *testing.T) {
	d := filepath.Join(t.TempDir(), "not", "yet")
	checkStore(t, NewDir(d))
}

func TestDirKeysOfMissingDir(t *testing.T) {
	keys, err := NewDir(filepath.Join(t.TempDir(), "none")).Keys("")
	if err != nil || len(keys) != 0 {
		t.Fatalf("Keys = %v, %v", keys, err)
	}
}

// A reader running alongside a writer sees one whole value or the other,
// never a mix or a short file, and no temporary file is left behind.
func TestDirSaveIsAtomic(t *testing.T) {
	d := t.TempDir()
	st := NewDir(d)
	a := bytes.Repeat([]byte("a"), 1<<16)
	b := bytes.Repeat([]byte("b"), 1<<17)
	if err := st.Save("autosave", a); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; i < 200; i++ {
			v := a
			if i%2 == 0 {
				v = b
			}
			if err := st.Save("autosave", v); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	for i := 0; i < 400; i++ {
		got, err := st.Load("autosave")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, a) && !bytes.Equal(got, b) {
			t.Fatalf("read a mixed or partial value of %d bytes", len(got))
		}
	}
	wg.Wait()
	entries, _ := os.ReadDir(d)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("directory holds %v, want only autosave", names)
	}
}

// A save that cannot be written leaves the old value in place.
func TestDirFailedSaveKeepsOldValue(t *testing.T) {
	d := t.TempDir()
	st := NewDir(d)
	if err := st.Save("autosave", []byte("old")); err != nil {
		t.Fatal(err)
	}
	// A directory squatting on the target name makes the rename fail.
	if err := st.Save("blocked", []byte("x")); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(d, "blocked"))
	if err := os.MkdirAll(filepath.Join(d, "blocked", "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := st.Save("blocked", []byte("new")); err == nil || !strings.Contains(err.Error(), "blocked") {
		t.Fatalf("Save over a directory: %v", err)
	}
	if got, _ := st.Load("autosave"); string(got) != "old" {
		t.Fatalf("other value changed: %q", got)
	}
	entries, _ := os.ReadDir(d)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Fatalf("temporary file %s left behind", e.Name())
		}
	}
}

func TestDefaultHonoursDataDir(t *testing.T) {
	d := t.TempDir()
	t.Setenv("KAMON_DATA_DIR", d)
	if err := Default().Save("autosave", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(filepath.Join(d, "autosave")); err != nil || string(got) != "x" {
		t.Fatalf("file = %q, %v", got, err)
	}
}
