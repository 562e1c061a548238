// Package i18n is Kamon's message catalog: every text the player reads goes
// through T, in the current language. The app registers its messages per
// language in files named <area>_<lang>.go (app_en.go, scenes_fr.go, ...),
// each an init that adds them as one string shaped like a map literal (see
// addMessages).
//
// The browser's build (the build tag langfiles, set by make wasm) leaves out
// every language but English, the fallback: the first frame needs one
// language, and the other three were 50 KB of the brotli bundle. make wasm
// writes each as a file, dist/lang/<code>.txt (tools/langfiles), which the
// app fetches and hands to Load when its language is chosen. Every other build
// has all four.
//
// Keys are short dotted names ("menu.resume"). Messages are fmt formats: a
// message with arguments has the same verbs, in the same order, in every
// language (a test checks it).
package i18n

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

// Language is one language the catalog knows.
type Language struct {
	Code string // "en", "fr", "it", "ru"
	Name string // in the language itself: "Français"
}

// Fallback is the language used when a key has no text in the current one.
const Fallback = "en"

var langs = []Language{
	{"en", "English"},
	{"fr", "Français"},
	{"it", "Italiano"},
	{"ru", "Русский"},
}

var (
	mu      sync.RWMutex
	current = Fallback
	catalog = map[string]map[string]string{} // lang -> key -> message, as read so far
	files   = map[string][]string{}          // lang -> catalog files added, not read yet
	unread  atomic.Int32                     // how many files wait in files
)

// Langs lists the supported languages in menu order.
func Langs() []Language { return append([]Language(nil), langs...) }

// Supported reports whether code is one of Langs.
func Supported(code string) bool {
	for _, l := range langs {
		if l.Code == code {
			return true
		}
	}
	return false
}

// SetLang switches the current language; an unsupported code is an error and
// changes nothing.
func SetLang(code string) error {
	if !Supported(code) {
		return fmt.Errorf("i18n: unsupported language %q", code)
	}
	mu.Lock()
	current = code
	mu.Unlock()
	return nil
}

// Lang is the current language code.
func Lang() string {
	mu.RLock()
	defer mu.RUnlock()
	return current
}

// Add registers messages for a language. A later Add of the same key
// replaces the earlier text. It panics on an unsupported language: that is a
// programming error in an init function, never player input.
func Add(lang string, msgs map[string]string) {
	if !Supported(lang) {
		panic("i18n: Add for unsupported language " + lang)
	}
	mu.Lock()
	defer mu.Unlock()
	m := read(lang)
	for k, v := range msgs {
		m[k] = v
	}
}

// Loaded reports whether lang has its messages: always for English, and for
// the other languages unless this build left them out to be fetched (the
// browser's, see the package comment) and Load has not had them yet.
func Loaded(lang string) bool {
	ready(lang)
	mu.RLock()
	defer mu.RUnlock()
	return len(catalog[lang]) > 0
}

// ErrBadFile is what Load's error wraps when it refuses a catalog file.
var ErrBadFile = errors.New("i18n: bad catalog file")

// Load adds a language's messages from a catalog file written by
// tools/langfiles (the shape addMessages reads), as the browser fetches it.
// The file is input from outside, so it is checked first and nothing of it
// is kept when anything is wrong: a mistake in its shape, a key English does
// not have, or a message whose format verbs differ from the English one.
func Load(lang, src string) error {
	if !Supported(lang) {
		return fmt.Errorf("i18n: unsupported language %q", lang)
	}
	msgs := map[string]string{}
	if err := parseMessages(msgs, lang, src); err != nil {
		return fmt.Errorf("%w: %w", ErrBadFile, err)
	}
	if len(msgs) == 0 {
		return fmt.Errorf("%w: the %s file has no messages", ErrBadFile, lang)
	}
	ready(Fallback)
	mu.Lock()
	defer mu.Unlock()
	for key, msg := range msgs {
		ref, ok := catalog[Fallback][key]
		if !ok {
			return fmt.Errorf("%w: the %s file has the key %q, which English does not", ErrBadFile, lang, key)
		}
		if Verbs(msg) != Verbs(ref) {
			return fmt.Errorf("%w: in the %s file, %q has the verbs %q where English has %q", ErrBadFile, lang, key, Verbs(msg), Verbs(ref))
		}
	}
	m := read(lang)
	for key, msg := range msgs {
		m[key] = msg
	}
	return nil
}

// T is the message for key in the current language, formatted with args.
// A key missing in the current language falls back to English; a key missing
// everywhere is returned as is, so the gap shows on screen instead of crashing.
func T(key string, args ...any) string {
	return TIn(Lang(), key, args...)
}

// TIn is T in a given language.
func TIn(lang, key string, args ...any) string {
	ready(lang)
	ready(Fallback)
	mu.RLock()
	msg, ok := catalog[lang][key]
	if !ok {
		msg, ok = catalog[Fallback][key]
	}
	mu.RUnlock()
	if !ok {
		return key
	}
	if len(args) == 0 {
		return msg
	}
	return fmt.Sprintf(msg, args...)
}

// Has reports whether key has a message in lang.
func Has(lang, key string) bool {
	ready(lang)
	mu.RLock()
	defer mu.RUnlock()
	_, ok := catalog[lang][key]
	return ok
}

// Keys lists every key known in any language, sorted.
func Keys() []string {
	for _, l := range langs {
		ready(l.Code)
	}
	mu.RLock()
	defer mu.RUnlock()
	seen := map[string]bool{}
	for _, m := range catalog {
		for k := range m {
			seen[k] = true
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
