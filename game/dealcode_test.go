package game_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
)

func TestDealCodesRoundTrip(t *testing.T) {
	rng := rules.NewRNG(1)
	seeds := []uint64{0, 1, 31, 32, math.MaxUint64, 18446744073709551615 / 3}
	for range 1000 {
		seeds = append(seeds, rng.Uint64())
	}
	for _, seed := range seeds {
		code := game.DealCode(seed)
		if len(code) != 15 || code[4] != '-' || code[9] != '-' {
			t.Fatalf("DealCode(%d) = %q", seed, code)
		}
		if got, err := game.ParseDealCode(code); err != nil || got != seed {
			t.Fatalf("ParseDealCode(%q) = %d, %v; want %d", code, got, err, seed)
		}
	}
}

func TestDealCodesAsTyped(t *testing.T) {
	seed := uint64(0x0123456789abcdef)
	code := game.DealCode(seed)
	for _, typed := range []string{code, " " + code + " ", "0" + code[1:4] + code[5:9] + code[10:], "o" + code[1:]} {
		if typed[0] == 'o' && code[0] != '0' {
			continue
		}
		if got, err := game.ParseDealCode(typed); err != nil || got != seed {
			t.Errorf("ParseDealCode(%q) = %d, %v", typed, got, err)
		}
	}
	if got, err := game.ParseDealCode("oooo oooo ooooI"); err != nil || got != 1 {
		t.Errorf("O for 0, I for 1: %d, %v", got, err)
	}
	if got, err := game.ParseDealCode("0000-0000-0000l"); err != nil || got != 1 {
		t.Errorf("l for 1: %d, %v", got, err)
	}
	if got, err := game.ParseDealCode("12345"); err != nil || got != 12345 {
		t.Errorf("a decimal seed: %d, %v", got, err)
	}
}

// Each check of ParseDealCode refuses a code DealCode wrote with one thing
// changed, and only that check does.
func TestDealCodesRefusedForEachReason(t *testing.T) {
	code := game.DealCode(0x0123456789abcdef)
	if _, err := game.ParseDealCode(code); err != nil {
		t.Fatalf("the valid code %s: %v", code, err)
	}
	for _, c := range []struct {
		name, code, why string
	}{
		{"a U", code[:5] + "U" + code[6:], "'U' is none of its letters and digits"},
		{"a question mark for a dash", code[:4] + "?" + code[5:], "'?' is none of its letters and digits"},
		{"a letter too many", code + "X", "more than 13 letters and digits"},
		{"a first letter past F", "G" + code[1:], "it begins with G, past F"},
		{"a letter too few", code[:len(code)-1], "12 letters and digits, not 13"},
		{"nothing", "", "0 letters and digits, not 13"},
		{"a decimal seed past 2^64", "18446744073709551616", "more than 13 letters and digits"},
	} {
		if c.code == code {
			t.Fatalf("%s: the valid code", c.name)
		}
		_, err := game.ParseDealCode(c.code)
		if !errors.Is(err, game.ErrDealCode) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: ParseDealCode(%q) = %v, want %q", c.name, c.code, err, c.why)
		}
	}
}
