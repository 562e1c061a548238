package peuple

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// peupleDetail is what a long press opened, shown in full with what it
// means: a card of the hand or a discard pile's top, or a terrain card of
// the ring. The zero value is none.
type peupleDetail struct {
	card    peupleCard // a movement or power card
	terrain int        // else a terrain card, 1..4N
}

func (d peupleDetail) open() bool { return d.card != peupleCard{} || d.terrain != 0 }

// CloseUpOpen implements table.Table.
func (t *tableScene) CloseUpOpen() bool { return t.detail.open() }

// CloseUp handles a frame while a card is shown in full (a tap anywhere
// closes it), or opens one on a long press: on a card of the hand, a
// discard pile or a terrain card. It reports whether it took the frame.
func (t *tableScene) CloseUp(ctx *ui.Context) bool {
	in := ctx.Input
	if t.detail.open() {
		if in.Tapped(ctx.Screen()) {
			t.detail = peupleDetail{}
			ctx.Redraw()
		}
		return true
	}
	d, ok := t.pressedDetail(in)
	if ok {
		t.detail = d
		t.fan.CancelDrag()
		t.describeDetail(ctx)
		ctx.Redraw()
	}
	return ok
}

// pressedDetail is what a long press this frame was on, if anything.
func (t *tableScene) pressedDetail(in *ui.Input) (peupleDetail, bool) {
	for i := range t.hand {
		if i < len(t.fan.Rects) && in.LongPressed(t.frame.RectToScreen(t.fan.Reach(i))) {
			return peupleDetail{card: t.hand[i].peupleCard}, true
		}
	}
	if d := t.view.MoveDiscard(); len(d) > 0 && in.LongPressed(t.lay.decks[discardMove]) {
		return peupleDetail{card: peupleCard{move: d[len(d)-1]}}, true
	}
	if d := t.view.PowerDiscard(); len(d) > 0 && in.LongPressed(t.lay.decks[discardPower]) {
		return peupleDetail{card: peupleCard{power: d[len(d)-1]}}, true
	}
	for i := 1; i <= t.ring.cards; i++ {
		if in.LongPressed(t.ring.rect(i)) {
			return peupleDetail{terrain: i}, true
		}
	}
	return peupleDetail{}, false
}

// describeDetail words the open close-up: its title and its lines.
func (t *tableScene) describeDetail(ctx *ui.Context) {
	d := t.detail
	t.detailText = t.detailText[:0]
	switch {
	case d.card.move != 0:
		s := d.card.move.Spec()
		t.detailTitle = peupleSentence(peupleMoveWords(d.card.move))
		if s.Own {
			t.detailText = append(t.detailText, i18n.T("peuple.explain.own"))
		} else {
			t.detailText = append(t.detailText, i18n.T("peuple.explain.theirs"))
		}
		t.detailText = append(t.detailText, i18n.T("peuple.explain.circle", peupleDistance(s.Move)))
		if s.TwoStep() {
			t.detailText = append(t.detailText, i18n.T("peuple.explain.steps", peupleAbs(s.Steps[0]), peupleAbs(s.Steps[1])))
		}
		t.detailText = append(t.detailText, i18n.T("peuple.explain.box", s.Target), i18n.T("peuple.explain.choose"))
	case d.card.power != 0:
		t.detailTitle = peuplePowerName(d.card.power)
		t.detailText = append(t.detailText, peupleSentence(peuplePowerText(d.card.power))+".")
		if d.card.power == peuple.Defense {
			t.detailText = append(t.detailText, i18n.T("peuple.explain.defense"))
		}
	default:
		i := d.terrain
		t.detailTitle = i18n.T("peuple.explain.card", i)
		switch peuple.TerrainOf(i) {
		case peuple.Village:
			t.detailText = append(t.detailText, i18n.T("peuple.explain.village", peupleName(t.Names(), rules.Player(peuple.VillageOwner(i)))))
		case peuple.Pickaxe:
			t.detailText = append(t.detailText, i18n.T("peuple.explain.pickaxe"))
		default:
			t.detailText = append(t.detailText, i18n.T("peuple.explain.empty"))
		}
		for p := range t.Names() {
			a, b := peuple.PawnOf(rules.Player(p), 0), peuple.PawnOf(rules.Player(p), 1)
			switch {
			case t.shownAt[a] == i && t.shownAt[b] == i:
				t.detailText = append(t.detailText, i18n.T("peuple.explain.pawns", t.Names()[p]))
			case t.shownAt[a] == i || t.shownAt[b] == i:
				t.detailText = append(t.detailText, peupleSentence(i18n.T("peuple.explain.pawn", peuplePawnName(t.Names(), a))))
			}
		}
	}
	t.detailText = append(t.detailText, i18n.T("peuple.explain.close"))
	t.detailBody = strings.Join(t.detailText, " ")
}

// drawDetail draws the open close-up on the viewer's part: the card, large,
// beside its title and what it means, on a panel in the middle.
func (t *tableScene) drawDetail(dst *ebiten.Image, ctx *ui.Context, screen ui.Rect) {
	if !t.detail.open() {
		return
	}
	pad := ctx.Px(16)
	w := math.Min(screen.W-2*ctx.Px(ui.Margin), ctx.Px(620))
	h := math.Min(screen.H-2*ctx.Px(ui.Margin), ctx.Px(340))
	panel := ui.Rect{X: screen.X + (screen.W-w)/2, Y: screen.Y + (screen.H-h)/2, W: w, H: h}
	sprites.Panel(dst, panel, ctx.Px(14))
	in := panel.Inset(pad)
	cardH := math.Min(in.H, ctx.Px(220))
	cardW := cardH * peupleAspect
	if in.W < ctx.Px(360) { // narrow: the card smaller, the words the room
		cardW = math.Min(cardW, in.W*0.3)
		cardH = cardW / peupleAspect
	}
	card := ui.Rect{X: in.X, Y: in.Y, W: cardW, H: cardH}
	switch {
	case t.detail.card != peupleCard{}:
		drawPeupleCard(dst, ctx, card, t.detail.card, false)
	default:
		card.H = cardW
		drawTerrainCard(dst, ctx, card, t.detail.terrain, false)
	}
	_, words := ui.CutLeft(in, cardW+pad)
	title := text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Top}
	f := ui.DrawTextIn(dst, t.detailTitle, ui.Rect{X: words.X, Y: words.Y, W: words.W, H: ctx.Px(64)}, title, ui.Fit{Floor: 13, Lines: 2})
	_, body := ui.CutTop(words, f.H+ctx.Px(8))
	ui.DrawTextIn(dst, t.detailBody, body, text.Style{Size: ui.SizeSmall, Color: sprites.TextColor, Align: text.Left | text.Top}, ui.Fit{Floor: 11, Lines: 14})
}
