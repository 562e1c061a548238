package ismcts

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/rulestest"
	"kamon/rules/tally"
)

// tallyAt builds a tally game with player 0 to move, the given total, deck
// (drawn from its end) and hands, every other card played.
func tallyAt(t *testing.T, total int, deck []int, hands ...[]int) *tally.State {
	t.Helper()
	var played [10]int
	for v := 1; v <= 9; v++ {
		played[v] = 4
	}
	for _, h := range append(hands, deck) {
		for _, c := range h {
			played[c]--
		}
	}
	b, err := json.Marshal(map[string]any{"version": 1, "config": rules.Config{Players: len(hands)},
		"rng": rules.NewRNG(1), "hands": hands, "deck": deck, "played": played, "total": total,
		"scores": make([]int, len(hands)), "turn": 0})
	if err != nil {
		t.Fatal(err)
	}
	s, err := tally.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// guarded is a full state a bot may only deal worlds from as me would see
// them: whatever else could read the hidden cards panics.
type guarded struct {
	rules.State
	me rules.Player
}

func (g guarded) Determinize(rng *rules.RNG) rules.State {
	return g.State.View(g.me).(rules.Determinizer).Determinize(rng)
}
func (g guarded) Apply(rules.Action) ([]rules.Event, error) { panic("the bot played on its view") }
func (g guarded) ApplyLegal(rules.Action) []rules.Event     { panic("the bot played on its view") }
func (g guarded) Clone() rules.State                        { panic("the bot copied the hidden state") }
func (g guarded) View(rules.Player) rules.State             { panic("the bot took a view of the hidden state") }
func (g guarded) MarshalJSON() ([]byte, error)              { panic("the bot serialised the hidden state") }

func TestDecidesFromTheViewOnly(t *testing.T) {
	// Total 22, my hand 1 2 4, the opponent's hand and the deck are 8 7 3
	// and 9 8 6 one way or the other. Against 8 7 3 the best move is 4 (26:
	// no 5 to answer it); against 9 8 6 it is 2 (24: no 7). A search that
	// sees the cards (a full state deals itself) tells them apart; the bot,
	// which may only deal worlds from the view, cannot.
	a := tallyAt(t, 22, []int{9, 8, 6}, []int{1, 2, 4}, []int{8, 7, 3})
	b := tallyAt(t, 22, []int{8, 7, 3}, []int{1, 2, 4}, []int{9, 8, 6})
	cheat := func(s rules.State) rules.Action {
		return bot.Decide(New(Config{Iterations: 3000}, 1, bot.Limits{}), s, 0)
	}
	if ca, cb := cheat(a), cheat(b); ca != 4 || cb != 2 {
		t.Fatalf("seeing the cards, the search should play 4 and 2, not %d and %d: the test lost its point", ca, cb)
	}
	before := rulestest.Marshal(t, a)
	honest := func(s rules.State) (rules.Action, []Stat) {
		bt := New(Config{Iterations: 3000}, 1, bot.Limits{})
		return bot.Decide(bt, guarded{s, 0}, 0), bt.Search().Root()
	}
	ha, sa := honest(a)
	hb, sb := honest(b)
	if ha != hb || fmt.Sprint(sa) != fmt.Sprint(sb) {
		t.Errorf("the hidden hand changed the bot's search: %d %v against %d %v", ha, sa, hb, sb)
	}
	if after := rulestest.Marshal(t, a); string(after) != string(before) {
		t.Error("deciding changed the state")
	}
}

func TestSameSeedSameDecisionHoweverSliced(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRNG(2)
	rulestest.Playout(t, s, &r, 4, nil)
	view, me := s.View(s.ToMove()), s.ToMove()
	whole := New(Config{Iterations: 300}, 9, bot.Limits{})
	want := bot.Decide(whole, view, me)
	wantStats := fmt.Sprint(whole.Search().Root())
	sliced := New(Config{}, 9, bot.Limits{Iterations: 300})
	sliced.Start(view, me)
	steps := 0
	for {
		steps++
		if a, done := sliced.Step(time.Nanosecond); done {
			if a != want || fmt.Sprint(sliced.Search().Root()) != wantStats {
				t.Fatalf("sliced decision %d %v differs from the whole one %d %s", a, sliced.Search().Root(), want, wantStats)
			}
			break
		}
	}
	if steps != 300 {
		t.Errorf("a nanosecond slice should run exactly one iteration: %d steps for 300", steps)
	}
	if sliced.Search().Iterations() != 300 {
		t.Errorf("Limits.Iterations 300 ran %d iterations", sliced.Search().Iterations())
	}
}

func TestTimeLimitEndsTheDecisionWithALegalAction(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	bt := New(Config{Iterations: 1 << 30}, 1, bot.Limits{Time: time.Millisecond})
	a := bot.Decide(bt, s.View(s.ToMove()), s.ToMove())
	if !rules.IsLegal(s, a) {
		t.Fatalf("chose illegal %d", a)
	}
	if bt.Search().Iterations() >= 1<<30 {
		t.Fatal("the time limit did not end the search")
	}
}

func TestForcedAndFinishedDecisionsDoNotSearch(t *testing.T) {
	s := tallyAt(t, 30, []int{}, []int{1}, []int{2}) // only 1 fits
	bt := New(Config{}, 1, bot.Limits{})
	if a := bot.Decide(bt, s.View(0), 0); a != 1 || bt.Search().Iterations() != 0 {
		t.Errorf("forced move: got %d after %d iterations", a, bt.Search().Iterations())
	}
	for _, a := range []rules.Action{1, 2} {
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Outcome().Over {
		t.Fatal("game should be over")
	}
	if _, done := bt.Step(time.Second); !done {
		t.Error("a decision with nothing to choose is done at once")
	}
}

func TestBeatsRandomAtTally(t *testing.T) {
	const games = 40
	won := 0.0
	for g := range games {
		s, err := tally.New(rules.Config{Players: 2, Seed: uint64(g + 1)})
		if err != nil {
			t.Fatal(err)
		}
		me := rules.Player(g % 2)
		searcher := New(Config{Iterations: 100}, uint64(g), bot.Limits{})
		random := bot.NewRandom(uint64(g))
		for !s.Outcome().Over {
			p := s.ToMove()
			var a rules.Action
			if p == me {
				a = bot.Decide(searcher, s.View(p), p)
			} else {
				random.Start(s.View(p), p)
				a, _ = random.Step(0)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if o := s.Outcome(); o.Won(me) {
			won += 1 / float64(len(o.Winners))
		} else if o.Draw() {
			won += 0.5
		}
	}
	t.Logf("100 iterations a move beat random in %.1f of %d tally games", won, games)
	if won < 0.65*games {
		t.Errorf("won %.1f of %d games against random: want at least 65%%", won, games)
	}
}

func TestTreeAvailabilityInvariants(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 4, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	sr := NewSearch(Config{})
	sr.Reset(s.View(s.ToMove()), s.ToMove())
	r := rules.NewRNG(1)
	for range 500 {
		sr.Iterate(&r)
	}
	if sr.nodes[0].visits != 500 {
		t.Fatalf("root visited %d times in 500 iterations", sr.nodes[0].visits)
	}
	for i, nd := range sr.nodes[1:] {
		parent := sr.nodes[nd.parent]
		if nd.visits < 1 || nd.visits > nd.avail || nd.avail > parent.visits {
			t.Fatalf("node %d: %d visits, available %d times, parent visited %d times", i+1, nd.visits, nd.avail, parent.visits)
		}
		if nd.reward < 0 || nd.reward > float64(nd.visits) {
			t.Fatalf("node %d: reward %v over %d visits", i+1, nd.reward, nd.visits)
		}
	}
}

// choice is a perfect-information game in a tree: the player to move picks a
// branch by index; a leaf names the winners.
type choice struct {
	tree *branch
	at   *branch
	n    int
}

type branch struct {
	mover   rules.Player
	kids    []*branch
	winners []rules.Player // at a leaf; none is a draw
}

func (c *choice) Game() string         { return "choice" }
func (c *choice) Config() rules.Config { return rules.Config{Players: c.n} }
func (c *choice) ToMove() rules.Player {
	if len(c.at.kids) == 0 {
		return rules.NoPlayer
	}
	return c.at.mover
}
func (c *choice) Legal(dst []rules.Action) []rules.Action {
	for i := range c.at.kids {
		dst = append(dst, rules.Action(i))
	}
	return dst
}
func (c *choice) Apply(a rules.Action) ([]rules.Event, error) {
	if int(a) >= len(c.at.kids) {
		return nil, rules.Illegal("no branch %d", a)
	}
	c.at = c.at.kids[a]
	return nil, nil
}
func (c *choice) ApplyLegal(a rules.Action) []rules.Event { c.at = c.at.kids[a]; return nil }
func (c *choice) Outcome() rules.Outcome {
	if len(c.at.kids) > 0 {
		return rules.Outcome{}
	}
	return rules.Outcome{Over: true, Winners: c.at.winners}
}
func (c *choice) Clone() rules.State                       { d := *c; return &d }
func (c *choice) View(rules.Player) rules.State            { return c.Clone() }
func (c *choice) FormatAction(a rules.Action) string       { return fmt.Sprint(int(a)) }
func (c *choice) ParseAction(string) (rules.Action, error) { return 0, errors.New("unused") }
func (c *choice) MarshalJSON() ([]byte, error)             { return []byte("{}"), nil }

func TestEachPlayerMaximisesTheirOwnReward(t *testing.T) {
	leaf := func(w ...rules.Player) *branch { return &branch{winners: w} }
	// Player 0 picks left or right, then player 1 answers. Left: player 1
	// gives the win to player 0 or takes it. Right: player 1 gives it to
	// player 2 or makes a draw. A player 1 that plays for itself takes the
	// win on the left and draws on the right (a third rather than nothing),
	// so player 0 should go right. A search crediting player 0's reward at
	// player 1's choices would go left; a paranoid one would not care.
	root := &branch{mover: 0, kids: []*branch{
		{mover: 1, kids: []*branch{leaf(0), leaf(1)}},
		{mover: 1, kids: []*branch{leaf(2), leaf()}},
	}}
	g := &choice{tree: root, at: root, n: 3}
	bt := New(Config{Iterations: 2000}, 1, bot.Limits{})
	if a := bot.Decide(bt, g, 0); a != 1 {
		t.Errorf("player 0 went %d, want right (1): %+v", a, bt.Search().Root())
	}
}

// scored is a state that only has an outcome.
type scored struct {
	rules.State
	o rules.Outcome
}

func (s scored) Outcome() rules.Outcome { return s.o }

func TestOutcomeRewards(t *testing.T) {
	const thirds = "[0.3333333333333333 0.3333333333333333 0.3333333333333333]"
	for _, c := range []struct {
		o    rules.Outcome
		want string
	}{
		{rules.Outcome{Over: true, Winners: []rules.Player{2}}, "[0 0 1]"},
		{rules.Outcome{Over: true, Winners: []rules.Player{0, 2}}, "[0.5 0 0.5]"},
		{rules.Outcome{Over: true, Scores: []int{1, 4, 2}}, thirds}, // a draw: nobody won, whatever the scores
		{rules.Outcome{Scores: []int{3, 5, 5}}, "[0 0.5 0.5]"},      // cut off: the leaders share
		{rules.Outcome{}, thirds}, // cut off, nobody ahead
	} {
		rewards := []float64{0.7, 0.7, 0.7} // stale values from the last rollout
		OutcomeRewards(scored{o: c.o}, rewards)
		if got := fmt.Sprint(rewards); got != c.want {
			t.Errorf("%+v: rewards %s, want %s", c.o, got, c.want)
		}
	}
}

func TestLnMatchesTheLibrary(t *testing.T) {
	for _, x := range []float64{1, 2, 3, 7, 100, 1000, 12345, 1 << 20, 3e6} {
		if d := math.Abs(ln(x) - math.Log(x)); d > 1e-12*math.Max(1, math.Log(x)) {
			t.Errorf("ln(%v) = %v, math.Log says %v", x, ln(x), math.Log(x))
		}
	}
}

// pinnedDecision is the sha256 of a tally decision's root statistics: the
// same natively and in js/wasm (make test runs this package under Node), or
// a search under an iteration count is not reproducible everywhere.
const pinnedDecision = "766dd34d2b23715e6ab06c333dc646d828ca40d9025a6b6ccd37e2549ac02380"

func TestPinnedDecision(t *testing.T) {
	s, err := tally.New(rules.Config{Players: 3, Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRNG(4)
	rulestest.Playout(t, s, &r, 5, nil)
	bt := New(Config{Iterations: 400}, 17, bot.Limits{})
	a := bot.Decide(bt, s.View(s.ToMove()), s.ToMove())
	sum := sha256.Sum256(fmt.Appendf(nil, "%d %v", a, bt.Search().Root()))
	if got := hex.EncodeToString(sum[:]); got != pinnedDecision {
		t.Errorf("decision hash %s, pinned %s", got, pinnedDecision)
	}
}
