package shinobi

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// resultsPanel reveals each player's secret clan with its total on the
// table: the clan's card (crest and colour) beside a sentence naming it.
type resultsPanel struct {
	clans []shinobi.Clan
	lines []string
	won   []bool
	says  string
}

func newResultsPanel(m *game.Match) table.ResultsPanel {
	st, ok := m.State().(*shinobi.State) // the game is over: the clans are told
	if !ok {
		return nil
	}
	out := m.Outcome()
	p := &resultsPanel{}
	for i, s := range m.Seats {
		c := st.ClanOf(rules.Player(i))
		p.clans = append(p.clans, c)
		p.won = append(p.won, out.Won(rules.Player(i)))
		p.lines = append(p.lines, i18n.T("shinobi.results.held", s.Name, shinobiClanName(c), st.ClanTotal(c)))
	}
	p.says = strings.Join(p.lines, "\n")
	return p
}

func (p *resultsPanel) Says() string { return p.says }

func (p *resultsPanel) Height(ctx *ui.Context, _ float64) float64 {
	return ctx.Px(34) + float64(len(p.clans))*ctx.Px(64)
}

func (p *resultsPanel) Draw(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	title, rest := ui.CutTop(r, ctx.Px(34))
	ui.DrawTextIn(dst, i18n.T("shinobi.results.title"), title, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11})
	rowH := math.Min(ctx.Px(64), rest.H/float64(max(1, len(p.clans))))
	// Every line in one size: the smallest any of them needs.
	st := text.Style{Size: ui.SizeBody, Color: sprites.TextColor, Align: text.Left | text.Middle}
	fit := ui.Fit{Floor: 11, Lines: 2, Shrink: ui.SizeSmall}
	for i := range p.clans {
		bold := st
		bold.Bold = p.won[i]
		ch := rowH - ctx.Px(10)
		st.Size = ui.FitText(p.lines[i], bold, rest.W-ch*0.72-ctx.Px(22), rowH-ctx.Px(6), fit).Size
	}
	for i, c := range p.clans {
		row := ui.Rect{X: rest.X, Y: rest.Y + float64(i)*rowH, W: rest.W, H: rowH - ctx.Px(6)}
		if p.won[i] {
			sprites.FillRoundRect(dst, row, ctx.Px(10), sprites.Fade(sprites.AccentColor, 0.35))
		}
		ch := row.H - ctx.Px(4)
		card := ui.Rect{X: row.X + ctx.Px(6), Y: row.Y + ctx.Px(2), W: ch * 0.72, H: ch}
		if c >= 0 && c < shinobi.Clans {
			drawClanCard(dst, ctx, card, c)
		}
		_, words := ui.CutLeft(row, card.W+ctx.Px(16))
		line := st
		line.Bold = p.won[i]
		ui.DrawTextIn(dst, p.lines[i], words, line, fit)
	}
}
