package manabot

import (
	"fmt"
	"testing"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/mana"
)

// minimax is the value the search must find, computed the plain way: every
// action searched to the full depth, no window, no table, no move ordering.
// Its leaves and draws are the search's: captures searched until the
// position is quiet (the mover may stand on the evaluation), a Daimio that
// can be taken scores as taken, a position repeated on the path or for the
// third time in the game is a draw, and so is a second pass in a row.
type minimax struct {
	past       map[mana.Bare]int // the game's earlier positions, the root's not counted
	repetition bool
	passes     bool
	path       [maxPly]mana.Bare // the position at each ply
	passed     [maxPly]bool      // whether the action into each ply was a pass

	// what the tree held, so that the test can tell its positions cover
	// the rules it means to check
	seenPass, seenDisobey, seenEntry, seenThird int
}

func newMinimax(st *mana.State) *minimax {
	m := &minimax{past: map[mana.Bare]int{}}
	m.repetition, m.passes = st.DrawRules()
	past := st.Positions()
	for _, p := range past[:max(len(past)-1, 0)] {
		m.past[p]++
	}
	m.passed[0] = st.Passed()
	return m
}

// root returns the value of each root action, searched to depth.
func (m *minimax) root(p mana.Bare, depth int) map[rules.Action]int {
	m.path[0] = p
	values := map[rules.Action]int{}
	for _, a := range p.Legal(nil) {
		c := p
		c.Play(a)
		m.passed[1] = a == mana.Pass
		values[a] = -m.value(c, depth-1, 1)
	}
	return values
}

func (m *minimax) value(p mana.Bare, depth, ply int) int {
	if m.repeats(p, ply) {
		return 0
	}
	if depth <= 0 || ply >= maxPly-1 {
		return m.quiet(p, ply)
	}
	m.path[ply] = p
	actions := p.Legal(nil)
	if v, over := m.ended(p, actions, ply); over {
		return v
	}
	m.count(p, actions)
	best := -inf
	for _, a := range actions {
		c := p
		c.Play(a)
		m.passed[ply+1] = a == mana.Pass
		best = max(best, -m.value(c, depth-1, ply+1))
	}
	return best
}

// quiet is the value of a leaf: the evaluation, or better for the mover a
// capture and what follows it.
func (m *minimax) quiet(p mana.Bare, ply int) int {
	actions := p.Legal(nil)
	if v, over := m.ended(p, actions, ply); over {
		return v
	}
	best := evaluate(&p)
	if ply >= maxPly-1 {
		return best
	}
	for _, a := range actions {
		if !mana.IsMove(a) || p.Pieces(1-p.Side())&(1<<mana.To(a)) == 0 {
			continue
		}
		c := p
		c.Play(a)
		m.passed[ply+1] = false
		best = max(best, -m.quiet(c, ply+1))
	}
	return best
}

// ended scores a position whose value needs no search: the mover has lost
// its Daimio (no action at all), can take the other one, or may only pass
// right after a pass while two passes draw.
func (m *minimax) ended(p mana.Bare, actions []rules.Action, ply int) (int, bool) {
	if len(actions) == 0 {
		return -(win - ply), true
	}
	for _, a := range actions {
		if mana.IsMove(a) && mana.To(a) == p.Daimio(1-p.Side()) {
			return win - ply - 1, true
		}
	}
	if m.passes && m.passed[ply] && len(actions) == 1 && actions[0] == mana.Pass {
		return 0, true
	}
	return 0, false
}

// repeats reports a draw by repetition: the position stood on the path
// already with the same side to move, or stands for the third time in the
// game.
func (m *minimax) repeats(p mana.Bare, ply int) bool {
	onPath := 0
	for i := ply - 2; i >= 0; i -= 2 {
		if m.path[i] == p {
			onPath++
		}
	}
	if onPath == 0 && m.repetition && m.past[p] >= 2 {
		m.seenThird++
	}
	return onPath > 0 || m.repetition && m.past[p]+onPath >= 2
}

func (m *minimax) count(p mana.Bare, actions []rules.Action) {
	for _, a := range actions {
		switch {
		case a == mana.Pass:
			m.seenPass++
		case !mana.IsMove(a):
			m.seenEntry++
		case p.Mana() != 0 && mana.Symbol(mana.From(a)) != p.Mana():
			m.seenDisobey++
		}
	}
}

// searchCase is a position and the depth to search it to.
type searchCase struct {
	st    *mana.State
	depth int
}

// minimaxCases plays random games at fixed seeds and keeps positions along
// them where the mover has a choice, to be searched to depth 3 and 4 in
// turn, then adds positions random play seldom reaches. In four, Black's
// Daimio is walled in at f1 with nothing else to play, so that Black passes
// in the tree; they are searched to depth 3, as from depth 4 on a pass lets
// a position come back two plies later with more depth left, and the table
// then gives it the deeper value, which a minimax to a fixed depth cannot
// match. In the last, the game went round a cycle of four plies nearly
// twice: White, behind by 88 without the repetition rule, draws by bringing
// a position back for the third time.
func minimaxCases(t *testing.T, random int) []searchCase {
	t.Helper()
	var out []searchCase
	for seed := uint64(1); len(out) < random && seed < 200; seed++ {
		s, err := mana.New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for ply := 0; !s.Outcome().Over && ply < 80 && len(out) < random; ply++ {
			if p, ok := s.Bare(); ok && ply%(7+int(seed%5)) == 0 && len(p.Legal(nil)) > 1 {
				out = append(out, searchCase{s.Clone().(*mana.State), 3 + len(out)%2})
			}
			r.Start(s, s.ToMove())
			a, _ := r.Step(0)
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, text := range []string{
		"6/1r4/6/r3d1/5r/4rD w 3 0 0",
		"6/6/2rd2/2r3/5r/4rD w 3 0 0",
		"4d1/6/3r2/6/5r/4rD w - 0 0",
		"6/6/6/2d3/5r/4rD w - 0 0", // White takes the Daimio in the tree
	} {
		out = append(out, searchCase{position(t, text), 3})
	}
	s := position(t, "2D1r1/6/1R1R2/3Rr1/4d1/6 b 1 2 3")
	for _, text := range []string{"b4-b3", "e2-e1", "b3-b4", "e1-e2", "b4-b3", "e2-e1", "b3-b4"} {
		a, err := s.ParseAction(text)
		if err == nil {
			_, err = s.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return append(out, searchCase{s, 4})
}

// The search's alpha-beta window, transposition table, move ordering and
// draw handling must not change what it finds: at depths 3 and 4, from
// positions of random games (with reserves, re-entries, moves the bird
// does not ask for and passes in their trees), hard's search ends on the
// value a plain minimax gives, and plays a move of that value.
func TestSearchAgreesWithMinimax(t *testing.T) {
	cases := minimaxCases(t, 45)
	if len(cases) != 50 {
		t.Fatalf("%d positions, want 50", len(cases))
	}
	var ran, pass, disobey, entry, third, reserves int
	for i, c := range cases {
		st, depth := c.st, c.depth
		t.Run(fmt.Sprintf("%d:%s", depth, st.Position()), func(t *testing.T) {
			p, _ := st.Bare()
			lv := levels["hard"]
			lv.Depth, lv.Nodes = depth, 0
			b := New(lv, uint64(i), bot.Limits{})
			chosen := bot.Decide(b, st, st.ToMove())
			got := b.s.done
			m := newMinimax(st)
			values := m.root(p, got.depth)
			want := -inf
			for _, v := range values {
				want = max(want, v)
			}
			if got.depth != depth && want < mateBound && want > -mateBound {
				t.Errorf("the search stopped at depth %d of %d without a forced result", got.depth, depth)
			}
			if got.score != want {
				t.Errorf("depth %d: the search scores %d, minimax %d", got.depth, got.score, want)
			}
			if v, ok := values[chosen]; !ok || v != want {
				t.Errorf("depth %d: plays %s worth %d, the best is worth %d", got.depth, st.FormatAction(chosen), v, want)
			}
			ran++
			pass, disobey, entry, third = pass+m.seenPass, disobey+m.seenDisobey, entry+m.seenEntry, third+m.seenThird
			if st.Reserve(0)+st.Reserve(1) > 0 {
				reserves++
			}
		})
	}
	cover := fmt.Sprintf("%d with reserves; in their trees %d passes, %d re-entries, %d moves the bird did not ask for, %d third occurrences",
		reserves, pass, entry, disobey, third)
	t.Logf("%d positions, %s", ran, cover)
	if ran == len(cases) && (reserves < 5 || pass == 0 || entry == 0 || disobey == 0 || third == 0) {
		t.Errorf("the positions do not cover the rules: %s", cover)
	}
}
