//go:build !js

package storage

import (
	"os"
	"path/filepath"
)

// Default is where the app keeps its data: $KAMON_DATA_DIR if set (tests and
// end-to-end runs), else a "kamon" folder in the user's config directory. A
// machine with neither gets a memory store: the app still runs, unsaved.
func Default() Store {
	if d := os.Getenv("KAMON_DATA_DIR"); d != "" {
		return NewDir(d)
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return NewMemory()
	}
	return NewDir(filepath.Join(base, "kamon"))
}
