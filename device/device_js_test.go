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
