package game

import (
	"fmt"
	"slices"

	"kamon/rules"
)

// Random seating: the setup may shuffle the seats before the game (the
// docs/rules pages of Shinobi and Le Dernier Peuple say the seats are
// shuffled; in Mana it draws the colours). The setup offers the choice
// with ShuffleByDefault as its default, starts the match with NewShuffled
// or New, and shows the order drawn before the first turn: m.Seats in play
// order, with Seating telling that they were drawn.

// ShuffleSeats draws an order of play for seats from seed, every order
// equally likely: shuffled[i] is seats[order[i]], so order[i] is the setup
// index of the seat now at i. seed is the game's seed: the draw takes a
// stream of its own from it (see SeatSeed), unrelated to the deal the same
// seed makes, so the order drawn tells nothing of the cards.
func ShuffleSeats(seats []Seat, seed uint64) (shuffled []Seat, order []int) {
	order = make([]int, len(seats))
	for i := range order {
		order[i] = i
	}
	rng := rules.NewRNG(SeatSeed(seed, rules.NoPlayer))
	rules.ShuffleSlice(&rng, order)
	shuffled = make([]Seat, len(seats))
	for i, j := range order {
		shuffled[i] = seats[j]
	}
	return shuffled, order
}

// ShuffleByDefault is the setup's default for its "shuffle seats" choice
// (Mana: "random colours"): on for every game of more than two players, and
// for two unless the game's rules already draw the first player
// (rules.Game.FirstPlayerDrawn): the seat order then decides nothing more,
// so shuffling is offered but off by default.
func ShuffleByDefault(gameID string, players int) bool {
	g, err := rules.Lookup(gameID)
	return players > 2 || err != nil || !g.FirstPlayerDrawn
}

// NewShuffled is New with the seats in an order drawn from cfg.Seed by
// ShuffleSeats. The match remembers the draw (see Seating), in its saves too.
func NewShuffled(gameID string, cfg rules.Config, seats []Seat) (*Match, error) {
	shuffled, order := ShuffleSeats(seats, cfg.Seed)
	m, err := New(gameID, cfg, shuffled)
	if err != nil {
		return nil, err
	}
	m.seating = order
	return m, nil
}

// Seating is the draw the seats were shuffled by: Seats[i] was seat
// Seating()[i] at setup. It is nil when the seats kept the setup's order.
func (m *Match) Seating() []int { return slices.Clone(m.seating) }

// setupSeats are the seats in the order the setup listed them.
func (m *Match) setupSeats() []Seat {
	if m.seating == nil {
		return slices.Clone(m.Seats)
	}
	seats := make([]Seat, len(m.Seats))
	for i, j := range m.seating {
		seats[j] = m.Seats[i]
	}
	return seats
}

// Rematch is a new match of the same game with the same seats and options
// on another seed, the seats drawn again if this match's were; it has no
// store yet (see SetStore).
func (m *Match) Rematch(seed uint64) (*Match, error) {
	cfg := m.Config()
	cfg.Seed = seed
	if m.seating != nil {
		return NewShuffled(m.Game.ID, cfg, m.setupSeats())
	}
	return New(m.Game.ID, cfg, m.Seats)
}

// checkSeating refuses a recorded draw that is not an order of n seats.
func checkSeating(order []int, n int) error {
	if order == nil {
		return nil
	}
	if len(order) != n {
		return fmt.Errorf("the seating lists %d seats for %d", len(order), n)
	}
	seen := make([]bool, n)
	for _, j := range order {
		if j < 0 || j >= n || seen[j] {
			return fmt.Errorf("the seating %v is not an order of %d seats", order, n)
		}
		seen[j] = true
	}
	return nil
}
