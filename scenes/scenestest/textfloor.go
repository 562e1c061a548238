package scenestest

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
)

// Screen is a screen the app is checked on: a window of W×H CSS px on a
// device of scale Scale (physical px per CSS px).
type Screen struct{ W, H, Scale float64 }

func (s Screen) String() string { return fmt.Sprintf("%g×%g@%g", s.W, s.H, s.Scale) }

// Screens are the six sizes every screen is checked at: phones both ways
// at 3×, tablets both ways, a laptop and a desktop.
var Screens = []Screen{{390, 844, 3}, {844, 390, 3}, {768, 1024, 1}, {1024, 768, 1}, {1280, 800, 1}, {1920, 1080, 1}}

// SetScreen puts the app on screen s, as a window of that size would.
func (f *Flow[A]) SetScreen(s Screen) {
	f.A.SetScreen(s.W*s.Scale, s.H*s.Scale, s.Scale, ui.Zoom(s.W, s.H))
}

// DrawnTexts draws the app's frame now on screen s (put there with
// SetScreen) and gives the texts drawn, each with its size in CSS px.
func (f *Flow[A]) DrawnTexts(s Screen) *ui.TextRecorder {
	rec := &ui.TextRecorder{Scale: s.Scale}
	img := ebiten.NewImage(int(s.W*s.Scale), int(s.H*s.Scale))
	defer img.Deallocate()
	rec.Start()
	defer rec.Stop()
	f.A.Context().Redraw()
	f.A.Draw(img)
	return rec
}

// floorCheck draws the app's frames on one screen and notes every text
// drawn below the text floor (ui.MinText). A frame is drawn again only
// when what is on screen (the scene, the ids listed, their labels)
// changed since the last one drawn.
type floorCheck[A App] struct {
	f      *Flow[A]
	where  string // the screen and mode, for the failures
	rec    ui.TextRecorder
	probe  *ebiten.Image // where frames are drawn to hear their texts
	img    *ebiten.Image // where they are drawn to read their pixels
	last   string
	low    map[string]float64 // "where: scene: text" → the smallest size drawn
	drawn  int
	scenes map[string]bool // the scenes drawn
	kinds  map[string]bool // the decisions seen: the ids listed with "prompt", by idKey
	// The checks CheckScreens adds, nil when not asked for: the tap
	// targets of every frame, the contrast of the texts of every frame
	// drawn.
	taps   *tapCheck
	shades *contrastCheck
	screen Screen
}

func newFloorCheck[A App](f *Flow[A], s Screen, where string, low map[string]float64) *floorCheck[A] {
	f.SetScreen(s)
	c := &floorCheck[A]{f: f, where: where, low: low, kinds: map[string]bool{}, scenes: map[string]bool{}, screen: s}
	c.rec.Scale = s.Scale
	c.probe = ebiten.NewImage(4, 4)
	f.Check = c.frame
	return c
}

// frame checks the frame just updated, if it shows something new.
func (c *floorCheck[A]) frame() {
	ws := c.f.A.Widgets()
	var b strings.Builder
	b.WriteString(c.f.A.Top().Name())
	var keys []string
	prompt := false
	for _, w := range ws {
		b.WriteString("|" + w.ID + "=" + w.Label)
		keys = append(keys, idKey(w.ID))
		prompt = prompt || w.ID == "prompt"
	}
	if prompt {
		slices.Sort(keys)
		c.kinds[strings.Join(slices.Compact(keys), " ")] = true
	}
	if c.taps != nil {
		c.taps.frame(c.where, c.screen, c.f.A.Top().Name(), ws)
	}
	if key := b.String(); key != c.last {
		c.last = key
		c.draw()
	}
}

// draw draws the app's frame now and notes the texts below the floor;
// with the contrast check, a frame that shows a text not measured before
// is drawn again where its pixels can be read.
func (c *floorCheck[A]) draw() {
	// The texts are heard as the frame is drawn; drawn on a tiny image,
	// the frame leaves the GPU next to nothing to fill.
	c.record(c.probe)
	c.drawn++
	scene := c.f.A.Top().Name()
	c.scenes[scene] = true
	for _, t := range c.rec.Below(ui.MinText) {
		k := fmt.Sprintf("%s: %s: %q", c.where, scene, shortText(t.Text))
		if s, ok := c.low[k]; !ok || t.Size < s {
			c.low[k] = t.Size
		}
	}
	if c.shades != nil && c.shades.fresh(c.where, c.rec.Texts) {
		if c.img == nil {
			c.img = ebiten.NewImage(int(c.screen.W*c.screen.Scale), int(c.screen.H*c.screen.Scale))
		}
		c.record(c.img)
		c.shades.frame(c.where, scene, c.img, c.rec.Texts)
	}
}

// record draws the app's frame now onto img, the texts recorded.
func (c *floorCheck[A]) record(img *ebiten.Image) {
	c.rec.Reset()
	c.rec.Start()
	defer c.rec.Stop()
	c.f.A.Context().Redraw()
	c.f.A.Draw(img)
}

// shortText is s up to its first 40 letters, on one line.
func shortText(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	r := []rune(s)
	return string(r[:40]) + "…"
}

// reportFloor fails t with every text drawn below the floor, one line
// each: where (screen, mode), scene, text and the size drawn.
func reportFloor(t *testing.T, low map[string]float64) {
	t.Helper()
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range low {
			if !yield(k) {
				return
			}
		}
	})
	for _, k := range keys {
		t.Errorf("text floor: %s drawn at %.1f CSS px (floor %d)", k, low[k], ui.MinText)
	}
}

// Stop is a place of the app the walker opens: its name, and how to go
// there from a new flow (the menu on top).
type Stop[A App] struct {
	Name string
	Open func(f *Flow[A])
}

// CheckTextFloor opens every stop at each of the six Screens in each
// language and fails on any text drawn there below the text floor, naming
// the screen, the language, the scene, the text and the size drawn.
// newFlow starts the app anew.
func CheckTextFloor[A App](t *testing.T, newFlow func(t *testing.T) *Flow[A], stops []Stop[A]) {
	t.Helper()
	low := map[string]float64{}
	for _, lang := range i18n.Langs() {
		for _, s := range Screens {
			for _, st := range stops {
				f := newFlow(t)
				f.Set(func(set *settings.Settings) { set.Lang = lang.Code })
				c := newFloorCheck(f, s, s.String()+" "+lang.Code+" "+st.Name, low)
				st.Open(f)
				f.Run("wait 30")
				if c.drawn == 0 {
					t.Errorf("%s at %s: nothing drawn", st.Name, s)
				}
			}
		}
	}
	_ = i18n.SetLang(i18n.Fallback)
	reportFloor(t, low)
}

// CheckTextFloor plays the table of gameID (players seats: a person, the
// others random bots) at each of the six Screens, usually and in table
// mode, the animations off: from the start of a game and from near its
// end to the results, tapping at random (Explore) and drawing every
// frame that shows something new. It fails on any text drawn below the
// text floor, naming the screen, the mode, the scene, the text and the
// size drawn, and on a screen where the table never awaited the person.
// The seats have the longest names a player may type (LongestNames), and
// the screens take the four languages in turn.
func (tb Table[A]) CheckTextFloor(t *testing.T, gameID string, players int) {
	t.Helper()
	low := map[string]float64{}
	langs := i18n.Langs()
	defer i18n.SetLang(i18n.Fallback)
	for i, s := range Screens {
		lang := langs[i%len(langs)].Code
		for _, mode := range []bool{false, true} {
			where := s.String() + " " + lang
			if mode {
				where += " table mode"
			}
			kinds, scenes := map[string]bool{}, map[string]bool{}
			for _, m := range []*game.Match{midGame(t, gameID, players, 0), lateGame(t, gameID, players)} {
				LongestNames(t, m)
				f := tb.New(t)
				c := newFloorCheck(f, s, where, low)
				set := func(st *settings.Settings) {
					st.Anim, st.TableMode, st.Lang = settings.AnimOff, mode, lang
				}
				f.ExploreMatch(m, set, 400, func() { tb.Open(f, m) }, func() { tb.Stale(f) })
				maps.Copy(kinds, c.kinds)
				maps.Copy(scenes, c.scenes)
			}
			if len(kinds) == 0 {
				t.Errorf("%s at %s: the table never awaited the person", gameID, where)
			}
			if !scenes[resultsScene] {
				t.Errorf("%s at %s: the results were never drawn (scenes drawn: %v)", gameID, where, slices.Sorted(maps.Keys(scenes)))
			}
		}
	}
	reportFloor(t, low)
}

// resultsScene is the name of the scene a game ends on, which the text
// floor and the screens checks must have drawn at every screen.
const resultsScene = "results"

// LongestNames gives m's seats the longest names a player may type
// (game.MaxNameLen characters), of wide letters and in two alphabets: the
// worst a status line, a plate or the results must hold.
func LongestNames(t *testing.T, m *game.Match) {
	t.Helper()
	names := []string{"Александра-Мария", "WWWWW MMMMM WWWW", "Maximilien-Henri", "Швейцарец Мммммм", "Wolfgang Amadeus"}
	for i := range m.Seats {
		name := names[i%len(names)]
		if utf8.RuneCountInString(name) != game.MaxNameLen {
			t.Fatalf("%q is not a name of the longest length, %d", name, game.MaxNameLen)
		}
		m.Seats[i].Name = name
	}
}
