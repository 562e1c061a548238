package mana

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestGeneric(t *testing.T) {
	seeds := 40
	if testing.Short() || runtime.GOARCH == "wasm" { // Node runs it ~3× slower
		seeds = 15
	}
	rulestest.Run(t, rulestest.Suite{
		Game:      Game,
		Kinds:     EventKinds,
		Configs:   []rules.Config{cfg(""), cfg(Advanced), {Players: 2, Options: map[string]string{OptPasses: "0"}}},
		Seeds:     seeds,
		Every:     11,
		Invariant: invariant,
		Probes:    []rules.Action{Pass, dropAction(kindDaimio, 2), dropAction(kindRonin, 20), moveAction(3, 9)},
	})
}

// invariant checks a state of a game begun with New against what the rules
// allow at any point: all five Ronins of a side are somewhere.
func invariant(rs rules.State) error { return checkState(rs.(*State), true) }

// checkState checks a state; a position read from notation may have fewer
// than five Ronins a side (allRonins false).
func checkState(s *State, allRonins bool) error {
	b := s.b
	if b.occ[black]&b.occ[white] != 0 || (b.occ[black]|b.occ[white])&^allMask != 0 {
		return fmt.Errorf("pieces overlap or stray off the board: %s", s.Position())
	}
	for side := range 2 {
		pieces := bits.OnesCount64(b.occ[side])
		d := b.daimio[side]
		if d >= 0 && b.occ[side]&(1<<d) == 0 {
			return fmt.Errorf("%s's Daimio is not on one of its squares", sideName[side])
		}
		ronins := pieces - btoi(d >= 0)
		inHand := s.hand[side].ronins + btoi(s.hand[side].daimio)
		total := ronins + int(b.reserve[side]) + s.hand[side].ronins
		if total > 5 || allRonins && total != 5 || btoi(d >= 0)+btoi(s.hand[side].daimio) != 1 && !s.won() {
			return fmt.Errorf("%s: %d Ronins on the board, %d in reserve, %d to place: %s", sideName[side], ronins, b.reserve[side], inHand, s.Position())
		}
	}
	if s.setup() {
		if b.mana != 0 || s.Bird() != -1 || len(s.history) != 0 {
			return fmt.Errorf("setup with a bird or a history")
		}
	} else {
		bird := s.Bird()
		free := symbolMask[b.mana] &^ (b.occ[black] | b.occ[white])
		switch {
		case b.mana == 0 && bird != -1:
			return fmt.Errorf("bird on %s without a constraint", SquareName(bird))
		case b.mana != 0 && free != 0 && (bird < 0 || free&(1<<bird) == 0):
			return fmt.Errorf("bird on %d, not a free square of symbol %d", bird, b.mana)
		case s.history[len(s.history)-1] != b.key():
			return fmt.Errorf("history does not end with the position")
		}
	}
	return checkGenerator(s)
}

// checkGenerator compares Legal with Apply's own legality test over every
// action the notation can express, and checks Legal lists no action twice.
func checkGenerator(s *State) error {
	legal := map[rules.Action]bool{}
	for _, a := range s.Legal(nil) {
		if legal[a] {
			return fmt.Errorf("%s listed twice", formatAction(a))
		}
		legal[a] = true
	}
	for from := range nSquares {
		for to := range nSquares {
			if a := moveAction(from, to); s.isLegal(a) != legal[a] && !s.over() {
				return fmt.Errorf("%s: Legal says %v, Apply %v in %s", formatAction(a), legal[a], !legal[a], s.Position())
			}
		}
	}
	for to := range nSquares {
		for _, a := range []rules.Action{dropAction(kindRonin, to), dropAction(kindDaimio, to)} {
			if s.isLegal(a) != legal[a] && !s.over() {
				return fmt.Errorf("%s: Legal says %v in %s", formatAction(a), legal[a], s.Position())
			}
		}
	}
	if s.isLegal(Pass) != legal[Pass] && !s.over() {
		return fmt.Errorf("pass: Legal says %v", legal[Pass])
	}
	return nil
}

// pinnedTranscript is the sha256 of 40 random games (standard and advanced
// setup). It must be the same natively and under js/wasm; if it changes, the
// rules, the legal-action order or the RNG changed.
const pinnedTranscript = "f5e14f68a6dd4df773ff0ee9442a4bc205447c744dfc489245e6b634ede58387"

func TestTranscriptDeterminism(t *testing.T) {
	h := sha256.New()
	chooser := rules.NewRNG(42)
	for i := range 40 {
		variant := ""
		if i%2 == 1 {
			variant = Advanced
		}
		s := mustNew(t, variant)
		var moves []string
		_, err := rules.Playout(s, &chooser, 10000, func(a rules.Action, _ []rules.Event) error {
			moves = append(moves, s.FormatAction(a))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(h, "%s|%s|%s\n", strings.Join(moves, " "), s.Position(), s.Outcome().Reason)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != pinnedTranscript {
		t.Errorf("transcript sha256 %s, pinned %s", got, pinnedTranscript)
	}
}

// The kinds' strings are what the tables, the sounds and the tests of other
// packages match: they do not change when the constants are renamed.
func TestEventKindValues(t *testing.T) {
	want := []string{"place", "move", "enter", "pass", "capture", "win", "draw"}
	if !slices.Equal(EventKinds, want) {
		t.Errorf("EventKinds %q, want %q", EventKinds, want)
	}
}
