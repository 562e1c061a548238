package server

import (
	"testing"
	"time"
)

func TestCheckName(t *testing.T) {
	for name, ok := range map[string]bool{
		"Ann": true, "  Bo  ": true, "Élodie": true, "Пётр": true, "": true, "sixteen chars ok": true,
		"seventeen chars!!": false, "a\x00b": false, "a\nb": false, "a\tb": false, "a\u202eb": false,
		"a\u2066b": false, "a\u200fb": false, "a\u2028b": false, "\xff": false,
	} {
		if _, err := checkName(name); (err == nil) != ok {
			t.Errorf("checkName(%q): %v, want ok %v", name, err, ok)
		}
	}
}

func TestLimiter(t *testing.T) {
	l := newLimiter(2, 3)
	now := time.Unix(1000, 0)
	n := 0
	for range 10 {
		if l.allow("a", now) {
			n++
		}
	}
	if n != 3 || !l.allow("b", now) {
		t.Fatalf("a burst of 3: %d allowed", n)
	}
	if !l.allow("a", now.Add(600*time.Millisecond)) {
		t.Fatal("a token should come back after half a second at 2 a second")
	}
	if (*limiter)(nil).allow("a", now) != true || newLimiter(-1, 0).allow("a", now) != true {
		t.Fatal("no limit refused")
	}
}
