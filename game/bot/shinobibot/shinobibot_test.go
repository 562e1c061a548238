package shinobibot

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"kamon/game/bot"
	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/rulestest"
	"kamon/rules/shinobi"
)

// table builds a game: clans one letter per player, hands and provinces as
// card lists, the discard; every other card is in the deck (in card order).
func table(t *testing.T, clans string, turn rules.Player, step shinobi.Step, hands, provinces []string, discard string) *shinobi.State {
	t.Helper()
	used := strings.Fields(strings.Join(append(append([]string{discard}, hands...), provinces...), " "))
	var deck []string
	for c := range shinobi.Card(shinobi.Cards) {
		if !contains(used, c.String()) {
			deck = append(deck, c.String())
		}
	}
	data, err := json.Marshal(map[string]any{"version": 1, "config": rules.Config{Players: len(clans)},
		"rng": rules.NewRNG(1), "clans": clans, "hands": hands, "deck": strings.Join(deck, " "),
		"discard": discard, "provinces": provinces, "turn": turn, "step": step,
		"received": make([]string, len(clans)), "ninja": -1, "final": -1})
	if err != nil {
		t.Fatal(err)
	}
	s, err := shinobi.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func contains(list []string, x string) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func TestBeliefsFollowWhatPlayersPutHomeAndStrike(t *testing.T) {
	hands := []string{"H1 H2 M1 M2", "H3 H4 M3 M4", "H5 H6 M5 M6", "H7 H8 M7 M8"}
	before := table(t, "HOTU", 0, shinobi.StepDeploy, hands, []string{"U2", "", "", "U1"}, "")
	// Since the bot's last action, p1 put two Oda cards home, p2 a Takeda,
	// and somebody struck an Uesugi card from p3 and one from the bot.
	now := table(t, "HOTU", 0, shinobi.StepDeploy, hands, []string{"", "O1 O2", "T1", ""}, "U1 U2")
	var b beliefs
	b.observe(before.View(0).(*shinobi.State), 0)
	b.after = before.View(0).(*shinobi.State)
	b.observe(now.View(0).(*shinobi.State), 0)
	if b.evidence[1][shinobi.Oda] != 2 || b.evidence[2][shinobi.Takeda] != 1 {
		t.Errorf("arrivals home: evidence %v", b.evidence)
	}
	// The card struck from p3 was struck by p1 or p2, the bot's by any of them.
	if got := b.evidence[1][shinobi.Uesugi]; math.Abs(got-(-0.5-1.0/3)) > 1e-9 {
		t.Errorf("p1's evidence against Uesugi %v, want %v", got, -0.5-1.0/3)
	}
	view := now.View(0)
	rng := rules.NewRNG(3)
	var count [shinobi.MaxPlayers][shinobi.Clans]int
	const worlds = 400
	for range worlds {
		w := b.sample(view, 0, &rng).(*shinobi.State)
		for p := range rules.Player(4) {
			count[p][w.ClanOf(p)]++
		}
	}
	if count[0][shinobi.Hojo] != worlds {
		t.Errorf("the bot's own clan changed in its worlds: %v", count[0])
	}
	if slices.Max(count[1][:]) != count[1][shinobi.Oda] || slices.Max(count[2][:]) != count[2][shinobi.Takeda] ||
		count[1][shinobi.Oda] < worlds/3 {
		t.Errorf("worlds do not follow the evidence: p1 %v, p2 %v (clans H M O T U)", count[1], count[2])
	}
	// Uesugi was struck by p1 or p2, so of the two it is rather p3's.
	if count[3][shinobi.Uesugi] <= count[1][shinobi.Uesugi] {
		t.Errorf("p1, a possible striker of Uesugi, holds it in %d worlds, p3 in %d", count[1][shinobi.Uesugi], count[3][shinobi.Uesugi])
	}
}

func TestBeliefsStartOverInANewGame(t *testing.T) {
	hands := []string{"H1 H2 M1 M2", "H3 H4 M3 M4", "H5 H6 M5 M6"}
	late := table(t, "HOT", 0, shinobi.StepDeploy, hands, []string{"", "O1 O2 O3", ""}, "")
	var b beliefs
	b.observe(late.View(0).(*shinobi.State), 0)
	b.evidence[1][shinobi.Oda] = 5
	b.decided(late.View(0).(*shinobi.State), late.View(0).Legal(nil)[0])
	fresh, err := shinobi.New(rules.Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b.observe(fresh.View(0).(*shinobi.State), 0)
	if b.evidence != [shinobi.MaxPlayers][shinobi.Clans]float64{} {
		t.Errorf("evidence from another game kept: %v", b.evidence)
	}
}

// guarded is a full state a bot may only deal worlds from as me would see
// them: whatever else could read the hidden cards panics.
type guarded struct {
	*shinobi.State
	me rules.Player
}

func (g guarded) Determinize(rng *rules.RNG) rules.State {
	return g.State.View(g.me).(rules.Determinizer).Determinize(rng)
}
func (g guarded) Apply(rules.Action) ([]rules.Event, error) { panic("the bot played on its view") }
func (g guarded) ApplyLegal(rules.Action) []rules.Event     { panic("the bot played on its view") }
func (g guarded) View(rules.Player) rules.State             { panic("the bot took a view of the hidden state") }
func (g guarded) Clone() rules.State                        { panic("the bot copied the hidden state") }
func (g guarded) MarshalJSON() ([]byte, error)              { panic("the bot serialised the hidden state") }

func TestDecidesFromTheViewOnly(t *testing.T) {
	// Same table, same hand for p0; the others' clans and hands differ.
	provinces := []string{"H9 H10", "O1 O2 T1", "U1", "M1 M2"}
	a := table(t, "HOTU", 0, shinobi.StepDeploy, []string{"H1 O3 T2 N1", "H2 H3 M3 M4", "O4 O5 T3 T4", "U2 U3 U4 M5"}, provinces, "")
	b := table(t, "HMUO", 0, shinobi.StepDeploy, []string{"H1 O3 T2 N1", "U2 U3 U4 M5", "H2 H3 M3 M4", "O4 O5 T3 T4"}, provinces, "")
	decide := func(s *shinobi.State, cheat bool) string {
		bt := New(Level{Iterations: 300, Infer: true, Camouflage: 0.05}, 7, bot.Limits{})
		// The bot reads its beliefs from the view; the search gets the
		// guarded state, or with cheat the full state, whose worlds are
		// itself.
		bt.Start(s.View(0), 0)
		if cheat {
			bt.search = ismcts.New(ismcts.Config{Iterations: 300}, 7, bot.Limits{})
			bt.search.Start(s, 0)
		} else {
			bt.search.Start(guarded{s, 0}, 0)
		}
		a, _ := bt.Step(1 << 40)
		return fmt.Sprint(a, bt.search.Search().Root())
	}
	if decide(a, true) == decide(b, true) {
		t.Fatal("seeing the cards, the search does not tell the two games apart: the test lost its point")
	}
	if da, db := decide(a, false), decide(b, false); da != db {
		t.Errorf("the hidden cards changed the search:\n%s\n%s", da, db)
	}
}

func TestRewardsRankLikeTheRules(t *testing.T) {
	hands := []string{"M1 M2 M3 M4", "M5 M6 M7 M8", "U1 U2 U3 U4"}
	for _, c := range []struct {
		provinces []string
		want      []float64
	}{
		{[]string{"H1 H2", "O1 O2 H3", ""}, []float64{1, 0, 0}},             // most Hōjō on the table
		{[]string{"H1", "O1 O2", "H2"}, []float64{0, 1, 0}},                 // 2 each: p1 has both at home
		{[]string{"H1 O3", "O1 H3", "H2 O2 T1 T2"}, []float64{0.5, 0.5, 0}}, // 3, 3, 2 and 1 at home each: shared
	} {
		s := table(t, "HOT", 0, shinobi.StepDeploy, hands, c.provinces, "")
		got := make([]float64, 3)
		rewards(s, got)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%v: rewards %v, want %v", c.provinces, got, c.want)
		}
	}
}

func TestSameSeedSameDecision(t *testing.T) {
	s, err := shinobi.New(rules.Config{Players: 4, Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRNG(1)
	rulestest.Playout(t, s, &r, 10, nil)
	p := s.ToMove()
	decide := func() string {
		bt := New(levels["hard"], 5, bot.Limits{Iterations: 200})
		a := bot.Decide(bt, s.View(p), p)
		return fmt.Sprint(a, bt.search.Search().Root())
	}
	if a, b := decide(), decide(); a != b {
		t.Errorf("two bots with the same seed decided differently:\n%s\n%s", a, b)
	}
}

func TestHardHidesItsClanEarly(t *testing.T) {
	// Step 2 early on, Hōjō's hand holds Hōjō and Mōri cards: reinforcing
	// either is about as good, and only the first shows the clan.
	hands := []string{"H1 H2 M1 M2", "O1 O2 T1 T2", "U1 U2 U3 U4"}
	s := table(t, "HOT", 0, shinobi.StepReinforce, hands, []string{"H3", "M3", "O3"}, "")
	reinforceHojo, err := s.ParseAction("reinforce H1")
	if err != nil {
		t.Fatal(err)
	}
	plain := New(Level{Iterations: 400}, 3, bot.Limits{})
	shy := New(Level{Iterations: 400, Camouflage: 0.1}, 3, bot.Limits{})
	if a := bot.Decide(plain, s.View(0), 0); a != reinforceHojo {
		t.Skipf("without camouflage the bot plays %s, not reinforce H1: nothing to hide here", s.FormatAction(a))
	}
	if a := bot.Decide(shy, s.View(0), 0); a == reinforceHojo {
		t.Errorf("early on the hard bot reinforced its own clan: %v", shy.search.Search().Root())
	}
}

// pinnedGame is the sha256 of the actions of a game between the hard bot (at
// 150 worlds a decision, its beliefs, camouflage and graded rewards on) and three random
// ones: the same natively and in js/wasm (make test runs this package under
// Node).
const pinnedGame = "ec8a001fcb6aa7d570fad8733c63e08ac1607adf53fc6291216170404e789bb0"

func TestPinnedGame(t *testing.T) {
	s, err := shinobi.New(rules.Config{Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	bots := []bot.Bot{New(levels["hard"], 1, bot.Limits{Iterations: 150}), bot.NewRandom(2), bot.NewRandom(3), bot.NewRandom(4)}
	var actions []string
	for s.ToMove() != rules.NoPlayer {
		p := s.ToMove()
		bots[p].Start(s.View(p), p)
		a, _ := bots[p].Step(1 << 40)
		actions = append(actions, s.FormatAction(a))
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	sum := sha256.Sum256([]byte(strings.Join(actions, "\n")))
	if got := hex.EncodeToString(sum[:]); got != pinnedGame {
		t.Errorf("game hash %s, pinned %s; outcome %s", got, pinnedGame, s.Outcome().Reason)
	}
}

func TestHardBeatsRandom(t *testing.T) {
	const games = 8
	won := 0.0
	for g := range games {
		s, err := shinobi.New(rules.Config{Players: 4, Seed: uint64(100 + g)})
		if err != nil {
			t.Fatal(err)
		}
		me := rules.Player(g % 4)
		bots := []bot.Bot{bot.NewRandom(uint64(g)), bot.NewRandom(uint64(g + 1)), bot.NewRandom(uint64(g + 2)), bot.NewRandom(uint64(g + 3))}
		bots[me] = New(levels["hard"], uint64(g), bot.Limits{Iterations: 150})
		for s.ToMove() != rules.NoPlayer {
			p := s.ToMove()
			bots[p].Start(s.View(p), p)
			a, _ := bots[p].Step(1 << 40)
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if o := s.Outcome(); o.Won(me) {
			won += 1 / float64(len(o.Winners))
		}
	}
	t.Logf("hard at 150 worlds a decision won %.1f of %d games against three random bots", won, games)
	if won < games/2 {
		t.Errorf("won %.1f of %d games against random (chance: a quarter), want at least half", won, games)
	}
}
