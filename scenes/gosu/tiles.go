package gosu

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// The clan tiles in words: during the draft they take the armies' place as
// a list (crest, name, drafter, ongoing ability; a tap drafts), and at any
// time a long press on a tile (or a tap on one that nothing asks for)
// opens the same list over the table. Active tiles are lit.
//
// Every ability reads at body size on every screen: each tile's row grows
// to its words, two columns stand side by side where the list is wide
// enough, and a list still taller than its place scrolls, with a bar and a
// fade at the edge where more tiles wait.

// gosuTileList is the list's place, its rows and how far it is scrolled.
type gosuTileList struct {
	view ui.ScrollView
	rows [gosu.NumClans]ui.Rect // unscrolled
}

// Sizes of the list, logical px.
const (
	gosuTileColW = 300 // the narrowest column that still makes two
	gosuTileIcon = 36
	gosuTilePad  = 4
	gosuTileGap  = 3
	gosuTileBar  = 8  // room kept for the scrollbar
	gosuTileFade = 26 // the fade over the edge with more tiles behind
)

var (
	gosuTileHead  = text.Style{Size: ui.SizeBody, Bold: true}
	gosuTileBody  = text.Style{Size: ui.SizeBody}
	gosuTileRules = text.Style{Size: ui.SizeSmall} // the rules of the words an ability names, under it
)

// drafting reports whether the draft list stands in the armies' place.
func (t *tableScene) drafting() bool {
	return t.view != nil && t.view.Phase() == gosu.PhaseDraft
}

// showsTileList reports whether the list is on screen.
func (t *tableScene) showsTileList() bool { return t.drafting() || t.tiles }

// tileListRect is where the list of tiles is drawn, facing the viewer (in
// their side's frame): during the draft over both armies and their
// counters, which hold nothing yet (in table mode over the other half,
// leaving the drafter's own in sight), else over the whole screen.
func (t *tableScene) tileListRect(ctx *ui.Context) ui.Rect {
	if t.tiles { // centred, no wider than reads well
		r := ctx.Safe().Inset(ctx.Px(ui.Margin))
		w := math.Min(r.W, ctx.Px(720))
		r.X, r.W = r.X+(r.W-w)/2, w
		return r
	}
	if t.lay.table {
		return t.lay.away
	}
	return t.lay.board
}

// layoutTileList sizes each tile's row to its words in the list's place:
// two columns when it is wide enough, row by row, each line as tall as
// its taller tile. The scroll stays where it was when the list is
// unchanged.
func (t *tableScene) layoutTileList(ctx *ui.Context) {
	l := &t.lay.list
	if t.view == nil || !t.showsTileList() {
		l.view.Rect, l.view.Offset = ui.Rect{}, 0
		return
	}
	if t.tileLang != i18n.Lang() { // the language changed since the view was read
		t.wordTiles()
	}
	in := t.tileListRect(ctx).Inset(ctx.Px(gosuTilePad))
	l.view.ID, l.view.Rect = "tiles", in
	l.view.ContentH = t.placeTiles(ctx, in)
	if l.view.ContentH > in.H { // a scrolling list keeps the bar clear of the words
		in.W -= ctx.Px(gosuTileBar)
		l.view.ContentH = t.placeTiles(ctx, in)
	}
	l.view.Offset = ui.Clamp(l.view.Offset, 0, math.Max(0, l.view.ContentH-l.view.Rect.H))
}

// wordTiles words each tile's heading, ability and the rules of the
// words it names, in the current language.
func (t *tableScene) wordTiles() {
	for k := range t.tileTexts {
		t.tileTexts[k].head, t.tileTexts[k].body = t.tileHead(gosu.Clan(k)), gosuTileText(gosu.Clan(k))
		t.tileTerms[k] = strings.Join(gosuTermLines(gosuTileTerms(gosu.Clan(k))), "\n")
	}
	t.tileLang = i18n.Lang()
}

// placeTiles places the rows in the place in and says how tall they stand.
func (t *tableScene) placeTiles(ctx *ui.Context, in ui.Rect) float64 {
	l := &t.lay.list
	gap := ctx.Px(gosuTileGap)
	cols := 1
	if in.W >= 2*ctx.Px(gosuTileColW)+gap {
		cols = 2
	}
	w := (in.W - float64(cols-1)*gap) / float64(cols)
	y := in.Y
	for k := 0; k < gosu.NumClans; k += cols {
		h := 0.0
		for c := k; c < min(k+cols, gosu.NumClans); c++ {
			h = math.Max(h, t.tileHeight(ctx, gosu.Clan(c), w))
		}
		for c := k; c < min(k+cols, gosu.NumClans); c++ {
			l.rows[c] = ui.Rect{X: in.X + float64(c-k)*(w+gap), Y: y, W: w, H: h}
		}
		y += h + gap
	}
	return y - gap - in.Y
}

// tileWords is where a tile's name and ability go in its row r.
func tileWords(ctx *ui.Context, r ui.Rect) ui.Rect {
	in := r.Inset(ctx.Px(gosuTilePad))
	_, words := ui.CutLeft(in, ctx.Px(gosuTileIcon+2*gosuTilePad))
	words.W -= ctx.Px(gosuTilePad)
	return words
}

// tileHeight is the height of clan k's row at width w.
func (t *tableScene) tileHeight(ctx *ui.Context, k gosu.Clan, w float64) float64 {
	words := tileWords(ctx, ui.Rect{W: w})
	return math.Max(t.tileWordsHeight(ctx, k, words.W), ctx.Px(gosuTileIcon)) + 2*ctx.Px(gosuTilePad)
}

// tileWordsHeight is the height of clan k's words in width w: its name,
// its ability, and the rules of the words it names a little apart.
func (t *tableScene) tileWordsHeight(ctx *ui.Context, k gosu.Clan, w float64) float64 {
	_, hh := text.MeasureWrapped(t.tileTexts[k].head, w, gosuTileHead)
	_, bh := text.MeasureWrapped(t.tileTexts[k].body, w, gosuTileBody)
	_, th := text.MeasureWrapped(t.tileTerms[k], w, gosuTileRules)
	if th > 0 {
		th += ctx.Px(gosuTilePad)
	}
	return hh + bh + th
}

// tileHead is clan k's name, with its drafter's once drafted.
func (t *tableScene) tileHead(k gosu.Clan) string {
	if owner, _ := t.view.Tile(k); owner != rules.NoPlayer {
		return i18n.T("gosu.tile_of", k.Name(), t.Names()[owner])
	}
	return k.Name()
}

// tileRow is clan k's row in the list as it shows now, cut to the list's
// place (empty when scrolled out of sight), so taps land only on what is
// seen; in the viewer's frame.
func (t *tableScene) tileRow(k gosu.Clan) ui.Rect {
	l := &t.lay.list
	return clipRect(l.rows[k].Offset(0, -l.view.Offset), l.view.Rect)
}

// clipRect is the part of r inside c (empty when none).
func clipRect(r, c ui.Rect) ui.Rect {
	x0, y0 := math.Max(r.X, c.X), math.Max(r.Y, c.Y)
	x1, y1 := math.Min(r.X+r.W, c.X+c.W), math.Min(r.Y+r.H, c.Y+c.H)
	if x1 <= x0 || y1 <= y0 {
		return ui.Rect{}
	}
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// drawTileList draws the eight tiles with their names and abilities.
func (t *tableScene) drawTileList(dst *ebiten.Image, ctx *ui.Context) {
	l := &t.lay.list
	sprites.Panel(dst, t.tileListRect(ctx), ctx.Px(10))
	clip := l.view.Clip(dst)
	for k := range gosu.Clan(gosu.NumClans) {
		r := l.rows[k].Offset(0, -l.view.Offset)
		if l.view.Visible(r) {
			t.drawTile(clip, ctx, k, r)
		}
	}
	// Where more tiles wait beyond an edge, the list fades out there.
	v, fade := l.view.Rect, ctx.Px(gosuTileFade)
	clear := sprites.Fade(sprites.PanelColor, 0)
	if l.view.Offset > 0 {
		sprites.GradientRoundRect(clip, ui.Rect{X: v.X, Y: v.Y, W: v.W, H: fade}, 0, sprites.PanelColor, clear)
	}
	if l.view.Offset < l.view.ContentH-v.H-0.5 {
		sprites.GradientRoundRect(clip, ui.Rect{X: v.X, Y: v.Y + v.H - fade, W: v.W, H: fade}, 0, clear, sprites.PanelColor)
	}
	l.view.DrawScrollbar(dst, ctx)
}

// drawTile draws clan k's tile in its row r: crest, name and drafter, and
// the ability, dimmed while the tile is not active; lit when a tap on it
// drafts or names the clan.
func (t *tableScene) drawTile(dst *ebiten.Image, ctx *ui.Context, k gosu.Clan, r ui.Rect) {
	_, active := t.view.Tile(k)
	if _, ok := t.tileMove(k); ok {
		sprites.StrokeRoundRect(dst, r.Inset(ctx.Px(1)), ctx.Px(5), ctx.Px(2.5), sprites.AccentColor)
	}
	face := gosuClanColor(k)
	if !active {
		face = sprites.Mix(face, sprites.Ink, 0.55)
	}
	in := r.Inset(ctx.Px(gosuTilePad))
	sq := ctx.Px(gosuTileIcon)
	icon := ui.Rect{X: in.X, Y: in.Y + (in.H-sq)/2, W: sq, H: sq}
	sprites.FillRoundRect(dst, icon, ctx.Px(4), face)
	if active {
		sprites.StrokeRoundRect(dst, icon.Inset(-ctx.Px(1)), ctx.Px(4), ctx.Px(2), sprites.AccentColor)
	}
	cx, cy := icon.Center()
	ui.DrawIconCentered(dst, gosuClanCrest(k), cx, cy, sq*0.7, sprites.OnColor(face))
	// An inactive tile's words are muted, yet read at 4.5:1 on the list.
	ink, soft := sprites.TextColor, sprites.Mix(sprites.TextColor, sprites.Paper, 0.25)
	if !active {
		ink, soft = sprites.TextMutedColor, sprites.TextMutedColor
	}
	words := tileWords(ctx, r)
	head, body, terms := gosuTileHead, gosuTileBody, gosuTileRules
	head.Color, body.Color, terms.Color = ink, ink, soft
	_, words = ui.CutTop(words, math.Max(0, (words.H-t.tileWordsHeight(ctx, k, words.W))/2)) // centred in a row made taller by its neighbour
	hh := ui.DrawParagraph(dst, t.tileTexts[k].head, words, head)
	_, words = ui.CutTop(words, hh)
	bh := ui.DrawParagraph(dst, t.tileTexts[k].body, words, body)
	_, words = ui.CutTop(words, bh+ctx.Px(gosuTilePad))
	ui.DrawParagraph(dst, t.tileTerms[k], words, terms)
}

// scrollTiles scrolls the list by the viewer's drags and the wheel.
func (t *tableScene) scrollTiles(ctx *ui.Context) {
	v := &t.lay.list.view
	if v.UpdateIn(ctx, t.myEvents(ctx), t.mine(v.Rect)) {
		ctx.Redraw()
	}
}
