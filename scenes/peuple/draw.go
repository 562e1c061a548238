package peuple

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// Colours of the wheel: empty ground, the pickaxe's stone, the power cards'
// lacquer.
var (
	peupleGround = color.RGBA{0xe9, 0xdc, 0xb8, 0xff}
	peupleStone  = color.RGBA{0x8a, 0x8f, 0x98, 0xff}
	peupleLacq   = color.RGBA{0x5b, 0x3a, 0x6e, 0xff}
)

// peupleLogTurnW is the least width, logical px, of a log panel turned to
// a short edge (table.LogSide): a strip under the ring is not.
const peupleLogTurnW = 200

// Layout places everything for the current screen: in table mode (on a
// screen large enough) the ring in the middle and the viewer's part in
// their seat's strip, turned to their edge, name plates in the strips of
// those waiting; else the usual layout, the viewer's part at the bottom.
func (t *tableScene) Layout(ctx *ui.Context) {
	area := ctx.Safe().Inset(ctx.Px(ui.RimW))
	n := len(t.Seats())
	people := table.PeopleSides(n, func(i int) bool { return t.Seats()[i].Human() })
	if ctx.App.Settings().TableMode && layoutPeupleTable(&t.lay, area, ctx.Unit, n, people) {
		side := table.SeatSide(max(int(t.Viewer()), 0), n, true)
		for !people[side] { // before the first viewer: the first person's side
			side = (side + 1) % 4
		}
		t.frame.Place(side, ctx.W, ctx.H)
		t.logFrame.Place(table.LogSide(side, t.lay.log, ctx.Px(peupleLogTurnW)), ctx.W, ctx.H)
		t.statusFrame.Place(table.StatusSide(side), ctx.W, ctx.H)
		layoutPeupleStrip(&t.lay, t.frame.RectToLocal(t.lay.strips[side]), ctx.Unit)
		t.layoutPlates(ctx, side)
	} else {
		// One row of choices, more when one would make them too narrow.
		layoutPeuple(&t.lay, area, ctx.Unit, n, 1)
		if _, rows := t.choiceGrid(ctx); rows > 1 {
			layoutPeuple(&t.lay, area, ctx.Unit, n, rows)
		}
		t.frame.Place(table.SideBottom, ctx.W, ctx.H)
		t.logFrame.Place(table.SideBottom, ctx.W, ctx.H)
		t.statusFrame.Place(table.SideBottom, ctx.W, ctx.H)
		t.plates = t.plates[:0]
	}
	if t.logPublic != t.lay.table && t.HasView() {
		t.readLog()
	}
	t.ring = newPeupleRing(t.lay.ring, 4*n)
	t.ring.tip = ctx.Px(ui.Fingertip)
	t.PlaceMenu(ctx, t.lay.top)
	for i := range t.choices {
		t.choices[i].rect = peupleChoiceRect(t.lay.bar, len(t.choices), i, ctx.Unit)
		// Two rows of choices in a seat's strip are a little under a
		// fingertip tall: a tap takes the rest from the gaps round them.
		t.choices[i].reach = ui.Reach(t.choices[i].rect, ctx.Px(ui.Fingertip), ctx.Px(ui.Gap)/2)
	}
	// The hand in one row: as large as the row allows without overlapping,
	// down to a size still read at a glance; past that the cards overlap.
	// Its title stands over the cards, or beside them in a short, wide
	// row (a phone on its side), where the cards are the taller for it.
	// Where the log takes the left of the row, the title stands beside the
	// cards while each still shows a fingertip's width, else over the log.
	var cards ui.Rect
	// Over the cards, the title's band leaves room for the card chosen,
	// raised out of the row with its outline (table.HandFan.Draw), to
	// stand clear of the words.
	t.title, cards = ui.CutTop(t.lay.hand, ctx.Px(20+peupleRaised))
	tw, _ := text.Measure(t.handTitle(), peupleHandTitle)
	side, beside := ui.CutLeft(t.lay.hand, tw+ctx.Px(ui.Gap))
	t.fan.Tip = ctx.Px(ui.Fingertip)
	switch {
	case t.lay.logBeside:
		if t.layoutFan(beside, ctx); t.fan.Shown() >= t.fan.Tip {
			t.title = side
			return
		}
		t.title, t.lay.log = ui.CutTop(t.lay.log, ctx.Px(peupleHandTitleH))
		cards = t.lay.hand
	case fanCardW(beside, len(t.hand), ctx) > fanCardW(cards, len(t.hand), ctx)+1:
		t.title, cards = side, beside
	}
	t.layoutFan(cards, ctx)
}

// peupleHandTitleH is the logical height of the hand's title where it
// stands over the log, beside the cards.
const peupleHandTitleH = 24

// layoutFan lays the hand's cards out in r.
func (t *tableScene) layoutFan(r ui.Rect, ctx *ui.Context) {
	t.fan.Layout(r, len(t.hand), peupleAspect, ctx.Px(56), ctx.Px(110), ctx.Px(8))
}

// fanCardW is how wide the cards of a hand of n laid out in r are, side
// by side (as table.HandFan lays them, before they overlap).
func fanCardW(r ui.Rect, n int, ctx *ui.Context) float64 {
	n = max(n, 1)
	fit := (r.W - float64(n-1)*ctx.Px(8)) / float64(n)
	return math.Min(math.Min(r.H*peupleAspect, ctx.Px(110)), fit)
}

// peupleRaised is how far, logical px, the card chosen and its outline
// rise over the hand's row.
const peupleRaised = 12

// peupleHandTitle is the style of the hand's title.
var peupleHandTitle = text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper, Align: text.Left | text.Top}

// choiceGrid is how the choices stand under what to do (peupleChoiceGrid).
func (t *tableScene) choiceGrid(ctx *ui.Context) (cols, rows int) {
	return peupleChoiceGrid(t.lay.bar.W, len(t.choices), ctx.Unit)
}

// layoutPlates places, in table mode, a name plate for each person in
// every strip but side's (where the viewer's part is); a strip where no
// person sits names nobody.
func (t *tableScene) layoutPlates(ctx *ui.Context, side table.Side) {
	t.plates = t.plates[:0]
	n := len(t.Seats())
	for s := range table.Side(4) {
		if t.lay.strips[s].W <= 0 || s == side {
			continue
		}
		f := &t.plateFrames[s]
		f.Place(s, ctx.W, ctx.H)
		strip := f.RectToLocal(t.lay.strips[s])
		people := 0
		for i, st := range t.Seats() {
			if table.SeatSide(i, n, true) == s && st.Human() {
				people++
			}
		}
		k := 0
		for i, st := range t.Seats() {
			if table.SeatSide(i, n, true) == s && st.Human() {
				t.plates = append(t.plates, peuplePlate{seat: i, side: s, rect: table.LogPlateRect(strip, ctx.Unit, people, k)})
				k++
			}
		}
	}
}

// drawNamePlates draws the name plates, each strip's turned to its edge,
// with the newest lines of the log under the name.
func (t *tableScene) drawNamePlates(dst *ebiten.Image, ctx *ui.Context) {
	for i, p := range t.plates {
		if i > 0 && t.plates[i-1].side == p.side {
			continue // drawn with the first of its strip
		}
		s := p.side
		f := &t.plateFrames[s]
		strip := f.RectToLocal(t.lay.strips[s])
		canvas, at := f.Window(dst, strip)
		for _, q := range t.plates[i:] {
			if q.side == s {
				table.DrawLogPlate(canvas, ctx, q.rect.Offset(at.X-strip.X, at.Y-strip.Y), q.seat, t.Names()[q.seat], t.plateWaits[q.seat], t.log)
			}
		}
		f.Compose(dst)
	}
}

// peupleFloor is the smallest text a player must read, logical px.
const peupleFloor = 11

// peupleNumberFloor is the smallest number on a card, logical px: a notch
// over the floor, where a digit's height is about a floor's 8 px; cards
// are told apart by their numbers at a glance.
const peupleNumberFloor = 13

// sizeAtLeast is the text size, logical px, of a text phys physical px
// high, never under the floor.
func sizeAtLeast(phys float64) float64 { return math.Max(table.PhysSize(phys), peupleFloor) }

// numberAtLeast is sizeAtLeast for a card's number: never under
// peupleNumberFloor.
func numberAtLeast(phys float64) float64 { return math.Max(table.PhysSize(phys), peupleNumberFloor) }

// peupleAspect is the width/height ratio of the cards.
const peupleAspect = 0.7

func (t *tableScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !t.DrawBase(dst, ctx) {
		return
	}
	table.DrawStatus(dst, ctx, &t.statusFrame, t.status, t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W)

	t.drawRing(dst, ctx)
	t.drawDecks(dst, ctx)
	t.drawPawns(dst, ctx)
	for p := range t.lay.seats {
		t.drawPlate(dst, ctx, rules.Player(p))
	}
	if t.lay.log.H > 0 { // in table mode, facing the person whose turn it is
		f := &t.logFrame
		canvas, r := f.Window(dst, f.RectToLocal(t.lay.log))
		table.DrawLog(canvas, ctx, t.log, r)
		f.Compose(dst)
	}
	t.drawNamePlates(dst, ctx)
	// The viewer's part, in their frame, with the card they drag.
	part := t.frame.Canvas(dst)
	t.drawBar(part, ctx)
	t.drawHand(part, ctx)
	t.fan.DrawDragged(part, ctx, len(t.hand), t.drawDraggedCard)
	t.frame.Compose(dst)
	t.drawMoving(dst, ctx)
	// A card shown in full over the dimmed table, facing the viewer.
	if t.detail.open() {
		sprites.FillRoundRect(dst, ctx.Screen(), 0, sprites.Fade(sprites.Ink, 0.55))
		t.drawDetail(t.frame.Canvas(dst), ctx, t.frame.Screen())
		t.frame.Compose(dst)
	}
}

// drawRing draws the terrain cards with the marks of the selection: where
// each option lands (circle, steps, square) and what would happen there.
func (t *tableScene) drawRing(dst *ebiten.Image, ctx *ui.Context) {
	g := &t.ring
	cx, cy := g.cx, g.cy
	sprites.FillCircle(dst, cx, cy, g.rad+g.side*0.78, sprites.Fade(sprites.FeltDark, 0.55))
	sprites.StrokeCircle(dst, cx, cy, g.rad, math.Max(1, ctx.Px(2)), sprites.Fade(sprites.Paper, 0.25))
	for i := 1; i <= g.cards; i++ {
		drawTerrainCard(dst, ctx, g.rect(i), i, t.flash.on && t.flash.village == i)
	}
	// Villages a selected power card may aim at.
	if t.selPower != 0 && t.selPower != peuple.Swap && t.Decides() {
		for p := range t.lay.seats {
			if t.targetable(rules.Player(p)) {
				r := g.rect(peuple.VillageOf(p)).Inset(-ctx.Px(3))
				sprites.StrokeRoundRect(dst, r, ctx.Px(6), ctx.Px(2.5), sprites.AccentColor)
			}
		}
	}
	if !t.Decides() {
		return
	}
	lw := math.Max(2, ctx.Px(3))
	for _, l := range t.landings {
		last := l.Stops[len(l.Stops)-1]
		r := g.rect(last)
		x, y := r.Center()
		switch l.Option {
		case peuple.Circle:
			sprites.StrokeCircle(dst, x, y, g.side*0.72, lw, sprites.AccentColor)
		case peuple.Target:
			sprites.StrokeRoundRect(dst, r.Inset(-g.side*0.2), ctx.Px(2), lw, sprites.Paper)
		case peuple.Steps:
			for k, s := range l.Stops {
				sx, sy := g.at(s, g.rad+g.side*0.7)
				sprites.FillCircle(dst, sx, sy, math.Max(g.side*0.16, ctx.Px(8)), sprites.AccentColor)
				text.Draw(dst, strconv.Itoa(k+1), sx, sy, text.Style{Size: sizeAtLeast(g.side * 0.24), Bold: true, Color: sprites.Ink, Align: text.Center})
			}
		}
		if icon := peupleLandingIcon(l); icon != "" {
			bx, by := r.X+r.W, r.Y
			sprites.FillCircle(dst, bx, by, g.side*0.26, sprites.DangerColor)
			ui.DrawIconCentered(dst, icon, bx, by, g.side*0.34, sprites.Paper)
		}
	}
}

// targetable reports whether the selected power card may aim at p.
func (t *tableScene) targetable(p rules.Player) bool { return t.powers[t.selPower].aims.has(p) }

// drawTerrainCard draws terrain card i: an empty card plain, a pickaxe on
// stone, a village in its owner's colour with the owner's crest, each with
// its number.
func drawTerrainCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int, lit bool) {
	rad := r.W * 0.14
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(1.5)), rad, sprites.ShadowColor)
	face, ink := peupleGround, sprites.InkSoft
	switch peuple.TerrainOf(i) {
	case peuple.Village:
		face, ink = sprites.Readable(sprites.PlayerColor(peuple.VillageOwner(i)))
	case peuple.Pickaxe:
		face, ink = sprites.Readable(peupleStone)
	}
	top, foot := sprites.LitFace(face, ink)
	sprites.GradientRoundRect(dst, r, rad, top, foot)
	sprites.StrokeRoundRect(dst, r, rad, math.Max(1, ctx.Px(1)), sprites.Mix(face, sprites.Ink, 0.45))
	// Its crest or pickaxe at the left and its number at the right of the
	// upper half, the number at least peupleNumberFloor and inside the
	// card even with two digits on a phone; the pawns standing there take
	// the lower half.
	num := text.Style{Size: numberAtLeast(r.H * 0.34), Bold: true, Color: ink, Align: text.Right | text.Middle}
	y := r.Y + r.H*0.28
	icon := ""
	switch peuple.TerrainOf(i) {
	case peuple.Village:
		icon = sprites.PlayerCrest(peuple.VillageOwner(i))
	case peuple.Pickaxe:
		icon = "pickaxe"
	default:
		num.Size, num.Align = numberAtLeast(r.H*0.4), text.Center
		text.Draw(dst, strconv.Itoa(i), r.X+r.W/2, y+r.H*0.04, num)
	}
	if icon != "" {
		ui.DrawIconCentered(dst, icon, r.X+r.W*0.25, y, r.W*0.36, ink)
		text.Draw(dst, strconv.Itoa(i), r.X+r.W*0.94, y, num)
	}
	if lit {
		sprites.StrokeRoundRect(dst, r.Inset(-ctx.Px(3)), rad, math.Max(2, ctx.Px(3)), sprites.AccentColor)
	}
}

// drawPawns draws the pawns standing on the ring, ringing those the
// selection may take and the two of a lit event.
func (t *tableScene) drawPawns(dst *ebiten.Image, ctx *ui.Context) {
	rad := t.ring.pawnRadius()
	mark := t.Decides() && (t.selMove != 0 || t.selPower == peuple.Swap)
	t.eachPawnSpot(func(w peuple.Pawn, x, y float64) {
		lit := t.flash.on && (w == t.flash.mover || w == t.flash.helper)
		if lit {
			sprites.FillCircle(dst, x, y, rad*1.6, sprites.Fade(sprites.AccentColor, 0.7))
		} else if mark && t.pawnFits(w) {
			sprites.StrokeCircle(dst, x, y, rad*1.35, math.Max(1.5, ctx.Px(2)), sprites.AccentColor)
		}
		sel := w == t.selPawn || w == t.swapMine
		sprites.DrawPawn(dst, x, y, rad, sprites.Piece{Color: sprites.PlayerColor(int(w.Owner())), Symbol: sprites.PlayerCrest(int(w.Owner())), Selected: sel, Alpha: 1})
	})
}

// drawDecks draws the movement and power decks (backs and counts) and their
// discards (the top card face up) in the middle of the ring.
func (t *tableScene) drawDecks(dst *ebiten.Image, ctx *ui.Context) {
	v := t.view
	small := text.Style{Size: sizeAtLeast(t.lay.decks[0].H * 0.16), Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Top}
	for i, r := range t.lay.decks {
		switch i {
		case deckMove, deckPower:
			n := v.MoveDeckSize()
			if i == deckPower {
				n = v.PowerDeckSize()
			}
			if n > 0 {
				sprites.DrawCardBack(dst, r, i/2)
			} else {
				sprites.StrokeRoundRect(dst, r, ctx.Px(4), ctx.Px(1.5), sprites.Fade(sprites.Paper, 0.5))
			}
			cx, cy := r.Center()
			sprites.FillCircle(dst, cx, cy, math.Max(r.W*0.32, ctx.Px(10)), sprites.Fade(sprites.Ink, 0.8))
			text.Draw(dst, strconv.Itoa(n), cx, cy, text.Style{Size: sizeAtLeast(r.W * 0.3), Bold: true, Color: sprites.Paper, Align: text.Center})
		case discardMove:
			if d := v.MoveDiscard(); len(d) > 0 {
				drawPeupleMoveCard(dst, ctx, r, d[len(d)-1], false)
			} else {
				sprites.StrokeRoundRect(dst, r, ctx.Px(4), ctx.Px(1.5), sprites.Fade(sprites.Paper, 0.5))
			}
		case discardPower:
			if d := v.PowerDiscard(); len(d) > 0 {
				drawPeuplePowerCard(dst, ctx, r, d[len(d)-1], false)
			} else {
				sprites.StrokeRoundRect(dst, r, ctx.Px(4), ctx.Px(1.5), sprites.Fade(sprites.Paper, 0.5))
			}
		}
	}
	// Names of the two rows, beside them.
	for row, key := range [2]string{"peuple.moves", "peuple.powers"} {
		r := t.lay.decks[row*2]
		right := t.lay.decks[row*2+1]
		w := right.X + right.W - r.X
		y := r.Y + r.H + ctx.Px(1)
		if row == 0 {
			y = r.Y - small.Size*text.Scale()*1.25
		}
		lh := text.LineHeight(small)
		// A caption that would not fit whole is left out: the piles
		// still show what they hold.
		if f := ui.FitText(i18n.T(key), small, w, lh, ui.Fit{Floor: peupleFloor}); !f.Cut {
			ui.DrawFit(dst, f, ui.Rect{X: r.X, Y: y, W: w, H: lh}, small)
		}
	}
}

// drawPlate draws player p's plate: crest, name, cards held, skipped turns,
// the score and its track to 12. The player to move has a gold rim; a plate
// a selected power card may aim at is lit.
func (t *tableScene) drawPlate(dst *ebiten.Image, ctx *ui.Context, p rules.Player) {
	r := t.lay.seats[p]
	v := t.view
	sprites.Panel(dst, r, ctx.Px(10))
	switch {
	case p == v.ToMove() && !t.Outcome().Over:
		sprites.StrokeRoundRect(dst, r, ctx.Px(10), ctx.Px(3), sprites.AccentColor)
	case t.Decides() && (t.selPower != 0 && t.targetable(p) || v.Phase() == peuple.PhaseHelper && t.canHelp(p)):
		sprites.StrokeRoundRect(dst, r, ctx.Px(10), ctx.Px(3), sprites.DangerColor)
	}
	won := t.Outcome().Over && t.Outcome().Won(p)
	if won {
		sprites.FillRoundRect(dst, r.Inset(ctx.Px(2)), ctx.Px(9), sprites.Fade(sprites.AccentColor, 0.35))
	}
	pad := ctx.Px(6)
	inner := r.Inset(pad)
	crest := math.Min(inner.H*0.5, ctx.Px(16))
	ui.DrawCrest(dst, ctx, int(p), inner.X+crest, inner.Y+inner.H*0.38, crest)
	x := inner.X + crest*2 + ctx.Px(6)
	// The score, big, on the right.
	score := peupleScoreLabel(t.score[p])
	sst := text.Style{Size: table.PhysSize(math.Min(inner.H*0.55, ctx.Px(22))), Bold: true, Color: sprites.Ink, Align: text.Right | text.Middle}
	sw, _ := text.Measure("12", sst)
	right := inner.X + inner.W
	text.Draw(dst, score, right, inner.Y+inner.H*0.38, sst)
	nameW := right - sw - ctx.Px(6) - x
	name := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle}
	if inner.H < ctx.Px(28) { // too short for two lines: the name alone
		name.Align = text.Left | text.Middle
		drawLine(dst, t.Names()[p], x, inner.Y+inner.H*0.38, nameW, name)
	} else {
		drawLine(dst, t.Names()[p], x, inner.Y+inner.H*0.22, nameW, name)
	}
	// Cards held and turns to skip.
	sub := text.Style{Size: ui.SizeSmall * 0.85, Color: sprites.TextMutedColor, Align: text.Left | text.Middle}
	if won { // the muted grey does not read on the winner's gold
		sub.Color = sprites.TextColor
	}
	if inner.H >= ctx.Px(28) && int(p) < len(t.plateInfo) {
		info := t.plateInfo[p]
		fits := func(s string) bool {
			return !ui.FitText(s, sub, nameW, text.LineHeight(sub), ui.Fit{Floor: peupleFloor}).Cut
		}
		if !fits(info) { // a turn to skip matters more than the cards held
			info = t.plateSkip[p]
		}
		if fits(info) {
			drawLine(dst, info, x, inner.Y+inner.H*0.56, nameW, sub)
		}
	}
	// The track: one notch per point up to the goal, all empty for a hidden
	// score.
	track := ui.Rect{X: inner.X, Y: inner.Y + inner.H*0.82, W: inner.W, H: math.Max(ctx.Px(3), inner.H*0.12)}
	seg := track.W / peuple.Goal
	for k := 0; k < peuple.Goal; k++ {
		c := sprites.Fade(sprites.InkSoft, 0.25)
		if k < t.score[p] {
			c = sprites.PlayerColor(int(p))
		}
		sprites.FillRoundRect(dst, ui.Rect{X: track.X + float64(k)*seg + seg*0.1, Y: track.Y, W: seg * 0.8, H: track.H}, track.H/2, c)
	}
}

// canHelp reports whether p may be named the helper of the pending event.
func (t *tableScene) canHelp(p rules.Player) bool { return t.helpers.has(p) }

// peuplePromptWords is where the words of the prompt stand in bar, unit
// physical px per logical px: the choices come under them.
func peuplePromptWords(bar ui.Rect, unit float64) ui.Rect {
	return ui.Rect{X: bar.X, Y: bar.Y, W: bar.W, H: unit * peuplePromptH}
}

// drawBar draws what to do (or why a tap did nothing) and the choices.
func (t *tableScene) drawBar(dst *ebiten.Image, ctx *ui.Context) {
	r := t.lay.bar
	line, clr := t.prompt, sprites.Paper
	if t.Msg() != "" {
		line, clr = t.Msg(), sprites.Mix(sprites.DangerColor, sprites.Paper, 0.55)
	}
	// Up to three lines, smaller print for a long one, never under the floor.
	st := text.Style{Size: ui.SizeSmall, Bold: true, Color: clr, Align: text.Left | text.Top}
	ui.DrawTextIn(dst, line, peuplePromptWords(r, ctx.Unit), st, ui.Fit{Floor: peupleFloor, Lines: 3})
	for i := range t.choices {
		c := &t.choices[i]
		kind := ui.ButtonSecondary
		if c.accent {
			kind = ui.ButtonAccent
		}
		pressed := !c.disabled && t.frame.PressedIn(ctx.Input, c.reach)
		ui.DrawButtonFace(dst, ctx, c.rect, "", kind, pressed, c.disabled)
		_, ink := ui.ButtonInk(kind, c.disabled)
		// The title over what it does, each wrapped onto a second line
		// before it would go under the floor.
		in := c.rect.Inset(ctx.Px(4))
		st := text.Style{Size: ui.SizeSmall, Bold: true, Color: ink, Align: text.HCenter | text.Middle}
		if c.sub == "" {
			ui.DrawTextIn(dst, c.title, in, st, ui.Fit{Floor: peupleFloor, Lines: 2, Shrink: 12})
			continue
		}
		sub := text.Style{Size: 12, Color: ink, Align: text.HCenter | text.Top}
		tf, sf := peupleChoiceFit(c.title, c.sub, in, st, sub)
		foot, head := ui.CutBottom(in, sf.H)
		if sf.H > 0 {
			ui.DrawFit(dst, sf, foot, sub)
		}
		ui.DrawFit(dst, tf, head, st)
	}
}

// peupleChoiceFit fits a choice's title (st) over what it does (sub) in
// r: what it does at the foot, on a second line only if it must, and on
// one or left out when the title would be cut short beside it (the
// title says which choice it is; what it does, the choice itself shows).
// The foot is zero when left out.
func peupleChoiceFit(title, what string, r ui.Rect, st, sub text.Style) (tf, sf ui.TextFit) {
	fitTitle := ui.Fit{Floor: peupleFloor, Lines: 2, Shrink: 12}
	for lines := 2; lines > 0; lines-- {
		sf = ui.FitText(what, sub, r.W, float64(lines)*text.LineHeight(sub), ui.Fit{Floor: peupleFloor, Lines: lines, Shrink: peupleFloor})
		if tf = ui.FitText(title, st, r.W, r.H-sf.H, fitTitle); !tf.Cut && !sf.Cut {
			return tf, sf
		}
	}
	return ui.FitText(title, st, r.W, r.H, fitTitle), ui.TextFit{}
}

// drawHand draws the viewer's hand, the selected card raised; during
// another player's turn on a shared screen, only its title.
func (t *tableScene) drawHand(dst *ebiten.Image, ctx *ui.Context) {
	if t.Viewer() == rules.NoPlayer {
		return
	}
	drawLine(dst, t.handTitle(), t.title.X, t.title.Y, t.title.W, peupleHandTitle)
	t.fan.Draw(dst, ctx, len(t.hand), t.handLook, t.drawHandCard)
}

// handTitle is the title over the viewer's hand.
func (t *tableScene) handTitle() string {
	switch {
	case t.Viewer() == rules.NoPlayer || t.view == nil:
		return i18n.T("table.hand")
	case !t.Secrets():
		return i18n.T("peuple.hand_hidden", t.Names()[t.Viewer()])
	case t.Viewer() != t.view.ToMove():
		return i18n.T("table.hand_of", t.Names()[t.Viewer()])
	}
	return i18n.T("table.hand")
}

// handLook is how the i-th card of the hand shows: the chosen one raised
// (its own border says it is chosen).
func (t *tableScene) handLook(i int) (bool, table.HandMark) {
	return t.chosen(i), table.MarkNone
}

// chosen reports whether the i-th card of the hand is the one chosen.
func (t *tableScene) chosen(i int) bool {
	h := t.hand[i]
	return h.move != 0 && h.move == t.selMove || h.power != 0 && h.power == t.selPower
}

// drawHandCard draws the i-th card of the hand in r.
func (t *tableScene) drawHandCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int) {
	drawPeupleCard(dst, ctx, r, t.hand[i].peupleCard, t.chosen(i))
}

// drawDraggedCard draws the i-th card of the hand in r, as the card
// chosen: it is being dragged.
func (t *tableScene) drawDraggedCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int) {
	drawPeupleCard(dst, ctx, r, t.hand[i].peupleCard, true)
}

// drawPeupleCard draws a card of either kind.
func drawPeupleCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, c peupleCard, sel bool) {
	if c.move != 0 {
		drawPeupleMoveCard(dst, ctx, r, c.move, sel)
	} else {
		drawPeuplePowerCard(dst, ctx, r, c.power, sel)
	}
}

// drawPeupleMoveCard draws a movement card: the arrow (▼ grey: your own
// pawn, ▲ black: an opponent's), the circled move, the two small steps of a
// two-step card and the squared target.
func drawPeupleMoveCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, c peuple.MoveCard, sel bool) {
	rad := r.W * 0.08
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(2)), rad, sprites.ShadowColor)
	sprites.GradientRoundRect(dst, r, rad, sprites.Paper, sprites.PaperShade)
	border, bw := sprites.PaperEdge, math.Max(1, ctx.Px(1))
	if sel {
		border, bw = sprites.AccentColor, math.Max(2, ctx.Px(3))
	}
	sprites.StrokeRoundRect(dst, r, rad, bw, border)
	s := c.Spec()
	cx := r.X + r.W/2
	floor := peupleFloor * text.Scale() // the floor's height on screen
	arrow, ac := "▲", sprites.Ink
	if s.Own {
		arrow, ac = "▼", sprites.TextMutedColor
	}
	text.Draw(dst, arrow, r.X+r.W*0.1, r.Y+r.H*0.05, text.Style{Size: sizeAtLeast(r.H * 0.16), Color: ac})
	// The circled move.
	my := r.Y + r.H*0.36
	cr := r.W * 0.25
	sprites.StrokeCircle(dst, cx, my, cr, math.Max(1, r.W*0.03), sprites.Ink)
	text.Draw(dst, peupleSigned(s.Move), cx, my, text.Style{Size: sizeAtLeast(cr * 1.05), Bold: true, Color: sprites.Ink, Align: text.Center})
	// The two small steps, where the card has room for them at a size
	// that reads (else its long press tells them).
	if sr := math.Max(r.W*0.12, floor*0.75); s.TwoStep() && 4*sr+r.W*0.1 <= r.W {
		st := text.Style{Size: sizeAtLeast(r.H * 0.1), Bold: true, Color: sprites.InkSoft, Align: text.Center}
		for k, v := range s.Steps {
			x := cx + (float64(k)-0.5)*math.Max(r.W*0.36, 2.2*sr)
			sprites.StrokeCircle(dst, x, r.Y+r.H*0.6, sr, math.Max(1, r.W*0.02), sprites.InkSoft)
			text.Draw(dst, peupleSigned(v), x, r.Y+r.H*0.6, st)
		}
	}
	// The squared target.
	num := text.Style{Size: numberAtLeast(r.W * 0.34 * 0.8 * 0.7), Bold: true, Color: sprites.Paper, Align: text.Center}
	nw, nh := text.Measure(strconv.Itoa(s.Target), num)
	bw, bh := math.Max(r.W*0.34, nw+ctx.Px(4)), math.Max(r.W*0.34*0.8, nh*1.05)
	box := ui.Rect{X: cx - bw/2, Y: math.Min(r.Y+r.H*0.72, r.Y+r.H-bh-r.H*0.04), W: bw, H: bh}
	sprites.FillRoundRect(dst, box, ctx.Px(1), sprites.Ink)
	_, by := box.Center()
	text.Draw(dst, strconv.Itoa(s.Target), cx, by, num)
}

// drawPeuplePowerCard draws a power card: its icon and its name.
func drawPeuplePowerCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, p peuple.Power, sel bool) {
	rad := r.W * 0.08
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(2)), rad, sprites.ShadowColor)
	sprites.GradientRoundRect(dst, r, rad, sprites.Mix(peupleLacq, sprites.Paper, 0.2), peupleLacq)
	border, bw := sprites.Mix(peupleLacq, sprites.Ink, 0.5), math.Max(1, ctx.Px(1))
	if sel {
		border, bw = sprites.AccentColor, math.Max(2, ctx.Px(3))
	}
	sprites.StrokeRoundRect(dst, r, rad, bw, border)
	cx := r.X + r.W/2
	// Its name at the foot, on two lines if need be, never under the
	// floor, and its icon in the room above; a card too small for the name
	// shows its icon alone (a long press tells).
	icon := r.W * 0.6
	if r.W >= ctx.Px(44) {
		st := text.Style{Size: sizeAtLeast(r.H * 0.12), Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Bottom}
		in := r.Inset(r.W * 0.05)
		f := ui.FitText(peuplePowerName(p), st, in.W, in.H*0.45, ui.Fit{Floor: peupleFloor, Lines: 2})
		foot, _ := ui.CutBottom(in, f.H)
		ui.DrawFit(dst, f, foot, st)
		icon = math.Min(icon, foot.Y-r.Y-r.H*0.08)
		ui.DrawIconCentered(dst, peuplePowerIcon[p], cx, r.Y+r.H*0.04+icon/2, icon, sprites.AccentColor)
		return
	}
	ui.DrawIconCentered(dst, peuplePowerIcon[p], cx, r.Y+r.H*0.4, icon, sprites.AccentColor)
}

// peuplePowerIcon is each power card's icon.
var peuplePowerIcon = [...]string{"", "goblin", "barter", "shield", "clover", "swords", "heart", "ninja",
	"swirl", "curse", "mace", "redo", "sprint"}

// drawMoving draws what moves over everything: flying pawns and cards, the
// banner of what just happened and the floating score changes.
func (t *tableScene) drawMoving(dst *ebiten.Image, ctx *ui.Context) {
	rad := t.ring.pawnRadius()
	for w, on := range t.flying {
		if on {
			p := t.flyPos[w]
			o := int(peuple.Pawn(w).Owner())
			sprites.DrawPawn(dst, p.X, p.Y, rad*1.15, sprites.Piece{Color: sprites.PlayerColor(o), Symbol: sprites.PlayerCrest(o), Alpha: 1})
		}
	}
	t.flights.Each(func(f *table.CardFlight[peupleCard]) {
		drawPeupleCard(dst, ctx, f.Rect(peupleAspect), f.Card, false)
	})
	if t.banner != "" {
		st := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Ink, Align: text.Center}
		in := t.ring.inner()
		bw, bh := text.Measure(t.banner, st)
		bw = math.Min(bw+ctx.Px(16), in.W*1.15)
		r := ui.Rect{X: t.ring.cx - bw/2, Y: in.Y + in.H/2 - bh/2 - ctx.Px(5), W: bw, H: bh + ctx.Px(10)}
		sprites.FillRoundRect(dst, r, ctx.Px(6), sprites.Fade(sprites.Paper, 0.92))
		drawLine(dst, t.banner, t.ring.cx, r.Y+r.H/2, r.W-ctx.Px(8), st)
	}
	for _, f := range t.floats {
		if f.props.Alpha <= 0 {
			continue
		}
		c := sprites.DangerColor
		if f.good {
			c = color.RGBA{0x1c, 0x7a, 0x3a, 0xff}
		}
		st := text.Style{Size: ui.SizeHeading * f.props.Scale, Bold: true, Color: sprites.Fade(c, f.props.Alpha), Align: text.Center}
		sprites.FillCircle(dst, f.x, f.y+f.props.Y, ctx.Px(16)*f.props.Scale, sprites.Fade(sprites.Paper, 0.9*f.props.Alpha))
		text.Draw(dst, f.text, f.x, f.y+f.props.Y, st)
	}
}

// peupleScoreLabel is a plate's score: "?" for one the view hides.
func peupleScoreLabel(score int) string {
	if score == peuple.HiddenScore {
		return "?"
	}
	return strconv.Itoa(score)
}

// drawLine draws s on one line from x (by st.Align: its left, centre or
// right; y its top, middle or bottom), shrunk to fit w but never under
// the floor: what still does not fit ends in an ellipsis.
func drawLine(dst *ebiten.Image, s string, x, y, w float64, st text.Style) {
	h := text.LineHeight(st)
	r := ui.Rect{X: x, Y: y, W: w, H: h}
	switch st.Align & 3 {
	case text.HCenter:
		r.X -= w / 2
	case text.Right:
		r.X -= w
	}
	switch st.Align &^ 3 {
	case text.Middle:
		r.Y -= h / 2
	case text.Bottom, text.Baseline:
		r.Y -= h
	}
	ui.DrawTextIn(dst, s, r, st, ui.Fit{Floor: peupleFloor})
}
