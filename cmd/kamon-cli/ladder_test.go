package main

import (
	"strings"
	"testing"
)

// A short ladder: the table's header, one row per adjacent pair of levels
// and player count, and the same figures whatever --parallel is (each game
// depends on its seed and seats alone).
func TestLadder(t *testing.T) {
	args := []string{"ladder", "--game", "mana", "--levels", "random,easy", "--games", "4"}
	code, out, errs := runCLI(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "| game | players | pair") {
		t.Fatalf("want a header, a rule and one row:\n%s", out)
	}
	row := lines[2]
	if !strings.HasPrefix(row, "| mana | 2 | easy > random | 4 | 100% |") {
		t.Fatalf("easy should beat random in every game: %s", row)
	}
	code, out2, errs := runCLI(append(args, "--parallel", "3")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// The time per decision differs from run to run; the rest may not.
	trim := func(s string) string { return s[:strings.LastIndex(strings.TrimSuffix(s, " |"), "|")] }
	if a, b := trim(row), trim(strings.Split(strings.TrimSpace(out2), "\n")[2]); a != b {
		t.Fatalf("--parallel changed the games:\n%s\n%s", a, b)
	}
}

// Several player counts: one row per count, the stronger level in one seat.
func TestLadderPlayerCounts(t *testing.T) {
	code, out, errs := runCLI("ladder", "--game", "tally", "--levels", "random,easy", "--games", "3", "--players", "2,3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"| tally | 2 | easy > random | 3 |", "| tally | 3 | easy > random | 3 |", "(33%)"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "| tally | 4 |") {
		t.Errorf("--players 2,3 played 4 players:\n%s", out)
	}
}

func TestLadderErrors(t *testing.T) {
	for _, args := range [][]string{
		{"ladder", "--games", "0"},
		{"ladder", "--parallel", "0"},
		{"ladder", "--players", "two"},
		{"ladder", "extra"},
	} {
		if code, _, _ := runCLI(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	if code, _, errs := runCLI("ladder", "--game", "chess"); code != 1 || !strings.Contains(errs, "chess") {
		t.Errorf("unknown game: exit %d, %s", code, errs)
	}
}
