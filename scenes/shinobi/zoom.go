package shinobi

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// A province opened large: on a phone the others' provinces share a row
// and their five clans' columns are narrower than a fingertip, too narrow
// to tell one army from the next by where a finger lands. Where the
// decision is about one of its armies, a tap there (onBoard) opens the
// province large over the table, one wide column per army it holds, for
// the person to tap the army; Back or a tap beside it closes it.

// shinobiZoom is the province opened large, in the viewer's frame.
type shinobiZoom struct {
	p      rules.Player // NoPlayer: none open
	panel  ui.Rect
	words  ui.Rect // what to do
	prov   ui.Rect
	geom   shinobiProvince
	closer ui.Rect
}

// Sizes of the opened province, logical px: a column per army at most
// shinobiZoomColW wide, the province at most shinobiZoomProvH high.
const (
	shinobiZoomColW  = 96
	shinobiZoomProvH = 240
)

// onBoard answers a tap or a drop on province p, on the column of clan c
// there (NoClan for none). On a narrow province whose armies the decision
// is about, a finger cannot be trusted to hit the column it aims at: the
// tap takes the army only when no other may be meant (the only army
// there, or the only one a tap would act on, tapped on its column). Else
// the province opens large, to tap the army there.
func (t *tableScene) onBoard(ctx *ui.Context, p rules.Player, c shinobi.Clan) {
	if !t.geom[p].narrow || !t.armyWanted(p) {
		t.board(ctx, p, c)
		return
	}
	var held, meant []shinobi.Clan
	for k := range shinobi.Clan(shinobi.Clans) {
		if len(t.shown.army[p][k]) > 0 {
			held = append(held, k)
			if t.armyMeant(p, k) {
				meant = append(meant, k)
			}
		}
	}
	switch {
	case len(held) == 1:
		t.board(ctx, p, held[0])
	case len(meant) == 1 && meant[0] == c:
		t.board(ctx, p, c)
	case len(held) > 1:
		t.zoom.p = p
		t.ClearMsg()
		ctx.Redraw()
	default:
		t.board(ctx, p, shinobi.NoClan)
	}
}

// armyWanted reports whether a tap on province p now means one of its
// armies rather than the province: a Ninja's target, an army to attack
// with or to attack, a card to move out; not where p is lit (a card goes
// there) nor where a card of the hand is chosen or nothing is yet at
// action 1.
func (t *tableScene) armyWanted(p rules.Player) bool {
	switch {
	case t.litProv[p]:
		return false
	case t.selCard != shinobi.Unknown:
		return t.selCard.IsNinja()
	case t.selArmy.p != rules.NoPlayer:
		return true
	}
	switch t.view.Step() {
	case shinobi.StepAttack:
		return true
	case shinobi.StepReinforce:
		return p != t.view.ToMove()
	}
	return false
}

// armyMeant reports whether a tap on p's army of clan c would act: it is
// lit, or, at the attack with nothing chosen, some attack aims at it (a
// tap on the target attacks when one army only may).
func (t *tableScene) armyMeant(p rules.Player, c shinobi.Clan) bool {
	if t.litArmy[p][c] {
		return true
	}
	if t.selCard != shinobi.Unknown || t.selArmy.p != rules.NoPlayer || t.view.Step() != shinobi.StepAttack {
		return false
	}
	for _, l := range t.moves {
		if l.ok && l.m.Kind == shinobi.Attack && l.m.To == p && l.m.Target == c {
			return true
		}
	}
	return false
}

// CloseUpOpen implements table.Table.
func (t *tableScene) CloseUpOpen() bool { return t.zoom.p != rules.NoPlayer }

// CloseUp takes every frame while a province is open: a tap on one of its
// armies closes it and counts as that army's tap on the board; a tap on
// Back or beside the province closes it.
func (t *tableScene) CloseUp(ctx *ui.Context) bool {
	z := &t.zoom
	if z.p == rules.NoPlayer {
		return false
	}
	if !t.Decides() {
		z.p = rules.NoPlayer
		return false
	}
	for _, e := range t.frame.Events(ctx.Input.Events()) {
		if e.Kind != ui.Tap {
			continue
		}
		p := z.p
		ctx.Redraw()
		if z.closer.Contains(e.X, e.Y) || !z.panel.Contains(e.X, e.Y) {
			z.p = rules.NoPlayer
			return true
		}
		for c := range shinobi.Clan(shinobi.Clans) {
			if len(t.shown.army[p][c]) > 0 && z.geom.slots[c].Contains(e.X, e.Y) {
				z.p = rules.NoPlayer
				t.board(ctx, p, c)
				return true
			}
		}
	}
	return true
}

// layoutZoom places the open province in the middle of the viewer's
// screen: what to do, the province with a column per army it holds, and
// Back under it.
func (t *tableScene) layoutZoom(ctx *ui.Context) {
	z := &t.zoom
	if z.p == rules.NoPlayer || int(z.p) >= len(t.geom) {
		z.p = rules.NoPlayer
		return
	}
	var held [shinobi.Clans]bool
	n := 0
	for c := range held {
		if len(t.shown.army[z.p][c]) > 0 {
			held[c] = true
			n++
		}
	}
	if n == 0 {
		z.p = rules.NoPlayer
		return
	}
	px, gap := ctx.Px, ctx.Px(ui.Gap)
	area := t.frame.RectToLocal(ctx.Safe()).Inset(px(ui.Margin))
	w := math.Min(area.W, math.Max(px(300), px(shinobiZoomColW)*float64(n)+px(30)))
	wordsH, closeH := px(shinobiPromptH), px(ui.Fingertip)
	provH := math.Min(px(shinobiZoomProvH), area.H-wordsH-closeH-4*gap)
	h := wordsH + provH + closeH + 4*gap
	z.panel = ui.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-h)/2, W: w, H: h}
	in := z.panel.Inset(gap)
	z.words, in = ui.CutTop(in, wordsH)
	_, in = ui.CutTop(in, gap)
	z.prov, in = ui.CutTop(in, provH)
	_, in = ui.CutTop(in, gap)
	bw := math.Min(in.W, px(160))
	z.closer = ui.Rect{X: in.X + (in.W-bw)/2, Y: in.Y, W: bw, H: closeH}
	z.geom = fannedDown(z.prov, ctx.Unit, held)
}

// registerZoom lists the open province's armies and Back, in place of the
// table under it.
func (t *tableScene) registerZoom(ctx *ui.Context) {
	z := &t.zoom
	table.RegisterPrompt(ctx, t.zoomWords(), t.frame.RectToScreen(z.words))
	for c := range shinobi.Clan(shinobi.Clans) {
		if n := len(t.shown.army[z.p][c]); n > 0 {
			ctx.Register(shinobiArmyID(z.p, c), strconv.Itoa(n), t.frame.RectToScreen(z.geom.slots[c]))
		}
	}
	ctx.Register("zoom:back", i18n.T("ui.back"), t.frame.RectToScreen(z.closer))
}

// zoomWords is what the open province says: why a tap was refused, else
// what to do.
func (t *tableScene) zoomWords() string {
	if t.Msg() != "" {
		return t.Msg()
	}
	return t.prompt
}

// drawZoom draws the open province over the table, veiled: a tap beside
// it closes it, and nothing under it answers.
func (t *tableScene) drawZoom(dst *ebiten.Image, ctx *ui.Context) {
	z := &t.zoom
	if z.p == rules.NoPlayer {
		return
	}
	ui.DrawVeil(dst, ctx.Screen(), sprites.Fade(sprites.Ink, 0.7))
	canvas := t.frame.Canvas(dst)
	rad := ctx.Px(12)
	sprites.FillRoundRect(canvas, z.panel, rad, sprites.Felt)
	sprites.StrokeRoundRect(canvas, z.panel, rad, ctx.Px(2), sprites.AccentColor)
	ui.DrawParagraph(canvas, t.zoomWords(), z.words, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper})
	t.drawProvince(canvas, ctx, z.p, z.prov, &z.geom)
	ui.DrawButtonFace(canvas, ctx, z.closer, i18n.T("ui.back"), ui.ButtonSecondary, t.frame.PressedIn(ctx.Input, z.closer), false)
	t.frame.Compose(dst)
}
