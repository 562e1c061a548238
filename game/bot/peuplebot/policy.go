package peuplebot

import (
	"math"
	"slices"

	"kamon/rules"
	"kamon/rules/peuple"
)

// Weights of the heuristic, in points of the player to move.
const (
	// others is how much a point scored by an opponent counts against us.
	others = 0.35
	// powerCard is the worth of drawing a power card (a pickaxe, Fortune).
	powerCard = 0.8
	// passDraw is the worth of passing for two movement cards instead of a
	// move that does nothing.
	passDraw = 0.3
	// playFirst puts a useful power card before the movement of the turn:
	// playing it leaves the movement to come.
	playFirst = 5
)

// value is the heuristic worth of action a for the player to move in s: the
// points it makes at once for them against the others, and what its cards
// are likely worth.
func value(s *peuple.State, a rules.Action) float64 {
	m := s.Describe(a)
	switch m.Kind {
	case peuple.KindPass:
		return passDraw
	case peuple.KindMove:
		return moveValue(s, m)
	case peuple.KindPower:
		if v := powerValue(s, m); v > 0 {
			return playFirst + v
		} else {
			return v - 1
		}
	case peuple.KindDefend:
		return cancelValue(s) - keepValue(s, peuple.Defense)
	case peuple.KindHelper:
		p := s.Pending()
		return eventValue(s, p.Mover.Owner(), m.Player, rules.Player(peuple.VillageOwner(p.Village)))
	case peuple.KindDiscardMove:
		return -0.2
	case peuple.KindDiscardPower:
		return -keepValue(s, m.Power)
	}
	return 0
}

// moveValue walks the card's option: the event of the first stop that makes
// one, else a power card for the active player's pawn on a pickaxe.
func moveValue(s *peuple.State, m peuple.Move) float64 {
	spec := m.Card.Spec()
	ring := s.Ring()
	at := s.PawnAt(m.Pawn)
	var stops [2]int
	n := 1
	switch m.Option {
	case peuple.Circle:
		stops[0] = wrap(at+spec.Move, ring)
	case peuple.Target:
		stops[0] = spec.Target
	case peuple.Steps:
		stops[0] = wrap(at+spec.Steps[0], ring)
		stops[1] = wrap(stops[0]+spec.Steps[1], ring)
		n = 2
	}
	for _, to := range stops[:n] {
		if v, ok := bestEvent(s, m.Pawn, to); ok {
			return v
		}
	}
	last := stops[n-1]
	if m.Pawn.Owner() == s.Active() && peuple.TerrainOf(last) == peuple.Pickaxe {
		return powerCard
	}
	return setupValue(s, m.Pawn, last)
}

// setupValue is a small worth for leaving one's own pawn on an empty card
// (ready for an event) and taking an opponent's pawn off one.
func setupValue(s *peuple.State, w peuple.Pawn, to int) float64 {
	mine := w.Owner() == s.Active()
	from := peuple.TerrainOf(s.PawnAt(w)) == peuple.Empty
	there := peuple.TerrainOf(to) == peuple.Empty
	switch {
	case mine && there && !from:
		return 0.1
	case !mine && from && !there:
		return 0.1
	}
	return 0
}

// bestEvent is the worth of the event pawn w would make on card to, with the
// helper the rules (or the active player, choosing best) would take.
func bestEvent(s *peuple.State, w peuple.Pawn, to int) (float64, bool) {
	if peuple.TerrainOf(to) != peuple.Empty {
		return 0, false
	}
	village := to + 1
	if to%4 == 3 {
		village = to - 1
	}
	other := 2*village - to
	a := s.Active()
	best, found, ownHere := math.Inf(-1), false, false
	for v := range peuple.Pawn(2 * s.Players()) {
		if v != w && s.PawnAt(v) == other && v.Owner() == a {
			ownHere = true
		}
	}
	for v := range peuple.Pawn(2 * s.Players()) {
		if v == w || s.PawnAt(v) != other || ownHere && v.Owner() != a {
			continue
		}
		found = true
		best = max(best, eventValue(s, w.Owner(), v.Owner(), rules.Player(peuple.VillageOwner(village))))
	}
	return best, found
}

// eventValue is the active player's worth of an event by mover owner p,
// helper owner h on v's village. An attack on another's village is worth
// only its share of the times its owner will not cancel it with Defense.
func eventValue(s *peuple.State, p, h, v rules.Player) float64 {
	delta := eventDelta(s, p, h, v)
	worth := worthTo(s, s.Active(), delta[:s.Players()])
	if v == s.Active() || p == h && h == v {
		return worth // a Supply, or the owner on turn: nobody is asked
	}
	return worth * (1 - defenseOdds(s, v, -worthTo(s, v, delta[:s.Players()])))
}

// eventDelta is each player's score change from an event by mover owner p,
// helper owner h on v's village, if nobody cancels it.
func eventDelta(s *peuple.State, p, h, v rules.Player) [5]int {
	var delta [5]int
	a := s.Active()
	switch {
	case p == h:
		delta[p] += 3
	case a == p || a == h:
		delta[a] += 2
		delta[p+h-a]++
	default:
		delta[p] += 2
		delta[h]++
	}
	if s.Score(v)+delta[v] > 0 {
		delta[v]--
	}
	return delta
}

// worthTo is what score changes delta are worth to player me: their own
// points, less the others' weighed by their lead.
func worthTo(s *peuple.State, me rules.Player, delta []int) float64 {
	total := float64(delta[me])
	for q, d := range delta {
		if rules.Player(q) != me && d != 0 {
			total -= others * float64(d) * lead(s, rules.Player(q))
		}
	}
	return total
}

// lead weighs an opponent by their score: hurting the leader matters more.
func lead(s *peuple.State, q rules.Player) float64 {
	return 1 + 0.1*float64(s.Score(q))
}

// defenseOdds is the chance, as the active player may judge it, that q
// cancels with Defense something that would cost q the worth loss: none
// when cancelling is not worth q's Defense, else the chance that q holds it
// (defenseChance).
func defenseOdds(s *peuple.State, q rules.Player, loss float64) float64 {
	if loss <= keepValue(s, peuple.Defense) {
		return 0
	}
	return defenseChance(s, q)
}

// defenseChance is the chance that q holds Defense from what the active
// player may know: none if it lies in the discard pile or in their own
// hand, else q's share of the power cards they cannot see (the deck and the
// others' hands), from the hand sizes alone, never q's cards.
func defenseChance(s *peuple.State, q rules.Player) float64 {
	a := s.Active()
	if slices.Contains(s.PowerDiscard(), peuple.Defense) || slices.Contains(s.PowerHand(a), peuple.Defense) {
		return 0
	}
	unseen := s.PowerDeckSize()
	for r := range s.Players() {
		if rules.Player(r) != a {
			unseen += len(s.PowerHand(rules.Player(r)))
		}
	}
	if unseen == 0 {
		return 0
	}
	return float64(len(s.PowerHand(q))) / float64(unseen)
}

// powerValue is the worth of playing a power card now: what it gains us
// and costs its target, the target's share weighed by their lead, for the
// times the target does not cancel it with Defense.
func powerValue(s *peuple.State, m peuple.Move) float64 {
	me, q := s.Active(), m.Player
	gain, loss := powerEffect(s, m.Power, q, s.HandSize(me)-1)
	if q == rules.NoPlayer {
		return gain
	}
	worth := gain + others*loss*lead(s, q)
	return worth * (1 - defenseOdds(s, q, loss+others*gain*lead(s, me)))
}

// cancelValue is the worth of the pending power card or attack to the
// player asked about Defense: what cancelling it saves them.
func cancelValue(s *peuple.State) float64 {
	pd := s.Pending()
	a := s.Active()
	if pd.Power == 0 {
		delta := eventDelta(s, pd.Mover.Owner(), pd.Helper.Owner(), pd.Target)
		return -worthTo(s, pd.Target, delta[:s.Players()])
	}
	gain, loss := powerEffect(s, pd.Power, pd.Target, s.HandSize(a))
	return loss + others*gain*lead(s, a)
}

// powerEffect is what power pw played by the active player on q (NoPlayer
// for none) gains them and costs q, in points; hand is the active player's
// hand size once the card is played.
func powerEffect(s *peuple.State, pw peuple.Power, q rules.Player, hand int) (gain, loss float64) {
	switch pw {
	case peuple.Strength:
		return 2, 0
	case peuple.Heal:
		return 1, 0
	case peuple.Fortune:
		return powerCard + 0.2, 0
	case peuple.Speed:
		return 1.2, 0
	case peuple.Thief:
		if s.Score(q) == 0 {
			return 0, 0
		}
		return 1, 1
	case peuple.Curse:
		if s.Score(q) == 0 {
			return 0, 0
		}
		return 0, 1
	case peuple.Mace:
		return 0, 1.2
	case peuple.Bandit:
		return 0.3, 0.3
	case peuple.BlackMagic:
		return 0, 0.4
	case peuple.Barter:
		return 0.25 * float64(s.HandSize(q)-hand), 0.1
	}
	return -0.2, 0 // Swap: worth only what a search finds in it
}

// keepValue is the worth of keeping a power card in hand.
func keepValue(s *peuple.State, pw peuple.Power) float64 {
	switch pw {
	case peuple.Defense:
		return 1
	case peuple.Strength:
		return 2
	case peuple.Swap, peuple.BlackMagic, peuple.Curse:
		return 0.4
	}
	return 0.8
}

func wrap(i, ring int) int {
	i = (i - 1) % ring
	if i < 0 {
		i += ring
	}
	return i + 1
}

// greedy picks the action of highest value, ties broken at random, or with
// probability explore any action at random.
func greedy(s *peuple.State, legal []rules.Action, rng *rules.RNG, explore float64) rules.Action {
	if explore > 0 && float64(rng.IntN(1<<20)) < explore*(1<<20) {
		return legal[rng.IntN(len(legal))]
	}
	best, bestV, ties := legal[0], math.Inf(-1), 0
	for _, a := range legal {
		v := value(s, a)
		switch {
		case v > bestV:
			best, bestV, ties = a, v, 1
		case v == bestV:
			ties++
			if rng.IntN(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// evaluate scores a world cut off before the end: each player's score plus
// what their hand is worth, turned into shares of a win (softmax). A finished
// game gives its winners the win.
func evaluate(world rules.State, rewards []float64) {
	s, ok := world.(*peuple.State)
	if !ok || s.Outcome().Over {
		outcomeRewards(world, rewards)
		return
	}
	sum := 0.0
	for p := range rewards {
		pl := rules.Player(p)
		v := float64(s.Score(pl)) + 0.5*float64(len(s.PowerHand(pl))) + 0.1*float64(len(s.MoveHand(pl)))
		rewards[p] = math.Exp(v / temperature)
		sum += rewards[p]
	}
	for p := range rewards {
		rewards[p] /= sum
	}
}

// temperature of the softmax: about how many points make a lead count.
const temperature = 1.5

func outcomeRewards(world rules.State, rewards []float64) {
	clear(rewards)
	o := world.Outcome()
	for _, w := range o.Winners {
		rewards[w] = 1 / float64(len(o.Winners))
	}
}
