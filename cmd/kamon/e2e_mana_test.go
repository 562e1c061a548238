package main

import (
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes"
)

// The desktop run of Mana (part of TestDesktopEndToEnd): from the menu to a
// started game where the human (Black) sets his Daimio on c1, the bot sets
// its own, the human moves a piece and the bot replies. The screenshots stay
// in out/desktop/mana-<size>/; the autosave in the data dir holds the moves.

var manaScript = startGame("mana", fixedSeats+kind(2, "random")) + `expect-scene table
wait 30
tap sq:c1
wait 120
state {out}/setup_done.json
shot {out}/setup_done.png
tap sq:{from}
wait 2
tap sq:{to}
wait 150
expect-scene table
state {out}/moved.json
shot {out}/moved.png
quit
`

// manaOpening is the setup the script plays and a first move of Black's
// that is legal whatever square the bot picks for its Daimio.
func manaOpening(t *testing.T) (setup, from, to string) {
	t.Helper()
	s, err := mana.New(rules.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	setup = "D@c1"
	apply := func(st rules.State, text string) {
		a, err := st.ParseAction(text)
		if err == nil {
			_, err = st.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	apply(s, setup)
	var common map[string]int
	for _, reply := range s.Legal(nil) {
		st := s.Clone()
		apply(st, s.FormatAction(reply))
		if st.ToMove() != 0 { // Black moves first once the pieces are set
			t.Fatalf("after %s %s it is player %d to move", setup, s.FormatAction(reply), st.ToMove())
		}
		legal := map[string]int{}
		for i, a := range st.Legal(nil) {
			legal[st.FormatAction(a)] = i
		}
		if common == nil {
			common = legal
		}
		for m := range common {
			if _, ok := legal[m]; !ok {
				delete(common, m)
			}
		}
	}
	best, first := "", math.MaxInt
	for m, i := range common {
		if strings.Contains(m, "-") && i < first {
			best, first = m, i
		}
	}
	if best == "" {
		t.Fatalf("no first move is legal against every reply to %s", setup)
	}
	from, to, _ = strings.Cut(best, "-")
	return setup, from, to
}

// runMana plays the opening through the app at size w×h.
func runMana(t *testing.T, bin string, env []string, name string, w, h int) {
	setup, from, to := manaOpening(t)
	out, data := outDir(t, "mana-"+name), t.TempDir()
	runScript(t, bin, env, strings.NewReplacer("{out}", out, "{from}", from, "{to}", to).Replace(manaScript), data, w, h)
	checkMana(t, out, data, setup, from+"-"+to)
	runManaTableMode(t, bin, env, name, w, h)
}

const manaTableModeScript = `wait 5
tap settings
expect-scene settings
tap table_mode
wait 2
tap back
expect-scene menu
tap game:mana
expect-scene setup
tap seat:2:kind
tap kind:random
tap shuffle
tap start
expect-scene table
wait 30
tap sq:c1
wait 120
state {out}/table_mode.json
shot {out}/table_mode.png
quit
`

// runManaTableMode starts a game in table mode and checks that the far
// player's panel is drawn turned half round: White's tray shows where the
// app says it is, and not where it would be in the panel upright.
func runManaTableMode(t *testing.T, bin string, env []string, name string, w, h int) {
	out, err := filepath.Abs(filepath.Join("..", "..", "out", "desktop", "mana-"+name))
	if err != nil {
		t.Fatal(err)
	}
	runScript(t, bin, env, strings.ReplaceAll(manaTableModeScript, "{out}", out), t.TempDir(), w, h)
	st, img := readState(t, out, "table_mode.json"), readPNG(t, out, "table_mode.png")
	tray, board := widget(t, st, "tray:white"), widget(t, st, "board")
	if tray.Y+tray.H/2 > board.Y+board.H/2 {
		t.Fatalf("White's tray %+v is not on the far side of the board %+v", tray, board)
	}
	// The far panel is turned half round: White's tray stands in it where
	// Black's stands in Black's panel, turned about the panel's centre.
	black, blackPanel, whitePanel := widget(t, st, "tray:black"), widget(t, st, "panel:black"), widget(t, st, "panel:white")
	dx, dy := black.X-blackPanel.X, black.Y-blackPanel.Y
	if wantX, wantY := whitePanel.X+whitePanel.W-dx-black.W, whitePanel.Y+whitePanel.H-dy-black.H; math.Abs(tray.X-wantX) > 1 || math.Abs(tray.Y-wantY) > 1 {
		t.Fatalf("White's tray %+v in its panel %+v is not Black's %+v in %+v turned round", tray, whitePanel, black, blackPanel)
	}
	// And it is drawn so: the empty trough's end (its middle shows the word
	// "Reserve") shows wood there, and not where an upright panel has it.
	x, y := tray.X+tray.H*0.3, tray.Y+tray.H/2
	if c := at(img, st.Scale, x, y); !woodLike(c) {
		t.Errorf("White's tray at (%v, %v) is drawn %v, want wood", x, y, c)
	}
	ux, uy := whitePanel.X+dx+black.H*0.3, whitePanel.Y+dy+black.H/2
	if c := at(img, st.Scale, ux, uy); woodLike(c) {
		t.Errorf("White's panel shows wood at (%v, %v), where its tray would be upright: %v", ux, uy, c)
	}
}

func checkMana(t *testing.T, out, data, setup, move string) {
	before, after := readState(t, out, "setup_done.json"), readState(t, out, "moved.json")
	for _, st := range []scenes.AppState{before, after} {
		if st.Scene != "table" {
			t.Fatalf("scene %q, want the Mana table", st.Scene)
		}
		widget(t, st, "sq:a1")
		widget(t, st, "sq:f6")
	}
	// The autosave holds the move list: both setups, the move, the reply.
	match := readAutosave(t, data)
	if match.Game != mana.ID || len(match.Actions) != 4 || match.Actions[0] != setup || match.Actions[2] != move {
		t.Fatalf("the game went %s %q, want %s, the bot's setup, %s and the bot's reply", match.Game, match.Actions, setup, move)
	}
	t.Logf("moves: %q", match.Actions)

	img := readPNG(t, out, "moved.png")
	probeManaBoard(t, newShot(t, out, "moved"), true)
	probeManaBoard(t, newShot(t, out, "setup_done"), false)
	// The board's wood shows just left of the grid of squares.
	a1, f6 := widget(t, after, "sq:a1"), widget(t, after, "sq:f6")
	left := math.Min(a1.X, f6.X)
	top, bottom := math.Min(a1.Y, f6.Y), math.Max(a1.Y+a1.H, f6.Y+f6.H)
	if c := at(img, after.Scale, left-1, (top+bottom)/2); !woodLike(c) {
		t.Errorf("the board's frame at (%v, %v) is %v, want wood", left-1, (top+bottom)/2, c)
	}
	// Black's piece stands on the square it moved to (empty before the
	// move), unless the reply took it.
	_, to, _ := strings.Cut(move, "-")
	dest := widget(t, after, "sq:"+to)
	if c := at(readPNG(t, out, "setup_done.png"), before.Scale, dest.X+dest.W/2, dest.Y+dest.H/2); darkLike(c) {
		t.Errorf("%s is drawn %v before the move, want an empty square", dest.ID, c)
	}
	if !strings.HasSuffix(match.Actions[3], to) {
		if c := at(img, after.Scale, dest.X+dest.W/2, dest.Y+dest.H/2); !darkLike(c) {
			t.Errorf("Black's piece on %s is drawn %v, want dark walnut", dest.ID, c)
		}
	}
}

// probeManaBoard checks the board a shot shows against the position its
// "board" widget lists in notation (rank 6 first; upper case Black's, lower
// case White's): dark walnut on Black's squares, pale wood on White's, no
// dark piece on the empty ones, and, once it has landed (bird), the
// Mana-bird's ink on the square it names.
func probeManaBoard(t *testing.T, s shot, bird bool) {
	t.Helper()
	ranks := strings.Split(strings.Fields(widget(t, s.st, "board").Label)[0], "/")
	if len(ranks) != 6 {
		t.Fatalf("%s: the board lists %q", s.name, ranks)
	}
	for i, rank := range ranks {
		file := 0
		for _, ch := range rank {
			if ch >= '1' && ch <= '6' {
				for range int(ch - '0') {
					s.probe(t, fmt.Sprintf("sq:%c%d", 'a'+file, 6-i), 0.5, 0.25, func(c color.RGBA) bool { return !walnutLike(c) }, "no dark piece")
					file++
				}
				continue
			}
			sq := fmt.Sprintf("sq:%c%d", 'a'+file, 6-i)
			if ch >= 'A' && ch <= 'Z' {
				s.probe(t, sq, 0.5, 0.25, walnutLike, "Black's dark walnut piece")
			} else {
				s.probe(t, sq, 0.5, 0.25, paleWoodLike, "White's pale wood piece")
			}
			file++
		}
	}
	if bird {
		// A share of the middle of its place rather than one pixel: the
		// middle pixel may fall between two feathers (42-48% measured).
		w := widget(t, s.st, "bird")
		ink := s.share(w.X+w.W/4, w.Y+w.H/4, w.W/2, w.H/2, func(c color.RGBA) bool { return int(c.R)+int(c.G)+int(c.B) < 150 })
		if ink < 0.2 {
			t.Errorf("%s: the middle of the bird's place %+v is %.0f%% ink, want the Mana-bird drawn there", s.name, w, 100*ink)
		}
	}
}

// walnutLike is Black's pieces; paleWoodLike White's.
func walnutLike(c color.RGBA) bool {
	return c.R < 140 && c.G < 125 && c.B < 115 && c.R >= c.G && c.G >= c.B
}
func paleWoodLike(c color.RGBA) bool {
	return c.R > 190 && c.B < 185 && int(c.R)-int(c.B) > 45 && c.R >= c.G && c.G >= c.B
}

func woodLike(c color.RGBA) bool {
	return int(c.R) > int(c.G)+15 && int(c.G) > int(c.B)+10 && c.R > 70 && c.R < 230
}
func darkLike(c color.RGBA) bool { return int(c.R)+int(c.G)+int(c.B) < 3*90 }
