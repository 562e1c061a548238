package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"kamon/i18n"
	"kamon/scenes"
	"kamon/scenes/settings"
	"kamon/sprites"
)

// The desktop end-to-end test: it builds the app with the Tally test game
// (-tags e2e), runs it as a subprocess under X (its own Xvfb when $DISPLAY
// is empty) with a script at phone, tablet and desktop sizes, and checks the
// screenshots' pixels, the widgets the app listed, the language switch and
// the settings file. Screenshots stay in out/desktop/<size>/ to be looked at.
// A --bench-frames run prints the frame-time figures (times not asserted on)
// and must show menu frames, drawn or idle, allocating nothing per frame (a
// rare allocation, such as a cache filling, averages well below one). The
// mana-phone and mana-desktop runs play a Mana opening (e2e_mana_test.go).

var e2eSizes = []struct {
	name string
	w, h int
}{
	{"phone", 390, 844},
	{"tablet-landscape", 1024, 768},
	{"tablet-portrait", 768, 1024},
	{"desktop", 1280, 800},
}

const e2eScript = `wait 5
expect-scene menu
state {out}/menu.json
shot {out}/menu.png
tap game:tally
expect-scene setup
state {out}/setup.json
shot {out}/setup.png
key Escape
expect-scene menu
tap settings
expect-scene settings
state {out}/settings_en.json
shot {out}/settings_en.png
tap lang:fr
expect-label back {back_fr}
state {out}/settings_fr.json
shot {out}/settings_fr.png
key Escape
expect-scene menu
expect-label settings {settings_fr}
state {out}/menu_fr.json
shot {out}/menu_fr.png
tap game:tally
expect-scene setup
tap shuffle
tap start
expect-scene table
wait 60
state {out}/table.json
shot {out}/table.png
quit
`

// resizeScript starts on a desktop window and turns it into a phone.
const resizeScript = `wait 3
state {out}/wide.json
size 390 844
state {out}/narrow.json
shot {out}/narrow.png
`

func TestDesktopEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	bin := buildApp(t)
	env := displayEnv(t)
	for _, sz := range e2eSizes {
		t.Run(sz.name, func(t *testing.T) {
			out, err := filepath.Abs(filepath.Join("..", "..", "out", "desktop", sz.name))
			if err != nil {
				t.Fatal(err)
			}
			os.RemoveAll(out)
			data := t.TempDir()
			script := strings.NewReplacer("{out}", out,
				"{back_fr}", "‹ "+i18n.TIn("fr", "ui.back"),
				"{settings_fr}", i18n.TIn("fr", "settings.title")).Replace(e2eScript)
			scriptPath := filepath.Join(t.TempDir(), "script.txt")
			if err := os.WriteFile(scriptPath, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, "--size", fmt.Sprintf("%dx%d", sz.w, sz.h), "--script", scriptPath)
			cmd.Env = append(env, "KAMON_DATA_DIR="+data, "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=")
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stderr, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("the app failed (%v):\n%s", err, stderr.String())
			}
			checkRun(t, out, data, sz.w, sz.h)
		})
	}
	for _, sz := range e2eSizes {
		if sz.name == "phone" || sz.name == "desktop" {
			t.Run("mana-"+sz.name, func(t *testing.T) { runMana(t, bin, env, sz.name, sz.w, sz.h) })
		}
	}
	t.Run("resize", func(t *testing.T) {
		out := t.TempDir()
		script := filepath.Join(out, "script.txt")
		if err := os.WriteFile(script, []byte(strings.ReplaceAll(resizeScript, "{out}", out)), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "--size", "1280x800", "--script", script)
		cmd.Env = append(env, "KAMON_DATA_DIR="+t.TempDir())
		if got, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("the app failed (%v):\n%s", err, got)
		}
		wide, narrow := readState(t, out, "wide.json"), readState(t, out, "narrow.json")
		if wide.W != 1280 || narrow.W != 390 || narrow.H != 844 {
			t.Fatalf("sizes %v×%v → %v×%v", wide.W, wide.H, narrow.W, narrow.H)
		}
		if b := readPNG(t, out, "narrow.png").Bounds(); b.Dx() != int(390*narrow.Scale+0.5) {
			t.Errorf("the screenshot after resizing is %v wide", b.Dx())
		}
		for _, w := range narrow.Widgets {
			if w.X < 0 || w.X+w.W > narrow.W+0.5 {
				t.Errorf("widget %q did not reflow into the narrow window: %+v", w.ID, w)
			}
		}
	})
	t.Run("corrupt-settings", func(t *testing.T) {
		out, data := t.TempDir(), t.TempDir()
		if err := os.WriteFile(filepath.Join(data, "settings"), []byte(`{"lang":"fr","an`), 0o644); err != nil {
			t.Fatal(err)
		}
		script := filepath.Join(out, "script.txt")
		if err := os.WriteFile(script, []byte("wait 3\nstate "+out+"/menu.json\nshot "+out+"/menu.png\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "--size", "390x844", "--script", script, "--data-dir", data)
		cmd.Env = append(env, "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=")
		got, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("the app failed (%v):\n%s", err, got)
		}
		st := readState(t, out, "menu.json")
		if st.Scene != "menu" || !strings.Contains(st.Notice, "settings.refused-") {
			t.Errorf("scene %q, notice %q: want the menu and a notice naming the kept file", st.Scene, st.Notice)
		}
		kept, _ := filepath.Glob(filepath.Join(data, "settings.refused-*"))
		if len(kept) != 1 {
			t.Fatalf("kept files %v, want one", kept)
		}
		if b, _ := os.ReadFile(kept[0]); string(b) != `{"lang":"fr","an` {
			t.Errorf("the kept file holds %q", b)
		}
		if !bytes.Contains(got, []byte("could not be read")) {
			t.Errorf("nothing said on the terminal: %s", got)
		}
	})
	t.Run("bench-frames", func(t *testing.T) {
		cmd := exec.Command(bin, "--size", "1280x800", "--bench-frames", "120")
		cmd.Env = append(env, "KAMON_DATA_DIR="+t.TempDir())
		got, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("bench failed (%v):\n%s", err, got)
		}
		for _, want := range []string{"bench drawn frames: update+draw median", "bench idle  frames:", "p99", "allocs/frame"} {
			if !bytes.Contains(got, []byte(want)) {
				t.Errorf("bench output lacks %q:\n%s", want, got)
			}
		}
		for _, phase := range []string{"drawn", "idle "} {
			line := regexp.MustCompile(`bench ` + phase + ` frames:.*allocs/frame (\S+)`).FindSubmatch(got)
			if line == nil {
				t.Errorf("no allocs/frame for %s frames:\n%s", phase, got)
				continue
			}
			if n, err := strconv.ParseFloat(string(line[1]), 64); err != nil || n >= 0.5 {
				t.Errorf("%s menu frames allocate %s times each, want none", strings.TrimSpace(phase), line[1])
			}
		}
		t.Logf("\n%s", got)
	})
}

func checkRun(t *testing.T, out, data string, w, h int) {
	menu := readState(t, out, "menu.json")
	if menu.Scene != "menu" || menu.Lang != "en" || menu.W != float64(w) || menu.H != float64(h) || !menu.Ready {
		t.Errorf("menu state: scene %q lang %q size %v×%v ready %v", menu.Scene, menu.Lang, menu.W, menu.H, menu.Ready)
	}
	img := readPNG(t, out, "menu.png")
	pw, ph := int(float64(w)*menu.Scale+0.5), int(float64(h)*menu.Scale+0.5)
	if b := img.Bounds(); b.Dx() != pw || b.Dy() != ph {
		t.Errorf("menu.png is %v, want %d×%d physical pixels", b.Size(), pw, ph)
	}
	// Every widget lies on screen, and the menu's buttons are drawn where
	// the app says they are: paper faces on the felt table.
	for _, st := range []scenes.AppState{menu, readState(t, out, "settings_en.json")} {
		for _, wd := range st.Widgets {
			if wd.X < 0 || wd.Y < 0 || wd.X+wd.W > st.W+0.5 || wd.W <= 0 || wd.H <= 0 {
				if wd.Y+wd.H <= st.H { // scrolled-away rows may hang below
					t.Errorf("%s: widget %q at %+v is off screen", st.Scene, wd.ID, wd)
				}
			}
		}
	}
	tile := widget(t, menu, "game:tally")
	settingsBtn := widget(t, menu, "settings")
	for _, wd := range []scenes.StateWidget{tile, settingsBtn, widget(t, menu, "about")} {
		if c := at(img, menu.Scale, wd.X+6, wd.Y+wd.H/2); !paperLike(c) {
			t.Errorf("inside %q at its left edge: %v, want a paper face", wd.ID, c)
		}
	}
	// Between the game tile and the buttons below it lies the table.
	if gap := settingsBtn.Y - (tile.Y + tile.H); gap > 20 {
		x, y := menu.W/2, tile.Y+tile.H+gap/2
		if c := at(img, menu.Scale, x, y); !feltLike(c) {
			t.Errorf("the table at (%v, %v) is %v, want felt", x, y, c)
		}
	}

	setup := readState(t, out, "setup.json")
	if setup.Scene != "setup" || len(setup.Widgets) == 0 {
		t.Errorf("setup state: %q with %d widgets", setup.Scene, len(setup.Widgets))
	}
	if _, ok := find(setup, "start"); !ok {
		t.Error("the setup screen has no start button")
	}

	// The language switch relabels at once, and the chosen language is
	// the highlighted (blue) one.
	en, fr := readState(t, out, "settings_en.json"), readState(t, out, "settings_fr.json")
	if en.Lang != "en" || fr.Lang != "fr" {
		t.Errorf("languages %q → %q, want en → fr", en.Lang, fr.Lang)
	}
	if a, b := widget(t, en, "back").Label, widget(t, fr, "back").Label; a == b || !strings.Contains(b, i18n.TIn("fr", "ui.back")) {
		t.Errorf("the back button reads %q then %q", a, b)
	}
	frImg := readPNG(t, out, "settings_fr.png")
	if c := at(frImg, fr.Scale, widget(t, fr, "lang:fr").X+6, widget(t, fr, "lang:fr").Y+widget(t, fr, "lang:fr").H/2); !blueLike(c) {
		t.Errorf("the chosen language button is %v, want the primary blue", c)
	}
	if c := at(frImg, fr.Scale, widget(t, fr, "lang:en").X+6, widget(t, fr, "lang:en").Y+widget(t, fr, "lang:en").H/2); blueLike(c) {
		t.Errorf("English still looks chosen: %v", c)
	}
	if got := widget(t, readState(t, out, "menu_fr.json"), "settings").Label; got != i18n.TIn("fr", "settings.title") {
		t.Errorf("the menu in French says %q", got)
	}

	// A game started from the setup reaches its table: the human's
	// actions (once the bot, if it starts, has moved) and the menu button
	// are there.
	table := readState(t, out, "table.json")
	if _, ok := find(table, "menu"); !ok {
		t.Error("the table has no menu button")
	}
	actions := 0
	for _, w := range table.Widgets {
		if strings.HasPrefix(w.ID, "action:") {
			actions++
		}
	}
	if actions == 0 {
		t.Errorf("the table offers no action: %+v", table.Widgets)
	}
	probeTally(t, newShot(t, out, "table"))

	saved, err := os.ReadFile(filepath.Join(data, "settings"))
	if err != nil {
		t.Fatalf("no settings file in the data dir: %v", err)
	}
	var s settings.Settings
	if err := json.Unmarshal(saved, &s); err != nil || s.Lang != "fr" {
		t.Errorf("settings file %s (%v), want lang fr", saved, err)
	}
}

// probeTally checks the generic table of the Tally test game on the
// human's turn: an action button in the primary blue for each card of the
// hand, and that card drawn in the colour of its value.
func probeTally(t *testing.T, s shot) {
	t.Helper()
	for _, w := range s.st.Widgets {
		v, err := strconv.Atoi(strings.TrimPrefix(w.ID, "action:"))
		if err != nil {
			continue
		}
		s.probe(t, w.ID, 0.05, 0.5, blueLike, "the primary blue of an action")
		if f := s.share(0, 0, s.st.W, s.st.H, shade(sprites.PlayerColor(v-1))); f < 0.005 {
			t.Errorf("%s: %.2f%% of the screen in the colour of a %d, want the card", s.name, 100*f, v)
		}
	}
}

// buildApp builds cmd/kamon with the e2e tag into a temp dir.
func buildApp(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "kamon")
	cmd := exec.Command("go", "build", "-tags", "e2e", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build -tags e2e: %v\n%s", err, out)
	}
	return bin
}

// displayEnv is the environment with an X display: the current one, or a
// private Xvfb started for this test and stopped after it. Its display
// number is picked high and tried until one is free, away from the :0, :1...
// that other programs on a shared machine start by default.
func displayEnv(t *testing.T) []string {
	t.Helper()
	env := os.Environ()
	if os.Getenv("DISPLAY") != "" {
		return env
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Fatal("no X display and no Xvfb: install xvfb (make deps) or run under xvfb-run")
	}
	base := 200 + os.Getpid()%500
	for n := base; n < base+20; n++ {
		if display, ok := startXvfb(t, xvfb, n); ok {
			return append(env, "DISPLAY="+display)
		}
	}
	t.Fatalf("Xvfb could not start on displays :%d to :%d", base, base+19)
	return nil
}

// startXvfb starts Xvfb on display n and waits until it accepts
// connections (it writes its number to -displayfd then); false when n is
// taken.
func startXvfb(t *testing.T, xvfb string, n int) (string, bool) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	x := exec.Command(xvfb, fmt.Sprintf(":%d", n), "-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		t.Fatalf("starting Xvfb: %v", err)
	}
	w.Close()
	// Xvfb writes the number and a newline (in two writes) once it accepts
	// connections; it exits if the display is taken. Read the whole line:
	// closing the pipe early makes Xvfb quit.
	line, _ := bufio.NewReader(r).ReadString('\n')
	if strings.TrimSpace(line) != strconv.Itoa(n) {
		x.Process.Kill()
		x.Wait()
		return "", false
	}
	// SIGTERM lets Xvfb remove its socket and lock file.
	t.Cleanup(func() { x.Process.Signal(syscall.SIGTERM); x.Wait() })
	return fmt.Sprintf(":%d", n), true
}

func readState(t *testing.T, dir, name string) scenes.AppState {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	var st scenes.AppState
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return st
}

func readPNG(t *testing.T, dir, name string) image.Image {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return img
}

func find(st scenes.AppState, id string) (scenes.StateWidget, bool) {
	for _, w := range st.Widgets {
		if w.ID == id {
			return w, true
		}
	}
	return scenes.StateWidget{}, false
}

func widget(t *testing.T, st scenes.AppState, id string) scenes.StateWidget {
	t.Helper()
	w, ok := find(st, id)
	if !ok {
		t.Fatalf("scene %q lists no widget %q", st.Scene, id)
	}
	return w
}

// at is the colour at window coordinates (x, y).
func at(img image.Image, scale, x, y float64) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(x*scale), int(y*scale))).(color.RGBA)
}

func paperLike(c color.RGBA) bool { return c.R > 200 && c.G > 190 && c.B > 160 && c.R >= c.B }
func feltLike(c color.RGBA) bool  { return int(c.G) > int(c.R)+20 && c.G >= c.B && c.G < 160 }
func blueLike(c color.RGBA) bool  { return int(c.B) > int(c.R)+30 && c.B < 200 }
