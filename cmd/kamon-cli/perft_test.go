package main

import (
	"strings"
	"testing"
)

const manaStart = "rrdrrr/6/6/6/6/RRDRRR b - 0 0"

func TestPerft(t *testing.T) {
	code, out, errs := runCLI("perft", "mana", manaStart, "4")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || lines[len(lines)-1] != "1209" {
		t.Fatalf("exit %d, out %q, err %q", code, out, errs)
	}
}

func TestDivide(t *testing.T) {
	code, out, errs := runCLI("divide", "mana", manaStart, "2")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 17 || lines[0] != "a1-a4 8" || lines[16] != "total 56" {
		t.Fatalf("exit %d, out %q, err %q", code, out, errs)
	}
	for i := 1; i < 16; i++ {
		if lines[i-1] >= lines[i] {
			t.Errorf("not sorted: %q before %q", lines[i-1], lines[i])
		}
	}
}

func TestPerftErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"perft", "mana", "rrdrrr/6/6/6/6/RRDRRx b - 0 0", "2"}, 2, `'x' is not a piece`},
		{[]string{"perft", "mana", "rrdrrr/6/6/6/RRDRRR b - 0 0", "2"}, 2, "want 6 ranks"},
		{[]string{"perft", "mana", manaStart, "deep"}, 2, "depth"},
		{[]string{"perft", "tally", manaStart, "2"}, 2, "no position notation"},
		{[]string{"divide", "mana", manaStart}, 2, "got 2 arguments"},
		{[]string{"divide", "mana", manaStart, "0"}, 2, "at least 1"},
	} {
		code, _, errs := runCLI(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}

func TestBenchMana(t *testing.T) {
	code, out, errs := runCLI("bench", "--game", "mana", "--seconds", "0.2")
	if code != 0 || !strings.HasSuffix(strings.TrimSpace(out), "plies/s") {
		t.Fatalf("exit %d, out %q, err %q", code, out, errs)
	}
}
