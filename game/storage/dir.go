package storage

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
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

// Where is the file's full path.
func (d dir) Where(key string) string {
	name := filepath.Join(d.path, key)
	if abs, err := filepath.Abs(name); err == nil {
		return abs
	}
	return name
}

func (d dir) Load(key string) ([]byte, error) { return d.LoadMax(key, MaxItemBytes) }

func (d dir) LoadMax(key string, max int64) ([]byte, error) {
	name, err := d.file(key)
	if err != nil {
		return nil, err
	}
	data, err := ReadFileMax(name, max)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return data, err
}

// ReadFileMax reads the file name if it is a plain file (or a link to
// one) of at most max bytes. Anything else under that name (a pipe, a
// device, a socket, a folder) is refused with ErrNotFile without being
// opened: a pipe would block the read for good, a device pour data for
// ever. A file
// bigger than max is refused with ErrTooBig from its size, unread; one
// that grows while it is read, after max+1 bytes.
func ReadFileMax(name string, max int64) ([]byte, error) {
	if fi, err := os.Stat(name); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, notFile(name, fi.Mode())
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() { // swapped since it was looked at
		return nil, notFile(name, fi.Mode())
	}
	if fi.Size() > max {
		return nil, tooBig(filepath.Base(name), fi.Size(), max)
	}
	// One buffer of the size the file has, plus one byte to see it grow.
	r := io.LimitReader(f, max+1)
	data := make([]byte, 0, fi.Size()+1)
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(data)) > max {
		return nil, tooBig(filepath.Base(name), int64(len(data)), max)
	}
	return data, nil
}

// notFile is ErrNotFile for name, saying what it is instead.
func notFile(name string, mode fs.FileMode) error {
	return fmt.Errorf("%w: %q is a %s", ErrNotFile, filepath.Base(name), fileKind(mode))
}

// fileKind names what a mode that is not a plain file's is, in words.
func fileKind(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "pipe"
	case mode&fs.ModeSocket != 0:
		return "socket"
	case mode&fs.ModeDevice != 0, mode&fs.ModeCharDevice != 0:
		return "device"
	case mode.IsDir():
		return "folder"
	}
	return "special file"
}

// writeTemp writes data to a new temporary file beside key's and syncs it.
// Temporary names start with '.', which no key may, so Keys skips them.
func (d dir) writeTemp(key string, data []byte) (string, error) {
	if err := os.MkdirAll(d.path, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(d.path, "."+key+".tmp-*")
	if err != nil {
		return "", err
	}
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return "", werr
	}
	return tmp.Name(), nil
}

// Save writes a temporary file beside the target, syncs it and renames it
// over the target: rename within a directory is atomic.
func (d dir) Save(key string, data []byte) error {
	name, err := d.file(key)
	if err != nil {
		return err
	}
	tmp, err := d.writeTemp(key, data)
	if err == nil {
		if err = os.Rename(tmp, name); err != nil {
			os.Remove(tmp)
		}
	}
	if err != nil {
		return fmt.Errorf("storage: saving %q: %w", key, err)
	}
	d.syncDir()
	return nil
}

// Create writes a temporary file and links it to the key's name: a link
// fails where a file exists, and a reader sees the whole value or none.
func (d dir) Create(key string, data []byte) (bool, error) {
	name, err := d.file(key)
	if err != nil {
		return false, err
	}
	tmp, err := d.writeTemp(key, data)
	if err != nil {
		return false, fmt.Errorf("storage: creating %q: %w", key, err)
	}
	defer os.Remove(tmp)
	created, err := linkNew(tmp, name)
	if err != nil {
		return false, fmt.Errorf("storage: creating %q: %w", key, err)
	}
	if created {
		d.syncDir()
	}
	return created, nil
}

// linkNew gives the file src the new name dst too, and reports false if dst
// exists. Where links are not supported it copies src to dst, created only
// if new (O_EXCL).
func linkNew(src, dst string) (bool, error) {
	err := os.Link(src, dst)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrExist):
		return false, nil
	case errors.Is(err, fs.ErrNotExist):
		if _, serr := os.Lstat(src); errors.Is(serr, fs.ErrNotExist) {
			return false, err
		}
	}
	if fi, serr := os.Lstat(src); serr == nil && !fi.Mode().IsRegular() {
		return renameNew(src, dst) // a folder, say: nothing to copy, nothing to open
	}
	return copyNew(src, dst)
}

// renameNew renames src to dst if dst holds nothing yet, and reports
// whether it did. Only what is not a plain file comes here, which Kamon
// never writes, so nothing else races to create dst.
func renameNew(src, dst string) (bool, error) {
	if _, err := os.Lstat(dst); !errors.Is(err, fs.ErrNotExist) {
		return false, err
	}
	return true, os.Rename(src, dst)
}

func copyNew(src, dst string) (bool, error) {
	in, err := os.Open(src)
	if err != nil {
		return false, err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	_, werr := io.Copy(out, in)
	if werr == nil {
		werr = out.Sync()
	}
	if cerr := out.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(dst)
		return false, werr
	}
	return true, nil
}

// syncDir makes a rename or a link durable where the platform allows it;
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

// SetAside links the file to its new name, so that a value of any size
// moves without being read, then removes the old name.
func (d dir) SetAside(key string) (string, error) {
	name, err := d.file(key)
	if err != nil {
		return "", err
	}
	return setAside(key, func(aside string) (bool, error) {
		created, err := linkNew(name, filepath.Join(d.path, aside))
		if errors.Is(err, fs.ErrNotExist) {
			return false, fmt.Errorf("%w: %q", ErrNotFound, key)
		}
		if err != nil {
			return false, fmt.Errorf("storage: setting %q aside as %q: %w", key, aside, err)
		}
		if created {
			d.syncDir()
		}
		return created, nil
	}, d.Delete)
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
		// A folder is no value; a pipe, a device or a link is one that
		// Load refuses by name.
		if !e.IsDir() && CheckKey(k) == nil && strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out, nil
}

// cleanTemp removes the temporary files of writes that never finished
// (".<key>.tmp-*", as writeTemp names them) last changed before the given
// time. Only names of that form are touched, never a key.
func (d dir) cleanTemp(before time.Time) (int, error) {
	entries, err := os.ReadDir(d.path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	removed := 0
	var errs []error
	for _, e := range entries {
		if !isTemp(e.Name()) || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil || !info.ModTime().Before(before) {
			continue
		}
		if err := os.Remove(filepath.Join(d.path, e.Name())); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
			continue
		}
		removed++
	}
	return removed, errors.Join(errs...)
}

// isTemp reports whether name is one writeTemp makes: ".<key>.tmp-<random>".
func isTemp(name string) bool {
	rest, ok := strings.CutPrefix(name, ".")
	if !ok {
		return false
	}
	i := strings.LastIndex(rest, ".tmp-")
	return i > 0 && CheckKey(rest[:i]) == nil && i+len(".tmp-") < len(rest)
}
