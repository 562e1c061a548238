package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"kamon/game"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// What the desktop runs of the games share: the sizes, starting a match
// from the menu, running the app on a script and reading the autosave.

// gameSizes are the sizes every game's desktop run plays at.
var gameSizes = []struct {
	name string
	w, h int
}{
	{"phone", 390, 844},
	{"phone-landscape", 844, 390},
	{"tablet", 1024, 768},
	{"desktop", 1280, 800},
}

// runAtSizes builds the app and runs run at each of gameSizes.
func runAtSizes(t *testing.T, run func(t *testing.T, bin string, env []string, name string, w, h int)) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	bin := buildApp(t)
	env := displayEnv(t)
	for _, sz := range gameSizes {
		t.Run(sz.name, func(t *testing.T) { run(t, bin, env, sz.name, sz.w, sz.h) })
	}
}

// tableModeSizes are the sizes of a tablet lying flat, both ways round,
// where the table-mode runs play.
var tableModeSizes = []struct {
	name string
	w, h int
}{{"tablet", 1024, 768}, {"tablet-portrait", 768, 1024}}

// runTableMode builds the app and runs script ("{out}" standing for the
// run's out folder) at each of tableModeSizes with a fresh data folder,
// then check reads the run: its screenshots and states in out
// (out/desktop/<game>-table-<size>/, left to be looked at), its autosave
// in data, the screen w CSS px wide.
func runTableMode(t *testing.T, game, script string, check func(t *testing.T, out, data string, w float64)) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	bin := buildApp(t)
	env := displayEnv(t)
	for _, sz := range tableModeSizes {
		t.Run(sz.name, func(t *testing.T) {
			out := outDir(t, game+"-table-"+sz.name)
			data := t.TempDir()
			runScript(t, bin, env, strings.ReplaceAll(script, "{out}", out), data, sz.w, sz.h)
			check(t, out, data, float64(sz.w))
		})
	}
}

// startGame is the script that opens game's setup from the menu, runs
// setup (lines that set the seed, the seats, the options) and starts the
// match.
func startGame(game, setup string) string {
	return "wait 5\ntap game:" + game + "\nexpect-scene setup\n" + setup + "tap start\n"
}

// fixedSeats turns the setup's "shuffle seats" off where it is on by
// default (every game of more than two players, and Mana), so that the
// seats play in the order the script set them.
const fixedSeats = "tap shuffle\n"

// kind makes seat n a person ("human") or a bot of the given level, from
// the list the setup shows. The runs name the Random bot where a bot plays:
// the new seats' Normal bots would play other moves than the ones checked.
func kind(n int, level string) string {
	return "tap seat:" + strconv.Itoa(n) + ":kind\ntap kind:" + level + "\n"
}

// seedLines set the setup's seed to n: the shared deal is unfolded, the
// field emptied, then typed.
func seedLines(n int) string {
	return "tap shared-deal\ntap seed\n" + strings.Repeat("key Backspace\n", 24) + "type " + strconv.Itoa(n) + "\n"
}

// outDir is out/desktop/<name>, emptied: where a run leaves its
// screenshots and states to be looked at.
func outDir(t *testing.T, name string) string {
	t.Helper()
	out, err := filepath.Abs(filepath.Join("..", "..", "out", "desktop", name))
	if err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(out)
	return out
}

// runScript runs the app at w×h on script in English, with data as its
// data folder (seasoned), and fails t unless it ends cleanly.
func runScript(t *testing.T, bin string, env []string, script, data string, w, h int) {
	t.Helper()
	seasoned(t, data)
	scriptPath := filepath.Join(t.TempDir(), "script.txt")
	if err := os.WriteFile(scriptPath, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--size", fmt.Sprintf("%dx%d", w, h), "--script", scriptPath, "--data-dir", data)
	cmd.Env = append(env, "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=")
	if got, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the app failed (%v):\n%s", err, got)
	}
}

// seasoned makes data, unless it holds statistics already, the folder of
// a person who has finished a game of each kind: the runs play the
// tables, not a newcomer's first steps (no tutorial offered in the setup,
// no first-game hints), which the scenes' tests check.
func seasoned(t *testing.T, data string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(data, game.StatsKey)); !errors.Is(err, fs.ErrNotExist) {
		return
	}
	played := `{"played":1,"won":1,"levels":{"normal":{"played":1,"won":1}},"streak":1,"best_streak":1}`
	stats := `{"format":1,"games":{"mana":` + played + `,"shinobi":` + played + `,"peuple":` + played + `,"gosu":` + played + `}}`
	if err := os.WriteFile(filepath.Join(data, game.StatsKey), []byte(stats), 0o644); err != nil {
		t.Fatal(err)
	}
}

// savedMatch is what the tests read of an autosave.
type savedMatch struct {
	Game    string   `json:"game"`
	Actions []string `json:"actions"`
}

// readAutosave is the match the app autosaved in data.
func readAutosave(t *testing.T, data string) savedMatch {
	t.Helper()
	var match savedMatch
	if err := json.Unmarshal(autosaveFile(t, data), &match); err != nil {
		t.Fatal(err)
	}
	return match
}

// autosaveFile is the one unfinished game's save in data (its slot,
// "save-<game>-<n>").
func autosaveFile(t *testing.T, data string) []byte {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(data, "save-*-[0-9]*"))
	if len(names) != 1 {
		t.Fatalf("want one autosave, found %v", names)
	}
	saved, err := os.ReadFile(names[0])
	if err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	return saved
}
