package scenes

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// othersDid is the newest line of m's log, as the game words it for the
// person at seat 1, of what another seat did: a line the table draws
// nowhere but in its log.
func othersDid(m *game.Match) string {
	line := table.LogLineOf(m.Game.ID)
	names := table.Names(m.Seats)
	log := m.LogFor(0)
	for i := len(log) - 1; i >= 0; i-- {
		if s := line(log[i].Event, names, 0); s != "" && log[i].Mover != 0 {
			return s
		}
	}
	return ""
}

// shown reports that the texts drawn hold line: whole (its wrapped lines
// drawn one after another), or on one line cut short with an ellipsis
// after its first words; and the smallest size it is drawn at.
func shown(texts []ui.DrawnText, line string) (ok bool, size float64) {
	var parts []string
	size = math.Inf(1)
	for _, d := range texts {
		part, cut := strings.CutSuffix(d.Text, "…")
		part = strings.TrimSpace(part)
		if part == "" || !strings.Contains(line, part) {
			continue
		}
		parts, size = append(parts, part), min(size, d.Size)
		if cut && utf8.RuneCountInString(part) >= 12 && strings.HasPrefix(line, part) {
			return true, size
		}
	}
	return strings.Contains(strings.Join(parts, " "), line), size
}

// Every table tells what happened at every size: in mid-game, at each of
// the six sizes, the table lists its log ("log", a tap opens the game
// log) and draws the newest line of what another did, whole or cut short
// after its first words, no smaller than the text floor. On a phone on
// its side, where no full log panel fits, a strip of the newest lines
// stands in for it (table.LogStripH).
func TestEveryTableTellsWhatHappened(t *testing.T) {
	games := []struct {
		id             string
		players, plies int
	}{{mana.ID, 2, 12}, {shinobi.ID, 4, 12}, {peuple.ID, 3, 12}, {gosu.ID, 2, 40}}
	for _, g := range games {
		o := overlaySetup{id: g.id, data: hintedMatch(t, g.id, g.players, g.plies)}
		for _, scr := range scenestest.Screens {
			o.scr = scr
			t.Run(o.String(), func(t *testing.T) {
				f, m := o.open(t, "")
				want := othersDid(m)
				if want == "" {
					t.Fatal("the match has nothing to tell: the test shows nothing")
				}
				w, ok := f.A.Widget("log")
				if !ok || !w.Control() {
					t.Fatalf("no log listed (%+v)", w)
				}
				rec := ui.TextRecorder{Scale: scr.Scale}
				img := ebiten.NewImage(int(f.A.Context().W), int(f.A.Context().H))
				defer img.Deallocate()
				rec.Start()
				f.A.Context().Redraw()
				f.A.Draw(img)
				rec.Stop()
				ok, size := shown(rec.Texts, want)
				if !ok {
					t.Errorf("what another did last, %q, is not drawn", want)
				} else if size < ui.MinText-0.01 {
					t.Errorf("what another did last, %q, is drawn at %.1f CSS px, below the floor %d", want, size, ui.MinText)
				}
			})
		}
	}
}
