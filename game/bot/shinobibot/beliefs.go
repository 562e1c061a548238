package shinobibot

import (
	"math"

	"kamon/rules"
	"kamon/rules/shinobi"
)

// beliefs is what the bot has inferred about the other players' clans from
// their play, as evidence per player and clan: a card of clan c arriving in
// player q's own province (q reinforced it, or moved it home) counts for q
// owning c; a card of clan c struck from the table by an attack or a Ninja
// counts against its possible strikers owning c. The bot sees only its own
// views, so it compares the table after its own last action with the table
// at its next turn: whatever changed in between, the others did.
type beliefs struct {
	me       rules.Player
	players  int
	evidence [shinobi.MaxPlayers][shinobi.Clans]float64

	after   *shinobi.State // the view after the bot's last action, nil before any
	started bool
	// the deck and the cards played at the last view, to tell a new game
	deck, table int

	// the clan assignments of the others consistent with the view, with
	// their weights, for the sampler
	assignments [][shinobi.MaxPlayers]shinobi.Clan
	weights     []float64 // relative to the likeliest assignment's 1
}

// How much one observation weighs, in log-odds.
const (
	homeWeight   = 1.0 // a card of the clan arrived in the player's own province
	strikeWeight = 1.0 // a card of the clan struck, shared among the possible strikers
	// sharpness scales the evidence into weights: 2^(sharpness·evidence).
	// (Exp2, unlike Exp, is the same Go code on amd64 and js/wasm, so the
	// worlds dealt are too.)
	sharpness = 0.7
	// maxTries bounds the worlds dealt to draw one with a likely assignment.
	maxTries = 64
)

// where is a card's place on the table: a province, the discard or unseen.
const (
	unseen  = -1
	discard = -2
)

func locate(s *shinobi.State) (loc [shinobi.Cards]int8) {
	for i := range loc {
		loc[i] = unseen
	}
	for p := range rules.Player(s.Players()) {
		for c := range shinobi.Clan(shinobi.Clans) {
			for _, card := range s.Army(p, c) {
				loc[card] = int8(p)
			}
		}
	}
	for _, card := range s.Discard() {
		if card < shinobi.Cards {
			loc[card] = discard
		}
	}
	return loc
}

// observe takes in the view of a new decision.
func (b *beliefs) observe(view *shinobi.State, me rules.Player) {
	deck, table := view.DeckSize(), tableCards(view)
	if !b.started || b.me != me || b.players != view.Players() || deck > b.deck || table < b.table {
		// A new game (the deck only shrinks and the cards played only
		// grow in one): start over.
		b.evidence = [shinobi.MaxPlayers][shinobi.Clans]float64{}
		b.me, b.players, b.started = me, view.Players(), true
	} else if b.after != nil {
		b.learn(b.after, view)
	}
	b.after, b.deck, b.table = nil, deck, table
	b.enumerate(view)
}

// tableCards is the number of cards played out of hands so far (table and
// discard): it only grows during a game.
func tableCards(s *shinobi.State) int {
	n := len(s.Discard())
	for c := range shinobi.Clan(shinobi.Clans) {
		n += s.ClanTotal(c)
	}
	return n
}

// decided records the bot's action, applied to a copy of its view, so the
// next view is compared with the table as the bot left it.
func (b *beliefs) decided(view *shinobi.State, a rules.Action) {
	after := view.Clone().(*shinobi.State)
	if _, err := after.Apply(a); err != nil {
		return
	}
	b.after = after
}

// learn reads the others' turns from the change between two tables.
func (b *beliefs) learn(before, now *shinobi.State) {
	was, is := locate(before), locate(now)
	for card := range shinobi.Card(shinobi.ClanCards) {
		clan := card.Clan()
		from, to := was[card], is[card]
		switch {
		case from == to:
		case to >= 0 && rules.Player(to) != b.me:
			// Arrived (from a hand or another province) in a province: its
			// owner put it there, or another player dumped it there.
			b.evidence[to][clan] += homeWeight
		case to == discard && from >= 0:
			b.struck(rules.Player(from), clan)
		}
	}
}

// struck spreads the evidence of a card of clan lost from province at among
// the others who could have struck it: anyone but its owner and the bot.
func (b *beliefs) struck(at rules.Player, clan shinobi.Clan) {
	strikers := b.players - 1
	if at != b.me {
		strikers--
	}
	for q := range rules.Player(b.players) {
		if q != at && q != b.me {
			b.evidence[q][clan] -= strikeWeight / float64(strikers)
		}
	}
}

// enumerate lists every assignment of the clans the bot does not know to
// the players whose clan it does not know, each weighted by the evidence.
func (b *beliefs) enumerate(view *shinobi.State) {
	b.assignments, b.weights = b.assignments[:0], b.weights[:0]
	var taken [shinobi.Clans]bool
	var cur [shinobi.MaxPlayers]shinobi.Clan
	n := view.Players()
	for p := range rules.Player(n) {
		cur[p] = view.ClanOf(p)
		if cur[p] != shinobi.NoClan {
			taken[cur[p]] = true
		}
	}
	var fill func(p int)
	fill = func(p int) {
		if p == n {
			w := 0.0
			for q := range n {
				if view.ClanOf(rules.Player(q)) == shinobi.NoClan {
					w += sharpness * b.evidence[q][cur[q]]
				}
			}
			b.assignments = append(b.assignments, cur)
			b.weights = append(b.weights, w)
			return
		}
		if view.ClanOf(rules.Player(p)) != shinobi.NoClan {
			fill(p + 1)
			return
		}
		for c := range shinobi.Clan(shinobi.Clans) {
			if !taken[c] {
				taken[c], cur[p] = true, c
				fill(p + 1)
				taken[c], cur[p] = false, shinobi.NoClan
			}
		}
	}
	fill(0)
	top := math.Inf(-1)
	for _, w := range b.weights {
		top = max(top, w)
	}
	for i, w := range b.weights {
		b.weights[i] = math.Exp2(w - top)
	}
}

// weight is the relative likelihood of the clans dealt in world, in (0, 1].
func (b *beliefs) weight(world *shinobi.State) float64 {
	for i, as := range b.assignments {
		same := true
		for p := range rules.Player(b.players) {
			same = same && world.ClanOf(p) == as[p]
		}
		if same {
			return b.weights[i]
		}
	}
	return 1
}

// sample deals a world from the view whose clans follow the beliefs: worlds
// are dealt uniformly and kept with probability weight (rejection sampling),
// up to maxTries.
func (b *beliefs) sample(view rules.State, _ rules.Player, rng *rules.RNG) rules.State {
	d := view.(rules.Determinizer)
	for try := 1; ; try++ {
		world := d.Determinize(rng)
		w, ok := world.(*shinobi.State)
		if !ok || try == maxTries || len(b.assignments) < 2 {
			return world
		}
		if float64(rng.Uint64()>>11)/(1<<53) < b.weight(w) {
			return world
		}
	}
}
