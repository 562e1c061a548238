package sound

import (
	"slices"
	"sort"
	"testing"

	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	"kamon/rules/tally"
)

// Random games of every registered game, at every player count: every kind of event they emit
// is in the game's table, and the sound of each event is the sound of its kind alone (its
// text, data, player and privacy changed, the sound stays): what the others may not see of a
// private event cannot change what they hear.
func TestEveryEventKindHasASound(t *testing.T) {
	games := rules.Games()
	if len(games) < 5 {
		t.Fatalf("%d games registered, want the four and tally", len(games))
	}
	for _, g := range games {
		seen := map[string]int{}
		seeds := uint64(150 / (g.MaxPlayers - g.MinPlayers + 1)) // 150 games of each
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			for seed := uint64(1); seed <= seeds; seed++ {
				s, err := g.New(rules.Config{Players: n, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				rng := rules.NewRNG(seed)
				var legal []rules.Action
				for ply := 0; ply < 5000 && !s.Outcome().Over; ply++ {
					legal = s.Legal(legal[:0])
					events, err := s.Apply(legal[rng.IntN(len(legal))])
					if err != nil {
						t.Fatalf("%s seed %d: %v", g.ID, seed, err)
					}
					for _, e := range events {
						seen[e.Kind]++
						got, ok := ForEvent(g.ID, e)
						if !ok {
							t.Fatalf("%s: no sound, not even silence, for the event kind %q (%q)", g.ID, e.Kind, e.Text)
						}
						other := rules.Event{Kind: e.Kind, Player: e.Player + 1, Private: !e.Private, Text: "x", Public: "y", Data: 7}
						if again, _ := ForEvent(g.ID, other); again != got {
							t.Fatalf("%s %q: %v, but %v for another event of the same kind", g.ID, e.Kind, got, again)
						}
					}
				}
			}
		}
		var kinds []string
		for k := range seen {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		t.Logf("%s: %d kinds seen: %v", g.ID, len(kinds), kinds)
	}
}

// eventKinds is every kind of event each game may emit, as its rules list them.
var eventKinds = map[string][]string{mana.ID: mana.EventKinds, shinobi.ID: shinobi.EventKinds,
	peuple.ID: peuple.EventKinds, gosu.ID: gosu.EventKinds, tally.ID: tally.EventKinds}

// Every kind a game's rules list has a sound, even those random play seldom reaches (a drawn
// Mana game, a Willpower told only to holders), and the table lists no kind the rules do not
// (a renamed kind would leave one).
func TestTableMatchesEventKinds(t *testing.T) {
	for _, g := range rules.Games() {
		kinds, ok := eventKinds[g.ID]
		if !ok {
			t.Errorf("%s: no list of its event kinds in this test", g.ID)
			continue
		}
		for _, k := range kinds {
			if _, ok := ForEvent(g.ID, rules.Event{Kind: k}); !ok {
				t.Errorf("%s: no sound, not even silence, for the event kind %q", g.ID, k)
			}
		}
		for _, es := range eventSounds {
			if es.game == g.ID && !slices.Contains(kinds, es.kind) {
				t.Errorf("%s: the table lists %q, which is not among the game's EventKinds", g.ID, es.kind)
			}
		}
	}
}

func TestNoKindListedTwice(t *testing.T) {
	seen := map[[2]string]bool{}
	for _, es := range eventSounds {
		k := [2]string{es.game, es.kind}
		if seen[k] {
			t.Errorf("%s %q is listed twice", es.game, es.kind)
		}
		seen[k] = true
	}
}

func TestUnknownGameOrKind(t *testing.T) {
	if s, ok := ForEvent("chess", rules.Event{Kind: "move"}); ok || s != None {
		t.Errorf("chess move: %v %v", s, ok)
	}
	if s, ok := ForEvent("mana", rules.Event{Kind: "teleport"}); ok || s != None {
		t.Errorf("mana teleport: %v %v", s, ok)
	}
	if s, ok := ForEvent(mana.ID, rules.Event{Kind: mana.EventCapture}); !ok || s != Capture {
		t.Errorf("mana capture: %v %v", s, ok)
	}
}

func TestNames(t *testing.T) {
	all := All()
	if len(all) != NumSounds-1 || all[0] != Move || all[len(all)-1] != Refused {
		t.Fatalf("All() = %v", all)
	}
	seen := map[string]bool{}
	for _, s := range append(all, None) {
		n := s.String()
		if n == "" || n == "sound?" || seen[n] {
			t.Errorf("sound %d is named %q", s, n)
		}
		seen[n] = true
	}
	if Sound(200).String() != "sound?" {
		t.Error("an unknown sound has a name")
	}
}
