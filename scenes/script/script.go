// Package script plays test scripts in Kamon's app: a line-based script
// the app plays instead of reading the devices (cmd/kamon --script FILE),
// and the frame benchmark (--bench-frames N). Only the desktop build and
// the tests import it: the browser bundle carries neither.
package script

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
)

// A script has one step per line; '#' starts a comment. Coordinates are window pixels (CSS pixels in a browser), not
// physical ones.
//
//	wait N                frames
//	tap ID | tap X Y      press and release on a widget's centre or a point
//	press X Y, move X Y, release
//	longpress ID          hold on a widget past the long-press time
//	key NAME              Escape, F1, Enter, Backspace, ctrl+z, ctrl+shift+z...
//	type TEXT             characters, as typed (the rest of the line)
//	shot PATH.png         the screen as a PNG (physical pixels)
//	state PATH.json       the app's state (App.State) as JSON
//	expect-scene NAME     fail unless the top scene is NAME
//	expect-label ID TEXT  fail unless widget ID shows TEXT
//	size W H              resize the window
//	quit                  end (the end of the script also ends)
//
// Steps wait for a fade to finish and the new scene to update, and steps
// that look for a widget or check something retry for up to a second before
// they fail. A failure stops the app with an error naming the line.

// stepKind is the verb of a script line.
type stepKind uint8

// Script verbs.
const (
	stepWait stepKind = iota
	stepTap
	stepTapAt
	stepPress
	stepMove
	stepRelease
	stepLongPress
	stepKey
	stepType
	stepShot
	stepState
	stepExpectScene
	stepExpectLabel
	stepSize
	stepQuit
)

// step is one parsed script line.
type step struct {
	Kind        stepKind
	Line        int
	N           int     // wait frames
	ID          string  // widget id
	X, Y        float64 // window pixels; size: width and height
	Text        string  // type, shot path, expected scene or label
	Key         ebiten.Key
	Ctrl, Shift bool
}

// Script is a parsed test script.
type Script struct {
	name  string
	steps []step
}

// retryFrames is how long a step looks for a widget or a state.
const retryFrames = 60

// Parse reads a script; an error names the line and what is wrong.
func Parse(name string, r io.Reader) (*Script, error) {
	sc := bufio.NewScanner(r)
	s := &Script{name: name}
	line := 0
	for sc.Scan() {
		line++
		raw := strings.TrimSpace(sc.Text())
		if raw == "" || strings.HasPrefix(raw, "#") {
			continue
		}
		verb, rest, _ := strings.Cut(raw, " ")
		parse, ok := stepParsers[verb]
		if !ok {
			return nil, fmt.Errorf("%s:%d: unknown step %q", name, line, verb)
		}
		rest = strings.TrimSpace(rest)
		l := scriptLine{name: name, line: line, verb: verb, rest: rest, args: strings.Fields(rest)}
		st := step{Line: line}
		if err := parse(&l, &st); err != nil {
			return nil, err
		}
		s.steps = append(s.steps, st)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

// scriptLine is a script line being parsed: its verb, the rest of the
// line and the rest's words.
type scriptLine struct {
	name       string
	line       int
	verb, rest string
	args       []string
}

// bad is an error naming the line and its verb.
func (l *scriptLine) bad(format string, a ...any) error {
	return fmt.Errorf("%s:%d: %s: %s", l.name, l.line, l.verb, fmt.Sprintf(format, a...))
}

// nums reads the line's n arguments as numbers ≥ 0.
func (l *scriptLine) nums(n int) ([]float64, error) {
	if len(l.args) != n {
		return nil, l.bad("wants %d numbers, got %q", n, l.rest)
	}
	out := make([]float64, n)
	for i, a := range l.args {
		v, err := strconv.ParseFloat(a, 64)
		if err != nil || v < 0 || math.IsInf(v, 0) {
			return nil, l.bad("%q is not a number ≥ 0", a)
		}
		out[i] = v
	}
	return out, nil
}

// stepParsers reads the line of each verb into its step.
var stepParsers = map[string]func(l *scriptLine, st *step) error{
	"wait":         parseWait,
	"tap":          parseTap,
	"press":        parsePoint(stepPress),
	"move":         parsePoint(stepMove),
	"release":      parseBare(stepRelease),
	"quit":         parseBare(stepQuit),
	"longpress":    parseName(stepLongPress),
	"expect-scene": parseName(stepExpectScene),
	"key":          parseKeyStep,
	"type":         parseType,
	"shot":         parsePath(stepShot, ".png"),
	"state":        parsePath(stepState, ".json"),
	"expect-label": parseExpectLabel,
	"size":         parseSize,
}

func parseWait(l *scriptLine, st *step) error {
	v, err := l.nums(1)
	if err != nil {
		return err
	}
	st.Kind, st.N = stepWait, int(v[0])
	return nil
}

// parseTap reads a tap on a widget, by its id, or at a point.
func parseTap(l *scriptLine, st *step) error {
	if len(l.args) == 1 {
		st.Kind, st.ID = stepTap, l.args[0]
		return nil
	}
	v, err := l.nums(2)
	if err != nil {
		return l.bad("wants a widget id or X Y, got %q", l.rest)
	}
	st.Kind, st.X, st.Y = stepTapAt, v[0], v[1]
	return nil
}

// parsePoint reads a step of kind k at a point.
func parsePoint(k stepKind) func(*scriptLine, *step) error {
	return func(l *scriptLine, st *step) error {
		v, err := l.nums(2)
		if err != nil {
			return err
		}
		st.Kind, st.X, st.Y = k, v[0], v[1]
		return nil
	}
}

// parseBare reads a step of kind k that takes nothing.
func parseBare(k stepKind) func(*scriptLine, *step) error {
	return func(l *scriptLine, st *step) error {
		if len(l.args) != 0 {
			return l.bad("takes nothing, got %q", l.rest)
		}
		st.Kind = k
		return nil
	}
}

// parseName reads a step of kind k that takes one name: a widget's id, or
// a scene's.
func parseName(k stepKind) func(*scriptLine, *step) error {
	return func(l *scriptLine, st *step) error {
		if len(l.args) != 1 {
			return l.bad("wants one name, got %q", l.rest)
		}
		st.Kind, st.ID, st.Text = k, l.args[0], l.args[0]
		return nil
	}
}

func parseKeyStep(l *scriptLine, st *step) error {
	if len(l.args) != 1 {
		return l.bad("wants one key, got %q", l.rest)
	}
	k, ctrl, shift, err := ui.ParseKey(l.args[0])
	if err != nil {
		return l.bad("%v", err)
	}
	st.Kind, st.Key, st.Ctrl, st.Shift = stepKey, k, ctrl, shift
	return nil
}

func parseType(l *scriptLine, st *step) error {
	if l.rest == "" {
		return l.bad("wants some text")
	}
	st.Kind, st.Text = stepType, l.rest
	return nil
}

// parsePath reads a step of kind k that writes one file named with ext.
func parsePath(k stepKind, ext string) func(*scriptLine, *step) error {
	return func(l *scriptLine, st *step) error {
		if len(l.args) != 1 || !strings.HasSuffix(l.args[0], ext) {
			return l.bad("wants one PATH%s, got %q", ext, l.rest)
		}
		st.Kind, st.Text = k, l.args[0]
		return nil
	}
}

func parseExpectLabel(l *scriptLine, st *step) error {
	id, want, ok := strings.Cut(l.rest, " ")
	if !ok || id == "" {
		return l.bad("wants an id and a text, got %q", l.rest)
	}
	st.Kind, st.ID, st.Text = stepExpectLabel, id, strings.TrimSpace(want)
	return nil
}

func parseSize(l *scriptLine, st *step) error {
	v, err := l.nums(2)
	if err != nil {
		return err
	}
	if v[0] < 100 || v[1] < 100 {
		return l.bad("a window is at least 100×100, got %q", l.rest)
	}
	st.Kind, st.X, st.Y = stepSize, v[0], v[1]
	return nil
}

// Load parses the script in a file.
func Load(path string) (*Script, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(path, f)
}

// App is what a script and the benchmark ask of the app (scenes.App): the
// input it injects, the scenes and widgets it reads, the screen, and the
// way out.
type App interface {
	Input() *ui.Input
	// Steady reports no fade under way and the top scene updated once.
	Steady() bool
	Top() ui.Scene
	Widget(id string) (ui.WidgetInfo, bool)
	Widgets() []ui.WidgetInfo
	// Screen is the screen in physical px, the device scale and the UI zoom.
	Screen() (w, h, scale, zoom float64)
	// StateJSON is the app's state as the browser build publishes it.
	StateJSON() ([]byte, error)
	Quit()
}

// Runner plays a script in app, one frame at a time: a scenes.Hook.
type Runner struct {
	app      App
	script   *Script
	i        int // current step
	frames   int // frames spent on the current step
	held     int // frames a tap or long press has held the pointer down
	shot     string
	shotWait int   // frames waited for the screenshot's Draw
	err      error // from the last screenshot
}

// New plays s in app from its next frame (scenes.App.AddHook).
func New(app App, s *Script) *Runner { return &Runner{app: app, script: s} }

func (h *Runner) ForceDraw() bool { return h.shot != "" }
func (h *Runner) Scripted() bool  { return true }
func (h *Runner) AfterUpdate()    {}
func (h *Runner) BeforeDraw()     {}

// BeforeUpdate sets the input the frame sees.
func (h *Runner) BeforeUpdate() error {
	a := h.app
	if h.err != nil {
		return h.fail(h.err.Error())
	}
	if h.shot != "" {
		// Taken by the next Draw; Ebitengine skips Draw while the window
		// is hidden, so do not wait forever.
		if h.shotWait++; h.shotWait > retryFrames {
			return h.fail("no frame was drawn for the screenshot (is the window hidden?)")
		}
		return nil
	}
	h.shotWait = 0
	in := a.Input().Injection()
	for h.i < len(h.script.steps) {
		st := &h.script.steps[h.i]
		if !a.Steady() && st.Kind != stepWait {
			return nil
		}
		done, err := h.run(a, st, in)
		if err != nil {
			return h.fail(err.Error())
		}
		if !done {
			h.frames++
			return nil
		}
		h.i++
		h.frames, h.held = 0, 0
		if st.Kind != stepExpectScene && st.Kind != stepExpectLabel {
			return nil // one action per frame: the app reacts before the next
		}
	}
	a.Quit()
	return nil
}

// run does (part of) one step; done means go on with the next step.
func (h *Runner) run(a App, st *step, in *ui.Injected) (done bool, err error) {
	w, hgt, scale, _ := a.Screen()
	switch st.Kind {
	case stepWait:
		return h.frames >= st.N, nil
	case stepTap, stepLongPress:
		if h.held == 0 {
			w, ok := a.Widget(st.ID)
			if !ok || !w.Enabled {
				return false, h.retry(a, fmt.Sprintf("no enabled widget %q", st.ID))
			}
			in.X, in.Y = w.Rect.Center()
			in.Down = true
			h.held = 1
			return false, nil
		}
		hold := 1
		if st.Kind == stepLongPress {
			hold = int(math.Ceil(ui.LongPressSeconds*float64(ebiten.TPS()))) + 2
		}
		if h.held < hold {
			h.held++
			return false, nil
		}
		in.Down = false
		return true, nil
	case stepTapAt:
		if h.frames == 0 {
			in.X, in.Y, in.Down = st.X*scale, st.Y*scale, true
			return false, nil
		}
		in.Down = false
		return true, nil
	case stepPress, stepMove:
		in.X, in.Y = st.X*scale, st.Y*scale
		in.Down = in.Down || st.Kind == stepPress
		return true, nil
	case stepRelease:
		in.Down = false
		return true, nil
	case stepKey:
		in.Keys = append(in.Keys, st.Key)
		in.Ctrl, in.Shift = st.Ctrl, st.Shift
		return true, nil
	case stepType:
		in.Chars = append(in.Chars, []rune(st.Text)...)
		return true, nil
	case stepShot:
		h.shot = st.Text
		return true, nil
	case stepState:
		if h.frames == 0 {
			// The widgets listed now were registered before the last
			// step's input was handled: let one Update list them anew.
			return false, nil
		}
		data, err := a.StateJSON()
		if err == nil {
			err = writeFile(st.Text, data)
		}
		return err == nil, err
	case stepExpectScene:
		if name := a.Top().Name(); name != st.Text {
			return false, h.retry(a, fmt.Sprintf("the scene is %q", name))
		}
		return true, nil
	case stepExpectLabel:
		w, ok := a.Widget(st.ID)
		if !ok || w.Label != st.Text {
			got := "no such widget"
			if ok {
				got = fmt.Sprintf("it shows %q", w.Label)
			}
			return false, h.retry(a, got)
		}
		return true, nil
	case stepSize:
		if h.frames == 0 {
			ebiten.SetWindowSize(int(st.X), int(st.Y))
		}
		if math.Abs(w-math.Ceil(st.X*scale)) < 1 && math.Abs(hgt-math.Ceil(st.Y*scale)) < 1 {
			return true, nil
		}
		return false, h.retry(a, fmt.Sprintf("the screen stays %.0f×%.0f", w/scale, hgt/scale))
	case stepQuit:
		a.Quit()
		return true, nil
	}
	return false, fmt.Errorf("step kind %d not handled", st.Kind)
}

// retry gives a step up to retryFrames frames before failing with why.
func (h *Runner) retry(a App, why string) error {
	if h.frames < retryFrames {
		return nil
	}
	return fmt.Errorf("%s (scene %q, widgets: %s)", why, a.Top().Name(), widgetIDs(a.Widgets()))
}

func (h *Runner) fail(msg string) error {
	st := h.script.steps[min(h.i, len(h.script.steps)-1)]
	return fmt.Errorf("script %s:%d: %s", h.script.name, st.Line, msg)
}

func widgetIDs(ws []ui.WidgetInfo) string {
	ids := make([]string, len(ws))
	for i, w := range ws {
		ids[i] = w.ID
	}
	return strings.Join(ids, " ")
}

// AfterDraw takes a pending screenshot of what was just drawn.
func (h *Runner) AfterDraw(screen *ebiten.Image) {
	if h.shot == "" || screen == nil {
		return
	}
	path := h.shot
	h.shot = ""
	h.err = WritePNG(path, screen)
}

// writeFile writes a script's output file, making its folder.
func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
