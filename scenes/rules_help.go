package scenes

import (
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/sprites"
	"kamon/sprites/text"
)

var (
	helpMu sync.RWMutex
	help   = map[string]func(lang string) string{}
)

// RegisterRulesHelp gives the rules page of a game: text(lang) is the whole
// page in that language (paragraphs separated by blank lines), our house
// rules and decisions stated in our own words. A game's table package calls
// it from init; a later call for the same game replaces the text.
func RegisterRulesHelp(gameID string, text func(lang string) string) {
	helpMu.Lock()
	defer helpMu.Unlock()
	help[gameID] = text
}

// RulesHelp is the rules page of a game in lang, and whether there is one.
func RulesHelp(gameID, lang string) (string, bool) {
	helpMu.RLock()
	f := help[gameID]
	helpMu.RUnlock()
	if f == nil {
		return "", false
	}
	return f(lang), true
}

// Tally (the test game) has its rules in the catalog. The entry is harmless
// where tally is not built in: the menu lists only registered games.
func init() {
	RegisterRulesHelp("tally", func(lang string) string { return i18n.TIn(lang, "tally.help") })
}

// RulesScene is a scrollable page of a game's rules, in the current language.
type RulesScene struct {
	game   rules.Game
	back   Button
	scroll ScrollView
	lay    screenLayout
	lang   string
	paras  []string
	rects  []Rect
}

// NewRulesScene builds the rules page of g.
func NewRulesScene(g rules.Game) *RulesScene {
	return &RulesScene{game: g, scroll: ScrollView{ID: "rules"}}
}

func (r *RulesScene) Name() string { return "rules" }

func (r *RulesScene) layout(ctx *Context) {
	r.lay = layoutScreen(ctx, 0, maxSheetW)
	r.back = backButton(ctx, r.lay.Header)
	r.scroll.Rect = r.lay.Body
	if r.lang != ctx.Lang {
		r.lang = ctx.Lang
		page, ok := RulesHelp(r.game.ID, ctx.Lang)
		if !ok || strings.TrimSpace(page) == "" {
			page = i18n.T("rules.none", GameName(r.game))
		}
		r.paras = r.paras[:0]
		for _, p := range strings.Split(page, "\n\n") {
			if p = strings.TrimSpace(p); p != "" {
				r.paras = append(r.paras, p)
			}
		}
		r.rects = make([]Rect, len(r.paras))
	}
	pad := ctx.Px(18)
	inner := r.lay.Body.Inset(pad)
	y := inner.Y - r.scroll.Offset
	for i, p := range r.paras {
		_, h := text.MeasureWrapped(p, inner.W, rulesStyle)
		r.rects[i] = Rect{X: inner.X, Y: y, W: inner.W, H: h}
		y += h + ctx.Px(14)
	}
	r.scroll.ContentH = y + r.scroll.Offset - r.lay.Body.Y + pad
}

var rulesStyle = text.Style{Size: SizeBody, Color: sprites.TextColor}

func (r *RulesScene) Update(ctx *Context) error {
	r.layout(ctx)
	if r.scroll.Update(ctx) {
		r.layout(ctx)
		ctx.Redraw()
	}
	if r.back.Update(ctx) {
		ctx.App.Back()
	}
	return nil
}

func (r *RulesScene) Draw(dst *ebiten.Image, ctx *Context) {
	r.layout(ctx)
	drawBackdrop(dst, ctx)
	r.back.Draw(dst, ctx)
	drawTitle(dst, ctx, r.lay.Header, &r.back, i18n.T("rules.title", GameName(r.game)))
	drawSheet(dst, ctx, &r.scroll)
	clip := r.scroll.Clip(dst)
	for i, p := range r.paras {
		if r.scroll.Visible(r.rects[i]) {
			DrawParagraph(clip, p, r.rects[i], rulesStyle)
		}
	}
	r.scroll.DrawScrollbar(dst, ctx)
}
