package ismcts

import (
	"math"

	"kamon/rules"
)

// node is one action sequence from the decision's view. Nodes live in one
// slice and point at each other by index; the root is node 0.
type node struct {
	action rules.Action // the edge from the parent
	reward float64      // sum of the rewards of player over the visits
	visits int32
	avail  int32 // iterations in which this action was legal at the parent
	parent int32
	child  int32 // first child, or -1
	next   int32 // next sibling, or -1
	player int32 // who chose action
}

// Search is one decision's tree. The zero value is not ready: call Reset.
type Search struct {
	cfg     Config
	view    rules.State
	me      rules.Player
	players int

	nodes      []node
	iterations int
	legal      []rules.Action // scratch of the node being walked
	rollout    []rules.Action // scratch of the rollout
	rewards    []float64
	set        actionSet
}

// NewSearch makes a search with cfg (zero fields take the defaults).
func NewSearch(cfg Config) *Search { return &Search{cfg: cfg.withDefaults()} }

// Config is the search's configuration, defaults filled in.
func (s *Search) Config() Config { return s.cfg }

// Reset starts a new decision for me from view, keeping the storage.
func (s *Search) Reset(view rules.State, me rules.Player) {
	s.view, s.me = view, me
	s.players = view.Config().Players
	if cap(s.rewards) < s.players {
		s.rewards = make([]float64, s.players)
	}
	s.rewards = s.rewards[:s.players]
	s.nodes = append(s.nodes[:0], node{parent: -1, child: -1, next: -1, player: int32(rules.NoPlayer)})
	s.iterations = 0
}

// Iterations is how many iterations the decision has run.
func (s *Search) Iterations() int { return s.iterations }

// Nodes is the size of the tree.
func (s *Search) Nodes() int { return len(s.nodes) }

// Iterate runs one iteration: deal a world, walk the tree down from the root
// choosing by UCB among the available children until a node has an untried
// legal action (expanded at random) or the game ends, roll out, score and
// back the rewards up the path.
func (s *Search) Iterate(rng *rules.RNG) {
	s.iterations++
	world := s.cfg.Sample(s.view, s.me, rng)
	n := int32(0)
	for world.ToMove() != rules.NoPlayer { // cheaper than Outcome, which may build texts
		s.legal = world.Legal(s.legal[:0])
		if len(s.legal) == 0 {
			break
		}
		mover := world.ToMove()
		next, expand := s.selectChild(n, rng)
		var a rules.Action
		if expand {
			a = s.set.distinct[next]
		} else {
			a = s.nodes[next].action
		}
		if _, err := world.Apply(a); err != nil {
			break // a game refusing its own legal action: score the world as it is
		}
		if !expand {
			n = next
			continue
		}
		if len(s.nodes) < maxNodes {
			n = s.addChild(n, a, mover)
		}
		break
	}
	s.playOut(world, rng)
	s.cfg.Evaluate(world, s.rewards)
	for ; n > 0; n = s.nodes[n].parent {
		nd := &s.nodes[n]
		nd.visits++
		if p := int(nd.player); p >= 0 && p < len(s.rewards) {
			nd.reward += s.rewards[p]
		}
	}
	s.nodes[0].visits++
}

// selectChild counts the children of n available in s.legal and picks one by
// UCB, or, while some legal action has no child yet, picks one of those at
// random: then expand is true and the index is into s.set.distinct.
func (s *Search) selectChild(n int32, rng *rules.RNG) (index int32, expand bool) {
	s.set.load(s.legal)
	found := 0
	for c := s.nodes[n].child; c >= 0; c = s.nodes[c].next {
		if s.set.take(s.nodes[c].action) {
			s.nodes[c].avail++
			found++
		}
	}
	if untried := len(s.set.distinct) - found; untried > 0 {
		k := rng.IntN(untried)
		for i, a := range s.set.distinct {
			if !s.set.taken(a) {
				if k == 0 {
					return int32(i), true
				}
				k--
			}
		}
	}
	best, bestScore := int32(-1), math.Inf(-1)
	for c := s.nodes[n].child; c >= 0; c = s.nodes[c].next {
		nd := &s.nodes[c]
		if !s.set.taken(nd.action) {
			continue
		}
		v := float64(nd.visits)
		score := nd.reward/v + s.cfg.Exploration*math.Sqrt(ln(float64(nd.avail))/v)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best, false
}

func (s *Search) addChild(parent int32, a rules.Action, mover rules.Player) int32 {
	c := int32(len(s.nodes))
	s.nodes = append(s.nodes, node{action: a, avail: 1, parent: parent, child: -1,
		next: s.nodes[parent].child, player: int32(mover)})
	s.nodes[parent].child = c
	return c
}

// playOut plays the rollout policy until the game ends or MaxPlies.
func (s *Search) playOut(world rules.State, rng *rules.RNG) {
	for ply := 0; ply < s.cfg.MaxPlies && world.ToMove() != rules.NoPlayer; ply++ {
		s.rollout = world.Legal(s.rollout[:0])
		if len(s.rollout) == 0 {
			return
		}
		if _, err := world.Apply(s.cfg.Rollout(world, s.rollout, rng)); err != nil {
			return
		}
	}
}

// Stat is what the search knows of one action at the root.
type Stat struct {
	Action rules.Action
	Visits int
	Mean   float64 // average reward of the decider after it
}

// Root lists the root's actions, most visited first (ties: higher mean).
func (s *Search) Root() []Stat {
	var out []Stat
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].next {
		nd := s.nodes[c]
		st := Stat{Action: nd.action, Visits: int(nd.visits)}
		if nd.visits > 0 {
			st.Mean = nd.reward / float64(nd.visits)
		}
		out = append(out, st)
	}
	// Insertion sort: a root has tens of children, and the order must not
	// depend on a sort's stability.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && better(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func better(a, b Stat) bool {
	if a.Visits != b.Visits {
		return a.Visits > b.Visits
	}
	if a.Mean != b.Mean {
		return a.Mean > b.Mean
	}
	return a.Action < b.Action
}

// Best is the most visited action at the root (ties: higher mean, then the
// lower action), and false before any iteration.
func (s *Search) Best() (rules.Action, bool) {
	var best Stat
	ok := false
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].next {
		nd := s.nodes[c]
		st := Stat{Action: nd.action, Visits: int(nd.visits), Mean: nd.reward / float64(max(nd.visits, 1))}
		if !ok || better(st, best) {
			best, ok = st, true
		}
	}
	return best.Action, ok
}

// ln is the natural logarithm of x ≥ 1, from IEEE arithmetic alone: on amd64
// math.Log is assembly and js/wasm has none, and a last bit of difference
// could turn a tie in UCB the other way on one platform. x = f·2^e with f in
// [0.5, 1); ln f = 2·atanh(t) with t = (f-1)/(f+1) in [-1/3, 0), whose series
// is exact to about 1e-13 after 14 terms.
func ln(x float64) float64 {
	f, e := math.Frexp(x)
	t := (f - 1) / (f + 1)
	t2 := t * t
	sum, pow := 0.0, t
	for k := 1; k <= 27; k += 2 {
		sum += pow / float64(k)
		pow *= t2
	}
	return 2*sum + float64(e)*math.Ln2
}
