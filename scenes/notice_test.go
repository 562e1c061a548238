package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// fourAtTheTable opens a 4-seat Shinobi table of people on a new flow at
// scr, animations off, table mode as given, and lifts the first curtain:
// the table is up for the first mover.
func fourAtTheTable(t *testing.T, scr scenestest.Screen, tableMode bool) (*flow, *game.Match) {
	t.Helper()
	m, err := game.New(shinobi.ID, rules.Config{Players: 4, Seed: 3}, []game.Seat{{Name: "Ann"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Dee"}})
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim, s.TableMode, s.Hints = settings.AnimOff, tableMode, false })
	f.SetScreen(scr)
	f.openTable(m)
	f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table")
	return f, m
}

// checkNoticeBands fails unless the notice shows once along each edge in
// want, each band inside the screen, apart from the others and off every
// control the table lists (but on a phone in table mode, where four
// people's bands may find no room left: a band then lets a tap on the
// control beneath through, passing_test.go), and a frame drawn holds the
// message once per edge, nothing below the text floor.
func checkNoticeBands(t *testing.T, f *flow, scr scenestest.Screen, want [4]bool, msg string) {
	t.Helper()
	a := f.A.App
	if a.faces.sides != want {
		t.Fatalf("the notice faces %v, want %v", a.faces.sides, want)
	}
	img := ebiten.NewImage(int(a.ctx.W), int(a.ctx.H))
	defer img.Deallocate()
	rec := ui.TextRecorder{Scale: scr.Scale}
	rec.Start()
	a.ctx.Redraw()
	a.Draw(img)
	rec.Stop()
	var placed []ui.Rect
	for s := range table.Side(4) {
		if !want[s] {
			continue
		}
		band, local := a.noticeBand(s), a.faces.frames[s].Screen()
		if fr := a.faces.frames[s]; fr.Side() != s {
			t.Errorf("the band for side %d faces side %d", s, fr.Side())
		}
		phoneTable := f.A.Settings().TableMode && min(scr.W, scr.H) < 600
		for _, w := range f.A.Widgets() {
			if w.Control() && scenestest.Overlaps(band, w.Rect) && !phoneTable {
				t.Errorf("side %d: the band %+v (in its frame of %gx%g) covers %s %+v", s, a.faces.bands[s], local.W, local.H, w.ID, w.Rect)
			}
		}
		if !scenestest.Inside(band, a.ctx.Screen()) {
			t.Errorf("side %d: the band %+v leaves the screen", s, band)
		}
		for _, q := range placed {
			if scenestest.Overlaps(band, q) {
				t.Errorf("side %d: the band %+v overlaps another at %+v", s, band, q)
			}
		}
		placed = append(placed, band)
	}
	if low := rec.Below(ui.MinText); len(low) > 0 {
		t.Errorf("texts below the floor: %+v", low)
	}
	var drawn []string
	for _, d := range rec.Texts {
		if strings.Contains(msg, d.Text) && d.Text != "" {
			drawn = append(drawn, d.Text)
		}
	}
	if got, n := strings.Join(drawn, " "), len(placed); strings.Count(got, msg[:12]) != n {
		t.Errorf("the message is drawn %q, want it once for each of %d edges", got, n)
	}
}

// In table mode a notice faces whom it is for: one for the person the
// screen is for (undo refused on their table) along their edge only, one
// for everyone (a save that failed) along every edge where a person sits,
// at each of the six sizes; outside table mode both face the bottom.
func TestNoticesFaceWhomTheyAreFor(t *testing.T) {
	const general = "The game could not be saved: the disk is full."
	for _, scr := range scenestest.Screens {
		for _, tableMode := range []bool{true, false} {
			t.Run(fmt.Sprint(scr, " table mode ", tableMode), func(t *testing.T) {
				f, m := fourAtTheTable(t, scr, tableMode)
				mover, bottom := [4]bool{}, [4]bool{table.SideBottom: true}
				mover[table.SeatSide(int(m.ToMove()), 4, tableMode)] = true
				w, ok := f.A.Widget("undo")
				if !ok || w.Enabled {
					t.Fatalf("undo is not listed disabled at the start: %+v", w)
				}
				x, y := w.Rect.Center()
				f.Run(fmt.Sprintf("tap %g %g\nwait 1", x/scr.Scale, y/scr.Scale))
				why := table.UndoWhy(m.UndoBlocker())
				if f.A.Notice() != why {
					t.Fatalf("the notice after a refused undo is %q, want %q", f.A.Notice(), why)
				}
				everyone := bottom
				if tableMode {
					everyone = table.PeopleSides(4, func(int) bool { return true })
				}
				checkNoticeBands(t, f, scr, mover, why)
				f.A.NotifyEveryone(general)
				checkNoticeBands(t, f, scr, everyone, general)
				f.A.Notify(general)
				checkNoticeBands(t, f, scr, mover, general)
				// Over a scene that faces nobody, the bottom edge.
				f.A.notice = ""
				f.Run("tap menu\nexpect-scene ingame")
				f.A.NotifyEveryone(general)
				checkNoticeBands(t, f, scr, bottom, general)
			})
		}
	}
}

// Withdraw takes down the notice it names, and only that one: a notice
// posted since stays.
func TestWithdrawTakesDownOnlyItsNotice(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	f.A.Notify("The first.")
	f.A.Withdraw("The second.")
	if got := f.A.Notice(); got != "The first." {
		t.Fatalf("withdrawn another notice: %q shows", got)
	}
	f.A.Withdraw("The first.")
	if got := f.A.Notice(); got != "" {
		t.Fatalf("withdrawn, %q still shows", got)
	}
}

// asksLater is a scene that lists a question, kept clear, once asked.
type asksLater struct {
	ask      bool
	question ui.Rect
}

func (s *asksLater) Name() string { return "asks" }
func (s *asksLater) Update(ctx *ui.Context) error {
	if s.ask {
		ctx.RegisterKept("prompt", "Which card?", s.question)
	}
	return nil
}
func (s *asksLater) Draw(*ebiten.Image, *ui.Context) {}

// A notice put up while nothing was asked (a hint while a bot played)
// moves off the question that then comes up under it, where there is
// room elsewhere.
func TestANoticeMovesOffAQuestionThatComesUnderIt(t *testing.T) {
	scene := &asksLater{}
	a := NewApp(Options{Store: storage.NewMemory(), Home: func(*App) ui.Scene { return scene }, Log: t.Logf})
	Testing{App: a}.SetScreen(390, 844, 1, 1)
	frames(t, a, 3)
	a.Notify("A turn has three actions, always in this order.")
	frames(t, a, 3)
	band := a.noticeBand(table.SideBottom)
	if band.W <= 0 {
		t.Fatal("no notice up")
	}
	scene.question, scene.ask = band, true
	frames(t, a, 3)
	if now := a.noticeBand(table.SideBottom); scenestest.Overlaps(now, scene.question) {
		t.Errorf("the notice %+v stays over the question at %+v", now, scene.question)
	}
}
