package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// openSeating puts the order drawn of an n-seat Shinobi match (the first
// people seats people's, the others bots', named as setup names them) on a new flow at
// scr, in table mode or not, and returns it laid out.
func openSeating(t *testing.T, scr scenestest.Screen, n, people int, tableMode bool, lang string) (*flow, *seatingScene) {
	t.Helper()
	if err := i18n.SetLang(lang); err != nil {
		t.Fatal(err)
	}
	var seats []game.Seat
	for i := range n {
		seats = append(seats, game.Seat{Name: i18n.T("setup.default_player", i+1)})
		if i >= people {
			seats[i].Bot = "random"
		}
	}
	m, err := game.New(shinobi.ID, rules.Config{Players: n, Seed: 1}, seats)
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim, s.TableMode, s.Lang = settings.AnimOff, tableMode, lang })
	f.SetScreen(scr)
	newTable, _ := table.Lookup(shinobi.ID)
	f.A.Go(newSeating(m, newTable(f.A, table.Local(m))))
	f.Run("wait 2\nexpect-scene seating")
	return f, f.A.Top().(*seatingScene)
}

// In table mode the order drawn shows once along every edge where a
// person sits (left and right too), turned to face it: at the six sizes
// with 3 to 5 people, in the four languages, each copy lies in the half of the screen nearest
// its edge, inside the safe screen and apart from the others; it holds
// the title, every seat and who begins, each text whole in its box (none
// cut short, none below the text floor) and apart from the others; and a
// frame drawn shows who begins once per edge, nothing below the floor.
func TestSeatingFacesEveryPersonsEdge(t *testing.T) {
	defer func() { _ = i18n.SetLang(i18n.Fallback) }()
	for _, lang := range i18n.Langs() {
		for _, scr := range scenestest.Screens {
			for n := 3; n <= 5; n++ {
				t.Run(fmt.Sprintf("%s/%s/%d", lang.Code, scr, n), func(t *testing.T) {
					f, s := openSeating(t, scr, n, n, true, lang.Code)
					ctx := f.A.Context()
					people := table.PeopleSides(n, func(int) bool { return true })
					var placed []ui.Rect
					for side := range table.Side(4) {
						if s.shown[side] != people[side] {
							t.Fatalf("side %d: shown %v, a person there %v", side, s.shown[side], people[side])
						}
						if !people[side] {
							continue
						}
						p, fr := s.panels[side], &s.frames[side]
						if fr.Side() != side {
							t.Fatalf("the copy for side %d faces side %d", side, fr.Side())
						}
						local := fr.Screen()
						if _, cy := p.rect.Center(); cy <= local.H/2 {
							t.Errorf("side %d: the copy at %+v is not by its edge (local screen %gx%g)", side, p.rect, local.W, local.H)
						}
						on := fr.RectToScreen(p.rect)
						if !scenestest.Inside(on, ctx.Safe().Inset(-0.5)) {
							t.Errorf("side %d: the copy at %+v leaves the safe screen %+v", side, on, ctx.Safe())
						}
						for _, q := range placed {
							if scenestest.Overlaps(on.Inset(0.5), q) {
								t.Errorf("side %d: the copy at %+v overlaps another at %+v", side, on, q)
							}
						}
						placed = append(placed, on)
						s.place(ctx, p, p.rect, func(int, float64, float64, float64) {})
						var all []string
						for i, b := range s.boxes {
							all = append(all, b.s)
							if !scenestest.Inside(b.r, p.rect.Inset(-0.5)) {
								t.Errorf("side %d: %q at %+v leaves its panel %+v", side, b.s, b.r, p.rect)
							}
							if fit := ui.FitText(b.s, b.style, b.r.W, b.r.H, ui.Fit{Floor: ui.MinText}); fit.Cut {
								t.Errorf("side %d: %q is cut short in %gx%g: %q", side, b.s, b.r.W, b.r.H, fit.Lines)
							}
							for _, c := range s.boxes[:i] {
								if scenestest.Overlaps(b.r.Inset(0.5), c.r) {
									t.Errorf("side %d: %q at %+v overlaps %q at %+v", side, b.s, b.r, c.s, c.r)
								}
							}
						}
						got := strings.Join(all, "|")
						for _, want := range append([]string{s.title, s.first}, seatNames(s)...) {
							if !strings.Contains(got, want) {
								t.Errorf("side %d does not show %q: %s", side, want, got)
							}
						}
					}
					img := ebiten.NewImage(int(ctx.W), int(ctx.H))
					defer img.Deallocate()
					rec := ui.TextRecorder{Scale: scr.Scale}
					rec.Start()
					f.A.Draw(img)
					rec.Stop()
					if low := rec.Below(ui.MinText); len(low) > 0 {
						t.Errorf("texts below the floor: %+v", low)
					}
					firsts, sides := 0, 0
					for _, d := range rec.Texts {
						if d.Text == s.first {
							firsts++
						}
					}
					for _, p := range people {
						if p {
							sides++
						}
					}
					if firsts != sides {
						t.Errorf("who begins is drawn %d times for %d edges", firsts, sides)
					}
				})
			}
		}
	}
}

// seatNames are the seats' lines as the order shows them, "1. Ann"...
func seatNames(s *seatingScene) []string {
	var out []string
	for _, l := range s.lines {
		out = append(out, l.name)
	}
	return out
}

// Outside table mode, and in table mode with one person, the order shows
// once, facing the bottom edge; its idle frames cost nothing.
func TestSeatingShowsOnceForOneEdge(t *testing.T) {
	for _, c := range []struct {
		people    int
		tableMode bool
	}{{3, false}, {1, true}} {
		f, s := openSeating(t, scenestest.Screen{W: 1024, H: 768, Scale: 1}, 3, c.people, c.tableMode, "en")
		if s.shown != [4]bool{table.SideBottom: true} || s.frames[table.SideBottom].Side() != table.SideBottom {
			t.Errorf("%+v: shown %v", c, s.shown)
		}
		f.CheckIdle("seating")
	}
}
