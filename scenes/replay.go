package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// replayScene steps through a finished game with ◄ and ► (or the arrow
// keys): the position after each move, the hand of the player to move next
// (nothing is secret once the game is over) and what that move did.
type replayScene struct {
	r    *game.Replay
	ply  int
	info table.Info

	back                    ui.Button
	first, prev, next, last ui.Button
	lay                     screenLayout
	table                   table.InfoLayout
	caption                 string
	stale                   bool
}

// newReplayScene builds the replay viewer of r, at the start of the game.
func newReplayScene(r *game.Replay) *replayScene {
	return &replayScene{r: r, stale: true,
		first: ui.Button{ID: "replay:first", Label: "◄◄", Kind: ui.ButtonSecondary},
		prev:  ui.Button{ID: "replay:prev", Label: "◄", Kind: ui.ButtonPrimary},
		next:  ui.Button{ID: "replay:next", Label: "►", Kind: ui.ButtonPrimary},
		last:  ui.Button{ID: "replay:last", Label: "►►", Kind: ui.ButtonSecondary}}
}

func (s *replayScene) Name() string { return "replay" }

// Ply is the number of moves shown.
func (s *replayScene) Ply() int { return s.ply }

// show rebuilds what ply s.ply looks like.
func (s *replayScene) show() {
	s.stale = false
	st, events, err := s.r.At(s.ply)
	if err != nil {
		s.info = table.Info{Viewer: rules.NoPlayer}
		s.caption = i18n.T("replay.failed", err)
		return
	}
	// The hand shown is the next mover's, or at the end the last mover's.
	who := st.ToMove()
	recs := s.r.Records()
	if who == rules.NoPlayer && s.ply > 0 {
		who = recs[s.ply-1].Player
	}
	s.info = table.DescribeState(st, s.r.Seats, who)
	if who != rules.NoPlayer {
		s.info.HandOf = s.r.Seats[who].Name
	}
	for _, e := range events {
		s.info.Log = append(s.info.Log, e.Text)
	}
	if s.ply == 0 {
		s.caption = i18n.T("replay.start")
		return
	}
	rec := recs[s.ply-1]
	s.caption = i18n.T("replay.ply", s.ply, s.r.Len(), s.r.Seats[rec.Player].Name, table.ActionLabel(s.r.Game.ID, rec.Action))
}

func (s *replayScene) layout(ctx *ui.Context) {
	s.lay = layoutScreen(ctx, 1, 1100)
	s.back = backButton(ctx, s.lay.Header)
	f := s.lay.Footer
	w := math.Min(f.W, ctx.Px(420))
	f = ui.Rect{X: f.X + (f.W-w)/2, Y: f.Y, W: w, H: f.H}
	for i, b := range [...]*ui.Button{&s.first, &s.prev, &s.next, &s.last} {
		b.Rect = ui.Column(f, 4, i, ctx.Px(ui.Gap))
	}
	s.first.Disabled = s.ply == 0
	s.prev.Disabled = s.ply == 0
	s.next.Disabled = s.ply >= s.r.Len()
	s.last.Disabled = s.ply >= s.r.Len()
	s.table = table.LayoutInfo(ctx, s.lay.Body, &s.info, 0)
}

func (s *replayScene) Update(ctx *ui.Context) error {
	if s.stale {
		s.show()
		ctx.Redraw()
	}
	s.layout(ctx)
	in := ctx.Input
	ply := s.ply
	switch {
	case s.back.Update(ctx):
		ctx.App.Back()
		return nil
	case s.first.Update(ctx):
		ply = 0
	case s.prev.Update(ctx) || in.KeyPressed(ebiten.KeyArrowLeft):
		ply--
	case s.next.Update(ctx) || in.KeyPressed(ebiten.KeyArrowRight):
		ply++
	case s.last.Update(ctx):
		ply = s.r.Len()
	}
	ply = max(0, min(ply, s.r.Len()))
	if ply != s.ply {
		s.ply, s.stale = ply, true
		ctx.Redraw()
	}
	return nil
}

func (s *replayScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	if s.stale {
		s.show()
	}
	s.layout(ctx)
	ui.DrawBackdrop(dst, ctx)
	s.back.Draw(dst, ctx)
	drawTitle(dst, ctx, s.lay.Header, &s.back, i18n.T("replay.title"))
	// The caption takes the table's top strip, where a live table has its status.
	c := s.table.Top
	_, cy := c.Center()
	ui.DrawFitText(dst, s.caption, c.X, cy, c.W, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle})
	table.DrawInfo(dst, ctx, &s.info, &s.table)
	for _, b := range [...]*ui.Button{&s.first, &s.prev, &s.next, &s.last} {
		b.Draw(dst, ctx)
	}
}
