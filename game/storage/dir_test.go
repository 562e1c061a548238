//go:build !js

package storage

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
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

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A value far over LoadMax's limit is refused from its size, unread, and
// set aside by a link: neither copies its 20 MB into memory.
func TestDirBigValueIsNeitherReadNorCopied(t *testing.T) {
	d := t.TempDir()
	st := NewDir(d)
	big := bytes.Repeat([]byte("x"), 20<<20)
	if err := os.WriteFile(filepath.Join(d, "save-x-1"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	var err error
	if n := allocated(func() { _, err = st.LoadMax("save-x-1", 4<<20) }); n > 64<<10 {
		t.Errorf("LoadMax of 20 MB allocated %d bytes", n)
	}
	if !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), "20971520") {
		t.Fatalf("LoadMax of 20 MB: %v", err)
	}
	var kept string
	if n := allocated(func() { kept, err = st.SetAside("save-x-1") }); n > 64<<10 {
		t.Errorf("SetAside of 20 MB allocated %d bytes", n)
	}
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(d, kept)); !bytes.Equal(got, big) {
		t.Fatalf("%s does not hold the 20 MB value", kept)
	}
	if w := Where(st, kept); !filepath.IsAbs(w) || w != filepath.Join(d, kept) {
		t.Fatalf("Where(%q) = %q, want the file's full path", kept, w)
	}
}

// ReadFileMax reads exactly the limit, and refuses one byte more.
func TestReadFileMax(t *testing.T) {
	name := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(name, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadFileMax(name, 5); err != nil || string(got) != "12345" {
		t.Fatalf("ReadFileMax at the limit: %q, %v", got, err)
	}
	if _, err := ReadFileMax(name, 4); !errors.Is(err, ErrTooBig) {
		t.Fatalf("ReadFileMax over the limit: %v", err)
	}
	if _, err := ReadFileMax(name+"-none", 4); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("ReadFileMax of nothing: %v", err)
	}
}

// CleanTemp removes temporary files older than TempMaxAge, and nothing else:
// not a fresh one (another Kamon may be writing it), not a key, not another
// dot file.
func TestCleanTemp(t *testing.T) {
	d := t.TempDir()
	st := NewDir(d)
	if err := st.Save("autosave", []byte("kept")); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-TempMaxAge - time.Second)
	files := map[string]time.Time{
		".autosave.tmp-123":   old,
		".save-x-1.tmp-9":     old,
		".autosave.tmp-fresh": time.Now(),
		".hidden":             old,
		".tmp-":               old,
		"notes.tmp-1":         old,
	}
	for name, mtime := range files {
		if err := os.WriteFile(filepath.Join(d, name), []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(d, name), mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	n, err := CleanTemp(st)
	if err != nil || n != 2 {
		t.Fatalf("CleanTemp = %d, %v; want 2 removed", n, err)
	}
	var left []string
	entries, _ := os.ReadDir(d)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	want := []string{".autosave.tmp-fresh", ".hidden", ".tmp-", "autosave", "notes.tmp-1"}
	if !slices.Equal(left, want) {
		t.Fatalf("left %v, want %v", left, want)
	}
	if n, err := CleanTemp(NewDir(filepath.Join(d, "none"))); n != 0 || err != nil {
		t.Fatalf("CleanTemp of a missing directory: %d, %v", n, err)
	}
	if n, err := CleanTemp(NewMemory()); n != 0 || err != nil {
		t.Fatalf("CleanTemp of memory: %d, %v", n, err)
	}
}
