package gosu

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// A clan's colour and crest: the eight player colours and crests, so a
// clan never reads by colour alone.
func gosuClanColor(k gosu.Clan) color.RGBA { return sprites.PlayerColor(int(k)) }
func gosuClanCrest(k gosu.Clan) string     { return sprites.PlayerCrest(int(k)) }

// gosuScrollbarW is the strip, logical px, at the right of the choices
// that their scrollbar takes when they scroll (ui.ScrollView draws it in
// its last 6 px).
const gosuScrollbarW = 10

// gosuButtonGrid places n buttons h tall in rows in width w: how many to a
// row, their width, the rows and the height they take.
func gosuButtonGrid(n int, w, h, unit float64) (per int, bw float64, rows int, content float64) {
	gap := unit * ui.Gap
	per = max(1, int((w+gap)/(unit*gosuButtonMinW+gap)))
	per = min(per, max(1, n))
	bw = math.Min(math.Min(unit*170, w), (w-float64(per-1)*gap)/float64(per))
	rows = (n + per - 1) / per
	return per, bw, rows, float64(rows)*(h+gap) - gap
}

// Layout places everything for the current screen.
func (t *tableScene) Layout(ctx *ui.Context) {
	area := ctx.Safe().Inset(ctx.Px(ui.RimW))
	t.lay.table = ctx.App.Settings().TableMode
	for a := range 2 { // the draft's list takes the armies' place whole
		t.lay.rows[a] = 0
		if !t.drafting() {
			t.lay.rows[a] = gosuRowsShown(t.army[t.armyOf(a)])
		}
	}
	layoutGosu(&t.lay, area, ctx.Unit)
	side := table.SideBottom
	if t.lay.table {
		side = table.SideTop
	}
	t.frame.Place(side, ctx.W, ctx.H)
	t.bannerFrame.Place(side, ctx.W, ctx.H)
	t.plate = ui.Rect{}
	if t.lay.table && t.plateSeat != rules.NoPlayer && !t.drafting() { // the draft's list covers both halves
		side = table.SideBottom
		if t.own() == 1 { // the plate is the far player's
			side = table.SideTop
		}
		t.plateFrame.Place(side, ctx.W, ctx.H)
		t.plate = table.PlateRect(gosuPlateRoom(&t.lay), ctx.Unit, 1, 0)
	}
	t.PlaceMenu(ctx, t.lay.top)
	// The buttons flow in rows under the prompt, over the hand's place too
	// when no hand is shown there (under or beside the bar), then over the log when
	// they need its room too (the draft's eight clans), and scroll when
	// still too many.
	t.promptBox = gosuPromptBox(&t.lay, ctx.Unit, t.promptLine())
	_, area = ui.CutTop(t.lay.bar, t.promptBox.H+ctx.Px(4))
	if hand := t.lay.hand; len(t.hand) == 0 && hand.H > 0 {
		switch {
		case gosuUnder(t.lay.bar, hand, ctx.Unit):
			area.H = hand.Y + hand.H - area.Y
		case math.Abs(hand.Y-t.lay.bar.Y) < 1 && hand.X > area.X: // beside the bar, on a short half
			area.W = hand.X + hand.W - area.X
		}
	}
	h := t.lay.buttonH
	per, bw, rows, content := gosuButtonGrid(len(t.buttons), area.W, h, ctx.Unit)
	if log := t.lay.log; content > area.H && log.H > 0 && gosuUnder(area, log, ctx.Unit) {
		area.H = log.Y + log.H - area.Y
		t.lay.log = ui.Rect{}
	}
	if content > area.H { // the buttons scroll: they leave the scrollbar its own strip
		per, bw, rows, content = gosuButtonGrid(len(t.buttons), area.W-ctx.Px(gosuScrollbarW), h, ctx.Unit)
	}
	for i := range t.buttons {
		r, c := i/per, i%per
		t.buttons[i].rect = ui.Rect{X: area.X + float64(c)*(bw+ctx.Px(ui.Gap)), Y: area.Y + float64(r)*(h+ctx.Px(ui.Gap)) - t.btnView.Offset, W: bw, H: h}
	}
	t.btnView.Rect, t.btnView.ContentH = area, content
	// The hand grows over the rows of buttons left unused.
	t.handRoom = t.lay.hand
	if len(t.hand) > 0 && t.btnView.ContentH <= area.H {
		t.handRoom = gosuHandRoom(&t.lay, ctx.Unit, area.Y, h+ctx.Px(ui.Gap), rows)
		if t.handRoom != t.lay.hand { // the buttons keep the rows they use, and the gap under them
			t.btnView.Rect.H = math.Min(area.H, math.Max(0, t.handRoom.Y-area.Y))
		}
	}
	gosuHandCards(&t.fan, t.handRoom, len(t.hand), ctx.Unit)
	t.layoutTileList(ctx)
}

func (t *tableScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !t.DrawBase(dst, ctx) {
		return
	}
	if !t.lay.table { // in table mode each bar says what to do
		status := t.status
		if t.battle.on { // what comes after the battle waits until it is shown
			status = i18n.T("gosu.battle_now")
		}
		table.DrawStatus(dst, ctx, status, t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W)
	}
	t.drawMiddle(dst, ctx)
	// Each side in its frame (the far one turned in table mode), then what
	// is the viewer's, facing them.
	t.drawSide(dst, ctx, 1)
	t.drawSide(t.frame.Canvas(dst), ctx, 0)
	t.frame.Compose(dst)
	if t.plate.W > 0 { // the other player's name, facing them
		canvas, r := t.plateFrame.Window(dst, t.plate)
		table.DrawNamePlate(canvas, ctx, r, int(t.plateSeat), t.plateName, t.plateWait)
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
		t.drawTileList(mine, ctx)
	case t.preview >= 0:
		t.drawClanCards(mine, ctx)
	}
	if t.own() == 0 {
		t.frame.Compose(dst)
	}
	if t.hovered() && t.detail == gosu.Unknown && t.pile == 0 && !t.tiles && t.count.open == 0 {
		t.drawHover(dst, ctx)
	}
	t.flights.Each(func(f *table.CardFlight[gosu.Card]) {
		drawGosuCard(dst, ctx, f.Rect(gosuAspect), f.Card, nil)
	})
	if t.battle.on {
		t.drawSupremacyToken(dst, ctx)
	}
	if t.count.open != 0 {
		t.drawCount(dst, ctx)
	}
}

// drawSide draws side a's counters and army (and, in a Great Battle, its
// total) on dst, in that side's coordinates.
func (t *tableScene) drawSide(dst *ebiten.Image, ctx *ui.Context, a int) {
	t.drawHead(dst, ctx, a)
	t.drawArmy(dst, ctx, a)
	if t.battle.on {
		t.drawBattleArmy(dst, ctx, a)
	}
}

// drawHead draws one player's counters: name, hand, deck, discard,
// tokens ready of unlocked, Supremacy and the army's military now.
func (t *tableScene) drawHead(dst *ebiten.Image, ctx *ui.Context, a int) {
	p := t.armyOf(a)
	s := &t.seat[p]
	r := t.lay.heads[a]
	rad := math.Min(r.H/2, ctx.Px(12))
	sprites.FillRoundRect(dst, r, rad, sprites.Fade(sprites.Ink, 0.5))
	if p == t.view.ToMove() && !t.Outcome().Over {
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(2), sprites.AccentColor)
	}
	won := t.Outcome().Over && t.Outcome().Won(p) && !t.battle.on
	if b := &t.battle; b.on && b.landed && (b.winner == rules.NoPlayer || b.winner == p) {
		won = true // the Supremacy token has just landed here
	}
	if won {
		sprites.StrokeRoundRect(dst, r, rad, ctx.Px(3), sprites.AccentColor)
	}
	facts := t.headFactsOf(a)
	hp := gosuHead(r, ctx.Unit, len(s.Clans), t.Names()[p], facts)
	_, cy := hp.line.Center()
	x := hp.crestX
	for _, k := range s.Clans {
		sprites.FillCircle(dst, x+hp.crestR, cy, hp.crestR, gosuClanColor(k))
		ui.DrawIconCentered(dst, gosuClanCrest(k), x+hp.crestR, cy, hp.crestR*1.4, sprites.OnColor(gosuClanColor(k)))
		x += 2*hp.crestR + ctx.Px(2)
	}
	ns, st := gosuHeadNameStyle, gosuHeadFactsStyle
	ns.Align, st.Align = text.Left|text.Middle, text.Left|text.Middle
	if !hp.two {
		st.Align = text.Right | text.Middle
	}
	ui.DrawTextIn(dst, t.Names()[p], hp.name, ns, gosuHeadFit)
	lines := t.headLinesOf(a, facts, hp.facts, st)
	if !lines.two {
		ui.DrawTextIn(dst, lines.first, hp.facts, st, gosuHeadFit)
		return
	}
	top, bottom := ui.CutTop(hp.facts, hp.facts.H/2)
	fit := ui.Fit{Floor: gosuHeadFloor, Lines: 1}
	ui.DrawTextIn(dst, lines.first, top, st, fit)
	ui.DrawTextIn(dst, lines.second, bottom, st, fit)
}

// headFactsOf is the counters of army a's player (gosuHeadFacts), made
// again only when they change.
func (t *tableScene) headFactsOf(a int) string {
	p := t.armyOf(a)
	s := &t.seat[p]
	sup, mil := s.Supremacy-t.supremacyGained(a), t.view.MilitaryTotal(p)
	key := gosuHeadKey{i18n.Lang(), sup, mil, s.Reserve, s.Unlocked, len(s.Hand), s.Deck, len(s.Discard), s.Passed}
	return t.headFacts[a].get(key, func() string { return gosuHeadFacts(s, sup, mil) })
}

// gosuHeadLines are the counters as drawn: the facts that fit whole on
// one line, or on two, broken between facts.
type gosuHeadLines struct {
	first, second string
	two           bool
}

// headLinesOf breaks army a's counters facts into their lines in box, in
// style st, again only when the facts or the box change.
func (t *tableScene) headLinesOf(a int, facts string, box ui.Rect, st text.Style) gosuHeadLines {
	return t.headLines[a].get(gosuLinesKey{facts, box.W, box.H, text.Scale()}, func() gosuHeadLines {
		if w, _ := text.Measure(facts, st); w <= box.W || box.H < 2*text.LineHeight(text.Style{Size: gosuHeadFloor, Bold: true}) {
			return gosuHeadLines{first: gosuWholeFacts(facts, box.W, st)}
		}
		// Two lines, broken between facts, never inside one.
		first, second := gosuFactLines(facts, box.W, st)
		return gosuHeadLines{first, gosuWholeFacts(second, box.W, st), true}
	})
}

// gosuHeadKey is what a player's counters say depends on: the language
// and the counts.
type gosuHeadKey struct {
	lang                                             string
	sup, mil, reserve, unlocked, hand, deck, discard int
	passed                                           bool
}

// gosuLinesKey is what the counters' lines depend on: the facts and
// their box.
type gosuLinesKey struct {
	facts       string
	w, h, scale float64
}

// gosuHeadFacts are a player's counters, the weightiest first (a pass,
// Supremacy, military, tokens ready of unlocked, hand, deck, discard), so
// that where the line is short the last ones give way (a tap on the
// counters shows them all).
func gosuHeadFacts(s *gosu.Seat, supremacy, military int) string {
	facts := i18n.T("gosu.head", supremacy, military, gosuTokens(*s), len(s.Hand), s.Deck, len(s.Discard))
	if s.Passed {
		facts = i18n.T("gosu.passed") + " · " + facts
	}
	return facts
}

// gosuWholeFacts is as many of the facts (" · " between them) as fit
// width w whole, in st shrunk no lower than the text floor: the first
// ones, at least one.
func gosuWholeFacts(facts string, w float64, st text.Style) string {
	st.Size = math.Min(st.Size, gosuHeadFloor)
	if fw, _ := text.Measure(facts, st); fw <= w {
		return facts
	}
	parts := strings.Split(facts, " · ")
	k := 1
	for k < len(parts) {
		if fw, _ := text.Measure(strings.Join(parts[:k+1], " · "), st); fw > w {
			break
		}
		k++
	}
	return strings.Join(parts[:k], " · ")
}

// gosuFactLines breaks the counters' facts (" · " between them) into two
// lines: the first holds as many as fit width w in style st (at least
// one), the second the rest.
func gosuFactLines(facts string, w float64, st text.Style) (string, string) {
	parts := strings.Split(facts, " · ")
	k := 1
	for k < len(parts)-1 {
		if lw, _ := text.Measure(strings.Join(parts[:k+1], " · "), st); lw > w {
			break
		}
		k++
	}
	return strings.Join(parts[:k], " · "), strings.Join(parts[k:], " · ")
}

// gosuHeadFloor is the smallest size of the facts on two lines, logical px.
const gosuHeadFloor = 11

// The counters' words: the name, and the facts a little smaller.
var (
	gosuHeadNameStyle  = text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper}
	gosuHeadFactsStyle = text.Style{Size: ui.SizeSmall * 0.9, Bold: true, Color: sprites.Paper}
)

// gosuHeadParts is where a player's counters go in their head.
type gosuHeadParts struct {
	line           ui.Rect // the line of crests and name
	crestX, crestR float64 // the first crest's left and the crests' radius
	name, facts    ui.Rect
	two            bool // the facts on a line of their own
}

// gosuHead lays out the counters in head r (unit physical px per logical
// px): the crests of n clans and the name keep their room and the facts
// take the rest of the line, or a line of their own in a tall head.
func gosuHead(r ui.Rect, unit float64, n int, name, facts string) gosuHeadParts {
	in := r.Inset(4 * unit)
	h := gosuHeadParts{line: in}
	if in.H >= (gosuHead2H-8)*unit {
		h.line, in = ui.CutTop(in, math.Min(in.H*0.55, 20*unit))
		h.two = true
	}
	line := h.line
	h.crestR = line.H * 0.45
	h.crestX = line.X + 4*unit
	x := h.crestX + float64(n)*(2*h.crestR+2*unit)
	nw, _ := text.Measure(name, gosuHeadNameStyle)
	if h.two {
		h.name = ui.Rect{X: x + 4*unit, Y: line.Y, W: line.X + line.W - x - 8*unit, H: line.H}
		h.facts = ui.Rect{X: in.X + 4*unit, Y: in.Y, W: in.W - 4*unit, H: in.H}
		return h
	}
	fw, _ := text.Measure(facts, gosuHeadFactsStyle)
	nw = math.Min(nw, in.W*0.3)
	fw = math.Max(0, math.Min(fw, in.X+in.W-x-nw-14*unit))
	h.name = ui.Rect{X: x + 4*unit, Y: line.Y, W: nw, H: line.H}
	h.facts = ui.Rect{X: in.X + in.W - fw, Y: line.Y, W: fw, H: line.H}
	return h
}

// gosuHeadFit: the counters' words shrink on their line, and are cut
// short below the smallest size text has.
var gosuHeadFit = ui.Fit{Floor: text.Floor, Lines: 1}

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
		_, cy := row.Center()
		text.Draw(dst, gosuRoman(r+1), row.X+t.lay.labelW/2, cy, text.Style{Size: table.PhysSize(math.Min(t.lay.labelW*0.7, ctx.Px(16))), Bold: true, Color: sprites.Fade(sprites.Paper, 0.8), Align: text.Center})
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

// drawGosuCard draws a card: its clan's colour and crest, the name, the
// level, the shift cost (left) and military (right), its slots and
// keywords. s, for an army card, adds its tokens and state now; a
// captured card lies face down.
func drawGosuCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, c gosu.Card, s *gosu.Slot) {
	if !c.Known() || s != nil && s.Down {
		sprites.DrawCardBack(dst, r, 1)
		return
	}
	rad := r.W * 0.08
	face := gosuClanColor(c.Clan())
	ink := sprites.OnColor(face)
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(1.5)), rad, sprites.ShadowColor)
	sprites.GradientRoundRect(dst, r, rad, sprites.Mix(face, sprites.Paper, 0.3), face)
	border := sprites.Mix(face, sprites.Ink, 0.5)
	if s != nil && s.Exposed {
		border = sprites.Paper
	}
	sprites.StrokeRoundRect(dst, r, rad, math.Max(1, ctx.Px(1.2)), border)
	kw := c.Keywords()
	if s != nil {
		kw = s.Keywords
	}
	marks := gosuKeywordMarksOf(kw)
	if r.H < ctx.Px(56) {
		marks = ""
	}
	// Every text on the face is at the text floor or above: what does not
	// fit there is left to the close-up (a long press, or a mouse resting).
	parts := gosuCardFace(r, ctx.Unit, c.Name(), marks != "")
	small := parts.size
	name := text.Style{Size: small, Bold: true, Color: ink, Align: text.HCenter | text.Top}
	if gosuNameReads(parts.name) {
		ui.DrawFit(dst, parts.name, parts.nameBox, name)
	}
	if parts.crest > 0 {
		ui.DrawIconCentered(dst, gosuClanCrest(c.Clan()), r.X+r.W/2, parts.crestY, parts.crest, sprites.Fade(ink, 0.55))
	}
	lv := text.Style{Size: math.Max(small, text.Floor), Bold: true, Color: ink, Align: text.Center}
	text.Draw(dst, gosuRoman(c.Level()), r.X+r.W/2, parts.levelY, lv)
	// Shift cost left, military right, in discs at the foot.
	br, by := parts.disc, parts.discY
	num := text.Style{Size: table.PhysSize(br * 1.3), Bold: true, Color: sprites.Paper, Align: text.Center}
	if sc := c.ShiftCost(); sc > 0 && 4.4*br <= r.W { // a narrow card keeps only its military
		sprites.FillCircle(dst, r.X+br*1.1, by, br, sprites.Fade(sprites.Ink, 0.75))
		text.Draw(dst, strconv.Itoa(sc), r.X+br*1.1, by, num)
	}
	mil := c.Military()
	if s != nil {
		mil = s.Military
	}
	sprites.FillCircle(dst, r.X+r.W-br*1.1, by, br, sprites.DangerColor)
	text.Draw(dst, strconv.Itoa(mil), r.X+r.W-br*1.1, by, num)
	// Slots as rings, filled by tokens: in an army the slots it has now
	// (Aat takes its mirror's), elsewhere the printed ones, Aat's "0*".
	tokens, slots := 0, gosuRings(c, s)
	if s != nil {
		tokens = s.Tokens
	} else if c.Mirrored() {
		text.Draw(dst, gosuSlotsText(c), r.X+r.W/2, by, text.Style{Size: num.Size, Bold: true, Color: ink, Align: text.Center})
	}
	dot := math.Max(r.W*0.06, ctx.Px(2.5))
	for i := range slots {
		x := r.X + r.W/2 + (float64(i)-float64(slots-1)/2)*dot*2.6
		y := by
		if i < tokens {
			sprites.FillCircle(dst, x, y, dot, sprites.AccentColor)
		}
		sprites.StrokeCircle(dst, x, y, dot, math.Max(1, ctx.Px(1)), sprites.Paper)
	}
	if parts.marks {
		ui.DrawFitText(dst, marks, r.X+r.W/2, parts.marksY, r.W*0.92, text.Style{Size: small * 0.85, Bold: true, Color: ink, Align: text.Center})
	}
}

// gosuRings is how many slot rings card c shows: in an army (s not nil)
// the slots it has now, elsewhere the printed ones.
func gosuRings(c gosu.Card, s *gosu.Slot) int {
	if s != nil {
		return s.Slots
	}
	return c.Slots()
}

// gosuNameFit: a card's name takes two lines rather than shrink much, down
// to the text floor; a name that still does not fit takes the lines it
// needs at the floor (gosuNameLines).
var gosuNameFit = ui.Fit{Floor: text.Floor, Lines: 2}

// gosuNameReads reports whether a card's name fitted to its face reads:
// whole, or cut short (on a card too small for it: a preview) with at
// least four letters left; else the face shows none, the close-up the whole.
func gosuNameReads(f ui.TextFit) bool {
	if len(f.Lines) == 0 {
		return false
	}
	return !f.Cut || utf8.RuneCountInString(strings.Join(f.Lines, "")) >= 4
}

// gosuFace is where the parts of a card's face go in card rect r: the
// name at the top in its box (on as many lines as it needs), the level
// under it, the keywords above the discs at the foot when there is room,
// and the crest in the room left between.
type gosuFace struct {
	size           float64 // of the name and level, logical px
	nameBox        ui.Rect
	name           ui.TextFit
	levelY, crestY float64 // centres
	marks          bool    // the keywords have a line
	marksY         float64 // the keywords' centre
	crest          float64 // the crest's size; 0: no room for it
	disc, discY    float64 // the foot discs' radius and centre
	whole          bool    // the name is whole and the level clear of the discs
}

// gosuCardFace lays out the face of a card named name in r, unit
// physical px per logical px, with a line of keywords if marks and there
// is room for it.
func gosuCardFace(r ui.Rect, unit float64, name string, marks bool) gosuFace {
	size := math.Max(table.PhysSize(r.H*0.13), text.Floor)
	f := gosuFace{size: size}
	f.nameBox = ui.Rect{X: r.X + r.W*0.04, Y: r.Y + r.H*0.035, W: r.W * 0.92, H: r.H * 0.3}
	fit := gosuNameFit
	fit.Shrink = size * 0.8 // a name a little too long stays on one line
	f.name = ui.FitText(name, text.Style{Size: size, Bold: true}, f.nameBox.W, f.nameBox.H, fit)
	cut := f.name
	if f.name.Cut {
		f.name = gosuNameLines(name, f.nameBox.W)
	}
	f.place(r, unit, marks)
	if !f.whole && cut.Cut { // no room for the whole name: it is cut short on its two lines
		f.name = cut
		f.place(r, unit, marks)
		f.whole = false
	}
	return f
}

// place puts the level, the discs, the keywords and the crest under the
// name fitted in f: the crest in the room left, if it is enough to tell
// the clan by (a name on three or four lines takes it; the card's colour
// and name still tell). A card squatter than the cards' aspect sizes its
// discs and crest as an upright card of its height would.
func (f *gosuFace) place(r ui.Rect, unit float64, marks bool) {
	f.nameBox.H = f.name.H
	lh := text.LineHeight(text.Style{Size: f.size, Bold: true})
	face := math.Min(r.W, r.H*gosuAspect)
	f.levelY = math.Max(r.Y+r.H*0.28, f.nameBox.Y+f.nameBox.H+lh*0.5)
	f.disc = math.Max(face*0.16, text.Floor/1.3*unit) // its number at the text floor
	f.discY = r.Y + r.H - f.disc*1.15
	top, bottom := f.levelY+lh*0.5, f.discY-f.disc
	least := face * 0.2 // the smallest crest that tells the clan at a glance
	f.whole = !f.name.Cut && f.levelY+lh*0.4 <= bottom
	f.marksY = math.Max(r.Y+r.H*0.66, top+lh*0.4)
	f.marks = marks && f.size*0.85 >= text.Floor && f.marksY+lh*0.4 <= bottom && f.marksY-lh*0.4-top >= least
	if f.marks {
		bottom = f.marksY - lh*0.4
	}
	f.crest = math.Min(face*0.42, bottom-top)
	if f.crest < least {
		f.crest = 0
	}
	f.crestY = (top + bottom) / 2
}

// gosuNameKey is what a name's lines at the floor depend on.
type gosuNameKey struct {
	name     string
	w, scale float64
}

var gosuNameCache = map[gosuNameKey]ui.TextFit{}

// gosuNameLines is a card's name at the text floor in width w, on the
// lines it needs: broken at spaces, and a word wider than w broken with a
// hyphen, two letters at least on either side. A word too wide even so
// leaves it cut short. Kept, as every frame draws the same names.
func gosuNameLines(name string, w float64) ui.TextFit {
	key := gosuNameKey{name, w, text.Scale()}
	if f, ok := gosuNameCache[key]; ok {
		return f
	}
	st := text.Style{Size: text.Floor, Bold: true}
	lh := text.LineHeight(st)
	f := ui.TextFit{Size: text.Floor}
	line := ""
	push := func(l string) {
		lw, _ := text.Measure(l, st)
		f.W = math.Max(f.W, lw)
		f.Lines = append(f.Lines, l)
	}
	for _, word := range strings.Fields(name) {
		if line != "" {
			if tw, _ := text.Measure(line+" "+word, st); tw <= w {
				line += " " + word
				continue
			}
			push(line)
		}
		line = word
		for {
			if tw, _ := text.Measure(line, st); tw <= w {
				break
			}
			head := gosuHyphenHead(line, st, w)
			if head == "" {
				return ui.FitText(name, st, w, lh*float64(len(f.Lines)+2), ui.Fit{Floor: text.Floor, Lines: len(f.Lines) + 2})
			}
			push(head + "-")
			line = line[len(head):]
		}
	}
	push(line)
	f.H = lh * float64(len(f.Lines))
	if len(gosuNameCache) > 1024 {
		clear(gosuNameCache)
	}
	gosuNameCache[key] = f
	return f
}

// gosuHyphenHead is the start of word that goes before a hyphen in width
// w: the longest that fits and leaves a syllable after it (a consonant
// then a vowel, three letters at least: Bombard-ment, Nitya-nanda), else
// the longest that fits, two letters at least on either side; "" if none.
func gosuHyphenHead(word string, st text.Style, w float64) string {
	runes := []rune(word)
	fallback := ""
	for k := len(runes) - 2; k >= 2; k-- {
		head := string(runes[:k])
		if tw, _ := text.Measure(head+"-", st); tw > w {
			continue
		}
		if len(runes)-k >= 3 && !gosuVowel(runes[k]) && gosuVowel(runes[k+1]) {
			return head
		}
		if fallback == "" {
			fallback = head
		}
	}
	return fallback
}

// gosuVowel reports whether r is a vowel, for breaking a name.
func gosuVowel(r rune) bool {
	return strings.ContainsRune("aeiouyAEIOUYàâäéèêëîïôöùûüаеёиоуыэюяАЕЁИОУЫЭЮЯ", r)
}

type gosuMarksKey struct {
	lang string
	kw   gosu.Keyword
}

var gosuMarks = map[gosuMarksKey]string{}

// gosuKeywordMarksOf is gosuKeywordMarks, kept: every frame draws the
// keywords of every card shown.
func gosuKeywordMarksOf(kw gosu.Keyword) string {
	key := gosuMarksKey{i18n.Lang(), kw}
	s, ok := gosuMarks[key]
	if !ok {
		s = gosuKeywordMarks(kw)
		gosuMarks[key] = s
	}
	return s
}

// gosuKeywordMarks is a card's keywords as short marks.
func gosuKeywordMarks(k gosu.Keyword) string {
	var out []string
	for _, n := range k.Names() {
		out = append(out, i18n.T("gosu.kw.short."+strings.ReplaceAll(strings.ToLower(n), " ", "")))
	}
	return strings.Join(out, " ")
}

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
	ui.DrawTextIn(dst, t.middleLine(), gosuInfoBox(&t.lay, ctx.Unit), gosuInfoStyle, gosuInfoFit)
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
	if w := t.view.WonderHolder(); w != rules.NoPlayer {
		parts = append(parts, i18n.T("gosu.wonder", t.Names()[w]))
	}
	if c, ok := t.view.BountyCard(); ok {
		parts = append(parts, i18n.T("gosu.bounty", c.Name()))
	}
	if tot, w, ok := t.view.LastBattle(); ok && !t.battle.on {
		near, far := tot[t.near()], tot[1-t.near()]
		winner := i18n.T("gosu.tie")
		if w != rules.NoPlayer {
			winner = t.Names()[w]
		}
		parts = append(parts, i18n.T("gosu.battle", near, far, winner))
	}
	return strings.Join(parts, " · ")
}

// The facts beside the tiles wrap onto up to three lines, then shrink.
var (
	gosuInfoStyle = text.Style{Size: ui.SizeSmall * 0.85, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	gosuInfoFit   = ui.Fit{Floor: 8, Lines: 3}
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
		return t.mine(t.tileRow(k))
	}
	tiles, _ := ui.CutLeft(t.lay.middle, gosuTilesW(&t.lay, ctx.Unit))
	return ui.Column(tiles, gosu.NumClans, int(k), ctx.Px(3))
}

// drawBar draws what to do (or why a tap did nothing) and the buttons.
func (t *tableScene) drawBar(dst *ebiten.Image, ctx *ui.Context) {
	st := gosuPromptStyle
	if t.Msg() != "" && !t.battle.on {
		st.Color = sprites.Mix(sprites.DangerColor, sprites.Paper, 0.55)
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
		ui.DrawButtonFace(clip, ctx, b.rect, b.title, kind, ctx.Input.PressedIn(b.rect), false)
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

// drawDetail draws the long-pressed card large, with its facts and its
// effect in words: below the card on a tall screen, beside it on a wide one.
func (t *tableScene) drawDetail(dst *ebiten.Image, ctx *ui.Context) {
	sprites.FillRoundRect(dst, ctx.Screen(), 0, sprites.Fade(sprites.Ink, 0.92)) // the text stays readable
	card, box := gosuDetailRects(ctx.Safe(), ctx.Unit)
	drawGosuCard(dst, ctx, card, t.detail, nil)
	c := t.detail
	st := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper}
	head := ui.DrawTextIn(dst, gosuDetailHead(c), gosuDetailHeadBox(box), st, gosuDetailFit)
	_, box = ui.CutTop(box, head.H+ctx.Px(4))
	for _, l := range gosuCardLines(c)[1:] { // the header above
		hgt := ui.DrawParagraph(dst, l, box, st)
		_, box = ui.CutTop(box, hgt+ctx.Px(4))
		st.Bold = false
	}
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
	w := math.Min(ctx.Px(320), scr.W*0.6)
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}
	h := pad
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

// cardLinesOf is gosuCardLines of card c, made again only for another
// card or language.
func (t *tableScene) cardLinesOf(c gosu.Card) []string {
	return t.hoverLines.get(gosuCardKey{i18n.Lang(), c}, func() []string { return gosuCardLines(c) })
}

// gosuCardKey is what a card's lines in words depend on.
type gosuCardKey struct {
	lang string
	card gosu.Card
}

// gosuCardLines are a card's words in full: its header (name, clan,
// level), its numbers, its keywords and its effect.
func gosuCardLines(c gosu.Card) []string {
	lines := []string{gosuDetailHead(c), i18n.T("gosu.facts", c.ShiftCost(), c.Military(), gosuSlotsText(c))}
	if n := gosuKeywordNames(c.Keywords()); len(n) > 0 {
		lines = append(lines, strings.Join(n, ", "))
	}
	return append(lines, gosuCardText(c))
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
	for _, l := range []string{gosuHeadFacts(s, s.Supremacy, t.view.MilitaryTotal(p)),
		i18n.T("gosu.discard_of", t.Names()[p], len(names)), strings.Join(names, ", "),
		i18n.T("gosu.removed", len(removed)), strings.Join(removed, ", ")} {
		hgt := ui.DrawParagraph(dst, l, in, st)
		_, in = ui.CutTop(in, hgt+ctx.Px(6))
		st.Bold = !st.Bold
	}
}

// The Great Battle on show: each army dimmed under a badge with its
// player's name and total counting up, a banner between the armies that
// names the winner once counted, and the Supremacy token flying from the
// banner to the winner's counters (to both on a tie).

// drawBattleArmy draws side a's badge over its dimmed army.
func (t *tableScene) drawBattleArmy(dst *ebiten.Image, ctx *ui.Context, a int) {
	b := &t.battle
	r := t.lay.armies[a]
	sprites.FillRoundRect(dst, r, ctx.Px(8), sprites.Fade(sprites.Ink, 0.7))
	badge := t.battleBadge(ctx, a)
	bh := badge.H
	ink := sprites.Paper
	won := b.done && (b.winner == rules.NoPlayer || b.winner == t.armyOf(a))
	if b.done && !won {
		ink = sprites.Mix(sprites.Paper, sprites.Ink, 0.45)
	}
	sprites.FillRoundRect(dst, badge, ctx.Px(10), sprites.Fade(sprites.Ink, 0.85))
	if won {
		sprites.StrokeRoundRect(dst, badge, ctx.Px(10), ctx.Px(3), sprites.AccentColor)
	}
	name, num := ui.CutTop(badge.Inset(ctx.Px(6)), bh*0.32)
	nx, ny := name.Center()
	ui.DrawFitText(dst, t.Names()[t.armyOf(a)], nx, ny, name.W, text.Style{Size: ui.SizeBody, Bold: true, Color: ink, Align: text.Center | text.Middle})
	mx, my := num.Center()
	big := text.Style{Size: ui.SizeHeading * 1.6, Bold: true, Color: ink, Align: text.Center | text.Middle}
	text.Draw(dst, strconv.Itoa(int(math.Round(b.shown[a]))), mx, my, big)
}

// battleBadge is where side a's badge stands, in that side's frame: over
// the middle of its army, so it faces the army's player.
func (t *tableScene) battleBadge(ctx *ui.Context, a int) ui.Rect {
	r := t.lay.armies[a]
	cx, cy := r.Center()
	bw, bh := math.Min(r.W*0.8, ctx.Px(220)), math.Min(r.H*0.8, ctx.Px(96))
	return ui.Rect{X: cx - bw/2, Y: cy - bh/2, W: bw, H: bh}
}

// drawBattleBanner draws the banner on the screen, its words facing the
// viewer; in table mode twice, a line for each player, facing them.
func (t *tableScene) drawBattleBanner(dst *ebiten.Image, ctx *ui.Context) {
	b := &t.battle
	line := i18n.T("gosu.battle_now")
	if b.done {
		line = i18n.T("gosu.battle_tie")
		if w := b.winner; w != rules.NoPlayer {
			line = i18n.T("gosu.battle_won", gosuName(t.Names(), w))
		}
	}
	banner := t.mine(t.battleBanner(ctx))
	sprites.FillRoundRect(dst, banner.Offset(0, ctx.Px(2)), ctx.Px(8), sprites.ShadowColor)
	sprites.FillRoundRect(dst, banner, ctx.Px(8), sprites.AccentColor)
	ink := sprites.OnColor(sprites.AccentColor)
	st := text.Style{Size: ui.SizeBody, Bold: true, Color: ink, Align: text.Center | text.Middle}
	lines, n := t.battleLines(ctx)
	if n > 1 { // a seam between the two lines, clear of the banner's ends
		y, in := banner.Y+banner.H/2, banner.H*1.5
		sprites.FillRoundRect(dst, ui.Rect{X: banner.X + in, Y: y - ctx.Px(0.5), W: banner.W - 2*in, H: ctx.Px(1)}, 0, sprites.Fade(ink, 0.35))
	}
	for _, l := range lines[:n] {
		if l.side == table.SideBottom {
			cx, cy := l.r.Center()
			ui.DrawFitText(dst, line, cx, cy, l.r.W*0.92, st)
			continue
		}
		canvas, r := t.bannerFrame.Window(dst, t.bannerFrame.RectToLocal(l.r))
		cx, cy := r.Center()
		ui.DrawFitText(canvas, line, cx, cy, r.W*0.92, st)
		t.bannerFrame.Compose(dst)
	}
}

// gosuBannerLine is a line of the battle's banner: where it lies on the
// screen, and the edge its reader sits at.
type gosuBannerLine struct {
	r    ui.Rect
	side table.Side
}

// battleLines is where the banner's words go: across the banner, facing
// the bottom; in table mode one line in each half of the banner, the
// upper turned half round for the player at the top, the lower for the
// one at the bottom.
func (t *tableScene) battleLines(ctx *ui.Context) (lines [2]gosuBannerLine, n int) {
	banner := t.mine(t.battleBanner(ctx))
	if !t.lay.table {
		lines[0] = gosuBannerLine{r: banner, side: table.SideBottom}
		return lines, 1
	}
	up, down := ui.CutTop(banner, banner.H/2)
	lines[0], lines[1] = gosuBannerLine{r: up, side: table.SideTop}, gosuBannerLine{r: down, side: table.SideBottom}
	return lines, 2
}

// drawSupremacyToken draws the token on its way from the banner to the
// winner's Supremacy count, on the screen.
func (t *tableScene) drawSupremacyToken(dst *ebiten.Image, ctx *ui.Context) {
	b := &t.battle
	if !b.done || b.landed || b.token <= 0 {
		return
	}
	cx, cy := t.mine(t.battleBanner(ctx)).Center()
	for a := range 2 {
		if b.winner != rules.NoPlayer && b.winner != t.armyOf(a) {
			continue
		}
		h := t.lay.heads[a]
		tx, ty := h.X+h.W*0.8, h.Y+h.H/2 // the Supremacy count
		if a == 0 {
			tx, ty = t.frame.ToScreen(tx, ty)
		}
		x, y := cx+(tx-cx)*b.token, cy+(ty-cy)*b.token
		rad := ctx.Px(16)
		sprites.FillCircle(dst, x, y, rad, sprites.AccentColor)
		sprites.StrokeCircle(dst, x, y, rad, ctx.Px(2), sprites.Paper)
		ui.DrawIconCentered(dst, "crown", x, y, rad*1.3, sprites.OnColor(sprites.AccentColor))
	}
}

// battleBanner is where the battle's banner stands, in the viewer's frame:
// across the seam of the two armies, as wide as the board; in table mode
// over the middle strip and most of the gaps by it (room for its two
// lines), which a half turn leaves in place.
func (t *tableScene) battleBanner(ctx *ui.Context) ui.Rect {
	if t.lay.table {
		m := t.lay.middle
		x, out := t.lay.top.X, ctx.Px(ui.Gap-2)
		return ui.Rect{X: x, Y: m.Y - out, W: m.X + m.W - x, H: m.H + 2*out}
	}
	far, near := t.lay.armies[0], t.lay.armies[1]
	seam := (far.Y + far.H + near.Y) / 2
	h := math.Max(ctx.Px(40), near.Y-far.Y-far.H+ctx.Px(8)) // over the tiles between them
	return ui.Rect{X: t.lay.heads[1].X, Y: seam - h/2, W: t.lay.heads[1].W, H: h}
}
