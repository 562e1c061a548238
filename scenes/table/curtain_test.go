package table

import (
	"fmt"
	"testing"

	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// At every size, in every language, with five lines of story, the curtain's
// crest, title and hint stay under the rod and above the story, and the
// crest keeps a size one can see.
func TestCurtainPartsClearOfTheStory(t *testing.T) {
	defer func() { _ = i18n.SetLang("en"); text.SetScale(1) }()
	since := []string{"Bo draws a card", "Bo deploys a Hōjō card in Ann's province",
		"Bo moves a Hōjō card from Ann's province to his own",
		"Bo passes an action: no army is larger than an attackable army of another clan", "Bo draws a card"}
	for _, lang := range i18n.Langs() {
		if err := i18n.SetLang(lang.Code); err != nil {
			t.Fatal(err)
		}
		for _, s := range [][3]float64{{390, 844, 3}, {844, 390, 3}, {768, 1024, 1}, {1024, 768, 1}, {1280, 800, 1}, {1920, 1080, 1}} {
			t.Run(fmt.Sprintf("%s/%gx%g", lang.Code, s[0], s[1]), func(t *testing.T) {
				text.SetScale(s[2])
				ctx := &ui.Context{W: s[0] * s[2], H: s[1] * s[2], Unit: s[2], Scale: s[2]}
				l := layCurtain(ctx, ctx.Screen(), "Player 2", since)
				if l.story.H <= 0 {
					t.Fatal("no story panel")
				}
				if bottom := l.hint.Y + l.hint.H; bottom > l.story.Y {
					t.Errorf("the hint ends at y=%g, under the story's top %g", bottom, l.story.Y)
				}
				if top := l.crestY - 1.18*l.rad; top < ctx.Px(16) {
					t.Errorf("the crest's top at y=%g, under the rod (%g)", top, ctx.Px(16))
				}
				if l.rad < ctx.Px(14) || l.title.Y < l.crestY+l.rad {
					t.Errorf("crest radius %g at y=%g, title at y=%g", l.rad, l.crestY, l.title.Y)
				}
			})
		}
	}
}
