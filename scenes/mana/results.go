package mana

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules/mana"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// resultsPanel is Mana in Black and White at the end: the board drawn
// small with the last position, the winning square marked.
type resultsPanel struct {
	pieces [manaSize * manaSize]byte
	bird   int
	last   int // the square of the last move, -1 if none
	won    bool
	says   string
}

func newResultsPanel(m *game.Match) table.ResultsPanel {
	st, ok := m.State().(*mana.State) // the game is over: nothing of it is hidden
	if !ok {
		return nil
	}
	p := &resultsPanel{bird: st.Bird(), last: -1}
	for sq := range p.pieces {
		p.pieces[sq] = st.Piece(sq)
	}
	out := m.Outcome()
	if h := m.History(); len(h) > 0 {
		p.last = readManaPlay(0, h[len(h)-1].Action).to
	}
	p.won = !out.Draw() && len(out.Winners) == 1
	if p.won {
		p.says = i18n.T("mana.won", m.Seats[out.Winners[0]].Name, manaSquareName(p.last))
	} else {
		p.says = i18n.T("results.draw")
	}
	return p
}

func (p *resultsPanel) Says() string { return p.says }

// Height is a title and a board as wide as the panel, 300 logical px at most.
func (p *resultsPanel) Height(ctx *ui.Context, w float64) float64 {
	return ctx.Px(34) + math.Min(w, ctx.Px(300))
}

func (p *resultsPanel) Draw(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	title, rest := ui.CutTop(r, ctx.Px(34))
	ui.DrawTextIn(dst, i18n.T("mana.results.title"), title, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11})
	side := math.Min(rest.W, rest.H)
	g := newManaGeom(ui.Rect{X: rest.X + (rest.W-side)/2, Y: rest.Y, W: side, H: side}, false)
	drawManaBoard(dst, ctx, &g)
	if p.last >= 0 && p.won {
		sprites.FillRoundRect(dst, g.rect(p.last).Inset(math.Max(1, ctx.Px(1.5))), ctx.Px(2), sprites.Fade(sprites.DangerColor, 0.45))
	}
	for sq, c := range p.pieces {
		if c != 0 {
			cx, cy := g.center(sq)
			sprites.DrawPiece(dst, cx, cy, g.cell*0.37, manaPiece(c, false, 1))
		}
	}
	if p.bird >= 0 {
		cx, cy := g.center(p.bird)
		drawManaBird(dst, cx, cy, g.cell*0.55, 0)
	}
}
