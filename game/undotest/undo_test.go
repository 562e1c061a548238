// Package undotest checks, for every game in the build, that undo never
// crosses a reveal: an action a Match lets its mover take back must not have
// shown the mover anything new. It is a package of its own because it
// imports every game, which game's own tests must not (they check what a
// build without a game does).
package undotest

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	_ "kamon/rules/gosu"
	_ "kamon/rules/mana"
	_ "kamon/rules/peuple"
	"kamon/rules/rulestest"
	_ "kamon/rules/shinobi"
	_ "kamon/rules/tally"
)

// seeds is the number of random games per game and config: 150 natively
// (about 5 s for all games), fewer under -short and in js/wasm, where Node
// takes about ten times as long.
func seeds() int {
	switch {
	case testing.Short():
		return 20
	case runtime.GOARCH == "wasm":
		return 40
	}
	return 150
}

// maxPlies bounds a game, far above any random game of Kamon's.
const maxPlies = 100000

// For every registered game, player count, variant and option (each turned
// from its default in turn), random games between people through
// game.Match: after each action the mover may undo (CanUndo), the same
// action played in a world dealt from the mover's view before it leaves the
// mover the same view (JSON bytes) and the same event texts (TextFor).
// Otherwise the mover could look at something, undo, and play on knowing
// it. A game without hidden information deals no world: the view is the
// state, and the check is that undo takes back what the view would have
// shown anyway.
func TestUndoNeverCrossesAReveal(t *testing.T) {
	for _, g := range rules.Games() {
		for _, cfg := range configs(g) {
			name := fmt.Sprintf("%s/%dp", g.ID, cfg.Players)
			if cfg.Variant != "" {
				name += "/" + cfg.Variant
			}
			for k, v := range cfg.Options {
				name += "/" + k + "=" + v
			}
			t.Run(name, func(t *testing.T) {
				var tally count
				for seed := 1; seed <= seeds(); seed++ {
					cfg.Seed = uint64(seed)
					if err := playGame(g, cfg, &tally); err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
				}
				t.Logf("%d seeds: %d actions, %d undoable, %d views compared, %d cases",
					seeds(), tally.actions, tally.undoable, tally.views, tally.cases)
				if tally.cases > 0 {
					t.Errorf("%d of %d undoable actions showed the mover something; first ones:\n%s",
						tally.cases, tally.undoable, strings.Join(tally.examples, "\n"))
				}
			})
		}
	}
}

// configs are the configs a game is checked with: every player count with
// the standard rules, then, at the lowest count, each variant and each
// option turned from its default.
func configs(g rules.Game) []rules.Config {
	var out []rules.Config
	for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
		out = append(out, rules.Config{Players: n})
	}
	for _, v := range g.Variants {
		out = append(out, rules.Config{Players: g.MinPlayers, Variant: v.ID})
	}
	for _, o := range g.Options {
		flipped := "1"
		if o.Default {
			flipped = "0"
		}
		out = append(out, rules.Config{Players: g.MinPlayers, Options: map[string]string{o.ID: flipped}})
	}
	return out
}

type count struct {
	actions, undoable, views, cases int
	examples                        []string
}

// playGame plays one random game of people and checks every undoable action.
func playGame(g rules.Game, cfg rules.Config, c *count) error {
	m, err := game.New(g.ID, cfg, make([]game.Seat, cfg.Players))
	if err != nil {
		return err
	}
	chooser := rules.NewRNG(cfg.Seed ^ 0x0dd)
	worlds := rules.NewRNG(cfg.Seed ^ 0xbeef)
	for ply := 1; !m.Outcome().Over; ply++ {
		if ply > maxPlies {
			return fmt.Errorf("not over after %d plies", maxPlies)
		}
		p := m.ToMove()
		legal := m.State().Legal(nil)
		a := legal[chooser.IntN(len(legal))]
		text := m.State().FormatAction(a)
		view := m.View(p)
		events, err := m.Apply(a)
		if err != nil {
			return fmt.Errorf("ply %d, %s: %w", ply, text, err)
		}
		c.actions++
		if !m.CanUndo() {
			continue
		}
		c.undoable++
		world := view.Clone()
		if d, ok := view.(rules.Determinizer); ok {
			world = d.Determinize(&worlds)
		} else if g.Hidden {
			return fmt.Errorf("%s hides information but its view is not a rules.Determinizer", g.ID)
		}
		c.views++
		if why := sameForMover(m, world, a, p, events); why != "" {
			c.cases++
			if len(c.examples) < 5 {
				c.examples = append(c.examples, fmt.Sprintf("  seed %d, ply %d, player %d (from 0) plays %s: %s", cfg.Seed, ply, p, text, why))
			}
		}
	}
	return nil
}

// sameForMover plays a in world and compares what p sees there with what p
// sees in the match: "" when nothing differs, else what does.
func sameForMover(m *game.Match, world rules.State, a rules.Action, p rules.Player, events []rules.Event) string {
	if !rules.IsLegal(world, a) {
		return "the action is not legal in a world the mover cannot tell apart"
	}
	other, err := world.Apply(a)
	if err != nil {
		return fmt.Sprintf("the world refuses the action: %v", err)
	}
	if got, want := texts(other, p), texts(events, p); got != want {
		return fmt.Sprintf("the mover reads %q in one world and %q in the other", want, got)
	}
	if err := rulestest.SameView(m.State(), world, p); err != nil {
		return err.Error()
	}
	return ""
}

// texts is the log lines p may read of events, one per line.
func texts(events []rules.Event, p rules.Player) string {
	var b strings.Builder
	for _, e := range events {
		b.WriteString(e.TextFor(p))
		b.WriteByte('\n')
	}
	return b.String()
}
