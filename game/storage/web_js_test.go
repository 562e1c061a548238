//go:build js

package storage

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeLocalStorage is a Web Storage object in plain JavaScript, as a browser
// provides; quota makes setItem throw once values grow past that many chars.
const fakeLocalStorage = `(function(quota) {
	const m = new Map();
	return {
		getItem(k) { return m.has(k) ? m.get(k) : null; },
		setItem(k, v) {
			if (String(v).length > quota) { throw new Error("QuotaExceededError"); }
			m.set(k, String(v));
		},
		removeItem(k) { m.delete(k); },
		key(i) { return Array.from(m.keys())[i] ?? null; },
		get length() { return m.size; },
	};
})`

// fakeNavigator has a lock manager as the Web Locks API gives one: request
// with ifAvailable calls back with null when the lock is held, else with a
// lock held until the callback's promise settles. release lets a lock go
// as a closed page would.
const fakeNavigator = `(function() {
	const held = new Set();
	return {
		locks: {
			request(name, opts, cb) {
				if (held.has(name)) { return Promise.resolve().then(() => cb(null)); }
				held.add(name);
				return Promise.resolve().then(() => cb({name: name}));
			},
		},
		release(name) { held.delete(name); },
	};
})`

func newFake(t *testing.T, quota int) js.Value {
	t.Helper()
	return js.Global().Call("eval", fakeLocalStorage).Invoke(quota)
}

func TestWeb(t *testing.T) { checkStore(t, newWeb(newFake(t, 1<<20))) }

func TestWebQuotaIsAnError(t *testing.T) {
	ls := newFake(t, 10)
	st := newWeb(ls)
	if err := st.Save("autosave", []byte("short")); err != nil {
		t.Fatal(err)
	}
	err := st.Save("autosave", []byte(strings.Repeat("x", 100)))
	if err == nil || !strings.Contains(err.Error(), "Quota") {
		t.Fatalf("Save past the quota: %v", err)
	}
	if got, _ := st.Load("autosave"); string(got) != "short" {
		t.Fatalf("the old value is gone: %q", got)
	}
}

// Other pages' keys on the same origin are not Kamon's; a value under one
// of Kamon's keys that Kamon did not write is refused, and set aside as it
// is, character for character.
func TestWebKeepsToItsPrefix(t *testing.T) {
	ls := newFake(t, 1<<20)
	ls.Call("setItem", "other-app", "v")
	ls.Call("setItem", webPrefix+"junk", "no tag")
	ls.Call("setItem", webPrefix+"bad64", "b:***")
	st := newWeb(ls)
	if keys, _ := st.Keys(""); len(keys) != 2 || keys[0] != "bad64" || keys[1] != "junk" {
		t.Fatalf("Keys = %v", keys)
	}
	for _, key := range []string{"junk", "bad64"} {
		raw := ls.Call("getItem", webPrefix+key).String()
		if _, err := st.Load(key); !errors.Is(err, ErrForeign) {
			t.Fatalf("%s: a value Kamon did not write: %v", key, err)
		}
		kept, err := st.SetAside(key)
		if err != nil {
			t.Fatal(err)
		}
		if got := ls.Call("getItem", webPrefix+kept); got.Type() != js.TypeString || got.String() != raw {
			t.Fatalf("%s: kept %v, want %q", key, got, raw)
		}
		if w := Where(st, kept); !strings.Contains(w, webPrefix+kept) {
			t.Fatalf("Where = %q", w)
		}
	}
	if ls.Call("getItem", "other-app").String() != "v" {
		t.Fatal("another page's item was touched")
	}
}

// A long value is refused from its length, before it is copied into Go.
func TestWebLoadMaxRefusesLongValues(t *testing.T) {
	ls := newFake(t, 1<<30)
	st := newWeb(ls)
	if err := st.Save("save-x-1", []byte(strings.Repeat("x", 1000))); err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadMax("save-x-1", 100); !errors.Is(err, ErrTooBig) {
		t.Fatalf("LoadMax of 1000 chars at most 100: %v", err)
	}
	if got, err := st.LoadMax("save-x-1", 1000); err != nil || len(got) != 1000 {
		t.Fatalf("LoadMax at the limit: %d bytes, %v", len(got), err)
	}
}

// With Web Locks, the first tab holds the lock and writes; the second is
// read-only: every write fails with ErrOtherTab and changes nothing, loads
// still work. Once the first is gone, a new tab takes the lock.
func TestSecondTabIsReadOnlyWithWebLocks(t *testing.T) {
	ls := newFake(t, 1<<20)
	nav := js.Global().Call("eval", fakeNavigator).Invoke()
	first := &web{ls: ls, tab: claimTab(ls, nav, time.Millisecond, time.Millisecond)}
	second := &web{ls: ls, tab: claimTab(ls, nav, time.Millisecond, time.Millisecond)}
	checkTabs(t, ls, first, second)
	nav.Call("release", lockName)
	third := &web{ls: ls, tab: claimTab(ls, nav, time.Millisecond, time.Millisecond)}
	if err := third.Save("save-x-1", []byte("third")); err != nil {
		t.Fatalf("the tab opened after the first closed: %v", err)
	}
}

// Without Web Locks, the tabs share an owner item: the second tab is
// read-only while the first keeps it fresh; a tab whose item was taken over
// stops writing at once; a stale item is free.
func TestSecondTabIsReadOnlyWithoutWebLocks(t *testing.T) {
	ls := newFake(t, 1<<20)
	nav := js.ValueOf(map[string]any{}) // a navigator without locks
	first := &web{ls: ls, tab: claimTab(ls, nav, time.Millisecond, time.Millisecond)}
	second := &web{ls: ls, tab: claimTab(ls, nav, time.Millisecond, time.Millisecond)}
	checkTabs(t, ls, first, second)

	now := strconv.FormatInt(time.Now().UnixMilli(), 10)
	ls.Call("setItem", ownerItem, "another-tab "+now)
	if err := first.Save("save-x-1", []byte("lost")); !errors.Is(err, ErrOtherTab) {
		t.Fatalf("a write after another tab took over: %v", err)
	}
	if got, _ := first.Load("save-x-1"); string(got) != "first" {
		t.Fatalf("the value changed to %q", got)
	}

	ls.Call("setItem", ownerItem, "closed-tab 0")
	fourth := &web{ls: ls, tab: claimTab(ls, nav, time.Millisecond, time.Millisecond)}
	if err := fourth.Save("save-x-1", []byte("fourth")); err != nil {
		t.Fatalf("a tab after a stale owner: %v", err)
	}
}

func checkTabs(t *testing.T, ls js.Value, first, second *web) {
	t.Helper()
	if err := ReadOnly(first); err != nil {
		t.Fatalf("the first tab is read-only: %v", err)
	}
	if err := ReadOnly(second); !errors.Is(err, ErrOtherTab) || err.Error() != "Kamon is open in another tab; this tab will not save" {
		t.Fatalf("the second tab: ReadOnly = %v", err)
	}
	if err := first.Save("save-x-1", []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := second.Save("save-x-1", []byte("second")); !errors.Is(err, ErrOtherTab) {
		t.Fatalf("Save from the second tab: %v", err)
	}
	if ok, err := second.Create("save-x-2", []byte("second")); ok || !errors.Is(err, ErrOtherTab) {
		t.Fatalf("Create from the second tab: %v, %v", ok, err)
	}
	if err := second.Delete("save-x-1"); !errors.Is(err, ErrOtherTab) {
		t.Fatalf("Delete from the second tab: %v", err)
	}
	if _, err := second.SetAside("save-x-1"); !errors.Is(err, ErrOtherTab) {
		t.Fatalf("SetAside from the second tab: %v", err)
	}
	if got, err := second.Load("save-x-1"); err != nil || string(got) != "first" {
		t.Fatalf("the second tab loads %q, %v", got, err)
	}
	if keys, _ := second.Keys(""); len(keys) != 1 {
		t.Fatalf("keys after the second tab's writes: %v", keys)
	}
}

// Node has no localStorage: Default falls back to memory, which no other
// tab shares, and still works.
func TestDefaultWithoutLocalStorage(t *testing.T) {
	if js.Global().Get("localStorage").Type() == js.TypeObject {
		t.Skip("this JavaScript host has a localStorage")
	}
	st := Default()
	if err := ReadOnly(st); err != nil {
		t.Fatalf("ReadOnly = %v", err)
	}
	if err := st.Save("autosave", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Load("autosave"); string(got) != "x" {
		t.Fatalf("Load = %q", got)
	}
}
