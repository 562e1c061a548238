package main

import (
	"strings"
	"testing"
)

// The check finds a forbidden import however deep, names the chain, and
// passes a graph that keeps its layers.
func TestCheckFollowsTheChain(t *testing.T) {
	good := map[string][]string{
		"kamon/sound":       {"math"},
		"kamon/scenes/ui":   {"kamon/sprites"},
		"kamon/sprites":     {"kamon/i18n"},
		"kamon/rules/mana":  {"kamon/rules"},
		"kamon/scenes":      {"kamon/scenes/table", "kamon/scenes/ui"},
		"kamon/scenes/mana": {"kamon/scenes/table", "kamon/rules/mana"},
	}
	if broken := check(good); len(broken) != 0 {
		t.Fatalf("a graph that keeps its layers: %q", broken)
	}
	bad := map[string][]string{
		"kamon/scenes/ui":       {"kamon/sprites"},
		"kamon/sprites":         {"kamon/scenes/settings"},
		"kamon/scenes/settings": {"kamon/game/storage"},
		"kamon/game/storage":    {},
	}
	broken := check(bad)
	if len(broken) != 1 || !strings.Contains(broken[0], "kamon/scenes/ui → kamon/sprites → kamon/scenes/settings → kamon/game/storage") {
		t.Fatalf("the kit reaching the saves through two packages: %q", broken)
	}
}

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		pattern, path string
		want          bool
	}{
		{"kamon/rules/...", "kamon/rules", true},
		{"kamon/rules/...", "kamon/rules/mana", true},
		{"kamon/rules/...", "kamon/rulesx", false},
		{"kamon/scenes", "kamon/scenes/ui", false},
	} {
		if got := match(c.pattern, c.path); got != c.want {
			t.Errorf("match(%q, %q) = %v", c.pattern, c.path, got)
		}
	}
}
