package scenes

import (
	"context"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/device"
	"kamon/i18n"
	"kamon/online/wire"
	"kamon/scenes/netplay"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// invitesScene gives out the links of an online game this device created:
// one per friend's seat, one for spectators. Each is a capability: whoever
// opens it plays that seat (or watches), so it goes only to that person; a
// new link revokes the old one. The links show whole, to be read out or
// copied (in a browser, a tap copies one).
//
// Script ids: "invite:<seat>" (from 1; "invite:watch" for spectators),
// labelled with the link, "invite:<seat>:copy" where a copy is possible,
// "invite:<seat>:new", and "invites:open".
type invitesScene struct {
	app *App
	sheetScreen
	entry netplay.Entry
	rows  []inviteRow
	open  ui.Button
	note  string
	noteR ui.Rect
	lang  string

	reissuing call
	reissued  int // the seat of the link being made anew
}

type inviteRow struct {
	seat       int // -1: the spectators'
	id, link   string
	title      string
	shown      string  // link broken into lines that fit
	shownW     float64 // the width shown was broken for
	rect, text ui.Rect
	copy, anew ui.Button
}

// newInvites builds the links of e's game.
func newInvites(app *App, e netplay.Entry) *invitesScene {
	s := &invitesScene{app: app, entry: e}
	s.scroll = ui.ScrollView{ID: "invites"}
	s.open = ui.Button{ID: "invites:open", Icon: "play", Kind: ui.ButtonPrimary}
	for _, inv := range e.Invites {
		id := "invite:watch"
		if inv.Seat >= 0 {
			id = "invite:" + strconv.Itoa(inv.Seat+1)
		}
		s.rows = append(s.rows, inviteRow{seat: inv.Seat, id: id, link: inviteLink(e.Server, inv.Secret),
			copy: ui.Button{ID: id + ":copy", Kind: ui.ButtonSecondary},
			anew: ui.Button{ID: id + ":new", Kind: ui.ButtonSecondary}})
	}
	return s
}

func (s *invitesScene) Name() string { return "invites" }

// linkStyle is a link's text: small, whole, wrapped anywhere.
var linkStyle = text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}

func (s *invitesScene) layout(ctx *ui.Context) {
	s.place(ctx, 1, maxSheetW)
	s.open.Rect = s.lay.Footer
	if s.lang != ctx.Lang {
		s.lang = ctx.Lang
		s.open.Label = i18n.T("online.open")
		snap := s.app.session(s.entry).Snapshot()
		for i := range s.rows {
			r := &s.rows[i]
			r.copy.Label, r.anew.Label = i18n.T("online.copy"), i18n.T("online.new_link")
			r.title = i18n.T("online.watch_link")
			if r.seat >= 0 {
				name := i18n.T("online.seat", r.seat+1)
				if r.seat < len(snap.Seats) {
					name = snap.Seats[r.seat].Name
				}
				r.title = i18n.T("online.seat_link", name)
			}
		}
	}
	pad := ctx.Px(16)
	inner := s.lay.Body.Inset(pad)
	y := inner.Y - s.scroll.Offset
	row, gap := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap)
	_, h := text.MeasureWrapped(i18n.T("online.invites_help"), inner.W, text.Style{Size: ui.SizeBody})
	s.noteR = ui.Rect{X: inner.X, Y: y, W: inner.W, H: h}
	y += h + 2*gap
	canCopy := device.PageURL() != ""
	for i := range s.rows {
		r := &s.rows[i]
		_, th := text.MeasureWrapped(r.title, inner.W, rowTitleStyle)
		if w := inner.W - 2*ctx.Px(12); r.shownW != w || r.shown == "" {
			r.shown, r.shownW = breakLink(r.link, w), w
		}
		_, lh := text.MeasureWrapped(r.shown, r.shownW, linkStyle)
		r.rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: th + lh + row + 3*gap}
		r.text = ui.Rect{X: inner.X + ctx.Px(12), Y: y + th + gap, W: inner.W - 2*ctx.Px(12), H: lh}
		buttons := ui.Rect{X: inner.X + ctx.Px(12), Y: r.text.Y + lh + gap, W: inner.W - 2*ctx.Px(12), H: row}
		r.copy.Rect, r.anew.Rect = ui.Rect{}, buttons
		if canCopy {
			r.copy.Rect, r.anew.Rect = ui.Column(buttons, 2, 0, gap), ui.Column(buttons, 2, 1, gap)
		}
		y += r.rect.H + gap
	}
	s.scroll.ContentH = y + s.scroll.Offset - s.lay.Body.Y + pad
}

func (s *invitesScene) Update(ctx *ui.Context) error {
	if v, err, ok := s.reissuing.done(); ok {
		ctx.Redraw()
		if err != nil {
			s.note = onlineError(err)
		} else {
			s.renew(*v.(*wire.Invite))
		}
	}
	if s.update(ctx, s.layout) {
		return nil
	}
	vis := s.scroll.Visible
	for i := range s.rows {
		r := &s.rows[i]
		if !vis(r.rect) {
			continue
		}
		ctx.RegisterWidget(r.id, r.link, r.text, true)
		if r.copy.Rect.W > 0 && r.copy.Update(ctx) && device.CopyText(r.link) {
			ctx.App.Notify(i18n.T("online.copied"))
		}
		r.anew.Disabled = s.reissuing.busy()
		if r.anew.Update(ctx) {
			s.reissue(r.seat)
		}
	}
	if s.open.Update(ctx) && s.entry.Token != "" {
		if t := s.app.onlineTable(s.entry); t != nil {
			ctx.App.Replace(t)
		}
	}
	return nil
}

// reissue asks a new link for seat, which revokes its old one.
func (s *invitesScene) reissue(seat int) {
	client, game, host := s.app.onlineClient(s.entry.Server), s.entry.Game, s.entry.Host
	s.reissued = seat
	s.reissuing.start(func(ctx context.Context) (any, error) { return client.Reissue(ctx, game, host, seat) })
}

// renew shows the new link and keeps it in the book.
func (s *invitesScene) renew(inv wire.Invite) {
	for i := range s.entry.Invites {
		if s.entry.Invites[i].Seat == inv.Seat {
			s.entry.Invites[i] = inv
		}
	}
	for i := range s.rows {
		if s.rows[i].seat == inv.Seat {
			s.rows[i].link, s.rows[i].shown = inviteLink(s.entry.Server, inv.Secret), ""
		}
	}
	book := s.app.onlineBook()
	if e := book.Find(s.entry.Server, s.entry.Game); e != nil {
		e.Invites = s.entry.Invites
	}
	s.app.saveBook()
	s.note = i18n.T("online.renewed")
}

func (s *invitesScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	s.layout(ctx)
	clip := s.draw(dst, ctx, i18n.T("online.invites"))
	vis := s.scroll.Visible
	help := i18n.T("online.invites_help")
	if s.note != "" {
		help = s.note
	}
	if vis(s.noteR) {
		ui.DrawParagraph(clip, help, s.noteR, text.Style{Size: ui.SizeBody, Color: sprites.TextColor})
	}
	for i := range s.rows {
		r := &s.rows[i]
		if !vis(r.rect) {
			continue
		}
		sprites.Panel(clip, r.rect, ctx.Px(12))
		ui.DrawParagraph(clip, r.title, ui.Rect{X: r.text.X, Y: r.rect.Y + ctx.Px(8), W: r.text.W, H: r.text.Y - r.rect.Y}, rowTitleStyle)
		ui.DrawParagraph(clip, r.shown, r.text, linkStyle)
		if r.copy.Rect.W > 0 {
			r.copy.Draw(clip, ctx)
		}
		r.anew.Draw(clip, ctx)
	}
	s.open.Draw(dst, ctx)
	s.scroll.DrawScrollbar(dst, ctx)
}

// breakLink is link broken into lines of at most w physical px: a link has
// no spaces to wrap at, and must show whole.
func breakLink(link string, w float64) string {
	var out []rune
	line := 0
	rs := []rune(link)
	for i := 0; i < len(rs); i++ {
		if lw, _ := text.Measure(string(rs[line:i+1]), linkStyle); lw > w && i > line {
			out = append(out, '\n')
			line = i
		}
		out = append(out, rs[i])
	}
	return string(out)
}
