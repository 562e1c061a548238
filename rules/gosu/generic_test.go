package gosu

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestGeneric(t *testing.T) {
	var broken error
	afterTask = func(s *State) {
		if err := invariant(s); err != nil && broken == nil {
			broken = fmt.Errorf("between two tasks: %w", err)
		}
	}
	defer func() { afterTask = nil }()
	seeds := 100
	if testing.Short() || runtime.GOARCH == "wasm" {
		seeds = 15
	}
	rulestest.Run(t, rulestest.Suite{
		Game:    Game,
		Configs: []rules.Config{{Players: 2}, {Players: 2, Options: map[string]string{OptionWillpowerPrompt: "0"}}},
		Seeds:   seeds,
		Every:   7,
		Invariant: func(s rules.State) error {
			if broken != nil {
				return broken
			}
			return invariant(s)
		},
	})
}

// invariant: each player's 45 cards are all somewhere, once; the grids keep
// support; the game never outlasts round 3.
func invariant(rs rules.State) error {
	s := rs.(*State)
	if s.d.Round > 3 {
		return fmt.Errorf("round %d", s.d.Round)
	}
	if s.d.Phase == phDraft {
		return nil
	}
	var seen [nCards]int
	count := func(z []card) {
		for _, c := range z {
			seen[c&^hiddenBit]++
		}
	}
	count(s.d.Shown)
	for p := range int8(2) {
		st := s.seat(p)
		count(st.Deck)
		count(st.Hand)
		count(st.Discard)
		count(st.Removed)
		if !st.Army.check() {
			return fmt.Errorf("%s's army breaks support: %v", pname(p), st.Army.N)
		}
		for r := range 3 {
			for i := range int(st.Army.N[r]) {
				seen[st.Army.Rows[r][i].C]++
			}
		}
		if st.Reserve < 0 || st.Spent < 0 {
			return fmt.Errorf("%s has negative tokens", pname(p))
		}
		if s.d.Phase == phPlay {
			tok := int(st.Reserve + st.Spent)
			s.eachArmy(func(q pos, sl *slot) {
				if q.P == p {
					tok += int(sl.Tok)
				}
			})
			if tok != int(st.Unlocked) {
				return fmt.Errorf("%s: %d tokens for %d unlocked", pname(p), tok, st.Unlocked)
			}
		}
	}
	for c := range card(nCards) {
		owned := s.owner(c) >= 0
		if owned && seen[c] != 1 || !owned && seen[c] != 0 {
			return fmt.Errorf("%s is in %d zones", c, seen[c])
		}
	}
	return nil
}

// pinnedTranscript is the sha256 of 30 random games. It must be the same
// natively and under js/wasm; if it changes, the rules, the order of the
// legal actions or the RNG changed. pinnedHoldersOnly is the same games with
// OptionWillpowerPrompt off: only holders of a Willpower card are asked.
const (
	pinnedTranscript  = "8bc55a200477929158ec93b2845f18c8cf3605961ee35c34b4c2107f85fad3de"
	pinnedHoldersOnly = "b11ea98747cdd3cd5b13aeadc2c13a7136c63edf684fbfed6c76a8a20e72f6ed"
)

func TestTranscriptDeterminism(t *testing.T) {
	if got := transcriptHash(t, nil); got != pinnedTranscript {
		t.Errorf("transcript sha256 %s, pinned %s", got, pinnedTranscript)
	}
	off := map[string]string{OptionWillpowerPrompt: "0"}
	if got := transcriptHash(t, off); got != pinnedHoldersOnly {
		t.Errorf("holders-only transcript sha256 %s, pinned %s", got, pinnedHoldersOnly)
	}
}

func transcriptHash(t *testing.T, options map[string]string) string {
	t.Helper()
	h := sha256.New()
	chooser := rules.NewRNG(42)
	for i := range 30 {
		s, err := New(rules.Config{Players: 2, Seed: uint64(i), Options: options})
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		_, err = rules.Playout(s, &chooser, 100000, func(a rules.Action, _ []rules.Event) error {
			moves = append(moves, s.FormatAction(a))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		final := rulestest.Marshal(t, s)
		fmt.Fprintf(h, "%s|%s|%s\n", strings.Join(moves, " "), final, s.Outcome().Reason)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// The kinds' strings are what the tables, the sounds and the tests of other
// packages match: they do not change when the constants are renamed.
func TestEventKindValues(t *testing.T) {
	want := []string{"draft", "tile", "mulligan", "round", "round-end", "battle", "song", "draw",
		"mill", "refill", "spend", "play", "shift", "activate", "pass", "wonder", "extra-turn",
		"take-back", "unlock", "discard", "reveal", "take", "search", "look", "to-deck", "capture",
		"release", "destroy", "sacrifice", "remove", "swap", "bounty", "copy", "name", "ban", "cancel",
		"willpower", "end"}
	if !slices.Equal(EventKinds, want) {
		t.Errorf("EventKinds %q, want %q", EventKinds, want)
	}
}
