package gosu

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules/gosu"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The close-ups over the table: a card in full (a long press), the words of
// the card a mouse rests on, the cards a clan brings (during the draft) and
// a player's discard pile.

// drawDetail draws the card shown in full large, with its facts, its
// keywords and its effect in words, and the rule of every word of Gosu X
// it names: below the card on a tall screen, beside it on a wide one.
func (t *tableScene) drawDetail(dst *ebiten.Image, ctx *ui.Context) {
	// Opaque: the table's cards and buttons showing through under the
	// words made them hard to read.
	ui.DrawVeil(dst, ctx.Screen(), sprites.Ink)
	c := t.detail
	lines := t.cardLinesOf(c)
	card, box, size := gosuDetailLayout(ctx.Safe(), ctx.Unit, lines)
	drawGosuCard(dst, ctx, card, c, nil)
	st := text.Style{Size: size, Bold: true, Color: sprites.Paper}
	head := ui.DrawTextIn(dst, lines[0], gosuDetailHeadBox(box), st, gosuDetailFit)
	_, box = ui.CutTop(box, head.H+ctx.Px(4))
	words := len(lines) - t.termsOf(c)
	for i, l := range lines[1:] { // the header above
		if i+1 == words { // the rules of its words, apart from the card's own
			_, box = ui.CutTop(box, ctx.Px(gosuTermsGap))
			st.Color = sprites.Mix(sprites.Paper, sprites.AccentColor, 0.25)
		}
		hgt := ui.DrawParagraph(dst, l, box, st)
		_, box = ui.CutTop(box, hgt+ctx.Px(4))
		st.Bold = false
	}
}

// gosuTermsGap is the room between a card's own words and the rules of
// the words it names, logical px.
const gosuTermsGap = 6

// gosuDetailSizes are the sizes the close-up's words try, logical px,
// the largest first, down to the text floor.
var gosuDetailSizes = [...]float64{ui.SizeSmall, 12.5, text.Floor}

// gosuDetailLayout is where the close-up of a card whose words are lines
// puts the card and its words on the safe screen scr, and their size:
// the card at its largest (gosuDetailRects) when the words fit under or
// beside it, else a smaller card, down to a third of that, then smaller
// words, down to the text floor.
func gosuDetailLayout(scr ui.Rect, unit float64, lines []string) (card, box ui.Rect, size float64) {
	card, box = gosuDetailRects(scr, unit)
	tall := scr.W <= scr.H*1.2
	for _, size = range gosuDetailSizes {
		need := gosuDetailHeight(lines, box.W, size, unit)
		if need <= box.H {
			return card, box, size
		}
		if !tall { // beside the card: the words keep their column
			continue
		}
		if h := card.H - (need - box.H); h >= card.H/3 { // a smaller card leaves them the room
			w := h * gosuAspect
			card = ui.Rect{X: card.X + (card.W-w)/2, Y: card.Y, W: w, H: h}
			box.H += box.Y - (card.Y + card.H + ui.Margin*unit)
			box.Y = card.Y + card.H + ui.Margin*unit
			return card, box, size
		}
	}
	return card, box, size
}

// gosuDetailHeight is the height the close-up's lines take in width w at
// size: the header on its two lines at most, each other line wrapped, 4
// logical px apart.
func gosuDetailHeight(lines []string, w, size, unit float64) float64 {
	st := text.Style{Size: size, Bold: true}
	h := ui.FitText(lines[0], st, w, 2*text.LineHeight(st)+1, gosuDetailFit).H + (4+gosuTermsGap)*unit
	for i, l := range lines[1:] {
		st.Bold = i == 0
		_, lh := text.MeasureWrapped(l, w, st)
		h += lh + 4*unit
	}
	return h
}

// drawHover draws the full text of the card a mouse rests on in a panel
// beside it (right of it, or left where the screen ends), on the screen.
func (t *tableScene) drawHover(dst *ebiten.Image, ctx *ui.Context) {
	r, ok := t.cardRect(t.hover)
	if !ok {
		return
	}
	c, scr, pad := t.hover, ctx.Safe(), ctx.Px(10)
	lines := t.cardLinesOf(c)
	words := len(lines) - t.termsOf(c) // the rules of its words follow, muted
	w := math.Min(ctx.Px(320), scr.W*0.6)
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}
	h := pad + ctx.Px(gosuTermsGap)
	for i, l := range lines {
		st.Bold = i == 0
		_, lh := text.MeasureWrapped(l, w-2*pad, st)
		h += lh + ctx.Px(4)
	}
	h += pad
	panel := gosuHoverRect(r, w, h, scr, ctx.Px(ui.Gap))
	sprites.Panel(dst, panel, ctx.Px(8))
	box := panel.Inset(pad)
	for i, l := range lines {
		st.Bold = i == 0
		if i == words {
			_, box = ui.CutTop(box, ctx.Px(gosuTermsGap))
			st.Color = sprites.TextMutedColor
		}
		lh := ui.DrawParagraph(dst, l, box, st)
		_, box = ui.CutTop(box, lh+ctx.Px(4))
	}
}

// drawClanCards shows, during the draft, the 15 cards clan t.preview
// would bring to a deck, as large as the screen lets them all show.
func (t *tableScene) drawClanCards(dst *ebiten.Image, ctx *ui.Context) {
	scr := ctx.Safe()
	sprites.Panel(dst, scr, ctx.Px(12))
	in := scr.Inset(ctx.Px(14))
	head := text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor}
	h := ui.DrawParagraph(dst, i18n.T("gosu.clan_cards", t.preview.Name()), in, head)
	_, in = ui.CutTop(in, h+ctx.Px(8))
	cards := gosuClanCards(t.preview)
	for i, r := range gosuGrid(in, len(cards), gosuAspect, ctx.Px(6)) {
		drawGosuCard(dst, ctx, r, cards[i], nil)
	}
}

// gosuClanCards are the cards of clan k, in the card table's order.
func gosuClanCards(k gosu.Clan) []gosu.Card {
	var out []gosu.Card
	for c := gosu.Card(0); c.Known(); c++ {
		if c.Clan() == k {
			out = append(out, c)
		}
	}
	return out
}

// gosuGrid places n cards of width/height aspect in r, gap apart, in the
// number of columns that makes them largest, the grid centred.
func gosuGrid(r ui.Rect, n int, aspect, gap float64) []ui.Rect {
	if n == 0 {
		return nil
	}
	cols, w := 1, 0.0
	for c := 1; c <= n; c++ {
		rows := (n + c - 1) / c
		cw := math.Min((r.W-float64(c-1)*gap)/float64(c), (r.H-float64(rows-1)*gap)/float64(rows)*aspect)
		if cw > w {
			cols, w = c, cw
		}
	}
	h, rows := w/aspect, (n+cols-1)/cols
	x0 := r.X + (r.W-float64(cols)*w-float64(cols-1)*gap)/2
	y0 := r.Y + (r.H-float64(rows)*h-float64(rows-1)*gap)/2
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.Rect{X: x0 + float64(i%cols)*(w+gap), Y: y0 + float64(i/cols)*(h+gap), W: w, H: h}
	}
	return out
}

// gosuHoverRect places a w×h panel beside card rect r on screen scr: to
// its right if it fits, else to its left, else over it; level with the
// card's top, moved up to stay on the screen.
func gosuHoverRect(r ui.Rect, w, h float64, scr ui.Rect, gap float64) ui.Rect {
	p := ui.Rect{X: r.X + r.W + gap, Y: r.Y, W: w, H: h}
	if p.X+w > scr.X+scr.W {
		p.X = r.X - gap - w
	}
	p.X = ui.Clamp(p.X, scr.X, math.Max(scr.X, scr.X+scr.W-w))
	p.Y = ui.Clamp(p.Y, scr.Y, math.Max(scr.Y, scr.Y+scr.H-h))
	return p
}

// cardLinesOf is gosuCardLines of card c with the keywords it has now
// (keywordsOf), made again only for another card, keywords or language.
func (t *tableScene) cardLinesOf(c gosu.Card) []string {
	kw := t.keywordsOf(c)
	return t.hoverLines.get(gosuCardKey{i18n.Lang(), c, kw}, func() []string { return gosuCardLines(c, kw) })
}

// termsOf is how many of card c's lines in words (cardLinesOf) are the
// rules of the words it names, at their end.
func (t *tableScene) termsOf(c gosu.Card) int {
	kw := t.keywordsOf(c)
	return t.termCount.get(gosuCardKey{i18n.Lang(), c, kw}, func() int { return len(gosuCardTerms(c, kw)) })
}

// keywordsOf are the keywords card c has now: those its face shows in an
// army (the Bounty token's, the Tomorrow tile's...), else its printed
// ones.
func (t *tableScene) keywordsOf(c gosu.Card) gosu.Keyword {
	for p := range t.army {
		for _, row := range t.army[p] {
			for _, s := range row {
				if s.Card == c && !s.Down {
					return s.Keywords
				}
			}
		}
	}
	return c.Keywords()
}

// gosuCardKey is what a card's lines in words depend on.
type gosuCardKey struct {
	lang string
	card gosu.Card
	kw   gosu.Keyword
}

// gosuCardLines are a card's words in full: its header (name, clan,
// level), its numbers, its keywords kw and its effect, then the rule of
// each word of Gosu X among them, a line each.
func gosuCardLines(c gosu.Card, kw gosu.Keyword) []string {
	lines := []string{gosuDetailHead(c), i18n.T("gosu.facts", c.ShiftCost(), c.Military(), gosuSlotsText(c))}
	if n := gosuKeywordNames(kw); len(n) > 0 {
		lines = append(lines, strings.Join(n, ", "))
	}
	lines = append(lines, gosuCardText(c))
	return append(lines, gosuTermLines(gosuCardTerms(c, kw))...)
}

// gosuDetailFit: the close-up's header shrinks a little on its line, then
// wraps onto two.
var gosuDetailFit = ui.Fit{Floor: 11, Lines: 2, Shrink: 12}

// gosuDetailHead is the close-up's header: the card's name, clan and level.
func gosuDetailHead(c gosu.Card) string {
	return c.Name() + " · " + c.Clan().Name() + " · " + i18n.T("gosu.level", gosuRoman(c.Level()))
}

// gosuDetailHeadBox is the room of the header at the top of the words'
// box: two lines of small bold text.
func gosuDetailHeadBox(box ui.Rect) ui.Rect {
	box.H = math.Min(box.H, 2*text.LineHeight(text.Style{Size: ui.SizeSmall, Bold: true})+1)
	return box
}

// gosuDetailRects is where the close-up of a card puts the card and its
// words on the safe screen scr: the words below the card on a tall
// screen, beside it on a wide one.
func gosuDetailRects(scr ui.Rect, unit float64) (card, box ui.Rect) {
	if scr.W > scr.H*1.2 {
		h := scr.H * 0.8
		w := math.Min(h*gosuAspect, scr.W*0.35)
		h = w / gosuAspect
		card = ui.Rect{X: scr.X + scr.W*0.05, Y: scr.Y + (scr.H-h)/2, W: w, H: h}
		box = ui.Rect{X: card.X + w + ui.Margin*unit*2, Y: scr.Y + scr.H*0.08}
		box.W, box.H = scr.X+scr.W*0.95-box.X, scr.Y+scr.H-box.Y
		return card, box
	}
	h := math.Min(scr.H*0.45, scr.W/gosuAspect*0.6)
	w := h * gosuAspect
	card = ui.Rect{X: scr.X + (scr.W-w)/2, Y: scr.Y + scr.H*0.04, W: w, H: h}
	box = ui.Rect{X: scr.X + scr.W*0.06, Y: card.Y + card.H + ui.Margin*unit, W: scr.W * 0.88}
	box.H = scr.Y + scr.H - box.Y
	return card, box
}

// drawPile lists the discard pile (face-down cards as such) and removed
// cards of the player whose counters were tapped.
func (t *tableScene) drawPile(dst *ebiten.Image, ctx *ui.Context) {
	p := t.armyOf(t.pile - 1)
	s := &t.seat[p]
	scr := ctx.Safe()
	sprites.Panel(dst, scr, ctx.Px(12))
	in := scr.Inset(ctx.Px(14))
	var names []string
	for _, d := range s.Discard {
		if d.FaceDown && !d.Card.Known() {
			names = append(names, i18n.T("gosu.face_down"))
			continue
		}
		names = append(names, d.Card.Name())
	}
	var removed []string
	for _, c := range s.Removed {
		removed = append(removed, c.Name())
	}
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}
	hgt := ui.DrawParagraph(dst, gosuHeadFacts(s, s.Supremacy, t.view.MilitaryTotal(p)), in, st)
	_, in = ui.CutTop(in, hgt+ctx.Px(6))
	rule := st
	rule.Color = sprites.TextMutedColor
	for _, id := range gosuHeadTerms { // the words of the counters
		hgt := ui.DrawParagraph(dst, gosuTermOf(id).line(), in, rule)
		_, in = ui.CutTop(in, hgt+ctx.Px(4))
	}
	_, in = ui.CutTop(in, ctx.Px(6))
	for _, l := range []string{i18n.T("gosu.discard_of", t.Names()[p], len(names)), strings.Join(names, ", "),
		i18n.T("gosu.removed", len(removed)), strings.Join(removed, ", ")} {
		st.Bold = !st.Bold
		hgt := ui.DrawParagraph(dst, l, in, st)
		_, in = ui.CutTop(in, hgt+ctx.Px(6))
	}
}

// gosuHeadTerms are the words of a player's counters whose rules the
// panel of their discard pile gives.
var gosuHeadTerms = []string{"supremacy", "military", "tokens"}
