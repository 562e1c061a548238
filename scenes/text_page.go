package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/text"
)

// TextPage is a screen of paragraphs on a scrolled sheet: the About screen
// and a game's rules.
type TextPage struct {
	sheetScreen
	name  string  // the scene's Name
	gap   float64 // between paragraphs, logical px
	write func(lang string) (title string, paras []pagePara)
	lang  string // the language title and paras are in
	title string
	paras []pagePara
}

type pagePara struct {
	text  string
	style text.Style
	rect  Rect // placed by layout
}

func newTextPage(name string, gap float64, write func(lang string) (string, []pagePara)) *TextPage {
	return &TextPage{sheetScreen: sheetScreen{scroll: ScrollView{ID: name}}, name: name, gap: gap, write: write}
}

func (p *TextPage) Name() string { return p.name }

func (p *TextPage) layout(ctx *Context) {
	p.place(ctx, 0, maxSheetW)
	if p.lang != ctx.Lang {
		p.lang = ctx.Lang
		p.title, p.paras = p.write(ctx.Lang)
	}
	pad := ctx.Px(18)
	inner := p.lay.Body.Inset(pad)
	y := inner.Y - p.scroll.Offset
	for i := range p.paras {
		q := &p.paras[i]
		_, h := text.MeasureWrapped(q.text, inner.W, q.style)
		q.rect = Rect{X: inner.X, Y: y, W: inner.W, H: h}
		y += h + ctx.Px(p.gap)
	}
	p.scroll.ContentH = y + p.scroll.Offset - p.lay.Body.Y + pad
}

func (p *TextPage) Update(ctx *Context) error {
	p.update(ctx, p.layout)
	return nil
}

func (p *TextPage) Draw(dst *ebiten.Image, ctx *Context) {
	p.layout(ctx)
	clip := p.draw(dst, ctx, p.title)
	for _, q := range p.paras {
		if p.scroll.Visible(q.rect) {
			DrawParagraph(clip, q.text, q.rect, q.style)
		}
	}
	p.scroll.DrawScrollbar(dst, ctx)
}
