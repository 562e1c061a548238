package script

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
)

func TestParse(t *testing.T) {
	src := `# open settings
wait 5
tap settings
tap 120 40.5
press 10 10
move 30 10
release
longpress game:tally
key Escape
key ctrl+shift+z
type Alice B.
shot out/menu.png
state out/menu.json
expect-scene settings
expect-label lang:fr Français
size 390 844
quit
`
	s, err := Parse("t.txt", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	kinds := []stepKind{stepWait, stepTap, stepTapAt, stepPress, stepMove, stepRelease, stepLongPress,
		stepKey, stepKey, stepType, stepShot, stepState, stepExpectScene, stepExpectLabel, stepSize, stepQuit}
	if len(s.steps) != len(kinds) {
		t.Fatalf("%d steps, want %d", len(s.steps), len(kinds))
	}
	for i, k := range kinds {
		if s.steps[i].Kind != k {
			t.Errorf("step %d kind %d, want %d", i, s.steps[i].Kind, k)
		}
	}
	if st := s.steps[0]; st.N != 5 || st.Line != 2 {
		t.Errorf("wait: %+v", st)
	}
	if st := s.steps[2]; st.X != 120 || st.Y != 40.5 {
		t.Errorf("tap at: %+v", st)
	}
	if st := s.steps[8]; st.Key != ebiten.KeyZ || !st.Ctrl || !st.Shift {
		t.Errorf("key ctrl+shift+z: %+v", st)
	}
	if st := s.steps[7]; st.Key != ebiten.KeyEscape || st.Ctrl {
		t.Errorf("key Escape: %+v", st)
	}
	if s.steps[9].Text != "Alice B." || s.steps[13].ID != "lang:fr" || s.steps[13].Text != "Français" {
		t.Errorf("texts: %+v %+v", s.steps[9], s.steps[13])
	}
}

func TestParseScriptErrorsNameTheLine(t *testing.T) {
	for src, want := range map[string]string{
		"wait\n":                "t:1: wait: wants 1 numbers",
		"\n\nwait x\n":          `t:3: wait: "x" is not a number`,
		"fly away\n":            `t:1: unknown step "fly"`,
		"tap 1 2 3\n":           "t:1: tap: wants a widget id or X Y",
		"key ctrl+\n":           "t:1: key: no key",
		"key hyper+a\n":         `unknown modifier "hyper"`,
		"key Flux\n":            `unknown key "Flux"`,
		"shot out/a.jpg\n":      "wants one PATH.png",
		"size 10 10\n":          "at least 100×100",
		"expect-label only\n":   "wants an id and a text",
		"release now\n":         "takes nothing",
		"type\n":                "wants some text",
		"press -1 5\n":          `"-1" is not a number ≥ 0`,
		"longpress a b\n":       "wants one name",
		"expect-scene\n":        "wants one name",
		"# fine\nquit please\n": "t:2: quit: takes nothing",
	} {
		_, err := Parse("t", strings.NewReader(src))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to contain %q", src, err, want)
		}
	}
}

func TestParseKey(t *testing.T) {
	for in, want := range map[string]ebiten.Key{
		"Escape": ebiten.KeyEscape, "escape": ebiten.KeyEscape, "F1": ebiten.KeyF1,
		"Enter": ebiten.KeyEnter, "z": ebiten.KeyZ, "Backspace": ebiten.KeyBackspace,
	} {
		k, _, _, err := ui.ParseKey(in)
		if err != nil || k != want {
			t.Errorf("ParseKey(%q) = %v, %v; want %v", in, k, err, want)
		}
	}
}
