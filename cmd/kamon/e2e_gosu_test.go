package main

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"kamon/rules/gosu"
	"kamon/scenes"
	"kamon/sprites"
)

// The desktop run of Gosu X: Player 1 against a bot, seed 880. The bot
// drafts Phoenix; the human drafts Galmi and Justice with the buttons, the
// bot Xi'an and Tomorrow, the human Abhilasha. The bot answers its
// mulligan question, the human keeps the hand. After the bot's first turn
// the human taps Bun To in the hand (row I lights, free) and then row I,
// then long-presses it to read its text and taps a tile to read them all,
// which a tap closes (the list lies over the menu button too); last, the
// game log from the in-game menu, scrolled to the newest line.
// On a phone, which shows one army at a time under two tabs, the human
// taps the bot's tab after playing Bun To ({far}), then their own again.
// Screenshots stay in out/desktop/gosu-<size>/; the autosave holds the
// actions.
var gosuScript = startGame("gosu", kind(2, "random")+seedLines(880)) + `expect-scene table
wait 120
state {out}/draft.json
shot {out}/draft.png
tap choice:draft_galmi
wait 30
tap choice:draft_justice
wait 300
tap choice:draft_abhilasha
wait 300
tap choice:no
wait 400
state {out}/turn.json
shot {out}/turn.png
tap hand:galmi.bun-to#1
wait 5
state {out}/selected.json
shot {out}/selected.png
tap row:1
wait 400
state {out}/played.json
shot {out}/played.png
{far}longpress army:galmi.bun-to#1
wait 5
state {out}/detail.json
shot {out}/detail.png
tap clans
wait 5
tap clans
wait 5
state {out}/tiles.json
shot {out}/tiles.png
tap tiles
wait 5
tap menu
expect-scene ingame
tap log
expect-scene gamelog
wait 5
state {out}/log.json
shot {out}/log.png
tap back
expect-scene ingame
quit
`

func TestDesktopGosu(t *testing.T) { runAtSizes(t, runGosu) }

// gosuFarScript taps the bot's tab on a phone, then the human's.
const gosuFarScript = `tap tab:1
wait 30
state {out}/far.json
shot {out}/far.png
tap tab:2
wait 30
`

func runGosu(t *testing.T, bin string, env []string, name string, w, h int) {
	out, data := outDir(t, "gosu-"+name), t.TempDir()
	one := strings.HasPrefix(name, "phone")
	far := map[bool]string{true: gosuFarScript}[one]
	runScript(t, bin, env, strings.ReplaceAll(strings.ReplaceAll(gosuScript, "{far}", far), "{out}", out), data, w, h)
	checkGosu(t, out, data, w, h, one)
}

// gosuArmies checks which armies st shows by their counters ("pile:N"):
// both, or on a phone (one) only side's, under the tabs of both sides
// (no tabs in the draft, whose list of tiles covers the board).
func gosuArmies(t *testing.T, name string, st scenes.AppState, one bool, side int) {
	t.Helper()
	if st.Scene != "table" {
		t.Fatalf("%s: scene %q, want the Gosu table", name, st.Scene)
	}
	for n := 1; n <= 2; n++ {
		if _, listed := find(st, fmt.Sprintf("pile:%d", n)); listed != (!one || n == side) {
			t.Errorf("%s: the counters pile:%d listed %v, want %v (one army at a time: %v, side %d shown)", name, n, listed, !listed, one, side)
		}
		if _, listed := find(st, fmt.Sprintf("tab:%d", n)); listed != (one && name != "draft") {
			t.Errorf("%s: tab:%d listed %v, want %v", name, n, listed, !listed)
		}
	}
}

func checkGosu(t *testing.T, out, data string, w, h int, one bool) {
	draft, turn, selected, played := readState(t, out, "draft.json"), readState(t, out, "turn.json"),
		readState(t, out, "selected.json"), readState(t, out, "played.json")
	// Tablets and desktops show both armies. A phone shows one: the
	// human's in the draft (under the list of tiles) and once they take a
	// card of their hand, the bot's after its turn (its card flew there)
	// and after a tap on its tab.
	gosuArmies(t, "draft", draft, one, 2)
	gosuArmies(t, "turn", turn, one, 1)
	gosuArmies(t, "selected", selected, one, 2)
	gosuArmies(t, "played", played, one, 2)
	for _, st := range []scenes.AppState{draft, selected, played} {
		widget(t, st, "row:1")
	}
	if one {
		far := readState(t, out, "far.json")
		gosuArmies(t, "far", far, one, 1)
		widget(t, far, "army:tomorrow.aat#2")
		if _, listed := find(far, "army:galmi.bun-to#1"); listed {
			t.Error("far: the bot's army shown, yet Bun To of the human's is listed")
		}
		widget(t, turn, "army:tomorrow.aat#2")
		probeGosu(t, newShot(t, out, "far"))
	} else {
		widget(t, turn, "row:1")
		widget(t, turn, "row:2")
		widget(t, played, "army:tomorrow.aat#2")
	}
	// Rows that can take no card yet fold away on a phone held upright
	// (the hand gets their room), the larger count of either army so that
	// a tab moves nothing: with Aat in the bot's row I, the human's empty
	// army shows rows I and II, and so it does once Bun To stands in row I.
	for _, st := range []scenes.AppState{selected, played} {
		for r := 1; r <= 3; r++ {
			if _, listed := find(st, fmt.Sprintf("row:%d", r)); listed != (w != 390 || r < 3) {
				t.Errorf("at %dx%d row %d listed %v, want %v", w, h, r, listed, !listed)
			}
		}
	}
	// The draft offers the clans left as buttons; the turn lists the hand.
	widget(t, draft, "choice:draft_galmi")
	widget(t, turn, "hand:galmi.bun-to#1")
	if p := widget(t, selected, "prompt"); !strings.Contains(p.Label, "Bun To") || !strings.Contains(p.Label, "Row I costs nothing.") {
		t.Errorf("prompt with Bun To selected: %q", p.Label)
	}
	widget(t, selected, "cancel")
	widget(t, played, "army:galmi.bun-to#1")
	match := readAutosave(t, data)
	want := []string{"draft phoenix", "draft galmi", "draft justice"}
	if match.Game != "gosu" || len(match.Actions) < 9 || strings.Join(match.Actions[:3], "|") != strings.Join(want, "|") ||
		!slices.Contains(match.Actions[8:], "play galmi.bun-to#1") {
		t.Fatalf("the game went %s %q", match.Game, match.Actions)
	}
	// The game log lists the match from the first draft, its newest line
	// (the bot's play after Bun To) in sight.
	log := readState(t, out, "log.json")
	if log.Scene != "gamelog" {
		t.Fatalf("scene %q, want the game log", log.Scene)
	}
	widget(t, log, "back")
	var lines []string
	for _, w := range log.Widgets {
		if strings.HasPrefix(w.ID, "line:") {
			lines = append(lines, w.Label)
		}
	}
	if len(lines) == 0 {
		t.Fatal("the game log shows no line")
	}
	if !strings.Contains(strings.Join(lines, "\n"), "Bun To") {
		t.Errorf("the log's newest lines %q do not tell of Bun To", lines)
	}
	// The pixels: the armies, the hand and the clan tiles in their clans'
	// colours (Bun To on its slot once played); the close-up of Bun To
	// large in Galmi's; the game log's words on paper.
	for _, name := range []string{"draft", "turn", "selected", "played"} {
		probeGosu(t, newShot(t, out, name))
	}
	probeGosuTileList(t, newShot(t, out, "tiles"))
	detail := newShot(t, out, "detail")
	galmi, _ := gosuClan("galmi")
	if f := detail.share(0, 0, detail.st.W, detail.st.H, shade(sprites.PlayerColor(int(galmi)))); f < 0.1 {
		t.Errorf("detail.png is %.1f%% in Galmi's colour, want Bun To shown large", 100*f)
	}
	probePage(t, newShot(t, out, "log"), "gamelog")
}

// gosuMarkPx is the size of a clan's mark beside a tile's text in the
// tile list, logical px.
const gosuMarkPx = 36

// probeGosu checks that every card of the armies and of the hand a shot
// lists is drawn in its clan's colour over most of it (or face down), and
// every clan tile shows its clan's colour (its chip in the strip, its
// mark beside its text in the tile list; darkened when no one may draft
// it). A tile of the list may be cut by the list's edge, its mark
// scrolled out of sight: the list then shows its first clans' marks.
func probeGosu(t *testing.T, s shot) {
	t.Helper()
	list, listed := find(s.st, "tiles")
	for _, w := range s.st.Widgets {
		kind, id, _ := strings.Cut(w.ID, ":")
		clanID, _, _ := strings.Cut(id, ".")
		if kind != "tile" && kind != "army" && kind != "hand" || w.W == 0 || w.H == 0 { // a tile scrolled out of sight
			continue
		}
		k, ok := gosuClan(clanID)
		if !ok {
			t.Errorf("%s: %s names no clan", s.name, w.ID)
			continue
		}
		if kind == "tile" {
			if listed && (math.Abs(w.Y-list.Y) < 0.5 || math.Abs(w.Y+w.H-list.Y-list.H) < 0.5) {
				continue // perhaps cut: probeGosuMarks
			}
			// However tall the rules of its words make a tile of the
			// list, its mark shows whole: a quarter of the mark's
			// square at least in the clan's colour.
			if f := s.shareIn(t, w.ID, shadeMix(sprites.PlayerColor(int(k)), 0.6)); f*w.W*w.H < gosuMarkPx*gosuMarkPx/4 {
				t.Errorf("%s: %s is %.1f%% in its clan's colour (%.0f px²), want its mark", s.name, w.ID, 100*f, f*w.W*w.H)
			}
			continue
		}
		face, back := s.shareIn(t, w.ID, shade(sprites.PlayerColor(int(k)))), s.shareIn(t, w.ID, cardBackLike)
		if face < 0.3 && back < 0.3 {
			t.Errorf("%s: %s is %.0f%% in its clan's colour and %.0f%% a card's back, want most of it either", s.name, w.ID, 100*face, 100*back)
		}
	}
	if listed {
		probeGosuMarks(t, s)
	}
}

// probeGosuTileList checks the clan tiles shown in full (their scroll
// view "tiles"): a paper sheet with the marks of the clans in their
// colours.
func probeGosuTileList(t *testing.T, s shot) {
	t.Helper()
	if f := s.shareIn(t, "tiles", paperLike); f < 0.7 {
		t.Errorf("%s: the tile list is %.0f%% paper, want its sheet", s.name, 100*f)
	}
	probeGosuMarks(t, s)
}

// probeGosuMarks checks that the list of tiles, "tiles", scrolled to its
// top, shows the marks of its first two clans, Abhilasha and Galmi, in
// their colours: the rules of the words each tile names leave room for
// no more than two whole tiles on a phone lying on its side.
func probeGosuMarks(t *testing.T, s shot) {
	t.Helper()
	w := widget(t, s.st, "tiles")
	for _, id := range []string{"abhilasha", "galmi"} {
		k, _ := gosuClan(id)
		if f := s.shareIn(t, "tiles", shadeMix(sprites.PlayerColor(int(k)), 0.6)); f*w.W*w.H < gosuMarkPx*gosuMarkPx/4 {
			t.Errorf("%s: the tile list is %.2f%% in %s's colour, want its mark", s.name, 100*f, k.Name())
		}
	}
}

// gosuClan is the clan of id ("galmi").
func gosuClan(id string) (gosu.Clan, bool) {
	for k := range gosu.Clan(gosu.NumClans) {
		if k.ID() == id {
			return k, true
		}
	}
	return 0, false
}
