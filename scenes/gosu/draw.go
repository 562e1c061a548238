package gosu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// A clan's colour and mark. The eight colours are the players' (the
// palette that stays apart under colour blindness), so a clan never reads
// by colour alone; its mark is an icon no seat wears (sprites.PlayerCrest),
// drawn on a square badge where a seat's crest is round, so a clan never
// looks like a player.
func gosuClanColor(k gosu.Clan) color.RGBA { return sprites.PlayerColor(int(k)) }
func gosuClanCrest(k gosu.Clan) string {
	if k < 0 || int(k) >= len(gosuClanMarks) {
		return ""
	}
	return gosuClanMarks[k]
}

// gosuClanMarks are the clans' marks in gosu.Clan order: Abhilasha's
// curse, Galmi's exchange of cards, Goan Sul's swords, Justice's shield,
// Narashima's swirl, Phoenix's bird, Tomorrow's runner, Xi'an's pagoda.
var gosuClanMarks = [gosu.NumClans]string{"curse", "barter", "swords", "shield", "swirl", "bird", "sprint", "pagoda"}

func (t *tableScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !t.DrawBase(dst, ctx) {
		return
	}
	if !t.lay.table { // in table mode each bar says what to do
		table.DrawStatus(dst, ctx, nil, t.statusLine(), t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W)
	}
	t.drawMiddle(dst, ctx)
	// Each side in its frame (the far one turned in table mode), then what
	// is the viewer's, facing them; one army at a time, the one showing
	// under its tabs.
	if t.lay.one {
		t.drawTabs(dst, ctx)
		t.drawSide(dst, ctx, t.lay.showing)
	} else {
		t.drawSide(dst, ctx, 1)
		t.drawSide(t.frame.Canvas(dst), ctx, 0)
		t.frame.Compose(dst)
	}
	if t.plate.W > 0 { // the other player's name and the story so far, facing them
		canvas, r := t.plateFrame.Window(dst, t.plate)
		lines := t.plateLog
		if !t.Anim().Done() {
			lines = t.plateEarly
		}
		table.DrawLogPlate(canvas, ctx, r, int(t.plateSeat), t.plateName, t.plateWait, lines)
		t.plateFrame.Compose(dst)
	}
	mine := dst
	if t.own() == 0 {
		mine = t.frame.Canvas(dst)
	}
	if t.drafting() {
		t.drawTileList(mine, ctx)
	}
	t.drawBar(mine, ctx)
	t.drawHand(mine, ctx)
	if t.lay.log.H > 0 {
		shown := t.log
		if !t.Anim().Done() {
			shown = t.log[:len(t.log)-t.logHeld]
		}
		table.DrawLog(mine, ctx, shown, t.lay.log)
	}
	if t.battle.on { // on the screen: in table mode it reads from both edges
		t.drawBattleBanner(dst, ctx)
	}
	t.fan.DrawDragged(mine, ctx, len(t.hand), t.drawHandCard)
	switch {
	case t.detail != gosu.Unknown:
		t.drawDetail(mine, ctx)
	case t.pile != 0:
		t.drawPile(mine, ctx)
	case t.tiles:
		ui.DrawVeil(mine, ctx.Screen(), gosuCloseUpVeil)
		t.drawTileList(mine, ctx)
	case t.preview >= 0:
		ui.DrawVeil(mine, ctx.Screen(), gosuCloseUpVeil)
		t.drawClanCards(mine, ctx)
	}
	if t.own() == 0 {
		t.frame.Compose(dst)
	}
	if t.hovered() && !t.CloseUpOpen() {
		t.drawHover(dst, ctx)
	}
	t.flights.Each(func(f *table.CardFlight[gosu.Card]) {
		drawGosuCard(dst, ctx, f.Rect(gosuAspect), f.Card, nil)
	})
	if t.battle.on {
		t.drawSupremacyToken(dst, ctx)
	}
	if t.count.open != 0 {
		ui.DrawVeil(dst, ctx.Screen(), gosuCloseUpVeil)
		t.drawCount(dst, ctx)
	}
}

// gosuCloseUpVeil dims the table under a close-up that leaves some of it
// in sight: the close-up takes every tap (Table.CloseUp), the menu's too,
// so nothing under it may look as if it answered.
var gosuCloseUpVeil = sprites.Fade(sprites.Ink, 0.7)

// drawSide draws side a's counters and army (and, in a Great Battle, its
// total) on dst, in that side's coordinates; one army at a time, both
// totals over it.
func (t *tableScene) drawSide(dst *ebiten.Image, ctx *ui.Context, a int) {
	t.drawHead(dst, ctx, a)
	t.drawArmy(dst, ctx, a)
	if !t.battle.on {
		return
	}
	t.dimArmy(dst, ctx, a)
	if t.lay.one {
		t.drawBattleArmy(dst, ctx, 1-a)
	}
	t.drawBattleArmy(dst, ctx, a)
}

// drawArmy draws army a: the level marks of its rows, empty places as
// outlines, and its cards; lit ones may be tapped now.
func (t *tableScene) drawArmy(dst *ebiten.Image, ctx *ui.Context, a int) {
	army := t.army[t.armyOf(a)]
	for r := range t.lay.shown(a) {
		row := t.lay.row(a, r)
		if a == t.own() && t.litRow[r] {
			sprites.FillRoundRect(dst, row.Inset(-ctx.Px(2)), ctx.Px(6), sprites.Fade(sprites.AccentColor, 0.3))
			sprites.StrokeRoundRect(dst, row.Inset(-ctx.Px(2)), ctx.Px(6), ctx.Px(2.5), sprites.AccentColor)
		}
		t.drawRowMark(dst, ctx, row, r)
		for i := range 5 {
			sr := t.lay.slot(a, r, i)
			if i >= len(army[r]) {
				sprites.StrokeRoundRect(dst, sr, sr.W*0.08, math.Max(1, ctx.Px(1)), sprites.Fade(sprites.Paper, 0.18))
				continue
			}
			s := army[r][i]
			if t.inAir[s.Card] {
				continue
			}
			drawGosuCard(dst, ctx, sr, s.Card, &s)
			if t.litSlot[s.Card] && len(t.acts) > 0 {
				sprites.StrokeRoundRect(dst, sr.Inset(-ctx.Px(2)), sr.W*0.1, ctx.Px(2.5), sprites.AccentColor)
			}
		}
	}
}

// drawRowMark draws the level of row r at the left of row, on a dark
// ground of its own: the felt's light and a lit row's tint would leave
// paper too faint on them. The mark keeps clear of the outline a lit card
// of the row has, and its numeral inside it.
func (t *tableScene) drawRowMark(dst *ebiten.Image, ctx *ui.Context, row ui.Rect, r int) {
	w := t.lay.labelW*0.9 - ctx.Px(3)
	cx, cy := row.X+w/2, row.Y+row.H/2
	st := text.Style{Size: table.PhysSize(math.Min(t.lay.labelW*0.7, ctx.Px(16))), Bold: true, Color: sprites.Paper, Align: text.Center}
	st.Size = text.FitSize(gosuRoman(3), st, w*0.85) // the widest: the rows' numerals in one size
	h := math.Min(row.H, st.Size*text.Scale()*1.5)
	sprites.FillRoundRect(dst, ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}, w*0.3, sprites.Fade(sprites.Ink, 0.6))
	text.Draw(dst, gosuRoman(r+1), cx, cy, st)
}

// statusLine is what the status line says: whose turn it is, but what
// comes after a battle waits until the battle is shown.
func (t *tableScene) statusLine() string {
	if t.battle.on {
		return i18n.T("gosu.battle_now")
	}
	return t.status
}

// drawBar draws what to do (or why a tap did nothing) and the buttons.
func (t *tableScene) drawBar(dst *ebiten.Image, ctx *ui.Context) {
	st := gosuPromptStyle
	if t.Msg() != "" && !t.battle.on {
		st.Color = sprites.Mix(sprites.DangerColor, sprites.Paper, 0.7)
		// The red reads on a darker ground than the felt's lightest.
		sprites.FillRoundRect(dst, t.promptBox, ctx.Px(6), sprites.Fade(sprites.Ink, 0.5))
	}
	ui.DrawTextIn(dst, t.promptLine(), t.promptBox, st, gosuPromptFit)
	if t.battle.on { // the next question waits for the battle's end
		return
	}
	clip := t.btnView.Clip(dst)
	for i := range t.buttons {
		b := &t.buttons[i]
		if !t.btnView.Visible(b.rect) {
			continue
		}
		kind := ui.ButtonAccent
		if b.cancel {
			kind = ui.ButtonSecondary
		}
		ui.DrawButtonFaceSized(clip, ctx, b.rect, b.title, kind, ctx.Input.PressedIn(b.rect), false, t.btnSize) // one size for the set
	}
	t.btnView.DrawScrollbar(dst, ctx)
}

// promptLine is what the bar says: what to do, why a tap did nothing, or
// that a Great Battle is on (and that a tap on a total explains it).
func (t *tableScene) promptLine() string {
	switch {
	case t.battle.on: // the next question waits for the battle's end
		return i18n.T("gosu.count.hint")
	case t.Msg() != "":
		return t.Msg()
	}
	return t.prompt
}

// The prompt wraps onto its two lines, then shrinks onto more.
var (
	gosuPromptStyle = text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper}
	gosuPromptFit   = ui.Fit{Floor: text.Floor, Lines: 4}
)

// gosuPromptBox is the room at the top of the bar for prompt line: two
// lines of small text, three when line does not fit two at the text
// floor, or does not fit them unshrunk in a bar too narrow for two
// buttons side by side (table mode on a phone on its side); the buttons
// scroll under it when they need to.
func gosuPromptBox(l *gosuLayout, unit float64, line string) ui.Rect {
	box, _ := ui.CutTop(l.bar, gosuPromptH*unit)
	f := ui.FitText(line, gosuPromptStyle, box.W, box.H, gosuPromptFit)
	if f.Cut || l.bar.W < gosuNarrowBar*unit && f.Size < gosuPromptStyle.Size {
		box, _ = ui.CutTop(l.bar, gosuPromptTallH*unit)
	}
	return box
}

// drawHand draws the viewer's hand while it may be seen: cards that may
// be used now lit, the selected one raised.
func (t *tableScene) drawHand(dst *ebiten.Image, ctx *ui.Context) {
	if len(t.hand) == 0 {
		return
	}
	r := t.handRoom
	if len(t.fan.Rects) > 0 { // the label right over the cards
		r.Y = t.fan.Rects[0].Y - ctx.Px(gosuHandLabelH)
	}
	ui.DrawFitText(dst, i18n.T("table.hand"), r.X, r.Y, r.W, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper})
	t.fan.Draw(dst, ctx, len(t.hand), t.handLook, t.drawHandCard)
}

// handLook is how the i-th card of the hand shows: the chosen one raised
// and outlined, those that may be used now lit.
func (t *tableScene) handLook(i int) (bool, table.HandMark) {
	switch {
	case t.hand[i] == t.sel:
		return true, table.MarkChosen
	case i < len(t.litHand) && t.litHand[i]:
		return false, table.MarkLit
	}
	return false, table.MarkNone
}

// drawHandCard draws the i-th card of the hand in r.
func (t *tableScene) drawHandCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int) {
	drawGosuCard(dst, ctx, r, t.hand[i], nil)
}

// drawGosuClanBadge draws clan k's mark on a badge of its colour centred
// on (cx, cy), rad from its centre to a side: a rounded square, where a
// seat's crest stands on a disc.
func drawGosuClanBadge(dst *ebiten.Image, ctx *ui.Context, k gosu.Clan, cx, cy, rad float64) {
	face := gosuClanColor(k)
	r := ui.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}
	sprites.FillRoundRect(dst, r, rad*0.3, face)
	sprites.StrokeRoundRect(dst, r, rad*0.3, math.Max(1, ctx.Px(1)), sprites.Mix(face, sprites.Ink, 0.5))
	ui.DrawIconCentered(dst, gosuClanCrest(k), cx, cy, rad*1.5, sprites.OnColor(face))
}
