package peuple

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// resultsPanel is the score track at the end: each player's score along
// a track of pips, and the winner's path to it (the score after each
// change), marked on their track and told in a sentence.
type resultsPanel struct {
	names  []string
	scores []int
	won    []bool
	path   []int // the winner's scores as they changed; nil without a single winner
	top    int   // pips on a track
	lines  []string
	says   string
}

func newResultsPanel(m *game.Match) table.ResultsPanel {
	st, ok := m.State().(*peuple.State)
	if !ok {
		return nil
	}
	out := m.Outcome()
	p := &resultsPanel{top: 12}
	for i, s := range m.Seats {
		sc := st.Score(rules.Player(i))
		p.names = append(p.names, s.Name)
		p.scores = append(p.scores, sc)
		p.won = append(p.won, out.Won(rules.Player(i)))
		p.top = max(p.top, sc)
		p.lines = append(p.lines, i18n.T("peuple.results.score", s.Name, sc))
	}
	if len(out.Winners) == 1 {
		w := out.Winners[0]
		p.path = scorePath(m, w)
		steps := make([]string, len(p.path))
		for i, v := range p.path {
			steps[i] = strconv.Itoa(v)
		}
		p.lines = append(p.lines, i18n.T("peuple.results.path", m.Seats[w].Name, p.scores[w], strings.Join(steps, ", ")))
	}
	p.says = strings.Join(p.lines, "\n")
	return p
}

// scorePath is p's score each time it changed, read from the match's
// public positions one action after another.
func scorePath(m *game.Match, p rules.Player) []int {
	data, err := m.MarshalJSON()
	if err != nil {
		return nil
	}
	r, err := game.NewReplay(data)
	if err != nil {
		return nil
	}
	var path []int
	last := 0
	for k := 1; k <= r.Len(); k++ {
		v, err := r.ViewAt(k, rules.NoPlayer)
		if err != nil {
			return nil
		}
		if st, ok := v.(*peuple.State); ok && st.Score(p) != last {
			last = st.Score(p)
			path = append(path, last)
		}
	}
	return path
}

func (p *resultsPanel) Says() string { return p.says }

func (p *resultsPanel) Height(ctx *ui.Context, w float64) float64 {
	h := ctx.Px(34) + float64(len(p.names))*ctx.Px(46)
	if p.path != nil {
		_, th := text.MeasureWrapped(p.lines[len(p.lines)-1], w, text.Style{Size: ui.SizeBody})
		h += th + ctx.Px(8)
	}
	return h
}

func (p *resultsPanel) Draw(dst *ebiten.Image, ctx *ui.Context, r ui.Rect) {
	title, rest := ui.CutTop(r, ctx.Px(34))
	ui.DrawTextIn(dst, i18n.T("peuple.results.title"), title, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.HCenter | text.Middle}, ui.Fit{Floor: 11})
	// The path's sentence takes what the rows leave at their least (30 px
	// each), in smaller type where it must, and the rows share the rest;
	// where a line of it does not fit, the sheet beside still says who won.
	var path ui.TextFit
	pathSt := text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor}
	var pathH float64
	if p.path != nil {
		room := rest.H - float64(len(p.names))*ctx.Px(30) - ctx.Px(4)
		if path = ui.FitText(p.lines[len(p.lines)-1], pathSt, rest.W, room, ui.Fit{Floor: 11, Lines: 4}); path.Cut || path.H > room {
			path = ui.TextFit{}
		}
		pathH = path.H + ctx.Px(4)
	}
	// The rows share what the path's sentence leaves, down to 30 px each.
	rowH := math.Max(ctx.Px(30), math.Min(ctx.Px(46), (rest.H-pathH)/float64(len(p.names))))
	for i := range p.names {
		row := ui.Rect{X: rest.X, Y: rest.Y + float64(i)*rowH, W: rest.W, H: rowH - ctx.Px(6)}
		if row.Y+row.H > r.Y+r.H {
			break
		}
		if p.won[i] {
			sprites.FillRoundRect(dst, row, ctx.Px(10), sprites.Fade(sprites.AccentColor, 0.35))
		}
		rad := math.Min(row.H*0.36, ctx.Px(16))
		ui.DrawCrest(dst, ctx, i, row.X+ctx.Px(8)+rad, row.Y+row.H/2, rad)
		in := ui.Rect{X: row.X + ctx.Px(16) + 2*rad, Y: row.Y + ctx.Px(4), W: row.W - ctx.Px(24) - 2*rad, H: row.H - ctx.Px(8)}
		// The sentence over the track where a line of it fits at the text
		// floor; a row too low for both (a phone) shows the track alone,
		// the sheet beside saying the scores.
		st := text.Style{Size: ui.SizeSmall, Bold: p.won[i], Color: sprites.TextColor, Align: text.Left | text.Middle}
		words, track := ui.CutTop(in, in.H*0.5)
		if floor := (text.Style{Size: 11, Bold: st.Bold}); words.H >= text.LineHeight(floor) {
			ui.DrawTextIn(dst, p.lines[i], words, st, ui.Fit{Floor: 11})
		} else {
			track = in
		}
		p.drawTrack(dst, ctx, track, i)
	}
	if len(path.Lines) > 0 {
		y := rest.Y + float64(len(p.names))*rowH + ctx.Px(4)
		ui.DrawFit(dst, path, ui.Rect{X: rest.X, Y: y, W: rest.W, H: path.H}, pathSt)
	}
}

// drawTrack draws seat i's track: a pip per point, filled up to the
// score in the seat's colour; on the winner's, the scores of their path
// ringed.
func (p *resultsPanel) drawTrack(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, i int) {
	step := r.W / float64(p.top)
	rad := math.Min(step*0.32, r.H*0.4)
	_, cy := r.Center()
	clr := sprites.PlayerColor(i)
	for k := 1; k <= p.top; k++ {
		cx := r.X + step*(float64(k)-0.5)
		if k <= p.scores[i] {
			sprites.FillCircle(dst, cx, cy, rad, clr)
		} else {
			sprites.FillCircle(dst, cx, cy, rad, sprites.Fade(sprites.Ink, 0.15))
		}
	}
	if !p.won[i] {
		return
	}
	for _, v := range p.path {
		if v >= 1 && v <= p.top {
			sprites.StrokeCircle(dst, r.X+step*(float64(v)-0.5), cy, rad*1.35, math.Max(1, ctx.Px(1.5)), sprites.Ink)
		}
	}
}
