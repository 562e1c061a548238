package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/tally"
	"kamon/scenes"
)

// badSavesScript starts on the menu over the bad saves, keeps what it says,
// dismisses it, scrolls to Tally, starts a new game of it next to the
// unfinished one, and goes back to the menu to see both listed.
const badSavesScript = `wait 5
expect-scene menu
wait 5
state {out}/menu.json
shot {out}/menu.png
tap set-aside:ok
press 640 600
move 640 400
move 640 150
release
wait 5
tap game:tally
expect-scene ask
tap unfinished:new
expect-scene setup
tap shuffle
tap start
expect-scene table
wait 30
key Escape
expect-scene ingame
tap quit
expect-scene menu
wait 5
state {out}/after.json
shot {out}/after.png
quit
`

// The real binary over every kind of save it cannot load: each is set
// aside at start-up, kept byte for byte where the menu's note says, and
// the note says it; an unfinished game of the same game stays listed when
// a new one is started.
func TestDesktopBadSaves(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	valid := tallySave(t, nil)
	bad := map[string][]byte{
		"save-tally-1": tallySave(t, func(j map[string]any) { j["format"] = 2 }),                    // a newer format
		"save-tally-2": valid[:len(valid)/2],                                                        // truncated
		"save-tally-3": bytes.Replace(valid, []byte(`"seats":`), []byte(`"seats";`), 1),             // corrupt
		"save-tally-4": []byte("PK\x03\x04 a zip file, not a save\x00\xff"),                         // not JSON
		"save-tally-5": append(bytes.Clone(valid), bytes.Repeat([]byte(" "), game.MaxSaveBytes)...), // too big
		"save-chess-1": tallySave(t, func(j map[string]any) { j["game"] = "chess" }),                // unknown game
	}
	bin := buildApp(t)
	env := displayEnv(t)
	data := t.TempDir()
	for key, b := range bad {
		if err := os.WriteFile(filepath.Join(data, key), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	unfinished := filepath.Join(data, "save-tally-9")
	if err := os.WriteFile(unfinished, valid, 0o644); err != nil {
		t.Fatal(err)
	}
	out := outDir(t, "bad-saves")
	runScript(t, bin, env, strings.ReplaceAll(badSavesScript, "{out}", out), data, 1280, 800)

	note, ok := stateWidget(t, filepath.Join(out, "menu.json"), "set-aside")
	if !ok {
		t.Fatal("the menu did not tell of the saves it set aside")
	}
	for key, b := range bad {
		if _, err := os.Stat(filepath.Join(data, key)); !os.IsNotExist(err) {
			t.Errorf("%s is still where it was (%v): it would be offered again", key, err)
		}
		kept, _ := filepath.Glob(filepath.Join(data, key+".*"))
		if len(kept) != 1 {
			t.Errorf("%s: kept as %v, want one copy", key, kept)
			continue
		}
		got, err := os.ReadFile(kept[0])
		if err != nil || !bytes.Equal(got, b) {
			t.Errorf("%s: the copy kept differs from the bad save (%d bytes, want %d; %v)", key, len(got), len(b), err)
		}
		if !strings.Contains(note.Label, kept[0]) {
			t.Errorf("%s: the note does not say where it was kept (%s):\n%s", key, kept[0], note.Label)
		}
	}
	if got, err := os.ReadFile(unfinished); err != nil || !bytes.Equal(got, valid) {
		t.Errorf("the unfinished game's save changed (%v)", err)
	}
	for _, id := range []string{"continue:1", "continue:2"} {
		if _, ok := stateWidget(t, filepath.Join(out, "after.json"), id); !ok {
			t.Errorf("%s is not listed after the new game: both unfinished games should be", id)
		}
	}
	if _, ok := stateWidget(t, filepath.Join(out, "after.json"), "continue:3"); ok {
		t.Error("a third game is listed: a bad save came back")
	}
}

// tallySave is a valid save of an unfinished Tally game, changed by edit
// (on its JSON) when edit is not nil.
func tallySave(t *testing.T, edit func(map[string]any)) []byte {
	t.Helper()
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 3}, []game.Seat{{Name: "Ann"}, {Name: "Bo", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	m.SetClock(func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) })
	data, err := m.MarshalJSON()
	if err != nil || edit == nil {
		return data
	}
	var j map[string]any
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	edit(j)
	if data, err = json.Marshal(j); err != nil {
		t.Fatal(err)
	}
	return data
}

// stateWidget finds widget id in a state file the script wrote.
func stateWidget(t *testing.T, path, id string) (scenes.StateWidget, bool) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var st scenes.AppState
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	for _, w := range st.Widgets {
		if w.ID == id {
			return w, true
		}
	}
	return scenes.StateWidget{}, false
}

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
