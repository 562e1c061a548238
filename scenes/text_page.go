package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// textPage is a screen of paragraphs on a scrolled sheet: the About screen,
// a game's rules and the game log. Paragraphs are measured again only when
// the language, the width or the text scale changes, so a long page lays
// out every frame without measuring (or allocating).
type textPage struct {
	sheetScreen
	name  string  // the scene's Name
	gap   float64 // between paragraphs, logical px
	write func(lang string) (title string, paras []pagePara)
	lang  string // the language title and paras are in
	title string
	paras []pagePara
	toEnd bool // open scrolled to the last paragraph (the game log)

	measW, measScale float64 // what the paragraphs' heights were measured at
}

type pagePara struct {
	text  string
	style text.Style
	space float64 // logical px above it, when not the page's gap
	id    string  // listed for the test hook while it shows, labelled with its text; "" for none
	h     float64 // its height, measured
	rect  ui.Rect // placed by layout
	// pic draws a picture instead of text (a rules page's): as wide as
	// the page up to picMaxW, aspect its height over its width.
	pic    func(dst *ebiten.Image, ctx *ui.Context, r ui.Rect)
	aspect float64
}

// Pictures on a page: at most this wide and tall, logical px.
const (
	picMaxW = 420
	picMaxH = 300
)

// picSize is the size of picture q on a page inner wide, physical px.
func picSize(ctx *ui.Context, q *pagePara, inner float64) (w, h float64) {
	w = math.Min(inner, ctx.Px(picMaxW))
	h = w * q.aspect
	if h > ctx.Px(picMaxH) {
		h = ctx.Px(picMaxH)
		w = h / q.aspect
	}
	return w, h
}

func newTextPage(name string, gap float64, write func(lang string) (string, []pagePara)) *textPage {
	return &textPage{sheetScreen: sheetScreen{scroll: ui.ScrollView{ID: name}}, name: name, gap: gap, write: write}
}

func (p *textPage) Name() string { return p.name }

func (p *textPage) layout(ctx *ui.Context) {
	p.place(ctx, 0, maxSheetW)
	if p.lang != ctx.Lang {
		p.lang = ctx.Lang
		p.title, p.paras = p.write(ctx.Lang)
		p.measW = 0
	}
	pad := ctx.Px(18)
	inner := p.lay.Body.Inset(pad)
	if inner.W != p.measW || text.Scale() != p.measScale {
		p.measW, p.measScale = inner.W, text.Scale()
		for i := range p.paras {
			if q := &p.paras[i]; q.pic != nil {
				_, q.h = picSize(ctx, q, inner.W)
				continue
			}
			_, p.paras[i].h = text.MeasureWrapped(p.paras[i].text, inner.W, p.paras[i].style)
		}
	}
	var h float64
	for i, q := range p.paras {
		if i > 0 {
			h += p.space(ctx, q)
		}
		h += q.h
	}
	end := p.scroll.ContentH > p.scroll.Rect.H && p.scroll.Offset >= p.scroll.ContentH-p.scroll.Rect.H-0.5
	p.scroll.ContentH = h + 2*pad
	if p.toEnd || end { // kept at the end through a resize
		p.scroll.Offset = math.Max(0, p.scroll.ContentH-p.scroll.Rect.H)
		p.toEnd = false
	}
	y := inner.Y - p.scroll.Offset
	for i := range p.paras {
		q := &p.paras[i]
		if i > 0 {
			y += p.space(ctx, *q)
		}
		q.rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: q.h}
		y += q.h
	}
}

// space is the room above q, in physical px.
func (p *textPage) space(ctx *ui.Context, q pagePara) float64 {
	if q.space > 0 {
		return ctx.Px(q.space)
	}
	return ctx.Px(p.gap)
}

func (p *textPage) Update(ctx *ui.Context) error {
	if p.update(ctx, p.layout) {
		return nil
	}
	for i := range p.paras {
		if q := &p.paras[i]; q.id != "" && p.scroll.Visible(q.rect) {
			ctx.RegisterRead(q.id, q.text, p.frame.RectToScreen(q.rect))
		}
	}
	return nil
}

func (p *textPage) Draw(screen *ebiten.Image, ctx *ui.Context) {
	ctx = p.local(ctx)
	p.layout(ctx)
	dst := p.frame.Canvas(screen)
	clip := p.draw(dst, ctx, p.title)
	for _, q := range p.paras {
		switch {
		case !p.scroll.Visible(q.rect):
		case q.pic != nil:
			w, h := picSize(ctx, &q, q.rect.W)
			q.pic(clip, ctx, ui.Rect{X: q.rect.X + (q.rect.W-w)/2, Y: q.rect.Y, W: w, H: h})
		default:
			ui.DrawParagraph(clip, q.text, q.rect, q.style)
		}
	}
	p.scroll.DrawScrollbar(dst, ctx)
	p.frame.Compose(screen)
}

// OnLeave frees the turned page's offscreen image.
func (p *textPage) OnLeave(*ui.Context) { p.frame.Release() }
