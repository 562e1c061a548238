package shinobi

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// states plays random games and calls f on the start, every few plies and
// the end.
func states(t *testing.T, games, every int, f func(s *State)) {
	t.Helper()
	chooser := rules.NewRNG(7)
	for g := range games {
		s, err := New(rules.Config{Players: MinPlayers + g%3, Seed: uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		f(s)
		ply := 0
		_, err = rules.Playout(s, &chooser, 10000, func(rules.Action, []rules.Event) error {
			if ply++; ply%every == 0 || s.Outcome().Over {
				f(s)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// A view holds nothing of another player's hand or clan card, nor the deck
// order, the seed or the RNG: its JSON is searched for them.
func TestViewHidesHandsAndClans(t *testing.T) {
	states(t, 24, 4, func(s *State) {
		full := rulestest.Marshal(t, s)
		for p := rules.NoPlayer; p < rules.Player(s.n); p++ {
			data, err := s.View(p).MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			words := map[string]bool{}
			for _, w := range cardWord.FindAllString(string(data), -1) {
				words[w] = true
			}
			var j stateJSON
			if err := json.Unmarshal(data, &j); err != nil {
				t.Fatal(err)
			}
			for q := range rules.Player(s.n) {
				if q == p {
					continue
				}
				for _, c := range s.Hand(q) {
					if words[c.String()] {
						t.Fatalf("p%d's view shows %s of p%d's hand: %s", p, c, q, data)
					}
				}
				if j.Clans[q] != '?' && !s.over() {
					t.Fatalf("p%d's view shows p%d's clan: %s", p, q, data)
				}
			}
			for _, c := range s.deck[:s.deckN] {
				if words[c.String()] {
					t.Fatalf("p%d's view shows %s of the deck", p, c)
				}
			}
			if p >= 0 && (j.Clans[p] != s.clan[p].Letter() || j.Hands[p] != cardList(s.Hand(p))) {
				t.Fatalf("p%d's view hides p%d's own hand or clan: %s", p, p, data)
			}
			var whole stateJSON
			if err := json.Unmarshal(full, &whole); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(j.RNG) == fmt.Sprint(whole.RNG) && s.deckN > 0 || j.Config.Seed != 0 {
				t.Fatalf("p%d's view keeps the RNG or the seed: %s", p, data)
			}
		}
	})
}

// cardWord finds the words of a JSON text that could name a card.
var cardWord = regexp.MustCompile(`\b[HMOTUN][0-9]+\b`)

// publicFacts is what a player's view shows.
func publicFacts(s *State, p rules.Player) string {
	var hands []int
	for q := range rules.Player(s.n) {
		hands = append(hands, len(s.Hand(q)))
	}
	return fmt.Sprint(s.army, s.armyN, s.Discard(), s.DeckSize(), hands, s.Hand(p), s.ClanOf(p),
		s.turn, s.step, s.received, s.ninjaAt, s.final)
}

// Determinize deals the hidden cards and clans at random but keeps every
// fact of the view, conserves the 58 cards, and gives a game that plays on.
func TestDeterminize(t *testing.T) {
	rng := rules.NewRNG(11)
	states(t, 12, 13, func(s *State) {
		for p := range rules.Player(s.n) {
			v := s.View(p).(*State)
			deals := map[string]bool{}
			for range 4 {
				d := v.Determinize(&rng).(*State)
				if err := checkState(d); err != nil {
					t.Fatalf("determinized: %v", err)
				}
				if _, isView := d.Viewer(); isView || publicFacts(d, p) != publicFacts(v, p) {
					t.Fatalf("p%d's view determinized into other facts:\n%s\n%s", p, publicFacts(v, p), publicFacts(d, p))
				}
				if s.over() && fmt.Sprint(d.clan) != fmt.Sprint(s.clan) {
					t.Fatal("clans revealed at the end changed")
				}
				for q := range rules.Player(s.n) {
					if slices.Contains(d.Hand(q), Unknown) || d.ClanOf(q) == NoClan {
						t.Fatalf("p%d's hand or clan left unknown", q)
					}
				}
				deals[fmt.Sprint(d.hand, d.deck, d.clan)] = true
				for i := 0; i < 12 && !d.over(); i++ {
					legal := d.Legal(nil)
					if _, err := d.Apply(legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if s.deckN > 4 && len(deals) < 2 {
				t.Fatalf("four determinizations dealt the same world")
			}
		}
	})
	s, err := New(rules.Config{Players: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	a := rulestest.Marshal(t, s)
	b := rulestest.Marshal(t, s.Determinize(&rng))
	if string(a) != string(b) {
		t.Error("a full state determinizes into another")
	}
}

// The mover's view knows the mover's legal actions; views of others list
// none, since they cannot know that hand.
func TestViewLegal(t *testing.T) {
	states(t, 6, 1, func(s *State) {
		for p := range rules.Player(s.n) {
			v := s.View(p)
			if got := v.Legal(nil); p == s.ToMove() && !slices.Equal(got, s.Legal(nil)) || p != s.ToMove() && len(got) != 0 {
				t.Fatalf("p%d's view lists %v", p, got)
			}
		}
	})
}
