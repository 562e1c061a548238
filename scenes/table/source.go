package table

import (
	"kamon/game"
	"kamon/rules"
	"kamon/scenes/ui"
)

// Source is what a table draws from: the live match (Live) or a finished
// match shown ply by ply (Replayed). A table reads the view, the seats, the
// actions shown with their events and the log from it alone, so that the
// same table, with its own drawing and animations, runs read-only in the
// replay.
type Source interface {
	Rules() rules.Game
	Players() []game.Seat
	Config() rules.Config
	// View is the position shown as viewer may see it.
	View(viewer rules.Player) rules.State
	ToMove() rules.Player
	Outcome() rules.Outcome
	// History is the actions shown, oldest first, each with its events as
	// the source lets them be read.
	History() []game.Record
	// Log is the events of the actions shown, oldest first.
	Log() []game.LogEntry
}

// ReplaySource is a Source shown read-only at one ply from one point of
// view: a Replayed, or any other source of positions (a test deals one).
type ReplaySource interface {
	Source
	Ply() int             // actions shown
	Viewer() rules.Player // whose eyes they are shown for
}

// live is a match being played: everything it holds, read as it is.
type live struct{ *game.Match }

// Live is m as a table's source.
func Live(m *game.Match) Source { return live{m} }

func (l live) Rules() rules.Game    { return l.Game }
func (l live) Players() []game.Seat { return l.Seats }

// Replayed is a finished match shown at one ply, from one point of view:
// the public's, or once the game is over a player's (game.Replay allows no
// other). It reads only the replay's views and events, never the true
// state, so a table drawing from it shows nothing hidden from that viewer.
type Replayed struct {
	r       *game.Replay
	records []game.Record // every action, with its events unmasked: never handed out
	ply     int
	viewer  rules.Player
	view    rules.State // the position shown, for ToMove and Outcome
	hist    []game.Record
	log     []game.LogEntry
}

// NewReplayed shows r at its start, from the public's point of view.
func NewReplayed(r *game.Replay) *Replayed {
	s := &Replayed{r: r, records: r.Records(), ply: -1, viewer: rules.NoPlayer}
	s.Seek(0, rules.NoPlayer)
	return s
}

// Replay is the replay shown.
func (s *Replayed) Replay() *game.Replay { return s.r }

// Ply is the number of actions shown; Viewer whose eyes they are shown for.
func (s *Replayed) Ply() int             { return s.ply }
func (s *Replayed) Viewer() rules.Player { return s.viewer }

// Seek shows the position after ply actions (clamped to the replay) as
// viewer sees it; a viewer the replay may not show (a player's view before
// the end) falls back to the public.
func (s *Replayed) Seek(ply int, viewer rules.Player) {
	ply = max(0, min(ply, s.r.Len()))
	view, err := s.r.ViewAt(ply, viewer)
	if err != nil {
		viewer = rules.NoPlayer
		view, _ = s.r.ViewAt(ply, viewer)
	}
	if ply == s.ply && viewer == s.viewer {
		return
	}
	if viewer != s.viewer {
		s.hist, s.log = s.hist[:0], s.log[:0]
	}
	s.hist = s.hist[:min(ply, len(s.hist))]
	s.viewer, s.view = viewer, view
	hidden := s.r.Game.Hidden
	for k := len(s.hist) + 1; k <= ply; k++ {
		ev, _ := s.r.EventsAt(k, viewer)
		rec := game.Record{Player: s.r.Mover(k), Events: ev}
		if !hidden { // a hidden game's notation may name what is hidden
			rec.Action = s.records[k-1].Action
		}
		s.hist = append(s.hist, rec)
		for _, e := range ev {
			s.log = append(s.log, game.LogEntry{Ply: k, Mover: rec.Player, Event: e})
		}
	}
	s.ply = ply
	n := 0
	for n < len(s.log) && s.log[n].Ply <= ply {
		n++
	}
	s.log = s.log[:n]
}

func (s *Replayed) Rules() rules.Game    { return s.r.Game }
func (s *Replayed) Players() []game.Seat { return s.r.Seats }
func (s *Replayed) Config() rules.Config { return s.r.Config }

// View is the position shown; a viewer other than the one shown gets the
// public view (the replay shows one point of view at a time).
func (s *Replayed) View(viewer rules.Player) rules.State {
	if viewer != s.viewer {
		viewer = rules.NoPlayer
	}
	v, err := s.r.ViewAt(s.ply, viewer)
	if err != nil {
		return s.view.View(rules.NoPlayer)
	}
	return v
}

func (s *Replayed) ToMove() rules.Player   { return s.view.ToMove() }
func (s *Replayed) Outcome() rules.Outcome { return s.view.Outcome() }
func (s *Replayed) History() []game.Record { return s.hist }
func (s *Replayed) Log() []game.LogEntry   { return s.log }

// ReplayTable is a game's table showing a Replayed read-only: it draws
// the position at the source's ply, animating a step forward, and leaves
// its menu button's place (MenuRect) to the replay viewer's way back.
type ReplayTable interface {
	ui.Scene
	MenuRect() ui.Rect
}

// ReplayFactory builds a game's read-only table for src.
type ReplayFactory func(src ReplaySource) ReplayTable
