package device

import (
	"reflect"
	"testing"
)

func TestPattern(t *testing.T) {
	cases := []struct {
		in   []int
		want []any
	}{
		{[]int{30}, []any{30}},
		{[]int{40, 60, 40}, []any{40, 60, 40}},
		{[]int{-5, 0, 5000}, []any{0, 0, 1000}},
		{[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{nil, []any{}},
	}
	for _, c := range cases {
		if got := pattern(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("pattern(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// Without the page's loader (outside the browser, or Node running the tests as WebAssembly)
// every call is safe and every question answers false.
func TestWithoutLoader(t *testing.T) {
	KeepAwake(true)
	KeepAwake(false)
	SetFullscreen(true)
	Vibrate()
	Vibrate(30)
	if Fullscreen() || FullscreenAvailable() || UpdateReady() || ApplyUpdate() {
		t.Error("a device without a loader reports a feature")
	}
}
