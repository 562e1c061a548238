// Command kamon is the Kamon app, on the desktop and in the browser
// (GOOS=js GOARCH=wasm).
//
//	kamon [--size WxH] [--scale F] [--data-dir DIR] [--resume] [--script FILE] [--bench-frames N]
//
// --data-dir (or $KAMON_DATA_DIR) is where settings and saves go, instead of
// the user's config directory. --resume starts on the saved game's table
// instead of the menu. --scale stands for the monitor's device scale factor
// (--size 390x844 --scale 3 renders a phone's 1170×2532 screen). --script
// plays a test script (see kamon/scenes/script) and exits 1 with a message
// if a step fails. --bench-frames N measures N frames of the first scene
// (the menu, or the resumed table) and prints the figures.
// In the browser there is no command line: the app runs with the defaults.
package main

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game/storage"
	"kamon/i18n"
	"kamon/scenes"
	"kamon/scenes/ui"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "kamon:", err)
		var u usageError
		if errors.As(err, &u) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// usageError is a mistake on the command line (exit code 2).
type usageError struct{ error }

// config is what the command line sets (see args_other.go; a page has none).
type config struct {
	size   string                      // WxH, or "" for the default
	store  storage.Store               // --data-dir; nil: storage.Default()
	hooks  []func(*scenes.App) ui.Hook // --script, --bench-frames: made for the app
	resume bool
	scale  float64 // 0: the monitor's
}

// testHooks are hooks a test build gives every app (the browser's e2e
// build: autoplay_e2e.go); the product has none.
var testHooks []func(*scenes.App) ui.Hook

func run(args []string) error {
	cfg, err := parseArgs(args)
	if err != nil {
		return err
	}
	w, h, err := windowSize(cfg.size)
	if err != nil {
		return usageError{err}
	}
	opts := scenes.Options{
		Store:       storage.Default(),
		Home:        scenes.NewMenu,
		DefaultLang: systemLang(),
		FetchLang:   fetchLang,
		AskText:     askText,
		Resume:      cfg.resume,
		DeviceScale: cfg.scale,
	}
	if cfg.store != nil {
		opts.Store = cfg.store
	}
	// Saves killed half-way leave temporary files behind: those too old to be
	// another Kamon's save under way go.
	storage.CleanTemp(opts.Store)
	app := scenes.NewApp(opts)
	for _, hook := range append(cfg.hooks, testHooks...) {
		app.AddHook(hook(app))
	}
	app.OnFrame = publishState

	ebiten.SetWindowTitle(i18n.T("app.name"))
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false) // the app redraws only what changed
	ebiten.SetRunnableOnUnfocused(true)
	err = ebiten.RunGameWithOptions(app, &ebiten.RunGameOptions{})
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}

// windowSize reads --size, or picks 1280×800 shrunk to fit the monitor.
func windowSize(s string) (w, h int, err error) {
	if s == "" {
		f := 1.0
		if m := ebiten.Monitor(); m != nil {
			if mw, mh := m.Size(); mw > 0 && mh > 0 {
				f = math.Min(1, math.Min(0.9*float64(mw)/1280, 0.9*float64(mh)/800))
			}
		}
		return int(1280 * f), int(800 * f), nil
	}
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil || w < 100 || h < 100 || w > 10000 || h > 10000 {
		return 0, 0, fmt.Errorf("--size wants WxH with each side from 100 to 10000, not %q", s)
	}
	return w, h, nil
}
