package shinobi

import (
	"encoding/json"
	"strings"
	"testing"

	"kamon/rules"
)

// table describes a position to build: each player's clan letter, hand and
// province (cards separated by spaces), the discard, who moves and at which
// action. Every card not placed goes to the deck (in card order, so H1 is
// drawn last), or to the discard with emptyDeck.
type table struct {
	clans     string
	hands     []string
	provinces []string
	discard   string
	turn      rules.Player
	step      Step
	emptyDeck bool // the final round: final is set to the players still to play
	final     int8
}

func build(t *testing.T, tb table) *State {
	t.Helper()
	n := len(tb.clans)
	placed := map[string]bool{}
	for _, pile := range append(append(append([]string{}, tb.hands...), tb.provinces...), tb.discard) {
		for _, c := range strings.Fields(pile) {
			placed[c] = true
		}
	}
	var rest []string
	for c := range Card(Cards) {
		if !placed[c.String()] {
			rest = append(rest, c.String())
		}
	}
	deck, discard, final := "", tb.discard, int8(-1)
	if tb.emptyDeck {
		discard = strings.TrimSpace(discard + " " + strings.Join(rest, " "))
		final = tb.final
	} else {
		for i, j := 0, len(rest)-1; i < j; i, j = i+1, j-1 {
			rest[i], rest[j] = rest[j], rest[i]
		}
		deck = strings.Join(rest, " ")
	}
	step := tb.step
	if step == 0 {
		step = StepDeploy
	}
	j := stateJSON{SaveHeader: rules.SaveHeader{Version: version, Config: rules.Config{Players: n}}, Clans: tb.clans, Hands: tb.hands,
		Provinces: tb.provinces, Deck: deck, Discard: discard, Turn: tb.turn, Step: step,
		Received: make([]string, n), Ninja: rules.NoPlayer, Final: final}
	data, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Unmarshal(data)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return s
}

// play applies actions written in the notation and returns the events of
// the last one.
func play(t *testing.T, s *State, texts ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, text := range texts {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if ev, err = s.Apply(a); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	}
	return ev
}

// legalTexts is the notation of every legal action.
func legalTexts(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.FormatAction(a))
	}
	return out
}

func has(list []string, x string) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// kinds lists the kinds of events.
func kinds(ev []rules.Event) string {
	var k []string
	for _, e := range ev {
		k = append(k, e.Kind)
	}
	return strings.Join(k, " ")
}

func province(s *State, p rules.Player) string {
	var cards []string
	for c := range Clan(Clans) {
		for _, card := range s.Army(p, c) {
			cards = append(cards, card.String())
		}
	}
	return strings.Join(cards, " ")
}
