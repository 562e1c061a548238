//go:build js

package storage

import (
	"encoding/base64"
	"fmt"
	"slices"
	"strings"
	"syscall/js"
	"unicode/utf8"
)

// webPrefix keeps Kamon's keys apart from anything else on the same origin.
const webPrefix = "kamon/"

// Default is the browser's localStorage, or memory where there is none
// (Node, or a browser that forbids storage).
func Default() Store {
	ls, ok := localStorage()
	if !ok {
		return NewMemory()
	}
	return newWeb(ls)
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
type web struct{ ls js.Value }

func newWeb(ls js.Value) Store { return web{ls: ls} }

// call runs a Storage method, turning a thrown exception (a quota error, a
// security error) into an error instead of a panic.
func (w web) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: localStorage.%s: %v", method, r)
		}
	}()
	return w.ls.Call(method, args...), nil
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
		return base64.StdEncoding.DecodeString(s[2:])
	}
	return nil, fmt.Errorf("storage: %q holds a value Kamon did not write", key)
}

func (w web) Load(key string) ([]byte, error) {
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
	return decode(key, v.String())
}

func (w web) Save(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	_, err := w.call("setItem", webPrefix+key, encode(data))
	return err
}

func (w web) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	_, err := w.call("removeItem", webPrefix+key)
	return err
}

// createNew checks then sets: a page runs one Go program on one thread, so
// nothing can slip in between.
func (w web) createNew(key string, data []byte) (bool, error) {
	v, err := w.call("getItem", webPrefix+key)
	if err != nil {
		return false, err
	}
	if v.Type() == js.TypeString {
		return false, nil
	}
	return true, w.Save(key, data)
}

func (w web) SetAside(key string) (string, error) {
	return setAside(key, w.Load, w.createNew, w.Delete)
}

func (w web) Keys(prefix string) ([]string, error) {
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
