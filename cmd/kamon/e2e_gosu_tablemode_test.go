package main

import (
	"fmt"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/sprites"
)

// Gosu X in table mode on the desktop: Ana (bottom) and Bo (top) share the
// screen. The app resumes two saved games of seed 7 where Bo is to move:
// in the draft, where the list of tiles faces him and he taps its first
// tile (a tile's text holds the rules of the words it names, so the list
// shows only its first few without scrolling), and in his turn, where
// he long-presses a card of his hand (drawn in the top half, turned to
// him) to read it, then taps it and a row of his army, which plays it.
// Either move passes the turn and cannot be taken back: Bo plays it at
// once with Play now, on the grace bar turned to him. Screenshots in
// out/desktop/gosu-table-<size>/.
const gosuTableModeScript = `wait 5
{settings}tap continue:1
expect-scene curtain
wait 30
shot {out}/{name}-curtain.png
tap curtain
wait 60
state {out}/{name}.json
shot {out}/{name}.png
{taps}
tap grace:now
wait 60
state {out}/{name}-after.json
shot {out}/{name}-after.png
quit
`

func TestDesktopGosuTableMode(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the app")
	}
	draft, turn, card, row := gosuTableModeSaves(t)
	bin := buildApp(t)
	env := displayEnv(t)
	for _, sz := range tableModeSizes {
		t.Run(sz.name, func(t *testing.T) {
			out, err := filepath.Abs(filepath.Join("..", "..", "out", "desktop", "gosu-table-"+sz.name))
			if err != nil {
				t.Fatal(err)
			}
			os.RemoveAll(out)
			for _, run := range []struct {
				name, taps string
				save       []byte
			}{
				{"draft", "tap tile:abhilasha", draft},
				{"turn", fmt.Sprintf("longpress hand:%[1]s\nwait 5\nshot {out}/turn-detail.png\ntap hand:%[1]s\nwait 5\n"+
					"tap hand:%[1]s\nwait 5\nstate {out}/turn-selected.json\ntap row:%[2]d", card, row), turn},
			} {
				data := t.TempDir()
				seasoned(t, data)
				if err := os.WriteFile(filepath.Join(data, "autosave"), run.save, 0o644); err != nil {
					t.Fatal(err)
				}
				script := strings.NewReplacer("{settings}", gosuTableModeOn, "{taps}", run.taps, "{name}", run.name).Replace(gosuTableModeScript)
				script = strings.ReplaceAll(script, "{out}", out)
				scriptPath := filepath.Join(t.TempDir(), "script.txt")
				if err := os.WriteFile(scriptPath, []byte(script), 0o644); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(bin, "--size", fmt.Sprintf("%dx%d", sz.w, sz.h), "--script", scriptPath, "--data-dir", data)
				cmd.Env = append(env, "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=")
				if got, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("%s: the app failed (%v):\n%s", run.name, err, got)
				}
				last := readAutosave(t, data).Actions
				want := map[string]string{"draft": "draft abhilasha", "turn": "play " + card}[run.name]
				if len(last) == 0 || !strings.HasPrefix(last[len(last)-1], want) {
					t.Errorf("%s: Bo's tap in the turned half played %q, want %s", run.name, last[max(0, len(last)-1):], want)
				}
			}
			checkGosuTableMode(t, out, card)
		})
	}
}

// checkGosuTableMode checks Bo's places: his prompt and hand in the top
// half, his card drawn there and nothing of it where his hand would be
// upright (the bottom half shows the felt there, or Ana's name plate).
func checkGosuTableMode(t *testing.T, out, card string) {
	st := readState(t, out, "turn.json")
	if p := widget(t, st, "prompt"); p.Y+p.H > st.H/2 {
		t.Errorf("Bo's prompt %+v is not in the top half of %gx%g", p, st.W, st.H)
	}
	h := widget(t, st, "hand:"+card)
	if h.Y+h.H > st.H/2 {
		t.Errorf("Bo's card %+v is not in the top half", h)
	}
	img := readPNG(t, out, "turn.png")
	x, y := h.X+h.W/2, h.Y+h.H/2
	if c := at(img, st.Scale, x, y); feltLike(c) {
		t.Errorf("Bo's card at (%.0f, %.0f) is not drawn: %v", x, y, c)
	}
	// Ana's half holds her name plate, facing her, where her bar and hand
	// would be; besides it, her half shows the felt where Bo's hand would
	// be upright.
	plate := widget(t, st, "plate:1")
	if plate.Label != "Ana · Waiting for Bo" || plate.Y < st.H/2 {
		t.Errorf("Ana's plate %+v: want her name and the wait, in the bottom half", plate)
	}
	if c := at(img, st.Scale, plate.X+plate.W/2, plate.Y+plate.H/2); feltLike(c) {
		t.Errorf("Ana's plate at %+v is not drawn: %v", plate, c)
	}
	ux, uy := st.W-x, st.H-y
	inPlate := ux >= plate.X && ux < plate.X+plate.W && uy >= plate.Y && uy < plate.Y+plate.H
	if c := at(img, st.Scale, ux, uy); !feltLike(c) && !inPlate {
		t.Errorf("where Bo's hand would be upright (%.0f, %.0f) is %v, want the felt", ux, uy, c)
	}
	// The curtain covers the screen before Bo's turn and after it (the
	// device goes to Ana); the tiles, the armies and the hands are drawn
	// in their clans' colours; his close-up shows his card large.
	for _, name := range []string{"draft-curtain", "draft-after", "turn-after"} {
		curtain := newShotOf(t, out, name, st)
		if f := curtain.share(0, 0, st.W, st.H, curtainLike); f < 0.5 {
			t.Errorf("%s.png is %.0f%% the curtain's cloth, want most of the screen", name, 100*f)
		}
	}
	for _, name := range []string{"draft", "turn"} {
		probeGosu(t, newShot(t, out, name))
	}
	detail := newShotOf(t, out, "turn-detail", st)
	k, _ := gosuClan(strings.Split(card, ".")[0])
	if f := detail.share(0, 0, st.W, st.H, shade(sprites.PlayerColor(int(k)))); f < 0.1 {
		t.Errorf("turn-detail.png is %.1f%% in %s's colour, want Bo's card shown large", 100*f, k.ID())
	}
}

// curtainLike is the indigo cloth of the hand-off curtain.
func curtainLike(c color.RGBA) bool {
	return c.R < 60 && c.G < 70 && c.B < 110 && int(c.B) > int(c.R)+20 && int(c.B) > int(c.G)+10
}

// gosuTableModeSaves plays seed 7 between Ana and Bo (both people) by a
// fixed rule (the first card each may play, the first choice otherwise)
// and saves it twice where Bo is to move: in the draft, with Abhilasha
// still free, and at his first turn with a card to play (card, into row).
func gosuTableModeSaves(t *testing.T) (draft, turn []byte, card string, row int) {
	t.Helper()
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	save := func() []byte {
		data, err := m.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	for range 200 {
		st := m.State().(*gosu.State)
		legal := st.Legal(nil)
		if len(legal) == 0 {
			break
		}
		d, _ := st.Decision()
		if st.ToMove() == 1 && d.Kind == "draft" && draft == nil {
			draft = save()
		}
		choice := legal[0]
		for _, a := range legal {
			if mv, _ := gosu.Decode(a); mv.Kind == gosu.MovePlay {
				if st.ToMove() == 1 && d.Kind == "turn" {
					return draft, save(), mv.Card.String(), mv.Row + 1
				}
				choice = a
				break
			}
		}
		if _, err := m.Apply(choice); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("Bo never had a card to play")
	return nil, nil, "", 0
}
