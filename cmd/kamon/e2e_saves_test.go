package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
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
