package main

import (
	"fmt"
	"strings"
	"testing"

	"kamon/scenes"
)

// The desktop run of Gosu X: Player 1 against a bot, seed 7. The bot
// drafts Justice; the human drafts Galmi and Phoenix with the buttons, the
// bot Xi'an and Goan Sul, the human Tomorrow. After the bot's first turn
// the human taps Bun To in the hand (row I lights, free) and then row I,
// then long-presses it to read its text and taps a tile to read them all;
// last, the game log from the in-game menu, scrolled to the newest line.
// Screenshots stay in out/desktop/gosu-<size>/; the autosave holds the
// actions.
var gosuScript = startGame("gosu", seedLines(7)) + `expect-scene table
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
tap menu
expect-scene ingame
tap log
expect-scene gamelog
wait 5
state {out}/log.json
shot {out}/log.png
tap back
expect-scene ingame
quit
`

func TestDesktopGosu(t *testing.T) { runAtSizes(t, runGosu) }

func runGosu(t *testing.T, bin string, env []string, name string, w, h int) {
	out, data := outDir(t, "gosu-"+name), t.TempDir()
	runScript(t, bin, env, strings.ReplaceAll(gosuScript, "{out}", out), data, w, h)
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
	match := readAutosave(t, data)
	want := []string{"draft justice", "draft galmi", "draft phoenix"}
	if match.Game != "gosu" || len(match.Actions) < 9 || strings.Join(match.Actions[:3], "|") != strings.Join(want, "|") ||
		match.Actions[8] != "play galmi.bun-to#1" {
		t.Fatalf("the game went %s %q", match.Game, match.Actions)
	}
	// The game log lists the match from the first draft, its newest line
	// (the bot's play after Bun To) in sight.
	log := readState(t, out, "log.json")
	if log.Scene != "gamelog" {
		t.Fatalf("scene %q, want the game log", log.Scene)
	}
	widget(t, log, "back")
	var lines []string
	for _, w := range log.Widgets {
		if strings.HasPrefix(w.ID, "line:") {
			lines = append(lines, w.Label)
		}
	}
	if len(lines) == 0 {
		t.Fatal("the game log shows no line")
	}
	if !strings.Contains(strings.Join(lines, "\n"), "Bun To") {
		t.Errorf("the log's newest lines %q do not tell of Bun To", lines)
	}
	for _, shot := range []string{"draft.png", "turn.png", "selected.png", "played.png", "detail.png", "tiles.png", "log.png"} {
		if n := colours(readPNG(t, out, shot)); n < 200 {
			t.Errorf("%s has %d colours: blank or nearly", shot, n)
		}
	}
}
