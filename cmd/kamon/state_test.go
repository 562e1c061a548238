package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes"
	"kamon/scenes/script"
	"kamon/scenes/ui"
)

// labelScene lists one button whose label the test changes.
type labelScene struct{ label string }

func (s *labelScene) Name() string { return "probe" }
func (s *labelScene) Update(ctx *ui.Context) error {
	b := ui.Button{ID: "probe", Label: s.label, Rect: ui.Rect{X: 10, Y: 20, W: 100, H: 48}}
	b.Update(ctx)
	return nil
}
func (s *labelScene) Draw(*ebiten.Image, *ui.Context) {}

func TestStatePublishedOnChangeAndRefresh(t *testing.T) {
	scene := &labelScene{label: "Settings"}
	s, err := script.Parse("idle", strings.NewReader("wait 1000\n"))
	if err != nil {
		t.Fatal(err)
	}
	app := scenes.NewApp(scenes.Options{Home: func(*scenes.App) ui.Scene { return scene }})
	app.AddHook(script.New(app, s))
	var tr stateTracker
	step := func() ([]byte, bool) {
		t.Helper()
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
		return tr.next(app)
	}
	data, ok := step()
	if !ok {
		t.Fatal("the first state was not published")
	}
	var st scenes.AppState
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	if st.Scene != "probe" || st.Lang == "" || len(st.Widgets) != 1 {
		t.Fatalf("state %s", data)
	}
	if w := st.Widgets[0]; w.ID != "probe" || w.Label != "Settings" || w.X != 10 || w.Y != 20 || w.W != 100 || w.H != 48 || !w.Enabled {
		t.Fatalf("widget %+v", w)
	}
	for _, key := range []string{`"scene"`, `"frame"`, `"lang"`, `"w"`, `"h"`, `"widgets"`, `"pointer"`, `"ready"`} {
		if !strings.Contains(string(data), key) {
			t.Errorf("state lacks %s: %s", key, data)
		}
	}
	quiet := 0
	for ; quiet < refreshFrames+5; quiet++ {
		if _, ok := step(); ok {
			break
		}
	}
	if quiet != refreshFrames-1 {
		t.Fatalf("an unchanged state was republished after %d quiet frames, want %d", quiet, refreshFrames-1)
	}
	scene.label = "Réglages"
	data, ok = step()
	if !ok || !strings.Contains(string(data), "Réglages") {
		t.Fatalf("a changed label was not published at once: %v %s", ok, data)
	}
}

func TestStateHashDoesNotAllocate(t *testing.T) {
	s, _ := script.Parse("idle", strings.NewReader("wait 1000\n"))
	app := scenes.NewApp(scenes.Options{Home: func(*scenes.App) ui.Scene { return &labelScene{label: "x"} }})
	app.AddHook(script.New(app, s))
	if err := app.Update(); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(50, func() { app.StateHash() }); n != 0 {
		t.Fatalf("StateHash allocates %v times", n)
	}
}

func TestWindowSizeFlag(t *testing.T) {
	if w, h, err := windowSize("390x844"); err != nil || w != 390 || h != 844 {
		t.Fatalf("390x844 → %d %d %v", w, h, err)
	}
	for _, bad := range []string{"390", "x844", "10x10", "axb", "390x844x2", "-390x844"} {
		if _, _, err := windowSize(bad); err == nil || !strings.Contains(err.Error(), "--size wants WxH") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}
