package shinobi

import (
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func load(data []byte) error {
	_, err := Unmarshal(data)
	return err
}

// take removes the last card of the pile text and returns it and the rest.
func take(text string) (card, rest string) {
	cards := strings.Fields(text)
	return cards[len(cards)-1], strings.Join(cards[:len(cards)-1], " ")
}

// with is the pile text with card on top.
func with(text, card string) string { return strings.TrimSpace(text + " " + card) }

// Each check of Unmarshal refuses a save the game wrote with one thing
// changed, and only that check does.
func TestUnmarshalRefusesEachFaultAlone(t *testing.T) {
	type cases = []rulestest.SaveRefusal[stateJSON]
	seat := func(p rules.Player) *rules.Player { return &p }

	// A turn begins, the deck lasting and cards in the provinces.
	begun := rulestest.PlayUntil(t, Game, rules.Config{Players: 3, Seed: 5}, func(s *State) bool { return s.discardN > 0 && s.step == StepDeploy })
	turn := int(begun.turn)
	next, other := (turn+1)%3, (turn+2)%3
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, begun), cases{
		{Name: "not JSON", Edit: rulestest.Replace(`{"version"`, `{version`), Because: "not a saved state"},
		{Name: "the next version", Spoil: func(j *stateJSON) { j.Version = version + 1 }, Kind: rules.ErrNewVersion, Because: "shinobi format 2, this build reads up to 1"},
		{Name: "two players", Spoil: func(j *stateJSON) { j.Config.Players = 2 }, Kind: rules.ErrBadConfig, Because: "is for 3 to 5 players, not 2"},
		{Name: "a clan card too few", Spoil: func(j *stateJSON) { j.Clans = j.Clans[:2] }, Because: "must have one entry per player (3)"},
		{Name: "a hand too few", Spoil: func(j *stateJSON) { j.Hands = j.Hands[:2] }, Because: "must have one entry per player (3)"},
		{Name: "a province too few", Spoil: func(j *stateJSON) { j.Provinces = j.Provinces[:2] }, Because: "must have one entry per player (3)"},
		{Name: "a received list too few", Spoil: func(j *stateJSON) { j.Received = j.Received[:2] }, Because: "must have one entry per player (3)"},
		{Name: "a view of a game", Spoil: func(j *stateJSON) { j.View = seat(1) }, Because: "a view with a seed or an RNG"},
		{Name: "a clan letter Z", Spoil: func(j *stateJSON) { j.Clans = "Z" + j.Clans[1:] }, Because: `p0's clan "Z" is not a clan letter`},
		{Name: "a hidden clan in a game", Spoil: func(j *stateJSON) { j.Clans = "?" + j.Clans[1:] }, Because: `p0's clan "?" is not a clan letter`},
		{Name: "a clan card twice", Spoil: func(j *stateJSON) { j.Clans = j.Clans[:2] + j.Clans[:1] }, Because: "two players have the"},
		{Name: "no card in a hand", Spoil: func(j *stateJSON) { j.Hands[0] = with(j.Hands[0], "Z9") }, Because: `p0's hand: "Z9" is not a card`},
		{Name: "a card twice in a hand", Spoil: func(j *stateJSON) {
			h := strings.Fields(j.Hands[0])
			h[1] = h[0]
			j.Hands[0] = strings.Join(h, " ")
		}, Because: "p0's hand: " + strings.Fields(begun.handText(0))[0] + " appears twice"},
		{Name: "a fifth card in hand", Spoil: func(j *stateJSON) {
			var c string
			c, j.Deck = take(j.Deck)
			j.Hands[next] = with(j.Hands[next], c)
		}, Because: "holds 5 cards, more than 4"},
		{Name: "no card in a province", Spoil: func(j *stateJSON) { j.Provinces[0] = with(j.Provinces[0], "?") }, Because: `p0's province: "?" is not a card`},
		{Name: "a card twice in a province", Spoil: func(j *stateJSON) {
			c, _ := take(j.Hands[0])
			j.Provinces[0] = with(j.Provinces[0], c)
		}, Because: "p0's province: " + strings.Fields(begun.handText(0))[3] + " appears twice"},
		{Name: "a Ninja in a province", Spoil: func(j *stateJSON) {
			ninja := NinjaCard(1).String()
			for _, pile := range append([]*string{&j.Deck, &j.Discard}, ptrs(j.Hands)...) {
				if cards := strings.Fields(*pile); slices.Contains(cards, ninja) {
					*pile = strings.Join(slices.DeleteFunc(cards, func(c string) bool { return c == ninja }), " ")
				}
			}
			j.Provinces[other] = with(j.Provinces[other], ninja)
		}, Because: "a Ninja lies in p" + string(rune('0'+other)) + "'s province"},
		{Name: "an army received a Z", Spoil: func(j *stateJSON) { j.Received[0] = "Z" }, Because: `p0 received 'Z', not a clan letter`},
		{Name: "no card in the deck", Spoil: func(j *stateJSON) { j.Deck = with(j.Deck, "?") }, Because: `deck: "?" is not a card`},
		{Name: "a card twice in the deck", Spoil: func(j *stateJSON) {
			c, _ := take(j.Hands[0])
			j.Deck = with(j.Deck, c)
		}, Because: "deck: " + strings.Fields(begun.handText(0))[3] + " appears twice"},
		{Name: "no card in the discard", Spoil: func(j *stateJSON) { j.Discard = with(j.Discard, "X1") }, Because: `discard: "X1" is not a card`},
		{Name: "a card lost", Spoil: func(j *stateJSON) { _, j.Deck = take(j.Deck) }, Because: "is missing"},
		{Name: "the turn of a fourth player", Spoil: func(j *stateJSON) { j.Turn = 3 }, Because: "turn 3 is not a player"},
		{Name: "the turn of no player", Spoil: func(j *stateJSON) { j.Turn = -1 }, Because: "turn -1 is not a player"},
		{Name: "step 0", Spoil: func(j *stateJSON) { j.Step = 0 }, Because: "step 0 is not 1, 2 or 3"},
		{Name: "step 4", Spoil: func(j *stateJSON) { j.Step = 4 }, Because: "step 4 is not 1, 2 or 3"},
		{Name: "a Ninja strike before the first action", Spoil: func(j *stateJSON) { j.Ninja = rules.Player(next) }, Because: "the Ninja cannot have struck"},
		{Name: "a final round of 3 turns", Spoil: func(j *stateJSON) { j.Final = 3 }, Because: "final 3 out of range"},
		{Name: "a final round of -2 turns", Spoil: func(j *stateJSON) { j.Final = -2 }, Because: "final -2 out of range"},
		{Name: "a final round while the deck lasts", Spoil: func(j *stateJSON) { j.Final = 1 }, Because: "the final round is played exactly when the deck is empty"},
		{Name: "an army received before the first action", Spoil: func(j *stateJSON) { j.Received[next] = "H" }, Because: "a turn cannot begin with armies that received a card"},
		{Name: "a hand short while the deck lasts", Spoil: func(j *stateJSON) {
			var c string
			c, j.Hands[next] = take(j.Hands[next])
			j.Discard = with(j.Discard, c)
		}, Because: "holds 3 cards while the deck lasts"},
		{Name: "the mover's hand short before the first action", Spoil: func(j *stateJSON) {
			var c string
			c, j.Hands[turn] = take(j.Hands[turn])
			j.Discard = with(j.Discard, c)
		}, Because: "holds 3 cards while the deck lasts"},
	})

	// The mover has played its first action.
	acted := rulestest.PlayUntil(t, Game, rules.Config{Players: 3, Seed: 5}, func(s *State) bool { return s.discardN > 0 && s.step == StepReinforce && s.ninjaAt == rules.NoPlayer })
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, acted), cases{
		{Name: "a Ninja strike on a fourth player", Spoil: func(j *stateJSON) { j.Ninja = 3 }, Because: "the Ninja cannot have struck p3"},
		{Name: "a Ninja strike on no player", Spoil: func(j *stateJSON) { j.Ninja = -2 }, Because: "the Ninja cannot have struck p-2"},
		{Name: "a Ninja strike on the mover", Spoil: func(j *stateJSON) { j.Ninja = j.Turn }, Because: "the Ninja cannot have struck"},
	})

	// The final round: the deck is out.
	final := rulestest.PlayUntil(t, Game, rules.Config{Players: 3, Seed: 5}, func(s *State) bool { return s.final > 0 })
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, final), cases{
		{Name: "no final round with the deck out", Spoil: func(j *stateJSON) { j.Final = -1 }, Because: "the final round is played exactly when the deck is empty"},
	})

	// A view of p1 hides the deck, the other hands and their clan cards.
	view := rulestest.Marshal(t, begun.View(1))
	unseen := begun.deck[0].String() // a card no view shows
	rulestest.RefusedSaves(t, load, view, cases{
		{Name: "a view of a fourth player", Spoil: func(j *stateJSON) { j.View = seat(3) }, Because: "a view of p3, not a player"},
		{Name: "a view of no player", Spoil: func(j *stateJSON) { j.View = seat(-2) }, Because: "a view of p-2, not a player"},
		{Name: "a view with a seed", Spoil: func(j *stateJSON) { j.Config.Seed = 5 }, Because: "a view with a seed or an RNG"},
		{Name: "a view with an RNG", Spoil: func(j *stateJSON) { j.RNG = rules.NewRNG(5) }, Because: "a view with a seed or an RNG"},
		{Name: "the viewer's clan hidden", Spoil: func(j *stateJSON) { j.Clans = j.Clans[:1] + "?" + j.Clans[2:] }, Because: `p1's clan "?" is not a clan letter`},
		{Name: "another's clan shown", Spoil: func(j *stateJSON) { j.Clans = begun.clan[0].String()[:1] + j.Clans[1:] }, Because: "a view shows p0's clan card before the end"},
		{Name: "the viewer's card hidden", Spoil: func(j *stateJSON) { j.Hands[1] = strings.Replace(j.Hands[1], strings.Fields(j.Hands[1])[0], "?", 1) }, Because: `p1's hand: "?" is not a card`},
		{Name: "another's card shown", Spoil: func(j *stateJSON) { j.Hands[0] = strings.Replace(j.Hands[0], "?", unseen, 1) }, Because: "a view shows a card of p0's hand"},
		{Name: "a card of the deck shown", Spoil: func(j *stateJSON) { j.Deck = strings.Replace(j.Deck, "?", unseen, 1) }, Because: "a view shows a card of the deck"},
		{Name: "a hidden card too many", Spoil: func(j *stateJSON) { j.Deck = with(j.Deck, "?") }, Because: "cards hidden, "},
		{Name: "a hidden card too few", Spoil: func(j *stateJSON) { _, j.Deck = take(j.Deck) }, Because: "is missing"},
		{Name: "a hidden card in the discard", Spoil: func(j *stateJSON) { j.Discard = with(j.Discard, "?") }, Because: `discard: "?" is not a card`},
	})

	// At the end a view shows every clan card.
	over := rulestest.PlayUntil(t, Game, rules.Config{Players: 3, Seed: 5}, func(s *State) bool { return s.Outcome().Over })
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, over.View(1)), cases{
		{Name: "a clan hidden at the end", Spoil: func(j *stateJSON) { j.Clans = "?" + j.Clans[1:] }, Because: `p0's clan "?" is not a clan letter`},
	})
}

// handText is p's hand in the notation of the saves.
func (s *State) handText(p rules.Player) string { return cardList(s.Hand(p)) }

func ptrs(s []string) []*string {
	out := make([]*string, len(s))
	for i := range s {
		out[i] = &s[i]
	}
	return out
}
