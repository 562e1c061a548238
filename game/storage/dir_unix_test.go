//go:build unix

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A data folder Kamon did not write: a pipe, a link to a device that
// pours data for ever, a folder, each under a key Kamon reads by name, is
// refused at once without being opened, and can be set aside; a file far
// over the bound is refused from its size.
func TestDirReadsPlainFilesOnly(t *testing.T) {
	d := t.TempDir()
	st := NewDir(d)
	if err := syscall.Mkfifo(filepath.Join(d, "settings"), 0o644); err != nil {
		t.Skipf("no pipes here: %v", err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(d, "autosave")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(d, "last-finished"), 0o755); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(d, "save-x-1")
	if f, err := os.Create(big); err != nil {
		t.Fatal(err)
	} else if err := f.Truncate(1 << 30); err != nil { // a sparse GiB
		t.Fatal(err)
	} else {
		f.Close()
	}
	for key, want := range map[string]error{"settings": ErrNotFile, "autosave": ErrNotFile, "last-finished": ErrNotFile, "save-x-1": ErrTooBig} {
		done := make(chan error, 1)
		go func() { _, err := st.Load(key); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, want) {
				t.Errorf("Load(%s) = %v, want %v", key, err, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Load(%s) hangs", key)
		}
		if _, err := st.SetAside(key); err != nil {
			t.Errorf("SetAside(%s): %v", key, err)
		}
	}
	// What was set aside stays listed, but for the folder, and still
	// refused.
	keys, err := st.Keys("")
	if err != nil || len(keys) != 3 {
		t.Fatalf("after setting aside: %v, %v (the pipe's, the link's and the big file's copies)", keys, err)
	}
	for _, k := range keys {
		if _, err := st.Load(k); !errors.Is(err, ErrNotFile) && !errors.Is(err, ErrTooBig) {
			t.Errorf("Load(%s) = %v, want it refused", k, err)
		}
	}
}
