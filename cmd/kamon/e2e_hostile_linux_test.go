package main

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The real binary over a data folder it did not write: a pipe under each
// name it reads by name, settings that are a link to a device pouring
// zeros, settings of a sparse GiB. Each start reaches the menu and quits
// without hanging or swelling (a pipe opened by name would block for
// good; /dev/zero read whole grows half a GB a second), and sets the
// stranger under a name it reads aside, so the next start is clean; one
// in the place of a save is not listed (the saves are plain files), so
// never opened.
func TestDesktopHostileDataFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	bin := buildApp(t)
	env := displayEnv(t)
	const script = "wait 5\nexpect-scene menu\nquit\n"
	hostile := map[string]func(dir string) error{
		"pipe:settings":      func(d string) error { return syscall.Mkfifo(filepath.Join(d, "settings"), 0o644) },
		"pipe:autosave":      func(d string) error { return syscall.Mkfifo(filepath.Join(d, "autosave"), 0o644) },
		"pipe:last-finished": func(d string) error { return syscall.Mkfifo(filepath.Join(d, "last-finished"), 0o644) },
		"pipe:save-gosu-1":   func(d string) error { return syscall.Mkfifo(filepath.Join(d, "save-gosu-1"), 0o644) },
		"zero:settings":      func(d string) error { return os.Symlink("/dev/zero", filepath.Join(d, "settings")) },
		"GiB:settings": func(d string) error {
			f, err := os.Create(filepath.Join(d, "settings"))
			if err == nil {
				err = errors.Join(f.Truncate(1<<30), f.Close())
			}
			return err
		},
	}
	for name, make := range hostile {
		t.Run(name, func(t *testing.T) {
			data := t.TempDir()
			if err := make(data); err != nil {
				t.Skipf("cannot make it here: %v", err)
			}
			key := name[strings.Index(name, ":")+1:]
			scriptPath := filepath.Join(t.TempDir(), "script.txt")
			if err := os.WriteFile(scriptPath, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, "--size", "1280x800", "--script", scriptPath, "--data-dir", data)
			cmd.Env = append(env, "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=")
			start := time.Now()
			out, err := cmd.CombinedOutput()
			took := time.Since(start)
			if ctx.Err() != nil {
				t.Fatalf("the app hung over the hostile %s (stopped after %v):\n%s", key, took, out)
			}
			if err != nil {
				t.Fatalf("the app failed (%v):\n%s", err, out)
			}
			maxRSS := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10 // KiB on Linux
			t.Logf("%s: to the menu and out in %v, at most %d MB", name, took.Round(10*time.Millisecond), maxRSS>>20)
			if maxRSS > 300<<20 {
				t.Errorf("the app grew to %d MB over the hostile %s", maxRSS>>20, key)
			}
			if strings.HasPrefix(key, "save-") {
				return
			}
			if _, err := os.Lstat(filepath.Join(data, key)); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("%s is still under its name (%v): every start would meet it again", key, err)
			}
			if kept, _ := filepath.Glob(filepath.Join(data, key+".*")); len(kept) != 1 {
				t.Errorf("%s: kept as %v, want one", key, kept)
			}
		})
	}
}
