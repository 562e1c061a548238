package gosu

import (
	"strings"
	"testing"

	"kamon/rules"
)

// table builds a game in round 1, P1 (player 0) to move, with the given
// clans drafted (three each), every tile inactive (tests switch on the ones
// they need), every card in its
// owner's deck in table order, empty hands and armies, 2 tokens each.
// Only holders get a Willpower window (OptionWillpowerPrompt off), so card
// tests see just the decisions their card causes.
func table(t *testing.T, p1, p2 string) *State {
	t.Helper()
	cfg := rules.Config{Players: 2, Seed: 7, Options: map[string]string{OptionWillpowerPrompt: "0"}}
	s := &State{cfg: cfg, rng: rules.NewRNG(7)}
	d := &s.d
	d.Phase, d.Round, d.Wonder, d.Bounty, d.Winner, d.BWin = phPlay, 1, -1, -1, -1, -1
	for i := range d.Tiles {
		d.Tiles[i] = tile{Owner: -1}
	}
	for p, list := range []string{p1, p2} {
		st := &d.Seats[p]
		st.Hand, st.Discard, st.Removed, st.Deck = []card{}, []card{}, []card{}, []card{}
		for _, id := range strings.Fields(list) {
			k, ok := parseClan(id)
			if !ok {
				t.Fatalf("clan %q", id)
			}
			d.Tiles[k] = tile{Owner: int8(p)}
			st.Clans = append(st.Clans, k)
			for i := range cardsPerClan {
				st.Deck = append(st.Deck, card(int(k)*cardsPerClan+i))
			}
		}
		st.Unlocked, st.Reserve = 2, 2
	}
	d.Stack = []task{{Op: opTurn, P: 0}}
	return s
}

func cardOf(t *testing.T, id string) card {
	t.Helper()
	c, ok := parseCard(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}

// take moves the named cards from wherever they are in their owner's zones.
func (s *State) takeOut(c card) {
	for p := range int8(2) {
		st := s.seat(p)
		st.Deck = removeCard(st.Deck, c)
		st.Hand = removeCard(st.Hand, c)
		st.Discard = removeCard(st.Discard, c)
		st.Removed = removeCard(st.Removed, c)
	}
}

// hand puts cards into their owner's hand.
func hand(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		c := cardOf(t, id)
		s.takeOut(c)
		p := s.owner(c)
		s.seat(p).Hand = append(s.seat(p).Hand, c)
	}
}

// toDiscard puts cards on their owner's discard pile.
func toDiscard(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		c := cardOf(t, id)
		s.takeOut(c)
		p := s.owner(c)
		s.seat(p).Discard = append(s.seat(p).Discard, c)
	}
}

// onTop puts cards on top of their owner's deck, the last one topmost.
func onTop(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		c := cardOf(t, id)
		s.takeOut(c)
		p := s.owner(c)
		s.seat(p).Deck = append(s.seat(p).Deck, c)
	}
}

// field places cards face up in their owner's army, in row r (1-3); a
// leading "-" places it face down.
func field(t *testing.T, s *State, r int, ids ...string) {
	t.Helper()
	for _, id := range ids {
		down := strings.HasPrefix(id, "-")
		c := cardOf(t, strings.TrimPrefix(id, "-"))
		s.takeOut(c)
		a := &s.seat(s.owner(c)).Army
		if !a.canPlace(r - 1) {
			t.Fatalf("cannot place %s in row %d", id, r)
		}
		i := a.place(r-1, c)
		a.Rows[r-1][i].Down = down
	}
}

// play applies decisions in notation, failing on any refusal, and returns
// the events of the last one.
func play(t *testing.T, s *State, actions ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if ev, err = s.Apply(a); err != nil {
			t.Fatalf("%s: %v (legal: %s)", text, err, legalText(s))
		}
	}
	return ev
}

func legalText(s *State) string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.FormatAction(a))
	}
	return strings.Join(out, ", ")
}

func isLegalText(s *State, text string) bool {
	for _, a := range s.Legal(nil) {
		if s.FormatAction(a) == text {
			return true
		}
	}
	return false
}

// where says where a card is: "hand", "deck", "discard", "removed",
// "up", "down" (army) or "".
func where(t *testing.T, s *State, id string) string {
	t.Helper()
	c := cardOf(t, id)
	if q, ok := s.find(c); ok {
		if s.at(q).Down {
			return "down"
		}
		return "up"
	}
	p := s.owner(c)
	st := s.seat(p)
	switch {
	case hasCard(st.Hand, c):
		return "hand"
	case hasCard(st.Deck, c):
		return "deck"
	case hasCard(st.Discard, c):
		return "discard"
	case hasCard(st.Removed, c):
		return "removed"
	}
	return ""
}

func wantWhere(t *testing.T, s *State, id, want string) {
	t.Helper()
	if got := where(t, s, id); got != want {
		t.Errorf("%s is in %q, want %q", id, got, want)
	}
}

func wantPrompt(t *testing.T, s *State, who int8, op op) {
	t.Helper()
	if len(s.d.Stack) == 0 || s.top().Op != op || s.top().P != who {
		t.Fatalf("want %s deciding %s, got %s (legal: %s)", pname(who), ops[op].what, s.Prompt(), legalText(s))
	}
}

// resolve resolves the text of a card already in P1's or P2's army, as if
// it had just been played, up to the first decision.
func resolve(t *testing.T, s *State, id string) []rules.Event {
	t.Helper()
	q, ok := s.find(cardOf(t, id))
	if !ok {
		t.Fatalf("%s is not in an army", id)
	}
	s.ev = nil
	s.resolveText(q)
	s.run()
	return s.ev
}

// endTurn lets P1 end a turn by drawing a card.
func endTurn(t *testing.T, s *State) {
	t.Helper()
	s.seat(s.top().P).Reserve++
	play(t, s, "draw1")
}

// grid writes p's army row by row, bottom first, rows parted by " | ",
// a face-down card with a leading "-".
func grid(s *State, p int8) string {
	var rows []string
	a := &s.seat(p).Army
	for r := range 3 {
		var row []string
		for i := range int(a.N[r]) {
			sl := a.Rows[r][i]
			id := sl.C.String()
			if sl.Down {
				id = "-" + id
			}
			row = append(row, id)
		}
		rows = append(rows, strings.Join(row, " "))
	}
	return strings.Join(rows, " | ")
}

// wantGrid checks p's army with grid, and that the state keeps every
// invariant (each card once in its owner's zones, supported rows).
func wantGrid(t *testing.T, s *State, p int8, want string) {
	t.Helper()
	if got := grid(s, p); got != want {
		t.Errorf("%s's army:\n got %s\nwant %s", pname(p), got, want)
	}
	if err := invariant(s); err != nil {
		t.Error(err)
	}
}
