package gosu

import (
	"fmt"
	"testing"

	"kamon/rules"
)

// TestMulliganQuestionShowsNoHand: a hand is hidden from the other player,
// so no view may show whether it holds fewer than 2 level I cards (§3.6).
// Today the deal puts a mulligan question on the stack only for a player
// whose hand qualifies (and again after a new hand only if it still does),
// and every view carries the stack: at the deal P1 sees whether P2 will be
// asked, so whether P2 holds fewer than 2 Troops, and a hot-seat table
// hands the screen to P2 only then. Worlds dealt from such a view give the
// other player any hand with the question still pending, or none, which
// the rules would not: right after the deal, and right after a player takes
// a new hand, every world dealt from the other player's view (and from the
// public view) must hold the questions the rules would ask of the hands it
// dealt.
func TestMulliganQuestionShowsNoHand(t *testing.T) {
	dealer := rules.NewRNG(3)
	bad, checked := 0, 0
	example := ""
	check := func(s *State, seed uint64, players ...int8) {
		for _, q := range players {
			for _, p := range []rules.Player{rules.NoPlayer, rules.Player(1 - q)} {
				w := s.View(p).(rules.Determinizer).Determinize(&dealer).(*State)
				pending := false
				for _, tk := range w.d.Stack {
					pending = pending || tk.Op == opMulligan && tk.P == q
				}
				fresh := w.clone()
				fresh.d.Stack = nil
				fresh.offerMulligan(q)
				checked++
				if pending != (len(fresh.d.Stack) > 0) {
					bad++
					if example == "" {
						example = fmt.Sprintf("seed %d: %s's question pending %v, seen by player %d", seed, pname(q), pending, p)
					}
				}
			}
		}
	}
	for seed := range uint64(200) {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for s.d.Phase == phDraft {
			play(t, s, s.FormatAction(s.Legal(nil)[0]))
		}
		check(s, seed, 0, 1)
		for s.d.Phase == phMulligan && len(s.d.Stack) > 0 && s.top().Op == opMulligan {
			q := s.top().P
			a := s.Legal(nil)[0] // "yes" while it may
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if k, _, _ := split(a); k == aYes {
				check(s, seed, q)
			}
		}
	}
	t.Logf("%d mulligan questions of a hidden hand checked", checked)
	if bad > 0 {
		t.Errorf("%d of %d worlds dealt from a view hold a mulligan question the rules would not (first: %s): the view shows who may take a mulligan", bad, checked, example)
	}
}
