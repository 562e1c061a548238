package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// ShowSetup implements table.App: the setup of a new game of g in the
// table's place.
func (a *App) ShowSetup(g rules.Game) { a.Replace(newSetup(a, g)) }

// openTutorial starts g's tutorial (table.Lesson) on its table: above the
// current scene, or in its place (replace).
func (a *App) openTutorial(g rules.Game, replace bool) {
	f, ok := table.Lookup(g.ID)
	l, err := table.NewLesson(g)
	if !ok || err != nil {
		a.Notify(i18n.T("menu.table_missing", table.GameName(g)))
		return
	}
	if replace {
		a.Replace(f(a, l))
	} else {
		a.Go(f(a, l))
	}
}

// learnScene is "How to play", from the menu: for each game its rules
// and its tutorial.
type learnScene struct {
	app *App
	sheetScreen
	games        []rules.Game
	rules, tuts  []ui.Button // "rules:<game>", "tutorial:<game>"
	names        []ui.Rect
	intro        ui.Rect
	lang, introS string
}

func newLearn(app *App) *learnScene {
	s := &learnScene{app: app, games: table.Playable()}
	s.scroll.ID = "learn"
	for _, g := range s.games {
		s.rules = append(s.rules, ui.Button{ID: "rules:" + g.ID, Icon: "rules", Kind: ui.ButtonSecondary})
		s.tuts = append(s.tuts, ui.Button{ID: "tutorial:" + g.ID, Icon: "play", Kind: ui.ButtonPrimary})
	}
	s.names = make([]ui.Rect, len(s.games))
	return s
}

func (s *learnScene) Name() string { return "learn" }

func (s *learnScene) layout(ctx *ui.Context) {
	if s.lang != ctx.Lang {
		s.lang, s.introS = ctx.Lang, i18n.T("learn.intro")
		for i := range s.games {
			s.rules[i].Label, s.tuts[i].Label = i18n.T("ingame.rules"), i18n.T("learn.tutorial")
		}
	}
	s.place(ctx, 0, maxSheetW)
	inner := s.scroll.Rect.Inset(ctx.Px(16))
	y := inner.Y - s.scroll.Offset
	_, h := text.MeasureWrapped(s.introS, inner.W, learnIntro)
	s.intro = ui.Rect{X: inner.X, Y: y, W: inner.W, H: h}
	y += h + ctx.Px(ui.Margin)
	row, gap := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap)
	// A game's name and its two buttons share a row where there is room,
	// else the buttons go under the name.
	beside := inner.W >= ctx.Px(560)
	for i, g := range s.games {
		r := ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		if beside {
			s.names[i], r = ui.CutLeft(r, inner.W-ctx.Px(2*170+ui.Gap))
			s.names[i].W -= gap
		} else {
			s.names[i] = ui.Rect{X: inner.X, Y: y, W: inner.W, H: ctx.Px(36)}
			r.Y += s.names[i].H
			y += s.names[i].H
		}
		s.rules[i].Rect, s.tuts[i].Rect = ui.Column(r, 2, 0, gap), ui.Column(r, 2, 1, gap)
		if table.TutorialOf(g.ID) == nil {
			s.tuts[i].Rect = ui.Rect{}
		}
		y += row + ctx.Px(ui.Margin)
	}
	s.scroll.ContentH = y + s.scroll.Offset - s.scroll.Rect.Y + ctx.Px(16)
}

var learnIntro = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}

func (s *learnScene) Update(ctx *ui.Context) error {
	if s.update(ctx, s.layout) {
		return nil
	}
	for i, g := range s.games {
		if s.scroll.Visible(s.rules[i].Rect) && s.rules[i].Update(ctx) {
			s.app.ShowRules(g)
		}
		if s.tuts[i].Rect.W > 0 && s.scroll.Visible(s.tuts[i].Rect) && s.tuts[i].Update(ctx) {
			s.app.openTutorial(g, false)
		}
	}
	return nil
}

func (s *learnScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	s.layout(ctx)
	clip := s.draw(dst, ctx, i18n.T("learn.title"))
	ui.DrawParagraph(clip, s.introS, s.intro, learnIntro)
	head := text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle}
	for i, g := range s.games {
		ui.DrawTextIn(clip, table.GameName(g), s.names[i], head, ui.Fit{Floor: ui.MinText, Lines: 2, Shrink: ui.SizeBody})
		s.rules[i].Draw(clip, ctx)
		if s.tuts[i].Rect.W > 0 {
			s.tuts[i].Draw(clip, ctx)
		}
	}
	s.scroll.DrawScrollbar(dst, ctx)
}
