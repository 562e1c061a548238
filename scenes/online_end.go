package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/scenes/feedback"
	"kamon/scenes/netplay"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// onlineEnd is the moment between an online game's last move and its
// results: the server releases the finished game (its deal and every
// action, in Kamon's save format) and the usual results screen shows it,
// with its replay; Play again asks the server for a rematch.
type onlineEnd struct {
	app  *App
	seat *netplay.Seat
	err  string
}

func newOnlineEnd(app *App, seat *netplay.Seat) *onlineEnd { return &onlineEnd{app: app, seat: seat} }

func (e *onlineEnd) Name() string { return "online-end" }

func (e *onlineEnd) Update(ctx *ui.Context) error {
	e.seat.Generation() // the newest moment of the game
	data := e.seat.Save()
	if data == nil {
		if t := e.seat.Trouble(); t != e.err {
			e.err = t
			ctx.Redraw()
		}
		return nil
	}
	m, err := game.Load(data)
	if err != nil {
		e.err = i18n.T("online.failed", err)
		ctx.Redraw()
		return nil
	}
	ctx.App.Replace(newResults(e.app, m, e.seat))
	feedback.End(m.Outcome(), onlineSeats(m, e.seat))
	return nil
}

// onlineSeats are m's seats as this device sees them: its own seat a
// person's, every other a stranger's (played elsewhere), so that the
// results sound a win only for the person here.
func onlineSeats(m *game.Match, seat *netplay.Seat) []game.Seat {
	out := make([]game.Seat, len(m.Seats))
	for i := range out {
		out[i] = game.Seat{Name: m.Seats[i].Name, Bot: "elsewhere"}
		if i == int(seat.Snapshot().Seat) {
			out[i].Bot = ""
		}
	}
	return out
}

func (e *onlineEnd) Draw(dst *ebiten.Image, ctx *ui.Context) {
	ui.DrawBackdrop(dst, ctx)
	msg := i18n.T("online.results_coming")
	if e.err != "" {
		msg = e.err
	}
	ui.DrawTextIn(dst, msg, ctx.Safe(), text.Style{Size: ui.SizeHeading, Color: sprites.Paper, Align: text.Center | text.Middle}, ui.Fit{Floor: ui.MinText, Lines: 4})
}

// rematch asks the server for the rematch of the game this device played
// online (the same people in the same seats, a new deal), and opens its
// table once the server has named it: the same device token reaches it.
func (r *resultsScene) rematch(ctx *ui.Context) {
	s := r.seat.Session()
	snap := s.Snapshot()
	if snap.Rematch == "" {
		if !r.waited {
			r.waited = true
			s.Rematch()
		}
		r.msg = i18n.T("online.rematch_asked")
		ctx.Redraw()
		return
	}
	book := r.app.onlineBook()
	old := book.Find(book.Server, snap.Game)
	if old == nil {
		r.msg = i18n.T("online.failed", snap.Game)
		return
	}
	next := *old
	next.Game, next.Invites = snap.Rematch, nil
	book.Add(next)
	r.app.saveBook()
	ctx.App.Home()
	ctx.App.Go(newOnlineHome(r.app, ""))
	r.app.openOnline(next)
}
