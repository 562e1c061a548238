package main

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"kamon/rules/peuple"
	"kamon/scenes"
	"kamon/sprites"
)

// The desktop run of Le Dernier Peuple: a human and two random bots, seed 7,
// which deals the human G+6>1 and B-2>2 with both pawns on village 2. The
// human plays G+6 on a pawn (the table previews the circled move onto the
// pickaxe of card 8 and the squared target 1), the bots play, the human
// passes. Both moves pass the turn and cannot be taken back: the human
// plays each at once (Play now) rather than wait out the grace period.
// Screenshots stay in out/desktop/peuple-<size>/; the autosave holds the
// actions.

var peupleScript = startGame("peuple", fixedSeats+kind(2, "random")+kind(3, "random")+seedLines(7)) + `expect-scene table
wait 30
tap move:G+6>1
wait 5
state {out}/preview.json
shot {out}/preview.png
tap card:8
tap grace:now
wait 20
state {out}/moving.json
shot {out}/moving.png
wait 600
expect-scene table
state {out}/played.json
shot {out}/played.png
tap pass
tap grace:now
wait 600
state {out}/passed.json
shot {out}/passed.png
quit
`

func TestDesktopPeuple(t *testing.T) { runAtSizes(t, runPeuple) }

func runPeuple(t *testing.T, bin string, env []string, name string, w, h int) {
	out, data := outDir(t, "peuple-"+name), t.TempDir()
	runScript(t, bin, env, strings.ReplaceAll(peupleScript, "{out}", out), data, w, h)
	checkPeuple(t, out, data)
}

func checkPeuple(t *testing.T, out, data string) {
	preview, played, passed := readState(t, out, "preview.json"), readState(t, out, "played.json"), readState(t, out, "passed.json")
	for _, st := range []scenes.AppState{preview, played, passed} {
		if st.Scene != "table" {
			t.Fatalf("scene %q, want the Peuple table", st.Scene)
		}
		for i := 1; i <= 12; i++ {
			widget(t, st, fmt.Sprintf("card:%d", i))
		}
		for p := 1; p <= 3; p++ {
			widget(t, st, fmt.Sprintf("seat:%d", p))
		}
	}
	// The preview lists both options with what they would do.
	circle, target := widget(t, preview, "opt:circle"), widget(t, preview, "opt:target")
	if circle.Label != "6 clockwise" || target.Label != "Jump to card 1" {
		t.Errorf("options %q and %q", circle.Label, target.Label)
	}
	// The autosave: the human's move, the bots' turns, the human's pass.
	match := readAutosave(t, data)
	if match.Game != peuple.ID || len(match.Actions) < 4 || match.Actions[0] != "G+6>1 1a circle" || match.Actions[3] != "pass" {
		t.Fatalf("the game went %s %q, want G+6>1 1a circle, the bots' two turns and the human's pass", match.Game, match.Actions)
	}
	t.Logf("actions: %q", match.Actions)
	// The pixels: the circled landing ringed in gold around card 8, the
	// village of seat 1 (card 2) in its vermillion, the pickaxe of card 4 on
	// grey stone, an empty card on paper.
	img := readPNG(t, out, "preview.png")
	c8 := widget(t, preview, "card:8")
	ringed := false
	for dx := 0.55; dx <= 0.95; dx += 0.02 {
		if goldLike(at(img, preview.Scale, c8.X+c8.W/2+c8.W*dx, c8.Y+c8.H/2)) {
			ringed = true
		}
	}
	if !ringed {
		t.Errorf("no gold ring around card 8, the circled landing")
	}
	c2, c4, c1 := widget(t, preview, "card:2"), widget(t, preview, "card:4"), widget(t, preview, "card:1")
	if c := at(img, preview.Scale, c2.X+c2.W*0.12, c2.Y+c2.H*0.5); !vermillionLike(c) {
		t.Errorf("village 2 drawn %v, want seat 1's vermillion", c)
	}
	if c := at(img, preview.Scale, c4.X+c4.W*0.12, c4.Y+c4.H*0.5); !greyLike(c) {
		t.Errorf("pickaxe 4 drawn %v, want grey stone", c)
	}
	if c := at(img, preview.Scale, c1.X+c1.W*0.12, c1.Y+c1.H*0.5); !paperLike(c) && !sandLike(c) {
		t.Errorf("empty card 1 drawn %v, want paper", c)
	}
	for _, name := range []string{"preview", "moving", "played", "passed"} {
		probePeuple(t, newShot(t, out, name), name != "moving")
	}
}

// probePeuple checks what a shot of the table must show: each seat's
// plate with its crest in the seat's colour, the hand's movement cards on
// paper and, unless a pawn is on its way (pawns false), a pawn in its
// seat's colour on each card the ring lists.
func probePeuple(t *testing.T, s shot, pawns bool) {
	t.Helper()
	for p := 1; p <= 3; p++ {
		if f := s.shareIn(t, fmt.Sprintf("seat:%d", p), shade(sprites.PlayerColor(p-1))); f < 0.02 {
			t.Errorf("%s: seat %d's plate is %.1f%% its colour, want its crest", s.name, p, 100*f)
		}
	}
	for _, w := range s.st.Widgets {
		if strings.HasPrefix(w.ID, "move:") {
			s.probe(t, w.ID, 0.8, 0.12, paperLike, "a movement card's paper")
		}
	}
	if !pawns {
		return
	}
	for _, p := range strings.Fields(widget(t, s.st, "ring").Label) {
		pawn, card, _ := strings.Cut(p, ":")
		seat := int(pawn[0] - '1')
		if f := s.shareIn(t, "card:"+card, shade(sprites.PlayerColor(seat))); f < 0.06 {
			t.Errorf("%s: on card %s, %.1f%% in seat %d's colour: no pawn %s", s.name, card, 100*f, seat+1, pawn)
		}
	}
}

func goldLike(c color.RGBA) bool       { return c.R > 180 && c.G > 130 && c.G < 200 && c.B < 110 }
func vermillionLike(c color.RGBA) bool { return c.R > 180 && c.G > 60 && c.G < 140 && c.B < 80 }
func greyLike(c color.RGBA) bool {
	return c.R > 100 && c.R < 190 && absDiff(c.R, c.G) < 20 && absDiff(c.G, c.B) < 25
}
func sandLike(c color.RGBA) bool { return c.R > 200 && c.G > 190 && c.B > 150 }
func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// The desktop run of Le Dernier Peuple in table mode on a tablet lying
// flat, both ways round: seats 1 and 3 are random bots, Player 2 (the left
// seat) a person; seed 7. After the bot's turn Player 2's hand and choices
// lie along the left edge, turned to face them, while the ring stays
// upright in the middle; a tap on the turned Pass plays it. Screenshots
// stay in out/desktop/peuple-table-<size>/.
var peupleTableScript = "wait 5\ntap settings\ntap table_mode\ntap back\n" +
	startGame("peuple", fixedSeats+kind(1, "random")+kind(2, "human")+kind(3, "random")+seedLines(7)) + `wait 600
expect-scene table
state {out}/turn.json
shot {out}/turn.png
tap pass
tap grace:now
wait 30
state {out}/passed.json
shot {out}/passed.png
quit
`

func TestDesktopPeupleTableMode(t *testing.T) {
	runTableMode(t, "peuple", peupleTableScript, checkPeupleTable)
}

func checkPeupleTable(t *testing.T, out, data string, w float64) {
	turn := readState(t, out, "turn.json")
	cards := 0
	for _, c := range turn.Widgets {
		if strings.HasPrefix(c.ID, "move:") || strings.HasPrefix(c.ID, "power:") || c.ID == "pass" || c.ID == "prompt" {
			// Along the left edge; the cards lying on their side.
			if c.X+c.W > w*0.25 {
				t.Errorf("%s at %+v: not along the left edge", c.ID, c)
			}
			if c.ID != "pass" && c.ID != "prompt" {
				cards++
				if c.H >= c.W {
					t.Errorf("hand card %s at %+v: not turned to the left edge", c.ID, c)
				}
			}
		}
	}
	if cards == 0 {
		t.Fatalf("no card listed on Player 2's turn: %+v", turn.Widgets)
	}
	// The ring stays upright: card 1 at the top, card 7 (of 12) at the bottom.
	if c1, c7 := widget(t, turn, "card:1"), widget(t, turn, "card:7"); c1.Y >= c7.Y || c1.X+c1.W < w*0.25 {
		t.Errorf("card 1 %+v and card 7 %+v: the ring is not upright in the middle", c1, c7)
	}
	played := len(strings.Split(widget(t, turn, "actions").Label, " | "))
	match := readAutosave(t, data)
	if match.Game != peuple.ID || len(match.Actions) <= played || match.Actions[played] != "pass" {
		t.Fatalf("the game went %s %q, want the bot's turn (%d actions), then Player 2's pass", match.Game, match.Actions, played)
	}
	t.Logf("actions: %q", match.Actions)
	for _, name := range []string{"turn", "passed"} {
		probePeuple(t, newShot(t, out, name), true)
	}
}
