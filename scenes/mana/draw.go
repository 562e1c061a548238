package mana

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// manaLayout is where the Mana table puts things, in physical px.
type manaLayout struct {
	top   ui.Rect
	board ui.Rect
	sides [2]ui.Rect // each player's panel: name, reserve tray, what to do
	up    [2]bool    // drawn turned half round, facing the far side (table mode)
	trays [2]ui.Rect // the area a tap on each tray takes, on screen
	moves ui.Rect
}

// layout: in portrait the board sits between the two players' panels, the
// far player's above; on a landscape screen the panels and the move list
// stand in a column beside the board, except in table mode, where the board
// stands between two columns: the far player's panel at the top of the left
// one (turned to face them), the near player's at the bottom of the right.
func (t *tableScene) layout(ctx *ui.Context) {
	tableMode := ctx.App.Settings().TableMode
	t.tableMod = tableMode
	area := ctx.Safe().Inset(ctx.Px(ui.RimW))
	gap := ctx.Px(ui.Margin)
	var l manaLayout
	l.top, area = ui.CutTop(area, ctx.Px(ui.ButtonH))
	_, area = ui.CutTop(area, gap)
	sideH := ctx.Px(92)
	var upper, lower ui.Rect
	switch {
	case ctx.Portrait():
		minMoves := ctx.Px(90) + gap
		size := math.Max(ctx.Px(120), math.Min(area.W, area.H-2*sideH-2*gap-minMoves))
		sideW := math.Min(area.W, math.Max(size, ctx.Px(360)))
		sx := area.X + (area.W-sideW)/2
		upper = ui.Rect{X: sx, Y: area.Y, W: sideW, H: sideH}
		l.board = ui.Rect{X: area.X + (area.W-size)/2, Y: upper.Y + sideH + gap, W: size, H: size}
		lower = ui.Rect{X: sx, Y: l.board.Y + size + gap, W: sideW, H: sideH}
		y := lower.Y + sideH + gap
		l.moves = ui.Rect{X: area.X, Y: y, W: area.W, H: area.Y + area.H - y}
	case tableMode:
		sideW := ui.Clamp((area.W-area.H)/2-gap, ctx.Px(200), ctx.Px(340))
		sideH = ui.Clamp(area.H*0.25, sideH, ctx.Px(130))
		if manaNarrowPanel(ctx, ui.Rect{W: sideW}) { // the tray goes under the name: taller
			sideH = ui.Clamp(area.H*0.3, sideH, ctx.Px(170))
		}
		size := math.Max(ctx.Px(120), math.Min(area.H, area.W-2*(sideW+gap)))
		x := area.X + (area.W-size)/2
		l.board = ui.Rect{X: x, Y: area.Y + (area.H-size)/2, W: size, H: size}
		upper = ui.Rect{X: x - gap - sideW, Y: l.board.Y, W: sideW, H: sideH}
		right := ui.Rect{X: x + size + gap, Y: l.board.Y, W: sideW, H: size}
		lower, right = ui.CutBottom(right, sideH)
		_, l.moves = ui.CutBottom(right, gap)
	default:
		sideW := ui.Clamp(area.W*0.32, ctx.Px(240), ctx.Px(380))
		sideH = ui.Clamp(area.H*0.2, sideH, ctx.Px(130)) // more room for the words
		size := math.Max(ctx.Px(120), math.Min(area.H, area.W-sideW-gap))
		// The panels take the width the board leaves, up to their most: a
		// long name keeps its room beside the reserve tray.
		sideW = math.Max(sideW, math.Min(area.W-size-gap, ctx.Px(380)))
		x := area.X + (area.W-size-gap-sideW)/2
		l.board = ui.Rect{X: x, Y: area.Y + (area.H-size)/2, W: size, H: size}
		right := ui.Rect{X: x + size + gap, Y: l.board.Y, W: sideW, H: size}
		upper, right = ui.CutTop(right, sideH)
		_, right = ui.CutTop(right, gap)
		lower, right = ui.CutBottom(right, sideH)
		_, right = ui.CutBottom(right, gap)
		l.moves = right
	}
	flip := t.flip && !tableMode
	far := rules.Player(1)
	if flip {
		far = 0
	}
	l.sides[far], l.sides[1-far] = upper, lower
	l.up[far] = tableMode
	for p := range l.sides {
		s := l.sides[p]
		tr := manaTrayRect(ctx, ui.Rect{W: s.W, H: s.H})
		if l.up[p] { // the panel is turned about its centre
			tr.X, tr.Y = s.W-tr.X-tr.W, s.H-tr.Y-tr.H
		}
		// A tap takes a fingertip's height: the tray and a little of the
		// panel above and under it.
		l.trays[p] = ui.Reach(tr.Offset(s.X, s.Y), ctx.Px(ui.Fingertip), ctx.Px(4))
	}
	t.lay = l
	t.geom = newManaGeom(l.board, flip)

	t.PlaceMenu(ctx, l.top)
	rest := l.top
	if !tableMode {
		t.flipBtn.Label, t.flipBtn.HideLabel = i18n.T("mana.flip"), true
		t.flipBtn.Rect, rest = ui.CutRight(rest, ctx.Px(ui.ButtonH))
		_, rest = ui.CutRight(rest, ctx.Px(ui.Gap))
	}
	t.coordBtn.Rect, rest = ui.CutRight(rest, ctx.Px(ui.ButtonH))
	_, rest = ui.CutRight(rest, ctx.Px(ui.Gap))
	// The pass button in the top bar: its icon alone where its word would
	// be cut short (a phone upright).
	passW := math.Min(ctx.Px(130), rest.W*0.3)
	t.pass.Label, t.pass.HideLabel = i18n.T("mana.pass"), tableMode || passW < ctx.Px(120)
	if t.pass.HideLabel {
		passW = ctx.Px(ui.ButtonH)
	}
	t.pass.Rect, _ = ui.CutRight(rest, passW)
	if tableMode && t.st != nil && t.st.ToMove() != rules.NoPlayer { // in the mover's panel, facing them
		p := t.st.ToMove()
		s := l.sides[p]
		pr := manaPassRect(ctx, ui.Rect{W: s.W, H: s.H})
		if l.up[p] {
			pr.X, pr.Y = s.W-pr.X-pr.W, s.H-pr.Y-pr.H
		}
		t.pass.Rect = pr.Offset(s.X, s.Y)
	}
}

// manaPassRect is the pass button inside a side panel r (panel-local), at
// the end of the line under the tray (table mode): a square with its icon
// only, leaving the words beside it, which say why, the room.
func manaPassRect(ctx *ui.Context, r ui.Rect) ui.Rect {
	pad := ctx.Px(10)
	tray := manaTrayRect(ctx, r)
	y, bottom := tray.Y+tray.H+ctx.Px(4), r.Y+r.H-pad*0.6
	h := math.Min(ctx.Px(ui.ButtonH), bottom-y)
	w := h
	return ui.Rect{X: r.X + r.W - pad - w, Y: y + (bottom-y-h)/2, W: w, H: h}
}

// manaTrayRect is the reserve tray inside a side panel r (panel-local):
// beside the player's name, or under it in a narrow panel (leaving the
// name its full size).
func manaTrayRect(ctx *ui.Context, r ui.Rect) ui.Rect {
	pad, h := ctx.Px(10), ctx.Px(38)
	if manaNarrowPanel(ctx, r) {
		return ui.Rect{X: r.X + pad, Y: r.Y + pad*0.6 + h + ctx.Px(4), W: r.W - 2*pad, H: h}
	}
	w := math.Min(r.W*0.48, ctx.Px(170))
	return ui.Rect{X: r.X + r.W - pad - w, Y: r.Y + pad*0.6, W: w, H: h}
}

// manaNameRect is the row of the player's piece and name in a side panel r.
func manaNameRect(ctx *ui.Context, r ui.Rect) ui.Rect {
	pad, tray := ctx.Px(10), manaTrayRect(ctx, r)
	if manaNarrowPanel(ctx, r) {
		return ui.Rect{X: r.X + pad, Y: r.Y + pad*0.6, W: r.W - 2*pad, H: tray.H}
	}
	return ui.Rect{X: r.X + pad, Y: tray.Y, W: tray.X - r.X - 2*pad, H: tray.H}
}

// manaWordsRect is where a side panel r says what to do or what
// happened: under the tray, beside the pass button when pass is shown
// there (table mode).
func manaWordsRect(ctx *ui.Context, r ui.Rect, pass bool) ui.Rect {
	pad, tray := ctx.Px(10), manaTrayRect(ctx, r)
	line := ui.Rect{X: r.X + pad, Y: tray.Y + tray.H + ctx.Px(4), W: r.W - 2*pad}
	line.H = r.Y + r.H - pad*0.6 - line.Y
	if pass {
		line.W = manaPassRect(ctx, r).X - ctx.Px(ui.Gap) - line.X
	}
	return line
}

func manaNarrowPanel(ctx *ui.Context, r ui.Rect) bool { return r.W < ctx.Px(240) }

// statusRight is where the status line ends: before the buttons at the
// right of the top row.
func (t *tableScene) statusRight(ctx *ui.Context) float64 {
	right := t.coordBtn.Rect.X
	if t.onlyPass() && t.Decides() && !t.tableMod {
		right = t.pass.Rect.X
	}
	return right - ctx.Px(ui.Gap)
}

func (t *tableScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !t.DrawBase(dst, ctx) {
		return
	}
	if !t.tableMod {
		t.flipBtn.Draw(dst, ctx)
	}
	t.coordBtn.Draw(dst, ctx)
	if t.onlyPass() && t.Decides() && !t.tableMod {
		t.pass.Draw(dst, ctx)
	}
	if !t.tableMod { // in table mode each panel says it, facing its player
		table.DrawStatus(dst, ctx, nil, t.status, t.MenuRect(), t.lay.top, t.statusRight(ctx))
	}

	drawManaBoard(dst, ctx, &t.geom)
	if ctx.App.Settings().Coords {
		drawManaCoords(dst, &t.geom)
		if t.tableMod { // and along the far edges, as the far player reads them
			drawTurned(dst, &t.coordsUp, t.geom.board, func(img *ebiten.Image, r ui.Rect) {
				g := newManaGeom(r, !t.geom.flip)
				drawManaCoords(img, &g)
			})
		}
	}
	t.drawMarks(dst, ctx)
	t.drawPieces(dst, ctx)
	for p := rules.Player(0); p < 2; p++ {
		t.drawSidePanel(dst, ctx, p)
	}
	t.drawMoving(dst, ctx)
	if t.movesShown(ctx) {
		t.drawMoves(dst, ctx, t.lay.moves)
	}
}

// drawMarks lights the last move, the pieces that may move, the selection,
// its destinations (captures ringed in red) and the previewed path.
func (t *tableScene) drawMarks(dst *ebiten.Image, ctx *ui.Context) {
	g := &t.geom
	in := math.Max(1, ctx.Px(2))
	for _, sq := range [2]int{t.lastFrom, t.lastTo} {
		if sq >= 0 && !t.Outcome().Over {
			sprites.FillRoundRect(dst, g.rect(sq).Inset(in), ctx.Px(2), sprites.Fade(sprites.AccentColor, 0.3))
		}
	}
	if t.Outcome().Over && t.lastTo >= 0 && !t.Outcome().Draw() {
		sprites.FillRoundRect(dst, g.rect(t.lastTo).Inset(in), ctx.Px(2), sprites.Fade(sprites.DangerColor, 0.45))
	}
	if !t.choosing() || !t.Anim().Done() {
		return
	}
	from := t.sel
	if t.inSetup() {
		from = -1
	}
	if from == -1 && !t.inSetup() {
		// Nothing selected: ring the pieces that may move.
		for i := range t.plays {
			if p := t.plays[i]; p.kind == 'm' {
				sprites.StrokeRoundRect(dst, g.rect(p.from).Inset(in*1.5), ctx.Px(4), in*1.5, sprites.Fade(sprites.AccentColor, 0.85))
			}
		}
		return
	}
	if from >= 0 && from < manaTray {
		sprites.FillRoundRect(dst, g.rect(from).Inset(in), ctx.Px(2), sprites.Fade(sprites.AccentColor, 0.5))
	}
	for i := range t.plays {
		p := t.plays[i]
		if p.to < 0 || t.playTo(from, p.to) != &t.plays[i] {
			continue
		}
		cx, cy := g.center(p.to)
		if t.pieces[p.to] != 0 {
			sprites.StrokeCircle(dst, cx, cy, g.cell*0.44, ctx.Px(3.5), sprites.DangerColor)
			continue
		}
		dot := g.cell * 0.12
		if p.to == t.hover {
			dot = g.cell * 0.17
		}
		sprites.FillCircle(dst, cx, cy, dot*1.25, sprites.Fade(sprites.Ink, 0.4))
		sprites.FillCircle(dst, cx, cy, dot, sprites.AccentColor)
	}
	// The path to the destination under the pointer, as a trail of dots.
	for i := 1; i < len(t.preview); i++ {
		ax, ay := g.center(t.preview[i-1])
		bx, by := g.center(t.preview[i])
		for k := 1; k <= 4; k++ {
			f := float64(k) / 5
			sprites.FillCircle(dst, ax+(bx-ax)*f, ay+(by-ay)*f, g.cell*0.06, sprites.Mix(sprites.AccentColor, sprites.Ink, 0.35))
		}
	}
}

// drawPieces draws the pieces standing still.
func (t *tableScene) drawPieces(dst *ebiten.Image, ctx *ui.Context) {
	g := &t.geom
	rad := g.cell * 0.37
	for sq, c := range t.pieces {
		if c == 0 || t.slide.on && sq == t.slide.to {
			continue
		}
		cx, cy := g.center(sq)
		alpha := 1.0
		if t.dragging && sq == t.sel {
			alpha = 0.35
		}
		sprites.DrawPiece(dst, cx, cy, rad, manaPiece(c, sq == t.sel && t.choosing(), alpha))
		drawManaCornerSymbol(dst, g.rect(sq), mana.Symbol(sq))
	}
}

// drawMoving draws what moves over everything: the sliding or dragged
// piece (which may come from a tray) and the bird.
func (t *tableScene) drawMoving(dst *ebiten.Image, ctx *ui.Context) {
	g := &t.geom
	rad := g.cell * 0.37
	if t.drop.on {
		p := t.drop.pos
		sprites.DrawPiece(dst, p.X, p.Y, rad*p.Scale, manaPiece(t.drop.piece, false, p.Alpha))
	}
	if t.slide.on {
		p := t.slide.pos
		sprites.DrawPiece(dst, p.X, p.Y, rad*math.Max(p.Scale, 0.1), manaPiece(t.slide.piece, false, math.Max(p.Alpha, 0.1)))
	}
	// The bird: on its square, or flying with its wings beating.
	size := g.cell * manaBirdSize
	switch {
	case t.birdFly:
		flap := 0.5 + 0.5*math.Sin(float64(ctx.Frame)*0.7)
		drawManaBird(dst, t.birdPos.X, t.birdPos.Y, size, flap)
	case t.birdSq >= 0 && !t.slide.on:
		cx, cy := g.center(t.birdSq)
		if t.pieces[t.birdSq] != 0 { // a piece has landed there: perch in the corner
			r := g.rect(t.birdSq)
			cx, cy, size = r.X+r.W*0.78, r.Y+r.H*0.22, g.cell*0.38
		}
		drawManaBird(dst, cx, cy, size, 0)
	}
	if t.dragging && t.sel >= 0 && t.sel < manaTray {
		sprites.DrawPiece(dst, t.dragX, t.dragY, rad*1.1, manaPiece(t.pieces[t.sel], true, 1))
	}
}

// drawSidePanel draws player p's panel, turned half round when it faces the
// far side of the table.
func (t *tableScene) drawSidePanel(dst *ebiten.Image, ctx *ui.Context, p rules.Player) {
	s := t.lay.sides[p]
	if !t.lay.up[p] {
		t.drawSide(dst, ctx, p, s)
		return
	}
	drawTurned(dst, &t.upside, s, func(img *ebiten.Image, r ui.Rect) { t.drawSide(img, ctx, p, r) })
}

// drawTurned has draw paint an r-sized picture into *buf (made or remade to
// fit), then draws it at r turned half round: upright for whoever sits
// across the table.
func drawTurned(dst *ebiten.Image, buf **ebiten.Image, r ui.Rect, draw func(img *ebiten.Image, local ui.Rect)) {
	w, h := int(math.Ceil(r.W)), int(math.Ceil(r.H))
	if *buf == nil || (*buf).Bounds().Dx() != w || (*buf).Bounds().Dy() != h {
		if *buf != nil {
			(*buf).Deallocate()
		}
		*buf = ebiten.NewImage(w, h)
	}
	img := *buf
	img.Clear()
	draw(img, ui.Rect{W: r.W, H: r.H})
	var op ebiten.DrawImageOptions
	op.GeoM.Rotate(math.Pi)
	op.GeoM.Translate(r.X+float64(w), r.Y+float64(h))
	dst.DrawImage(img, &op)
	text.Composed(img, dst, op.GeoM)
}

// drawSide draws player p's panel into r: a piece of their colour and their
// name, the reserve tray (or the pieces still to place), and on their turn
// what the bird asks for, or why the last tap did nothing.
func (t *tableScene) drawSide(dst *ebiten.Image, ctx *ui.Context, p rules.Player, r ui.Rect) {
	mover := t.st.ToMove() == p && !t.Outcome().Over
	sprites.Panel(dst, r, ctx.Px(12))
	if mover {
		sprites.StrokeRoundRect(dst, r, ctx.Px(12), ctx.Px(3), sprites.AccentColor)
	}
	tray, row := manaTrayRect(ctx, r), manaNameRect(ctx, r)
	rad := row.H * 0.36
	cx, cy := row.X+rad, row.Y+row.H/2
	sprites.DrawPiece(dst, cx, cy, rad, manaPiece(manaPieceOf(p, true), false, 1))
	nx := cx + rad + ctx.Px(8)
	ui.DrawFitText(dst, t.Seats()[p].Name, nx, cy-ctx.Px(1), row.X+row.W-nx, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Bottom})
	ui.DrawFitText(dst, i18n.T(manaSideKey(p)), nx, cy+ctx.Px(1), row.X+row.W-nx, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Left | text.Top})
	t.drawTray(dst, ctx, p, tray)

	line := manaWordsRect(ctx, r, false)
	if t.Outcome().Over {
		// The end in words on the winner's panel (both panels for a draw).
		if t.Outcome().Draw() || t.Outcome().Winners[0] == p {
			drawWrappedFit(dst, t.prompt, line, sprites.TextColor)
		} else if t.tableMod {
			drawWrappedFit(dst, t.status, line, sprites.TextMutedColor)
		}
		return
	}
	if !mover {
		if t.tableMod { // the status line, which the top bar does not show in table mode
			drawWrappedFit(dst, t.status, line, sprites.TextMutedColor)
		}
		return
	}
	msg, clr := t.prompt, sprites.TextColor
	if t.Msg() != "" {
		msg, clr = t.Msg(), sprites.DangerColor
	}
	if t.tableMod && t.onlyPass() && t.Decides() {
		pass := t.pass // drawn where it stands in this panel's own picture
		pass.Rect = manaPassRect(ctx, r)
		pass.Draw(dst, ctx)
		line = manaWordsRect(ctx, r, true)
	}
	if v := t.st.Mana(); v != 0 && !t.inSetup() {
		line = drawBirdAsks(dst, ctx, v, msg, line)
	}
	drawWrappedFit(dst, msg, line, clr)
}

// drawBirdAsks draws the bird and the symbol v it asks for where the
// words msg leave them room in line: beside the words, or above them,
// or (when the words need the whole line) not at all, as the words say
// it too. It returns the rest of line, for the words.
func drawBirdAsks(dst *ebiten.Image, ctx *ui.Context, v int, msg string, line ui.Rect) ui.Rect {
	ic := math.Min(line.H*0.9, ctx.Px(44))
	icons, words := ui.CutLeft(line, 2*ic+ctx.Px(2))
	_, words = ui.CutLeft(words, ctx.Px(8))
	if !fitsWrapped(msg, words) {
		ic = math.Min(ic, ctx.Px(30))
		icons, words = ui.CutTop(line, ic)
		_, words = ui.CutTop(words, ctx.Px(4))
		if !fitsWrapped(msg, words) {
			return line
		}
	}
	box := ui.Rect{X: icons.X, Y: icons.Y + (icons.H-ic)/2, W: ic, H: ic}
	_ = sprites.DrawIcon(dst, "bird", box.X, box.Y, ic, sprites.InkSoft)
	box.X += ic + ctx.Px(2)
	sprites.FillRoundRect(dst, box, ctx.Px(3), sprites.PaperShade)
	sprites.StrokeRoundRect(dst, box, ctx.Px(3), math.Max(1, ctx.Px(1)), sprites.PaperEdge)
	drawManaSymbol(dst, box, v, 1.6)
	return words
}

// wrappedFit is how the words of a panel are fitted: wrapped, shrunk
// down to the text floor.
var wrappedFit = ui.Fit{Floor: ui.MinText, Lines: 12}

// fitsWrapped reports whether s fits r whole (drawWrappedFit).
func fitsWrapped(s string, r ui.Rect) bool {
	return r.W > 0 && r.H > 0 && !ui.FitText(s, text.Style{Size: ui.SizeBody}, r.W, r.H, wrappedFit).Cut
}

// drawWrappedFit draws s wrapped in r, in the middle, shrinking the text
// down to the text floor until it fits.
func drawWrappedFit(dst *ebiten.Image, s string, r ui.Rect, clr color.RGBA) {
	ui.DrawTextIn(dst, s, r, text.Style{Size: ui.SizeBody, Color: clr, Align: text.Left | text.Middle}, wrappedFit)
}

// drawTray draws a wooden trough holding player p's captured Ronins, or
// during setup the pieces they have yet to place.
func (t *tableScene) drawTray(dst *ebiten.Image, ctx *ui.Context, p rules.Player, r ui.Rect) {
	sprites.GradientRoundRect(dst, r, r.H/2, sprites.WoodDark, sprites.Wood)
	sprites.StrokeRoundRect(dst, r, r.H/2, math.Max(1, ctx.Px(1)), sprites.Fade(sprites.Ink, 0.5))
	var pieces [6]byte
	n := 0
	daimio, ronins := t.st.ToPlace(p)
	setup := daimio || ronins > 0
	if daimio {
		pieces[n], n = manaPieceOf(p, true), n+1
	}
	if !setup {
		ronins = t.st.Reserve(p)
		if t.drop.on && manaOwner(t.drop.piece) == p && ronins > 0 {
			ronins-- // that one is still on its way
		}
	}
	for ; ronins > 0 && n < len(pieces); ronins-- {
		pieces[n], n = manaPieceOf(p, false), n+1
	}
	if n == 0 {
		ui.DrawFitText(dst, i18n.T("mana.reserve"), r.X+r.W/2, r.Y+r.H/2, r.W-r.H, text.Style{Size: ui.SizeSmall, Color: sprites.Paper, Align: text.Center})
		return
	}
	rad := r.H * 0.38
	inner := r.W - r.H
	step := math.Min(2*rad+ctx.Px(3), inner/math.Max(1, float64(n)))
	x := r.X + r.H/2 + (inner-step*float64(n-1))/2
	chosen := t.st.ToMove() == p && t.choosing()
	for i := 0; i < n; i++ {
		sel := chosen && (t.sel == manaTray && i == n-1 ||
			setup && t.Src().Config().Variant == mana.Advanced && pieces[i] == manaPieceOf(p, t.placeKind == 'D') && (i == 0 || pieces[i] != pieces[i-1]))
		sprites.DrawPiece(dst, x, r.Y+r.H/2, rad, manaPiece(pieces[i], sel, 1))
		x += step
	}
}

// drawMoves draws the last moves, each the game log's sentence, newest at
// the bottom, as many as the panel holds whole (a tap opens the whole log).
func (t *tableScene) drawMoves(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	sprites.PanelColored(dst, r, ctx.Px(12), sprites.Mix(sprites.PanelColor, sprites.PaperShade, 0.3), sprites.PanelBorder)
	inner := r.Inset(ctx.Px(12))
	head := text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.TextMutedColor}
	text.Draw(dst, i18n.T("mana.moves"), inner.X, inner.Y, head)
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextColor, Align: text.Left}
	top := inner.Y + text.LineHeight(head) + ctx.Px(4)
	y := inner.Y + inner.H
	for i := len(t.moves) - 1; i >= 0; i-- {
		_, h := text.MeasureWrapped(t.moves[i], inner.W, st)
		if y-h < top {
			break
		}
		y -= h
		ui.DrawParagraph(dst, t.moves[i], ui.Rect{X: inner.X, Y: y, W: inner.W, H: h}, st)
		y -= ctx.Px(4)
	}
}
