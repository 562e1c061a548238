package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"kamon/game"
	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/rulestest"
	"kamon/rules/tally"
)

// Test bots for tally: "easy" plays the first legal action and notes which
// seat it played; "normal" always answers an illegal action.
var easySeats []rules.Player

type firstBot struct{ a rules.Action }

func (b *firstBot) Start(v rules.State, me rules.Player) {
	easySeats = append(easySeats, me)
	b.a = v.Legal(nil)[0]
}
func (b *firstBot) Step(time.Duration) (rules.Action, bool) { return b.a, true }

type cheatBot struct{}

func (cheatBot) Start(rules.State, rules.Player)         {}
func (cheatBot) Step(time.Duration) (rules.Action, bool) { return 99, true }

func init() {
	bot.Register(tally.ID, "easy", func(uint64, bot.Limits) bot.Bot { return &firstBot{} })
	bot.Register(tally.ID, "normal", func(uint64, bot.Limits) bot.Bot { return cheatBot{} })
}

func runCLI(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

// pinnedTranscript is the sha256 of 20 random 3-player tally games from seed
// 1. It must be the same natively and under js/wasm: if it changes, games
// are no longer reproducible (or the rules, the RNG or the seeding changed).
const pinnedTranscript = "e866718fd672f8496c616fc326046d1f0bc08c4b09b8a7f47eebbfe70aede006"

func TestSelfplayJSON(t *testing.T) {
	code, out, errs := runCLI("selfplay", "--game", "tally", "--games", "20", "--seed", "1", "--players", "3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var res map[string]any
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	for _, k := range []string{"games", "errors", "draws", "wins_by_level", "wins_by_seat", "average_plies", "transcript_sha256"} {
		if _, ok := res[k]; !ok {
			t.Errorf("no key %q in %s", k, out)
		}
	}
	if res["games"] != 20.0 || res["errors"] != 0.0 {
		t.Fatalf("games %v, errors %v", res["games"], res["errors"])
	}
	wins := res["wins_by_level"].(map[string]any)["random"].(float64)
	if draws := res["draws"].(float64); wins+draws < 20 {
		t.Fatalf("%v wins and %v draws in 20 games", wins, draws)
	}
	if got := res["transcript_sha256"]; got != pinnedTranscript {
		t.Fatalf("transcript sha256 = %v, pinned %s", got, pinnedTranscript)
	}
	// The human summary tells the same story.
	code, out, _ = runCLI("selfplay", "--game", "tally", "--games", "20", "--seed", "1", "--players", "3")
	if code != 0 || !strings.Contains(out, "20 games") || !strings.Contains(out, pinnedTranscript) || !strings.Contains(out, "errors: 0") {
		t.Fatalf("summary (exit %d):\n%s", code, out)
	}
}

// Seats rotate: the level listed first plays seat 1, then seat 2, ...
func TestSelfplayRotatesSeats(t *testing.T) {
	easySeats = nil
	code, _, errs := runCLI("selfplay", "--game", "tally", "--games", "3", "--seats", "easy,random,random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var seen []rules.Player
	for _, p := range easySeats {
		if len(seen) == 0 || seen[len(seen)-1] != p {
			seen = append(seen, p)
		}
	}
	// Game i seats level j at (j - i) mod 3: easy (j=0) plays seats 0, 2, 1.
	if len(seen) != 3 || seen[0] != 0 || seen[1] != 2 || seen[2] != 1 {
		t.Fatalf("the easy bot played seats %v, want 0 then 2 then 1", seen)
	}
}

func TestSelfplayCountsBotErrors(t *testing.T) {
	code, out, errs := runCLI("selfplay", "--game", "tally", "--games", "4", "--seats", "normal,random", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var res selfplayResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Errors != 4 || len(res.ErrorTexts) != 4 || !strings.Contains(res.ErrorTexts[0], "the normal bot of seat") {
		t.Fatalf("errors %d: %v", res.Errors, res.ErrorTexts)
	}
}

func TestCommandLineErrors(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"selfplay", "--game", "chess"}, 1, `unknown game "chess"`},
		{[]string{"selfplay", "--game", "tally", "--seats", "random,hard"}, 1, `has no "hard" bot in this build`},
		{[]string{"selfplay", "--game", "tally", "--players", "7"}, 1, "2 to 4 players, not 7"},
		{[]string{"selfplay", "--game", "tally", "--seats", "random,genius"}, 2, `unknown bot level "genius"`},
		{[]string{"selfplay", "--game", "tally", "--games", "ten"}, 2, `invalid value "ten" for flag -games`},
		{[]string{"selfplay", "--game", "tally", "--games", "0"}, 2, "--games must be at least 1"},
		{[]string{"selfplay", "--game", "tally", "--seed", "-1"}, 2, `invalid value "-1" for flag -seed`},
		{[]string{"selfplay", "--game", "tally", "--players", "3", "--seats", "random,easy"}, 2, "2 levels for 3 players"},
		{[]string{"selfplay", "--game", "tally", "--colour", "red"}, 2, "flag provided but not defined: -colour"},
		{[]string{"selfplay"}, 2, "--game is required"},
		{[]string{"selfplay", "--game", "tally", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"bench", "--game", "tally", "--seconds", "-2"}, 2, "--seconds must be from 0.01 to 86400, not -2"},
		{[]string{"bench", "--game", "tally", "--players", "-1"}, 2, "--players must not be negative"},
		{[]string{"serve", "--dir", "x", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"bench"}, 2, "--game is required"},
		{[]string{"bench", "--game", "tally", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"replay"}, 2, "want exactly one save file"},
		{[]string{"replay", filepath.Join(os.TempDir(), "kamon-no-such-file")}, 1, filepath.Join(os.TempDir(), "kamon-no-such-file") + ": no such file"},
		{[]string{"games", "x"}, 2, "games takes no arguments"},
		{[]string{"dance"}, 2, `unknown command "dance"`},
	}
	for _, c := range cases {
		code, _, errs := runCLI(c.args...)
		// The system's words for a missing file differ in case: Linux's
		// "no such file", Node's "No such file" under js/wasm.
		if code != c.code || !strings.Contains(strings.ToLower(errs), strings.ToLower(c.want)) {
			t.Errorf("%v: exit %d, %q; want exit %d with %q", c.args, code, errs, c.code, c.want)
		}
	}
}

func TestHelpAndGames(t *testing.T) {
	code, out, _ := runCLI("help")
	for _, c := range []string{"selfplay", "bench", "replay", "games", "serve"} {
		if code != 0 || !strings.Contains(out, "  "+c) {
			t.Fatalf("help (exit %d) does not list %s:\n%s", code, c, out)
		}
	}
	if code, out, _ := runCLI("games"); code != 0 || !strings.Contains(out, "tally") || !strings.Contains(out, "2-4 players") {
		t.Fatalf("games (exit %d):\n%s", code, out)
	}
	if code, out, _ := runCLI("selfplay", "-h"); code != 0 || !strings.Contains(out, "-seats") {
		t.Fatalf("selfplay -h (exit %d):\n%s", code, out)
	}
}

func TestBench(t *testing.T) {
	code, out, errs := runCLI("bench", "--game", "tally", "--seconds", "0.05")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || !regexp.MustCompile(`^[0-9]+ plies/s$`).MatchString(lines[len(lines)-1]) {
		t.Fatalf("bench (exit %d, %s):\n%s", code, errs, out)
	}
}

func TestReplay(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 9}, []game.Seat{{Name: "Ann", Bot: "random"}, {Name: "Bob", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Outcome().Over {
		if _, _, err := m.Think(0); err != nil {
			t.Fatal(err)
		}
	}
	data := rulestest.Marshal(t, m)
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("replay", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	h := m.History()
	first := h[0]
	wantFirst := "   1. P" + string(rune('1'+first.Player)) + " " + m.Seats[first.Player].Name + ": " + first.Action
	if !strings.Contains(out, wantFirst) || !strings.Contains(out, "draws a card") || strings.Contains(out, " draws 1") {
		t.Fatalf("replay output lacks %q, or shows a private draw:\n%s", wantFirst, out)
	}
	if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 1+2+len(h)+1 ||
		!strings.HasPrefix(lines[len(lines)-1], "winner:") && !strings.HasPrefix(lines[len(lines)-1], "draw") {
		t.Fatalf("replay output has %d lines for %d plies:\n%s", len(lines), len(h), out)
	}
	if _, out, _ := runCLI("replay", "--reveal", file); !regexp.MustCompile(`P[12] draws [1-9]`).MatchString(out) {
		t.Fatalf("--reveal does not show the draws:\n%s", out)
	}

	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, data[:len(data)-20], 0o644)
	code, _, errs = runCLI("replay", bad)
	if code != 1 || !strings.Contains(errs, "bad.json: the save is truncated") {
		t.Fatalf("truncated save: exit %d, %s", code, errs)
	}
}

// --seconds takes a number of seconds a run can measure: NaN, infinities, negative, zero and
// tiny values (which would round to no time at all) are refused with the range.
func TestBenchSecondsRange(t *testing.T) {
	for _, v := range []string{"NaN", "nan", "Inf", "+Inf", "-Inf", "-1", "0", "1e-300", "0.009", "86401", "1e300"} {
		code, out, errs := runCLI("bench", "--game", "tally", "--seconds", v)
		if code != 2 || out != "" || !strings.Contains(errs, "--seconds must be from 0.01 to 86400, not ") {
			t.Errorf("--seconds %s: exit %d, stdout %q, stderr %q; want exit 2 and the range", v, code, out, errs)
		}
	}
	if err := checkSeconds(0.01); err != nil {
		t.Errorf("0.01 s refused: %v", err)
	}
}

// A mistake in the flags of any command prints one message and one usage line, on stderr, and
// exits 2: never the flag package's own list as well.
func TestBadFlagsPrintOneUsage(t *testing.T) {
	for _, args := range [][]string{
		{"selfplay", "--nope"}, {"bench", "--nope"}, {"replay", "--nope"}, {"serve", "--nope"},
		{"serve", "--addr"}, {"bench", "--game", "tally", "--seconds", "soon"},
	} {
		code, out, errs := runCLI(args...)
		if code != 2 || out != "" || strings.Count(errs, "usage: kamon-cli "+args[0]) != 1 ||
			strings.Contains(errs, "Usage of") || strings.Count(errs, "\n") != 2 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2, one error line and one usage line", args, code, out, errs)
		}
	}
	// -h is no mistake: the flags go to stdout.
	if code, out, errs := runCLI("serve", "-h"); code != 0 || !strings.Contains(out, "-addr") || errs != "" {
		t.Errorf("serve -h: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestPrintable(t *testing.T) {
	cases := map[string]string{
		"Ann":               "Ann",
		"Élodie, Мария":     "Élodie, Мария",
		"\x1b":              `\x1b`,
		`back\slash`:        `back\\slash`,
		"\x1b]0;owned\x07":  `\x1b]0;owned\x07`,
		"two\nlines\r":      `two\x0alines\x0d`,
		"tab\there":         `tab\x09here`,
		"\u202eevil":        `\u202eevil`,
		"zero\u200bwidth":   `zero\u200bwidth`,
		"c1 \u009b control": `c1 \u009b control`,
		"bad \xff byte":     `bad \xff byte`,
		"real \ufffd stays": "real \ufffd stays",
		"del \x7f":          `del \x7f`,
	}
	for in, want := range cases {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// replay reads a save, which anyone may have written: one whose names hold control or
// direction characters is refused, and the refusal reaches the terminal escaped, never raw.
func TestReplayEscapesSaveTexts(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 3}, []game.Seat{{Name: "Ann", Bot: "random"}, {Name: "Bob", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Outcome().Over {
		if _, _, err := m.Think(0); err != nil {
			t.Fatal(err)
		}
	}
	data := rulestest.Marshal(t, m)
	evil, err := json.Marshal("Ann\x1b[2J\u202e\nP2")
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.Replace(data, []byte(`"name":"Ann"`), append([]byte(`"name":`), evil...), 1)
	file := filepath.Join(t.TempDir(), "evil.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("replay", "--reveal", file)
	if code != 1 || !strings.Contains(errs, "control or direction characters") {
		t.Fatalf("exit %d, %q: want the save refused for its name", code, errs)
	}
	for _, r := range out + errs {
		if r != '\n' && (r < ' ' || r == 0x7f || r == 0x202e) {
			t.Fatalf("replay printed the control character %U raw:\n%q", r, out+errs)
		}
	}
}
