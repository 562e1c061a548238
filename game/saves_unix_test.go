//go:build unix

package game_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"kamon/game"
	"kamon/game/storage"
)

// A pipe named as a save slot is not passed over in silence: the menu's
// listing sets it aside, unread, says why once, and never again.
func TestAPipeNamedAsASaveIsSetAsideAndSaidOnce(t *testing.T) {
	d := t.TempDir()
	key := "save-test-hidden-1"
	if err := syscall.Mkfifo(filepath.Join(d, key), 0o644); err != nil {
		t.Skipf("no pipes here: %v", err)
	}
	st := storage.NewDir(d)
	infos, aside, err := game.Saves(st)
	if err != nil || len(infos) != 0 || len(aside) != 1 {
		t.Fatalf("listed %+v, set aside %+v (%v)", infos, aside, err)
	}
	if a := aside[0]; a.Key != key || a.Err != nil || !strings.Contains(a.Reason.Error(), "cannot be read") {
		t.Fatalf("set aside %+v (%v)", a, a.Reason)
	}
	if _, err := os.Lstat(filepath.Join(d, key)); !os.IsNotExist(err) {
		t.Errorf("the pipe is still named %s: %v", key, err)
	}
	if _, aside, err := game.Saves(st); err != nil || len(aside) != 0 {
		t.Fatalf("reported a second time: %+v (%v)", aside, err)
	}
}
