// Package tally is a tiny card game that exists to exercise the rules
// contract, the match layer and the app end to end: hidden hands, random
// draws, a variant, 2 to 4 players. It is registered only where it is
// imported (tests and the e2e build), so players never see it.
//
// Rules: a deck of 1–9 (four of each) is shuffled and each player gets three
// cards. In turn, play a card onto the common total without passing the
// target (31, or 21 in the "short" variant), then draw. Reaching the target
// exactly scores a point and resets the total. Whoever cannot play passes;
// when everybody has passed in a row the total resets. The game ends when all
// hands are empty; most points wins.
package tally

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"kamon/rules"
)

// ID is the registry id.
const ID = "tally"

const version = 1

// Pass is the action of a player who cannot (or will not) play.
const Pass rules.Action = 0

// Game is the registry entry.
var Game = rules.Game{
	ID: ID, Name: "Tally (test game)", Order: 100,
	MinPlayers: 2, MaxPlayers: 4, Hidden: true,
	Variants: []rules.Variant{{ID: "short", Name: "Short: target 21"}},
	Options:  []rules.Option{{ID: "nopass", Name: "No passing while a card fits", Default: true}},
	Version:  version,
	// The value of a card played, and a card drawn.
	EventKinds: EventKinds,
	Payloads:   []any{0, Drawn(0)},
}

func init() {
	Game.New = func(c rules.Config) (rules.State, error) { return New(c) }
	Game.Unmarshal = func(b []byte) (rules.State, error) { return Unmarshal(b) }
	rules.Register(Game)
}

// The kinds of the events Apply returns (rules.Event.Kind).
const (
	EventPlay  = "play"  // a card was played onto the total (its value, an int)
	EventScore = "score" // the total reached the target: the player scored
	EventDraw  = "draw"  // the player drew a card (private, Drawn)
	EventPass  = "pass"  // the player passed
	EventReset = "reset" // everybody passed: the total went back to 0
	EventEnd   = "end"   // all hands are empty: the game ended
)

// EventKinds lists every kind of event the game emits, for tables keyed by
// kind (sounds, log lines) to check they miss none.
var EventKinds = []string{EventPlay, EventScore, EventDraw, EventPass, EventReset, EventEnd}

// Drawn is the Data of an EventDraw: the card's value, 0 (unknown) as the
// others see it.
type Drawn int

// Masked is the card unknown (rules.Maskable).
func (Drawn) Masked() any { return Drawn(0) }

// State is a game of Tally. Card value 0 in a hand or the deck means unknown
// (masked in a view).
type State struct {
	cfg    rules.Config
	rng    rules.RNG
	hands  [][]int
	deck   []int
	played [10]int // how many cards of each value were played: public, for Determinize
	total  int
	scores []int
	turn   rules.Player
	passes int
	over   bool
}

// copiesPerValue is how many cards of each value the deck holds.
const copiesPerValue = 4

// New deals a game.
func New(cfg rules.Config) (*State, error) {
	if err := Game.CheckConfig(cfg); err != nil {
		return nil, err
	}
	s := &State{cfg: cfg, rng: rules.NewRNG(cfg.Seed), scores: make([]int, cfg.Players)}
	for v := 1; v <= 9; v++ {
		for k := 0; k < copiesPerValue; k++ {
			s.deck = append(s.deck, v)
		}
	}
	rules.ShuffleSlice(&s.rng, s.deck)
	s.hands = make([][]int, cfg.Players)
	for p := range s.hands {
		s.hands[p] = append([]int(nil), s.deck[len(s.deck)-3:]...)
		s.deck = s.deck[:len(s.deck)-3]
	}
	s.turn = rules.Player(s.rng.IntN(cfg.Players))
	return s, nil
}

func (s *State) target() int {
	if s.cfg.Variant == "short" {
		return 21
	}
	return 31
}

func (s *State) Game() string         { return ID }
func (s *State) Config() rules.Config { return s.cfg }

func (s *State) ToMove() rules.Player {
	if s.over {
		return rules.NoPlayer
	}
	return s.turn
}

// Hand is p's hand as this state knows it (zeros where masked).
func (s *State) Hand(p rules.Player) []int { return s.hands[p] }

// Total is the running total.
func (s *State) Total() int { return s.total }

// DeckSize is the number of cards left to draw.
func (s *State) DeckSize() int { return len(s.deck) }

func (s *State) Legal(dst []rules.Action) []rules.Action {
	if s.over {
		return dst
	}
	var seen [10]bool
	n := len(dst)
	for _, v := range s.hands[s.turn] {
		if v > 0 && !seen[v] && s.total+v <= s.target() {
			seen[v] = true
			dst = append(dst, rules.Action(v))
		}
	}
	if len(dst) == n || !Game.OptionOn(s.cfg, "nopass") {
		dst = append(dst, Pass)
	}
	return dst
}

func (s *State) Apply(a rules.Action) ([]rules.Event, error) {
	if s.over {
		return nil, rules.ErrGameOver
	}
	if !rules.IsLegal(s, a) {
		return nil, rules.Illegal("%s is not playable now", s.FormatAction(a))
	}
	return s.ApplyLegal(a), nil
}

// ApplyLegal plays a, one of Legal's (see rules.State).
func (s *State) ApplyLegal(a rules.Action) []rules.Event {
	p := s.turn
	var ev []rules.Event
	if a == Pass {
		s.passes++
		ev = append(ev, rules.Event{Kind: EventPass, Player: p, Text: fmt.Sprintf("P%d passes", p+1)})
		if s.passes >= len(s.hands) {
			s.passes = 0
			s.total = 0
			ev = append(ev, rules.Event{Kind: EventReset, Player: rules.NoPlayer, Text: "everybody passed: the total resets"})
		}
	} else {
		s.passes = 0
		v := int(a)
		h := s.hands[p]
		for i, c := range h {
			if c == v {
				s.hands[p] = append(h[:i:i], h[i+1:]...)
				break
			}
		}
		s.total += v
		s.played[v]++
		ev = append(ev, rules.Event{Kind: EventPlay, Player: p, Text: fmt.Sprintf("P%d plays %d (total %d)", p+1, v, s.total), Data: v})
		if s.total == s.target() {
			s.scores[p]++
			s.total = 0
			ev = append(ev, rules.Event{Kind: EventScore, Player: p, Text: fmt.Sprintf("P%d reaches %d and scores", p+1, s.target())})
		}
		if len(s.deck) > 0 {
			c := s.deck[len(s.deck)-1]
			s.deck = s.deck[:len(s.deck)-1]
			s.hands[p] = append(s.hands[p], c)
			ev = append(ev, rules.Event{Kind: EventDraw, Player: p, Private: true, Reveal: true,
				Text: fmt.Sprintf("P%d draws %d", p+1, c), Public: fmt.Sprintf("P%d draws a card", p+1), Data: Drawn(c)})
		}
	}
	if s.allEmpty() {
		s.over = true
		ev = append(ev, rules.Event{Kind: EventEnd, Player: rules.NoPlayer, Text: "all hands are empty"})
	} else {
		s.turn = rules.Player((int(p) + 1) % len(s.hands))
	}
	return ev
}

func (s *State) allEmpty() bool {
	for _, h := range s.hands {
		if len(h) > 0 {
			return false
		}
	}
	return true
}

func (s *State) Outcome() rules.Outcome {
	if !s.over {
		return rules.Outcome{Scores: append([]int(nil), s.scores...)}
	}
	o := rules.Outcome{Over: true, Scores: append([]int(nil), s.scores...), Reason: "most points"}
	best := -1
	for _, v := range s.scores {
		best = max(best, v)
	}
	for p, v := range s.scores {
		if v == best {
			o.Winners = append(o.Winners, rules.Player(p))
		}
	}
	if len(o.Winners) == len(s.scores) {
		o.Winners, o.Reason = nil, "everybody has the same score"
	}
	return o
}

func (s *State) Clone() rules.State {
	c := *s
	c.hands = make([][]int, len(s.hands))
	for p, h := range s.hands {
		c.hands[p] = slices.Clone(h)
	}
	c.deck = slices.Clone(s.deck)
	c.scores = slices.Clone(s.scores)
	return &c
}

// View masks other hands and the deck order, and the seed and RNG, from
// which the whole deal follows (rules.HideSeed).
func (s *State) View(p rules.Player) rules.State {
	v := s.Clone().(*State)
	for q := range v.hands {
		if rules.Player(q) != p {
			for i := range v.hands[q] {
				v.hands[q][i] = 0
			}
		}
	}
	for i := range v.deck {
		v.deck[i] = 0
	}
	v.cfg, v.rng = rules.HideSeed(s.cfg)
	return v
}

// Determinize deals the cards a view masks (zeros in hands and the deck) at
// random out of those not accounted for: the 36 less the cards played and the
// cards the view shows, as many as the cards masked (Unmarshal refuses a
// state where they differ). The world gets a fresh seed and RNG from rng,
// since a view's are masked. On a full state (nothing masked) it returns a
// copy.
func (s *State) Determinize(rng *rules.RNG) rules.State {
	w := s.Clone().(*State)
	var left [10]int
	for v := 1; v <= 9; v++ {
		left[v] = copiesPerValue - s.played[v]
	}
	masked := 0
	for _, pile := range append([][]int{w.deck}, w.hands...) {
		for _, c := range pile {
			if c == 0 {
				masked++
			} else {
				left[c]--
			}
		}
	}
	if masked == 0 && s.cfg.Seed != 0 {
		return w // a full state: views have seed 0, and their worlds a seed of their own
	}
	w.cfg, w.rng = rules.Reseed(s.cfg, rng)
	pool := make([]int, 0, 36)
	for v := 1; v <= 9; v++ {
		for k := 0; k < left[v]; k++ {
			pool = append(pool, v)
		}
	}
	rules.ShuffleSlice(rng, pool)
	for _, pile := range append([][]int{w.deck}, w.hands...) {
		for i, c := range pile {
			if c != 0 {
				continue
			}
			pile[i], pool = pool[len(pool)-1], pool[:len(pool)-1]
		}
	}
	return w
}

func (s *State) FormatAction(a rules.Action) string {
	if a == Pass {
		return "pass"
	}
	return strconv.FormatUint(uint64(a), 10)
}

func (s *State) ParseAction(text string) (rules.Action, error) {
	text = strings.TrimSpace(text)
	if text == "pass" {
		return Pass, nil
	}
	v, err := strconv.Atoi(text)
	if err != nil || v < 1 || v > 9 {
		return 0, fmt.Errorf("%w: %q: want a card value 1-9 or \"pass\"", rules.ErrBadAction, text)
	}
	return rules.Action(v), nil
}

type stateJSON struct {
	rules.SaveHeader
	Hands  [][]int      `json:"hands"`
	Deck   []int        `json:"deck"`
	Played [10]int      `json:"played"`
	Total  int          `json:"total"`
	Scores []int        `json:"scores"`
	Turn   rules.Player `json:"turn"`
	Passes int          `json:"passes"`
	Over   bool         `json:"over"`
}

func (s *State) MarshalJSON() ([]byte, error) {
	return json.Marshal(stateJSON{rules.SaveHeader{Version: version, Config: s.cfg, RNG: s.rng}, s.hands, s.deck, s.played, s.total, s.scores, s.turn, s.passes, s.over})
}

// Unmarshal reads a saved state, or a player's view, and checks it is one
// Tally could reach.
func Unmarshal(data []byte) (*State, error) {
	var j stateJSON
	if err := Game.DecodeSave(data, &j); err != nil {
		return nil, err
	}
	if err := j.check(); err != nil {
		return nil, Game.BadSave("%v", err)
	}
	return &State{cfg: j.Config, rng: j.RNG, hands: j.Hands, deck: j.Deck, played: j.Played, total: j.Total,
		scores: j.Scores, turn: j.Turn, passes: j.Passes, over: j.Over}, nil
}

// check refuses what no game reaches: counts out of range, a total at or
// past the target (reaching it resets it), other than the 36 cards (four
// of each value, unknown ones, 0, in a view), hands of other than three
// cards while the deck lasts (each card played is replaced), or an end
// that does not come with the last card played.
func (j *stateJSON) check() error {
	n := j.Config.Players
	target := 31
	if j.Config.Variant == "short" {
		target = 21
	}
	switch {
	case len(j.Hands) != n:
		return fmt.Errorf("%d hands for %d players", len(j.Hands), n)
	case len(j.Scores) != n:
		return fmt.Errorf("%d scores for %d players", len(j.Scores), n)
	case j.Turn < 0 || int(j.Turn) >= n:
		return fmt.Errorf("turn %d is no player's", j.Turn)
	case j.Total < 0 || j.Total >= target:
		return fmt.Errorf("a total of %d, for a target of %d", j.Total, target)
	case j.Passes < 0 || j.Passes >= n:
		return fmt.Errorf("%d passes in a row among %d players", j.Passes, n)
	case slices.ContainsFunc(j.Scores, func(v int) bool { return v < 0 }):
		return fmt.Errorf("a score below 0 in %v", j.Scores)
	}
	var copies [10]int // of each value, played or known; [0] counts the unknown
	cards := 0
	for v, k := range j.Played {
		if k < 0 || v == 0 && k != 0 {
			return fmt.Errorf("%d cards of value %d played", k, v)
		}
		copies[v] += k
		cards += k
	}
	for i, pile := range append([][]int{j.Deck}, j.Hands...) {
		if hand := i > 0; hand && (len(pile) > 3 || len(j.Deck) > 0 && len(pile) < 3) {
			return fmt.Errorf("P%d holds %d cards, with %d in the deck", i, len(pile), len(j.Deck))
		}
		cards += len(pile)
		for _, c := range pile {
			if c < 0 || c > 9 {
				return fmt.Errorf("a card of value %d", c)
			}
			copies[c]++
		}
	}
	for v := 1; v <= 9; v++ {
		if copies[v] > copiesPerValue {
			return fmt.Errorf("%d cards of value %d", copies[v], v)
		}
	}
	if cards != 9*copiesPerValue {
		return fmt.Errorf("%d cards, not %d", cards, 9*copiesPerValue)
	}
	switch empty := !slices.ContainsFunc(j.Hands, func(h []int) bool { return len(h) > 0 }); {
	case j.Over && !empty:
		return errors.New("the game is over with cards in hand")
	case !j.Over && empty:
		return errors.New("every hand is empty and the game goes on")
	}
	return nil
}
