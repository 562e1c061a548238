package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// dir keeps one file per key in a directory.
type dir struct{ path string }

// NewDir returns a store that keeps each key as a file in path, created on
// the first save.
func NewDir(path string) Store { return dir{path: path} }

func (d dir) file(key string) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	return filepath.Join(d.path, key), nil
}

func (d dir) Load(key string) ([]byte, error) {
	name, err := d.file(key)
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return data, err
}

// Save writes a temporary file beside the target, syncs it and renames it
// over the target: rename within a directory is atomic.
func (d dir) Save(key string, data []byte) error {
	name, err := d.file(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d.path, 0o755); err != nil {
		return err
	}
	// Temporary names start with '.', which no key may, so Keys skips them.
	tmp, err := os.CreateTemp(d.path, "."+key+".tmp-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), name)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("storage: saving %q: %w", key, werr)
	}
	d.syncDir()
	return nil
}

// syncDir makes the rename itself durable where the platform allows it;
// some (Windows) cannot sync a directory, which costs durability, not safety.
func (d dir) syncDir() {
	if f, err := os.Open(d.path); err == nil {
		f.Sync()
		f.Close()
	}
}

func (d dir) Delete(key string) error {
	name, err := d.file(key)
	if err != nil {
		return err
	}
	if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// createNew writes key only if no file has that name (O_EXCL), so a value
// set aside is never overwritten, even by a concurrent SetAside.
func (d dir) createNew(key string, data []byte) (bool, error) {
	name, err := d.file(key)
	if err != nil {
		return false, err
	}
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(name)
		return false, fmt.Errorf("storage: setting aside to %q: %w", key, werr)
	}
	return true, nil
}

func (d dir) SetAside(key string) (string, error) {
	return setAside(key, d.Load, d.createNew, d.Delete)
}

func (d dir) Keys(prefix string) ([]string, error) {
	entries, err := os.ReadDir(d.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		k := e.Name()
		if e.Type().IsRegular() && CheckKey(k) == nil && strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out, nil
}
