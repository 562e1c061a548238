package main

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/gosu"
)

// The Great Battle on the desktop: the app resumes a saved game where
// Player 1's next move ends the first round; the human makes it, and the
// table counts both armies up under a banner that then names the winner,
// the Supremacy token flies to the winner's counters, and the Song for the
// Dead asks for the sacrifices: the human taps one, which flies to their
// counters. Screenshots in out/desktop/gosu-battle-<size>/; times in
// frames from the tap (the card's flight 21, the count to 75, the token
// from 93 to 123, the end at 177).
const gosuBattleScript = `wait 5
{settings}tap continue:1
expect-scene table
wait 60
state {out}/before.json
shot {out}/before.png
{tap}
wait 45
shot {out}/counting.png
wait 60
shot {out}/token.png
wait 35
shot {out}/won.png
wait 120
state {out}/song.json
shot {out}/song.png
tap army:{sacrifice}
wait 8
shot {out}/sacrifice.png
wait 120
quit
`

func TestDesktopGosuBattle(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	save, tap, sacrifice := gosuBattleSave(t)
	bin := buildApp(t)
	env := displayEnv(t)
	for _, sz := range []struct {
		name  string
		w, h  int
		table bool
	}{{"tablet", 1024, 768, false}, {"phone", 390, 844, false}, {"tablet-table", 1024, 768, true}, {"phone-table", 390, 844, true}} {
		t.Run(sz.name, func(t *testing.T) {
			out, data := outDir(t, "gosu-battle-"+sz.name), t.TempDir()
			if err := os.WriteFile(filepath.Join(data, "autosave"), save, 0o644); err != nil {
				t.Fatal(err)
			}
			runScript(t, bin, env, strings.NewReplacer("{out}", out, "{tap}", tap, "{sacrifice}", sacrifice, "{settings}", map[bool]string{true: gosuTableModeOn}[sz.table]).Replace(gosuBattleScript), data, sz.w, sz.h)
			checkGosuBattle(t, out, data, sacrifice, sz.table)
		})
	}
}

// gosuBattleSave is a saved match of seed 7, Player 1 against the easy bot,
// played by a fixed rule (the first card each side may play, the first
// choice otherwise; Bot 2 passes once its army holds four cards) to the
// first time an action of Player 1 sets off a Great Battle at once. tap is
// that action as script lines, so the battle follows the tap and the table
// shows it frame by frame; sacrifice is the first card the Song for the
// Dead then asks Player 1 for.
func gosuBattleSave(t *testing.T) (save []byte, tap, sacrifice string) {
	t.Helper()
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Player 1"}, {Name: "Bot 2", Bot: "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	for range 400 {
		st := m.State().(*gosu.State)
		legal := st.Legal(nil)
		if len(legal) == 0 {
			t.Fatal("the game ended before a Great Battle")
		}
		if st.ToMove() == 0 {
			if tap, sacrifice := gosuBattleTap(st, legal); tap != "" {
				data, err := m.MarshalJSON()
				if err != nil {
					t.Fatal(err)
				}
				return data, tap, sacrifice
			}
		}
		choice := legal[0]
		for _, a := range legal {
			mv, _ := gosu.Decode(a)
			if mv.Kind == gosu.MovePass && st.ToMove() == 1 && armySize(st, 1) >= 4 {
				choice = a
				break
			}
			if first, _ := gosu.Decode(choice); mv.Kind == gosu.MovePlay && first.Kind != gosu.MovePlay {
				choice = a
			}
		}
		if _, err := m.Apply(choice); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no Great Battle within 400 actions")
	return nil, "", ""
}

// gosuBattleTap is the script that taps a pass or a play of st that sets
// off the Great Battle at once, "" if none does, and the first card
// Player 1 may then sacrifice.
func gosuBattleTap(st *gosu.State, legal []rules.Action) (tap, sacrifice string) {
	for _, kind := range []gosu.MoveKind{gosu.MovePass, gosu.MovePlay} {
		for _, a := range legal {
			mv, _ := gosu.Decode(a)
			if mv.Kind != kind {
				continue
			}
			after := st.Clone()
			if ev, err := after.Apply(a); err != nil || !hasEvent(ev, gosu.EventBattle) || after.ToMove() != 0 {
				continue
			}
			for _, b := range after.Legal(nil) {
				if pick, _ := gosu.Decode(b); pick.Kind == gosu.MovePick && sacrifice == "" {
					sacrifice = pick.Card.String()
				}
			}
			if sacrifice == "" {
				continue
			}
			if kind == gosu.MovePass {
				return "tap choice:pass", sacrifice
			}
			return fmt.Sprintf("tap hand:%s\nwait 5\ntap row:%d", mv.Card, mv.Row+1), sacrifice
		}
	}
	return "", ""
}

// gosuTableModeOn is the script that turns table mode on from the menu.
const gosuTableModeOn = `tap settings
expect-scene settings
tap table_mode
wait 2
tap back
expect-scene menu
`

// checkGosuBattle checks the shots: the banner across the armies' seam
// (just above the near army's top row shown, the army's width; on a phone
// showing one army at a time over that army's counters, between the tabs
// and the army; in table mode over the middle strip, menu button included,
// with words along both its edges) is up while the battle is counted and
// gone before; the sacrifice was played.
func checkGosuBattle(t *testing.T, out, data, sacrifice string, tableMode bool) {
	before := readState(t, out, "before.json")
	top := widget(t, before, "row:1") // the near army's top row: on a phone its empty rows fold
	for _, w := range before.Widgets {
		if strings.HasPrefix(w.ID, "row:") && w.Y < top.Y {
			top = w
		}
	}
	x, w, y := top.X, top.W, top.Y-2
	switch _, one := find(before, "tab:1"); {
	case tableMode:
		menu := widget(t, before, "menu")
		x, w, y = menu.X, menu.W, menu.Y+menu.H/2
	case one: // the counters of the army shown, the only ones listed
		p, ok := find(before, "pile:1")
		if !ok {
			p = widget(t, before, "pile:2")
		}
		x, w, y = p.X, p.W, p.Y+p.H/2
	}
	// Before the battle and at the Song for the Dead, both armies are
	// drawn in their clans' colours; while it is counted, the banner is.
	probeGosu(t, newShot(t, out, "before"))
	probeGosu(t, newShot(t, out, "song"))
	for _, shot := range []string{"before.png", "counting.png", "token.png", "won.png", "song.png", "sacrifice.png"} {
		s := newShotOf(t, out, strings.TrimSuffix(shot, ".png"), before)
		img, f := s.img, s.share(x, y, w, 1/before.Scale, bannerLike)
		banner := f >= 0.6 // its words cross the line in its middle
		want := shot == "counting.png" || shot == "token.png" || shot == "won.png"
		if banner != want {
			t.Errorf("%s: banner shown %v (%.0f%% its gold along %.0f..%.0f at y %.0f), want %v", shot, banner, 100*f, x, x+w, y, want)
		}
		if tableMode && want { // words along both edges of the strip, a line for each player (one line across it misses both)
			menu := widget(t, before, "menu")
			for half, y0 := range []float64{menu.Y, menu.Y + menu.H*0.7} {
				if n := wordPixels(img, before.Scale, before.W*0.2, y0, before.W*0.6, menu.H*0.3); n < 100 { // the token flying over it alone is a few
					t.Errorf("%s: %d pixels of words along the banner's %s edge, want a line", shot, n, [2]string{"upper", "lower"}[half])
				}
			}
		}
	}
	widget(t, readState(t, out, "song.json"), "army:"+sacrifice)
	if saved := autosaveFile(t, data); !strings.Contains(string(saved), `"pick `+sacrifice+`"`) {
		t.Errorf("the sacrifice of %s is not in the autosave", sacrifice)
	}
}

// bannerLike is the gold of the battle's banner.
func bannerLike(c color.RGBA) bool { return c.R > 190 && c.G > 130 && c.G < 190 && c.B < 100 }

// wordPixels counts the pixels of words on the banner in the w×h rect at
// x, y of img, in logical px: in ink or in paper, whichever reads on its
// gold (sprites.OnColor), never the felt's green.
func wordPixels(img image.Image, scale, x0, y0, w, h float64) int {
	n := 0
	for y := y0; y < y0+h; y += 1 / scale {
		for x := x0; x < x0+w; x += 1 / scale {
			c := at(img, scale, x, y)
			paper := c.R > 235 && c.G > 225 && c.B > 200
			ink := c.R < 90 && c.G < 90 && c.B < 90 && !feltLike(c)
			if paper || ink {
				n++
			}
		}
	}
	return n
}

func hasEvent(events []rules.Event, kind string) bool {
	for _, e := range events {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

func armySize(st *gosu.State, p rules.Player) int {
	n := 0
	for _, row := range st.Army(p) {
		n += len(row)
	}
	return n
}
