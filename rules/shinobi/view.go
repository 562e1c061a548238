package shinobi

import "kamon/rules"

// View is what p may know: the table, the discard, p's own hand and clan
// card. Other hands and the deck are Unknown cards (their sizes stay), other
// clan cards NoClan until the game is over, and the seed and RNG, from which
// the deal follows, are hidden (rules.HideSeed). NoPlayer gets the public
// view.
func (s *State) View(p rules.Player) rules.State {
	v := s.fresh()
	v.view, v.viewer = true, p
	for q := range rules.Player(s.n) {
		if q == p {
			continue
		}
		for i := range v.handN[q] {
			v.hand[q][i] = Unknown
		}
		if !s.over() {
			v.clan[q] = NoClan
		}
	}
	for i := range v.deckN {
		v.deck[i] = Unknown
	}
	v.cfg, v.rng = rules.HideSeed(s.cfg)
	return v
}

// Determinize deals, at random from rng, what the view hides: the unseen
// cards into the hidden hands and the deck, the clans nobody has shown to
// the players whose clan card is hidden, and a fresh seed and RNG
// (rules.Reseed). Everything visible stays as it is. A full state is
// returned as a copy.
func (s *State) Determinize(rng *rules.RNG) rules.State {
	d := s.fresh()
	if !s.view {
		return d
	}
	d.view, d.viewer = false, rules.NoPlayer
	d.cfg, d.rng = rules.Reseed(s.cfg, rng)

	var seen [Cards]bool
	mark := func(cards []Card) {
		for _, c := range cards {
			if c < Cards {
				seen[c] = true
			}
		}
	}
	for p := range rules.Player(s.n) {
		mark(s.Hand(p))
		for c := range Clan(Clans) {
			mark(s.Army(p, c))
		}
	}
	mark(s.Discard())
	var pool [Cards]Card
	n := 0
	for c := range Card(Cards) {
		if !seen[c] {
			pool[n] = c
			n++
		}
	}
	rules.ShuffleSlice(rng, pool[:n])
	deal := func(slot *Card) {
		if *slot == Unknown && n > 0 {
			n--
			*slot = pool[n]
		}
	}
	for p := range d.n {
		for i := range d.handN[p] {
			deal(&d.hand[p][i])
		}
	}
	for i := range d.deckN {
		deal(&d.deck[i])
	}

	var taken [Clans]bool
	for p := range d.n {
		if c := d.clan[p]; c != NoClan {
			taken[c] = true
		}
	}
	var free [Clans]Clan
	m := 0
	for c := range Clan(Clans) {
		if !taken[c] {
			free[m] = c
			m++
		}
	}
	rules.ShuffleSlice(rng, free[:m])
	for p := range d.n {
		if d.clan[p] == NoClan && m > 0 {
			m--
			d.clan[p] = free[m]
		}
	}
	return d
}
