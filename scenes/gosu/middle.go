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

// drawMiddle draws the eight clan tiles (lit when active, the drafter's
// side marked), the Wonder token's holder and the last Great Battle.
func (t *tableScene) drawMiddle(dst *ebiten.Image, ctx *ui.Context) {
	for k := range gosu.Clan(gosu.NumClans) {
		if t.drafting() { // the list over the armies shows them
			break
		}
		r := t.tileRect(ctx, k)
		owner, active := t.view.Tile(k)
		if _, ok := t.tileMove(k); ok {
			sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(2)), ctx.Px(5), ctx.Px(2.5), sprites.Paper)
		}
		face := gosuClanColor(k)
		if !active {
			face = sprites.Mix(face, sprites.Ink, 0.55)
		}
		sprites.FillRoundRect(dst, r, ctx.Px(4), face)
		if active {
			sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(1)), ctx.Px(4), ctx.Px(2), sprites.AccentColor)
		}
		cx, cy := r.Center()
		ui.DrawIconCentered(dst, gosuClanCrest(k), cx, cy, math.Min(r.W, r.H)*0.7, sprites.OnColor(face))
		if owner != rules.NoPlayer { // a bar on the drafter's side
			y := r.Y + r.H - ctx.Px(3)
			if owner != t.near() {
				y = r.Y
			}
			sprites.FillRoundRect(dst, ui.Rect{X: r.X + r.W*0.2, Y: y, W: r.W * 0.6, H: ctx.Px(3)}, ctx.Px(1.5), sprites.Paper)
		}
	}
	box := gosuInfoBox(&t.lay, ctx.Unit)
	ui.DrawTextIn(dst, t.infoShown(box), box, gosuInfoStyle, gosuInfoFit)
}

// infoShown is as many of the facts beside the tiles, from the first, as
// fit box whole at the text floor (one at least), kept while they and
// the box stay; a tap on them shows them all.
func (t *tableScene) infoShown(box ui.Rect) string {
	facts := t.middleLine()
	return t.infoLines.get(gosuLinesKey{facts, box.W, box.H, text.Scale()}, func() string { return gosuInfoFacts(facts, box) })
}

// gosuInfoFacts is as many of facts (" · " between them), from the first,
// as fit box whole at the text floor; the first at least.
func gosuInfoFacts(facts string, box ui.Rect) string {
	parts := strings.Split(facts, " · ")
	for k := len(parts); k > 1; k-- {
		s := strings.Join(parts[:k], " · ")
		if !ui.FitText(s, gosuInfoStyle, box.W, box.H, gosuInfoFit).Cut {
			return s
		}
	}
	return parts[0]
}

// middleLine is middleFacts, made again only when what it says changes.
func (t *tableScene) middleLine() string {
	key := gosuMiddleKey{lang: i18n.Lang(), wonder: t.view.WonderHolder(), battleOn: t.battle.on}
	key.bounty, key.hasBounty = t.view.BountyCard()
	key.totals, key.winner, key.battled = t.view.LastBattle()
	return t.middle.get(key, t.middleFacts)
}

// gosuMiddleKey is what the line beside the tiles depends on.
type gosuMiddleKey struct {
	lang                         string
	wonder, winner               rules.Player
	bounty                       gosu.Card
	totals                       [2]int
	hasBounty, battled, battleOn bool
}

// middleFacts is the line beside the tiles: who holds the Wonder token,
// the Bounty card, the last Great Battle.
func (t *tableScene) middleFacts() string {
	var parts []string
	for _, f := range t.middleFactList() {
		parts = append(parts, f.fact)
	}
	return strings.Join(parts, " · ")
}

// gosuFact is a fact beside the tiles and the id of the word whose rule
// explains it.
type gosuFact struct {
	fact, term string
}

// middleFactList are the facts beside the tiles, each with its word: who
// holds the Wonder token, the Bounty card, the last Great Battle.
func (t *tableScene) middleFactList() []gosuFact {
	var out []gosuFact
	if w := t.view.WonderHolder(); w != rules.NoPlayer {
		out = append(out, gosuFact{i18n.T("gosu.wonder", t.Names()[w]), "wonder"})
	}
	if c, ok := t.view.BountyCard(); ok {
		out = append(out, gosuFact{i18n.T("gosu.bounty", c.Name()), "bounty"})
	}
	if tot, w, ok := t.view.LastBattle(); ok && !t.battle.on {
		said := i18n.T("gosu.battle.tie", tot[0])
		if w != rules.NoPlayer { // the winner's total first
			said = i18n.T("gosu.battle", t.Names()[w], tot[w], tot[1-w])
		}
		out = append(out, gosuFact{said, "battle"})
	}
	return out
}

// The facts beside the tiles wrap onto up to three lines, then shrink to
// the text floor.
var (
	gosuInfoStyle = text.Style{Size: ui.SizeSmall * 0.85, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	gosuInfoFit   = ui.Fit{Floor: text.Floor, Lines: 3}
)

// gosuInfoBox is the room of the facts beside the tiles in the middle.
func gosuInfoBox(l *gosuLayout, unit float64) ui.Rect {
	_, r := ui.CutLeft(l.middle, gosuTilesW(l, unit)+ui.Gap*unit)
	return r
}

// gosuTilesW is the width of the eight tiles in the middle strip.
func gosuTilesW(l *gosuLayout, unit float64) float64 {
	return math.Min(l.middle.W*0.55, 300*unit)
}

// tileRect is where clan k's tile lies: in the middle strip, or in the
// list over the armies during the draft.
func (t *tableScene) tileRect(ctx *ui.Context, k gosu.Clan) ui.Rect {
	if t.drafting() {
		return t.mine(t.tileTap(k))
	}
	return ui.Column(t.tilesRect(ctx), gosu.NumClans, int(k), ctx.Px(3))
}

// tileTap is the part of clan k's row in the draft's list that answers a
// tap: what shows of it, when that is the whole row or a fingertip at
// least. A row scrolled nearly out of the list, under its fade, is not
// for tapping: the list scrolls it into sight.
func (t *tableScene) tileTap(k gosu.Clan) ui.Rect {
	r, whole := t.tileRow(k), t.lay.list.rows[k].H
	if r.H < math.Min(whole, t.tip)-0.01 {
		return ui.Rect{}
	}
	return r
}

// tilesRect is the strip of the eight tiles in the middle.
func (t *tableScene) tilesRect(ctx *ui.Context) ui.Rect {
	tiles, _ := ui.CutLeft(t.lay.middle, gosuTilesW(&t.lay, ctx.Unit))
	return tiles
}

// tilesApart reports whether each tile of the middle strip takes a
// fingertip (44 CSS px both ways), and so a tap of its own. Where they
// are smaller, the strip answers a tap as one: it opens the tiles in
// words, and a clan a decision asks for is taken with its button in the
// bar, which every such decision lists.
func (t *tableScene) tilesApart(ctx *ui.Context) bool {
	if t.drafting() { // the list's rows
		return true
	}
	r := t.tileRect(ctx, 0)
	return r.W >= t.tip-0.01 && r.H >= t.tip-0.01
}
