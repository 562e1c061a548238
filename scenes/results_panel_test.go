package scenes

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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

// Each game's results panel says what it must: Mana who took the Daimio
// where, Shinobi each player's clan and its total, Le Dernier Peuple each
// score and the winner's path, Gosu X each Great Battle's military.
func TestResultsPanelOfEachGame(t *testing.T) {
	for _, c := range []struct {
		id      string
		players int
		want    func(t *testing.T, says string, r *resultsScene)
	}{
		{mana.ID, 2, func(t *testing.T, says string, r *resultsScene) {
			if !r.out.Draw() && !strings.Contains(says, r.m.Seats[r.out.Winners[0]].Name) {
				t.Errorf("Mana's panel %q does not name the winner", says)
			}
		}},
		{shinobi.ID, 3, func(t *testing.T, says string, r *resultsScene) {
			st := r.m.State().(*shinobi.State)
			lines := strings.Split(says, "\n")
			if len(lines) != len(r.m.Seats) {
				t.Fatalf("Shinobi's panel has %d lines for %d players: %q", len(lines), len(r.m.Seats), says)
			}
			for i, s := range r.m.Seats {
				c := st.ClanOf(rules.Player(i))
				if want := "held the " + shinobiClan(c) + " clan (" + strconv.Itoa(st.ClanTotal(c)) + " on the table)."; !strings.HasPrefix(lines[i], s.Name) || !strings.Contains(lines[i], want) {
					t.Errorf("line %q, want %s … %s", lines[i], s.Name, want)
				}
			}
		}},
		{peuple.ID, 3, func(t *testing.T, says string, r *resultsScene) {
			st := r.m.State().(*peuple.State)
			for i, s := range r.m.Seats {
				if want := s.Name + " scored " + strconv.Itoa(st.Score(rules.Player(i))) + " points."; !strings.Contains(says, want) {
					t.Errorf("Le Dernier Peuple's panel %q lacks %q", says, want)
				}
			}
			if w := r.out.Winners; len(w) == 1 {
				if want := r.m.Seats[w[0]].Name + "'s path to " + strconv.Itoa(st.Score(w[0])) + " points: "; !strings.Contains(says, want) || !strings.HasSuffix(says, strconv.Itoa(st.Score(w[0]))+".") {
					t.Errorf("Le Dernier Peuple's panel %q lacks the path %q…", says, want)
				}
			}
		}},
		{gosu.ID, 2, func(t *testing.T, says string, r *resultsScene) {
			battles := 0
			for _, e := range r.m.Log() {
				if e.Event.Kind == gosu.EventBattle {
					battles++
					tot := gosu.Info(e.Event, rules.NoPlayer).Totals
					want := "Great Battle " + strconv.Itoa(battles) + ": military " + r.m.Seats[0].Name + " " + strconv.Itoa(tot[0]) + ", " + r.m.Seats[1].Name + " " + strconv.Itoa(tot[1]) + "."
					if !strings.Contains(says, want) {
						t.Errorf("Gosu X's panel %q lacks %q", says, want)
					}
				}
			}
			if battles > 0 && strings.Count(says, "Great Battle") != battles {
				t.Errorf("Gosu X's panel %q, want %d battles", says, battles)
			}
		}},
	} {
		t.Run(c.id, func(t *testing.T) {
			_, m := scenestest.FinishedReplay(t, c.id, c.players, 5)
			f := newFlow(t, storage.NewMemory())
			f.Run("wait 2")
			f.A.ShowResults(table.Local(m))
			f.Run("wait 2\nexpect-scene results")
			w, ok := f.A.Widget("results:panel")
			if !ok || w.Label == "" {
				t.Fatalf("no results panel for %s", c.id)
			}
			r := f.A.Top().(*resultsScene)
			c.want(t, w.Label, r)
			why := strings.Join(r.reasons(), " · ")
			if strings.ContainsAny(why, "@>#") || regexp.MustCompile(`[a-f][1-6][-–][a-f][1-6]`).MatchString(why) {
				t.Errorf("the results say %q: notation, not a sentence", why)
			}
			code := game.DealCode(m.Config().Seed)
			if has := strings.Contains(why, "Deal\u00a0"+code); has != m.Game.Hidden {
				t.Errorf("the results say %q: the deal %s told %v, want %v (hidden information)", why, code, has, m.Game.Hidden)
			}
		})
	}
}

// shinobiClan is clan c's name as the catalog has it in English.
func shinobiClan(c shinobi.Clan) string {
	return [...]string{"Hōjō", "Mōri", "Oda", "Takeda", "Uesugi"}[c]
}

// A person's win is greeted for a moment, a bot's is not; animations off,
// nobody's is.
func TestCelebrationOnlyForAPersonsWin(t *testing.T) {
	_, m := scenestest.FinishedReplay(t, mana.ID, 2, 5)
	w := m.Outcome().Winners[0]
	if c := newCelebration(m, m.Outcome()); !c.on {
		t.Fatal("a person's win gets no celebration")
	}
	m.Seats[w].Bot = "easy"
	if c := newCelebration(m, m.Outcome()); c.on {
		t.Fatal("a bot's win is celebrated")
	}
	m.Seats[w].Bot = ""
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	f.A.ShowResults(table.Local(m))
	f.Run("wait 2\nexpect-scene results")
	if r := f.A.Top().(*resultsScene); !r.party.on {
		t.Fatal("the confetti is not falling")
	}
	f.Run("wait 150") // 2.5 s: it has fallen
	if r := f.A.Top().(*resultsScene); r.party.on {
		t.Fatal("the confetti falls on and on")
	}
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.A.ShowResults(table.Local(m))
	f.Run("wait 2\nexpect-scene results")
	if r := f.A.Top().(*resultsScene); r.party.on {
		t.Fatal("confetti with animations off")
	}
}

// On a large screen the results fill it: the sheet and the game's panel,
// side by side and as tall as each other, are drawn larger (up to
// resultsZoomMax, and no narrower than resultsZoomW) until they take the
// screen's height between the header and the buttons; at 1920x1080 and
// 1280x800 they left from 13% to 49% of it bare before. The buttons and the header keep the app's size, and
// nothing leaves the screen or covers anything else.
func TestResultsFillALargeScreen(t *testing.T) {
	for _, c := range fourGames {
		_, m := scenestest.FinishedReplay(t, c.id, c.players, 5)
		for _, sz := range [][2]float64{{1920, 1080}, {1280, 800}} {
			t.Run(fmt.Sprintf("%s/%gx%g", c.id, sz[0], sz[1]), func(t *testing.T) {
				f := newFlow(t, storage.NewMemory())
				unit := ui.Zoom(sz[0], sz[1])
				f.A.SetScreen(sz[0], sz[1], 1, unit)
				f.Run("wait 2")
				f.A.ShowResults(table.Local(m))
				f.Run("wait 2\nexpect-scene results")
				r := f.A.Top().(*resultsScene)
				body := r.lay.Body
				if r.zoom <= 1 || r.zoom > resultsZoomMax || r.compact || !r.beside {
					t.Fatalf("zoom %.2f, compact %v, beside %v", r.zoom, r.compact, r.beside)
				}
				if r.pane.H != r.sheet.H || r.pane.Y != r.sheet.Y {
					t.Errorf("the sheet %+v and the panel %+v are not side by side, as tall", r.sheet, r.pane)
				}
				for _, a := range []ui.Rect{r.sheet, r.pane} {
					if !scenestest.Inside(a, body) {
						t.Errorf("%+v leaves the body %+v", a, body)
					}
				}
				if scenestest.Overlaps(r.sheet, r.pane) {
					t.Errorf("the sheet %+v and the panel %+v overlap", r.sheet, r.pane)
				}
				// Filled, unless the zoom stops where the panels would get
				// too narrow for their columns.
				top := math.Min(resultsZoomMax, body.W/(unit*(2*resultsZoomW+ui.Margin)))
				if used := r.sheet.H / body.H; used < 0.9 && r.zoom < top-0.01 {
					t.Errorf("the results take %.0f%% of the body's height at zoom %.2f", 100*used, r.zoom)
				}
				if w := r.sheet.W / (unit * r.zoom); w < resultsZoomW-1e-6 {
					t.Errorf("the sheet is %.0f logical px wide at zoom %.2f", w, r.zoom)
				}
				if w, ok := f.A.Widget("again"); !ok || !scenestest.Near(w.Rect.H, unit*ui.ButtonH) {
					t.Errorf("the Play again button %+v is not the app's size", w.Rect)
				}
			})
		}
	}
}

// The deal's code in the results' reason keeps its words together, as in
// the replay: "Deal" never ends a line with the code on the next. (On a
// phone it gives way to the game's panel under the sheet.)
func TestResultsDealCodeKeepsItsWords(t *testing.T) {
	_, m := scenestest.FinishedReplay(t, shinobi.ID, 3, 5)
	f := newFlow(t, storage.NewMemory())
	f.SetScreen(scenestest.Screen{W: 1280, H: 800, Scale: 1})
	f.Run("wait 2")
	f.A.ShowResults(table.Local(m))
	f.Run("wait 2\nexpect-scene results")
	r := f.A.Top().(*resultsScene)
	if want := dealText(m.Game, 5); want == "" || !strings.Contains(r.why, want) || strings.Contains(r.why, i18n.T("replay.deal", game.DealCode(5))) {
		t.Fatalf("the reason %q does not hold %q, the deal's code with no-break spaces", r.why, want)
	}
}

// On every screen, in every language, the results' sheet holds all it
// draws: the headline, the reason and every seat's row, and the record
// on this device only while it fits too (Statistics tells it otherwise);
// and the game's panel, given less room than it asks on a phone, draws
// no text its clip cuts.
func TestResultsSheetHoldsWhatItDraws(t *testing.T) {
	long := "Mana on this device: 22 played, 21 won. Against the Normal bots: 22 played, 21 won; between people: none yet."
	for _, c := range fourGames {
		_, m := scenestest.FinishedReplay(t, c.id, c.players, 5)
		for _, lang := range i18n.Langs() {
			for _, s := range scenestest.Screens {
				f := newFlow(t, storage.NewMemory())
				f.Set(func(set *settings.Settings) { set.Lang = lang.Code })
				f.SetScreen(s)
				f.Run("wait 2")
				f.A.ShowResults(table.Local(m))
				f.Run("wait 2\nexpect-scene results")
				r := f.A.Top().(*resultsScene)
				r.record = long
				r.zoom = 0 // lay the sheet out again with this record
				f.Run("wait 2")
				pad := f.A.Context().Px(18)
				if r.inH > r.sheet.H-2*pad+0.5 {
					t.Errorf("%s %s %s: the sheet's content is %.0f px tall in %.0f px (record shown %v)",
						c.id, lang.Code, s, r.inH, r.sheet.H-2*pad, r.recordShown)
				}
				for _, d := range textsDrawn(f) {
					if b := d.On.Bounds(); d.Rect.Y < float64(b.Min.Y)-1 || d.Rect.Y+d.Rect.H > float64(b.Max.Y)+1 {
						t.Errorf("%s %s %s: %q (%+v) is cut by its clip %v", c.id, lang.Code, s, d.Text, d.Rect, b)
					}
				}
			}
		}
	}
}

// textsDrawn are the texts a frame of f's app draws.
func textsDrawn(f *flow) []ui.DrawnText {
	img := ebiten.NewImage(int(f.A.Context().W), int(f.A.Context().H))
	defer img.Deallocate()
	rec := ui.TextRecorder{}
	rec.Start()
	f.A.Draw(img)
	rec.Stop()
	return rec.Texts
}
