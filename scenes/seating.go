package scenes

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// seatingScene shows the order of play a shuffled match drew, before its
// first turn: each seat in play order with its colour, name and kind, and
// who begins. A tap opens the table. In table mode (a tablet lying flat)
// it shows twice, facing the bottom and the top edges.
type seatingScene struct {
	m     *game.Match
	next  ui.Scene // the match's table
	done  bool
	lines []seatingLine
	title string // "Order of play"
	drawn string // "The seats were drawn at random." (Mana: the colours)
	first string // "Ann begins."
	tap   string
	lang  string // the language the texts are in
	panel ui.Rect
	top   table.SeatFrame // the copy for the top edge, in table mode
}

// seatingLine is one seat of the order: its number and name, and its kind.
type seatingLine struct {
	name, kind string
	first      bool
}

func newSeating(m *game.Match, next ui.Scene) *seatingScene {
	return &seatingScene{m: m, next: next}
}

func (s *seatingScene) Name() string { return "seating" }

// label makes the texts in the current language.
func (s *seatingScene) label(ctx *ui.Context) {
	s.lang = ctx.Lang
	first := s.m.ToMove()
	s.lines = s.lines[:0]
	for i, seat := range s.m.Seats {
		kind := table.KindLabel(table.Human)
		if seat.Bot != "" {
			kind = table.KindLabel(seat.Bot)
		}
		// A game whose seats have names of their own (Mana's Black and
		// White) says which each got.
		if side := table.GameText(s.m.Game.ID, "side", strconv.Itoa(i), ""); side != "" {
			kind = side + " · " + kind
		}
		s.lines = append(s.lines, seatingLine{name: strconv.Itoa(i+1) + ". " + seat.Name, kind: kind, first: rules.Player(i) == first})
	}
	s.title = i18n.T("seating.title")
	s.drawn = table.GameText(s.m.Game.ID, "seating_drawn", "", i18n.T("seating.drawn"))
	s.first = ""
	if first >= 0 && int(first) < len(s.m.Seats) {
		s.first = i18n.T("seating.first", s.m.Seats[first].Name)
	}
	s.tap = i18n.T("seating.tap")
}

// Seating geometry, in logical pixels.
const (
	seatingPad   = 20
	seatingTitle = 40
	seatingText  = 28 // a line of body text
	seatingRowH  = 52 // a seat's row, where there is room
)

// layout places the panel in area (the safe screen, or its half facing a
// side in table mode) and returns the height of a seat's row.
func (s *seatingScene) layout(ctx *ui.Context, safe ui.Rect) (row float64) {
	if s.lang != ctx.Lang {
		s.label(ctx)
	}
	w := math.Min(safe.W, ctx.Px(460))
	fixed := ctx.Px(2*seatingPad + seatingTitle + 3*seatingText)
	n := float64(len(s.lines))
	row = ui.Clamp((safe.H-fixed)/math.Max(n, 1), ctx.Px(36), ctx.Px(seatingRowH))
	s.panel = ui.Centered(safe, w, math.Min(safe.H, fixed+n*row))
	return row
}

// area is where the panel goes: the safe screen, or in table mode the
// bottom half of it (of the turned screen too, for the top edge), when
// the panel fits there.
func (s *seatingScene) area(ctx *ui.Context) (area ui.Rect, twice bool) {
	safe := ctx.Safe()
	if !ctx.App.Settings().TableMode {
		return safe, false
	}
	_, half := ui.CutTop(safe, safe.H/2)
	if need := ctx.Px(2*seatingPad+seatingTitle+3*seatingText) + float64(len(s.m.Seats))*ctx.Px(36); half.H < need {
		return safe, false
	}
	return half, true
}

func (s *seatingScene) Update(ctx *ui.Context) error {
	area, _ := s.area(ctx)
	s.layout(ctx, area)
	// Esc must not skip the order unseen, as on the curtain.
	ctx.Input.TakeShortcut(ui.ShortcutBack)
	scr := ctx.Screen()
	ctx.RegisterWidget("seating", s.title, scr, !s.done)
	if !s.done && ctx.Input.Tapped(scr) {
		s.done = true
		ctx.App.Replace(s.next)
	}
	return nil
}

func (s *seatingScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	ui.DrawBackdrop(dst, ctx)
	area, twice := s.area(ctx)
	s.drawPanel(dst, ctx, s.layout(ctx, area))
	if twice {
		s.top.Place(table.SideTop, ctx.W, ctx.H)
		s.drawPanel(s.top.Canvas(dst), ctx, s.layout(ctx, area))
		s.top.Compose(dst)
	}
}

// drawPanel draws the panel as laid out, with rows row high.
func (s *seatingScene) drawPanel(dst *ebiten.Image, ctx *ui.Context, row float64) {
	sprites.Panel(dst, s.panel, ctx.Px(16))
	in := s.panel.Inset(ctx.Px(seatingPad))
	ink := text.Style{Size: ui.SizeBody, Color: sprites.TextColor, Align: text.Left | text.Middle}
	muted := text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Left | text.Middle}
	y := in.Y
	ui.DrawFitText(dst, s.title, in.X, y+ctx.Px(seatingTitle)/2, in.W, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle})
	y += ctx.Px(seatingTitle)
	ui.DrawFitText(dst, s.drawn, in.X, y+ctx.Px(seatingText)/2, in.W, muted)
	y += ctx.Px(seatingText)
	rad := math.Min(row*0.36, ctx.Px(17))
	for i, l := range s.lines {
		cy := y + row/2
		ui.DrawCrest(dst, ctx, i, in.X+rad, cy, rad)
		x := in.X + 2*rad + ctx.Px(12)
		kw, _ := text.Measure(l.kind, muted)
		kw = math.Min(kw, in.W*0.35)
		st := ink
		st.Bold = l.first
		ui.DrawFitText(dst, l.name, x, cy, in.X+in.W-kw-ctx.Px(12)-x, st)
		kst := muted
		kst.Align = text.Right | text.Middle
		ui.DrawFitText(dst, l.kind, in.X+in.W, cy, kw, kst)
		y += row
	}
	ui.DrawFitText(dst, s.first, in.X, y+ctx.Px(seatingText)/2, in.W, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle})
	y += ctx.Px(seatingText)
	ui.DrawFitText(dst, s.tap, in.X+in.W/2, y+ctx.Px(seatingText)/2, in.W, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Center})
}

// OnLeave frees the top copy's offscreen image.
func (s *seatingScene) OnLeave(*ui.Context) { s.top.Release() }
