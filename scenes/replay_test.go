package scenes

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// fourGames are the four games, each at the seats the tests that go
// through every game (replay, results, game log) play it with.
var fourGames = []struct {
	id      string
	players int
}{{mana.ID, 2}, {shinobi.ID, 3}, {peuple.ID, 3}, {gosu.ID, 2}}

// The replay steps through a whole game of each kind on that game's own
// table: at every ply the table lists its widgets (Mana's board: the
// position of the view), the move is told (in Mana naming its mover), and from the public's point of view no widget shows a
// hand or what a private event said; once at the end a player's point of
// view may be chosen.
func TestReplayStepsThroughEachGameOnItsTable(t *testing.T) {
	for _, c := range fourGames {
		t.Run(c.id, func(t *testing.T) {
			r, m := scenestest.FinishedReplay(t, c.id, c.players, 5)
			f := newFlow(t, storage.NewMemory())
			f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
			f.Run("wait 2")
			rp := newReplayScene(r)
			f.A.Go(rp)
			f.Run("wait 2\nexpect-scene replay")
			hist := m.History()
			var secrets []string // what private events said, to no one else
			for k := 0; k <= r.Len(); k++ {
				if rp.Ply() != k {
					t.Fatalf("ply %d shown, want %d", rp.Ply(), k)
				}
				if k > 0 {
					for _, e := range hist[k-1].Events {
						if e.Private && e.Text != e.Public && e.Text != "" {
							secrets = append(secrets, e.Text)
						}
					}
				}
				board := false
				for _, w := range f.A.Widgets() {
					if strings.HasPrefix(w.ID, "hand:") {
						t.Fatalf("ply %d: the public replay lists a hand card %s", k, w.ID)
					}
					for _, s := range secrets {
						if strings.Contains(w.Label, s) {
							t.Fatalf("ply %d: widget %s shows the private %q", k, w.ID, s)
						}
					}
					if c.id == mana.ID && w.ID == "board" {
						v, _ := r.ViewAt(k, rules.NoPlayer)
						if want := v.(*mana.State).Position(); w.Label != want {
							t.Fatalf("ply %d: the board shows %q, want %q", k, w.Label, want)
						}
						board = true
					}
				}
				if c.id == mana.ID && !board {
					t.Fatalf("ply %d: no board drawn", k)
				}
				move, _ := f.A.Widget("replay:move")
				if move.Label == "" {
					t.Errorf("ply %d: the move is not told", k)
				}
				if c.id == mana.ID && k > 0 && !strings.Contains(move.Label, m.Seats[r.Mover(k)].Name) {
					t.Errorf("ply %d: the move %q does not name its mover %s", k, move.Label, m.Seats[r.Mover(k)].Name)
				}
				if k < r.Len() {
					f.Run("tap replay:next")
				}
			}
			f.Run("tap replay:scrub") // the middle of the track
			if n := r.Len(); rp.Ply() < n/2-1 || rp.Ply() > n/2+1 {
				t.Fatalf("the scrubber's middle shows ply %d of %d", rp.Ply(), n)
			}
			f.Run("tap replay:first")
			if rp.Ply() != 0 {
				t.Fatalf("first: ply %d", rp.Ply())
			}
			f.Run("tap replay:last")
			if rp.Ply() != r.Len() {
				t.Fatalf("last: ply %d of %d", rp.Ply(), r.Len())
			}
			if r.Game.Hidden {
				f.Run("tap replay:seen")
				if rp.Seen() != 0 {
					t.Fatalf("seen by %d after one tap, want Ann's eyes", rp.Seen())
				}
				if w, _ := f.A.Widget("replay:seen"); !strings.Contains(w.Label, "Ann") {
					t.Errorf("the point of view says %q", w.Label)
				}
			}
			f.Run("tap back")
		})
	}
}

// Autoplay steps on by itself and stops at the end.
func TestReplayAutoplay(t *testing.T) {
	r, _ := scenestest.FinishedReplay(t, mana.ID, 2, 5)
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	rp := newReplayScene(r)
	f.A.Go(rp)
	f.Run("wait 2\nexpect-scene replay\ntap replay:play\nwait " + strconv.Itoa(60*5))
	if rp.Ply() < 3 || rp.Ply() >= r.Len() {
		t.Fatalf("after 5 s of autoplay at normal speed: ply %d of %d", rp.Ply(), r.Len())
	}
	f.Run("tap replay:play")
	at := rp.Ply()
	f.Run("wait 200")
	if rp.Ply() != at {
		t.Fatalf("paused at %d, then went on to %d", at, rp.Ply())
	}
}

// dealtSource shows the replay's public history over another position: a
// world dealt from the public view, whose hidden cards differ from the
// game's.
type dealtSource struct {
	*table.Replayed
	world rules.State
}

func (d dealtSource) View(rules.Player) rules.State { return d.world.View(rules.NoPlayer) }
func (d dealtSource) ToMove() rules.Player          { return d.world.ToMove() }
func (d dealtSource) Outcome() rules.Outcome        { return d.world.Outcome() }

// Nothing hidden from the public is drawn: at plies through a game of
// each hidden kind, the replay's table lists exactly the widgets (ids,
// labels, places) of the same table drawn from a world dealt anew from
// the public view, whose secrets are other.
func TestReplayDrawsNothingHiddenFromThePublic(t *testing.T) {
	for _, c := range []struct {
		id      string
		players int
	}{{shinobi.ID, 3}, {peuple.ID, 3}, {gosu.ID, 2}} {
		t.Run(c.id, func(t *testing.T) {
			r, _ := scenestest.FinishedReplay(t, c.id, c.players, 5)
			newTable, ok := table.LookupReplay(c.id)
			if !ok {
				t.Fatal("no replay table")
			}
			f := newFlow(t, storage.NewMemory())
			f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
			f.Run("wait 2")
			widgets := func(src table.ReplaySource) []ui.WidgetInfo {
				f.A.Go(newTable(src))
				f.Run("wait 3")
				return slices.Clone(f.A.Widgets())
			}
			rng := rules.NewRNG(9)
			for _, k := range []int{0, r.Len() / 3, 2 * r.Len() / 3, r.Len()} {
				src := table.NewReplayed(r)
				src.Seek(k, rules.NoPlayer)
				shown := widgets(src)
				pub, _ := r.ViewAt(k, rules.NoPlayer)
				world := pub.(rules.Determinizer).Determinize(&rng)
				dealt := widgets(dealtSource{Replayed: src, world: world})
				if len(shown) == 0 || !slices.Equal(shown, dealt) {
					t.Fatalf("ply %d: the replay lists\n%v\nthe world dealt from its public view\n%v", k, shown, dealt)
				}
			}
		})
	}
}

// A part said again and again is said once, with how often.
func TestSayTimes(t *testing.T) {
	if got := sayTimes([]string{"Bo drafts Xi'an"}, 1); got[0] != "Bo drafts Xi'an" {
		t.Fatalf("once: %q", got)
	}
	if got := sayTimes([]string{"Bo drafts Xi'an", "Bo draws a card"}, 7); got[1] != "Bo draws a card (7 times)" || got[0] != "Bo drafts Xi'an" {
		t.Fatalf("seven times: %q", got)
	}
	// Russian says "3 раза" but "5 раз" and "21 раз".
	t.Cleanup(func() { _ = i18n.SetLang("en") })
	if err := i18n.SetLang("ru"); err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int]string{3: "Бот тянет карту (3 раза)", 5: "Бот тянет карту (5 раз)", 21: "Бот тянет карту (21 раз)"} {
		if got := sayTimes([]string{"Бот тянет карту"}, n); got[0] != want {
			t.Errorf("%d times in Russian: %q, want %q", n, got[0], want)
		}
	}
}

// What is left on the screen after a game costs nothing, in each game:
// the results, their panel included, and the replay at its first move and
// at its end.
func TestAfterTheGameIdle(t *testing.T) {
	for _, c := range fourGames {
		t.Run(c.id, func(t *testing.T) {
			r, m := scenestest.FinishedReplay(t, c.id, c.players, 5)
			f := newFlow(t, storage.NewMemory())
			f.Run("wait 2")
			f.A.ShowResults(table.Local(m))
			f.Run("wait 2\nexpect-scene results\nwait 200")
			f.CheckIdle("results")
			f.A.Go(newReplayScene(r))
			f.Run("wait 2\nexpect-scene replay\ntap replay:next\nwait 200")
			f.CheckIdle("replay at move 1")
			f.Run("tap replay:last\nwait 200")
			f.CheckIdle("replay at the end")
		})
	}
}

// On a low landscape phone the replay's bar is a column right of the
// table: its texts and buttons keep a gap from the table's edge.
func TestReplaySideBarClearsTheTable(t *testing.T) {
	r, _ := scenestest.FinishedReplay(t, mana.ID, 2, 5)
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.SetScreen(scenestest.Screen{W: 844, H: 390, Scale: 3})
	f.Run("wait 2")
	rp := newReplayScene(r)
	f.A.Go(rp)
	f.Run("wait 2\nexpect-scene replay\ntap replay:next\nwait 2")
	if rp.tableW >= f.A.Context().W {
		t.Fatalf("the bar is not beside the table (table %g px wide)", rp.tableW)
	}
	edge := rp.tableW + f.A.Context().Px(ui.Gap) - 1e-6
	for _, b := range []*ui.Button{&rp.first, &rp.prev, &rp.play, &rp.next, &rp.last, &rp.seen} {
		if b.Rect.W > 0 && b.Rect.X < edge {
			t.Errorf("%s starts at x=%g, want at least %g (the table ends at %g)", b.ID, b.Rect.X, edge, rp.tableW)
		}
	}
	if rp.scrub.X < edge {
		t.Errorf("the scrubber starts at x=%g, want at least %g", rp.scrub.X, edge)
	}
	if rp.caption.X < edge || rp.counter.X < edge {
		t.Errorf("caption at x=%g, counter at x=%g, want at least %g", rp.caption.X, rp.counter.X, edge)
	}
}
