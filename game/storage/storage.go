// Package storage keeps small named blobs (saves, settings) where the
// platform allows: files on the desktop, localStorage in the browser, memory
// in tests. Every store refuses keys that are not simple names, so a key can
// never escape its directory or clash with a temporary file.
package storage

import (
	"errors"
	"fmt"
	"time"
)

// ErrNotFound is returned (wrapped) by Load and Delete for an absent key.
var ErrNotFound = errors.New("no such saved item")

// Store is a small key/value store for whole values.
type Store interface {
	// Load returns the value under key; errors.Is(err, ErrNotFound) when absent.
	Load(key string) ([]byte, error)
	// Save replaces the value under key atomically: a reader sees the old or
	// the new value, never a mix.
	Save(key string, data []byte) error
	// Delete removes key; deleting an absent key is not an error.
	Delete(key string) error
	// SetAside moves the value under key to a new key that did not exist
	// before (e.g. "autosave.refused-20261122-3") and returns that key. The
	// value is kept there until someone deletes it on purpose.
	SetAside(key string) (string, error)
	// Keys lists the keys that start with prefix, sorted.
	Keys(prefix string) ([]string, error)
}

// CheckKey accepts simple names: letters, digits, '-', '.' and '_', starting
// with a letter or digit, at most 100 characters.
func CheckKey(key string) error {
	if key == "" || len(key) > 100 {
		return fmt.Errorf("storage: key %q must be 1 to 100 characters", key)
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if i == 0 && !alnum {
			return fmt.Errorf("storage: key %q must start with a letter or digit", key)
		}
		if !alnum && c != '-' && c != '.' && c != '_' {
			return fmt.Errorf("storage: key %q may hold only letters, digits, '-', '.' and '_'", key)
		}
	}
	return nil
}

// asideKey is the n-th candidate key SetAside tries: the date of the
// day, then a counter, so refused values sort by when they were refused.
func asideKey(key string, now time.Time, n int) string {
	return fmt.Sprintf("%s.refused-%s-%d", key, now.UTC().Format("20060102"), n)
}

// setAside is SetAside for stores that can create a key only if it is new.
func setAside(key string, load func(string) ([]byte, error), createNew func(string, []byte) (bool, error), del func(string) error) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	data, err := load(key)
	if err != nil {
		return "", err
	}
	now := time.Now()
	for n := 1; n < 100000; n++ {
		aside := asideKey(key, now, n)
		created, err := createNew(aside, data)
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
