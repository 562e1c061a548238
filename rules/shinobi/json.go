package shinobi

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"kamon/rules"
)

// The saved form writes piles as cards separated by spaces ("H3 O11 N2"),
// "?" for a card a view hides; provinces list their armies in clan order,
// each bottom to top.
type stateJSON struct {
	rules.SaveHeader
	// View is the viewer of a view (-1 for the public one); absent in a game.
	View      *rules.Player `json:"view,omitempty"`
	Clans     string        `json:"clans"` // one letter per player, "?" where hidden
	Hands     []string      `json:"hands"`
	Deck      string        `json:"deck"` // the next card drawn is the last
	Discard   string        `json:"discard"`
	Provinces []string      `json:"provinces"`
	Turn      rules.Player  `json:"turn"`
	Step      Step          `json:"step"`
	Received  []string      `json:"received"` // per province, the letters of the armies that received a card this turn
	Ninja     rules.Player  `json:"ninja"`    // the province the Ninja struck this turn, -1 if none
	Final     int8          `json:"final"`    // -1 while the deck lasts, then the turns left; 0 when over
}

func cardList(cards []Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{SaveHeader: rules.SaveHeader{Version: version, Config: s.cfg, RNG: s.rng}, Deck: cardList(s.deck[:s.deckN]),
		Discard: cardList(s.Discard()), Turn: s.turn, Step: s.step, Ninja: s.ninjaAt, Final: s.final}
	if s.view {
		j.View = &s.viewer
	}
	var clans []byte
	for p := range rules.Player(s.n) {
		clans = append(clans, s.clan[p].Letter())
		j.Hands = append(j.Hands, cardList(s.Hand(p)))
		var province []Card
		var received []byte
		for c := range Clan(Clans) {
			province = append(province, s.Army(p, c)...)
			if s.Received(p, c) {
				received = append(received, c.Letter())
			}
		}
		j.Provinces = append(j.Provinces, cardList(province))
		j.Received = append(j.Received, string(received))
	}
	j.Clans = string(clans)
	return json.Marshal(j)
}

// Unmarshal reads a saved game and checks it is one Shinobi could reach:
// every one of the 58 cards once, the clans dealt, the turn consistent. It
// reads a player's view too (an online client gets its seat's view as
// JSON): there, and only there, the deck, the other hands and, until the
// end, the other clan cards are "?", and there is no seed.
func Unmarshal(data []byte) (*State, error) {
	var j stateJSON
	if err := Game.DecodeSave(data, &j); err != nil {
		return nil, err
	}
	s, err := savedState(&j)
	if err != nil {
		return nil, err
	}
	r := saveReader{s: s}
	for p := range s.clan {
		s.clan[p] = NoClan
	}
	n := j.Config.Players
	for p := range n {
		if err := r.seat(&j, p); err != nil {
			return nil, err
		}
	}
	if err := r.piles(&j); err != nil {
		return nil, err
	}
	if err := s.checkTurn(n); err != nil {
		return nil, err
	}
	return s, nil
}

// savedState is the state j starts, with one entry per player in each of
// its lists, and as a view, a player's or the public's, without a seed.
func savedState(j *stateJSON) (*State, error) {
	n := j.Config.Players
	if len(j.Clans) != n || len(j.Hands) != n || len(j.Provinces) != n || len(j.Received) != n {
		return nil, Game.BadSave("clans, hands, provinces and received must have one entry per player (%d)", n)
	}
	s := &State{cfg: j.Config, rng: j.RNG, n: int8(n), turn: j.Turn, step: j.Step, ninjaAt: j.Ninja,
		final: j.Final, viewer: rules.NoPlayer}
	if j.View != nil {
		s.view, s.viewer = true, *j.View
		if s.viewer < rules.NoPlayer || int(s.viewer) >= n {
			return nil, Game.BadSave("a view of p%d, not a player", s.viewer)
		}
		if _, rng := rules.HideSeed(s.cfg); s.cfg.Seed != 0 || s.rng != rng {
			return nil, Game.BadSave("a view with a seed or an RNG")
		}
	}
	return s, nil
}

// saveReader reads the cards of a save into s: each of the 58 once
// (seen), but the ones a view hides, which it counts (unknown).
type saveReader struct {
	s       *State
	seen    [Cards]bool
	unknown int
}

// hides reports whether this view hides p's hand and clan card.
func (r *saveReader) hides(p rules.Player) bool { return r.s.view && p != r.s.viewer }

// known reports a card a view shows.
func known(c Card) bool { return c != Unknown }

// read reads the cards in text, what they are (for an error); "?" is a
// card hidden where hidden.
func (r *saveReader) read(text, what string, hidden bool) ([]Card, error) {
	var cards []Card
	for _, word := range strings.Fields(text) {
		if word == "?" && hidden {
			r.unknown++
			cards = append(cards, Unknown)
			continue
		}
		c, ok := parseCard(word)
		if !ok {
			return nil, fmt.Errorf("%s: %q is not a card", what, word)
		}
		if r.seen[c] {
			return nil, fmt.Errorf("%s: %s appears twice", what, c)
		}
		r.seen[c] = true
		cards = append(cards, c)
	}
	return cards, nil
}

// seat reads player p's clan card, hand, province and the armies that
// received a card this turn.
func (r *saveReader) seat(j *stateJSON, p int) error {
	s := r.s
	if err := r.clan(j, p); err != nil {
		return err
	}
	hand, err := r.read(j.Hands[p], fmt.Sprintf("p%d's hand", p), r.hides(rules.Player(p)))
	if err != nil {
		return Game.BadSave("%v", err)
	}
	if len(hand) > HandSize {
		return Game.BadSave("p%d holds %d cards, more than %d", p, len(hand), HandSize)
	}
	if r.hides(rules.Player(p)) && slices.ContainsFunc(hand, known) {
		return Game.BadSave("a view shows a card of p%d's hand", p)
	}
	s.handN[p] = int8(copy(s.hand[p][:], hand))
	province, err := r.read(j.Provinces[p], fmt.Sprintf("p%d's province", p), false)
	if err != nil {
		return Game.BadSave("%v", err)
	}
	for _, card := range province {
		if card.IsNinja() {
			return Game.BadSave("a Ninja lies in p%d's province", p)
		}
		s.push(rules.Player(p), card)
	}
	s.received[p] = 0
	for _, rc := range j.Received[p] {
		c, ok := parseClan(string(rc))
		if !ok {
			return Game.BadSave("p%d received %q, not a clan letter", p, rc)
		}
		s.received[p] |= 1 << c
	}
	return nil
}

// clan reads player p's clan card: "?" where the view hides it, until
// the end; no two players' the same.
func (r *saveReader) clan(j *stateJSON, p int) error {
	s := r.s
	c, ok := parseClan(j.Clans[p : p+1])
	switch {
	case !ok && (j.Clans[p] != '?' || !r.hides(rules.Player(p)) || s.final == 0):
		return Game.BadSave("p%d's clan %q is not a clan letter", p, j.Clans[p:p+1])
	case !ok:
		c = NoClan
	case r.hides(rules.Player(p)) && s.final != 0:
		return Game.BadSave("a view shows p%d's clan card before the end", p)
	}
	for q := range p {
		if c != NoClan && s.clan[q] == c {
			return Game.BadSave("two players have the %s clan card", c)
		}
	}
	s.clan[p] = c
	return nil
}

// piles reads the deck (hidden in a view) and the discard, then checks
// that every card is somewhere, or hidden.
func (r *saveReader) piles(j *stateJSON) error {
	s := r.s
	deck, err := r.read(j.Deck, "deck", s.view)
	if err != nil {
		return Game.BadSave("%v", err)
	}
	if s.view && slices.ContainsFunc(deck, known) {
		return Game.BadSave("a view shows a card of the deck")
	}
	s.deckN = int8(copy(s.deck[:], deck))
	discard, err := r.read(j.Discard, "discard", false)
	if err != nil {
		return Game.BadSave("%v", err)
	}
	s.discardN = int8(copy(s.discard[:], discard))
	missing := 0
	for c := range Card(Cards) {
		if !r.seen[c] {
			if missing++; missing > r.unknown {
				return Game.BadSave("%s is missing", c)
			}
		}
	}
	if missing != r.unknown {
		return Game.BadSave("%d cards hidden, %d to account for", r.unknown, missing)
	}
	return nil
}

// checkTurn checks the turn read is one a game of n players could be in:
// whose, its step, the Ninja's strike, the final round and the hands'
// sizes.
func (s *State) checkTurn(n int) error {
	switch {
	case s.turn < 0 || int(s.turn) >= n:
		return Game.BadSave("turn %d is not a player", s.turn)
	case s.step < StepDeploy || s.step > StepAttack:
		return Game.BadSave("step %d is not 1, 2 or 3", s.step)
	case s.ninjaAt != rules.NoPlayer && (s.ninjaAt < 0 || int(s.ninjaAt) >= n || s.ninjaAt == s.turn || s.step == StepDeploy):
		return Game.BadSave("the Ninja cannot have struck p%d", s.ninjaAt)
	case s.final < -1 || int(s.final) >= n:
		return Game.BadSave("final %d out of range", s.final)
	case (s.final == -1) != (s.deckN > 0):
		return Game.BadSave("the final round is played exactly when the deck is empty")
	}
	if s.step == StepDeploy && s.received != [MaxPlayers]uint8{} { // a Ninja strike there is refused above
		return Game.BadSave("a turn cannot begin with armies that received a card")
	}
	if s.final == -1 {
		// While the deck lasts hands are full but the mover's, which has
		// played at most one card per action so far.
		for p := range rules.Player(n) {
			if p != s.turn && s.handN[p] != HandSize || p == s.turn && s.handN[p] < HandSize+1-int8(s.step) {
				return Game.BadSave("p%d holds %d cards while the deck lasts", p, s.handN[p])
			}
		}
	}
	return nil
}
