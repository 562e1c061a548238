// Package gofiles walks Kamon's source tree for the checking tools of make lint.
package gofiles

import (
	"io/fs"
	"path/filepath"
	"strings"
)

// Walk calls visit with each file below root whose slash-separated path
// relative to root keep accepts. It skips what the go tool skips (testdata,
// folders named with a leading "." or "_") and node_modules.
func Walk(root string, keep func(rel string) bool, visit func(path, rel string) error) error {
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !keep(rel) {
			return nil
		}
		return visit(path, rel)
	})
}

func skipDir(name string) bool {
	return name == "testdata" || name == "node_modules" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}
