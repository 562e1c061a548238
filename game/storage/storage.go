// Package storage keeps small named blobs (saves, settings) where the
// platform allows: files on the desktop, localStorage in the browser, memory
// in tests. Every store refuses keys that are not simple names, so a key can
// never escape its directory or clash with a temporary file.
package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"time"
)

// Errors callers tell apart with errors.Is.
var (
	// ErrNotFound is returned by Load and LoadMax for an absent key. It is
	// also fs.ErrNotExist, so that a package reading a store through an
	// interface of its own (the settings) need not import this one.
	ErrNotFound error = notFound{}
	// ErrTooBig is returned by LoadMax (and Load) for a value over its
	// limit.
	ErrTooBig = errors.New("the saved item is too big")
	// ErrNotFile is a key of a folder store that names something other
	// than a plain file (a pipe, a device, a socket, a folder):
	// it is never opened, so that it cannot hang or flood the app.
	ErrNotFile = errors.New("the saved item is not a plain file")
	// ErrForeign is a value under one of Kamon's keys that Kamon did not
	// write (in the browser: not in the form the store writes).
	ErrForeign = errors.New("the saved item was not written by Kamon")
	// ErrOtherTab is the error of every write of a store that another
	// browser tab of Kamon owns (see ReadOnly).
	ErrOtherTab = errors.New("Kamon is open in another tab; this tab will not save")
)

// MaxItemBytes bounds every value Load reads: no value Kamon writes comes
// near it (saves, the largest, are bounded at the same size).
const MaxItemBytes = 4 << 20

// notFound is ErrNotFound, a kind of fs.ErrNotExist.
type notFound struct{}

func (notFound) Error() string        { return "no such saved item" }
func (notFound) Is(target error) bool { return target == fs.ErrNotExist }

// Store is a small key/value store for whole values.
type Store interface {
	// Load returns the value under key; errors.Is(err, ErrNotFound) when
	// absent. It reads at most MaxItemBytes (ErrTooBig past that).
	Load(key string) ([]byte, error)
	// LoadMax is Load for values of at most max bytes: a bigger one is
	// refused with ErrTooBig without being read whole.
	LoadMax(key string, max int64) ([]byte, error)
	// Save replaces the value under key atomically: a reader sees the old or
	// the new value, never a mix.
	Save(key string, data []byte) error
	// Create saves data under key only if key holds nothing yet, and reports
	// whether it did; a value already there is never touched.
	Create(key string, data []byte) (bool, error)
	// Delete removes key; deleting an absent key is not an error.
	Delete(key string) error
	// SetAside moves the value under key to a new key that did not exist
	// before (e.g. "autosave.refused-20261122-3") and returns that key. The
	// value is kept there, byte for byte, until someone deletes it on
	// purpose. It moves values that Load refuses too.
	SetAside(key string) (string, error)
	// Keys lists the keys that start with prefix, sorted: every value
	// stored under a key's name, including one Load refuses (a pipe in a
	// folder), so that it is found and set aside rather than passed over.
	Keys(prefix string) ([]string, error)
}

// Locator is a store that can say where a key lives, for messages such as
// "it was kept as <where>".
type Locator interface {
	Where(key string) string
}

// Where is where key lives in st: a full file path on the desktop, the
// localStorage item in a browser; the key itself for a store that cannot say.
func Where(st Store, key string) string {
	if l, ok := st.(Locator); ok {
		return l.Where(key)
	}
	return key
}

// ReadOnly is nil when st may be written, else why not (an error wrapping
// ErrOtherTab when another browser tab owns Kamon's storage). A read-only
// store still loads; its Save, Create, Delete and SetAside fail with that
// error and change nothing.
func ReadOnly(st Store) error {
	if r, ok := st.(interface{ ReadOnly() error }); ok {
		return r.ReadOnly()
	}
	return nil
}

// CleanTemp removes what writes killed half-way left in st (temporary files
// of a directory store older than TempMaxAge), and returns how many it
// removed. The app calls it at start; it never touches a key's value.
func CleanTemp(st Store) (int, error) {
	if c, ok := st.(interface {
		cleanTemp(before time.Time) (int, error)
	}); ok {
		return c.cleanTemp(time.Now().Add(-TempMaxAge))
	}
	return 0, nil
}

// TempMaxAge is how old a temporary file must be for CleanTemp: a save of
// the largest value takes milliseconds, so one that old was abandoned, not
// being written by another Kamon.
const TempMaxAge = 30 * time.Second

// CheckKey accepts simple names: letters, digits, '-', '.' and '_', starting
// with a letter or digit, at most 100 characters.
func CheckKey(key string) error {
	if key == "" || len(key) > 100 {
		return fmt.Errorf("storage: key %q must be 1 to 100 characters", clip(key))
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if i == 0 && !alnum {
			return fmt.Errorf("storage: key %q must start with a letter or digit", clip(key))
		}
		if !alnum && c != '-' && c != '.' && c != '_' {
			return fmt.Errorf("storage: key %q may hold only letters, digits, '-', '.' and '_'", clip(key))
		}
	}
	return nil
}

// clip keeps an error about a long key short.
func clip(key string) string {
	if len(key) > 40 {
		return key[:40] + "…"
	}
	return key
}

// SizeError is LoadMax's refusal of a value over its limit; it is
// ErrTooBig for errors.Is. Size may be a lower bound where the store can
// only tell that much without reading the value.
type SizeError struct {
	Key       string
	Size, Max int64
}

func (e *SizeError) Error() string {
	return fmt.Sprintf("%q is too big: %d bytes, more than %d", e.Key, e.Size, e.Max)
}

func (e *SizeError) Is(target error) bool { return target == ErrTooBig }

func tooBig(key string, size, max int64) error {
	return &SizeError{Key: clip(key), Size: size, Max: max}
}

// asideKey is the n-th candidate key SetAside tries: the date of the
// day, then a counter, so refused values sort by when they were refused.
func asideKey(key string, now time.Time, n int) string {
	return fmt.Sprintf("%s.refused-%s-%d", key, now.UTC().Format("20060102"), n)
}

// setAside is SetAside for every store: moveTo copies the value under key,
// as it is stored, to a key that must be new, and reports false if that one
// is taken.
func setAside(key string, moveTo func(aside string) (bool, error), del func(string) error) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	now := time.Now()
	for n := 1; n < 100000; n++ {
		aside := asideKey(key, now, n)
		if CheckKey(aside) != nil {
			break
		}
		created, err := moveTo(aside)
		if err != nil {
			return "", err
		}
		if created {
			if err := del(key); err != nil {
				return aside, fmt.Errorf("storage: %q was copied to %q but could not be removed: %w", key, aside, err)
			}
			return aside, nil
		}
	}
	return "", fmt.Errorf("storage: no free key to set %q aside", key)
}
