package scenes

import (
	"context"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/scenes/netplay"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// onlineCreate is what the setup has when the game is to be played
// online: how long each seat has for a move, and the creation on the
// server. The first person's seat is this device's; every other person's
// is a friend's, who gets a link. The server deals, so the setup draws no
// order and no deal.
type onlineCreate struct {
	clock    ui.Choice // "clock:<kind>"
	creating call
	host     int // the seat this device takes, -1 for none (bots only)
}

// The clocks offered: none, live minutes, days per move.
var onlineClocks = []struct {
	id    string
	clock wire.Clock
}{
	{"none", wire.Clock{}},
	{"live", wire.Clock{Kind: "live", PerMove: (5 * time.Minute).Milliseconds()}},
	{"day", wire.Clock{Kind: "days", PerMove: (24 * time.Hour).Milliseconds()}},
	{"days", wire.Clock{Kind: "days", PerMove: (3 * 24 * time.Hour).Milliseconds()}},
}

// newOnlineSetup builds the setup of an online game of g.
func newOnlineSetup(app *App, g rules.Game) *setupScene {
	s := newSetup(app, g)
	s.online = &onlineCreate{clock: ui.Choice{ID: "clock", Value: "none"}}
	for _, c := range onlineClocks {
		s.online.clock.Options = append(s.online.clock.Options, ui.Option{Value: c.id})
	}
	if name := app.onlineBook().Name; name != "" {
		s.model.Seats[0].Name, s.names[0].Text = name, name
	}
	return s
}

// kindLabel is the name of seat i's kind: online, a person's seat other
// than this device's is a friend's, invited by a link.
func (s *setupScene) kindLabel(i int) string {
	k := s.model.Seats[i].Kind
	if s.online != nil && k == table.Human && i != s.firstPerson() {
		return i18n.T("online.friend")
	}
	return table.KindLabel(k)
}

// firstPerson is the first seat a person plays, -1 for none.
func (s *setupScene) firstPerson() int {
	for i := 0; i < s.model.Players; i++ {
		if s.model.Seats[i].Kind == table.Human {
			return i
		}
	}
	return -1
}

// layout places the clock's row at *y, under its heading (section).
func (c *onlineCreate) layout(ctx *ui.Context, inner ui.Rect, y *float64, section func(key string)) {
	section("online.clock")
	for i, k := range onlineClocks {
		c.clock.Options[i].Label = i18n.T("online.clock." + k.id)
	}
	row := ctx.Px(ui.ButtonH)
	c.clock.Rect = ui.Rect{X: inner.X, Y: *y, W: inner.W, H: row}
	*y += row + 2*ctx.Px(ui.Gap)
}

func (c *onlineCreate) draw(dst *ebiten.Image, ctx *ui.Context, vis func(ui.Rect) bool) {
	if vis(c.clock.Rect) {
		c.clock.Draw(dst, ctx)
	}
}

// update takes the clock chosen and the server's answer, and checks the
// form; Start creates the game.
func (c *onlineCreate) update(ctx *ui.Context, s *setupScene) error {
	if s.inView(&c.clock.Rect, c.clock.Update, ctx) {
		ctx.Redraw()
	}
	if v, err, ok := c.creating.done(); ok {
		ctx.Redraw()
		if err != nil {
			s.errMsg, s.start.Disabled = onlineError(err), false
			return nil
		}
		c.created(ctx, s, v.(*wire.CreateResponse))
		return nil
	}
	if c.creating.busy() {
		s.start.Disabled = true
		return nil
	}
	return s.check(ctx)
}

// create asks the server for the game the form describes.
func (c *onlineCreate) create(s *setupScene) {
	cfg, seats, err := s.model.Build()
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	req := wire.CreateRequest{Game: s.model.Game.ID, Config: cfg}
	for _, k := range onlineClocks {
		if k.id == c.clock.Value {
			req.Clock = k.clock
		}
	}
	for _, seat := range seats {
		req.Seats = append(req.Seats, wire.SeatSpec{Name: seat.Name, Bot: seat.Bot})
	}
	c.host = s.firstPerson()
	book := s.app.onlineBook()
	if c.host >= 0 {
		book.Name = seats[c.host].Name
	}
	client, token := s.app.onlineClient(book.Server), book.PlayerToken(book.Server)
	host, name := c.host, book.Name
	c.creating.start(func(ctx context.Context) (any, error) {
		return createOnline(ctx, client, req, host, token, name)
	})
	s.start.Disabled = true
}

// createOnline creates the game req describes, this device's person at
// seat host (-1: none). A device that plays already has a token, which
// names its person on the server: the server seats them at once. A device
// new to the server joins its seat through the seat's own link instead,
// which gives it its token.
func createOnline(ctx context.Context, client *online.Client, req wire.CreateRequest, host int, token, name string) (*wire.CreateResponse, error) {
	if host >= 0 && token != "" {
		req.HostSeat = &host
		return client.Create(ctx, req, token)
	}
	r, err := client.Create(ctx, req, "")
	if err != nil || host < 0 {
		return r, err
	}
	for i, inv := range r.Invites {
		if inv.Seat == host {
			j, err := client.Join(ctx, inv.Secret, name)
			if err != nil {
				return nil, err
			}
			r.Token = j.Token
			r.Invites = append(r.Invites[:i:i], r.Invites[i+1:]...)
			return r, nil
		}
	}
	return r, nil
}

// created keeps the new game in the book and shows its links.
func (c *onlineCreate) created(ctx *ui.Context, s *setupScene, r *wire.CreateResponse) {
	book := s.app.onlineBook()
	e := netplay.Entry{Server: book.Server, Game: r.Game, Kind: s.model.Game.ID, Token: r.Token, Seat: c.host,
		Host: r.HostToken, Invites: r.Invites}
	book.Add(e)
	s.app.saveBook()
	ctx.App.Replace(newInvites(s.app, e))
}
