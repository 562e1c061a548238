package scenestest

import (
	"fmt"
	"image/color"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
)

// tapCheck notes the tap targets of every frame smaller than MinTarget.
type tapCheck struct {
	waive Waive
	small map[string]tapNote // "where: scene: kind of id" → the smallest
	least map[string]tapNote // where → the smallest target of all
}

// tapNote is a target as noted: its id and its side in CSS px.
type tapNote struct {
	id   string
	side float64
}

func (c *tapCheck) frame(where string, s Screen, scene string, ws []ui.WidgetInfo) {
	for _, tt := range TapTargets(ws, s.W*s.Scale, s.H*s.Scale, s.Scale) {
		if c.waive != nil && c.waive(tt, ws) {
			continue
		}
		if n, ok := c.least[where]; !ok || tt.Side < n.side {
			c.least[where] = tapNote{tt.ID, tt.Side}
		}
		if tt.Side >= MinTarget-0.01 {
			continue
		}
		k := where + ": " + scene + ": " + idKey(tt.ID)
		if n, ok := c.small[k]; !ok || tt.Side < n.side {
			c.small[k] = tapNote{tt.ID, tt.Side}
		}
	}
}

// contrastCheck notes the texts of every frame drawn whose contrast
// with their background is below what they need.
type contrastCheck struct {
	meter    Meter
	measured int                  // texts measured
	hidden   int                  // texts covered by what was drawn after them
	low      map[string]shadeNote // "where: scene: text" → the lowest contrast
	least    map[string]shadeNote // where → the text of least contrast for its need
	lost     map[string]bool      // "where: scene: text" drawn on an image never placed on the frame
	seen     map[string]bool
	reads    int           // frames read back
	readTime time.Duration // spent reading and measuring them
}

// shadeNote is a text's contrast as measured: against need, its colour
// as shown and its background.
type shadeNote struct {
	text        string
	ratio, need float64
	ink, bg     color.RGBA
}

// fresh reports whether texts, drawn at where, hold one not measured
// there before (sameText), and notes them measured.
func (c *contrastCheck) fresh(where string, texts []ui.DrawnText) bool {
	fresh := false
	for _, t := range texts {
		k := where + "|" + sameText(t)
		if !c.seen[k] {
			c.seen[k], fresh = true, true
		}
	}
	return fresh
}

func (c *contrastCheck) frame(where, scene string, img *ebiten.Image, texts []ui.DrawnText) {
	var on []*ui.DrawnText
	for i := range texts {
		t := &texts[i]
		if t.Decor || t.Color.A == 0 {
			continue
		}
		if t.Veiled { // set back under a close-up: read once it closes
			c.hidden++
			continue
		}
		if !OnFrame(img, t.On) {
			c.lost[fmt.Sprintf("%s: %s: %q", where, scene, shortText(t.Text))] = true
			continue
		}
		on = append(on, t)
	}
	if len(on) == 0 {
		return
	}
	t0 := time.Now()
	shades := c.meter.Measure(img, on)
	c.readTime += time.Since(t0)
	c.reads++
	for i, sh := range shades {
		t := on[i]
		if !sh.Measured {
			continue
		}
		if sh.Hidden {
			c.hidden++
			continue
		}
		c.measured++
		need := MinContrast
		if LargeText(*t) {
			need = MinContrastLarge
		}
		n := shadeNote{t.Text, sh.Ratio, need, sh.Ink, sh.Bg}
		if l, ok := c.least[where]; !ok || sh.Ratio/need < l.ratio/l.need {
			c.least[where] = n
		}
		if sh.Ratio >= need {
			continue
		}
		k := fmt.Sprintf("%s: %s: %q", where, scene, shortText(t.Text))
		if l, ok := c.low[k]; !ok || sh.Ratio < l.ratio {
			c.low[k] = n
		}
	}
}

// CheckScreens plays the table of gameID (players seats: a person, the
// others random bots) at each of the six Screens, usually and in table
// mode, the animations off, the seats with the longest names
// (LongestNames) and the screens taking the four languages in turn: from
// the start of a game and from near its end to the results, tapping at
// random (Explore). It holds every frame
// that shows something new to three checks, a subtest each:
//
//   - "text floor": no text a player must read below the text floor
//     (ui.MinText), and the table awaited the person at every screen;
//   - "tap targets": every target a person taps (TapTargets) at least
//     MinTarget CSS px both ways, but those waive leaves out (nil: none;
//     a waiver is rare, and says why);
//   - "contrast": every text a player must read, against the background
//     it shows on in the frame (Meter), at least MinContrast, or
//     MinContrastLarge when large (LargeText); and every text drawn on
//     an image that is then placed on the frame (text.Composed).
//
// Each failure names the screen, the mode and the scene; the smallest
// target and the lowest contrast at each screen are logged.
func (tb Table[A]) CheckScreens(t *testing.T, gameID string, players int, waive Waive) {
	t.Helper()
	low := map[string]float64{}
	taps := &tapCheck{waive: waive, small: map[string]tapNote{}, least: map[string]tapNote{}}
	shades := &contrastCheck{low: map[string]shadeNote{}, least: map[string]shadeNote{}, lost: map[string]bool{}, seen: map[string]bool{}}
	var never, noResults []string
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
				c.taps = taps
				if running {
					c.shades = shades
				}
				set := func(st *settings.Settings) {
					st.Anim, st.TableMode, st.Lang = settings.AnimOff, mode, lang
				}
				f.ExploreMatch(m, set, 400, func() { tb.Open(f, m) }, func() { tb.Stale(f) })
				maps.Copy(kinds, c.kinds)
				maps.Copy(scenes, c.scenes)
			}
			if len(kinds) == 0 {
				never = append(never, where)
			}
			if !scenes[resultsScene] {
				noResults = append(noResults, where)
			}
		}
	}
	t.Run("text floor", func(t *testing.T) {
		for _, where := range never {
			t.Errorf("%s at %s: the table never awaited the person", gameID, where)
		}
		for _, where := range noResults {
			t.Errorf("%s at %s: the results were never drawn", gameID, where)
		}
		reportFloor(t, low)
	})
	t.Run("tap targets", func(t *testing.T) { reportTaps(t, taps) })
	t.Run("contrast", func(t *testing.T) {
		if !running {
			t.Skip("no pixels to read: run the package's tests under scenestest.Main with a display")
		}
		reportContrast(t, shades)
	})
}

// reportTaps logs the smallest target at each screen and fails on each
// kind of target smaller than MinTarget.
func reportTaps(t *testing.T, c *tapCheck) {
	t.Helper()
	if len(c.least) == 0 {
		t.Error("no tap target seen")
	}
	for _, where := range slices.Sorted(maps.Keys(c.least)) {
		n := c.least[where]
		t.Logf("smallest tap target at %s: %s, %.1f CSS px", where, n.id, n.side)
	}
	for _, k := range slices.Sorted(maps.Keys(c.small)) {
		n := c.small[k]
		t.Errorf("tap target: %s (%s) %.1f CSS px (least %d)", k, n.id, n.side, MinTarget)
	}
}

// reportContrast logs the text of least contrast at each screen and
// fails on each text below what it needs, and each text never placed on
// the frame.
func reportContrast(t *testing.T, c *contrastCheck) {
	t.Helper()
	if len(c.least) == 0 {
		t.Error("no text measured")
	}
	t.Logf("%d texts measured on %d frames in %v, %d left out as covered by what was drawn after them",
		c.measured, c.reads, c.readTime.Round(time.Millisecond), c.hidden)
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	for _, where := range slices.Sorted(maps.Keys(c.least)) {
		n := c.least[where]
		t.Logf("lowest contrast at %s: %q %.2f:1 (needs %.1f), %s on %s", where, shortText(n.text), n.ratio, n.need, hex(n.ink), hex(n.bg))
	}
	for _, k := range slices.Sorted(maps.Keys(c.low)) {
		n := c.low[k]
		t.Errorf("contrast: %s %.2f:1 (needs %.1f), %s on %s", k, n.ratio, n.need, hex(n.ink), hex(n.bg))
	}
	for _, k := range slices.Sorted(maps.Keys(c.lost)) {
		t.Errorf("contrast: %s drawn on an image never placed on the screen (text.Composed)", k)
	}
}

// sameText is what tells a text from those measured before: its words
// (numbers aside: a count that changes shows the same), colour, size and
// weight. The same words in the same ink show on the same ground
// wherever the table puts them: a card's name on its face, a label on
// its panel.
func sameText(t ui.DrawnText) string {
	s := []byte(t.Text)
	for i, b := range s {
		if b >= '0' && b <= '9' {
			s[i] = '0'
		}
	}
	return fmt.Sprintf("%s|%v|%v|%.0f", s, t.Color, t.Bold, t.Size)
}
