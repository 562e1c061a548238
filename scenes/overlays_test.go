package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"kamon/game"
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

// The passing panels over a table: the first-game hint, a notice for
// everyone and the countdown before a move is played.
const (
	overHint      = "hint"
	overNotice    = "notice"
	overCountdown = "countdown"
)

var overlayKinds = []string{overHint, overNotice, overCountdown}

// overNoticeText is the notice put up over the tables: a long one.
const overNoticeText = "The game could not be saved: the disk is full. Free some room, then play on: the next move saves the game again."

// overlaySetup is one table a passing panel is put up over: a match of a
// person (seat 1) and random bots at a decision of the person's whose
// kind has a first-game hint, on one screen.
type overlaySetup struct {
	id        string
	data      []byte // the match, saved: each run plays on a copy
	scr       scenestest.Screen
	tableMode bool
}

// hintedMatch is a match of gameID between a person and random bots,
// played at random for at least plies actions and on to a decision of the
// person's that has a first-game hint.
func hintedMatch(t *testing.T, gameID string, players, plies int) []byte {
	t.Helper()
	seats := []game.Seat{{Name: "Ana"}}
	for i := 1; i < players; i++ {
		seats = append(seats, game.Seat{Name: fmt.Sprint("Bot ", i+1), Bot: "random"})
	}
	m, err := game.New(gameID, rules.Config{Players: players, Seed: 1}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	scenestest.PlayToPerson(t, m, &rng, plies)
	for i := 0; ; i++ {
		view := m.View(0)
		if table.HintKey(gameID, view, view.Legal(nil), "en") != "" {
			break
		}
		if i > 200 || m.Outcome().Over {
			t.Fatalf("%s: no decision with a hint after %d actions", gameID, len(m.History()))
		}
		scenestest.RandomMove(t, m, &rng)
		scenestest.PlayToPerson(t, m, &rng, 0)
	}
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// open puts the table up on a copy of the match, the animations off, with
// the panel of kind over it ("" for none), and lets it list its widgets.
func (o overlaySetup) open(t *testing.T, kind string) (*flow, *game.Match) {
	t.Helper()
	m, err := game.Load(o.data)
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) {
		s.Anim, s.Hints, s.TableMode = settings.AnimOff, kind == overHint, o.tableMode
	})
	f.SetScreen(o.scr)
	f.Run("wait 2")
	f.openTable(m)
	f.Run("wait 5\nexpect-scene table")
	switch kind {
	case overHint:
		view := m.View(0)
		if want := i18n.T(table.HintKey(o.id, view, view.Legal(nil), "en")); f.A.Notice() != want {
			t.Fatalf("%s: the hint shown is %q, want %q", o, f.A.Notice(), want)
		}
	case overNotice:
		f.A.NotifyEveryone(overNoticeText)
	case overCountdown:
		f.A.ShowGrace(600, table.SideBottom, func() { t.Errorf("%s: the move held was played", o) })
	}
	f.Run("wait 2")
	if kind != "" && len(f.A.Overlays()) == 0 {
		t.Fatalf("%s: no %s over the table", o, kind)
	}
	return f, m
}

func (o overlaySetup) String() string {
	if o.tableMode {
		return o.id + " in table mode at " + o.scr.String()
	}
	return o.id + " at " + o.scr.String()
}

// controls are the controls the scene on top lists, the panels' own left
// out.
func controls(f *flow) []ui.WidgetInfo {
	var out []ui.WidgetInfo
	for _, w := range f.A.Widgets() {
		if w.Control() && !strings.HasPrefix(w.ID, "grace") {
			out = append(out, w)
		}
	}
	return out
}

// overlapping lists the controls some passing panel covers.
func overlapping(f *flow) []string {
	var out []string
	for _, r := range f.A.Overlays() {
		for _, w := range controls(f) {
			if scenestest.Overlaps(r, w.Rect) {
				out = append(out, fmt.Sprintf("%s %v under %v", w.ID, w.Rect, r))
			}
		}
	}
	return out
}

// afterTap is what the app shows once a tap at (x, y) (physical px) has
// been answered: the scene on top, every widget it lists but the panels'
// own, whether a move is held, and the match's actions; reached reports
// that the tap was given to the scene on top.
func afterTap(f *flow, m *game.Match, x, y float64, tap bool) (state string, reached bool) {
	s := f.A.Context().Scale
	f.Check = func() {
		for _, e := range f.A.Given() {
			reached = reached || e.Kind == ui.Tap && math.Abs(e.X-x) < 1 && math.Abs(e.Y-y) < 1
		}
	}
	if tap {
		f.Run(fmt.Sprintf("tap %g %g\nwait 3", x/s, y/s))
	} else {
		f.Run("wait 3")
	}
	f.Check = nil
	var b strings.Builder
	fmt.Fprintf(&b, "scene %s held %v\n", f.A.Top().Name(), f.A.Held())
	for _, w := range f.A.Widgets() {
		if !strings.HasPrefix(w.ID, "grace") {
			fmt.Fprintf(&b, "%s %q %.0f,%.0f,%.0f,%.0f %v\n", w.ID, w.Label, w.Rect.X, w.Rect.Y, w.Rect.W, w.Rect.H, w.Enabled)
		}
	}
	for _, r := range m.History() {
		b.WriteString(r.Action + ";")
	}
	return b.String(), reached
}

// With a first-game hint, a notice or the countdown before a move is
// played up over any table, at any size, the panel covers none of the
// controls the table lists, and a tap on each control reaches it and does
// what it does with no panel up: the app shows the same afterwards. Undo
// under the countdown takes back the move held, and nothing else.
func TestPassingPanelsLeaveEveryControlFree(t *testing.T) {
	games := []struct {
		id             string
		players, plies int
	}{{mana.ID, 2, 12}, {shinobi.ID, 4, 12}, {peuple.ID, 3, 12}, {gosu.ID, 2, 40}}
	start, taps, tables := time.Now(), 0, 0
	for _, g := range games {
		data := hintedMatch(t, g.id, g.players, g.plies)
		for _, scr := range scenestest.Screens {
			o := overlaySetup{id: g.id, data: data, scr: scr}
			t.Run(o.String(), func(t *testing.T) {
				n := o.check(t)
				tables, taps = tables+1, taps+n
			})
		}
	}
	t.Logf("%d tables (%d games × %d sizes): %d taps on controls under %d kinds of panel, in %v",
		tables, len(games), len(scenestest.Screens), taps, len(overlayKinds), time.Since(start).Round(time.Second))
}

// check runs the test on one table at one size, and gives the number of
// taps it made under a panel.
func (o overlaySetup) check(t *testing.T) int {
	t.Helper()
	f, m := o.open(t, "")
	list := controls(f)
	if len(list) == 0 {
		t.Fatalf("%s: the table lists no control", o)
	}
	unmoved, _ := afterTap(f, m, 0, 0, false)
	want := make([]string, len(list))
	for i, w := range list {
		f, m := o.open(t, "")
		x, y := w.Rect.Center()
		want[i], _ = afterTap(f, m, x, y, true)
	}
	n := 0
	for _, kind := range overlayKinds {
		f, _ := o.open(t, kind)
		if over := overlapping(f); len(over) > 0 {
			t.Errorf("%s, %s up: it covers %q", o, kind, over)
		}
		if got := controls(f); len(got) != len(list) {
			t.Errorf("%s, %s up: the table lists %d controls, %d without it", o, kind, len(got), len(list))
			continue
		}
		for i, w := range list {
			f, m := o.open(t, kind)
			x, y := w.Rect.Center()
			got, reached := afterTap(f, m, x, y, true)
			n++
			if !reached {
				t.Errorf("%s, %s up: a tap on %s (%.0f, %.0f) did not reach the table", o, kind, w.ID, x, y)
			}
			expect := want[i]
			if kind == overCountdown && w.ID == "undo" {
				expect = unmoved // undo takes back the move held, nothing else
			}
			if got != expect {
				t.Errorf("%s, %s up: a tap on %s did not do what it does without it:\n%s", o, kind, w.ID, diffLines(expect, got))
			}
			if over := overlapping(f); len(over) > 0 {
				t.Errorf("%s, %s up, after a tap on %s: it covers %q", o, kind, w.ID, over)
			}
		}
	}
	return n
}

// diffLines is the lines of want and got that differ, for a failure.
func diffLines(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			fmt.Fprintf(&b, "  want %s\n  got  %s\n", a, c)
		}
	}
	return b.String()
}

// A first game's hint explains the decision on the table: it covers
// neither the question (the prompt) nor the status line that says whose
// turn it is, over any table at any size, in table mode too, taking the
// newest lines of the story (which the game log keeps) before them when
// nothing else is free.
func TestTheHintLeavesTheQuestionToBeRead(t *testing.T) {
	games := []struct {
		id             string
		players, plies int
	}{{mana.ID, 2, 12}, {mana.ID, 2, 5}, {mana.ID, 2, 30}, {shinobi.ID, 4, 12}, {shinobi.ID, 3, 30}, {peuple.ID, 3, 12},
		{peuple.ID, 5, 30}, {gosu.ID, 2, 0}, {gosu.ID, 2, 40}, {gosu.ID, 2, 90}}
	for _, g := range games {
		data := hintedMatch(t, g.id, g.players, g.plies)
		for _, o := range tableModeToo(g.id, data) {
			f, _ := o.open(t, overHint)
			checkQuestionRead(t, f, fmt.Sprintf("%s after %d actions", o, g.plies))
		}
	}
}

// checkQuestionRead fails where a passing panel up covers the prompt or
// the status line. (The countdown of a move held may: the person has
// answered, and where the screen is all controls and questions it goes
// over the question.)
func checkQuestionRead(t *testing.T, f *flow, where string) {
	t.Helper()
	read := 0
	for _, w := range f.A.Widgets() {
		if w.ID != "prompt" && w.ID != "status" {
			continue
		}
		read++
		for _, band := range f.A.Overlays() {
			if scenestest.Overlaps(band, w.Rect) {
				t.Errorf("%s: a panel %v covers the %s %q at %v", where, band, w.ID, w.Label, w.Rect)
			}
		}
	}
	if read < 2 {
		t.Errorf("%s: the table lists %d of the prompt and the status", where, read)
	}
}

// tableModeToo is a table of gameID at each of the six screens, then in
// table mode at each that has it (a tablet or larger).
func tableModeToo(gameID string, data []byte) []overlaySetup {
	var out []overlaySetup
	for _, mode := range []bool{false, true} {
		for _, scr := range scenestest.Screens {
			if !mode || scr.W >= 768 && scr.H >= 768 {
				out = append(out, overlaySetup{id: gameID, data: data, scr: scr, tableMode: mode})
			}
		}
	}
	return out
}
