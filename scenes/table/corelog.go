package table

// The game log seen from the table: who it is read for, where it opens,
// and what happened since a person's last turn.

import (
	"math"

	"kamon/game"
	"kamon/rules"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// logReader is who the game log opened from the table is for: it faces
// the person the screen is for (their edge in table mode) and reads what
// they may, but nobody's private lines in table mode, where every edge
// sees the page (the viewer is the public's while the screen waits to be
// handed on).
func (c *Core) logReader(ctx *ui.Context) Reader {
	tableMode := ctx.App.Settings().TableMode
	r := Reader{Viewer: c.viewer, Side: SeatSide(int(c.viewer), len(c.seats), tableMode)}
	if tableMode {
		r.Viewer = rules.NoPlayer
	}
	return r
}

// LogHead splits a log panel (DrawLogPanel) in two: its heading, the way
// to the game log, listed as the control "log" (a tap anywhere on the
// panel opens it), and its lines, read but told again in the game log
// (ui.Context.ReadLater): a passing panel over the table (a notice) with
// nothing free covers them before the prompt or the status line.
// The heading listed is a fingertip tall at least, taking the top of the
// lines where it is drawn lower.
func LogHead(ctx *ui.Context, r ui.Rect) (head, lines ui.Rect) {
	h := 2*ctx.Px(12) + text.LineHeight(logHeadStyle)
	if r.H < 2*h {
		return r, ui.Rect{}
	}
	return ui.CutTop(r, math.Max(h, math.Min(r.H, ctx.Px(ui.Fingertip))))
}

// logTapped opens the game log when the log panel is tapped, the
// animation hurried to its end first (the page reads the log whole), and
// reports so.
func (c *Core) logTapped(ctx *ui.Context) bool {
	r := c.table.LogPanel(ctx)
	if r.W <= 0 || r.H <= 0 {
		return false
	}
	head, lines := LogHead(ctx, r)
	ctx.Register("log", "", head)
	ctx.ReadLater(lines)
	if !ctx.Input.Tapped(r) {
		return false
	}
	if !c.anim.Done() {
		c.hurry()
		c.Redescribe()
	}
	c.app.ShowGameLog(c.src, c.logReader(ctx))
	return true
}

// sinceStory is what happened since a person's last turn, told for the
// curtain before they lift it, kept while the match stays as it was.
type sinceStory struct {
	key   int // the match's generation +1, 0 for none yet
	to    rules.Player
	lines []string
}

// Since is what happened since p's last turn, told as a story (Story),
// as the whole table may read it: the curtain is up for everyone to see,
// so private events read as the public may see them, even p's own.
func (c *Core) Since(p rules.Player) []string {
	m := c.Match()
	if m == nil {
		return nil
	}
	if key := m.Generation() + 1; key != c.since.key || p != c.since.to {
		c.since = sinceStory{key: key, to: p, lines: Story(nil, m.Game.ID, sinceLastTurn(m, p), c.names, rules.NoPlayer)}
	}
	return c.since.lines
}

// sinceLastTurn is the log, as p may read it, of what the others did
// between p's last turn and p's turn now: after p's last action
// (game.Match.SinceLastTurn) when p's turn begins; when it is under way
// (p acted last: a game resumed in the middle of p's turn), before it
// began, since the turn before, as the curtain told it then.
func sinceLastTurn(m *game.Match, p rules.Player) []game.LogEntry {
	hist := m.History()
	end := len(hist)
	for end > 0 && hist[end-1].Player == p {
		end--
	}
	if end == len(hist) {
		return m.SinceLastTurn(p)
	}
	start := end
	for start > 0 && hist[start-1].Player != p {
		start--
	}
	var out []game.LogEntry
	for _, e := range m.LogFor(p) { // Ply counts actions from 1
		if e.Ply > start && e.Ply <= end {
			out = append(out, e)
		}
	}
	return out
}
