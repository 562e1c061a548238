package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// A screen's title too long for the header on one line at body size goes
// on two lines whole, not cut: the rules page of Shinobi in French on a
// phone held upright.
func TestLongTitleWrapsInTheHeader(t *testing.T) {
	text.SetScale(3)
	defer text.SetScale(1)
	ctx := &ui.Context{W: 390 * 3, H: 844 * 3, Unit: 3, Scale: 3, Lang: "fr"}
	l := layoutScreen(ctx, 0, maxSheetW)
	back := backButton(ctx, l.Header)
	title := "Comment jouer — Shinobi : la guerre des clans"
	dst := ebiten.NewImage(int(ctx.W), int(l.Header.Y+l.Header.H))
	r := ui.TextRecorder{Scale: 3}
	r.Start()
	drawTitle(dst, ctx, l.Header, &back, title)
	r.Stop()
	var lines []string
	for _, d := range r.Texts {
		lines = append(lines, d.Text)
		if d.Size < ui.SizeSmall {
			t.Errorf("%q drawn at %g px", d.Text, d.Size)
		}
	}
	if len(lines) != 2 || strings.Join(lines, " ") != title {
		t.Errorf("title drawn as %q, want it whole on two lines", lines)
	}
}
