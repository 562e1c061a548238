package gosu

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// greatBattle is one Great Battle: each player's military and who took
// Supremacy (rules.NoPlayer: both, on a tie).
type greatBattle struct {
	military [2]int
	winner   rules.Player
	outcome  string // who took Supremacy, in words
}

// resultsPanel is the Great Battles of the match (up to three), each with
// both military counts and who won it.
type resultsPanel struct {
	names   []string
	battles []greatBattle
	lines   []string
	says    string
}

func newResultsPanel(m *game.Match) table.ResultsPanel {
	if len(m.Seats) != 2 {
		return nil
	}
	p := &resultsPanel{names: []string{m.Seats[0].Name, m.Seats[1].Name}}
	for _, e := range m.Log() {
		if e.Event.Kind != gosu.EventBattle {
			continue
		}
		tot := gosu.Info(e.Event, rules.NoPlayer).Totals
		b := greatBattle{military: tot, winner: e.Event.Player, outcome: i18n.T("gosu.battle_tie")}
		if b.winner >= 0 && int(b.winner) < 2 {
			b.outcome = i18n.T("gosu.battle_won", p.names[b.winner])
		}
		p.battles = append(p.battles, b)
		p.lines = append(p.lines, i18n.T("gosu.results.battle", len(p.battles), p.names[0], tot[0], p.names[1], tot[1])+" "+b.outcome+".")
	}
	if len(p.battles) == 0 {
		p.lines = append(p.lines, i18n.T("gosu.results.none"))
	}
	p.says = strings.Join(p.lines, "\n")
	return p
}

func (p *resultsPanel) Says() string { return p.says }

func (p *resultsPanel) Height(ctx *ui.Context, _ float64) float64 {
	return ctx.Px(34) + float64(max(1, len(p.battles)))*ctx.Px(76)
}

func (p *resultsPanel) Draw(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	title, rest := ui.CutTop(r, ctx.Px(34))
	ui.DrawTextIn(dst, i18n.T("gosu.results.title"), title, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11})
	if len(p.battles) == 0 {
		ui.DrawTextIn(dst, p.lines[0], rest, text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor, Align: text.HCenter | text.Top}, ui.Fit{Floor: 11, Lines: 3})
		return
	}
	rowH := math.Min(ctx.Px(76), rest.H/float64(len(p.battles)))
	for i, b := range p.battles {
		row := ui.Rect{X: rest.X, Y: rest.Y + float64(i)*rowH, W: rest.W, H: rowH - ctx.Px(6)}
		// The battle's number, as the game counts its rounds.
		num, row := ui.CutLeft(row, ctx.Px(44))
		ui.DrawTextIn(dst, [...]string{"I", "II", "III", "IV", "V"}[min(i, 4)], num, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextMutedColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11})
		counts, words := ui.CutTop(row, row.H*0.55)
		for s := range 2 {
			c := ui.Column(counts, 2, s, ctx.Px(ui.Gap))
			if b.winner == rules.Player(s) || b.winner == rules.NoPlayer {
				sprites.FillRoundRect(dst, c, ctx.Px(8), sprites.Fade(sprites.AccentColor, 0.35))
			}
			rad := math.Min(c.H*0.34, ctx.Px(13))
			ui.DrawCrest(dst, ctx, s, c.X+ctx.Px(6)+rad, c.Y+c.H/2, rad)
			_, nr := ui.CutLeft(c, ctx.Px(12)+2*rad)
			num, name := ui.CutRight(nr, ctx.Px(40))
			ui.DrawTextIn(dst, p.names[s], name, text.Style{Size: ui.SizeSmall, Bold: b.winner == rules.Player(s), Color: sprites.TextColor, Align: text.Left | text.Middle}, ui.Fit{Floor: 11})
			ui.DrawTextIn(dst, strconv.Itoa(b.military[s]), num, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Right | text.Middle}, ui.Fit{Floor: 11})
		}
		ui.DrawTextIn(dst, b.outcome, words, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Left | text.Middle}, ui.Fit{Floor: 11, Lines: 2})
	}
}
