package server_test

import (
	"context"
	"net"
	"net/http"
	"testing"
	"time"

	_ "kamon/game/bot/gosubot"
	_ "kamon/game/bot/manabot"
	_ "kamon/game/bot/peuplebot"
	_ "kamon/game/bot/shinobibot"
	"kamon/internal/testenv"
	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
	_ "kamon/rules/gosu"
	_ "kamon/rules/mana"
	_ "kamon/rules/peuple"
	_ "kamon/rules/shinobi"
	"kamon/server"
)

// instance is one server replica listening on loopback.
type instance struct {
	t    testing.TB
	cfg  server.Config
	addr string
	URL  string
	srv  *server.Server
	hs   *http.Server
}

// testConfig is a server's config for tests: no rate limits unless a test
// sets them, quick bots.
func testConfig(dsn string) server.Config {
	return server.Config{DB: dsn, AddrRate: -1, SeatRate: -1, CreateRate: -1, BotDelay: 20 * time.Millisecond, BotThink: 10 * time.Millisecond}
}

// start runs a replica on cfg; addr "" picks a free port.
func start(t testing.TB, cfg server.Config, addr string) *instance {
	t.Helper()
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, err := server.New(ctx, cfg)
	if err != nil {
		t.Fatalf("server: %v", err)
	}
	var ln net.Listener
	for i := 0; ; i++ { // the port of a replica just stopped may take a moment to free
		ln, err = net.Listen("tcp", addr)
		if err == nil || i == 50 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		srv.Close(ctx)
		t.Fatal(err)
	}
	in := &instance{t: t, cfg: cfg, addr: ln.Addr().String(), srv: srv, hs: server.HTTPServer(addr, srv.Handler())}
	in.URL = "http://" + in.addr
	go in.hs.Serve(ln)
	t.Cleanup(in.stop)
	return in
}

// stop stops the replica (again is fine).
func (in *instance) stop() {
	if in.srv == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	in.hs.Close()
	in.srv.Close(ctx)
	in.srv = nil
}

// restart stops the replica and starts a new one on the same address.
func (in *instance) restart() {
	in.stop()
	n := start(in.t, in.cfg, in.addr)
	*in = *n
}

// newDB is a fresh database for one test.
func newDB(t testing.TB) string { return testenv.DB(t) }

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// table is a game created with every person's seat joined.
type table struct {
	id     string
	host   string
	tokens []string // by seat; "" for bots
	spect  string   // a spectator's token
	resp   *wire.CreateResponse
}

// newTable creates a game of kind for seats (bot levels, "" a person) and
// joins every person's seat and one spectator.
func newTable(t testing.TB, c *online.Client, kind string, bots []string, clock wire.Clock) *table {
	t.Helper()
	ctx := ctxT(t)
	seats := make([]wire.SeatSpec, len(bots))
	for i, b := range bots {
		seats[i] = wire.SeatSpec{Name: "P" + string(rune('A'+i)), Bot: b}
	}
	resp, err := c.Create(ctx, wire.CreateRequest{Game: kind, Seats: seats, Clock: clock}, "")
	if err != nil {
		t.Fatalf("create %s: %v", kind, err)
	}
	tb := &table{id: resp.Game, host: resp.HostToken, tokens: make([]string, len(bots)), resp: resp}
	for _, in := range resp.Invites {
		j, err := c.Join(ctx, in.Secret, "")
		if err != nil {
			t.Fatalf("join: %v", err)
		}
		if in.Seat < 0 {
			tb.spect = j.Token
		} else {
			tb.tokens[in.Seat] = j.Token
		}
	}
	return tb
}

// pick is a random legal action of a seat, from its view.
func pick(view rules.State, rng *rules.RNG) string {
	legal := view.Legal(nil)
	return view.FormatAction(legal[rng.IntN(len(legal))])
}
