package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/sprites"
	"kamon/sprites/text"
)

// About says what Kamon is and credits the work it is built on: the
// game-icons.net authors (CC BY 3.0 asks for it), the Go fonts, Ebitengine
// and etxt.
type About struct {
	back   Button
	scroll ScrollView
	lay    screenLayout
	paras  []aboutPara
	lang   string // the language paras are in
}

type aboutPara struct {
	text  string
	style text.Style
	rect  Rect
}

// NewAbout builds the About screen.
func NewAbout() *About { return &About{scroll: ScrollView{ID: "about"}} }

func (a *About) Name() string { return "about" }

// iconCredits splits sprites.IconCredits into the authors and the lines
// "Author: icon, icon" that follow its first (English) sentence.
func iconCredits() (authors string, lines []string) {
	all := strings.Split(strings.TrimSpace(sprites.IconCredits()), "\n")
	var names []string
	for _, l := range all[1:] {
		if name, _, ok := strings.Cut(l, ":"); ok {
			names = append(names, name)
			lines = append(lines, l)
		}
	}
	return strings.Join(names, ", "), lines
}

func (a *About) layout(ctx *Context) {
	a.lay = layoutScreen(ctx, 0, maxSheetW)
	a.back = backButton(ctx, a.lay.Header)
	a.scroll.Rect = a.lay.Body
	pad := ctx.Px(18)
	inner := a.lay.Body.Inset(pad)
	if a.lang != ctx.Lang {
		body := text.Style{Size: SizeBody, Color: sprites.TextColor}
		head := text.Style{Size: SizeSmall, Bold: true, Color: sprites.TextMutedColor}
		small := text.Style{Size: SizeSmall, Color: sprites.TextMutedColor}
		a.lang = ctx.Lang
		a.paras = a.paras[:0]
		authors, lines := iconCredits()
		add := func(s string, st text.Style) { a.paras = append(a.paras, aboutPara{text: s, style: st}) }
		add(i18n.T("about.body"), body)
		add(i18n.T("about.engine"), body)
		add(i18n.T("about.fonts"), body)
		add(i18n.T("about.icons"), head)
		add(i18n.T("about.icons_by", authors), body)
		for _, l := range lines {
			add(l, small)
		}
	}
	y := inner.Y - a.scroll.Offset
	for i := range a.paras {
		p := &a.paras[i]
		_, h := text.MeasureWrapped(p.text, inner.W, p.style)
		p.rect = Rect{X: inner.X, Y: y, W: inner.W, H: h}
		y += h + ctx.Px(12)
	}
	a.scroll.ContentH = y + a.scroll.Offset - a.lay.Body.Y + pad
}

func (a *About) Update(ctx *Context) error {
	a.layout(ctx)
	if a.scroll.Update(ctx) {
		a.layout(ctx)
		ctx.Redraw()
	}
	if a.back.Update(ctx) {
		ctx.App.Back()
	}
	return nil
}

func (a *About) Draw(dst *ebiten.Image, ctx *Context) {
	a.layout(ctx)
	drawBackdrop(dst, ctx)
	a.back.Draw(dst, ctx)
	drawTitle(dst, ctx, a.lay.Header, &a.back, i18n.T("about.title"))
	drawSheet(dst, ctx, &a.scroll)
	clip := a.scroll.Clip(dst)
	for _, p := range a.paras {
		if a.scroll.Visible(p.rect) {
			DrawParagraph(clip, p.text, p.rect, p.style)
		}
	}
	a.scroll.DrawScrollbar(dst, ctx)
}
