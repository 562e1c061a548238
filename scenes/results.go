package scenes

import (
	"image"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/feedback"
	"kamon/scenes/netplay"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// resultsScene shows how a game ended: the winners (or a draw) with the reason,
// every seat with its score, and Play again (same seats, new seed), Replay
// and Menu. In table mode (the device lying flat among the players) it
// faces the last person who moved, and a button turns it to the next edge
// round the table.
type resultsScene struct {
	app    *App
	m      *game.Match
	seat   *netplay.Seat // the seat this device played online; nil for a match on this device
	waited bool          // a rematch was asked for: it opens when the server names it
	out    rules.Outcome
	again  ui.Button
	replay ui.Button
	menu   ui.Button
	turn   ui.Button
	lay    screenLayout
	sheet  ui.Rect
	rows   ui.Rect
	// compact: the sheet has no room for the trophy; rows close up.
	compact bool
	panel   table.ResultsPanel // the game's own part, nil for none
	pane    ui.Rect            // where it shows; empty when there is no room
	// beside: the panel stands beside the sheet, not under it.
	beside bool
	// zoom: the sheet and the panel are drawn this much larger than the
	// rest of the app, to fill the screen's height where it has room;
	// worked out again when zoomFor changes.
	zoom      float64
	zoomFor   resultsZoomKey
	body      ui.Context // ctx at the zoom
	textScale float64    // the text's scale out of the zoom
	// inH and paneInH are the heights the sheet's and the panel's
	// contents take, in the middle of taller panels.
	inH, paneInH float64
	party        celebration // a person's win: confetti for a moment
	whys         []string    // the reason cut after each part, shortest first
	dealLast     bool        // the reason's last part tells the deal's code (known with the words: layout runs every frame)
	record       string      // this game's record on the device, after this one
	recordShown  bool        // the sheet has room for the record (else Statistics tells it)
	stats        ui.Button
	head         string // the headline and why the game ended, in lang
	why          string
	lang         string
	msg          string
	side         table.Side      // the edge it faces in table mode
	frame        table.SeatFrame // turned to side
	turned       ui.Context      // the context in the frame (the turned screen)
}

// ShowResults implements table.App.
func (a *App) ShowResults(p table.Play) {
	if seat, ok := p.(*netplay.Seat); ok {
		a.Replace(newOnlineEnd(a, seat))
		return
	}
	m := p.Match()
	a.Replace(newResults(a, m, nil))
	feedback.End(m.Outcome(), m.Seats)
}

// newResults builds the results screen of a finished match, in app; seat
// is the seat this device played when the game was played online.
func newResults(app *App, m *game.Match, seat *netplay.Seat) *resultsScene {
	r := &resultsScene{app: app, m: m, seat: seat, out: m.Outcome(), panel: table.ResultsPanelOf(m),
		again:  ui.Button{ID: "again", Icon: "dice", Kind: ui.ButtonPrimary},
		replay: ui.Button{ID: "replay", Icon: "hourglass", Kind: ui.ButtonSecondary},
		menu:   ui.Button{ID: "menu", Icon: "menu", Kind: ui.ButtonSecondary},
		turn:   ui.Button{ID: "turn", Icon: "redo", Kind: ui.ButtonSecondary, HideLabel: true},
		stats:  ui.Button{ID: "stats", Icon: "info", Kind: ui.ButtonSecondary}}
	if app != nil && r.out.Over && seat == nil { // counted once: the match remembers it
		stats, _, err := game.RecordResult(app.Store(), m)
		r.record = recordLine(m, stats)
		if err == nil {
			app.countFinished(stats)
		}
		if err != nil {
			r.msg = i18n.T("stats.failed", err)
		}
	}
	r.party = newCelebration(m, r.out)
	h := m.History()
	for i := len(h) - 1; i >= 0; i-- {
		if p := int(h[i].Player); p >= 0 && p < len(m.Seats) && m.Seats[p].Human() {
			r.side = table.SeatSide(p, len(m.Seats), true)
			break
		}
	}
	return r
}

func (r *resultsScene) Name() string { return "results" }

// headline is the result in words: who won, or a draw.
func headline(m *game.Match, out rules.Outcome) string {
	switch {
	case !out.Over || out.Draw():
		return i18n.T("results.draw")
	case len(out.Winners) == 1:
		return i18n.T("results.wins", m.Seats[out.Winners[0]].Name)
	}
	names := make([]string, len(out.Winners))
	for i, w := range out.Winners {
		names[i] = m.Seats[w].Name
	}
	return i18n.T("results.win_shared", strings.Join(names, ", "))
}

// words works out the headline and the reason once per language.
func (r *resultsScene) words(ctx *ui.Context) {
	if r.lang != ctx.Lang || r.head == "" {
		r.lang, r.head = ctx.Lang, headline(r.m, r.out)
		parts := r.reasons()
		r.dealLast = dealText(r.m.Game, r.m.Config().Seed) != ""
		r.whys = r.whys[:0]
		for k := range parts {
			r.whys = append(r.whys, strings.Join(parts[:k+1], " · "))
		}
		r.why = ""
		if len(r.whys) > 0 {
			r.why = r.whys[len(r.whys)-1]
		}
	}
}

// reasons are why the game ended, when somebody won the move that won it
// (the winning capture, the last card), and the deal's number: the parts
// of the sheet's reason, the most needed first.
func (r *resultsScene) reasons() []string {
	parts := make([]string, 0, 3)
	if s := table.ReasonText(r.m.Game.ID, r.out.Reason); s != "" {
		parts = append(parts, s)
	}
	if h := r.m.History(); !r.out.Draw() && len(h) > 0 {
		parts = append(parts, i18n.T("results.final_move", table.MoveText(r.m, h[len(h)-1])))
	}
	// The deal, now that nothing of it is secret, and what it is for: the
	// same code in the setup deals the same game again.
	if deal := dealText(r.m.Game, r.m.Config().Seed); deal != "" {
		parts = append(parts, i18n.T("results.deal", deal))
	}
	return parts
}

// local places the frame for the screen and returns the context to lay
// out and draw in: the screen turned to the side faced, in table mode.
func (r *resultsScene) local(ctx *ui.Context) *ui.Context {
	side := table.SideBottom
	if ctx.App.Settings().TableMode {
		side = r.side
	}
	r.frame.Place(side, ctx.W, ctx.H)
	r.turned = *ctx
	s := r.frame.Screen()
	r.turned.W, r.turned.H = s.W, s.H
	return &r.turned
}

// rowH is the height of a seat's row on the sheet.
func (r *resultsScene) rowH(ctx *ui.Context) float64 {
	if r.compact {
		return ctx.Px(42)
	}
	return ctx.Px(52)
}

// resultsZoomMax is the most the sheet and the panel are enlarged, and
// resultsZoomW the least width, logical px at the zoom, they keep: the
// panels' columns (a name beside a count) need it.
const (
	resultsZoomMax = 1.6
	resultsZoomW   = 360
)

// resultsZoomKey is what the zoom depends on.
type resultsZoomKey struct {
	w, h, unit float64
	lang       string
	side       table.Side
}

// layout places everything in the frame's coordinates: the header and
// the buttons at the app's size, the sheet and the panel at r.zoom.
func (r *resultsScene) layout(ctx *ui.Context) {
	rows := 1
	r.beside = r.panel != nil && !ctx.Portrait() && ctx.W >= ctx.Px(700)
	if r.beside { // the sheet and the game's panel side by side
		r.lay = layoutScreen(ctx, 1, 2*maxSheetW)
	} else if !ctx.Portrait() || ctx.W > ctx.Px(560) {
		r.lay = layoutScreen(ctx, 1, maxSheetW)
	} else {
		rows = 3
		r.lay = layoutScreen(ctx, 3, maxSheetW)
	}
	btns := [...]*ui.Button{&r.again, &r.replay, &r.menu}
	keys := [...]string{"results.play_again", "results.replay", "results.menu"}
	if r.seat != nil {
		keys[0] = "online.rematch"
	}
	for i, b := range btns {
		b.Label = i18n.T(keys[i])
		if rows == 1 {
			b.Rect = ui.Column(r.lay.Footer, 3, i, ctx.Px(ui.Gap))
		} else {
			b.Rect = ui.Row(r.lay.Footer, 3, i, ctx.Px(ui.Gap))
		}
	}
	r.words(ctx)
	if key := (resultsZoomKey{ctx.W, ctx.H, ctx.Unit, ctx.Lang, r.side}); key != r.zoomFor || r.zoom == 0 {
		r.zoomFor, r.zoom = key, r.fitZoom(ctx)
	}
	r.zoomIn(ctx, r.zoom)
	r.place(&r.body)
	r.zoomOut()
	r.stats.Label = i18n.T("stats.title")
	hd := r.lay.Header
	r.stats.HideLabel = hd.W < ctx.Px(560)
	sw := ctx.Px(ui.ButtonH)
	if !r.stats.HideLabel {
		sw = ctx.Px(170)
	}
	r.stats.Rect = ui.Rect{X: hd.X, Y: hd.Y + (hd.H-ctx.Px(ui.ButtonH))/2, W: sw, H: ctx.Px(ui.ButtonH)}
	r.turn.Label = i18n.T("results.turn")
	r.turn.Rect = ui.Rect{}
	if ctx.App.Settings().TableMode {
		h := r.lay.Header
		r.turn.Rect = ui.Rect{X: h.X + h.W - ctx.Px(ui.ButtonH), Y: h.Y + (h.H-ctx.Px(ui.ButtonH))/2, W: ctx.Px(ui.ButtonH), H: ctx.Px(ui.ButtonH)}
	}
}

// zoomIn makes r.body ctx at zoom k, text included, until zoomOut.
func (r *resultsScene) zoomIn(ctx *ui.Context, k float64) {
	r.body = *ctx
	r.body.Unit *= k
	r.textScale = text.Scale()
	text.SetScale(r.textScale * k)
}

// zoomOut puts the text's scale back.
func (r *resultsScene) zoomOut() { text.SetScale(r.textScale) }

// fitZoom is the largest zoom, up to resultsZoomMax and keeping
// resultsZoomW, at which the sheet and the panel fit the body's height
// whole (the trophy shown): the results of a large screen fill it rather
// than leave bare felt.
func (r *resultsScene) fitZoom(ctx *ui.Context) float64 {
	fits := func(k float64) bool {
		r.zoomIn(ctx, k)
		defer r.zoomOut()
		return r.place(&r.body)
	}
	if !fits(1) {
		return 1
	}
	need := ctx.Px(resultsZoomW) // the body's width at zoom 1
	if r.beside {
		need = ctx.Px(2*resultsZoomW + ui.Margin)
	}
	lo, hi := 1.0, math.Min(resultsZoomMax, r.lay.Body.W/need)
	if hi <= lo {
		return 1
	}
	if fits(hi) {
		return hi
	}
	for range 8 {
		if mid := (lo + hi) / 2; fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// place lays the sheet and the panel out in the body at ctx's unit: the
// sheet as tall as what it holds, the panel beside it as tall as the
// sheet (the taller of the two sets it), or under it as far as there is
// room; the whole a little above the middle. It reports whether they fit
// whole, the trophy shown.
func (r *resultsScene) place(ctx *ui.Context) bool {
	pad := ctx.Px(18)
	body := r.lay.Body
	r.pane = ui.Rect{}
	var ph float64 // the panel's height, padding included
	if r.beside {
		var rest ui.Rect
		body, rest = ui.CutLeft(body, (body.W-ctx.Px(ui.Margin))/2)
		_, r.pane = ui.CutLeft(rest, ctx.Px(ui.Margin))
		ph = r.panel.Height(ctx, r.pane.W-2*pad) + 2*pad
	}
	w := body.W - 2*pad
	_, hh := text.MeasureWrapped(r.head, w, text.Style{Size: ui.SizeHeading, Bold: true})
	reasonH := func(k int) float64 { // the first k parts of the reason
		r.why = ""
		if k > 0 {
			r.why = r.whys[k-1]
		}
		_, rh := text.MeasureWrapped(r.why, w, text.Style{Size: ui.SizeBody})
		return rh
	}
	var sh float64
	if r.record != "" {
		_, sh = text.MeasureWrapped(r.record, w, text.Style{Size: ui.SizeSmall})
		sh += ctx.Px(6)
	}
	// Every seat's row must show: where the sheet is short (a phone on its
	// side) the trophy goes and the rows close up; then the record goes
	// (Statistics beside the title tells it), then the reason's last parts
	// (the deal's number, then the final move: the replay tells them),
	// before any row is lost.
	// sheetH is the sheet's height as it is set now (compact, the record
	// shown) with the reason's first k parts, which it sets; the reason is
	// measured again only when k changes.
	measured, rh := -1, 0.0
	sheetH := func(k int) float64 {
		if k != measured {
			measured, rh = k, reasonH(k)
		}
		h := 2*pad + hh + ctx.Px(4) + rh + ctx.Px(14) + float64(len(r.m.Seats))*r.rowH(ctx)
		if !r.compact {
			h += ctx.Px(70) // the trophy
		}
		if r.recordShown {
			h += sh
		}
		return h
	}
	k := len(r.whys)
	r.compact, r.recordShown = false, r.record != ""
	// Under the sheet, the game's panel gets its whole height before the
	// deal's code gets a place (the replay tells it too). This comes
	// before the sheet's own giving way below: the trophy and the record
	// go only where the sheet alone would not fit.
	if r.dealLast && k > 1 && r.panel != nil && !r.beside && sheetH(k)+ctx.Px(ui.Margin)+r.panel.Height(ctx, w)+2*pad > body.H {
		k--
	}
	h := sheetH(k)
	fits := h <= body.H && ph <= body.H
	if h > body.H {
		r.compact = true
		h = sheetH(k)
	}
	if h > body.H && r.recordShown {
		r.recordShown = false
		h = sheetH(k)
	}
	for h > body.H && k > 1 {
		k--
		h = sheetH(k)
	}
	r.inH = h - 2*pad
	r.sheet = body
	if r.panel != nil && !r.beside { // under the sheet, as far as there is room
		ph = r.panel.Height(ctx, w) + 2*pad
		fits = fits && h+ctx.Px(ui.Margin)+ph <= body.H
		if room := body.H - h - ctx.Px(ui.Margin); room >= ctx.Px(80) {
			ph = min(ph, room)
			r.pane = ui.Rect{X: body.X, W: body.W, H: ph}
			r.sheet.H = body.H - ph - ctx.Px(ui.Margin)
		}
	}
	if r.beside {
		h = math.Min(math.Max(h, ph), body.H)
		r.pane.H = h
	}
	if spare := r.sheet.H - h; spare > 0 {
		r.sheet.Y += spare * 0.3
		r.sheet.H = h
	}
	if r.pane.W > 0 {
		r.pane.Y = r.sheet.Y
		if !r.beside {
			r.pane.Y += r.sheet.H + ctx.Px(ui.Margin)
		}
		r.paneInH = math.Min(ph, r.pane.H) - 2*pad
	}
	r.rows = r.sheet.Inset(pad)
	return fits
}

func (r *resultsScene) Update(ctx *ui.Context) error {
	r.layout(r.local(ctx))
	btns := [...]*ui.Button{&r.again, &r.replay, &r.menu, &r.turn, &r.stats}
	for _, b := range btns { // taps and scripts see them where they show
		b.Rect = r.frame.RectToScreen(b.Rect)
	}
	r.party.update(ctx)
	if r.seat != nil && r.waited { // the rematch asked for: opened once the server names it
		if r.seat.Generation(); r.seat.Snapshot().Rematch != "" {
			r.rematch(ctx)
			return nil
		}
	}
	if r.panel != nil {
		ctx.Register("results:panel", r.panel.Says(), r.frame.RectToScreen(r.pane))
	}
	switch {
	case r.again.Update(ctx):
		r.playAgain(ctx)
	case r.replay.Update(ctx):
		r.showReplay(ctx)
	case r.menu.Update(ctx):
		ctx.App.Home()
	case r.stats.Update(ctx):
		ctx.App.Go(NewStatsPage(r.app.Store()))
	case r.turn.Rect.W > 0 && r.turn.Update(ctx):
		r.side = (r.side + 1) % 4
		ctx.Redraw()
	}
	return nil
}

// playAgain starts the same game with the same seats and options on a new
// seed, the seats drawn again if they were.
func (r *resultsScene) playAgain(ctx *ui.Context) {
	if r.seat != nil {
		r.rematch(ctx)
		return
	}
	m, err := r.m.Rematch(newSeed())
	if err != nil {
		r.msg = i18n.T("setup.err.start", err)
	} else if ok, msg := r.app.openMatch(m); !ok {
		r.msg = msg
	}
	ctx.Redraw()
}

func (r *resultsScene) showReplay(ctx *ui.Context) {
	data, err := r.m.MarshalJSON()
	var rp *game.Replay
	if err == nil {
		rp, err = game.NewReplay(data)
	}
	if err != nil {
		r.msg = i18n.T("menu.replay_failed", err)
		ctx.Redraw()
		return
	}
	ctx.App.Go(newReplayScene(rp))
}

func (r *resultsScene) Draw(screen *ebiten.Image, ctx *ui.Context) {
	ctx = r.local(ctx)
	r.layout(ctx)
	dst := r.frame.Canvas(screen)
	defer r.frame.Compose(screen)
	ui.DrawBackdrop(dst, ctx)
	drawTitle(dst, ctx, r.lay.Header, &r.stats, i18n.T("results.title"))
	r.zoomIn(ctx, r.zoom)
	r.drawBody(dst, &r.body)
	r.zoomOut()
	for _, b := range [...]*ui.Button{&r.again, &r.replay, &r.menu, &r.stats} {
		b.Draw(dst, ctx)
	}
	if r.turn.Rect.W > 0 {
		r.turn.Draw(dst, ctx)
	}
	r.party.draw(dst, ctx)
}

// drawBody draws the sheet and the game's panel, ctx at the zoom.
func (r *resultsScene) drawBody(dst *ebiten.Image, ctx *ui.Context) {
	sprites.Panel(dst, r.sheet, ctx.Px(16))
	in := r.rows
	y := in.Y + math.Max(0, (in.H-r.inH)/2)
	// Trophy and headline.
	if !r.compact {
		tr := ctx.Px(30)
		cx := in.X + in.W/2
		sprites.GradientCircle(dst, cx, y+tr, tr, sprites.Mix(sprites.AccentColor, sprites.Paper, 0.35), sprites.AccentColor)
		ui.DrawIconCentered(dst, "trophy", cx, y+tr, tr*1.3, sprites.WoodDark)
		y += 2*tr + ctx.Px(10)
	}
	h := ui.DrawParagraph(dst, r.head, ui.Rect{X: in.X, Y: y, W: in.W}, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.HCenter})
	y += h + ctx.Px(4)
	if reason := r.why; reason != "" {
		h = ui.DrawParagraph(dst, reason, ui.Rect{X: in.X, Y: y, W: in.W}, text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor, Align: text.HCenter})
		y += h
	}
	y += ctx.Px(14)
	row := r.rowH(ctx)
	for i, s := range r.m.Seats {
		rr := ui.Rect{X: in.X, Y: y, W: in.W, H: row - ctx.Px(6)}
		if y+row > r.sheet.Y+r.sheet.H {
			break
		}
		won := r.out.Won(rules.Player(i))
		if won {
			sprites.FillRoundRect(dst, rr, ctx.Px(10), sprites.Fade(sprites.AccentColor, 0.35))
		}
		rad := rr.H * 0.36
		ui.DrawCrest(dst, ctx, i, rr.X+ctx.Px(8)+rad, rr.Y+rr.H/2, rad)
		x := rr.X + ctx.Px(16) + 2*rad
		right := rr.X + rr.W - ctx.Px(10)
		_, cy := rr.Center()
		if i < len(r.out.Scores) {
			st := text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Right | text.Middle}
			n := strconv.Itoa(r.out.Scores[i])
			w, _ := text.Measure(n, st)
			text.Draw(dst, n, right, cy, st)
			right -= w + ctx.Px(12)
		}
		if won {
			ui.DrawIconCentered(dst, "trophy", right-ctx.Px(12), cy, ctx.Px(22), sprites.WoodDark)
			right -= ctx.Px(30)
		}
		name := s.Name
		if !s.Human() {
			name += " (" + table.KindLabel(s.Bot) + ")"
		}
		ui.DrawFitText(dst, name, x, cy, right-x, text.Style{Size: ui.SizeBody, Bold: won, Color: sprites.TextColor, Align: text.Left | text.Middle})
		y += row
	}
	if r.recordShown {
		ui.DrawParagraph(dst, r.record, ui.Rect{X: in.X, Y: y, W: in.W}, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.HCenter})
	}
	if r.pane.W > 0 {
		sprites.Panel(dst, r.pane, ctx.Px(16))
		in := r.pane.Inset(ctx.Px(18))
		if in.H > r.paneInH { // the panel's content in the middle
			in.Y += (in.H - r.paneInH) / 2
			in.H = r.paneInH
		}
		clip := dst.SubImage(image.Rect(int(in.X), int(in.Y)-int(ctx.Px(6)), int(math.Ceil(in.X+in.W)), int(math.Ceil(in.Y+in.H)+ctx.Px(6)))).(*ebiten.Image)
		r.panel.Draw(clip, ctx, in) // a panel short of room is cut, not spilled
	}
	if r.msg != "" {
		drawMessage(dst, ctx, r.msg, ui.Rect{X: in.X, Y: r.sheet.Y + r.sheet.H + ctx.Px(ui.Gap), W: in.W}, sprites.Paper)
	}
}

// OnLeave frees the turned frame's image.
func (r *resultsScene) OnLeave(*ui.Context) { r.frame.Release() }
