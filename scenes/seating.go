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
// it shows once along each edge where a person sits (table.PeopleSides),
// in the strips the tables cut there (table.CutStrips), turned to face
// that edge; where a strip is shallow the panel sets its seats in columns
// and leaves out first the line saying the seats were drawn, then the
// seats' kinds, then the line saying a tap begins.
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

	// Measured with the texts: the widest name and kind, physical px.
	nameW, kindW float64

	panels [4]seatingPanel // by the side it faces; shown[side] says which are up
	shown  [4]bool
	frames [4]table.SeatFrame // each panel's turn to its side
	laidAt seatingKey         // what the panels were laid out for
	boxes  []seatingBox       // a panel's texts, as drawPanel lays them
}

// seatingLine is one seat of the order: its number and name, and its kind.
type seatingLine struct {
	name, kind string
	first      bool
}

// seatingPanel is one copy of the order, in its frame's local coordinates
// (laid out as if at the bottom of the screen turned to its side).
type seatingPanel struct {
	area  ui.Rect // where it may go: its strip, or the whole safe screen
	rect  ui.Rect // the panel
	cols  int     // seats side by side
	row   float64 // a seat's row, physical px
	level int     // what is left out: seatingFull ... seatingNoTap
}

// What a panel leaves out where it is short of room, in this order.
const (
	seatingFull    = iota // everything
	seatingNoDrawn        // not the line saying the seats were drawn
	seatingNoKinds        // nor the seats' kinds (person, bot level)
	seatingNoTap          // nor the line saying a tap begins
	seatingLevels
)

// seatingKey is what a layout depends on.
type seatingKey struct {
	w, h, unit float64
	tableMode  bool
	lang       string
}

// seatingBox is a text of a panel and the box it is fitted into.
type seatingBox struct {
	s     string
	r     ui.Rect
	style text.Style
}

func newSeating(m *game.Match, next ui.Scene) *seatingScene {
	return &seatingScene{m: m, next: next}
}

func (s *seatingScene) Name() string { return "seating" }

// label makes the texts in the current language and measures them.
func (s *seatingScene) label(ctx *ui.Context) {
	s.lang = ctx.Lang
	first := s.m.ToMove()
	s.lines = s.lines[:0]
	s.nameW, s.kindW = 0, 0
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
		l := seatingLine{name: strconv.Itoa(i+1) + ". " + seat.Name, kind: kind, first: rules.Player(i) == first}
		s.lines = append(s.lines, l)
		w, _ := text.Measure(l.name, text.Style{Size: ui.SizeBody, Bold: true})
		s.nameW = math.Max(s.nameW, w)
		w, _ = text.Measure(l.kind, seatingMuted)
		s.kindW = math.Max(s.kindW, w)
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
	seatingRowH   = 52  // a seat's row, where there is room
	seatingColW   = 300 // a column of seats, at most (else as wide as its seats)
	seatingPanelW = 460 // a panel of one column, at most
)

var (
	seatingMuted = text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Left | text.Middle}
	seatingInk   = text.Style{Size: ui.SizeBody, Color: sprites.TextColor, Align: text.Left | text.Middle}
)

// seatingSpace is the room a panel gives its parts at a level, logical
// px: its padding, the title's line, a line of text, a seat's least row,
// a crest's largest radius, the gap after the crest and before the kind,
// the gap between columns; how far a seat's texts may shrink to fit
// their column, and the lines of text under the title besides the seats.
type seatingSpace struct {
	pad, title, line, row, crest, gap, colGap float64
	shrink                                    float64
	lines                                     int
}

// seatingSpaces are the levels' spaces: the shallower the panel, the
// closer its parts.
var seatingSpaces = [seatingLevels]seatingSpace{
	seatingFull:    {pad: 20, title: 40, line: 28, row: 34, crest: 17, gap: 12, colGap: 16, shrink: 0.8, lines: 3},
	seatingNoDrawn: {pad: 12, title: 32, line: 24, row: 30, crest: 14, gap: 10, colGap: 16, shrink: 0.8, lines: 2},
	seatingNoKinds: {pad: 10, title: 30, line: 24, row: 30, crest: 12, gap: 8, colGap: 12, shrink: float64(ui.MinText) / ui.SizeBody, lines: 2},
	seatingNoTap:   {pad: 10, title: 30, line: 24, row: 30, crest: 12, gap: 8, colGap: 12, shrink: float64(ui.MinText) / ui.SizeBody, lines: 1},
}

// seatingFixedH is the height of a panel at level without its seats,
// physical px.
func seatingFixedH(ctx *ui.Context, level int) float64 {
	sp := seatingSpaces[level]
	return ctx.Px(2*sp.pad + sp.title + float64(sp.lines)*sp.line)
}

// cellW is the width of a seat's cell at level, physical px: crest, name
// and, above seatingNoKinds, kind, each text shrunk to shrink of its size.
func (s *seatingScene) cellW(ctx *ui.Context, level int, shrink float64) float64 {
	sp := seatingSpaces[level]
	w := ctx.Px(2*sp.crest+sp.gap) + shrink*s.nameW
	if level < seatingNoKinds {
		w += ctx.Px(sp.gap) + shrink*s.kindW
	}
	return w
}

// fit lays a panel out in area at level with the fewest columns of seats
// that fit, and reports whether any does.
func (s *seatingScene) fit(ctx *ui.Context, area ui.Rect, level int) (p seatingPanel, ok bool) {
	n := max(len(s.lines), 1)
	sp := seatingSpaces[level]
	pad, gap, least := ctx.Px(sp.pad), ctx.Px(sp.colGap), ctx.Px(sp.row)
	fixed, need := seatingFixedH(ctx, level), s.cellW(ctx, level, sp.shrink)
	for cols := 1; cols <= n; cols++ {
		cw := (area.W - 2*pad - float64(cols-1)*gap) / float64(cols)
		if cw < need {
			return p, false
		}
		rows := float64((n + cols - 1) / cols)
		if fixed+rows*least > area.H {
			continue
		}
		row := ui.Clamp((area.H-fixed)/rows, least, ctx.Px(seatingRowH))
		w := ctx.Px(seatingPanelW)
		if cols > 1 {
			colW := math.Min(ctx.Px(seatingColW), s.cellW(ctx, level, 1)+gap)
			w = 2*pad + float64(cols)*colW + float64(cols-1)*gap
		}
		w = math.Min(area.W, math.Max(w, 2*pad+float64(cols)*need+float64(cols-1)*gap))
		return seatingPanel{area: area, rect: ui.Centered(area, w, fixed+rows*row), cols: cols, row: row, level: level}, true
	}
	return p, false
}

// layout places the panels for the screen, when it changed: one on the
// safe screen facing the bottom edge; in table mode one facing each edge
// where a person sits, in strips as deep as the least that lets every
// panel show the most (at the lowest level, then with the fewest
// columns), or, with a person on one side only, on the whole screen
// turned to them. When no depth lets every panel fit, the one panel faces
// the first person's side.
func (s *seatingScene) layout(ctx *ui.Context) {
	key := seatingKey{w: ctx.W, h: ctx.H, unit: ctx.Unit, tableMode: ctx.App.Settings().TableMode, lang: ctx.Lang}
	if key == s.laidAt && s.lang == ctx.Lang {
		return
	}
	if s.lang != ctx.Lang {
		s.label(ctx)
	}
	s.laidAt = key
	s.shown = [4]bool{}
	safe := ctx.Safe()
	people := [4]bool{table.SideBottom: true}
	if key.tableMode {
		people = table.PeopleSides(len(s.m.Seats), func(i int) bool { return s.m.Seats[i].Human() })
	}
	sides := 0
	alone := table.SideBottom
	for side := range table.Side(4) {
		if people[side] {
			sides++
			if sides == 1 {
				alone = side
			}
		}
	}
	if sides > 1 && s.strips(ctx, safe, people) {
		return
	}
	s.frames[alone].Place(alone, ctx.W, ctx.H)
	area := s.frames[alone].RectToLocal(safe)
	for level := range seatingLevels {
		if p, ok := s.fit(ctx, area, level); ok || level == seatingLevels-1 {
			if !ok { // nothing fits: the fullest, cut as it must be
				p = seatingPanel{area: area, rect: area, cols: 1, row: ctx.Px(seatingSpaces[seatingNoTap].row), level: seatingNoTap}
			}
			s.panels[alone], s.shown[alone] = p, true
			return
		}
	}
}

// strips lays a panel out in a strip along each side in people, if some
// depth lets every one fit, and reports whether one did.
func (s *seatingScene) strips(ctx *ui.Context, safe ui.Rect, people [4]bool) bool {
	gap := ctx.Px(ui.Gap)
	low := seatingFixedH(ctx, seatingNoTap) + ctx.Px(seatingSpaces[seatingNoTap].row)
	// No deeper than lets the strips of opposite sides be alike.
	high := math.Max(safe.W, safe.H)
	for _, pair := range [2][2]table.Side{{table.SideLeft, table.SideRight}, {table.SideTop, table.SideBottom}} {
		k, extent := 0.0, safe.W
		if pair[0] == table.SideTop {
			extent = safe.H
		}
		for _, side := range pair {
			if people[side] {
				k++
			}
		}
		if k > 0 {
			high = math.Min(high, extent/k-gap)
		}
	}
	step := ctx.Px(4)
	type choice struct {
		ok          bool
		level, cols int
		depth       float64
	}
	var best choice
	for level := range seatingLevels {
		for d := low; d <= high; d += step {
			strips, _ := table.CutStrips(safe, people, d, gap)
			cols := 0
			fits := true
			for side := range table.Side(4) {
				if !people[side] {
					continue
				}
				s.frames[side].Place(side, ctx.W, ctx.H)
				p, ok := s.fit(ctx, s.frames[side].RectToLocal(strips[side]), level)
				if !ok {
					fits = false
					break
				}
				cols += p.cols
			}
			if fits && (!best.ok || cols < best.cols) {
				best = choice{ok: true, level: level, cols: cols, depth: d}
			}
		}
		if best.ok {
			break
		}
	}
	if !best.ok {
		return false
	}
	strips, _ := table.CutStrips(safe, people, best.depth, gap)
	for side := range table.Side(4) {
		if people[side] {
			s.frames[side].Place(side, ctx.W, ctx.H)
			s.panels[side], _ = s.fit(ctx, s.frames[side].RectToLocal(strips[side]), best.level)
			s.shown[side] = true
		}
	}
	return true
}

func (s *seatingScene) Update(ctx *ui.Context) error {
	s.layout(ctx)
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
	s.layout(ctx)
	for side := range table.Side(4) {
		if !s.shown[side] {
			continue
		}
		f := &s.frames[side]
		img, r := f.Window(dst, s.panels[side].rect)
		s.drawPanel(img, ctx, s.panels[side], r)
		f.Compose(dst)
	}
}

// place lays out the texts of panel p drawn at r (its rect, moved onto
// the image it is drawn on) in s.boxes, and calls crest for each seat's
// crest.
func (s *seatingScene) place(ctx *ui.Context, p seatingPanel, r ui.Rect, crest func(i int, cx, cy, rad float64)) {
	s.boxes = s.boxes[:0]
	sp := seatingSpaces[p.level]
	in, title, line := r.Inset(ctx.Px(sp.pad)), ctx.Px(sp.title), ctx.Px(sp.line)
	y := in.Y
	s.boxes = append(s.boxes, seatingBox{s.title, ui.Rect{X: in.X, Y: y, W: in.W, H: title},
		text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle}})
	y += title
	if p.level == seatingFull {
		s.boxes = append(s.boxes, seatingBox{s.drawn, ui.Rect{X: in.X, Y: y, W: in.W, H: line}, seatingMuted})
		y += line
	}
	gap, colGap := ctx.Px(sp.gap), ctx.Px(sp.colGap)
	cw := (in.W - float64(p.cols-1)*colGap) / float64(p.cols)
	rad := math.Min(p.row*0.36, ctx.Px(sp.crest))
	rows := (len(s.lines) + p.cols - 1) / p.cols
	for i, l := range s.lines { // down each column, then the next
		cell := ui.Rect{X: in.X + float64(i/rows)*(cw+colGap), Y: y + float64(i%rows)*p.row, W: cw, H: p.row}
		crest(i, cell.X+rad, cell.Y+cell.H/2, rad)
		x := cell.X + 2*rad + gap
		end := cell.X + cell.W
		if p.level < seatingNoKinds { // name and kind shrink alike where they must
			kw := math.Min(s.kindW, s.kindW*(end-x-gap)/(s.nameW+s.kindW))
			kst := seatingMuted
			kst.Align = text.Right | text.Middle
			s.boxes = append(s.boxes, seatingBox{l.kind, ui.Rect{X: end - kw, Y: cell.Y, W: kw, H: cell.H}, kst})
			end -= kw + gap
		}
		st := seatingInk
		st.Bold = l.first
		s.boxes = append(s.boxes, seatingBox{l.name, ui.Rect{X: x, Y: cell.Y, W: end - x, H: cell.H}, st})
	}
	y += float64(rows) * p.row
	s.boxes = append(s.boxes, seatingBox{s.first, ui.Rect{X: in.X, Y: y, W: in.W, H: line},
		text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Middle}})
	y += line
	if p.level < seatingNoTap {
		s.boxes = append(s.boxes, seatingBox{s.tap, ui.Rect{X: in.X, Y: y, W: in.W, H: line},
			text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.HCenter | text.Middle}})
	}
}

// drawPanel draws panel p at r on dst.
func (s *seatingScene) drawPanel(dst *ebiten.Image, ctx *ui.Context, p seatingPanel, r ui.Rect) {
	sprites.Panel(dst, r, ctx.Px(16))
	s.place(ctx, p, r, func(i int, cx, cy, rad float64) { ui.DrawCrest(dst, ctx, i, cx, cy, rad) })
	for _, b := range s.boxes {
		ui.DrawTextIn(dst, b.s, b.r, b.style, ui.Fit{Floor: ui.MinText})
	}
}

// OnLeave frees the turned copies' offscreen images.
func (s *seatingScene) OnLeave(*ui.Context) {
	for i := range s.frames {
		s.frames[i].Release()
	}
}
