//go:build js

package storage

import (
	"encoding/base64"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"syscall/js"
	"time"
	"unicode/utf8"
)

// webPrefix keeps Kamon's keys apart from anything else on the same origin.
const webPrefix = "kamon/"

// Default is the browser's localStorage, or memory where there is none
// (Node, or a browser that forbids storage). The page takes Kamon's storage
// for itself: when another tab already has it, this one is read-only (see
// ReadOnly), so that two tabs never interleave their writes.
func Default() Store {
	ls, ok := localStorage()
	if !ok {
		return NewMemory()
	}
	w := newWeb(ls)
	w.tab = claimTab(ls, js.Global().Get("navigator"), tabRetry, tabSettle)
	return w
}

func localStorage() (ls js.Value, ok bool) {
	// Reading window.localStorage throws in some sandboxed pages.
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	ls = js.Global().Get("localStorage")
	return ls, ls.Type() == js.TypeObject
}

// web is a store over a Web Storage object (localStorage). Each setItem is
// atomic, which is all Save needs.
type web struct {
	ls  js.Value
	tab *tab // nil: writes are not checked against other tabs
}

func newWeb(ls js.Value) *web { return &web{ls: ls} }

// call runs a Storage method, turning a thrown exception (a quota error, a
// security error) into an error instead of a panic.
func call(obj js.Value, method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: localStorage.%s: %v", method, r)
		}
	}()
	return obj.Call(method, args...), nil
}

func (w *web) call(method string, args ...any) (js.Value, error) { return call(w.ls, method, args...) }

// writable is nil while this tab may write.
func (w *web) writable() error {
	if w.tab == nil {
		return nil
	}
	return w.tab.writable()
}

// ReadOnly is nil unless another tab owns Kamon's storage.
func (w *web) ReadOnly() error { return w.writable() }

// Where names the localStorage item.
func (w *web) Where(key string) string {
	return fmt.Sprintf("this browser's localStorage for this site, item %q", webPrefix+key)
}

// Values are strings in Web Storage: valid UTF-8 is kept readable behind
// "t:", anything else is base64 behind "b:".
func encode(data []byte) string {
	if utf8.Valid(data) {
		return "t:" + string(data)
	}
	return "b:" + base64.StdEncoding.EncodeToString(data)
}

func decode(key, s string) ([]byte, error) {
	switch {
	case strings.HasPrefix(s, "t:"):
		return []byte(s[2:]), nil
	case strings.HasPrefix(s, "b:"):
		data, err := base64.StdEncoding.DecodeString(s[2:])
		if err != nil {
			return nil, fmt.Errorf("%w: %q is not valid base64", ErrForeign, key)
		}
		return data, nil
	}
	return nil, fmt.Errorf("%w: %q holds a value Kamon did not write", ErrForeign, key)
}

func (w *web) Load(key string) ([]byte, error) { return w.LoadMax(key, MaxItemBytes) }

// LoadMax with max < 0 has no limit. A value's length in UTF-16 units is
// known before it is copied out of JavaScript: its bytes are at least 3/4
// of that (base64), so a value far too long is refused uncopied.
func (w *web) LoadMax(key string, max int64) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	v, err := w.call("getItem", webPrefix+key)
	if err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	if max >= 0 {
		// A string has no properties for Go to read: its String object has.
		if units := int64(js.Global().Get("String").New(v).Length()); (units-2)*3/4 > max {
			return nil, tooBig(key, (units-2)*3/4, max)
		}
	}
	data, err := decode(key, v.String())
	if err == nil && max >= 0 && int64(len(data)) > max {
		return nil, tooBig(key, int64(len(data)), max)
	}
	return data, err
}

func (w *web) Save(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if err := w.writable(); err != nil {
		return fmt.Errorf("storage: saving %q: %w", key, err)
	}
	_, err := w.call("setItem", webPrefix+key, encode(data))
	return err
}

// Create checks then sets: a page runs one Go program on one thread, and
// other tabs do not write (see tab), so nothing can slip in between.
func (w *web) Create(key string, data []byte) (bool, error) {
	if err := CheckKey(key); err != nil {
		return false, err
	}
	if err := w.writable(); err != nil {
		return false, fmt.Errorf("storage: creating %q: %w", key, err)
	}
	v, err := w.call("getItem", webPrefix+key)
	if err != nil || v.Type() == js.TypeString {
		return false, err
	}
	return true, w.Save(key, data)
}

func (w *web) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if err := w.writable(); err != nil {
		return fmt.Errorf("storage: deleting %q: %w", key, err)
	}
	_, err := w.call("removeItem", webPrefix+key)
	return err
}

// SetAside moves the stored string as it is, so that a value Kamon did not
// write moves too, unread.
func (w *web) SetAside(key string) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	if err := w.writable(); err != nil {
		return "", fmt.Errorf("storage: setting %q aside: %w", key, err)
	}
	return setAside(key, func(aside string) (bool, error) {
		v, err := w.call("getItem", webPrefix+key)
		if err != nil {
			return false, err
		}
		if v.Type() != js.TypeString {
			return false, fmt.Errorf("%w: %q", ErrNotFound, key)
		}
		taken, err := w.call("getItem", webPrefix+aside)
		if err != nil || taken.Type() == js.TypeString {
			return false, err
		}
		_, err = w.call("setItem", webPrefix+aside, v)
		return err == nil, err
	}, w.Delete)
}

func (w *web) Keys(prefix string) ([]string, error) {
	length := w.ls.Get("length").Int()
	var out []string
	for i := 0; i < length; i++ {
		v, err := w.call("key", i)
		if err != nil {
			return nil, err
		}
		if v.Type() != js.TypeString {
			continue
		}
		k, ok := strings.CutPrefix(v.String(), webPrefix)
		if ok && CheckKey(k) == nil && strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out, nil
}

// tab is this page's hold on Kamon's storage against other tabs of the same
// site, which share its localStorage. With the Web Locks API the page asks
// for the lock "kamon" if it is free and keeps it until the page goes (the
// browser lets it go then, even on a crash). Without it, the owner's id and
// the time are kept in the item ownerItem, written again every beat: a
// page takes it when it is free or was not written for staleAfter, and
// checks before every write that it still holds it. A page that does not
// hold it, or loses it, stays read-only until it is reloaded: its view of
// the saves may be older than the other tab's.
type tab struct {
	ls  js.Value
	id  string // the heartbeat owner's id; "" with Web Locks
	err error  // nil while this page may write
}

const (
	lockName   = "kamon"
	ownerItem  = "kamon-tab" // outside webPrefix: not one of the store's keys
	beat       = 5 * time.Second
	staleAfter = 20 * time.Second
	// A reloaded page may ask before its previous self let go: it asks once
	// more after tabRetry. Two pages that take ownerItem at once see who
	// kept it after tabSettle.
	tabRetry  = 500 * time.Millisecond
	tabSettle = 100 * time.Millisecond
)

func claimTab(ls, navigator js.Value, retry, settle time.Duration) *tab {
	t := &tab{ls: ls}
	var locks js.Value
	if navigator.Type() == js.TypeObject {
		locks = navigator.Get("locks")
	}
	if locks.Type() == js.TypeObject && locks.Get("request").Type() == js.TypeFunction {
		held, answered := requestLock(locks)
		if answered && !held && retry > 0 {
			time.Sleep(retry)
			held, answered = requestLock(locks)
		}
		if answered {
			if !held {
				t.err = ErrOtherTab
			}
			return t
		}
	}
	t.id = strconv.FormatInt(time.Now().UnixNano(), 36) + "-" + strconv.Itoa(int(js.Global().Get("Math").Call("random").Float()*1e9))
	t.claimItem(settle)
	return t
}

// requestLock asks for the lock if it is free; answered is false if the
// browser did not answer within a second.
func requestLock(locks js.Value) (held, answered bool) {
	got := make(chan bool, 1)
	grant := js.FuncOf(func(this js.Value, args []js.Value) any {
		ok := len(args) > 0 && args[0].Truthy()
		got <- ok
		if !ok {
			return nil
		}
		// The lock is held until the promise returned here settles: never.
		return js.Global().Get("Promise").New(js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	})
	opts := js.Global().Get("Object").New()
	opts.Set("ifAvailable", true)
	if _, err := call(locks, "request", lockName, opts, grant); err != nil {
		return false, false
	}
	select {
	case held = <-got:
		return held, true
	case <-time.After(time.Second):
		return false, false
	}
}

// owner reads ownerItem: the id in it, and whether it was written recently.
func (t *tab) owner() (id string, fresh bool) {
	v, err := call(t.ls, "getItem", ownerItem)
	if err != nil || v.Type() != js.TypeString {
		return "", false
	}
	id, ms, ok := strings.Cut(v.String(), " ")
	at, err := strconv.ParseInt(ms, 10, 64)
	if !ok || err != nil {
		return "", false
	}
	return id, time.Since(time.UnixMilli(at)) < staleAfter
}

func (t *tab) stamp() {
	call(t.ls, "setItem", ownerItem, t.id+" "+strconv.FormatInt(time.Now().UnixMilli(), 10))
}

// claimItem takes ownerItem if it is free or stale, then looks again after
// settle: of two pages that took it at once, the one written last keeps it.
func (t *tab) claimItem(settle time.Duration) {
	if id, fresh := t.owner(); fresh && id != t.id {
		t.err = ErrOtherTab
		return
	}
	t.stamp()
	time.Sleep(settle)
	if id, _ := t.owner(); id != t.id {
		t.err = ErrOtherTab
		return
	}
	release := js.FuncOf(func(js.Value, []js.Value) any {
		if id, _ := t.owner(); id == t.id {
			call(t.ls, "removeItem", ownerItem)
		}
		return nil
	})
	if add := js.Global().Get("addEventListener"); add.Type() == js.TypeFunction {
		js.Global().Call("addEventListener", "pagehide", release)
	}
	go t.heartbeat()
}

func (t *tab) heartbeat() {
	for t.writable() == nil {
		time.Sleep(beat)
		if t.writable() == nil {
			t.stamp()
		}
	}
}

func (t *tab) writable() error {
	if t.err == nil && t.id != "" {
		if id, _ := t.owner(); id != t.id {
			t.err = ErrOtherTab
		}
	}
	return t.err
}
