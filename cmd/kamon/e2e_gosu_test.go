package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"kamon/scenes"
)

// The desktop run of Gosu X: Player 1 against a bot, seed 7. The bot
// drafts Justice; the human drafts Galmi and Phoenix with the buttons, the
// bot Xi'an and Goan Sul, the human Tomorrow. After the bot's first turn
// the human taps Bun To in the hand (row I lights, free) and then row I,
// then long-presses it to read its text and taps a tile to read them all.
// Screenshots stay in out/desktop/gosu-<size>/; the autosave holds the
// actions.
const gosuScript = `wait 5
tap game:gosu
expect-scene setup
tap seed
{clear}type 7
tap start
expect-scene table
wait 120
state {out}/draft.json
shot {out}/draft.png
tap choice:draft_galmi
wait 30
tap choice:draft_phoenix
wait 300
tap choice:draft_tomorrow
wait 400
state {out}/turn.json
shot {out}/turn.png
tap hand:galmi.bun-to#1
wait 5
state {out}/selected.json
shot {out}/selected.png
tap row:1
wait 400
state {out}/played.json
shot {out}/played.png
longpress army:galmi.bun-to#1
wait 5
shot {out}/detail.png
tap tile:justice
wait 5
tap tile:justice
wait 5
shot {out}/tiles.png
quit
`

func TestDesktopGosu(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	bin := buildApp(t)
	env := displayEnv(t)
	for _, sz := range peupleSizes {
		t.Run(sz.name, func(t *testing.T) { runGosu(t, bin, env, sz.name, sz.w, sz.h) })
	}
}

func runGosu(t *testing.T, bin string, env []string, name string, w, h int) {
	out, err := filepath.Abs(filepath.Join("..", "..", "out", "desktop", "gosu-"+name))
	if err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(out)
	data := t.TempDir()
	script := strings.NewReplacer("{out}", out, "{clear}", strings.Repeat("key Backspace\n", 24)).Replace(gosuScript)
	scriptPath := filepath.Join(t.TempDir(), "script.txt")
	if err := os.WriteFile(scriptPath, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--size", fmt.Sprintf("%dx%d", w, h), "--script", scriptPath, "--data-dir", data)
	cmd.Env = append(env, "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=")
	if got, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the app failed (%v):\n%s", err, got)
	}
	checkGosu(t, out, data)
}

func checkGosu(t *testing.T, out, data string) {
	draft, turn, selected, played := readState(t, out, "draft.json"), readState(t, out, "turn.json"),
		readState(t, out, "selected.json"), readState(t, out, "played.json")
	for _, st := range []scenes.AppState{draft, turn, selected, played} {
		if st.Scene != "table" {
			t.Fatalf("scene %q, want the Gosu table", st.Scene)
		}
		widget(t, st, "pile:1")
		widget(t, st, "pile:2")
		for r := 1; r <= 3; r++ {
			widget(t, st, fmt.Sprintf("row:%d", r))
		}
	}
	// The draft offers the clans left as buttons; the turn lists the hand.
	widget(t, draft, "choice:draft_galmi")
	widget(t, turn, "hand:galmi.bun-to#1")
	if p := widget(t, selected, "prompt"); !strings.Contains(p.Label, "Bun To") || !strings.Contains(p.Label, "row I: free") {
		t.Errorf("prompt with Bun To selected: %q", p.Label)
	}
	widget(t, selected, "cancel")
	widget(t, played, "army:galmi.bun-to#1")
	saved, err := os.ReadFile(filepath.Join(data, "autosave"))
	if err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	var match struct {
		Game    string   `json:"game"`
		Actions []string `json:"actions"`
	}
	if err := json.Unmarshal(saved, &match); err != nil {
		t.Fatal(err)
	}
	want := []string{"draft justice", "draft galmi", "draft phoenix"}
	if match.Game != "gosu" || len(match.Actions) < 9 || strings.Join(match.Actions[:3], "|") != strings.Join(want, "|") ||
		match.Actions[8] != "play galmi.bun-to#1" {
		t.Fatalf("the game went %s %q", match.Game, match.Actions)
	}
	for _, shot := range []string{"draft.png", "turn.png", "selected.png", "played.png", "detail.png", "tiles.png"} {
		if n := colours(readPNG(t, out, shot)); n < 200 {
			t.Errorf("%s has %d colours: blank or nearly", shot, n)
		}
	}
}
