package game_test

import (
	"errors"
	"math"
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
	if got, err := game.ParseDealCode("12345"); err != nil || got != 12345 {
		t.Errorf("a decimal seed: %d, %v", got, err)
	}
	for _, bad := range []string{"", "ABC", "7K2M-QX4P-AZ9RTX", "UUUU-UUUU-UUUUU", "ZZZZ-ZZZZ-ZZZZZ", "7K2M?QX4P-AZ9RT"} {
		if _, err := game.ParseDealCode(bad); !errors.Is(err, game.ErrDealCode) {
			t.Errorf("ParseDealCode(%q) = %v, want ErrDealCode", bad, err)
		}
	}
}
