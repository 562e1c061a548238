//go:build !js

package main

import (
	"flag"
	"fmt"

	"kamon/game/storage"
	"kamon/scenes"
	"kamon/scenes/script"
	"kamon/scenes/ui"
)

// parseArgs reads the command line. The browser build has none (args_js.go),
// which keeps flag, the script player, the frame measurement and the folder
// store out of the bundle.
func parseArgs(args []string) (config, error) {
	fs := flag.NewFlagSet("kamon", flag.ContinueOnError)
	size := fs.String("size", "", "window size in window pixels, `WxH` (e.g. 390x844)")
	dataDir := fs.String("data-dir", "", "keep settings and saves in `DIR` (default $KAMON_DATA_DIR, else the user config dir)")
	scriptPath := fs.String("script", "", "play the test script in `FILE`, then quit")
	benchFrames := fs.Int("bench-frames", 0, "measure `N` frames of the first scene, print the figures and quit")
	resume := fs.Bool("resume", false, "start on the saved game's table instead of the menu")
	scale := fs.Float64("scale", 0, "device scale factor `F` instead of the monitor's (3: a phone's pixels)")
	if err := fs.Parse(args); err != nil {
		return config{}, usageError{err}
	}
	if fs.NArg() > 0 {
		return config{}, usageError{fmt.Errorf("unexpected argument %q", fs.Arg(0))}
	}
	if *benchFrames < 0 {
		return config{}, usageError{fmt.Errorf("--bench-frames must be positive, not %d", *benchFrames)}
	}
	if *scale < 0 || *scale > 8 {
		return config{}, usageError{fmt.Errorf("--scale wants a factor from 0 to 8, not %v", *scale)}
	}
	cfg := config{size: *size, resume: *resume, scale: *scale}
	if *dataDir != "" {
		cfg.store = storage.NewDir(*dataDir)
	}
	if *scriptPath != "" {
		s, err := script.Load(*scriptPath)
		if err != nil {
			return config{}, usageError{err}
		}
		cfg.hooks = append(cfg.hooks, func(a *scenes.App) ui.Hook { return script.New(a, s) })
	}
	if n := *benchFrames; n > 0 {
		cfg.hooks = append(cfg.hooks, func(a *scenes.App) ui.Hook { return script.Bench(a, n) })
	}
	return cfg, nil
}
