package main

import (
	"strings"
	"testing"
)

func TestCardsGosu(t *testing.T) {
	code, out, errs := runCLI("cards", "gosu")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	ids := strings.Split(strings.TrimSpace(out), "\n")
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] || !strings.Contains(id, ".") {
			t.Errorf("bad or repeated id %q", id)
		}
		seen[id] = true
	}
	// 8 clans × 11 printed cards, from abhilasha.abhilasha to xian.dancing-dragon.
	if len(ids) != 88 || ids[0] != "abhilasha.abhilasha" || ids[87] != "xian.dancing-dragon" {
		t.Errorf("%d ids, first %q, last %q", len(ids), ids[0], ids[len(ids)-1])
	}
	if code, _, _ := runCLI("cards", "chess"); code != 2 {
		t.Errorf("an unknown game: exit %d, want 2", code)
	}
	if code, _, _ := runCLI("cards"); code != 2 {
		t.Errorf("no game: exit %d, want 2", code)
	}
}
