package scenes

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/scenes/netplay"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// onlineHome is "Play online": the games this device takes part in, the
// one whose turn it is first (each a row; a tap opens its table); a new
// game of each game; a friend's link to join; and the server played on.
//
// Script ids: "online:game:<n>" (n from 1, labelled with the game, its
// players and whose turn), "online:new:<game id>", "online:link" and
// "online:join", "online:server"; "online:note" says what went wrong.
type onlineHome struct {
	app *App
	sheetScreen

	rows    []onlineRow // "online:game:<n>"
	entries []wire.MineEntry
	games   []rules.Game
	news    []ui.Button // "online:new:<id>"
	link    ui.TextField
	join    ui.Button
	server  ui.TextField
	note    string
	noteR   ui.Rect
	emptyR  ui.Rect
	serverR ui.Rect // the note under the server's address

	mine    call
	joining call
	pending *netplay.Entry // a game joined, waiting for its first fetch to be opened
	asked   time.Time      // when the list was last asked for
	lang    string
}

// newOnlineHome builds "Play online"; a secret from an invite link, when
// given, is joined at once.
func newOnlineHome(app *App, secret string) *onlineHome {
	o := &onlineHome{app: app, games: table.Playable()}
	o.scroll = ui.ScrollView{ID: "online"}
	book := app.onlineBook()
	o.server = ui.TextField{ID: "online:server", Text: book.Server, MaxLen: 200}
	o.link = ui.TextField{ID: "online:link", MaxLen: 400}
	o.join = ui.Button{ID: "online:join", Icon: "play", Kind: ui.ButtonPrimary}
	for _, g := range o.games {
		o.news = append(o.news, ui.Button{ID: "online:new:" + g.ID, Icon: gameIcon(g.ID), Kind: ui.ButtonSecondary})
	}
	if secret != "" {
		o.startJoin(secret)
	}
	return o
}

func (o *onlineHome) Name() string { return "online" }

// OnEnter asks again for the games: one may have moved on meanwhile.
func (o *onlineHome) OnEnter(*ui.Context) { o.asked = time.Time{} }

// refreshEvery is how often the list is asked for again while it shows.
const refreshEvery = 10 * time.Second

// ask asks the server for this device's games, when it is time.
func (o *onlineHome) ask() {
	if o.mine.busy() || time.Since(o.asked) < refreshEvery {
		return
	}
	o.asked = time.Now()
	book := o.app.onlineBook()
	server, tokens := book.Server, book.Tokens(book.Server)
	if len(tokens) == 0 {
		o.entries = nil
		return
	}
	client := o.app.onlineClient(server)
	o.mine.start(func(ctx context.Context) (any, error) { return client.Mine(ctx, tokens) })
}

// startJoin exchanges secret for this device's token of a seat.
func (o *onlineHome) startJoin(secret string) {
	book := o.app.onlineBook()
	client, name := o.app.onlineClient(book.Server), book.Name
	o.joining.start(func(ctx context.Context) (any, error) { return client.Join(ctx, secret, name) })
	o.note = i18n.T("online.joining")
}

// answers takes the answers of the calls under way.
func (o *onlineHome) answers(ctx *ui.Context) {
	book := o.app.onlineBook()
	if v, err, ok := o.mine.done(); ok {
		ctx.Redraw()
		switch {
		case err != nil:
			o.note = onlineError(err)
		default:
			r := v.(*wire.MineResponse)
			o.note, o.entries = "", r.Games
			if len(r.Revoked) > 0 {
				book.Forget(book.Server, r.Revoked)
				o.app.saveBook()
			}
			o.relabel()
		}
	}
	if v, err, ok := o.joining.done(); ok {
		ctx.Redraw()
		if err != nil {
			o.note = onlineError(err)
			return
		}
		r := v.(*wire.JoinResponse)
		o.note, o.link.Text = "", ""
		e := netplay.Entry{Server: book.Server, Game: r.Game, Token: r.Token, Seat: int(r.Seat)}
		if old := book.Find(book.Server, r.Game); old != nil {
			e.Kind, e.Host, e.Invites = old.Kind, old.Host, old.Invites
		}
		o.asked = time.Time{}
		o.openJoined(e)
	}
}

// openJoined opens the game just joined; its kind comes with its first
// fetch, so the session is asked before the table is chosen.
func (o *onlineHome) openJoined(e netplay.Entry) {
	if e.Kind == "" {
		snap := o.app.session(e).Snapshot()
		if snap.Rules.ID == "" {
			o.pending = &e
			o.note = i18n.T("online.connecting")
			return
		}
		e.Kind = snap.Rules.ID
	}
	book := o.app.onlineBook()
	book.Add(e)
	o.app.saveBook()
	o.app.openOnline(e)
}

// onlineRow is a game of the list: its name over who plays and whose
// turn it is, marked when it is this device's.
type onlineRow struct {
	id, title, sub string
	mine           bool // this device's turn
	rect           ui.Rect
	titleH, subH   float64
}

// relabel words the rows of the games: the game, who plays, whose turn.
func (o *onlineHome) relabel() {
	o.rows = o.rows[:0]
	for i, e := range o.entries {
		title, sub := entryLines(e)
		o.rows = append(o.rows, onlineRow{id: "online:game:" + strconv.Itoa(i+1), title: title, sub: sub, mine: e.YourTurn && !e.Over})
	}
}

// entryLines are a game of the list in words: the game, then its players
// and whose turn it is (or that it is over).
func entryLines(e wire.MineEntry) (title, sub string) {
	title = e.GameKind
	if g, err := rules.Lookup(e.GameKind); err == nil {
		title = table.GameName(g)
	}
	names := make([]string, len(e.Seats))
	for i, s := range e.Seats {
		names[i] = s.Name
	}
	state := i18n.T("online.over")
	switch {
	case e.Over:
	case e.YourTurn:
		state = i18n.T("online.your_turn")
	case int(e.ToMove) >= 0 && int(e.ToMove) < len(names):
		state = i18n.T("online.their_turn", names[e.ToMove])
	}
	return title, strings.Join(names, ", ") + " · " + state
}

// Styles of a row of the list.
var (
	rowTitleStyle = text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor}
	rowSubStyle   = text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor}
)

func (o *onlineHome) layout(ctx *ui.Context) {
	o.place(ctx, 0, maxSheetW)
	if o.lang != ctx.Lang {
		o.lang = ctx.Lang
		for i, g := range o.games {
			o.news[i].Label = table.GameName(g)
		}
		o.link.Placeholder, o.join.Label = i18n.T("online.link"), i18n.T("online.join")
		o.server.Placeholder = localServer
	}
	pad := ctx.Px(16)
	inner := o.lay.Body.Inset(pad)
	y := inner.Y - o.scroll.Offset
	row, gap, head := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap), ctx.Px(28)
	section := func(key string) {
		o.heads = append(o.heads, sectionHead{key, ui.Rect{X: inner.X, Y: y, W: inner.W, H: head}})
		y += head
	}
	paragraph := func(s string) ui.Rect {
		_, h := text.MeasureWrapped(s, inner.W, text.Style{Size: ui.SizeBody})
		r := ui.Rect{X: inner.X, Y: y, W: inner.W, H: h}
		y += h + gap
		return r
	}
	o.noteR = ui.Rect{}
	if o.note != "" {
		o.noteR = paragraph(o.note)
	}
	section("online.mine")
	o.emptyR = ui.Rect{}
	if len(o.rows) == 0 {
		o.emptyR = paragraph(i18n.T("online.none"))
	}
	for i := range o.rows {
		r := &o.rows[i]
		w := inner.W - 2*ctx.Px(12)
		_, r.titleH = text.MeasureWrapped(r.title, w, rowTitleStyle)
		_, r.subH = text.MeasureWrapped(r.sub, w, rowSubStyle)
		r.rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: max(row, r.titleH+r.subH+ctx.Px(20))}
		y += r.rect.H + gap
	}
	y += gap
	section("online.new")
	grid := ui.NewGrid(ui.Rect{X: inner.X, Y: y, W: inner.W}, len(o.news), ctx.Px(220), 0, row, gap)
	for i := range o.news {
		o.news[i].Rect = grid.Cell(i)
	}
	y += grid.Height() + 2*gap
	section("online.join_head")
	joinW := min(ctx.Px(160), inner.W*0.35)
	o.link.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W - joinW - gap, H: row}
	o.join.Rect = ui.Rect{X: inner.X + inner.W - joinW, Y: y, W: joinW, H: row}
	y += row + 2*gap
	section("online.server")
	o.server.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
	y += row + gap
	o.serverR = paragraph(i18n.T("online.server_help"))
	o.scroll.ContentH = y + o.scroll.Offset - o.lay.Body.Y + pad
}

func (o *onlineHome) Update(ctx *ui.Context) error {
	o.answers(ctx)
	if o.pending != nil {
		if e := *o.pending; o.app.session(e).Snapshot().Rules.ID != "" {
			o.pending = nil
			o.note = ""
			o.openJoined(e)
			return nil
		}
	}
	o.ask()
	if o.update(ctx, o.layout) {
		return nil
	}
	vis := o.scroll.Visible
	if o.note != "" {
		ctx.RegisterWidget("online:note", o.note, o.noteR, true)
	}
	for i := range o.rows {
		r := &o.rows[i]
		if !vis(r.rect) {
			continue
		}
		ctx.RegisterWidget(r.id, r.title+" · "+r.sub, r.rect, true)
		if ctx.Input.Tapped(r.rect) {
			o.open(o.entries[i])
			return nil
		}
	}
	for i := range o.news {
		if vis(o.news[i].Rect) && o.news[i].Update(ctx) {
			ctx.App.Go(newOnlineSetup(o.app, o.games[i]))
			return nil
		}
	}
	if vis(o.link.Rect) {
		o.link.Update(ctx)
	}
	o.join.Disabled = o.joining.busy() || netplay.Secret(o.link.Text) == ""
	if vis(o.join.Rect) && o.join.Update(ctx) {
		o.startJoin(netplay.Secret(o.link.Text))
	}
	if vis(o.server.Rect) && o.server.Update(ctx) {
		book := o.app.onlineBook()
		if s := cleanServer(o.server.Text); s != "" && s != book.Server {
			book.Server = s
			o.app.saveBook()
			o.entries, o.rows, o.asked = nil, nil, time.Time{}
		}
	}
	return nil
}

// open opens a game of the list.
func (o *onlineHome) open(e wire.MineEntry) {
	book := o.app.onlineBook()
	entry := book.Find(book.Server, e.Game)
	if entry == nil {
		entry = &netplay.Entry{Server: book.Server, Game: e.Game, Token: e.Token, Seat: int(e.Seat)}
	}
	entry.Kind = e.GameKind
	o.app.openOnline(*entry)
}

func (o *onlineHome) Draw(dst *ebiten.Image, ctx *ui.Context) {
	o.layout(ctx)
	clip := o.draw(dst, ctx, i18n.T("online.title"))
	vis := o.scroll.Visible
	body := text.Style{Size: ui.SizeBody, Color: sprites.TextColor}
	muted := text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor}
	if vis(o.noteR) {
		ui.DrawParagraph(clip, o.note, o.noteR, body)
	}
	if vis(o.emptyR) {
		ui.DrawParagraph(clip, i18n.T("online.none"), o.emptyR, muted)
	}
	for i := range o.rows {
		if r := &o.rows[i]; vis(r.rect) {
			drawOnlineRow(clip, ctx, r)
		}
	}
	for i := range o.news {
		if vis(o.news[i].Rect) {
			o.news[i].Draw(clip, ctx)
		}
	}
	for _, f := range [...]*ui.TextField{&o.link, &o.server} {
		if vis(f.Rect) {
			f.Draw(clip, ctx)
		}
	}
	if vis(o.join.Rect) {
		o.join.Draw(clip, ctx)
	}
	if vis(o.serverR) {
		ui.DrawParagraph(clip, i18n.T("online.server_help"), o.serverR, muted)
	}
	o.scroll.DrawScrollbar(dst, ctx)
}

// drawOnlineRow draws a game of the list: a card, rimmed in gold when it
// is this device's turn.
func drawOnlineRow(dst *ebiten.Image, ctx *ui.Context, r *onlineRow) {
	sprites.Panel(dst, r.rect, ctx.Px(12))
	if r.mine {
		sprites.StrokeRoundRect(dst, r.rect, ctx.Px(12), ctx.Px(3), sprites.AccentColor)
	}
	in := r.rect.Inset(ctx.Px(12))
	in.Y += (in.H - r.titleH - r.subH) / 2
	ui.DrawParagraph(dst, r.title, ui.Rect{X: in.X, Y: in.Y, W: in.W, H: r.titleH}, rowTitleStyle)
	ui.DrawParagraph(dst, r.sub, ui.Rect{X: in.X, Y: in.Y + r.titleH, W: in.W, H: r.subH}, rowSubStyle)
}
