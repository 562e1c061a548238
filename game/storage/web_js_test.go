//go:build js

package storage

import (
	"strings"
	"syscall/js"
	"testing"
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

// Other pages' keys on the same origin are not Kamon's.
func TestWebKeepsToItsPrefix(t *testing.T) {
	ls := newFake(t, 1<<20)
	ls.Call("setItem", "other-app", "v")
	ls.Call("setItem", webPrefix+"junk", "no tag")
	st := newWeb(ls)
	if keys, _ := st.Keys(""); len(keys) != 1 || keys[0] != "junk" {
		t.Fatalf("Keys = %v", keys)
	}
	if _, err := st.Load("junk"); err == nil {
		t.Fatal("a value Kamon did not write was accepted")
	}
}

// Node has no localStorage: Default falls back to memory and still works.
func TestDefaultWithoutLocalStorage(t *testing.T) {
	if js.Global().Get("localStorage").Type() == js.TypeObject {
		t.Skip("this JavaScript host has a localStorage")
	}
	st := Default()
	if err := st.Save("autosave", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Load("autosave"); string(got) != "x" {
		t.Fatalf("Load = %q", got)
	}
}
