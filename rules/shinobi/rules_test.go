package shinobi

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// Setup: one secret clan card each (distinct, the rest boxed), four troop
// cards each from the shuffled 58, a random first player.
func TestSetup(t *testing.T) {
	starts := map[rules.Player]bool{}
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := range uint64(30) {
			s, err := New(rules.Config{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if err := checkState(s); err != nil {
				t.Fatal(err)
			}
			boxed := 0
			for c := range Clan(Clans) {
				if s.Unclaimed(c) {
					boxed++
				}
			}
			if boxed != Clans-n {
				t.Errorf("%d players, %d clans boxed", n, boxed)
			}
			for p := range rules.Player(n) {
				if len(s.Hand(p)) != HandSize || province(s, p) != "" {
					t.Errorf("p%d starts with hand %v and province %q", p, s.Hand(p), province(s, p))
				}
			}
			if s.DeckSize() != Cards-HandSize*n || len(s.Discard()) != 0 || s.Step() != StepDeploy {
				t.Errorf("deck %d, discard %d, step %d at the start", s.DeckSize(), len(s.Discard()), s.Step())
			}
			if n == 5 {
				starts[s.ToMove()] = true
			}
		}
	}
	if len(starts) < 4 {
		t.Errorf("first players over 30 games: %v, want a random one", starts)
	}
}

// Shinobi is for 3 to 5 players: no two-player game.
func TestPlayerCounts(t *testing.T) {
	for _, n := range []int{0, 1, 2, 6} {
		if _, err := New(rules.Config{Players: n}); !errors.Is(err, rules.ErrBadConfig) {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

// Action 1: one clan card from the hand, face up into an opponent's
// province, joining the army of its clan there.
func TestDeploy(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"H1 H2 O1 N1", "M1 M2 M3 M4", "O2 O3 O4 O5"},
		provinces: []string{"", "O6", ""}})
	want := []string{"deploy H1 -> p1", "deploy H1 -> p2", "deploy O1 -> p1", "deploy O1 -> p2", "ninja O6 @p1"}
	if got := legalTexts(s); !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	rulestest.RefusedBecause(t, s, "deploy H1 -> p0", "opponent's province")
	rulestest.RefusedBecause(t, s, "deploy M -> p1", "no Mōri card in hand")
	rulestest.RefusedBecause(t, s, "reinforce H1", "time for action 1")
	ev := play(t, s, "deploy O1 -> p1")
	if province(s, 1) != "O6 O1" || !slices.Equal(s.Hand(0), []Card{ClanCard(Hojo, 1), ClanCard(Hojo, 2), NinjaCard(1)}) {
		t.Errorf("province %q, hand %v", province(s, 1), s.Hand(0))
	}
	m := ev[0].Data.(*Move)
	if kinds(ev) != "deploy" || m.Card != ClanCard(Oda, 1) || m.From != rules.NoPlayer || m.To != 1 || ev[0].Text != "p0: deploy O1 -> p1" {
		t.Errorf("events %s, %+v, %q", kinds(ev), *m, ev[0].Text)
	}
	if !s.Received(1, Oda) || s.Received(1, Hojo) || s.Step() != StepReinforce {
		t.Errorf("received %v, step %d", s.received, s.Step())
	}
	rulestest.RefusedBecause(t, s, "deploy H1 -> p2", "time for action 2")
}

// Action 1 instead: a Ninja from the hand and one card of an opponent's army
// go to the discard; that province cannot be attacked this turn.
func TestNinja(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"N1 H1 H2 H3", "M1 M2 M3 M4", "O1 O2 O3 O4"},
		provinces: []string{"H4 H5 H6", "M5 M6 O5", "O6"}})
	for _, w := range []string{"ninja M6 @p1", "ninja O5 @p1", "ninja O6 @p2"} {
		if !has(legalTexts(s), w) {
			t.Errorf("%s not legal in %v", w, legalTexts(s))
		}
	}
	rulestest.RefusedBecause(t, s, "ninja H6 @p0", "opponent's province")
	rulestest.RefusedBecause(t, s, "ninja T @p1", "p1 has no Takeda army")
	ev := play(t, s, "ninja M @p1")
	m := ev[0].Data.(*Move)
	if m.Card != NinjaCard(1) || m.Lost != ClanCard(Mori, 6) || m.To != 1 || m.Target != Mori {
		t.Errorf("ninja described as %+v", *m)
	}
	if province(s, 1) != "M5 O5" || fmt.Sprint(s.Discard()) != "[N1 M6]" || s.NinjaProvince() != 1 {
		t.Errorf("province %q, discard %v, ninja at %d", province(s, 1), s.Discard(), s.NinjaProvince())
	}
	play(t, s, "reinforce H1")
	// H (4 cards) could attack p1's M or O army (1 each), but the Ninja struck p1.
	if got := legalTexts(s); !slices.Equal(got, []string{"attack H -> O@p2"}) {
		t.Errorf("attacks after the Ninja %v", got)
	}
	rulestest.RefusedBecause(t, s, "attack H -> M@p1", "Ninja struck p1")

	s = build(t, table{clans: "HMO", hands: []string{"H1 H2 H3 H4", "M1 M2 M3 M4", "O1 O2 O3 O4"}, provinces: []string{"", "M5", ""}})
	rulestest.RefusedBecause(t, s, "ninja M5 @p1", "no Ninja in hand")
}

// Action 2: a clan card from the hand into your own province.
func TestReinforce(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"H1 O1 N1", "M1 M2 M3 M4", "O2 O3 O4 O5"},
		provinces: []string{"", "", ""}, step: StepReinforce})
	if got := legalTexts(s); !slices.Equal(got, []string{"reinforce H1", "reinforce O1"}) {
		t.Fatalf("legal %v", got)
	}
	if _, err := s.ParseAction("reinforce N1"); !errors.Is(err, rules.ErrBadAction) {
		t.Errorf("reinforce with a Ninja: %v", err)
	}
	play(t, s, "reinforce O1")
	if province(s, 0) != "O1" || len(s.Hand(0)) != 2 || s.Step() != StepAttack || !s.Received(0, Oda) {
		t.Errorf("province %q, hand %v, step %d", province(s, 0), s.Hand(0), s.Step())
	}
}

// Action 2 instead: one card from an opponent's province to your own or to
// another opponent's; never out of your own province.
func TestMove(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"N1 N2 N3", "M1 M2 M3 M4", "O2 O3 O4 O5"},
		provinces: []string{"O1", "H1 H2", "M5"}, step: StepReinforce})
	want := []string{"move H2 p1 -> p0", "move H2 p1 -> p2", "move M5 p2 -> p0", "move M5 p2 -> p1"}
	if got := legalTexts(s); !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	rulestest.RefusedBecause(t, s, "move O1 p0 -> p1", "never moved out of your own province")
	rulestest.RefusedBecause(t, s, "move H1 p1 -> p1", "another province")
	rulestest.RefusedBecause(t, s, "move U p1 -> p2", "p1 has no Uesugi army")
	if _, err := s.ParseAction("move M5 p1 -> p2"); !errors.Is(err, rules.ErrIllegal) {
		t.Errorf("a card named in the wrong province: %v", err)
	}
	ev := play(t, s, "move H2 p1 -> p2")
	if m := ev[0].Data.(*Move); m.Card != ClanCard(Hojo, 2) || m.From != 1 || m.To != 2 {
		t.Errorf("move described as %+v", *m)
	}
	if province(s, 1) != "H1" || province(s, 2) != "H2 M5" || !s.Received(2, Hojo) || s.Received(1, Hojo) {
		t.Errorf("provinces %q %q, received %v", province(s, 1), province(s, 2), s.received)
	}
}

// Action 3: an army of your province attacks a strictly smaller army of
// another clan in another province; the target loses its top card.
func TestAttack(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"H7 H8", "M3 M4 M5 M6", "O4 O5 O6 O7"},
		provinces: []string{"H1 H2 H3", "H4 M1 M2", "O1 O2 O3"}, step: StepAttack})
	// Not p2's O (as big), not p1's H (same clan), not your own province.
	if got := legalTexts(s); !slices.Equal(got, []string{"attack H -> M@p1"}) {
		t.Fatalf("legal %v", got)
	}
	rulestest.RefusedBecause(t, s, "attack H -> O@p2", "not bigger")
	rulestest.RefusedBecause(t, s, "attack H -> H@p1", "own clan")
	rulestest.RefusedBecause(t, s, "attack M -> H@p1", "no Mōri army")
	rulestest.RefusedBecause(t, s, "skip", "cannot skip")
	ev := play(t, s, "attack H -> M@p1")
	if m := ev[0].Data.(*Move); m.Lost != ClanCard(Mori, 2) || m.From != 0 || m.Clan != Hojo || m.Target != Mori {
		t.Errorf("attack described as %+v", *m)
	}
	if province(s, 1) != "H4 M1" || fmt.Sprint(s.Discard()) != "[M2]" || province(s, 0) != "H1 H2 H3" {
		t.Errorf("after the attack: %q, discard %v", province(s, 1), s.Discard())
	}
	if ev[0].Text != "p0: attack H -> M@p1 (M2 is lost)" {
		t.Errorf("log %q", ev[0].Text)
	}
}

// An army that received a card this turn (deployed or moved into) cannot
// be attacked.
func TestAttackSparesArmiesThatReceived(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"M5 O4 O5 O6", "M3 M4 H6 H7", "O7 O8 O9 O10"},
		provinces: []string{"H1 H2 H3", "M1", "O1 O2"}})
	play(t, s, "deploy O4 -> p1", "move M1 p1 -> p2")
	if got := legalTexts(s); !slices.Equal(got, []string{"attack H -> O@p2"}) {
		t.Errorf("legal %v: p1's Oda and p2's Mōri armies received a card", got)
	}
	rulestest.RefusedBecause(t, s, "attack H -> O@p1", "received a card this turn")
	rulestest.RefusedBecause(t, s, "attack H -> M@p2", "received a card this turn")
}

// An action that cannot be carried out is skipped, and the log says why;
// skipping is refused while the action can be carried out.
func TestSkip(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"N1 N2 N3 H9", "M1 M2 M3 M4", "O1 O2 O3 O4"},
		provinces: []string{"", "", ""}})
	// A hand of Ninjas alone at action 1 cannot occur in a game (four cards
	// hold at most three Ninjas); the rule is tested all the same.
	s.handN[0]--
	s.toDiscard(ClanCard(Hojo, 9))
	for _, why := range []string{whyOnlyNinjas, whyNothingToMove, whyNoArmy} {
		if got := legalTexts(s); !slices.Equal(got, []string{"skip"}) {
			t.Fatalf("legal %v at action %d", got, s.Step())
		}
		ev := play(t, s, "skip")
		if ev[0].Kind != "skip" || !strings.Contains(ev[0].Text, why) || ev[0].Data.(*Move).Why != why {
			t.Errorf("skip logged as %q, want %q", ev[0].Text, why)
		}
	}
	s = build(t, table{clans: "HMO", hands: []string{"H5 H6", "M1 M2 M3 M4", "O1 O2 O3 O4"},
		provinces: []string{"H1 H2", "H3 H4", "M5 M6"}, step: StepAttack})
	ev := play(t, s, "skip")
	if !strings.Contains(ev[0].Text, whyNoTarget) {
		t.Errorf("skip logged as %q", ev[0].Text)
	}
	s = build(t, table{clans: "HMO", hands: []string{"H5 H6 H7 H8", "M1 M2 M3 M4", "O1 O2 O3 O4"},
		provinces: []string{"", "", ""}})
	rulestest.RefusedBecause(t, s, "skip", "cannot skip action 1")
}

// The turn ends by drawing back up to four (each draw private to its owner),
// then passes clockwise.
func TestDrawAndTurnOrder(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"H5 H6 H7 H8", "M1 M2 M3 M4", "O1 O2 O3 O4"},
		provinces: []string{"", "", ""}, turn: 2})
	top := s.deck[s.deckN-1]
	ev := play(t, s, "deploy O1 -> p0", "reinforce O2", "skip")
	if kinds(ev) != "skip draw draw" {
		t.Fatalf("events %s", kinds(ev))
	}
	d := ev[1]
	if !d.Private || !d.Reveal || d.Player != 2 || d.Data.(*Drawn).Card != top || d.TextFor(0) != "p2 draws a card" ||
		d.TextFor(2) != "p2 draws "+top.String() {
		t.Errorf("draw event %+v", d)
	}
	if len(s.Hand(2)) != HandSize || s.ToMove() != 0 || s.Step() != StepDeploy || s.Received(0, Oda) {
		t.Errorf("after the turn: hand %v, to move %d, step %d", s.Hand(2), s.ToMove(), s.Step())
	}
}

// When the deck runs out the turn is finished; then every other player
// takes one more turn without drawing, and the game ends with the clan cards
// turned over.
func TestFinalRound(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"H5 H6 H7 H8", "M1 M2 M3 M4", "O1 O2 O3 O4"},
		provinces: []string{"", "", ""}})
	for s.deckN > 1 {
		s.deckN--
		s.toDiscard(s.deck[s.deckN])
	}
	ev := play(t, s, "deploy H5 -> p1", "reinforce H6", "skip")
	if kinds(ev) != "skip draw final" || !s.FinalRound() || s.TurnsLeft() != 2 || len(s.Hand(0)) != 3 {
		t.Fatalf("events %s, final round %v, turns left %d, hand %v", kinds(ev), s.FinalRound(), s.TurnsLeft(), s.Hand(0))
	}
	ev = play(t, s, "deploy M1 -> p2", "reinforce M2", "skip")
	if kinds(ev) != "skip" || len(s.Hand(1)) != 2 || s.ToMove() != 2 {
		t.Fatalf("a final turn: events %s, hand %v, to move %d", kinds(ev), s.Hand(1), s.ToMove())
	}
	ev = play(t, s, "deploy O1 -> p1", "reinforce O2", "skip")
	if kinds(ev) != "skip reveal reveal reveal end" || s.ToMove() != rules.NoPlayer || !s.Outcome().Over {
		t.Fatalf("the end: events %s, to move %d", kinds(ev), s.ToMove())
	}
	if r := ev[3].Data.(*Revealed); r.Player != 2 || r.Clan != Oda || r.Total != 2 {
		t.Errorf("reveal %+v", *r)
	}
	if _, err := s.Apply(SkipAction); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("apply after the end: %v", err)
	}
}

// The winner's clan has the most cards on the whole table; unclaimed clans
// count for nobody; a tie goes to more cards of one's own clan in one's own
// province, and is shared after that.
func TestWinner(t *testing.T) {
	cases := []struct {
		name      string
		provinces []string
		winners   []rules.Player
		scores    []int
		reason    string
		text      string
	}{
		{"most cards", []string{"H1 H2", "M1 U1 U2 U3 U4", "H3 O1"}, []rules.Player{0}, []int{3, 1, 1}, ReasonMost,
			"p0 (Hōjō) wins with 3 cards on the table"},
		{"tie broken", []string{"H1", "M3 M4", "H2 H3 M1"}, []rules.Player{1}, []int{3, 3, 0}, ReasonTieBroken,
			"p0 (Hōjō) and p1 (Mōri) tie with 3 cards; p1 (Mōri) wins with 2 of their own clan in their own province"},
		{"tie shared", []string{"H1 M1", "H2 M2", "O1"}, []rules.Player{0, 1}, []int{2, 2, 1}, ReasonShared,
			"p0 (Hōjō) and p1 (Mōri) tie with 2 cards and 1 of their own clan in their own province: they share the win"},
	}
	for _, c := range cases {
		s := build(t, table{clans: "HMO", hands: []string{"", "", ""}, provinces: c.provinces, emptyDeck: true, final: 0})
		o := s.Outcome()
		if !o.Over || !slices.Equal(o.Winners, c.winners) || !slices.Equal(o.Scores, c.scores) || o.Reason != c.reason {
			t.Errorf("%s: %+v", c.name, o)
		}
		// The reason names nobody, so screens can translate it; the log
		// line at the end gives the details.
		if ev := s.endEvents(); !strings.HasPrefix(ev[len(ev)-1].Text, c.text+";") {
			t.Errorf("%s: end text %q", c.name, ev[len(ev)-1].Text)
		}
	}
	s := build(t, table{clans: "HMO", hands: []string{"", "", ""}, provinces: []string{"H1 H2", "M1 U1 U2 U3 U4", "H3 O1"}, emptyDeck: true, final: 0})
	if text := s.endEvents()[3].Text; !strings.Contains(text, "unclaimed clans, which cannot win: Takeda 0, Uesugi 4") {
		t.Errorf("end text %q", text)
	}
	if v := s.View(1).(*State); v.ClanOf(0) != Hojo || v.ClanOf(2) != Oda {
		t.Errorf("clans hidden in a view after the end")
	}
}

// The notation of the spec, with errors that say what is wrong.
func TestNotation(t *testing.T) {
	s := build(t, table{clans: "HMO", hands: []string{"H1 H2 O1 N1", "M1 M2 M3 M4", "O2 O3 O4 O5"},
		provinces: []string{"", "O6", ""}})
	bad := map[string]string{
		"":                    "empty",
		"fly H1 -> p1":        "unknown action",
		"deploy H12 -> p1":    "not a card",
		"deploy H1 -> p3":     "not a player (p0-p2)",
		"deploy N1 -> p1":     "a Ninja is played with",
		"deploy H1 p1":        "want deploy <card> -> p<k>",
		"attack X -> O@p1":    "clans are written",
		"skip now":            "skip takes nothing",
		"ninja N1 @p1":        "never lies in a province",
		"move H1 p1 -> p2 p3": "want move",
	}
	for text, want := range bad {
		if _, err := s.ParseAction(text); !errors.Is(err, rules.ErrBadAction) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	if _, err := s.ParseAction("deploy H5 -> p1"); !errors.Is(err, rules.ErrIllegal) || !strings.Contains(err.Error(), "H5 is not in p0's hand") {
		t.Errorf("a card not in hand: %v", err)
	}
	parse := func(text string) rules.Action {
		t.Helper()
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return a
	}
	a, b := parse("deploy H -> p1"), parse("  deploy h1->P1 ")
	c := parse("deploy H2 -> p1") // cards of a clan are alike: the first in hand is played
	if a != deployAction(Hojo, 1) || b != a || c != a || s.FormatAction(a) != "deploy H1 -> p1" {
		t.Errorf("deploy parsed as %#x %#x %#x, printed %q", a, b, c, s.FormatAction(a))
	}
	if got := s.FormatAction(attackAction(Takeda, 2, Uesugi)); got != "attack T -> U@p2" {
		t.Errorf("attack printed %q", got)
	}
	if got := s.FormatAction(1 << 40); !strings.HasPrefix(got, "?") {
		t.Errorf("a non-action printed %q", got)
	}
}
