package table

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
	"kamon/sprites/tween"
)

const (
	endPause = 1.2 // seconds the final position stays before the results
	LogLines = 40  // log lines kept for display
)

// Generic is a plain, tidy table for games without their own scene
// (the tally test game uses it): whose turn, the viewer's hand, the other
// hands face down, scores, the log, one button per legal action, bots moving
// in slices, and the in-game menu. It draws only from Match.View(viewer), and
// the viewer changes only when the hand-off curtain was tapped away.
type Generic struct {
	Core
	Info    Info
	view    rules.State
	actions []ui.Button
	actView ui.ScrollView // the actions scroll when there are too many to show
	lay     InfoLayout
}

// NewGeneric builds the generic table for p.
func NewGeneric(app App, p Play) ui.Scene {
	t := &Generic{actView: ui.ScrollView{ID: "actions"}}
	t.Core = NewCore(app, t, p, 0, endPause)
	return t
}

// NewGenericReplay builds the generic table showing src read-only: the
// replay of a game without a table of its own.
func NewGenericReplay(src ReplaySource) ReplayTable {
	t := &Generic{actView: ui.ScrollView{ID: "actions"}}
	t.Core = NewReplayCore(t, src, 0)
	return t
}

// Read describes the table as the viewer sees it.
func (t *Generic) Read(_ *ui.Context, view rules.State) bool {
	t.Info = describeSource(t.Src(), t.Viewer(), LogLines)
	t.view = view
	return true
}

// Caught makes a button of each action the viewer may take now.
func (t *Generic) Caught(int) {
	t.Info.listActions(t.Src().Rules().ID, t.view, t.Legal())
	n := len(t.Info.Actions)
	for len(t.actions) < n {
		t.actions = append(t.actions, ui.Button{Kind: ui.ButtonPrimary})
	}
	t.actions = t.actions[:n]
	for i := range t.actions {
		a := t.Info.Actions[i]
		t.actions[i].ID, t.actions[i].Label = a.ID, a.Label
	}
}

// The generic table shows every view it reads, at once (nothing is
// animated, so there is nothing to work out after an animation), and its
// buttons register themselves.

func (t *Generic) Animate(steps []tween.Step, _ []rules.Event) []tween.Step { return steps }
func (t *Generic) HasView() bool                                            { return true }
func (t *Generic) Describe()                                                {}
func (t *Generic) Register(ctx *ui.Context)                                 { ctx.RegisterRead("status", t.Info.Status, t.lay.Top) }

// LogPanel is where the log panel shows, when it does: a tap opens the
// game log.
func (t *Generic) LogPanel(ctx *ui.Context) ui.Rect {
	if t.lay.log.H > ctx.Px(60) {
		return t.lay.log
	}
	return ui.Rect{}
}

// Pointer handles the action buttons.
func (t *Generic) Pointer(ctx *ui.Context) {
	if t.actView.Update(ctx) {
		t.Layout(ctx)
		ctx.Redraw()
	}
	for i := range t.actions {
		if t.actView.Visible(t.actions[i].Rect) && t.actions[i].Update(ctx) {
			t.Apply(ctx, t.Info.Actions[i].Action)
			break
		}
	}
}

// InfoLayout is where the generic table puts things, in physical px.
type InfoLayout struct {
	Top     ui.Rect // menu button and status
	seats   ui.Grid
	center  ui.Rect // total and deck
	hand    ui.Rect
	actions ui.Grid // the action buttons, laid out from the top of actView
	actView ui.Rect // where they show; shorter than the grid when it scrolls
	log     ui.Rect
}

// LayoutInfo lays out the table for info in area: in portrait everything
// in one column; in landscape seats and log on the left, the play on the
// right.
func LayoutInfo(ctx *ui.Context, area ui.Rect, info *Info, nActions int) InfoLayout {
	var l InfoLayout
	gap := ctx.Px(ui.Margin)
	l.Top, area = ui.CutTop(area, ctx.Px(ui.ButtonH))
	_, area = ui.CutTop(area, gap)
	left, right := area, area
	if !ctx.Portrait() {
		left, right = ui.CutLeft(area, math.Min(area.W*0.4, ctx.Px(360)))
		_, right = ui.CutLeft(right, gap)
	}
	seatMin := ctx.Px(300)
	if !ctx.Portrait() {
		seatMin = left.W
	}
	l.seats = ui.NewGrid(left, len(info.Seats), seatMin, 0, ctx.Px(58), ctx.Px(ui.Gap))
	_, rest := ui.CutTop(left, l.seats.Height()+gap)
	if ctx.Portrait() {
		right = rest
	} else {
		l.log = rest
	}
	// The play column: total and deck, the hand, the actions. In landscape
	// it grows with the screen and sits a little above the middle.
	centerH := ui.Clamp(right.H*0.24, ctx.Px(104), ctx.Px(150))
	handH := ui.Clamp(right.H*0.34, ctx.Px(118), ctx.Px(220))
	if ctx.Portrait() { // the log shares the column
		centerH = ui.Clamp(right.H*0.18, ctx.Px(104), ctx.Px(150))
		handH = ui.Clamp(right.H*0.26, ctx.Px(118), ctx.Px(220))
	}
	hasCenter := info.HasTotal || info.HasDeck
	v := info.Viewer
	hasHand := v != rules.NoPlayer && int(v) < len(info.Seats) && info.Seats[v].HasHand
	actions := ui.CenteredGrid(ui.Rect{W: right.W}, nActions, ctx.Px(96), ctx.Px(170), ctx.Px(ui.ButtonH), ctx.Px(ui.Gap))
	if !ctx.Portrait() {
		block := actions.Height()
		if hasCenter {
			block += centerH + gap
		}
		if hasHand {
			block += handH + gap
		}
		if spare := right.H - block; spare > 0 {
			_, right = ui.CutTop(right, spare*0.4)
		}
	}
	if hasCenter {
		l.center, right = ui.CutTop(right, centerH)
		_, right = ui.CutTop(right, gap)
	}
	if hasHand {
		l.hand, right = ui.CutTop(right, handH)
		_, right = ui.CutTop(right, gap)
	}
	actions.Area.X += right.X
	actions.Area.Y = right.Y
	l.actions = actions
	if nActions > 0 {
		// In portrait the log keeps at least a few lines under the actions.
		room := right.H
		if ctx.Portrait() {
			room -= ctx.Px(110) + gap
		}
		full := actions.Height() + ctx.Px(4) // room for the last row's shadow
		h := math.Max(math.Min(full, room), math.Min(full, ctx.Px(ui.ButtonH)))
		l.actView, right = ui.CutTop(right, h)
		_, right = ui.CutTop(right, gap)
	}
	if ctx.Portrait() {
		l.log = right
	}
	return l
}

func (t *Generic) Layout(ctx *ui.Context) {
	area := ctx.Safe().Inset(ctx.Px(ui.RimW))
	t.lay = LayoutInfo(ctx, area, &t.Info, len(t.actions))
	t.PlaceMenu(ctx, t.lay.Top)
	t.actView.Rect = t.lay.actView
	t.actView.ContentH = t.lay.actions.Height() + ctx.Px(4)
	for i := range t.actions {
		t.actions[i].Rect = t.lay.actions.Cell(i).Offset(0, -t.actView.Offset)
	}
}

func (t *Generic) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if !t.DrawBase(dst, ctx) {
		return
	}
	status := t.Info.Status
	clr := sprites.Paper
	if t.Msg() != "" {
		status, clr = t.Msg(), sprites.Mix(sprites.DangerColor, sprites.Paper, 0.55)
	}
	_, st := ui.CutLeft(t.lay.Top, t.MenuRect().W+ctx.Px(ui.Margin))
	st.W = math.Max(0, st.W)
	_, cy := st.Center()
	ui.DrawFitText(dst, status, st.X, cy, st.W, text.Style{Size: ui.SizeHeading, Bold: true, Color: clr, Align: text.Left | text.Middle})
	DrawInfo(dst, ctx, &t.Info, &t.lay)
	clip := t.actView.Clip(dst)
	for i := range t.actions {
		if t.actView.Visible(t.actions[i].Rect) {
			t.actions[i].Draw(clip, ctx)
		}
	}
	t.actView.DrawScrollbar(dst, ctx)
}

// DrawInfo draws seats, total and deck, the viewer's hand and the log.
func DrawInfo(dst *ebiten.Image, ctx *ui.Context, info *Info, l *InfoLayout) {
	for i := range info.Seats {
		drawSeatPlate(dst, ctx, i, &info.Seats[i], l.seats.Cell(i), rules.Player(i) == info.Viewer)
	}
	if l.center.H > 0 {
		drawCenter(dst, ctx, info, l.center)
	}
	if l.hand.H > 0 {
		title := i18n.T("table.hand")
		if info.HandOf != "" {
			title = i18n.T("table.hand_of", info.HandOf)
		}
		drawHand(dst, ctx, title, info.Seats[info.Viewer].Cards, l.hand)
	}
	if l.log.H > ctx.Px(60) {
		DrawLog(dst, ctx, info.Log, l.log)
	}
}

// drawSeatPlate draws one seat: crest, name, kind and cards held, and the
// score in a gold badge. The seat to move has a gold rim; the viewer's own
// seat a dot before its kind.
func drawSeatPlate(dst *ebiten.Image, ctx *ui.Context, i int, s *seatInfo, r ui.Rect, viewer bool) {
	sprites.Panel(dst, r, ctx.Px(12))
	if s.ToMove {
		sprites.StrokeRoundRect(dst, r, ctx.Px(12), ctx.Px(3), sprites.AccentColor)
	}
	pad := ctx.Px(10)
	rad := r.H*0.5 - pad
	cx, cy := r.X+pad+rad, r.Y+r.H/2
	ui.DrawCrest(dst, ctx, i, cx, cy, rad)
	x := cx + rad + ctx.Px(10)
	right := r.X + r.W - pad
	if s.HasScore {
		br := rad * 0.8
		bx := right - br
		sprites.GradientCircle(dst, bx, cy, br, sprites.Mix(sprites.AccentColor, sprites.Paper, 0.35), sprites.AccentColor)
		sprites.StrokeCircle(dst, bx, cy, br, math.Max(1, ctx.Px(1)), sprites.Mix(sprites.AccentColor, sprites.Ink, 0.4))
		score := strconv.Itoa(s.Score)
		ui.DrawFitText(dst, score, bx, cy, br*1.6, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.Ink, Align: text.Center})
		right = bx - br - ctx.Px(8)
	}
	ui.DrawFitText(dst, s.Name, x, cy-ctx.Px(1), right-x, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Bottom})
	kind := Human
	if s.Bot != "" {
		kind = s.Bot
	}
	sub := KindLabel(kind)
	if viewer {
		sub = "● " + sub
	}
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Left | text.Top}
	if s.HasHand {
		// Cards held: a little card back and a count after the kind.
		n := strconv.Itoa(len(s.Cards))
		nw, _ := text.Measure(n, st)
		back := ui.Rect{W: ctx.Px(11), H: ctx.Px(15)}
		room := right - x - nw - back.W - ctx.Px(14)
		st.Size = text.FitSize(sub, st, room)
		w, _ := text.Measure(sub, st)
		text.Draw(dst, sub, x, cy+ctx.Px(3), st)
		back.X, back.Y = x+w+ctx.Px(10), cy+ctx.Px(4)
		drawCardBack(dst, back)
		st.Size = ui.SizeSmall
		text.Draw(dst, n, back.X+back.W+ctx.Px(4), cy+ctx.Px(3), st)
		return
	}
	ui.DrawFitText(dst, sub, x, cy+ctx.Px(3), right-x, st)
}

// drawCenter draws the running total as a big disc and the deck as a stack
// of backs with its count.
func drawCenter(dst *ebiten.Image, ctx *ui.Context, info *Info, r ui.Rect) {
	cx, cy := r.Center()
	if info.HasTotal {
		x := cx
		if info.HasDeck {
			x = r.X + r.W*0.35
		}
		rad := r.H * 0.46
		sprites.FillCircle(dst, x, cy+ctx.Px(3), rad, sprites.ShadowColor)
		sprites.GradientCircle(dst, x, cy, rad, sprites.WoodLight, sprites.Wood)
		sprites.StrokeCircle(dst, x, cy, rad, ctx.Px(2), sprites.WoodDark)
		n := strconv.Itoa(info.Total)
		text.Draw(dst, n, x, cy-ctx.Px(2), text.Style{Size: ui.SizeTitle, Bold: true, Color: sprites.Paper, Align: text.Center})
		ui.DrawFitText(dst, i18n.T("table.total_word"), x, cy+rad*0.55, rad*1.4, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper, Align: text.Center})
	}
	if info.HasDeck {
		x := cx
		if info.HasTotal {
			x = r.X + r.W*0.7
		}
		h := r.H * 0.8
		w := h * 0.68
		card := ui.Rect{X: x - w/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
		for k := min(info.Deck, 3) - 1; k >= 0; k-- {
			drawCardBack(dst, card.Offset(ctx.Px(2)*float64(k), -ctx.Px(2)*float64(k)))
		}
		if info.Deck == 0 {
			sprites.StrokeRoundRect(dst, card, ctx.Px(8), ctx.Px(2), sprites.Fade(sprites.Paper, 0.5))
		}
		lx := x + w/2 + ctx.Px(12)
		lw := r.X + r.W - lx
		ui.DrawFitText(dst, i18n.T("table.deck_word"), lx, cy, lw, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper, Align: text.Left | text.Bottom})
		ui.DrawFitText(dst, strconv.Itoa(info.Deck), lx, cy, lw, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.Paper, Align: text.Left | text.Top})
	}
}

// drawHand draws the viewer's cards face up in a row, overlapping when the
// row is too narrow.
func drawHand(dst *ebiten.Image, ctx *ui.Context, title string, cards []int, r ui.Rect) {
	ui.DrawFitText(dst, title, r.X, r.Y, r.W, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.Paper})
	_, row := ui.CutTop(r, ctx.Px(22))
	h := row.H
	w := h * 0.68
	if len(cards) == 0 {
		return
	}
	step := math.Min(w+ctx.Px(10), (row.W-w)/math.Max(1, float64(len(cards)-1)))
	total := step*float64(len(cards)-1) + w
	x := row.X + (row.W-total)/2
	for _, v := range cards {
		card := ui.Rect{X: x, Y: row.Y, W: w, H: h}
		if v > 0 {
			drawCardFace(dst, card, v)
		} else {
			drawCardBack(dst, card)
		}
		x += step
	}
}

// drawCardFace draws a numbered card; its colour and crest follow the
// value, so equal cards look alike.
func drawCardFace(dst *ebiten.Image, r ui.Rect, v int) {
	n := strconv.Itoa(v)
	sprites.DrawCardFace(dst, r, sprites.CardFace{Title: n, Corner: n, Color: sprites.PlayerColor(v - 1), Crest: sprites.PlayerCrest(v - 1)})
}

// drawCardBack draws a card face down.
func drawCardBack(dst *ebiten.Image, r ui.Rect) {
	sprites.DrawCardBack(dst, r, 0)
}

// DrawLog draws the newest log lines that fit, newest at the bottom.
func DrawLog(dst *ebiten.Image, ctx *ui.Context, lines []string, r ui.Rect) {
	DrawLogPanel(dst, ctx, i18n.T("table.log"), lines, r)
}

// LogStripH is the height, logical px, of a log panel at its least: a
// strip of its newest lines without its heading (DrawLogPanel draws it so
// where it has no room for more). Every table keeps at least that much
// at every size, so that what the others did stays in sight; a tap on it
// opens the game log.
const LogStripH = 48

// DrawLogPanel draws a panel headed by head with the newest of lines
// that fit, newest at the bottom; on a strip too low for the heading and
// a line (LogStripH), the newest lines alone, the newest cut short rather
// than left out.
func DrawLogPanel(dst *ebiten.Image, ctx *ui.Context, head string, lines []string, r ui.Rect) {
	sprites.PanelColored(dst, r, ctx.Px(12), sprites.Mix(sprites.PanelColor, sprites.PaperShade, 0.3), sprites.PanelBorder)
	if r.H < logPanelLeast(ctx) {
		drawLogStrip(dst, ctx, lines, r)
		return
	}
	inner := r.Inset(ctx.Px(12))
	text.Draw(dst, head, inner.X, inner.Y, logHeadStyle)
	_, inner = ui.CutTop(inner, text.LineHeight(logHeadStyle)+ctx.Px(4))
	DrawLogLines(dst, lines, inner)
}

// logHeadStyle is a log panel's heading.
var logHeadStyle = text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.TextMutedColor}

// LogPanelHeight is the height of a log panel (DrawLogPanel) of width w
// showing lines whole, as far as max allows.
func LogPanelHeight(ctx *ui.Context, lines []string, w, max float64) float64 {
	st := text.Style{Size: ui.SizeSmall}
	lh := text.LineHeight(st)
	h := 2*ctx.Px(12) + text.LineHeight(text.Style{Size: ui.SizeSmall, Bold: true}) + ctx.Px(4)
	for i := len(lines) - 1; i >= 0; i-- {
		f := ui.FitText(lines[i], st, w-2*ctx.Px(12), float64(logFit.Lines)*lh, logFit)
		if h+f.H > max {
			break
		}
		h += f.H + lh*0.15
	}
	return math.Min(h, max)
}

// DrawLogLines draws the newest of lines that fit whole in r, newest at
// the bottom, each wrapped onto up to three lines before it shrinks.
func DrawLogLines(dst *ebiten.Image, lines []string, r ui.Rect) {
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}
	lh := text.LineHeight(st)
	y := r.Y + r.H
	for i := len(lines) - 1; i >= 0; i-- {
		f := ui.FitText(lines[i], st, r.W, float64(logFit.Lines)*lh, logFit)
		if y-f.H < r.Y {
			break
		}
		ui.DrawFit(dst, f, ui.Rect{X: r.X, Y: y - f.H, W: r.W, H: f.H}, st)
		y -= f.H + lh*0.15
	}
}

// logPanelLeast is the height of a log panel with its heading and a line.
func logPanelLeast(ctx *ui.Context) float64 {
	return 2*ctx.Px(12) + text.LineHeight(logHeadStyle) + ctx.Px(4) + text.LineHeight(text.Style{Size: ui.SizeSmall})
}

// drawLogStrip draws a log panel too low for its heading: its newest
// lines, newest at the bottom, the newest on two lines at most (cut short
// at the text floor only if it must), the older ones, greyed, whole or
// not at all.
func drawLogStrip(dst *ebiten.Image, ctx *ui.Context, lines []string, r ui.Rect) {
	in := ui.Rect{X: r.X + ctx.Px(10), Y: r.Y + ctx.Px(5), W: r.W - ctx.Px(20), H: r.H - ctx.Px(10)}
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}
	y := in.Y + in.H
	for i := len(lines) - 1; i >= 0; i-- {
		f := ui.FitText(lines[i], st, in.W, y-in.Y, ui.Fit{Floor: logFit.Floor, Lines: 2})
		if len(f.Lines) == 0 || f.H > y-in.Y+0.5 || f.Cut && i < len(lines)-1 {
			return
		}
		ui.DrawFit(dst, f, ui.Rect{X: in.X, Y: y - f.H, W: in.W, H: f.H}, st)
		y -= f.H + text.LineHeight(st)*0.15
		st.Color = sprites.TextMutedColor
	}
}

// logFit: a long log line wraps onto up to four lines before it shrinks,
// so that one in a narrow panel (a turned one in table mode) is read
// whole rather than cut short.
var logFit = ui.Fit{Floor: ui.SizeSmall * 0.8, Lines: 4}
