//go:build js

package device

import (
	"reflect"
	"syscall/js"
	"testing"
)

// fakeLoader installs what wasm/loader.js publishes, recording every call, and removes it
// when the test ends.
func fakeLoader(t *testing.T) *[][]any {
	var calls [][]any
	obj := js.Global().Get("Object").New()
	var funcs []js.Func
	for _, name := range []string{"keepAwake", "setFullscreen", "fullscreen", "fullscreenAvailable", "vibrate"} {
		f := js.FuncOf(func(_ js.Value, args []js.Value) any {
			call := []any{name}
			for _, a := range args {
				switch a.Type() {
				case js.TypeBoolean:
					call = append(call, a.Bool())
				case js.TypeObject:
					var ms []int
					for i := 0; i < a.Length(); i++ {
						ms = append(ms, a.Index(i).Int())
					}
					call = append(call, ms)
				}
			}
			calls = append(calls, call)
			return name == "fullscreen" || name == "fullscreenAvailable"
		})
		funcs = append(funcs, f)
		obj.Set(name, f)
	}
	apply := js.FuncOf(func(js.Value, []js.Value) any {
		calls = append(calls, []any{"apply"})
		return true
	})
	funcs = append(funcs, apply)
	js.Global().Set("kamonDevice", obj)
	js.Global().Set("kamonUpdateReady", true)
	js.Global().Set("kamonApplyUpdate", apply)
	t.Cleanup(func() {
		js.Global().Delete("kamonDevice")
		js.Global().Delete("kamonUpdateReady")
		js.Global().Delete("kamonApplyUpdate")
		for _, f := range funcs {
			f.Release()
		}
	})
	return &calls
}

func TestCallsTheLoader(t *testing.T) {
	calls := fakeLoader(t)
	KeepAwake(true)
	SetFullscreen(false)
	Vibrate(40, 2000, -1)
	if !Fullscreen() || !FullscreenAvailable() || !UpdateReady() || !ApplyUpdate() {
		t.Error("the loader's answers did not come through")
	}
	want := [][]any{
		{"keepAwake", true}, {"setFullscreen", false}, {"vibrate", []int{40, 1000, 0}},
		{"fullscreen"}, {"fullscreenAvailable"}, {"apply"},
	}
	if !reflect.DeepEqual(*calls, want) {
		t.Errorf("calls %v, want %v", *calls, want)
	}
}

// fakeFetch publishes a loader whose fetchText answers with Promise.resolve(text), or with
// Promise.reject(new Error(fail)) when fail is not empty, and records the paths asked for.
func fakeFetch(t *testing.T, text, fail string) *[]string {
	var paths []string
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		paths = append(paths, args[0].String())
		promise := js.Global().Get("Promise")
		if fail != "" {
			return promise.Call("reject", js.Global().Get("Error").New(fail))
		}
		return promise.Call("resolve", text)
	})
	obj := js.Global().Get("Object").New()
	obj.Set("fetchText", f)
	js.Global().Set("kamonDevice", obj)
	t.Cleanup(func() {
		js.Global().Delete("kamonDevice")
		f.Release()
	})
	return &paths
}

func TestFetchTextWaitsForTheLoader(t *testing.T) {
	paths := fakeFetch(t, `"menu.play": "Jouer",`, "")
	got, err := FetchText("lang/fr.txt")
	if err != nil || got != `"menu.play": "Jouer",` {
		t.Errorf("FetchText = %q, %v", got, err)
	}
	if !reflect.DeepEqual(*paths, []string{"lang/fr.txt"}) {
		t.Errorf("asked for %v", *paths)
	}
}

func TestFetchTextSaysWhyItFailed(t *testing.T) {
	fakeFetch(t, "", "HTTP 404")
	if _, err := FetchText("lang/it.txt"); err == nil || err.Error() != "device: fetching lang/it.txt: HTTP 404" {
		t.Errorf("err = %v", err)
	}
	js.Global().Delete("kamonDevice")
	if _, err := FetchText("lang/it.txt"); err == nil {
		t.Error("no loader, and no error")
	}
}
