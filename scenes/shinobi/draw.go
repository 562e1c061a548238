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

// shinobiAspect is a troop card's width over its height.
const shinobiAspect = 0.7

// Layout places everything for the current screen: in table mode (on a
// screen large enough) the provinces round the table and the viewer's part
// in their seat's frame, turned to their edge; else the viewer's province
// at the bottom with their part.
func (t *tableScene) Layout(ctx *ui.Context) {
	area := ctx.Safe().Inset(ctx.Px(ui.RimW))
	n := len(t.Seats())
	bottom := max(int(t.Viewer()), 0)
	people := table.PeopleSides(n, func(i int) bool { return t.Seats()[i].Human() })
	if ctx.App.Settings().TableMode && layoutShinobiTable(&t.lay, area, ctx.Unit, n, people) {
		side := table.SeatSide(bottom, n, true)
		for !people[side] { // before the first viewer: the first person's side
			side = (side + 1) % 4
		}
		t.frame.Place(side, ctx.W, ctx.H)
		t.logFrame.Place(table.LogSide(side, t.lay.log, ctx.Px(shinobiLogLine)), ctx.W, ctx.H)
		t.statusFrame.Place(table.StatusSide(side), ctx.W, ctx.H)
		layoutShinobiStrip(&t.lay, t.frame.RectToLocal(t.lay.strips[side]), ctx.Unit, t.Outcome().Over)
		t.layoutPlates(ctx, side)
	} else {
		layoutShinobi(&t.lay, area, ctx.Unit, n, bottom)
		t.frame.Place(table.SideBottom, ctx.W, ctx.H)
		t.logFrame.Place(table.SideBottom, ctx.W, ctx.H)
		t.statusFrame.Place(table.SideBottom, ctx.W, ctx.H)
		t.plates = t.plates[:0]
	}
	if t.logPublic != t.lay.table && t.HasView() {
		t.readLog()
	}
	t.geom = t.geom[:0]
	for p := range n {
		t.geom = append(t.geom, provinceGeom(t.lay.provs[p], ctx.Unit))
		t.headSide[p] = table.SideBottom
		if !t.lay.table || !t.Seats()[p].Human() {
			continue
		}
		// A person's province is named towards their edge: along its
		// side for a person at the left or right.
		side := table.SeatSide(p, n, true)
		t.headSide[p] = side
		t.headFrames[side].Place(side, ctx.W, ctx.H)
		if side == table.SideLeft || side == table.SideRight {
			t.geom[p] = edgeHeadGeom(t.lay.provs[p], ctx.Unit, side == table.SideLeft)
		}
	}
	t.PlaceMenu(ctx, t.lay.top)
	row := t.lay.row
	k := float64(len(t.buttons))
	w := math.Min(ctx.Px(shinobiButtonW), (row.W-(k-1)*ctx.Px(ui.Gap))/math.Max(1, k))
	for i := range t.buttons {
		t.buttons[i].rect = ui.Rect{X: row.X + float64(i)*(w+ctx.Px(ui.Gap)), Y: row.Y, W: w, H: row.H}
	}
	t.layoutHand(ctx)
	cards := t.handCards
	t.fan.Layout(cards, len(t.hand), shinobiAspect, ctx.Px(44), ctx.Px(96), ctx.Px(8))
	t.layoutZoom(ctx)
}

// shinobiLogLine is the shortest line, logical px, of the log in the
// middle of a table turned to a left or right edge (table.LogSide): a few
// words.
const shinobiLogLine = 120

// partShown reports whether the viewer's part (steps, prompt, hand) is on
// screen: always, but in table mode between people's turns, when the
// viewer's hand is hidden and name plates stand in every person's strip.
func (t *tableScene) partShown() bool {
	return !t.lay.table || t.Outcome().Over || t.handVisible()
}

// layoutPlates places, in table mode, a name plate for each person in
// every strip that holds no part (all but side's while the part is shown);
// a strip where no person sits (bots only) names its seats. Once the end
// is shown each such strip holds it instead, whole.
func (t *tableScene) layoutPlates(ctx *ui.Context, side table.Side) {
	t.plates = t.plates[:0]
	n := len(t.Seats())
	end := t.Outcome().Over && t.Anim().Done()
	for s := range table.Side(4) {
		if t.lay.strips[s].W <= 0 || s == side && t.partShown() {
			continue
		}
		f := &t.plateFrames[s]
		f.Place(s, ctx.W, ctx.H)
		strip := f.RectToLocal(t.lay.strips[s])
		people, seats := 0, 0
		for i, st := range t.Seats() {
			if table.SeatSide(i, n, true) == s {
				seats++
				if st.Human() {
					people++
				}
			}
		}
		if people == 0 {
			people = seats
		}
		k := 0
		for i, st := range t.Seats() {
			if table.SeatSide(i, n, true) != s || people < seats && !st.Human() {
				continue
			}
			switch {
			case end && k == 0:
				t.plates = append(t.plates, shinobiPlate{seat: i, side: s, rect: strip})
			case !end:
				t.plates = append(t.plates, shinobiPlate{seat: i, side: s, rect: table.LogPlateRect(strip, ctx.Unit, people, k)})
			}
			k++
		}
	}
}

// layoutHand splits the hand's rect into the row of cards and, on its
// left and apart, the column of the player's secret clan: its title over
// the clan card, as wide as the title needs at the text floor.
func (t *tableScene) layoutHand(ctx *ui.Context) {
	_, r := ui.CutTop(t.lay.hand, t.lay.handHead)
	clanW := math.Min(r.H*shinobiAspect, ctx.Px(80))
	colW := clanW
	if t.lay.handHead > 0 {
		w, _ := text.Measure(i18n.T("shinobi.secret_clan"), shinobiTitleFloor)
		colW = math.Max(colW, w+ctx.Px(8))
	}
	col, rest := ui.CutLeft(t.lay.hand, colW)
	t.handClanCol = col
	t.handClan = ui.Rect{X: col.X + (col.W-clanW)/2, Y: r.Y, W: clanW, H: clanW / shinobiAspect}
	_, t.handCards = ui.CutLeft(rest, ctx.Px(14))
	// The chosen card rises out of the row (table.HandFan): the row
	// starts that much lower, so it never covers the title.
	t.handCards.Y, t.handCards.H = r.Y+ctx.Px(shinobiRaise), r.H-ctx.Px(shinobiRaise)
}

// shinobiRaise is how far (logical px) the chosen card of the hand rises
// above its row, outline included.
const shinobiRaise = 10

// shinobiTitleFloor is the hand's titles at their smallest.
var shinobiTitleFloor = text.Style{Size: ui.MinText, Bold: true}

func (t *tableScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !t.DrawBase(dst, ctx) {
		return
	}
	table.DrawStatus(dst, ctx, &t.statusFrame, t.status, t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W)
	for p := range t.geom {
		t.drawProvince(dst, ctx, rules.Player(p), t.lay.provs[p], &t.geom[p])
	}
	t.drawCenter(dst, ctx)
	if log := t.lay.logRoom(len(t.buttons)); log.H > 0 { // in table mode, facing the person whose turn it is
		f := &t.logFrame
		canvas, r := f.Window(dst, f.RectToLocal(log))
		table.DrawLog(canvas, ctx, t.log, r)
		f.Compose(dst)
	}
	t.drawPlates(dst, ctx)
	// The viewer's part, in their frame, with the card they drag.
	if t.partShown() {
		part := t.frame.Canvas(dst)
		t.drawSteps(part, ctx)
		t.drawBar(part, ctx)
		if t.Outcome().Over {
			t.drawEnd(part, ctx, t.lay.hand)
		} else {
			t.drawHand(part, ctx)
		}
		t.fan.DrawDragged(part, ctx, len(t.hand), t.drawHandCard)
		t.frame.Compose(dst)
	}
	t.drawMoving(dst, ctx)
	t.drawZoom(dst, ctx)
}

// drawPlates draws the name plates, each strip's turned to its edge.
func (t *tableScene) drawPlates(dst *ebiten.Image, ctx *ui.Context) {
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
				t.drawPlate(canvas, ctx, q.seat, q.rect.Offset(at.X-strip.X, at.Y-strip.Y))
			}
		}
		f.Compose(dst)
	}
}

// drawPlate draws seat's name plate in r: their crest and name, and whom
// the table waits for, over the newest lines of the log; once the end is
// shown, who won and why.
func (t *tableScene) drawPlate(dst *ebiten.Image, ctx *ui.Context, seat int, r ui.Rect) {
	if t.Outcome().Over && t.Anim().Done() {
		t.drawEnd(dst, ctx, r)
		return
	}
	table.DrawLogPlate(dst, ctx, r, seat, t.Names()[seat], t.plateWaits[seat], t.log)
}

// drawProvince draws p's province: its name, hand size and (once turned
// over) clan, then each clan's army as a fanned stack with its count. The
// player to move has a gold rim; a province or army that may be tapped
// now is lit. It stands in r, cut as g: on the board, or opened large.
func (t *tableScene) drawProvince(dst *ebiten.Image, ctx *ui.Context, p rules.Player, r ui.Rect, g *shinobiProvince) {
	rad := ctx.Px(10)
	sprites.FillRoundRect(dst, r, rad, sprites.Fade(sprites.FeltDark, 0.8))
	sprites.StrokeRoundRect(dst, r, rad, math.Max(1, ctx.Px(1)), sprites.Fade(sprites.Paper, 0.3))
	lit := t.Decides() && t.litProv[p]
	switch {
	case lit:
		sprites.FillRoundRect(dst, r, rad, sprites.Fade(sprites.AccentColor, 0.25))
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(3), sprites.AccentColor)
	case p == t.view.ToMove() && !t.Outcome().Over:
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(2), sprites.Paper)
	}
	if t.Outcome().Over && t.Outcome().Won(p) {
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(3), sprites.AccentColor)
	}
	if f := t.headFrame(p, g); f != nil { // facing its person's edge
		canvas, h := f.Window(dst, f.RectToLocal(g.head))
		t.drawHead(canvas, ctx, p, h)
		f.Compose(dst)
	} else {
		t.drawHead(dst, ctx, p, g.head)
	}
	// Armies, named at their column's foot where every name fits.
	label := text.Style{Size: ui.MinText, Bold: true, Color: sprites.Paper, Align: text.HCenter | text.Bottom}
	named := g.label > 0
	for c := range shinobi.Clan(shinobi.Clans) {
		if w, _ := text.Measure(shinobiClanName(c), label); len(t.shown.army[p][c]) > 0 && w > g.slots[c].W {
			named = false
		}
	}
	for c := range shinobi.Clan(shinobi.Clans) {
		army := t.shown.army[p][c]
		n := len(army)
		if n == 0 {
			continue
		}
		if named {
			s := g.slots[c]
			text.Draw(dst, shinobiClanName(c), s.X+s.W/2, s.Y+s.H, label)
		}
		a := shinobiArmy{p, c}
		scale := 1.0
		if a == t.pulse {
			scale = t.pulseP.Scale
		}
		box := g.army(int(c), n)
		if scale > 1 {
			sprites.FillRoundRect(dst, box.Inset(-ctx.Px(6)*scale), ctx.Px(6), sprites.Fade(sprites.DangerColor, 0.55*(scale-1)/0.25))
		}
		for k, card := range army {
			drawShinobiCard(dst, ctx, g.card(int(c), k, n), card, true, false)
		}
		if t.Decides() && t.litArmy[p][c] {
			sprites.StrokeRoundRect(dst, box.Inset(-ctx.Px(3)), ctx.Px(5), ctx.Px(2.5), sprites.AccentColor)
		}
		if a == t.selArmy {
			sprites.StrokeRoundRect(dst, box.Inset(-ctx.Px(4)), ctx.Px(5), ctx.Px(3.5), sprites.Paper)
		}
		// The count on the top card.
		bx, by, br := g.countDisc(int(c), n, ctx.Unit)
		sprites.FillCircle(dst, bx, by, br, sprites.Ink)
		text.Draw(dst, strconv.Itoa(n), bx, by, countStyle(br))
	}
}

// drawHead draws p's province's header in h: the clan once shown, the
// name, the cards in hand.
func (t *tableScene) drawHead(dst *ebiten.Image, ctx *ui.Context, p rules.Player, h ui.Rect) {
	_, hy := h.Center()
	x := h.X
	if c := t.view.ClanOf(p); c != shinobi.NoClan && t.revealed[p] {
		rr := h.H * 0.5
		sprites.FillCircle(dst, x+rr, hy, rr, sprites.ClanColor(int(c)))
		ui.DrawIconCentered(dst, sprites.ClanCrest(int(c)), x+rr, hy, rr*1.4, sprites.OnColor(sprites.ClanColor(int(c))))
		x += 2*rr + ctx.Px(4)
	}
	cnt := text.Style{Size: ui.SizeSmall * 0.9, Bold: true, Color: sprites.Paper, Align: text.Right | text.Middle}
	held := strconv.Itoa(t.shown.hand[p])
	cw, _ := text.Measure("4", cnt)
	back := ui.Rect{X: h.X + h.W - cw - ctx.Px(4) - h.H*0.6, Y: h.Y + h.H*0.1, W: h.H * 0.56, H: h.H * 0.8}
	sprites.DrawCardBack(dst, back, 0)
	text.Draw(dst, held, h.X+h.W, hy, cnt)
	name := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	ui.DrawFitText(dst, t.Names()[p], x, hy, back.X-x-ctx.Px(4), name)
}

// headFrame is the frame p's header is drawn in, turned to the edge of
// the person whose province it is (table mode), or nil: as the screen
// is, and always for the province opened large (g not p's on the board).
func (t *tableScene) headFrame(p rules.Player, g *shinobiProvince) *table.SeatFrame {
	if int(p) >= len(t.geom) || g != &t.geom[p] || t.headSide[p] == table.SideBottom {
		return nil
	}
	return &t.headFrames[t.headSide[p]]
}

// shinobiCountR is the least radius (logical px) of a count's disc: one
// that holds two digits at the text floor.
const shinobiCountR = 10

// countStyle is how a count is written in a disc of radius br physical
// px: as large as the disc allows, never below the text floor.
func countStyle(br float64) text.Style {
	return text.Style{Size: math.Max(table.PhysSize(br*1.2), ui.MinText), Bold: true, Color: sprites.Paper, Align: text.Center}
}

// drawShinobiCard draws a troop card: a clan card in its clan's colour
// with its crest, a Ninja dark with the ninja's head, or a back. Cards of
// a clan are alike, so none carries its number (the notation's): a
// person took "1" and "5" for values.
// A named card (the hand's) has its clan's name, or "Ninja", along its
// foot where the name fits at the text floor.
func drawShinobiCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, c shinobi.Card, faceUp, named bool) {
	if !faceUp || c >= shinobi.Cards {
		sprites.DrawCardBack(dst, r, 0)
		return
	}
	rad := r.W * 0.1
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(1.5)), rad, sprites.ShadowColor)
	face := sprites.Ink
	icon := "ninja"
	if cl := c.Clan(); cl != shinobi.NoClan {
		face, icon = sprites.ClanColor(int(cl)), sprites.ClanCrest(int(cl))
	}
	// The clan's colour moved just enough for the name to read on it, lit
	// away from the ink so that it reads on all of it.
	face, ink := sprites.Readable(face)
	top, foot := sprites.LitFace(face, ink)
	sprites.GradientRoundRect(dst, r, rad, top, foot)
	border := sprites.Mix(face, sprites.Ink, 0.5)
	if c.IsNinja() {
		border = sprites.DangerColor
	}
	sprites.StrokeRoundRect(dst, r, rad, math.Max(1, ctx.Px(1)), border)
	cx := r.X + r.W/2
	iconY := r.Y + r.H*0.6
	if named {
		name := i18n.T("shinobi.ninja")
		if cl := c.Clan(); cl != shinobi.NoClan {
			name = shinobiClanName(cl)
		}
		st := text.Style{Size: ui.MinText, Bold: true, Color: ink, Align: text.HCenter | text.Bottom}
		w, _ := text.Measure(name, st)
		foot := r.Y + r.H*0.96
		if top := foot - text.LineHeight(st); w <= r.W*0.92 && r.Y+r.H*0.5+r.W*0.28 <= top {
			iconY = r.Y + r.H*0.5
			text.Draw(dst, name, cx, foot, st)
		}
	}
	ui.DrawIconCentered(dst, icon, cx, iconY, r.W*0.56, ink)
}

// drawClanCard draws a secret clan card: big crest and the clan's name.
func drawClanCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, c shinobi.Clan) {
	rad := r.W * 0.1
	// The clan's colour moved just enough for its name to read on it.
	face, ink := sprites.Readable(sprites.ClanColor(int(c)))
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(2)), rad, sprites.ShadowColor)
	sprites.GradientRoundRect(dst, r, rad, sprites.Paper, sprites.PaperShade)
	in := r.Inset(r.W * 0.08)
	sprites.FillRoundRect(dst, in, rad*0.7, face)
	cx := r.X + r.W/2
	// The name under the crest where it fits whole at the text floor; a
	// card too narrow for it shows the crest alone, in its middle.
	st := text.Style{Size: math.Max(table.PhysSize(math.Min(in.H*0.14, ctx.Px(14))), ui.MinText), Bold: true, Color: ink, Align: text.Center}
	name := shinobiClanName(c)
	if line, _ := ui.FitLine(name, st, in.W*0.92); line != name {
		ui.DrawIconCentered(dst, sprites.ClanCrest(int(c)), cx, in.Y+in.H/2, in.W*0.7, ink)
		return
	}
	ui.DrawIconCentered(dst, sprites.ClanCrest(int(c)), cx, in.Y+in.H*0.42, in.W*0.7, ink)
	ui.DrawFitText(dst, name, cx, in.Y+in.H*0.85, in.W*0.92, st)
}

// pileRect is the deck (0) or the discard (1) in the middle.
func (t *tableScene) pileRect(i int) ui.Rect {
	c := t.lay.piles
	h := c.H
	w := h * shinobiAspect
	return ui.Rect{X: c.X + float64(i)*t.lay.pileStep, Y: c.Y, W: w, H: h}
}

// drawCenter draws the deck with its count, the open discard (its top card
// and count) and a bar per clan: its cards on the whole table, out of 11.
func (t *tableScene) drawCenter(dst *ebiten.Image, ctx *ui.Context) {
	cnt := func(r ui.Rect, n int) {
		cx, cy := r.Center()
		br := math.Max(r.W*0.3, ctx.Px(shinobiCountR))
		sprites.FillCircle(dst, cx, cy, br, sprites.Fade(sprites.Ink, 0.8))
		text.Draw(dst, strconv.Itoa(n), cx, cy, countStyle(br))
	}
	deck, disc := t.pileRect(0), t.pileRect(1)
	if t.shown.deck > 0 {
		sprites.DrawCardBack(dst, deck, 0)
	} else {
		sprites.StrokeRoundRect(dst, deck, ctx.Px(4), ctx.Px(1.5), sprites.Fade(sprites.Paper, 0.5))
	}
	cnt(deck, t.shown.deck)
	if d := t.shown.discard; len(d) > 0 {
		drawShinobiCard(dst, ctx, disc, d[len(d)-1], true, false)
		b := ui.Rect{X: disc.X, Y: disc.Y + disc.H*0.55, W: disc.W, H: disc.H * 0.45}
		cx, cy := b.Center()
		br := math.Max(disc.W*0.22, ctx.Px(shinobiCountR))
		sprites.FillCircle(dst, cx, cy, br, sprites.Fade(sprites.Ink, 0.8))
		text.Draw(dst, strconv.Itoa(len(d)), cx, cy, countStyle(br))
	} else {
		sprites.StrokeRoundRect(dst, disc, ctx.Px(4), ctx.Px(1.5), sprites.Fade(sprites.Paper, 0.5))
	}
	t.drawTotals(dst, ctx, t.lay.bars)
}

// drawTotals draws each clan's cards on the whole table in r, under the
// heading that says so: a column per clan with its crest in its colour and
// its count, then as room allows a bar of the count out of 11 and the
// clan's name. The heading (in short where the room is narrow) and the
// crests with their counts come first; the names show only where every
// one of them fits whole.
func (t *tableScene) drawTotals(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	head := text.Style{Size: math.Max(ui.SizeSmall*0.8, ui.MinText), Color: sprites.Fade(sprites.Paper, 0.92), Align: text.Left | text.Top} // dimmer, 4.5:1 on the lightest felt
	num := text.Style{Size: ui.SizeSmall * 0.9, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	name := text.Style{Size: ui.MinText, Bold: true, Color: sprites.Fade(sprites.Paper, 0.9), Align: text.HCenter | text.Top}
	headH, nameH := text.LineHeight(head), text.LineHeight(name)
	rowH := math.Max(ctx.Px(20), text.LineHeight(num))
	barH := ctx.Px(5)
	gap := ctx.Px(6)
	colW := (r.W - 4*gap) / shinobi.Clans
	names := r.H >= headH+rowH+nameH
	for c := range shinobi.Clan(shinobi.Clans) {
		if w, _ := text.Measure(shinobiClanName(c), name); w > colW {
			names = false
		}
	}
	if r.H < headH+rowH { // no room for a heading row: the short one, before the columns
		title := i18n.T("shinobi.totals_short")
		if w, _ := text.Measure(title, head); r.W-w-gap >= shinobi.Clans*ctx.Px(40) {
			st := head
			st.Align = text.Left | text.Middle
			text.Draw(dst, title, r.X, r.Y+math.Min(r.H, rowH)/2, st)
			_, r = ui.CutLeft(r, w+gap)
		}
	} else {
		title := i18n.T("shinobi.totals")
		if w, _ := text.Measure(title, head); w > r.W { // the short wording, where the long one would be cut
			title = i18n.T("shinobi.totals_short")
		}
		ui.DrawFitText(dst, title, r.X, r.Y, r.W, head)
		_, r = ui.CutTop(r, headH)
	}
	bar := r.H >= rowH+barH+ctx.Px(6) && (!names || r.H >= rowH+barH+ctx.Px(6)+nameH)
	for c := range shinobi.Clan(shinobi.Clans) {
		col := ui.Column(r, shinobi.Clans, int(c), gap)
		total := 0
		for p := range t.geom {
			total += len(t.shown.army[p][c])
		}
		// The crest and the count, side by side in the middle of the column.
		clr := sprites.ClanColor(int(c))
		crest := math.Min(rowH, col.W*0.45)
		count := strconv.Itoa(total)
		nw, _ := text.Measure(count, num)
		x := col.X + (col.W-crest-ctx.Px(3)-nw)/2
		cy := col.Y + rowH/2
		sprites.FillCircle(dst, x+crest/2, cy, crest/2, clr)
		ui.DrawIconCentered(dst, sprites.ClanCrest(int(c)), x+crest/2, cy, crest*0.8, sprites.OnColor(clr))
		text.Draw(dst, count, x+crest+ctx.Px(3), cy, num)
		y := col.Y + rowH
		if bar {
			b := ui.Rect{X: col.X + col.W*0.05, Y: y + ctx.Px(3), W: col.W * 0.9, H: barH}
			sprites.FillRoundRect(dst, b, barH/2, sprites.Fade(sprites.Ink, 0.45))
			if total > 0 {
				sprites.FillRoundRect(dst, ui.Rect{X: b.X, Y: b.Y, W: b.W * float64(total) / shinobi.PerClan, H: b.H}, barH/2, clr)
			}
			y += barH + ctx.Px(6)
		}
		if names {
			text.Draw(dst, shinobiClanName(c), col.X+col.W/2, y, name)
		}
	}
}

// drawSteps draws the three actions of a turn, the current one lit.
func (t *tableScene) drawSteps(dst *ebiten.Image, ctx *ui.Context) {
	if t.lay.steps.W <= 0 {
		return
	}
	cur := int(t.view.Step())
	st := text.Style{Size: ui.SizeSmall * 0.9, Bold: true, Align: text.HCenter | text.Middle}
	if t.stepLang != ctx.Lang {
		t.stepLang = ctx.Lang
		for i := range t.stepLabels {
			t.stepLabels[i] = strconv.Itoa(i+1) + " " + i18n.T("shinobi.step"+strconv.Itoa(i+1))
		}
	}
	labels := &t.stepLabels
	var widths, wrapped [3]float64
	need := 0.0
	for i := range labels {
		widths[i], _ = text.Measure(labels[i], st)
		wrapped[i] = twoLines(labels[i], st)
		need += widths[i]
	}
	pad := ctx.Px(16)
	if need+3*pad+2*ctx.Px(6) > t.lay.steps.W { // too narrow: shared as the labels need on two lines
		widths = wrapped
	}
	rects := stepChips(t.lay.steps, widths, pad, ctx.Px(6))
	for i, r := range rects {
		face, ink := sprites.Fade(sprites.Ink, 0.45), sprites.Fade(sprites.Paper, 0.7)
		if i+1 == cur && !t.Outcome().Over {
			face, ink = sprites.AccentColor, sprites.Ink
		}
		sprites.FillRoundRect(dst, r, r.H/2, face)
		st.Color = ink
		// On two lines in a narrow chip ("2 Reinforce /" over "move").
		ui.DrawTextIn(dst, labels[i], ui.Rect{X: r.X + pad/4, Y: r.Y, W: r.W - pad/2, H: r.H}, st, ui.Fit{Floor: ui.MinText, Lines: 2, Shrink: ui.MinText})
	}
}

// twoLines is the width of s on two lines, broken at the space nearest
// its middle; its width on one when it has no space.
func twoLines(s string, st text.Style) float64 {
	cut := -1
	for i, r := range s {
		if r == ' ' && (cut < 0 || abs(2*i-len(s)) < abs(2*cut-len(s))) {
			cut = i
		}
	}
	if cut < 0 {
		w, _ := text.Measure(s, st)
		return w
	}
	a, _ := text.Measure(s[:cut], st)
	b, _ := text.Measure(s[cut+1:], st)
	return math.Max(a, b)
}

func abs(n int) int { return max(n, -n) }

// stepChips splits row r into the three steps' chips, gap apart: each as
// wide as its label (widths) and pad, the room left shared equally; when
// the labels do not fit so, in proportion to them, so that a long label
// ("Reinforce / move") takes room from short ones before it shrinks.
func stepChips(r ui.Rect, widths [3]float64, pad, gap float64) [3]ui.Rect {
	free := r.W - 2*gap
	need := 0.0
	for _, w := range widths {
		need += w + pad
	}
	var out [3]ui.Rect
	x := r.X
	for i, w := range widths {
		cw := w + pad + (free-need)/3
		if need > free {
			cw = (w + pad) * free / need
		}
		out[i] = ui.Rect{X: x, Y: r.Y, W: cw, H: r.H}
		x += cw + gap
	}
	return out
}

// promptWords is where the words of the prompt stand in the bar: all of
// it without buttons.
func (t *tableScene) promptWords() ui.Rect {
	if len(t.buttons) == 0 {
		return t.lay.bar
	}
	return t.lay.words
}

// drawBar draws what to do (or why a tap did nothing) and the buttons.
func (t *tableScene) drawBar(dst *ebiten.Image, ctx *ui.Context) {
	line, clr := t.prompt, sprites.Paper
	if t.Msg() != "" {
		line, clr = t.Msg(), sprites.Mix(sprites.DangerColor, sprites.Paper, 0.7)
	}
	box := t.promptWords()
	if t.Msg() != "" { // the red reads on a darker ground than the felt's lightest
		sprites.FillRoundRect(dst, box, ctx.Px(6), sprites.Fade(sprites.Ink, 0.5))
	}
	if c := t.promptClan; c != shinobi.NoClan && t.Msg() == "" { // the clan chosen, by its crest in its colour
		rr := ctx.Px(12)
		face := sprites.ClanColor(int(c))
		sprites.FillCircle(dst, box.X+rr, box.Y+rr, rr, face)
		ui.DrawIconCentered(dst, sprites.ClanCrest(int(c)), box.X+rr, box.Y+rr, rr*1.4, sprites.OnColor(face))
		_, box = ui.CutLeft(box, 2*rr+ctx.Px(8))
	}
	ui.DrawParagraph(dst, line, box, text.Style{Size: ui.SizeSmall, Bold: true, Color: clr})
	for i := range t.buttons {
		b := &t.buttons[i]
		kind := ui.ButtonAccent
		if b.cancel {
			kind = ui.ButtonSecondary
		}
		ui.DrawButtonFace(dst, ctx, b.rect, b.title, kind, t.frame.PressedIn(ctx.Input, b.rect), false)
	}
}

// drawHand draws the viewer's secret clan card and hand while they may be
// seen; playable cards are lit, the selected one raised, the dragged one
// left to drawMoving.
func (t *tableScene) drawHand(dst *ebiten.Image, ctx *ui.Context) {
	if !t.handVisible() {
		return
	}
	// The secret clan stands apart: on a panel of its own, under its title.
	col := t.handClanCol
	if c := t.view.ClanOf(t.Viewer()); c != shinobi.NoClan {
		panel := ui.Rect{X: col.X - ctx.Px(4), Y: col.Y - ctx.Px(2), W: col.W + ctx.Px(8), H: t.handClan.Y + t.handClan.H - col.Y + ctx.Px(6)}
		sprites.FillRoundRect(dst, panel, ctx.Px(8), sprites.Fade(sprites.Ink, 0.35))
		drawClanCard(dst, ctx, t.handClan, c)
	}
	if h := t.lay.handHead; h > 0 {
		title := i18n.T("table.hand")
		if t.Shared() && t.Viewer() != t.view.ToMove() {
			title = i18n.T("table.hand_of", t.Names()[t.Viewer()])
		}
		st := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
		x := t.handCards.X // over the first card, where the fan starts
		if len(t.fan.Rects) > 0 {
			x = math.Max(x, t.fan.Rects[0].X)
		}
		ui.DrawFitText(dst, title, x, t.lay.hand.Y+h/2, t.handCards.X+t.handCards.W-x, st)
		st.Align, st.Color = text.Center, sprites.Mix(sprites.AccentColor, sprites.Paper, 0.3) // 4.5:1 on the felt
		ui.DrawFitText(dst, i18n.T("shinobi.secret_clan"), col.X+col.W/2, col.Y+h/2, col.W, st)
	}
	t.fan.Draw(dst, ctx, len(t.hand), t.handLook, t.drawHandCard)
}

// handLook is how the i-th card of the hand shows: the chosen one raised
// and outlined, those that may be played now lit.
func (t *tableScene) handLook(i int) (bool, table.HandMark) {
	switch {
	case t.hand[i] == t.selCard:
		return true, table.MarkChosen
	case i < len(t.litHand) && t.litHand[i]:
		return false, table.MarkLit
	}
	return false, table.MarkNone
}

// drawHandCard draws the i-th card of the hand in r.
func (t *tableScene) drawHandCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int) {
	drawShinobiCard(dst, ctx, r, t.hand[i], true, true)
}

// drawEnd draws in r (where the hand was, or a plate) who won and why,
// tie-breaks and the unclaimed clans included, once the last move is shown:
// smaller down to the text floor where r is short, and never past r (the
// results that follow tell the rest).
func (t *tableScene) drawEnd(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	if !t.Anim().Done() {
		return
	}
	sprites.Panel(dst, r, ctx.Px(10))
	in := r.Inset(ctx.Px(10))
	size := float64(ui.SizeSmall)
	for size > ui.MinText && shinobiEndHeight(t.end, in.W, size, ctx.Px(4)) > in.H {
		size--
	}
	st := text.Style{Size: size, Bold: true, Color: sprites.TextColor}
	for _, line := range t.end {
		if _, h := text.MeasureWrapped(line, in.W, st); h > in.H {
			return
		}
		h := ui.DrawParagraph(dst, line, in, st)
		_, in = ui.CutTop(in, h+ctx.Px(4))
		st.Bold = false
	}
}

// shinobiEndHeight is how tall the end's lines stand wrapped to w at size
// (the first bold), gap between them.
func shinobiEndHeight(lines []string, w, size, gap float64) float64 {
	total := 0.0
	for i, line := range lines {
		_, h := text.MeasureWrapped(line, w, text.Style{Size: size, Bold: i == 0})
		total += h + gap
	}
	return total - gap
}

// shinobiBannerFit: the banner of a skip or the final round wraps onto up
// to three lines, shrinking to the text floor only then.
var shinobiBannerFit = ui.Fit{Floor: ui.MinText, Lines: 3}

// drawMoving draws what moves over everything: cards in the air, the
// Ninja's star and the banner.
func (t *tableScene) drawMoving(dst *ebiten.Image, ctx *ui.Context) {
	t.flights.Each(func(f *table.CardFlight[shinobi.Card]) {
		drawShinobiCard(dst, ctx, f.Rect(shinobiAspect), f.Card, f.FaceUp, false)
	})
	if s := t.star; s.Alpha > 0 {
		_ = sprites.DrawIconRotated(dst, "shuriken", s.X, s.Y, s.Scale, s.Rot, sprites.Fade(sprites.Paper, s.Alpha))
	}
	if t.banner != "" {
		t.drawBanner(dst, ctx)
	}
}

// drawBanner draws the banner on the lines it needs (a skip says why, at
// length), as near the centre as leaves the controls free and covers the
// least of what is read: not the clans' counters, which a skip leaves as
// they were, where the story's lines have room.
func (t *tableScene) drawBanner(dst *ebiten.Image, ctx *ui.Context) {
	st := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Ink, Align: text.HCenter | text.Top}
	c := t.lay.center
	padX, padY := ctx.Px(8), ctx.Px(5)
	cx, cy := c.Center()
	room := &t.bannerRoom
	ctx.RoomFor(room, ctx.Screen().Inset(ctx.Px(ui.RimW+2)), cx, cy)
	var fits [2]ui.TextFit
	var sizes [2]ui.Extent
	for i, w := range [2]float64{c.W, room.Area.W} {
		fits[i] = ui.FitText(t.banner, st, w-2*padX, c.H-2*padY, shinobiBannerFit)
		sizes[i] = ui.Extent{W: fits[i].W + 2*padX, H: fits[i].H + 2*padY}
	}
	r, k, _ := room.Place(sizes[:])
	t.bannerAt = r
	sprites.FillRoundRect(dst, r, ctx.Px(6), sprites.Fade(sprites.Paper, 0.94))
	ui.DrawFit(dst, fits[k], ui.Rect{X: r.X + padX, Y: r.Y + padY, W: fits[k].W, H: fits[k].H}, st)
}
