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
	bad := func(format string, args ...any) (*State, error) {
		return nil, Game.BadSave(format, args...)
	}
	n := j.Config.Players
	if len(j.Clans) != n || len(j.Hands) != n || len(j.Provinces) != n || len(j.Received) != n {
		return bad("clans, hands, provinces and received must have one entry per player (%d)", n)
	}
	s := &State{cfg: j.Config, rng: j.RNG, n: int8(n), turn: j.Turn, step: j.Step, ninjaAt: j.Ninja,
		final: j.Final, viewer: rules.NoPlayer}
	if j.View != nil {
		s.view, s.viewer = true, *j.View
		if s.viewer < rules.NoPlayer || int(s.viewer) >= n {
			return bad("a view of p%d, not a player", s.viewer)
		}
		if _, rng := rules.HideSeed(s.cfg); s.cfg.Seed != 0 || s.rng != rng {
			return bad("a view with a seed or an RNG")
		}
	}
	known := func(c Card) bool { return c != Unknown }
	// hides reports whether this view hides p's hand and clan card.
	hides := func(p rules.Player) bool { return s.view && p != s.viewer }
	var seen [Cards]bool
	unknown := 0 // the cards a view hides
	read := func(text, what string, hidden bool) ([]Card, error) {
		var cards []Card
		for _, word := range strings.Fields(text) {
			if word == "?" && hidden {
				unknown++
				cards = append(cards, Unknown)
				continue
			}
			c, ok := parseCard(word)
			if !ok {
				return nil, fmt.Errorf("%s: %q is not a card", what, word)
			}
			if seen[c] {
				return nil, fmt.Errorf("%s: %s appears twice", what, c)
			}
			seen[c] = true
			cards = append(cards, c)
		}
		return cards, nil
	}
	for p := range s.clan {
		s.clan[p] = NoClan
	}
	for p := range n {
		c, ok := parseClan(j.Clans[p : p+1])
		switch {
		case !ok && (j.Clans[p] != '?' || !hides(rules.Player(p)) || s.final == 0):
			return bad("p%d's clan %q is not a clan letter", p, j.Clans[p:p+1])
		case !ok:
			c = NoClan
		case hides(rules.Player(p)) && s.final != 0:
			return bad("a view shows p%d's clan card before the end", p)
		}
		for q := range p {
			if c != NoClan && s.clan[q] == c {
				return bad("two players have the %s clan card", c)
			}
		}
		s.clan[p] = c
		hand, err := read(j.Hands[p], fmt.Sprintf("p%d's hand", p), hides(rules.Player(p)))
		if err != nil {
			return bad("%v", err)
		}
		if len(hand) > HandSize {
			return bad("p%d holds %d cards", p, len(hand))
		}
		if hides(rules.Player(p)) && slices.ContainsFunc(hand, known) {
			return bad("a view shows a card of p%d's hand", p)
		}
		s.handN[p] = int8(copy(s.hand[p][:], hand))
		province, err := read(j.Provinces[p], fmt.Sprintf("p%d's province", p), false)
		if err != nil {
			return bad("%v", err)
		}
		for _, card := range province {
			if card.IsNinja() {
				return bad("a Ninja lies in p%d's province", p)
			}
			s.push(rules.Player(p), card)
		}
		s.received[p] = 0
		for _, r := range j.Received[p] {
			c, ok := parseClan(string(r))
			if !ok {
				return bad("p%d received %q, not a clan letter", p, r)
			}
			s.received[p] |= 1 << c
		}
	}
	deck, err := read(j.Deck, "deck", s.view)
	if err != nil {
		return bad("%v", err)
	}
	if s.view && slices.ContainsFunc(deck, known) {
		return bad("a view shows a card of the deck")
	}
	s.deckN = int8(copy(s.deck[:], deck))
	discard, err := read(j.Discard, "discard", false)
	if err != nil {
		return bad("%v", err)
	}
	s.discardN = int8(copy(s.discard[:], discard))
	missing := 0
	for c := range Card(Cards) {
		if !seen[c] {
			if missing++; missing > unknown {
				return bad("%s is missing", c)
			}
		}
	}
	if missing != unknown {
		return bad("%d cards hidden, %d to account for", unknown, missing)
	}
	switch {
	case s.turn < 0 || int(s.turn) >= n:
		return bad("turn %d is not a player", s.turn)
	case s.step < StepDeploy || s.step > StepAttack:
		return bad("step %d is not 1, 2 or 3", s.step)
	case s.ninjaAt != rules.NoPlayer && (s.ninjaAt < 0 || int(s.ninjaAt) >= n || s.ninjaAt == s.turn || s.step == StepDeploy):
		return bad("the Ninja cannot have struck p%d", s.ninjaAt)
	case s.final < -1 || int(s.final) >= n:
		return bad("final %d out of range", s.final)
	case (s.final == -1) != (s.deckN > 0):
		return bad("the final round is played exactly when the deck is empty")
	}
	if s.step == StepDeploy && (s.received != [MaxPlayers]uint8{} || s.ninjaAt != rules.NoPlayer) {
		return bad("a turn cannot begin with armies that received a card or a Ninja strike")
	}
	if s.final == -1 {
		// While the deck lasts hands are full but the mover's, which has
		// played at most one card per action so far.
		for p := range rules.Player(n) {
			if p != s.turn && s.handN[p] != HandSize || p == s.turn && s.handN[p] < HandSize+1-int8(s.step) {
				return bad("p%d holds %d cards while the deck lasts", p, s.handN[p])
			}
		}
	}
	return s, nil
}
