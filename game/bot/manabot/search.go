package manabot

import (
	"math/bits"
	"sort"

	"kamon/rules"
	"kamon/rules/mana"
)

const (
	maxPly = 64
	inf    = 32000
	win    = 30000 // a captured Daimio, less the plies it takes
	// mateBound: scores beyond it are wins or losses, not evaluations.
	mateBound = win - maxPly
	dropFrom  = mana.Squares // the history index of a re-entry's "from"
)

// ttEntry is one slot of the transposition table.
type ttEntry struct {
	key   uint64
	move  uint32
	score int16
	depth int8
	flag  uint8
}

const (
	ttExact = iota + 1
	ttLower // the score is at least this (a cut-off)
	ttUpper // the score is at most this (nothing beat alpha)
)

// rootMove is a move of the position being decided, with its score from the
// last iteration; exact is false when the window only bounded it.
type rootMove struct {
	a     rules.Action
	score int
	exact bool
}

// result is what a completed iteration decided.
type result struct {
	depth int
	best  rules.Action
	score int
	cands []rules.Action // the moves within the margin of the best
}

// searcher holds one bot's search: the table lives across decisions.
type searcher struct {
	tt     []ttEntry
	margin int

	root     mana.Bare
	rootHash uint64
	maxDepth int
	limit    int // nodes; 0 for none
	nodes    int
	abort    bool
	yield    func(struct{}) bool

	rootMoves []rootMove
	done      result

	moves   [maxPly][mana.MaxLegal]rules.Action
	scores  [maxPly][mana.MaxLegal]int32
	killers [maxPly][2]rules.Action
	history [2][dropFrom + 1][mana.Squares]int32
	path    [maxPly]uint64 // the key at each ply, for repetitions
	passed  [maxPly]bool   // whether the action into each ply was a pass

	// the draw rules, from the game's view: how often each earlier position
	// occurred (the root's not counted), and which rules are in force
	seen       map[uint64]int
	repetition bool
	passes     bool
}

// draws tells the searcher what the draw rules need from the game: the
// positions before the root, whether the action into the root was a pass,
// and which rules are in force.
func (s *searcher) draws(before []mana.Bare, passed, repetition, passes bool) {
	if s.seen == nil {
		s.seen = map[uint64]int{}
	}
	clear(s.seen)
	for i := range before {
		s.seen[hash(&before[i])]++
	}
	s.passed[0], s.repetition, s.passes = passed, repetition, passes
}

// drawn reports whether reaching the position of key h at ply ends the game
// in a draw by repetition (its third occurrence), or is treated as one: a
// position repeated within the search makes no progress.
func (s *searcher) drawn(h uint64, ply int) bool {
	onPath := 0
	for i := ply - 2; i >= 0; i -= 2 {
		if s.path[i] == h {
			onPath++
		}
	}
	return onPath > 0 || s.repetition && s.seen[h]+onPath >= 2
}

func (s *searcher) reset(p mana.Bare, depth, limit int) {
	s.root, s.rootHash = p, hash(&p)
	s.maxDepth, s.limit = min(depth, maxPly-8), limit
	s.nodes, s.abort = 0, false
	s.done = result{}
	s.killers = [maxPly][2]rules.Action{}
	for side := range s.history {
		for from := range s.history[side] {
			for to := range s.history[side][from] {
				s.history[side][from][to] /= 2 // older decisions count less
			}
		}
	}
}

// run is the iterative deepening, as a sequence that yields every chunk of
// nodes: iter.Pull turns it into the coroutine the Steps drive.
func (s *searcher) run(yield func(struct{}) bool) {
	s.yield = yield
	s.path[0] = s.rootHash
	var buf [mana.MaxLegal]rules.Action
	s.rootMoves = s.rootMoves[:0]
	for _, a := range s.root.Legal(buf[:0]) {
		s.rootMoves = append(s.rootMoves, rootMove{a: a})
	}
	if len(s.rootMoves) == 0 {
		return
	}
	s.done = result{best: s.rootMoves[0].a, cands: []rules.Action{s.rootMoves[0].a}}
	if len(s.rootMoves) == 1 {
		return
	}
	for depth := 1; depth <= s.maxDepth; depth++ {
		best, bestMove := -inf, rules.Action(0)
		for i := range s.rootMoves {
			rm := &s.rootMoves[i]
			c, ch := s.child(&s.root, s.rootHash, rm.a)
			s.passed[1] = rm.a == mana.Pass
			var score int
			rm.exact = true
			if i == 0 {
				score = -s.negamax(&c, ch, depth-1, 1, -inf, inf)
			} else {
				// A null window at the lowest score still worth knowing
				// exactly, then a full search for a move that passes it.
				lo := best
				if s.margin > 0 {
					lo = best - s.margin - 1
				}
				score = -s.negamax(&c, ch, depth-1, 1, -lo-1, -lo)
				if score > lo && !s.abort {
					score = -s.negamax(&c, ch, depth-1, 1, -inf, -lo)
				}
				rm.exact = score > lo
			}
			if s.abort {
				// An unfinished iteration still improves on the last one when
				// it found a better move, as long as no randomness wants all
				// the exact scores.
				if bestMove != 0 && bestMove != s.done.best && s.margin == 0 {
					s.done.best, s.done.cands = bestMove, []rules.Action{bestMove}
				}
				return
			}
			rm.score = score
			if score > best {
				best, bestMove = score, rm.a
			}
		}
		// sort.SliceStable: its one reflective copy serves every type,
		// where a generic sort would add its own to the browser's bundle.
		sort.SliceStable(s.rootMoves, func(i, j int) bool {
			x, y := s.rootMoves[i], s.rootMoves[j]
			if x.exact != y.exact {
				return x.exact
			}
			return x.score > y.score
		})
		s.done = result{depth: depth, best: bestMove, score: best}
		for _, rm := range s.rootMoves {
			// No randomness between a result and another, or a faster and a
			// slower one.
			decided := best >= mateBound || best <= -mateBound
			if rm.exact && rm.score >= best-s.margin && (rm.score == best || !decided) {
				s.done.cands = append(s.done.cands, rm.a)
			}
		}
		if best >= mateBound || best <= -mateBound {
			return // a forced result: deeper shows nothing new
		}
	}
}

// choose picks the decision: the best move, or one at random among those
// within the level's margin.
func (s *searcher) choose(rng *rules.RNG) rules.Action {
	if len(s.done.cands) > 1 {
		return s.done.cands[rng.IntN(len(s.done.cands))]
	}
	return s.done.best
}

// tick counts a node and pauses the coroutine every chunk; it reports
// whether the search must stop. The node limit waits for a first iteration,
// so that every decision has looked one move ahead.
func (s *searcher) tick() bool {
	s.nodes++
	if s.nodes%chunk == 0 && !s.yield(struct{}{}) {
		s.abort = true
	}
	if s.limit > 0 && s.nodes >= s.limit && s.done.depth >= 1 {
		s.abort = true
	}
	return s.abort
}

func (s *searcher) negamax(p *mana.Bare, h uint64, depth, ply, alpha, beta int) int {
	if s.tick() {
		return 0
	}
	if s.drawn(h, ply) {
		return 0
	}
	if depth <= 0 || ply >= maxPly-1 {
		return s.quiesce(p, ply, alpha, beta)
	}
	s.path[ply] = h
	moves := p.Legal(s.moves[ply][:0])
	if score, over := decided(p, moves, ply); over {
		return score
	}
	if s.passes && s.passed[ply] && len(moves) == 1 && moves[0] == mana.Pass {
		return 0 // a second pass in a row draws
	}
	e := &s.tt[h&uint64(len(s.tt)-1)]
	var ttMove rules.Action
	if e.key == h {
		ttMove = rules.Action(e.move)
		if int(e.depth) >= depth {
			score := fromTT(int(e.score), ply)
			switch {
			case e.flag == ttExact,
				e.flag == ttLower && score >= beta,
				e.flag == ttUpper && score <= alpha:
				return score
			}
		}
	}
	s.order(p, ply, moves, ttMove)
	side := p.Side()
	origAlpha, best, bestMove := alpha, -inf, rules.Action(0)
	for i := range moves {
		m := s.pick(ply, moves, i)
		c, ch := s.child(p, h, m)
		s.passed[ply+1] = m == mana.Pass
		var score int
		if i == 0 {
			score = -s.negamax(&c, ch, depth-1, ply+1, -beta, -alpha)
		} else {
			score = -s.negamax(&c, ch, depth-1, ply+1, -alpha-1, -alpha)
			if score > alpha && score < beta && !s.abort {
				score = -s.negamax(&c, ch, depth-1, ply+1, -beta, -alpha)
			}
		}
		if s.abort {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
			}
			if alpha >= beta {
				if !isCapture(p, m) {
					if s.killers[ply][0] != m {
						s.killers[ply][1], s.killers[ply][0] = s.killers[ply][0], m
					}
					s.history[side][fromIndex(m)][mana.To(m)] += int32(depth * depth)
				}
				break
			}
		}
	}
	flag := uint8(ttExact)
	switch {
	case best <= origAlpha:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	*e = ttEntry{key: h, move: uint32(bestMove), score: int16(toTT(best, ply)), depth: int8(depth), flag: flag}
	return best
}

// quiesce searches captures only, until the position is quiet, so that the
// evaluation never looks at a piece about to be taken. The side to move may
// also stand on the evaluation.
func (s *searcher) quiesce(p *mana.Bare, ply, alpha, beta int) int {
	if s.tick() {
		return 0
	}
	moves := p.Legal(s.moves[ply][:0])
	if score, over := decided(p, moves, ply); over {
		return score
	}
	if s.passes && s.passed[ply] && len(moves) == 1 && moves[0] == mana.Pass {
		return 0
	}
	stand := evaluate(p)
	if stand >= beta || ply >= maxPly-1 {
		return stand
	}
	alpha = max(alpha, stand)
	for _, m := range moves {
		if !isCapture(p, m) {
			continue
		}
		c := *p
		c.Play(m)
		s.passed[ply+1] = false
		score := -s.quiesce(&c, ply+1, -beta, -alpha)
		if s.abort {
			return 0
		}
		if score >= beta {
			return score
		}
		alpha = max(alpha, score)
	}
	return alpha
}

// order scores the moves of one ply: the table move, then captures, then
// the killers, then by history.
func (s *searcher) order(p *mana.Bare, ply int, moves []rules.Action, ttMove rules.Action) {
	side := p.Side()
	for i, m := range moves {
		var v int32
		switch {
		case m == ttMove:
			v = 1 << 30
		case isCapture(p, m):
			v = 1 << 29
		case m == s.killers[ply][0]:
			v = 1 << 28
		case m == s.killers[ply][1]:
			v = 1 << 27
		default:
			v = s.history[side][fromIndex(m)][mana.To(m)]
		}
		s.scores[ply][i] = v
	}
}

// pick moves the best-scored of moves[i:] to i and returns it: a selection
// sort done lazily, since a cut-off often comes early.
func (s *searcher) pick(ply int, moves []rules.Action, i int) rules.Action {
	sc := &s.scores[ply]
	b := i
	for j := i + 1; j < len(moves); j++ {
		if sc[j] > sc[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	sc[i], sc[b] = sc[b], sc[i]
	return moves[i]
}

func isCapture(p *mana.Bare, m rules.Action) bool {
	return mana.IsMove(m) && p.Pieces(1-p.Side())&(1<<mana.To(m)) != 0
}

// decided scores a position whose result is known: the side to move can
// take the Daimio (a win), or has lost its own (no legal action at all).
func decided(p *mana.Bare, moves []rules.Action, ply int) (score int, over bool) {
	if len(moves) == 0 {
		return -(win - ply), true
	}
	d := p.Daimio(1 - p.Side())
	for _, m := range moves {
		if mana.IsMove(m) && mana.To(m) == d {
			return win - ply - 1, true
		}
	}
	return 0, false
}

func fromIndex(m rules.Action) int {
	if mana.IsMove(m) {
		return mana.From(m)
	}
	return dropFrom
}

// Win scores are stored relative to the node, so that a table hit at another
// ply still counts the plies to the end right.
func toTT(score, ply int) int {
	switch {
	case score >= mateBound:
		return score + ply
	case score <= -mateBound:
		return score - ply
	}
	return score
}

func fromTT(score, ply int) int {
	switch {
	case score >= mateBound:
		return score - ply
	case score <= -mateBound:
		return score + ply
	}
	return score
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func popcount(m uint64) int { return bits.OnesCount64(m) }
