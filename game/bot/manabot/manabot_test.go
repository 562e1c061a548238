package manabot

import (
	"slices"
	"testing"
	"time"

	"kamon/game/bot"
	"kamon/rules"
	"kamon/rules/mana"
)

func position(t testing.TB, text string) *mana.State {
	t.Helper()
	s, err := mana.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// action is the action written text in s, failing the test when it does
// not parse.
func action(t testing.TB, s rules.State, text string) rules.Action {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func hardBot(nodes int) *Bot { return New(levels["hard"], 1, bot.Limits{Iterations: nodes}) }

func TestLevelsRegistered(t *testing.T) {
	want := []string{bot.Random, "easy", "normal", "hard"}
	if got := bot.Levels(mana.ID); !slices.Equal(got, want) {
		t.Fatalf("levels %v, want %v", got, want)
	}
}

// Every level plays whole games against random, from setup to the end, with
// only legal actions (the state refuses any other).
func TestPlaysOnlyLegalActions(t *testing.T) {
	for _, level := range []string{"easy", "normal", "hard"} {
		for seed := range uint64(3) {
			s, err := mana.New(rules.Config{Players: 2, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			b, err := bot.NewLimited(mana.ID, level, seed, bot.Limits{Iterations: 5000})
			if err != nil {
				t.Fatal(err)
			}
			r := bot.NewRandom(seed)
			for ply := 0; !s.Outcome().Over && ply < 400; ply++ {
				p := s.ToMove()
				player := r
				if int(p) == int(seed%2) {
					player = b
				}
				if _, err := s.Apply(bot.Decide(player, s.View(p), p)); err != nil {
					t.Fatalf("%s, seed %d, ply %d: %v", level, seed, ply, err)
				}
			}
		}
	}
}

func TestTakesTheDaimio(t *testing.T) {
	// Black's Ronin on the single d1 reaches White's Daimio on d2; the bird
	// asks for a single.
	s := position(t, "rrrrr1/6/6/6/3d2/D2R2 b 1 0 0")
	want := action(t, s, "d1-d2")
	for _, level := range []string{"easy", "normal", "hard"} {
		b, err := bot.NewLimited(mana.ID, level, 7, bot.Limits{Iterations: 10_000})
		if err != nil {
			t.Fatal(err)
		}
		if got := bot.Decide(b, s, 0); got != want {
			t.Errorf("%s plays %s, want the capture d1-d2", level, s.FormatAction(got))
		}
	}
}

func TestAvoidsLosingTheDaimio(t *testing.T) {
	// White's Ronin on the single c4 attacks Black's Daimio on c3, and the
	// bird asks Black for a double: the Ronin of b1 can only end on singles,
	// which lets the Ronin in; the Ronin of c1 can end on the triples b2 and
	// d2, which sends the bird to White's Daimio on the triple d6, far away.
	s := position(t, "3d2/6/2r3/2D3/6/1RR3 b 2 0 0")
	p, _ := s.Bare()
	var buf [mana.MaxLegal]rules.Action
	safe := 0
	for _, a := range p.Legal(buf[:0]) {
		if !losesDaimio(p, a) {
			safe++
		}
	}
	if safe == 0 || safe == len(p.Legal(buf[:0])) {
		t.Fatalf("the test position needs safe and losing moves; %d safe", safe)
	}
	for _, level := range []string{"normal", "hard"} {
		b, err := bot.NewLimited(mana.ID, level, 7, bot.Limits{Iterations: 10_000})
		if err != nil {
			t.Fatal(err)
		}
		if a := bot.Decide(b, s, 0); losesDaimio(p, a) {
			t.Errorf("%s plays %s, letting White take the Daimio", level, s.FormatAction(a))
		}
	}
}

// losesDaimio reports whether, after a, the opponent can take the Daimio.
func losesDaimio(p mana.Bare, a rules.Action) bool {
	me := p.Side()
	p.Play(a)
	var buf [mana.MaxLegal]rules.Action
	for _, r := range p.Legal(buf[:0]) {
		if mana.IsMove(r) && mana.To(r) == p.Daimio(me) {
			return true
		}
	}
	return false
}

// A decision under a node limit is the same whatever the Step slices.
func TestDeterministicUnderNodeLimit(t *testing.T) {
	s := position(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	decide := func(budget time.Duration) (rules.Action, int) {
		b := hardBot(30_000)
		b.Start(s, 0)
		for {
			if a, done := b.Step(budget); done {
				return a, b.Nodes()
			}
		}
	}
	a1, n1 := decide(time.Hour)
	a2, n2 := decide(time.Nanosecond)
	if a1 != a2 || n1 != n2 {
		t.Fatalf("one Step: %s in %d nodes; tiny Steps: %s in %d nodes", s.FormatAction(a1), n1, s.FormatAction(a2), n2)
	}
}

// With a tiny budget each Step searches one chunk of nodes, so a decision
// takes a bounded number of Steps.
func TestStepsAreBounded(t *testing.T) {
	s := position(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	const nodes = 40_000
	b := hardBot(nodes)
	b.Start(s, 0)
	steps := 0
	for {
		steps++
		if _, done := b.Step(time.Nanosecond); done {
			break
		}
	}
	if max := nodes/chunk + 2; steps > max {
		t.Fatalf("%d steps for %d nodes, want at most %d", steps, nodes, max)
	}
	if b.Nodes() > nodes {
		t.Fatalf("searched %d nodes, limit %d", b.Nodes(), nodes)
	}
}

// The incremental key after a move equals the key computed from scratch.
func TestZobristIncremental(t *testing.T) {
	s, err := mana.New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(3)
	sr := &searcher{}
	for ply := 0; !s.Outcome().Over && ply < 300; ply++ {
		if p, ok := s.Bare(); ok {
			h := hash(&p)
			var buf [mana.MaxLegal]rules.Action
			for _, a := range p.Legal(buf[:0]) {
				c, ch := sr.child(&p, h, a)
				if ch != hash(&c) {
					t.Fatalf("%s after %s: incremental key differs", s.Position(), s.FormatAction(a))
				}
			}
		}
		r.Start(s, s.ToMove())
		a, _ := r.Step(0)
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

func BenchmarkSearch(b *testing.B) {
	s := position(b, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	nodes, searching := 0, time.Duration(0)
	for b.Loop() {
		bt := hardBot(200_000) // a fresh table each time: no decision is free
		start := time.Now()
		bot.Decide(bt, s, 0)
		searching += time.Since(start)
		nodes += bt.Nodes()
	}
	b.ReportMetric(float64(nodes)/searching.Seconds(), "nodes/s")
}

// A spent time limit ends the decision at the next Step with a legal move,
// the best of what was searched so far.
func TestTimeLimitEndsWithALegalMove(t *testing.T) {
	s := position(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	b, err := bot.NewLimited(mana.ID, "hard", 1, bot.Limits{Time: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	b.Start(s, 0)
	a, done := b.Step(time.Hour)
	if !done {
		t.Fatal("the decision goes on past its time limit")
	}
	if _, err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
}

// A move into a position that occurred twice already draws the game by
// repetition: of two captures of the Daimio, the bot plays the other one;
// a position that occurred once draws nothing.
func TestAvoidsADrawByRepetition(t *testing.T) {
	s := position(t, "6/6/6/1Rd3/2R3/D5 b - 0 0") // b3-c3 and c2-c3 both take the Daimio
	p, _ := s.Bare()
	decide := func(before ...string) rules.Action {
		var past []mana.Bare
		for _, text := range before {
			a := action(t, s, text)
			after := p
			after.Play(a)
			past = append(past, after)
		}
		b := hardBot(10_000)
		b.Start(s, 0)
		b.s.draws(past, false, true, true)
		for {
			if a, done := b.Step(time.Hour); done {
				return a
			}
		}
	}
	for _, c := range []struct {
		before []string
		want   string
	}{
		{nil, "c2-c3"},
		{[]string{"c2-c3"}, "c2-c3"},
		{[]string{"c2-c3", "c2-c3"}, "b3-c3"},
		{[]string{"b3-c3", "b3-c3"}, "c2-c3"},
	} {
		if got := s.FormatAction(decide(c.before...)); got != c.want {
			t.Errorf("after %v: plays %s, want %s", c.before, got, c.want)
		}
	}
}

// After a pass, a position where the only action is another pass is a
// draw, not the evaluation of the position.
func TestASecondPassDraws(t *testing.T) {
	// Black's Daimio on a1 is walled in and has no reserve: pass is its
	// only action.
	s := position(t, "5d/6/6/6/r5/Dr4 b - 0 0")
	p, _ := s.Bare()
	sr := &searcher{tt: make([]ttEntry, 1<<10)}
	sr.reset(p, 4, 0)
	sr.yield = func(struct{}) bool { return true }
	sr.path[0] = sr.rootHash
	for _, passed := range []bool{false, true} {
		sr.draws(nil, passed, true, true)
		score := sr.negamax(&p, sr.rootHash, 2, 0, -inf, inf)
		if passed && score != 0 || !passed && score == 0 {
			t.Errorf("passed %v: score %d", passed, score)
		}
	}
}

// normal and hard weigh their setup choices by searching the starts they
// lead to: White's Daimio square after Black's is the best-scoring of the
// three starts, whatever the seed; easy still chooses at random.
func TestSetupByEvaluation(t *testing.T) {
	s, err := mana.New(rules.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(action(t, s, "D@c1")); err != nil {
		t.Fatal(err)
	}
	const nodes = 30_000
	for _, level := range []string{"normal", "hard"} {
		// the three starts, searched as the bot searches them: in order,
		// with one table, a third of the nodes each
		lv := levels[level]
		sr := &searcher{tt: make([]ttEntry, 1<<lv.TTBits), margin: lv.Margin}
		var want rules.Action
		best := -inf
		for _, a := range s.Legal(nil) {
			c := s.Clone()
			if _, err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			start, _ := c.(*mana.State).Bare()
			sr.reset(start, lv.Depth, nodes/3)
			sr.draws(nil, false, true, true)
			sr.run(func(struct{}) bool { return true })
			if score := -sr.done.score; score > best {
				want, best = a, score
			}
		}
		for seed := range uint64(4) {
			b := New(lv, seed, bot.Limits{Iterations: nodes})
			if got := bot.Decide(b, s, 1); got != want {
				t.Errorf("%s, seed %d: White places %s, want %s", level, seed, s.FormatAction(got), s.FormatAction(want))
			}
		}
	}
	seen := map[rules.Action]bool{}
	for seed := range uint64(20) {
		seen[bot.Decide(New(levels["easy"], seed, bot.Limits{}), s, 1)] = true
	}
	if len(seen) < 2 {
		t.Error("easy places its Daimio on the same square for 20 seeds")
	}
}

// In the advanced setup every placement is weighed, and a decision cut
// short by its time limit is still a legal placement.
func TestAdvancedSetup(t *testing.T) {
	s, err := mana.New(rules.Config{Players: 2, Variant: mana.Advanced})
	if err != nil {
		t.Fatal(err)
	}
	for _, lim := range []bot.Limits{{Iterations: 20_000}, {Time: time.Nanosecond}} {
		b := New(levels["hard"], 1, lim)
		c := s.Clone()
		for ply := 0; ply < 12; ply++ {
			if _, err := c.Apply(bot.Decide(b, c, c.ToMove())); err != nil {
				t.Fatalf("%+v, placement %d: %v", lim, ply, err)
			}
		}
		if _, ok := c.(*mana.State).Bare(); !ok {
			t.Fatalf("%+v: still in setup after 12 placements", lim)
		}
	}
}

// From the standard start with the Daimios on c1 and c6, Black forces the
// capture of White's Daimio within 9 plies: a plain proof search, which
// shares nothing with the bot's but the rules, finds it from c1-c3 only,
// and hard sees the same win.
func TestForcedWinFromTheStart(t *testing.T) {
	s := position(t, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
	p, _ := s.Bare()
	var buf [mana.MaxLegal]rules.Action
	var winning []string
	for _, a := range p.Legal(buf[:0]) {
		c := p
		c.Play(a)
		if losesWithin(c, 8) {
			winning = append(winning, s.FormatAction(a))
		}
	}
	if !slices.Equal(winning, []string{"c1-c3"}) {
		t.Fatalf("moves winning within 9 plies: %v, want [c1-c3]", winning)
	}
	b := hardBot(1_000_000)
	if a := bot.Decide(b, s, 0); s.FormatAction(a) != "c1-c3" || b.s.done.score < mateBound {
		t.Errorf("hard plays %s scoring %d, want the forced win c1-c3", s.FormatAction(a), b.s.done.score)
	}
}

// winsWithin reports whether the side to move can force the capture of the
// other Daimio within plies plies (counting its own last move).
func winsWithin(p mana.Bare, plies int) bool {
	var buf [mana.MaxLegal]rules.Action
	moves := p.Legal(buf[:0])
	for _, m := range moves {
		if mana.IsMove(m) && mana.To(m) == p.Daimio(1-p.Side()) {
			return true
		}
	}
	for _, m := range moves {
		c := p
		c.Play(m)
		if plies >= 3 && losesWithin(c, plies-1) {
			return true
		}
	}
	return false
}

// losesWithin reports whether every action of the side to move lets the
// other side win within plies plies.
func losesWithin(p mana.Bare, plies int) bool {
	var buf [mana.MaxLegal]rules.Action
	moves := p.Legal(buf[:0])
	for _, m := range moves {
		if mana.IsMove(m) && mana.To(m) == p.Daimio(1-p.Side()) {
			return false
		}
	}
	for _, m := range moves {
		c := p
		c.Play(m)
		if !winsWithin(c, plies-1) {
			return false
		}
	}
	return true
}

// BenchmarkHardDecision times hard decisions at its default budget from a
// few midgame positions of random games, a fresh bot each time (no table
// left from an earlier decision). The browser on a phone is 3-5 times
// slower than native: at most ~0.25 s here keeps a decision near 1 s there.
func BenchmarkHardDecision(b *testing.B) {
	var positions []*mana.State
	for g := range 8 {
		rng := rules.NewRNG(uint64(g + 1))
		s := position(b, "rrdrrr/6/6/6/6/RRDRRR b - 0 0")
		for ply := 0; ply < 10+2*g && !s.Outcome().Over; ply++ {
			legal := s.Legal(nil)
			s.ApplyLegal(legal[rng.IntN(len(legal))])
		}
		if !s.Outcome().Over {
			positions = append(positions, s)
		}
	}
	worst, i := time.Duration(0), 0
	for b.Loop() {
		s := positions[i%len(positions)]
		i++
		bt, err := bot.New(mana.ID, "hard", 1)
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		bot.Decide(bt, s, s.ToMove())
		worst = max(worst, time.Since(start))
	}
	b.ReportMetric(worst.Seconds()*1000, "worst-ms")
}
