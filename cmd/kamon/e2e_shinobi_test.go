package main

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"kamon/rules/shinobi"
	"kamon/scenes"
	"kamon/sprites"
)

// The desktop run of Shinobi on a shared screen: Player 1 and Player 2 are
// people, seat 3 a random bot; seed 7. The bot opens; the curtain names
// Player 1, who taps it, deploys an Oda card to the bot by taps, reinforces
// by dragging an Uesugi card onto their own province and skips the attack
// that cannot be made, which passes the turn and so cannot be taken back:
// they play it at once (Play now) rather than wait out the grace period.
// The curtain then names Player 2. Screenshots stay in
// out/desktop/shinobi-<size>/; the autosave holds the actions.

var shinobiScript = startGame("shinobi", fixedSeats+seedLines(7)+"{seat2}") + `wait 240
expect-scene curtain
state {out}/curtain1.json
shot {out}/curtain1.png
tap curtain
wait 20
expect-scene table
state {out}/turn.json
shot {out}/turn.png
tap hand:O1
wait 5
state {out}/selected.json
shot {out}/selected.png
tap prov:3
wait 10
state {out}/flying.json
shot {out}/flying.png
wait 60
{drag}wait 60
state {out}/attack.json
shot {out}/attack.png
tap skip
tap grace:now
wait 120
expect-scene curtain
state {out}/curtain2.json
shot {out}/curtain2.png
quit
`

func TestDesktopShinobi(t *testing.T) { runAtSizes(t, runShinobi) }

func runShinobi(t *testing.T, bin string, env []string, name string, w, h int) {
	out := outDir(t, "shinobi-"+name)
	data := t.TempDir()
	// Seat 2 a person, seat 3 a Random bot.
	seat2 := kind(2, "human") + kind(3, "random")
	// The drag needs the layout: run the script up to the drag once, read
	// where the card and the province are, then run it whole.
	drag, err := shinobiDrag(t, bin, env, out, data, seat2, w, h)
	if err != nil {
		t.Fatal(err)
	}
	script := strings.NewReplacer("{out}", out, "{seat2}", seat2, "{drag}", drag).Replace(shinobiScript)
	runScript(t, bin, env, script, data, w, h)
	checkShinobi(t, out, data)
}

// shinobiDrag runs the script to the reinforce step and returns the
// script lines that drag the first Uesugi card onto Player 1's province.
func shinobiDrag(t *testing.T, bin string, env []string, out, data, seat2 string, w, h int) (string, error) {
	pre := shinobiScript[:strings.Index(shinobiScript, "{drag}")] + "state {out}/reinforce.json\nquit\n"
	script := strings.NewReplacer("{out}", out, "{seat2}", seat2).Replace(pre)
	runScript(t, bin, env, script, t.TempDir(), w, h)
	st := readState(t, out, "reinforce.json")
	var card scenes.StateWidget
	for _, wd := range st.Widgets {
		if strings.HasPrefix(wd.ID, "hand:U") {
			card = wd
			break
		}
	}
	if card.ID == "" {
		return "", fmt.Errorf("no Uesugi card in the hand at action 2: %+v", st.Widgets)
	}
	prov := widget(t, st, "prov:1")
	x, y := card.X+card.W/2, card.Y+card.H/2
	px, py := prov.X+prov.W/2, prov.Y+prov.H/2
	return fmt.Sprintf("press %g %g\nwait 2\nmove %g %g\nwait 2\nmove %g %g\nwait 2\nrelease\n", x, y, (x+px)/2, (y+py)/2, px, py), nil
}

func checkShinobi(t *testing.T, out, data string) {
	c1, c2 := readState(t, out, "curtain1.json"), readState(t, out, "curtain2.json")
	for i, c := range []scenes.AppState{c1, c2} {
		if len(c.Widgets) != 1 || c.Widgets[0].ID != "curtain" || c.Widgets[0].Label != fmt.Sprintf("Pass to Player %d", i+1) {
			t.Errorf("curtain %d lists %+v: only the curtain naming Player %d", i+1, c.Widgets, i+1)
		}
	}
	turn, sel, atk := readState(t, out, "turn.json"), readState(t, out, "selected.json"), readState(t, out, "attack.json")
	var hand []scenes.StateWidget
	for _, w := range turn.Widgets {
		if strings.HasPrefix(w.ID, "hand:") {
			hand = append(hand, w)
		}
	}
	if len(hand) != shinobi.HandSize {
		t.Fatalf("%d hand cards listed after the curtain, want %d", len(hand), shinobi.HandSize)
	}
	if p := widget(t, sel, "prompt"); !strings.HasPrefix(p.Label, "Deploy your Oda card") {
		t.Errorf("prompt with O1 selected: %q", p.Label)
	}
	if p := widget(t, atk, "prompt"); !strings.Contains(p.Label, "cannot be carried out") {
		t.Errorf("prompt at action 3: %q", p.Label)
	}
	widget(t, atk, "army:1:U")
	widget(t, atk, "army:3:O")
	// The autosave: the bot's opening, then Player 1's turn.
	match := readAutosave(t, data)
	n := len(match.Actions)
	if match.Game != shinobi.ID || n < 6 || match.Actions[n-3] != "deploy O5 -> p2" || !strings.HasPrefix(match.Actions[n-2], "reinforce U") || match.Actions[n-1] != "skip" {
		t.Fatalf("the game went %s %q, want the bot's turn, then deploy O5 -> p2, reinforce U, skip", match.Game, match.Actions)
	}
	t.Logf("actions: %q", match.Actions)
	// The pixels: the hand's cards in their clan colours after the curtain,
	// none of them under either curtain, nor Player 1's yellow Hōjō card.
	img, cur1, cur2 := readPNG(t, out, "turn.png"), readPNG(t, out, "curtain1.png"), readPNG(t, out, "curtain2.png")
	for _, w := range hand {
		// Beside the crest, above the clan's name along the foot.
		x, y := w.X+w.W*0.85, w.Y+w.H*0.72
		face := at(img, turn.Scale, x, y)
		if !clanLike(face) {
			t.Errorf("hand card %s drawn %v beside its crest, not a clan colour", w.ID, face)
		}
		for i, c := range []image.Image{cur1, cur2} {
			if got := at(c, turn.Scale, x, y); got == face {
				t.Errorf("curtain %d shows %v where hand card %s is drawn", i+1, got, w.ID)
			}
		}
	}
	if n := count(img, yellowLike); n < 100 {
		t.Errorf("turn.png: %d yellow pixels, want Player 1's Hōjō clan card", n)
	}
	for i, c := range []image.Image{cur1, cur2} {
		if n := count(c, yellowLike); n > 0 {
			t.Errorf("curtain %d: %d yellow pixels of the hidden clan card", i+1, n)
		}
	}
	for _, name := range []string{"turn", "selected", "attack"} {
		probeShinobi(t, newShot(t, out, name), "")
	}
	// The Oda card is still in flight to province 3 and may lie over the
	// armies there, as far as a slow machine has moved it.
	probeShinobi(t, newShot(t, out, "flying"), "army:3:")
}

// probeShinobi checks that every army and every card of the hand a shot
// lists is drawn in its clan's colour: most of a hand card, a fifth of an
// army's place at least (an army is listed as its clan's column, which a
// tap takes whole, and which its cards share with the felt). Armies whose
// id starts with covered are not probed.
func probeShinobi(t *testing.T, s shot, covered string) {
	t.Helper()
	for _, w := range s.st.Widgets {
		if covered != "" && strings.HasPrefix(w.ID, covered) {
			continue
		}
		var letter string
		least := 0.3
		switch {
		case strings.HasPrefix(w.ID, "army:"):
			letter, least = w.ID[len(w.ID)-1:], 0.2
		case strings.HasPrefix(w.ID, "hand:"):
			letter = w.ID[len("hand:") : len("hand:")+1]
		default:
			continue
		}
		clan := shinobi.NoClan
		for c := range shinobi.Clan(shinobi.Clans) {
			if string(c.Letter()) == letter {
				clan = c
			}
		}
		if f := s.shareIn(t, w.ID, shade(sprites.ClanColor(int(clan)))); clan == shinobi.NoClan || f < least {
			t.Errorf("%s: %s is %.0f%% in its clan's colour, want %.0f%% at least", s.name, w.ID, 100*f, 100*least)
		}
	}
}

// clanLike: Oda's near black or Uesugi's blue, the clans of the hand.
func clanLike(c color.RGBA) bool {
	oda := c.R < 110 && c.G < 110 && c.B < 110 && absDiff(c.R, c.B) < 25
	return oda || blueLike(c)
}

// yellowLike is Hōjō's yellow (0xf0e442), on no seat colour of three players.
func yellowLike(c color.RGBA) bool { return c.R > 200 && c.G > 190 && c.B < 120 }

func count(img image.Image, like func(color.RGBA) bool) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if like(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)) {
				n++
			}
		}
	}
	return n
}

// The desktop run of Shinobi in table mode on a tablet lying flat, both
// ways round: seats 1 and 3 are random bots, Player 2 (the left seat) a
// person; seed 7. After the bots' turns Player 2's hand lies along the
// left edge, turned to face them; a tap on the Hōjō card there and one on
// Bot 3's province (the top seat) deploy it. Screenshots stay in
// out/desktop/shinobi-table-<size>/.
var shinobiTableScript = "wait 5\ntap settings\ntap table_mode\ntap back\n" +
	startGame("shinobi", fixedSeats+seedLines(7)+kind(1, "random")+kind(2, "human")+kind(3, "random")) + `wait 600
expect-scene table
state {out}/turn.json
shot {out}/turn.png
tap hand:H1
wait 5
state {out}/selected.json
shot {out}/selected.png
tap prov:3
wait 90
state {out}/deployed.json
shot {out}/deployed.png
quit
`

func TestDesktopShinobiTableMode(t *testing.T) {
	runTableMode(t, "shinobi", shinobiTableScript, checkShinobiTable)
}

func checkShinobiTable(t *testing.T, out, data string, w float64) {
	turn, sel := readState(t, out, "turn.json"), readState(t, out, "selected.json")
	img := readPNG(t, out, "turn.png")
	var hand []scenes.StateWidget
	for _, c := range turn.Widgets {
		if strings.HasPrefix(c.ID, "hand:") {
			hand = append(hand, c)
			// Along the left edge, lying on its side.
			if c.X+c.W > w*0.25 || c.H >= c.W {
				t.Errorf("hand card %s at %+v: not turned to the left edge", c.ID, c)
			}
		}
	}
	if len(hand) != shinobi.HandSize {
		t.Fatalf("%d hand cards listed on Player 2's turn, want %d: %+v", len(hand), shinobi.HandSize, turn.Widgets)
	}
	// The Hōjō card's foot faces the left edge: yellow there, clear of its crest.
	h1 := widget(t, turn, "hand:H1")
	if c := at(img, turn.Scale, h1.X+h1.W*0.12, h1.Y+h1.H/2); !yellowLike(c) && !shade(sprites.ClanColor(int(shinobi.Hojo)))(c) {
		t.Errorf("hand card H1 drawn %v near its foot (the left), not Hōjō yellow", c)
	}
	if p := widget(t, sel, "prompt"); !strings.Contains(p.Label, "Hōjō") || p.X+p.W > w*0.25 {
		t.Errorf("prompt with H1 selected: %q at %+v, want it along the left edge", p.Label, p)
	}
	match := readAutosave(t, data)
	if n := len(match.Actions); match.Game != shinobi.ID || n < 7 || match.Actions[n-1] != "deploy H1 -> p2" {
		t.Fatalf("the game went %s %q, want the bots' turns, then Player 2's deploy H1 -> p2", match.Game, match.Actions)
	}
	t.Logf("actions: %q", match.Actions)
	for _, name := range []string{"turn", "selected", "deployed"} {
		probeShinobi(t, newShot(t, out, name), "")
	}
}
