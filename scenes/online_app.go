package scenes

import (
	"context"
	"errors"
	"strings"
	"time"

	"kamon/device"
	"kamon/i18n"
	"kamon/online"
	"kamon/scenes/netplay"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// The app's side of online play: the book of the games this device takes
// part in, one client per server, one session per game opened (kept while
// the app runs, so that going back to a game is instant), and the table
// of a game opened on the game's own table core (netplay.Seat).

// onlineState is what the app keeps of online play.
type onlineState struct {
	book     netplay.Book
	read     bool // the book was read from the store
	clients  map[string]*online.Client
	sessions map[string]*online.Session // by server and game
}

// localServer is where a desktop looks for a server at first: the one
// `make serve-online` starts.
const localServer = "http://127.0.0.1:8090"

// onlineBook is the device's book, read from the store at its first use.
func (a *App) onlineBook() *netplay.Book {
	o := &a.online
	if !o.read {
		o.read = true
		b, err := netplay.LoadBook(a.store)
		if err != nil {
			a.Notify(i18n.T("online.book_failed", err))
		}
		o.book = b
	}
	if o.book.Server == "" {
		o.book.Server = defaultServer()
	}
	return &o.book
}

// saveBook keeps the book, saying so when it cannot.
func (a *App) saveBook() {
	if err := a.onlineBook().Save(a.store); err != nil {
		a.Notify(i18n.T("online.book_failed", err))
	}
}

// defaultServer is the server an app first plays on: in the browser the
// one that served the page (a Kamon server serves the app beside its
// API), on the desktop the local one.
func defaultServer() string {
	if scheme, rest, ok := strings.Cut(device.PageURL(), "://"); ok {
		host, _, _ := strings.Cut(rest, "/")
		if host != "" {
			return scheme + "://" + host
		}
	}
	return localServer
}

// cleanServer is a server address as typed, made a base URL: a scheme
// added when missing, no trailing slash.
func cleanServer(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), "/")
	if s != "" && !strings.Contains(s, "://") {
		s = "http://" + s
	}
	return s
}

// onlineClient is the client of server.
func (a *App) onlineClient(server string) *online.Client {
	o := &a.online
	if o.clients == nil {
		o.clients = map[string]*online.Client{}
	}
	c := o.clients[server]
	if c == nil {
		c = online.NewClient(server)
		o.clients[server] = c
	}
	return c
}

// session is the live session of e, opened at its first use.
func (a *App) session(e netplay.Entry) *online.Session {
	o := &a.online
	if o.sessions == nil {
		o.sessions = map[string]*online.Session{}
	}
	key := e.Server + " " + e.Game
	s := o.sessions[key]
	if s == nil {
		s = a.onlineClient(e.Server).Open(e.Game, e.Token)
		o.sessions[key] = s
	}
	return s
}

// openOnline puts e's game on its table, as e's seat sees it, over the
// current scene.
func (a *App) openOnline(e netplay.Entry) {
	if t := a.onlineTable(e); t != nil {
		a.Go(t)
	}
}

// onlineTable is e's game on its table, nil (and a notice) when this build
// has no table for it.
func (a *App) onlineTable(e netplay.Entry) ui.Scene {
	f, ok := table.Lookup(e.Kind)
	if !ok {
		a.Notify(i18n.T("online.no_table", e.Kind))
		return nil
	}
	return f(a, netplay.NewSeat(a.session(e)))
}

// inviteLink is the link of secret on server: the server serves the app
// beside its API (kamon-server --app), so its address opens the app. A
// page the server itself served gives its own address, path included.
func inviteLink(server, secret string) string {
	if page := device.PageURL(); page != "" && defaultServer() == server {
		return netplay.Link(page, secret)
	}
	return netplay.Link(server+"/", secret)
}

// joinFromPage joins the game of the invite link the page was opened with,
// if it was: a browser follows a friend's link straight to the game.
func (a *App) joinFromPage() {
	secret := netplay.Secret("#" + device.TakeFragment())
	if secret == "" {
		return
	}
	a.Go(newOnlineHome(a, secret))
}

// call is a request to a server under way, run beside the game loop (the
// browser's one thread must never wait on the network): start it, then
// poll it each frame. Its answer is an any, not a type parameter: one
// copy of the code serves every request in the bundle.
type call struct {
	ch chan callResult
}

type callResult struct {
	v   any
	err error
}

// callTimeout bounds a call: a phone that lost the network hears so.
const callTimeout = 20 * time.Second

// start runs f; a call already under way is left to finish.
func (c *call) start(f func(ctx context.Context) (any, error)) {
	if c.ch != nil {
		return
	}
	ch := make(chan callResult, 1)
	c.ch = ch
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), callTimeout)
		defer cancel()
		v, err := f(ctx)
		ch <- callResult{v, err}
	}()
}

// busy reports a call under way.
func (c *call) busy() bool { return c.ch != nil }

// done reports the call's answer once it came.
func (c *call) done() (v any, err error, ok bool) {
	if c.ch == nil {
		return nil, nil, false
	}
	select {
	case r := <-c.ch:
		c.ch = nil
		return r.v, r.err, true
	default:
		return nil, nil, false
	}
}

// onlineError is what went wrong with a call, in a sentence.
func onlineError(err error) string {
	var e *online.Error
	switch {
	case errors.As(err, &e) && e.Offline():
		return i18n.T("online.offline_now")
	case errors.As(err, &e):
		return i18n.T("online.refused", e.Message)
	}
	return i18n.T("online.failed", err)
}
