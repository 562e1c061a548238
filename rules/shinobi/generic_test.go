package shinobi

import (
	"fmt"
	"runtime"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestGeneric(t *testing.T) {
	seeds := 40
	if testing.Short() || runtime.GOARCH == "wasm" {
		seeds = 12
	}
	rulestest.Run(t, rulestest.Suite{
		Game:      Game,
		Kinds:     EventKinds,
		Configs:   []rules.Config{{Players: 3}, {Players: 4}, {Players: 5}},
		Seeds:     seeds,
		Every:     7,
		Invariant: invariant,
		Probes: []rules.Action{SkipAction, deployAction(Hojo, 0), ninjaAction(1, Oda), reinforceAction(Uesugi),
			moveAction(Mori, 0, 1), attackAction(Takeda, 2, Takeda), pack(Attack, Hojo, 0, 4, Mori)},
	})
}

func invariant(rs rules.State) error { return checkState(rs.(*State)) }

// checkState checks what holds in every state a game can reach: the 58
// cards each once, hand sizes, the clans dealt, the turn's bookkeeping, and
// that Legal lists exactly the actions Apply accepts.
func checkState(s *State) error {
	var seen [Cards]int
	count := func(cards []Card) {
		for _, c := range cards {
			if c < Cards {
				seen[c]++
			}
		}
	}
	var clans [Clans]int
	for p := range rules.Player(s.n) {
		h := s.Hand(p)
		count(h)
		if s.final == -1 && p != s.turn && len(h) != HandSize {
			return fmt.Errorf("p%d holds %d cards while the deck lasts", p, len(h))
		}
		if s.final == -1 && p == s.turn && len(h) < HandSize+1-int(s.step) {
			return fmt.Errorf("the mover holds %d cards at action %d", len(h), s.step)
		}
		for c := range Clan(Clans) {
			for _, card := range s.Army(p, c) {
				if card.Clan() != c {
					return fmt.Errorf("%s in p%d's %s army", card, p, c)
				}
			}
			count(s.Army(p, c))
		}
		clans[s.clan[p]]++
	}
	count(s.Discard())
	count(s.deck[:s.deckN])
	for c, k := range seen {
		if k != 1 {
			return fmt.Errorf("%s is accounted for %d times", Card(c), k)
		}
	}
	for c, k := range clans {
		if k > 1 {
			return fmt.Errorf("%d players have the %s clan", k, Clan(c))
		}
	}
	if (s.final == -1) != (s.deckN > 0) {
		return fmt.Errorf("final %d with %d cards in the deck", s.final, s.deckN)
	}
	if s.step == StepDeploy && (s.received != [MaxPlayers]uint8{} || s.ninjaAt != rules.NoPlayer) {
		return fmt.Errorf("a turn begins with armies marked as received or a Ninja struck")
	}
	return checkGenerator(s)
}

// checkGenerator checks Legal lists no action twice, within MaxLegal (the
// buffer Apply checks legality in), and that every action Legal lists is
// described as an action of the step at hand.
func checkGenerator(s *State) error {
	legal := map[rules.Action]bool{}
	for _, a := range s.Legal(nil) {
		if legal[a] {
			return fmt.Errorf("%s listed twice", s.FormatAction(a))
		}
		legal[a] = true
		m, ok := s.Describe(a)
		if !ok || m.Kind != Skip && stepOf[m.Kind] != s.step {
			return fmt.Errorf("%s listed at action %d", s.FormatAction(a), s.step)
		}
	}
	if len(legal) > MaxLegal {
		return fmt.Errorf("%d legal actions, more than MaxLegal", len(legal))
	}
	// Every value unpack accepts; the others are refused before any rule.
	for k := Deploy; k <= Skip; k++ {
		for c := range Clan(Clans) {
			for from := range rules.Player(MaxPlayers) {
				for to := range rules.Player(MaxPlayers) {
					for target := range Clan(Clans) {
						if a := pack(k, c, from, to, target); s.legal(a) != legal[a] {
							return fmt.Errorf("%s: Legal says %v, Apply %v", s.FormatAction(a), legal[a], !legal[a])
						}
					}
				}
			}
		}
	}
	return nil
}

var stepOf = map[Kind]Step{Deploy: StepDeploy, Ninja: StepDeploy, Reinforce: StepReinforce, MoveCard: StepReinforce, Attack: StepAttack}

// The kinds' strings are what the tables, the sounds and the tests of other
// packages match: they do not change when the constants are renamed.
func TestEventKindValues(t *testing.T) {
	want := []string{"deploy", "ninja", "reinforce", "move", "attack", "skip", "draw", "final",
		"reveal", "end"}
	if !slices.Equal(EventKinds, want) {
		t.Errorf("EventKinds %q, want %q", EventKinds, want)
	}
}
